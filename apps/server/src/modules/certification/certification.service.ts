import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { AUDIT_STATE, CERT_MSG, MSG } from '@xcb/shared';
import type { AppDeps } from '../../http/deps.ts';
import type { Db, Executor } from '../../db/client.ts';
import { companies, demandPayRequests, personalInformation, rsFirms, users, zpGrzl } from '../../db/schema/index.ts';
import { forbidden, notFound, refuse } from '../../core/errors.ts';
import { inScope, publishZone, zoneScope } from '../domain/scope.ts';
import type { Actor } from '../../http/router.ts';
import { assertOwnUploads } from '../files/files.service.ts';
import { listPage } from '../../db/paging.ts';
import { presentCompany, presentPersonalInformation, presentRsFirm, presentZpGrzl } from './certification.presenter.ts';

// The user's own certification records. Every read is by the session's user; nobody reads another's.

export async function companiesOf(db: Executor, userId: number) {
  const rows = await db.select().from(companies).where(eq(companies.userId, userId)).orderBy(desc(companies.createdAt));
  return rows.map(presentCompany);
}

export async function personalInformationOf(db: Executor, userId: number) {
  const [row] = await db
    .select({ p: personalInformation, insurancePath: users.insurancePath, insuranceStatus: users.insuranceStatus })
    .from(personalInformation)
    .innerJoin(users, eq(users.id, personalInformation.userId))
    .where(eq(personalInformation.userId, userId));
  if (!row) return null;
  return presentPersonalInformation(row.p, row);
}

export async function rsFirmsOf(db: Executor, userId: number) {
  const rows = await db.select().from(rsFirms).where(eq(rsFirms.userId, userId)).orderBy(desc(rsFirms.createdAt));
  return rows.map(presentRsFirm);
}

export async function zpGrzlOf(db: Executor, userId: number) {
  const rows = await db.select().from(zpGrzl).where(eq(zpGrzl.userId, userId)).orderBy(desc(zpGrzl.createdAt));
  return rows.map(presentZpGrzl);
}

/** spec: the process-rules entry shows for companyAuditState 1, jpAuditState 1 or an rsFrim with memberStatus 1. */
export async function authSummary(deps: AppDeps, actor: Actor) {
  const { db } = deps;
  const [user] = await db.select({ auth: users.auth }).from(users).where(eq(users.id, actor.userId));
  if (!user) throw notFound(MSG.userNotFound);
  const [company] = await companiesOf(db, actor.userId);
  const person = await personalInformationOf(db, actor.userId);
  const firms = await rsFirmsOf(db, actor.userId);
  const member = firms.find((f) => f.memberStatus === 1) ?? firms[0];
  const companyAuditState = company?.companyAuditState ?? null;
  const jpAuditState = person?.jpAuditState ?? null;
  const memberStatus = member?.memberStatus ?? null;
  return {
    auth: user.auth,
    companyAuditState,
    jpAuditState,
    memberStatus,
    showFlowpath: companyAuditState === AUDIT_STATE.approved || jpAuditState === AUDIT_STATE.approved || memberStatus === 1,
  };
}

/**
 * spec: paymentInfoPC_payment, the number of payment requests awaiting this user's audit (badge on menu
 * item 36): short-term hire workers' requests on the demands he published, still pending.
 */
export async function pendingPaymentAudits(db: Executor, actor: Actor, auditUser: string | number | null | undefined) {
  if (auditUser !== undefined && auditUser !== null && auditUser !== '' && String(auditUser) !== String(actor.userId)) throw forbidden();
  const [row] = await db
    .select({ n: count() })
    .from(demandPayRequests)
    .where(and(eq(demandPayRequests.auditUserId, actor.userId), eq(demandPayRequests.state, 0)));
  return { total: row?.n ?? 0 };
}

// ---- the certification flows (company_store, personal_certification) ----

export interface CompanyForm {
  companyName: string;
  licensePath: string;
  companyMainIndustry: string;
  companySize: string;
  companyTx: string;
  companyAddress?: string | undefined;
  companyIntro?: string | undefined;
}

/** Submit (or, after a rejection, re-submit) the company certification; it waits for staff. */
export async function saveCompany(db: Db, actor: Actor, f: CompanyForm) {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(companies)
      .where(eq(companies.userId, actor.userId))
      .orderBy(desc(companies.createdAt))
      .limit(1)
      .for('update');
    const values = {
      companyName: f.companyName,
      licensePath: f.licensePath,
      companyMainIndustry: f.companyMainIndustry,
      companySize: f.companySize,
      companyTx: f.companyTx,
      companyAddress: f.companyAddress ?? null,
      companyIntro: f.companyIntro ?? null,
      companyAuditState: AUDIT_STATE.pending,
      auditReason: null,
    };
    if (existing?.companyAuditState === AUDIT_STATE.pending) throw refuse(CERT_MSG.companyPending);
    if (existing?.companyAuditState === AUDIT_STATE.approved) throw refuse(CERT_MSG.companyApproved);
    await assertOwnUploads(tx, actor.userId, [f.licensePath, f.companyTx], [existing?.licensePath, existing?.companyTx]);
    if (existing) await tx.update(companies).set(values).where(eq(companies.id, existing.id));
    else await tx.insert(companies).values({ userId: actor.userId, exclusiveCode: publishZone(actor), ...values });
    return { msg: CERT_MSG.submitted };
  });
}

export interface PersonalForm {
  name: string;
  idNumber: string;
  idFrontPath: string;
  idBackPath: string;
}

export async function savePersonal(db: Db, actor: Actor, f: PersonalForm) {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(personalInformation).where(eq(personalInformation.userId, actor.userId)).for('update');
    if (existing?.jpAuditState === AUDIT_STATE.pending) throw refuse(CERT_MSG.personalPending);
    if (existing?.jpAuditState === AUDIT_STATE.approved) throw refuse(CERT_MSG.personalApproved);
    await assertOwnUploads(tx, actor.userId, [f.idFrontPath, f.idBackPath], [existing?.idFrontPath, existing?.idBackPath]);
    const values = {
      name: f.name,
      idNumber: f.idNumber.toUpperCase(),
      idFrontPath: f.idFrontPath,
      idBackPath: f.idBackPath,
      jpAuditState: AUDIT_STATE.pending,
      auditReason: null,
    };
    if (existing) await tx.update(personalInformation).set(values).where(eq(personalInformation.id, existing.id));
    else await tx.insert(personalInformation).values({ userId: actor.userId, ...values });
    return { msg: CERT_MSG.submitted };
  });
}

/**
 * spec §5 publish checks. A demand (1,4,2) or an agency demand (4,6,2) needs an approved company or
 * personal certification: none → 请先完成企业认证或个人资料认证！ (to /employment/company_store), one under
 * review → 您的企业或个人资料正在审核. A job (3,5,2) needs an approved company and the recruiter's data.
 */
export async function publishCheck(
  db: Executor,
  userId: number,
  type: number,
): Promise<{ ok: boolean; msg: string; redirect: string | null }> {
  const [company] = await db
    .select({ s: companies.companyAuditState })
    .from(companies)
    .where(eq(companies.userId, userId))
    .orderBy(desc(companies.createdAt))
    .limit(1);
  const [person] = await db
    .select({ s: personalInformation.jpAuditState })
    .from(personalInformation)
    .where(eq(personalInformation.userId, userId));
  if (type === 3) {
    if (company?.s === AUDIT_STATE.pending) return { ok: false, msg: '企业资料正在审核', redirect: null };
    if (company?.s !== AUDIT_STATE.approved) return { ok: false, msg: '请前往企业管理完善资料', redirect: '/employment/company_store' };
    const [grzl] = await db.select({ id: zpGrzl.id }).from(zpGrzl).where(eq(zpGrzl.userId, userId)).limit(1);
    // the reply names the page that completes it, so the search bar's 发布职位 can lead there
    if (!grzl) return { ok: false, msg: '请完善招聘者个人资料', redirect: '/recruitment/people_data' };
    return { ok: true, msg: '', redirect: null };
  }
  if (company?.s === AUDIT_STATE.approved || person?.s === AUDIT_STATE.approved) return { ok: true, msg: '', redirect: null };
  if (company?.s === AUDIT_STATE.pending || person?.s === AUDIT_STATE.pending)
    return { ok: false, msg: CERT_MSG.underReview, redirect: null };
  return { ok: false, msg: CERT_MSG.certifyFirst, redirect: '/employment/company_store' };
}

/** The publisher's approved company name, or his certified real name, for listings. */
export async function publisherName(db: Executor, userId: number): Promise<string> {
  return (await publisherNameMap(db, [userId])).get(userId) ?? '';
}

/** publisherName for a page of rows: two queries in parallel, whatever the number of publishers. */
export async function publisherNameMap(db: Executor, userIds: number[]): Promise<Map<number, string>> {
  const ids = [...new Set(userIds)];
  const out = new Map<number, string>();
  if (ids.length === 0) return out;
  const [firms, people] = await Promise.all([
    db
      .select({ userId: companies.userId, n: companies.companyName })
      .from(companies)
      .where(and(inArray(companies.userId, ids), eq(companies.companyAuditState, AUDIT_STATE.approved)))
      .orderBy(asc(companies.id)),
    db
      .select({ userId: personalInformation.userId, n: personalInformation.name })
      .from(personalInformation)
      .where(inArray(personalInformation.userId, ids)),
  ]);
  for (const p of people) if (!out.has(p.userId)) out.set(p.userId, p.n);
  // an approved company wins over the person (the first one, as the single read did)
  const firmNamed = new Set<number>();
  for (const f of firms) {
    if (firmNamed.has(f.userId)) continue;
    firmNamed.add(f.userId);
    out.set(f.userId, f.n);
  }
  return out;
}

/** spec: company_list, the home page's hot companies: approved companies in the caller's zone. */
export async function hotCompanies(db: Executor, actor: Actor | null, q: { pageNum: number; pageSize: number }) {
  // A company's zone is its owner's, as on every other company page and listing (recruitment.common.ts
  // companyZone): the owner is the one source, and a company row written before its owner joined a zone
  // (or by an older seed) must not list a zone's company on the public home page.
  const where = and(eq(companies.companyAuditState, AUDIT_STATE.approved), inScope(zoneScope(actor), users.exclusiveCode));
  const { rows, total } = await listPage(db, q, () =>
    db
      .select({ c: companies })
      .from(companies)
      .innerJoin(users, eq(users.id, companies.userId))
      .where(where)
      // companies that show a logo come first: the home page's wall of companies is a showcase
      .orderBy(sql`${companies.companyTx} is null`, desc(companies.createdAt), desc(companies.id)),
  );
  return {
    recordList: rows.map(({ c: r }) => ({
      id: r.id,
      companyName: r.companyName,
      companyTx: r.companyTx,
      companyMainIndustry: r.companyMainIndustry,
      companySize: r.companySize,
      companyAuditState: r.companyAuditState,
    })),
    recordCount: total,
  };
}
