import { desc, eq, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { AUDIT_STATE, RECRUIT_MSG as M } from '@xcb/shared';
import type { PositionCard } from '@xcb/shared/actions/recruitment';
import type { Executor } from '../../db/client.ts';
import { companies, users, zpCompanyPages, zpGrzl, zpLooked, zpPositions } from '../../db/schema/index.ts';
import { refuse } from '../../core/errors.ts';
import type { Actor } from '../../http/router.ts';

// Pieces every recruitment service shares: who the caller recruits for, the (3,5,2) check and the
// position card presenter.

export const iso = (d: Date) => d.toISOString();

export type CompanyRow = typeof companies.$inferSelect;

/** The caller's company record: an approved one first, else the newest (spec: companyAuditState 1 = audited). */
export async function companyOf(db: Executor, userId: number): Promise<CompanyRow | null> {
  const [row] = await db
    .select()
    .from(companies)
    .where(eq(companies.userId, userId))
    .orderBy(sql`(${companies.companyAuditState} = ${AUDIT_STATE.approved}) desc`, desc(companies.createdAt))
    .limit(1);
  return row ?? null;
}

export interface PublishCheck {
  ok: boolean;
  msg: string;
  redirect: string | null;
  company: CompanyRow | null;
}

/**
 * spec §5 the (3,5,2) check for positions: an existing company with companyAuditState 1 and the
 * recruiter's personal data filled. Messages from §8.
 */
export async function publishCheck(db: Executor, userId: number): Promise<PublishCheck> {
  const company = await companyOf(db, userId);
  if (!company || company.companyAuditState === AUDIT_STATE.rejected)
    return { ok: false, msg: M.companyDataRequired, redirect: '/recruitment/enterprise_data', company: null };
  if (company.companyAuditState !== AUDIT_STATE.approved) return { ok: false, msg: M.companyPending, redirect: null, company: null };
  const [grzl] = await db.select().from(zpGrzl).where(eq(zpGrzl.userId, userId)).orderBy(desc(zpGrzl.createdAt)).limit(1);
  if (!grzl?.phone || !grzl.title) return { ok: false, msg: M.recruiterDataRequired, redirect: '/recruitment/people_data', company };
  return { ok: true, msg: '', redirect: null, company };
}

/** Recruiter-side reads (applicants, resume search) need an audited company, not the personal data. */
export async function requireCompany(db: Executor, actor: Actor): Promise<CompanyRow> {
  const company = await companyOf(db, actor.userId);
  if (!company) throw refuse(M.companyOnly);
  if (company.companyAuditState === AUDIT_STATE.pending) throw refuse(M.companyPending);
  if (company.companyAuditState !== AUDIT_STATE.approved) throw refuse(M.companyOnly);
  return company;
}

/** The columns of a position card, for `select(cardColumns).from(zpPositions)` + `withCompany`. */
export const cardColumns = {
  p: zpPositions,
  companyName: companies.companyName,
  companyTx: zpCompanyPages.companyTx,
  companySize: zpCompanyPages.companySize,
};

export interface CardRow {
  p: typeof zpPositions.$inferSelect;
  companyName: string;
  companyTx: string | null;
  companySize: string | null;
}

export function presentCard(r: CardRow): PositionCard {
  return {
    id: r.p.id,
    positionname: r.p.positionname,
    salaryrange: r.p.salaryrange,
    workexperience: r.p.workexperience,
    education: r.p.education,
    industry: r.p.industry,
    city: r.p.city,
    fl: r.p.fl,
    peoplenum: r.p.peoplenum,
    positionstatus: r.p.positionstatus,
    companyId: r.p.companyId,
    companyname: r.companyName,
    companyTx: r.companyTx,
    companySize: r.companySize,
    createTime: iso(r.p.createdAt),
  };
}

/** Positions joined with their company and its page (plus the columns of a table the caller joins). */
export function positionsQuery<E extends SelectedFields = Record<never, never>>(db: Executor, extra?: E) {
  return db
    .select({ ...cardColumns, ...extra } as typeof cardColumns & E)
    .from(zpPositions)
    .innerJoin(companies, eq(companies.id, zpPositions.companyId))
    .leftJoin(zpCompanyPages, eq(zpCompanyPages.companyId, zpPositions.companyId));
}

/** A company's zone is its owner's (the page is published into publishZone(owner)). */
export async function companyZone(db: Executor, companyId: number): Promise<{ company: CompanyRow; zone: string | null } | null> {
  const [row] = await db
    .select({ c: companies, zone: users.exclusiveCode })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.userId))
    .where(eq(companies.id, companyId));
  return row ? { company: row.c, zone: row.zone } : null;
}

/** spec zpJpLooked: one row per viewer and object, a later view moves it to the top. */
export async function recordLook(
  db: Executor,
  userId: number,
  type: number,
  targetId: number,
  companyId: number | null = null,
): Promise<void> {
  await db
    .insert(zpLooked)
    .values({ userId, type, targetId, companyId })
    .onConflictDoUpdate({ target: [zpLooked.userId, zpLooked.type, zpLooked.targetId], set: { lookedAt: sql`now()`, companyId } });
}
