import { desc, eq } from 'drizzle-orm';
import { AUDIT_STATE, MSG } from '@xcb/shared';
import type { AppDeps } from '../../deps.ts';
import type { Executor } from '../../db/client.ts';
import { companies, personalInformation, rsFirms, users, zpGrzl } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import type { Actor } from '../../http/router.ts';

// The user's own certification records. Every read is by the session's user; nobody reads another's.

const iso = (d: Date) => d.toISOString();

export async function companiesOf(db: Executor, userId: number) {
  const rows = await db.select().from(companies).where(eq(companies.userId, userId)).orderBy(desc(companies.createdAt));
  return rows.map((r) => ({ id: r.id, companyName: r.companyName, companyAuditState: r.companyAuditState, createDate: iso(r.createdAt) }));
}

export async function personalInformationOf(db: Executor, userId: number) {
  const [row] = await db
    .select({ p: personalInformation, insurancePath: users.insurancePath, insuranceStatus: users.insuranceStatus })
    .from(personalInformation)
    .innerJoin(users, eq(users.id, personalInformation.userId))
    .where(eq(personalInformation.userId, userId));
  if (!row) return null;
  return {
    id: row.p.id,
    name: row.p.name,
    jpAuditState: row.p.jpAuditState,
    insurancePath: row.insurancePath,
    insuranceStatus: row.insuranceStatus,
    createDate: iso(row.p.createdAt),
  };
}

export async function rsFirmsOf(db: Executor, userId: number) {
  const rows = await db.select().from(rsFirms).where(eq(rsFirms.userId, userId)).orderBy(desc(rsFirms.createdAt));
  return rows.map((r) => ({ id: r.id, firmname: r.firmname, memberStatus: r.memberStatus, auditState: r.auditState, createDate: iso(r.createdAt) }));
}

export async function zpGrzlOf(db: Executor, userId: number) {
  const rows = await db.select().from(zpGrzl).where(eq(zpGrzl.userId, userId)).orderBy(desc(zpGrzl.createdAt));
  return rows.map((r) => ({ id: r.id, name: r.name, auditState: r.auditState, createDate: iso(r.createdAt) }));
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
 * spec: paymentInfoPC_payment, the number of payments awaiting this user's audit (badge on menu item
 * 36). Payment audits belong to short-term hire, whose tables do not exist yet, so nobody has any
 * pending: the count is truly 0 until that issue adds them and counts its rows here.
 */
export function pendingPaymentAudits(actor: Actor, auditUser: string | number | null | undefined) {
  if (auditUser !== undefined && auditUser !== null && auditUser !== '' && String(auditUser) !== String(actor.userId)) throw forbidden();
  return Promise.resolve({ total: 0 });
}

