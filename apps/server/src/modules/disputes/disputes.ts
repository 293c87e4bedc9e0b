import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { formatCoins, type NoticeType } from '@xcb/shared';
import { AUTO_ACCEPT_DAYS_DEFAULT, DISPUTE_MSG as M, type Dispute, type DisputeKind, type DisputeSide } from '@xcb/shared/actions/disputes';
import type { Executor, Tx } from '../../db/client.ts';
import { disputeStatements, disputes, platformConfigs, users } from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/deps.ts';
import type { Actor } from '../../http/actor.ts';
import { badRequest, forbidden, notFound, refuse } from '../../core/errors.ts';
import { REVIEW_ROLES, requireRole } from '../staff/access.ts';
import { audit } from '../staff/audit.ts';
import { assertOwnUploads } from '../files/files.service.ts';
import { sendNotice } from '../messaging/notices.service.ts';
import { splitEscrow } from '../ledger/escrow.ts';
import { listPage, listReply } from '../../db/paging.ts';

// Disputes (申请平台介入), one mechanism for every area whose deliveries are paid from an escrow. An area
// defines a DisputeKind (<area>.disputes.ts, registered by buildApp): how its subject is found and
// locked, who pays and who provides, what is at stake and whether it is awaiting the payer's decision;
// what the subject becomes once staff split the money; and, for the automatic acceptance, which
// deliveries have waited longer than the staff-set number of days and how the payer accepts one. This
// file does the rest the same way for all: the dispute rows, the evidence check, the notices to both
// sides, the split through the escrow (escrow.ts splitEscrow) in one transaction with the subject's new
// state and the audit row, and the sweep that accepts what nobody disputed.

export interface DisputeSubject {
  ref: string;
  title: string;
  payerId: number;
  providerId: number;
  escrowId: number | null;
  /** what a decision divides (hundredths) */
  stake: number;
  /** delivered and awaiting the payer's decision: a dispute may be opened */
  disputable: boolean;
  /** what the area's notices name for this subject, so a dispute's notice leads where the area's do */
  redirectId: number;
}

export interface DisputeKindDef {
  kind: DisputeKind;
  notice: { messageType: NoticeType; messageTypeClass: string };
  /** The subject; with `lock`, its row is locked for the rest of the transaction. */
  locate(db: Executor, ref: string, lock: boolean): Promise<DisputeSubject | null>;
  /** After the split moved the money, in its transaction: the subject's final state. */
  settle(tx: Tx, subject: DisputeSubject, split: { toPayer: number; toProvider: number }): Promise<void>;
  /** Refs of deliveries awaiting the payer's decision since before `cutoff`. */
  overdue(db: Executor, cutoff: Date): Promise<string[]>;
  /** The payer's own acceptance, taken on his behalf: every rule of acceptance applies unchanged. */
  accept(deps: AppDeps, payer: Actor, ref: string): Promise<unknown>;
}

const kinds = new Map<DisputeKind, DisputeKindDef>();

/**
 * Makes the areas' kinds known (buildApp, with each area's list). The same kind again (every app a test
 * file builds registers them all) changes nothing; another kind under a name already taken is a mistake.
 */
export function registerDisputeKinds(list: readonly DisputeKindDef[]): void {
  for (const k of list) {
    const known = kinds.get(k.kind);
    if (known && known !== k) throw new Error(`two dispute kinds are named ${k.kind}`);
    kinds.set(k.kind, k);
  }
}

function kindOf(name: string): DisputeKindDef {
  const k = kinds.get(name as DisputeKind);
  if (!k) throw badRequest(M.kindInvalid);
  return k;
}

type DisputeRow = typeof disputes.$inferSelect;

/** Refuses a step of the payer or provider (accept, reject, redeliver) while the platform decides. */
export async function assertNotDisputed(db: Executor, kind: DisputeKind, ref: string | number): Promise<void> {
  const [d] = await db
    .select({ state: disputes.state })
    .from(disputes)
    .where(and(eq(disputes.kind, kind), eq(disputes.ref, String(ref))));
  if (d?.state === 'open') throw refuse(M.inDispute);
}

const sideOf = (d: { payerId: number; providerId: number }, userId: number): DisputeSide | null =>
  d.payerId === userId ? 'payer' : d.providerId === userId ? 'provider' : null;

/** What a delivery decided by a split records as its reason. */
export const splitReason = (split: { toPayer: number; toProvider: number }) =>
  `平台裁决：服务方 ${formatCoins(split.toProvider)} 晶币，退回付款方 ${formatCoins(split.toPayer)} 晶币`;

// ---- settings ----

const DAYS_KEY = 'disputeAutoAcceptDays';

export async function autoAcceptDays(db: Executor): Promise<number> {
  const [row] = await db.select({ v: platformConfigs.configStatus }).from(platformConfigs).where(eq(platformConfigs.configKey, DAYS_KEY));
  const n = Number(row?.v);
  return Number.isInteger(n) && n > 0 ? n : AUTO_ACCEPT_DAYS_DEFAULT;
}

export async function disputeSettings(deps: AppDeps, actor: Actor, input: { autoAcceptDays?: number | undefined }) {
  requireRole(actor, REVIEW_ROLES);
  if (input.autoAcceptDays === undefined) return { msg: '', autoAcceptDays: await autoAcceptDays(deps.db) };
  const days = input.autoAcceptDays;
  await deps.db.transaction(async (tx) => {
    const before = await autoAcceptDays(tx);
    await tx
      .insert(platformConfigs)
      .values({ configKey: DAYS_KEY, configStatus: String(days) })
      .onConflictDoUpdate({ target: platformConfigs.configKey, set: { configStatus: String(days), updatedAt: sql`now()` } });
    await audit(tx, actor, { action: 'dispute.settings', kind: 'dispute', target: DAYS_KEY, before, after: days });
  });
  return { msg: M.settingsSaved, autoAcceptDays: days };
}

// ---- presenting ----

const shown = (u: { nickName: string | null; name: string } | null) => (u ? u.nickName || u.name : '');
const nameCols = (u: typeof users) => ({ nickName: u.nickName, name: u.name });

async function present(db: Executor, rows: DisputeRow[], actor: Actor): Promise<Dispute[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const userIds = [...new Set(rows.flatMap((r) => [r.payerId, r.providerId, ...(r.staffId ? [r.staffId] : [])]))];
  const [people, said] = await Promise.all([
    db
      .select({ id: users.id, ...nameCols(users) })
      .from(users)
      .where(inArray(users.id, userIds)),
    db
      .select()
      .from(disputeStatements)
      .where(inArray(disputeStatements.disputeId, ids))
      .orderBy(disputeStatements.createdAt, disputeStatements.id),
  ]);
  const who = new Map(people.map((p) => [p.id, p]));
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as DisputeKind,
    ref: r.ref,
    title: r.title,
    state: r.state === 'decided' ? 'decided' : 'open',
    stake: formatCoins(r.stake),
    openedBy: sideOf(r, r.openedBy) ?? 'payer',
    payerName: shown(who.get(r.payerId) ?? null),
    providerName: shown(who.get(r.providerId) ?? null),
    side: sideOf(r, actor.userId) ?? 'staff',
    statements: said
      .filter((s) => s.disputeId === r.id)
      .map((s) => ({
        side: sideOf(r, s.userId) ?? 'payer',
        name: shown(who.get(s.userId) ?? null),
        content: s.content,
        files: s.files ? s.files.split(',') : [],
        createTime: s.createdAt.toISOString(),
      })),
    decision:
      r.state === 'decided'
        ? {
            toPayer: formatCoins(r.toPayer ?? 0),
            toProvider: formatCoins(r.toProvider ?? 0),
            reason: r.reason ?? '',
            decidedTime: (r.decidedAt ?? r.createdAt).toISOString(),
            staffName: shown(r.staffId ? (who.get(r.staffId) ?? null) : null),
          }
        : null,
    createTime: r.createdAt.toISOString(),
  }));
}

async function presentOne(db: Executor, id: number, actor: Actor): Promise<Dispute> {
  const [row] = await db.select().from(disputes).where(eq(disputes.id, id));
  if (!row) throw notFound(M.notFound);
  const [d] = await present(db, [row], actor);
  if (!d) throw new Error('dispute not presented');
  return d;
}

// ---- the two sides ----

async function tellBoth(tx: Tx, deps: AppDeps, k: DisputeKindDef, s: DisputeSubject, content: string) {
  for (const userId of [s.payerId, s.providerId])
    await sendNotice(tx, deps.hub, { userId, ...k.notice, title: M.noticeTitle, content, redirectId: s.redirectId });
}

export async function openDispute(
  deps: AppDeps,
  actor: Actor,
  input: { kind: DisputeKind; ref: number; content: string; files: string[] },
) {
  const k = kindOf(input.kind);
  const ref = String(input.ref);
  const id = await deps.db.transaction(async (tx) => {
    const s = await k.locate(tx, ref, true);
    if (!s) throw notFound(M.subjectNotFound);
    if (!sideOf(s, actor.userId)) throw forbidden(M.notParty);
    const [existing] = await tx
      .select({ id: disputes.id })
      .from(disputes)
      .where(and(eq(disputes.kind, k.kind), eq(disputes.ref, ref)));
    if (existing) throw refuse(M.already);
    if (!s.disputable || s.escrowId === null || s.stake <= 0) throw refuse(M.notDisputable);
    await assertOwnUploads(tx, actor.userId, input.files);
    const [row] = await tx
      .insert(disputes)
      .values({
        kind: k.kind,
        ref,
        title: s.title.slice(0, 100),
        escrowId: s.escrowId,
        payerId: s.payerId,
        providerId: s.providerId,
        openedBy: actor.userId,
        stake: s.stake,
      })
      .returning({ id: disputes.id });
    if (!row) throw new Error('dispute not written');
    await tx
      .insert(disputeStatements)
      .values({ disputeId: row.id, userId: actor.userId, content: input.content, files: input.files.join(',') });
    await tellBoth(tx, deps, k, s, M.openedNotice(s.title));
    return row.id;
  });
  return { msg: M.opened, dispute: await presentOne(deps.db, id, actor) };
}

export async function addStatement(deps: AppDeps, actor: Actor, input: { id: number; content: string; files: string[] }) {
  await deps.db.transaction(async (tx) => {
    const [d] = await tx.select().from(disputes).where(eq(disputes.id, input.id)).for('update');
    if (!d) throw notFound(M.notFound);
    if (!sideOf(d, actor.userId)) throw forbidden(M.notParty);
    if (d.state !== 'open') throw refuse(M.decided);
    await assertOwnUploads(tx, actor.userId, input.files);
    await tx
      .insert(disputeStatements)
      .values({ disputeId: d.id, userId: actor.userId, content: input.content, files: input.files.join(',') });
    const other = d.payerId === actor.userId ? d.providerId : d.payerId;
    const k = kindOf(d.kind);
    const s = await k.locate(tx, d.ref, false);
    await sendNotice(tx, deps.hub, {
      userId: other,
      ...k.notice,
      title: M.noticeTitle,
      content: M.statementNotice(d.title),
      redirectId: s?.redirectId ?? null,
    });
  });
  return { msg: M.statementAdded, dispute: await presentOne(deps.db, input.id, actor) };
}

/** A subject's dispute as its two sides (and staff) see it, and whether the caller may open one now. */
export async function disputeState(deps: AppDeps, actor: Actor, input: { kind: DisputeKind; ref: number }) {
  const k = kindOf(input.kind);
  const ref = String(input.ref);
  const s = await k.locate(deps.db, ref, false);
  if (!s) throw notFound(M.subjectNotFound);
  const side = sideOf(s, actor.userId);
  if (!side && !actor.staffRole) throw forbidden();
  const [row] = await deps.db
    .select()
    .from(disputes)
    .where(and(eq(disputes.kind, k.kind), eq(disputes.ref, ref)));
  const [d] = row ? await present(deps.db, [row], actor) : [];
  return {
    dispute: d ?? null,
    canOpen: !row && !!side && s.disputable && s.escrowId !== null && s.stake > 0,
    autoAcceptDays: await autoAcceptDays(deps.db),
  };
}

// ---- staff ----

/** Disputes waiting for staff (the staff dashboard's figure; the dispute page lists them). */
export async function openDisputes(db: Executor): Promise<number> {
  const [r] = await db.select({ n: count() }).from(disputes).where(eq(disputes.state, 'open'));
  return r?.n ?? 0;
}

export async function listDisputes(deps: AppDeps, actor: Actor, q: { state: 'open' | 'decided'; pageNum: number; pageSize: number }) {
  requireRole(actor, REVIEW_ROLES);
  const page = await listPage(deps.db, q, () =>
    deps.db
      .select()
      .from(disputes)
      .where(eq(disputes.state, q.state))
      .orderBy(q.state === 'open' ? disputes.createdAt : desc(disputes.decidedAt), disputes.id),
  );
  return listReply(page, await present(deps.db, page.rows, actor));
}

/** Coins as typed ("12.5", "0") into hundredths. */
const hundredths = (s: string) => {
  const [int = '0', frac = ''] = s.trim().split('.');
  return Number(int) * 100 + Number(frac.padEnd(2, '0'));
};

export async function decideDispute(
  deps: AppDeps,
  actor: Actor,
  input: { id: number; toPayer: string; toProvider: string; reason: string },
) {
  requireRole(actor, REVIEW_ROLES);
  const toPayer = hundredths(input.toPayer);
  const toProvider = hundredths(input.toProvider);
  await deps.db.transaction(async (tx) => {
    const [d] = await tx.select().from(disputes).where(eq(disputes.id, input.id)).for('update');
    if (!d) throw notFound(M.notFound);
    // two staff on one dispute: the second finds it decided
    if (d.state !== 'open') throw refuse(M.decided);
    const k = kindOf(d.kind);
    const s = await k.locate(tx, d.ref, true);
    if (!s) throw notFound(M.subjectNotFound);
    await splitEscrow(tx, d.escrowId, {
      stake: d.stake,
      toPayer,
      toProvider,
      providerId: d.providerId,
      tradeCode: `JF${d.id}`,
      remark: `纠纷裁决：${d.title}`.slice(0, 100),
    });
    await k.settle(tx, s, { toPayer, toProvider });
    await tx
      .update(disputes)
      .set({ state: 'decided', toPayer, toProvider, reason: input.reason, staffId: actor.userId, decidedAt: sql`now()` })
      .where(eq(disputes.id, d.id));
    await audit(tx, actor, {
      action: 'dispute.decide',
      kind: `dispute:${d.kind}`,
      target: d.id,
      before: { ref: d.ref, stake: d.stake },
      after: { toPayer, toProvider, reason: input.reason },
    });
    await tellBoth(tx, deps, k, s, M.decidedNotice(d.title, formatCoins(toPayer), formatCoins(toProvider), input.reason));
  });
  return { msg: M.decidedOk, dispute: await presentOne(deps.db, input.id, actor) };
}

// ---- automatic acceptance ----

/** The payer, acting through the sweep: his acceptance as if he had clicked it. */
const onBehalfOf = (userId: number): Actor => ({
  userId,
  sessionId: 'auto-accept',
  deviceClass: 'system',
  staffRole: null,
  exclusiveCode: null,
  auth: 0,
});

/**
 * Accepts every delivery that has waited for the payer's decision longer than the staff-set number of
 * days and that nobody disputed. `now` is a parameter so tests can move time. Answers how many were
 * accepted; one that fails (its state moved meanwhile) is logged and left for the next run.
 */
export async function runAutoAccept(deps: AppDeps, now: Date = new Date()): Promise<number> {
  const days = await autoAcceptDays(deps.db);
  const cutoff = new Date(now.getTime() - days * 86_400_000);
  let accepted = 0;
  for (const k of kinds.values()) {
    const refs = await k.overdue(deps.db, cutoff);
    if (refs.length === 0) continue;
    const disputed = new Set(
      (
        await deps.db
          .select({ ref: disputes.ref })
          .from(disputes)
          .where(and(eq(disputes.kind, k.kind), inArray(disputes.ref, refs)))
      ).map((r) => r.ref),
    );
    for (const ref of refs) {
      if (disputed.has(ref)) continue;
      const s = await k.locate(deps.db, ref, false);
      if (!s) continue;
      try {
        await k.accept(deps, onBehalfOf(s.payerId), ref);
      } catch (err) {
        deps.log.warn({ err, kind: k.kind, ref }, 'auto-accept skipped');
        continue;
      }
      accepted += 1;
      await deps.db.transaction((tx) => tellBoth(tx, deps, k, s, M.autoAcceptedNotice(s.title, days)));
    }
  }
  return accepted;
}
