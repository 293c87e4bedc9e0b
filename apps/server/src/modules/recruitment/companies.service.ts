import { and, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { AUDIT_STATE, POSITION_STATUS, RECRUIT_MSG as M } from '@xcb/shared';
import type { AppDeps } from '../../http/deps.ts';
import type { Executor } from '../../db/client.ts';
import { companies, users, zpCompanyPages, zpConcerns, zpGrzl, zpPositions, zpShields } from '../../db/schema/index.ts';
import { containing } from '../../db/search.ts';
import { notFound, refuse } from '../../core/errors.ts';
import type { Actor } from '../../http/router.ts';
import { assertVisible, inScope, publishZone, zoneScope } from '../domain/scope.ts';
import { assertOwnUploads } from '../files/files.service.ts';
import { companyOf, companyZone } from './recruitment.common.ts';
import { listPage, listReply } from '../../db/paging.ts';
import { presentCompany } from './recruitment.presenter.ts';

// Companies as the recruitment area shows them (enterprise_list, a company's page and its owner's edit of
// it) and the recruiter's personal data.

const companyCols = {
  c: companies,
  page: zpCompanyPages,
  positionCount: sql<number>`(select count(*) from ${zpPositions} where ${zpPositions.companyId} = ${companies.id} and ${zpPositions.positionstatus} = ${POSITION_STATUS.published})::int`,
};

export function companiesQuery(db: Executor) {
  return db
    .select(companyCols)
    .from(companies)
    .innerJoin(users, eq(users.id, companies.userId))
    .leftJoin(zpCompanyPages, eq(zpCompanyPages.companyId, companies.id));
}

/** enterprise_list and the home page's hot companies: audited companies of the caller's zone, hiring ones first. */
export async function listCompanies(
  db: Executor,
  actor: Actor | null,
  q: { pageNum: number; pageSize: number; keyword?: string | undefined },
) {
  const conds: SQL[] = [eq(companies.companyAuditState, AUDIT_STATE.approved)];
  const zone = inScope(zoneScope(actor), users.exclusiveCode);
  if (zone) conds.push(zone);
  if (q.keyword) conds.push(ilike(companies.companyName, containing(q.keyword)));
  const where = and(...conds);
  const found = await listPage(db, q, () => companiesQuery(db).where(where).orderBy(desc(companyCols.positionCount), desc(companies.id)));
  return { data: listReply(found, found.rows.map(presentCompany)) };
}

/** A company another user may look at: audited and in his zone. */
export async function visibleCompany(db: Executor, actor: Actor, companyId: number) {
  const found = await companyZone(db, companyId);
  if (!found || (found.company.companyAuditState !== AUDIT_STATE.approved && found.company.userId !== actor.userId))
    throw notFound(M.companyNotFound);
  assertVisible(zoneScope(actor), found.zone, '企业信息');
  return found.company;
}

export async function companyDetail(db: Executor, actor: Actor, id: number) {
  await visibleCompany(db, actor, id);
  const [row] = await companiesQuery(db).where(eq(companies.id, id));
  if (!row) throw notFound(M.companyNotFound);
  const [[following], [shielded]] = await Promise.all([
    db
      .select({ id: zpConcerns.id })
      .from(zpConcerns)
      .where(and(eq(zpConcerns.userId, actor.userId), eq(zpConcerns.companyId, id))),
    db
      .select({ id: zpShields.id })
      .from(zpShields)
      .where(and(eq(zpShields.userId, actor.userId), eq(zpShields.companyId, id))),
  ]);
  return {
    data: {
      ...presentCompany(row),
      address: row.page?.address ?? null,
      intro: row.page?.intro ?? null,
      following: Boolean(following),
      shielded: Boolean(shielded),
    },
  };
}

export async function myCompany(db: Executor, actor: Actor) {
  const company = await companyOf(db, actor.userId);
  if (!company) return { data: null };
  const [page] = await db.select().from(zpCompanyPages).where(eq(zpCompanyPages.companyId, company.id));
  return {
    data: {
      id: company.id,
      companyName: company.companyName,
      companyAuditState: company.companyAuditState,
      companyTx: page?.companyTx ?? null,
      companyMainIndustry: page?.companyMainIndustry ?? null,
      companySize: page?.companySize ?? null,
      companyNature: page?.companyNature ?? null,
      address: page?.address ?? null,
      intro: page?.intro ?? null,
    },
  };
}

export async function saveCompanyPage(
  deps: AppDeps,
  actor: Actor,
  input: {
    companyTx?: string | undefined;
    companyMainIndustry?: string | undefined;
    companySize?: string | undefined;
    companyNature?: string | undefined;
    address: string;
    intro: string;
  },
) {
  const company = await companyOf(deps.db, actor.userId);
  if (!company) throw refuse(M.companyDataRequired, { redirect: '/employment/company_store' });
  const values = {
    companyTx: input.companyTx ?? null,
    companyMainIndustry: input.companyMainIndustry ?? null,
    companySize: input.companySize ?? null,
    companyNature: input.companyNature ?? null,
    address: input.address || null,
    intro: input.intro || null,
    exclusiveCode: publishZone(actor),
    updatedAt: new Date(),
  };
  await deps.db.transaction(async (tx) => {
    const [page] = await tx
      .select({ companyTx: zpCompanyPages.companyTx })
      .from(zpCompanyPages)
      .where(eq(zpCompanyPages.companyId, company.id))
      .for('update');
    // The logo must be the caller's own upload; the page's current logo and the company's certified one may stay.
    await assertOwnUploads(tx, actor.userId, [values.companyTx], [page?.companyTx, company.companyTx]);
    await tx
      .insert(zpCompanyPages)
      .values({ companyId: company.id, ...values })
      .onConflictDoUpdate({ target: zpCompanyPages.companyId, set: values });
  });
  return { msg: M.saved };
}

// ---- the recruiter's personal data ----

export async function grzlMine(db: Executor, actor: Actor) {
  const [row] = await db.select().from(zpGrzl).where(eq(zpGrzl.userId, actor.userId)).orderBy(desc(zpGrzl.createdAt)).limit(1);
  return { data: row ? { id: row.id, name: row.name, title: row.title, phone: row.phone, email: row.email } : null };
}

export async function grzlSave(
  db: Executor,
  actor: Actor,
  input: { name: string; title: string; phone: string; email?: string | undefined },
) {
  const values = { name: input.name, title: input.title, phone: input.phone, email: input.email ?? null };
  const [row] = await db
    .select({ id: zpGrzl.id })
    .from(zpGrzl)
    .where(eq(zpGrzl.userId, actor.userId))
    .orderBy(desc(zpGrzl.createdAt))
    .limit(1);
  // The recruiter's own data needs no staff review: it is filled, so the (3,5,2) check counts it.
  if (row)
    await db
      .update(zpGrzl)
      .set({ ...values, auditState: AUDIT_STATE.approved })
      .where(eq(zpGrzl.id, row.id));
  else await db.insert(zpGrzl).values({ ...values, userId: actor.userId, auditState: AUDIT_STATE.approved });
  return { msg: M.saved };
}
