import { and, count, eq, inArray } from 'drizzle-orm';
import { AUDIT_STATE, EMPLOYMENT_MSG as M } from '@xcb/shared';
import { DEMAND_STATUS as S, type PublisherProfile } from '@xcb/shared/actions/employment';
import type { Executor } from '../../db/client.ts';
import { companies, demandApplications, demandDeliveries, demands, personalInformation, users } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../core/errors.ts';
import type { Actor } from '../../http/router.ts';
import { assertVisible, zoneScope } from '../domain/scope.ts';

// The people around a demand, as the other side sees them: the publisher's page (company_info) for
// anyone in its zone, and one applicant's profile (resume_review2) for the demand's publisher.

/** spec: company_info?id= — the publisher's certified identity and how many demands it runs. */
export async function publisherInfo(db: Executor, actor: Actor, userId: number): Promise<{ data: PublisherProfile }> {
  // the scope is decided before any row is read: a refused caller learns nothing about the id
  const scope = zoneScope(actor);
  const [user] = await db.select({ id: users.id, zone: users.exclusiveCode }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound(M.publisherNotFound);
  assertVisible(scope, user.zone, '企业信息');
  const [[company], [person], [active], [published]] = await Promise.all([
    db
      .select()
      .from(companies)
      .where(and(eq(companies.userId, userId), eq(companies.companyAuditState, AUDIT_STATE.approved)))
      .limit(1),
    db
      .select({ name: personalInformation.name })
      .from(personalInformation)
      .where(and(eq(personalInformation.userId, userId), eq(personalInformation.jpAuditState, AUDIT_STATE.approved))),
    db
      .select({ n: count() })
      .from(demands)
      .where(and(eq(demands.userId, userId), inArray(demands.status, [S.recruiting, S.working]))),
    db
      .select({ n: count() })
      .from(demands)
      .where(and(eq(demands.userId, userId), inArray(demands.status, [S.awaitingDeposit, S.recruiting, S.working, S.ended]))),
  ]);
  // only a certified publisher has a page: an uncertified account never published anything
  if (!company && !person) throw notFound(M.publisherNotFound);
  return {
    data: {
      userId,
      name: company?.companyName ?? person?.name ?? '',
      kind: company ? 'company' : 'person',
      companyMainIndustry: company?.companyMainIndustry ?? null,
      companySize: company?.companySize ?? null,
      companyTx: company?.companyTx ?? null,
      companyAddress: company?.companyAddress ?? null,
      companyIntro: company?.companyIntro ?? null,
      activeCount: active?.n ?? 0,
      publishedCount: published?.n ?? 0,
    },
  };
}

/** spec: resume_review2 — one applicant, for the demand's publisher (and staff) only. */
export async function applicationDetail(db: Executor, actor: Actor, applicationId: number) {
  const [row] = await db
    .select({ a: demandApplications, needtitle: demands.needtitle, demandStatus: demands.status, publisher: demands.userId })
    .from(demandApplications)
    .innerJoin(demands, eq(demands.id, demandApplications.demandId))
    .where(eq(demandApplications.id, applicationId));
  if (!row) throw notFound(M.applicationNotFound);
  if (row.publisher !== actor.userId && !actor.staffRole) throw forbidden();
  const uid = row.a.userId;
  const [[user], [person], [company], [accepted], [passed]] = await Promise.all([
    db
      .select({ nickName: users.nickName, icon: users.icon, auth: users.auth, sign: users.sign, job: users.job, area: users.area })
      .from(users)
      .where(eq(users.id, uid)),
    db
      .select({ name: personalInformation.name, state: personalInformation.jpAuditState })
      .from(personalInformation)
      .where(eq(personalInformation.userId, uid)),
    db
      .select({ name: companies.companyName })
      .from(companies)
      .where(and(eq(companies.userId, uid), eq(companies.companyAuditState, AUDIT_STATE.approved)))
      .limit(1),
    db
      .select({ n: count() })
      .from(demandApplications)
      .where(and(eq(demandApplications.userId, uid), eq(demandApplications.state, 1))),
    db
      .select({ n: count() })
      .from(demandDeliveries)
      .where(and(eq(demandDeliveries.userId, uid), eq(demandDeliveries.state, 1))),
  ]);
  return {
    data: {
      id: row.a.id,
      needId: row.a.demandId,
      userId: uid,
      name: person?.name ?? user?.nickName ?? '',
      nickName: user?.nickName ?? null,
      icon: user?.icon ?? null,
      auth: user?.auth ?? 0,
      state: row.a.state,
      createTime: row.a.createdAt.toISOString(),
      needtitle: row.needtitle,
      demandStatus: row.demandStatus,
      sign: user?.sign ?? null,
      job: user?.job ?? null,
      area: user?.area ?? null,
      personalCertified: person?.state === AUDIT_STATE.approved,
      companyName: company?.name ?? null,
      acceptedCount: accepted?.n ?? 0,
      deliveriesPassed: passed?.n ?? 0,
    },
  };
}
