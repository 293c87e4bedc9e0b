import { and, asc, avg, count, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { AUDIT_STATE, PERSONNEL_MSG, formatCoins, formatDate } from '@xcb/shared';
import {
  CONTRACT_STATUS,
  MEMBER_FEE,
  MEMBER_NOTICE_DAYS,
  MEMBER_RENEW_DAYS,
  MEMBER_STATUS,
  PERSONNEL_NOTICE_CLASS,
  type Firm,
} from '@xcb/shared/actions/personnel';
import type { Db, Executor, Tx } from '../../db/client.ts';
import { personnelComments, personnelContracts, personnelFollows, personnelMemberships, rsFirms, users } from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/deps.ts';
import { notFound, refuse } from '../../core/errors.ts';
import type { Actor } from '../../http/router.ts';
import { assertVisible, zoneScope } from '../domain/scope.ts';
import type { Hub } from '../../realtime/hub.ts';
import { noticeSender } from '../messaging/notices.service.ts';
import { assertOwnUploads } from '../files/files.service.ts';
import { PLATFORM_ACCOUNTS } from '../ledger/ledger.ts';
import { verifyPayPassword } from '../ledger/pay-password.ts';
import { firmSkillTexts, linkSkills, SKILL_KIND } from '../skills/links.ts';
import { payOrder } from '../ledger/payments.ts';

/** A firm's membership notices (03, member class): bought, ending soon, ended. */
const memberNotice = noticeSender('03', PERSONNEL_NOTICE_CLASS.member);

// Agent certification (main_info) and membership. design:
// - one firm record per user; submitting (or editing) puts it under staff review (auditState 0); only an
//   approved firm (1) may buy membership and apply for demands; an approved firm that edits its data goes
//   back under review, its membership running on meanwhile.
// - membership is bought with coins for one year (spec agreement: memberships last one year): MEMBER_FEE
//   from the wallet into the platform's personnel_membership account via payOrder. A renewal is possible
//   from MEMBER_RENEW_DAYS before the end and continues from the old end; after the end it starts anew.
// - the hourly sweep (and every membership check) ends memberships past their end (memberStatus 2, with a
//   notice) and sends one reminder MEMBER_NOTICE_DAYS before the end.

type FirmRow = typeof rsFirms.$inferSelect;
const DAY = 86_400_000;
const iso = (d: Date | null) => (d ? d.toISOString() : null);
/** Shanghai calendar date of an instant, for the messages. */
export const cnDate = (d: Date) => formatDate(d);

export function canBuy(f: FirmRow, now = new Date()): boolean {
  if (f.auditState !== AUDIT_STATE.approved && f.memberStatus !== MEMBER_STATUS.member) return false;
  if (!f.memberUntil || f.memberUntil <= now) return true;
  return f.memberUntil.getTime() - now.getTime() <= MEMBER_RENEW_DAYS * DAY;
}

export function presentFirm(f: FirmRow): Firm {
  return {
    id: f.id,
    firmname: f.firmname,
    contactName: f.contactName,
    contactPhone: f.contactPhone,
    licenseNo: f.licenseNo,
    licensePath: f.licensePath,
    permitPath: f.permitPath,
    cityName: f.cityName,
    address: f.address,
    intro: f.intro,
    auditState: f.auditState,
    rejectReason: f.rejectReason,
    memberStatus: f.memberStatus,
    memberUntil: iso(f.memberUntil),
    canBuy: f.auditState === AUDIT_STATE.approved && canBuy(f),
  };
}

export async function firmOf(db: Executor, userId: number): Promise<FirmRow | null> {
  const [row] = await db.select().from(rsFirms).where(eq(rsFirms.userId, userId)).orderBy(asc(rsFirms.id)).limit(1);
  return row ?? null;
}

/** Ends memberships past their end and sends the reminders that are due. Idempotent; safe to run anytime. */
export async function sweepMemberships(db: Db, hub: Hub): Promise<{ ended: number; reminded: number }> {
  return db.transaction(async (tx) => {
    const ended = await tx
      .update(rsFirms)
      .set({ memberStatus: MEMBER_STATUS.expired })
      .where(and(eq(rsFirms.memberStatus, MEMBER_STATUS.member), lt(rsFirms.memberUntil, sql`now()`)))
      .returning({ userId: rsFirms.userId, id: rsFirms.id });
    for (const f of ended) {
      await memberNotice(tx, hub, {
        userId: f.userId,
        title: PERSONNEL_MSG.memberEndedTitle,
        content: PERSONNEL_MSG.memberEnded,
        redirectId: f.id,
      });
    }
    const due = await tx
      .update(rsFirms)
      .set({ memberNoticeAt: sql`now()` })
      .where(
        and(
          eq(rsFirms.memberStatus, MEMBER_STATUS.member),
          isNull(rsFirms.memberNoticeAt),
          lt(rsFirms.memberUntil, sql`now() + ${`${MEMBER_NOTICE_DAYS} days`}::interval`),
        ),
      )
      .returning({ userId: rsFirms.userId, id: rsFirms.id, until: rsFirms.memberUntil });
    for (const f of due) {
      await memberNotice(tx, hub, {
        userId: f.userId,
        title: PERSONNEL_MSG.memberNoticeTitle,
        content: PERSONNEL_MSG.memberEndsSoon(f.until ? cnDate(f.until) : ''),
        redirectId: f.id,
      });
    }
    return { ended: ended.length, reminded: due.length };
  });
}

export async function mainInfo(deps: AppDeps, actor: Actor) {
  await sweepMemberships(deps.db, deps.hub);
  const f = await firmOf(deps.db, actor.userId);
  const terms = f
    ? await deps.db
        .select()
        .from(personnelMemberships)
        .where(eq(personnelMemberships.firmId, f.id))
        .orderBy(desc(personnelMemberships.term))
    : [];
  return {
    rsFrim: f ? presentFirm(f) : null,
    memberFee: formatCoins(MEMBER_FEE),
    renewDays: MEMBER_RENEW_DAYS,
    memberships: terms.map((m) => ({
      term: m.term,
      amount: formatCoins(m.amount),
      startsAt: m.startsAt.toISOString(),
      endsAt: m.endsAt.toISOString(),
    })),
  };
}

export interface FirmInput {
  firmname: string;
  contactName: string;
  contactPhone: string;
  licenseNo: string;
  licensePath: string;
  permitPath: string;
  cityName: string;
  address?: string | undefined;
  intro: string;
}

export async function saveFirm(db: Db, actor: Actor, input: FirmInput) {
  const values = { ...input, address: input.address ?? null, auditState: AUDIT_STATE.pending, rejectReason: null, updatedAt: new Date() };
  const row = await db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(rsFirms)
      .where(eq(rsFirms.userId, actor.userId))
      .orderBy(asc(rsFirms.id))
      .limit(1)
      .for('update');
    // The licence and permit images must be the caller's own uploads; those the firm already holds may stay.
    await assertOwnUploads(tx, actor.userId, [input.licensePath, input.permitPath], [existing?.licensePath, existing?.permitPath]);
    const [saved] = existing
      ? await tx.update(rsFirms).set(values).where(eq(rsFirms.id, existing.id)).returning()
      : await tx
          .insert(rsFirms)
          .values({ userId: actor.userId, ...values })
          .returning();
    // the services its intro names (matched firms, issue 27), in the same transaction as the text
    if (saved) await linkSkills(tx, SKILL_KIND.firm, saved.id, ...firmSkillTexts(saved));
    return saved;
  });
  if (!row) throw new Error('firm not saved');
  return { msg: PERSONNEL_MSG.firmSubmitted, rsFrim: presentFirm(row) };
}

/**
 * Buys (or renews) one membership year. The payment, the membership row and the firm's new end date are
 * one transaction; the trade code RSHY<firm>T<term> is the idempotency key, so a repeated request finds
 * the term taken (or the renewal window closed) and pays nothing.
 */
export async function buyMembership(deps: AppDeps, actor: Actor, accountpwd: string) {
  await sweepMemberships(deps.db, deps.hub);
  const pre = await firmOf(deps.db, actor.userId);
  if (!pre) throw refuse(PERSONNEL_MSG.firmNotFound);
  if (pre.auditState !== AUDIT_STATE.approved) throw refuse(PERSONNEL_MSG.firmNotApproved);
  if (!canBuy(pre)) throw refuse(PERSONNEL_MSG.memberRenewTooEarly(MEMBER_RENEW_DAYS));
  await verifyPayPassword(deps.db, deps.config.paymentPepper, actor.userId, accountpwd);
  const row = await deps.db.transaction(async (tx) => {
    const [f] = await tx.select().from(rsFirms).where(eq(rsFirms.id, pre.id)).for('update');
    if (!f || f.auditState !== AUDIT_STATE.approved) throw refuse(PERSONNEL_MSG.firmNotApproved);
    const now = new Date();
    if (!canBuy(f, now)) throw refuse(PERSONNEL_MSG.memberRenewTooEarly(MEMBER_RENEW_DAYS));
    const [last] = await tx
      .select({ term: personnelMemberships.term })
      .from(personnelMemberships)
      .where(eq(personnelMemberships.firmId, f.id))
      .orderBy(desc(personnelMemberships.term))
      .limit(1);
    const term = (last?.term ?? 0) + 1;
    const startsAt = f.memberUntil && f.memberUntil > now ? f.memberUntil : now;
    const endsAt = new Date(startsAt);
    endsAt.setUTCFullYear(endsAt.getUTCFullYear() + 1);
    const tradeCode = `RSHY${f.id}T${term}`;
    await payOrder(tx, {
      userId: actor.userId,
      amount: MEMBER_FEE,
      tradeCode,
      orderRef: tradeCode,
      remark: `人事代理会员（第${term}年）`,
      toAccount: PLATFORM_ACCOUNTS.personnelMembership,
    });
    await tx
      .insert(personnelMemberships)
      .values({ firmId: f.id, userId: actor.userId, term, amount: MEMBER_FEE, startsAt, endsAt, tradeCode });
    const [u] = await tx
      .update(rsFirms)
      .set({ memberStatus: MEMBER_STATUS.member, memberUntil: endsAt, memberNoticeAt: null })
      .where(eq(rsFirms.id, f.id))
      .returning();
    await memberNotice(tx, deps.hub, {
      userId: actor.userId,
      title: '人事代理会员开通成功',
      content: PERSONNEL_MSG.memberBought(cnDate(endsAt)),
      redirectId: f.id,
    });
    return u;
  });
  if (!row) throw new Error('firm vanished');
  return { msg: PERSONNEL_MSG.memberBought(cnDate(row.memberUntil ?? new Date())), rsFrim: presentFirm(row) };
}

/**
 * What a provider must be to apply: an approved firm with a running membership. Returns the firm row.
 * Run inside the caller's transaction (the membership is re-read there).
 */
export async function requireActiveMember(tx: Tx, userId: number): Promise<FirmRow> {
  const [f] = await tx.select().from(rsFirms).where(eq(rsFirms.userId, userId)).orderBy(asc(rsFirms.id)).limit(1);
  if (!f) throw refuse(PERSONNEL_MSG.notFirm);
  // design: a firm whose edited data is under review again cannot take new work until approved
  if (f.auditState === AUDIT_STATE.pending) throw refuse(PERSONNEL_MSG.firmPending);
  if (f.auditState !== AUDIT_STATE.approved) throw refuse(PERSONNEL_MSG.notFirm);
  if (f.memberStatus === MEMBER_STATUS.none || !f.memberUntil) throw refuse(PERSONNEL_MSG.notMember);
  if (f.memberStatus !== MEMBER_STATUS.member || f.memberUntil <= new Date()) throw refuse(PERSONNEL_MSG.memberExpired);
  return f;
}

/** The firm's average stars (one decimal) and count of comments. */
const starsOf = (r: { n: number; a: string | null } | undefined) => ({
  commentCount: r?.n ?? 0,
  stars: r?.a ? Math.round(Number(r.a) * 10) / 10 : null,
});

export async function firmStars(db: Executor, userId: number): Promise<{ stars: number | null; commentCount: number }> {
  return (await firmStarsMap(db, [userId])).get(userId) ?? starsOf(undefined);
}

/** firmStars for a page of firms, in one grouped query. */
export async function firmStarsMap(db: Executor, userIds: number[]): Promise<Map<number, { stars: number | null; commentCount: number }>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ providerId: personnelComments.providerId, n: count(), a: avg(personnelComments.stars) })
    .from(personnelComments)
    .where(inArray(personnelComments.providerId, ids))
    .groupBy(personnelComments.providerId);
  const found = new Map(rows.map((r) => [r.providerId, r]));
  return new Map(ids.map((id) => [id, starsOf(found.get(id))]));
}

/** The public card of an approved firm (firm pages, follows). */
export async function publicFirm(db: Executor, viewerId: number | null, firmUserId: number) {
  const [f] = await db
    .select()
    .from(rsFirms)
    .where(and(eq(rsFirms.userId, firmUserId), eq(rsFirms.auditState, AUDIT_STATE.approved)))
    .orderBy(asc(rsFirms.id))
    .limit(1);
  if (!f) return null;
  const [{ stars, commentCount }, [done], [follows], [mine]] = await Promise.all([
    firmStars(db, firmUserId),
    db
      .select({ n: count() })
      .from(personnelContracts)
      .where(and(eq(personnelContracts.providerId, firmUserId), eq(personnelContracts.status, CONTRACT_STATUS.completed))),
    db.select({ n: count() }).from(personnelFollows).where(eq(personnelFollows.firmUserId, firmUserId)),
    viewerId
      ? db
          .select({ n: count() })
          .from(personnelFollows)
          .where(and(eq(personnelFollows.firmUserId, firmUserId), eq(personnelFollows.userId, viewerId)))
      : [{ n: 0 }],
  ]);
  return {
    userId: f.userId,
    firmname: f.firmname,
    cityName: f.cityName,
    intro: f.intro,
    memberStatus: f.memberStatus,
    commentCount,
    stars,
    completedCount: done?.n ?? 0,
    followCount: follows?.n ?? 0,
    followed: (mine?.n ?? 0) > 0,
  };
}

export async function firmDetail(db: Db, actor: Actor | null, firmUserId: number) {
  // a firm's page is company information: the caller's zone decides before the firm is looked up
  const scope = zoneScope(actor);
  const data = await publicFirm(db, actor?.userId ?? null, firmUserId);
  if (!data) throw notFound(PERSONNEL_MSG.firmNotFoundPublic);
  const [firmUser] = await db.select({ zone: users.exclusiveCode }).from(users).where(eq(users.id, firmUserId));
  assertVisible(scope, firmUser?.zone ?? null, '企业信息');
  return { data };
}

/** The firm's user name for lists. */
export async function firmNames(db: Executor, userIds: number[]): Promise<Map<number, string>> {
  const out = new Map<number, string>();
  if (userIds.length === 0) return out;
  const rows = await db
    .select({ uid: users.id, firmname: rsFirms.firmname, nick: users.nickName, name: users.name })
    .from(users)
    .leftJoin(rsFirms, eq(rsFirms.userId, users.id))
    .where(inArray(users.id, userIds))
    .orderBy(asc(rsFirms.id));
  for (const r of rows) if (!out.has(r.uid)) out.set(r.uid, r.firmname ?? r.nick ?? r.name);
  return out;
}
