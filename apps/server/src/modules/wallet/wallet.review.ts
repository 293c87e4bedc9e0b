import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { WALLET_MSG, formatCoins } from '@xcb/shared';
import type { ReviewDecision, ReviewItem } from '@xcb/shared/actions/admin';
import { PAY_MODE, PAY_STATUS, type Trade } from '@xcb/shared/actions/wallet';
import type { Executor, Tx } from '../../db/client.ts';
import { transferAudits, walletAudits, walletHolds, walletTrades } from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/deps.ts';
import { notFound, refuse } from '../../core/errors.ts';
import type { Actor } from '../../http/router.ts';
import { listReply } from '../../db/paging.ts';
import { audit as recordAudit } from '../staff/audit.ts';
import { decide as decideReview, latestDecisions, defineReviewKind, type ReviewListQuery, type ReviewSubject } from '../staff/review.ts';
import { sendNotice } from '../messaging/notices.service.ts';
import { PLATFORM_ACCOUNTS, postHold, transfer, userAccountId, voidHold } from '../ledger/ledger.ts';
import type { TradeRow } from '../ledger/trades.ts';
import { presentTrade } from './wallet.presenter.ts';
import { tradeQueue, type QueueKind } from './queues.ts';

// The bank-transfer top-up and withdrawal queues are review kinds like every other queue: decide()
// of staff/review.ts locks, records the decision and the audit row and sends the notice; the wallet
// actions of the spec (wallet_adminTopupDecide, wallet_adminWithdrawDecide) decide through it too.

interface TradeSubject extends ReviewSubject {
  trade: TradeRow;
}

const STATE: Record<string, number> = { pending: PAY_STATUS.pending, approved: PAY_STATUS.success, rejected: PAY_STATUS.failed };
const stateOf = (status: number) => (status === PAY_STATUS.success ? 'approved' : status === PAY_STATUS.failed ? 'rejected' : 'pending');

async function listQueue(db: Executor, kind: QueueKind, q: ReviewListQuery) {
  const states = q.state ? [STATE[q.state] ?? PAY_STATUS.pending] : [];
  const { page, rows } = await tradeQueue(db, kind, { ...q, states });
  const decisions = await latestDecisions(
    db,
    kind,
    rows.map((r) => String(r.trade.id)),
  );
  return listReply(
    page,
    rows.map(({ trade: t, name, nickName, audit: a }): ReviewItem => {
      const fields = [
        { label: '交易号', value: t.tradeCode },
        { label: '用户', value: nickName ? `${nickName}（${name}）` : name },
        { label: '金额（元）', value: formatCoins(t.rmbAmount) },
      ];
      if (a) fields.push({ label: '收款账户', value: `${a.payeeRealName} ${a.payeeAccount}` });
      // an approval whose payout did not go through: approving again pays it out again
      if (a && (a.status === 'approved' || a.status === 'paying') && t.ispaysuccess === PAY_STATUS.pending)
        fields.push({ label: '打款状态', value: '待打款' });
      if (t.note) fields.push({ label: '备注', value: t.note });
      return {
        id: String(t.id),
        userId: t.userId,
        userName: name,
        title: kind === 'topup' ? `银行转账充值 ￥${formatCoins(t.rmbAmount)}` : `提现 ${formatCoins(-t.amount)} 晶币`,
        state: stateOf(t.ispaysuccess),
        submittedAt: t.createdAt.toISOString(),
        amount: Math.abs(t.amount),
        fields,
        images: t.payProof ? [t.payProof] : [],
        files: [],
        decision: decisions.get(String(t.id)) ?? null,
      };
    }),
  );
}

async function lockTrade(tx: Tx, id: string, kind: string): Promise<TradeRow> {
  const n = Number(id);
  const [row] = Number.isSafeInteger(n) ? await tx.select().from(walletTrades).where(eq(walletTrades.id, n)).for('update') : [];
  if (!row || row.kind !== kind) throw notFound(WALLET_MSG.tradeNotFound);
  return row;
}

const subjectOf = (trade: TradeRow): TradeSubject => ({
  id: String(trade.id),
  userId: trade.userId,
  pending: true,
  snapshot: { ispaysuccess: trade.ispaysuccess },
  trade,
});

/**
 * The trade's new state, set only over the state it was read in (a check-and-set, beside the row lock of
 * load): a second decision that reached this point anyway changes nothing and is told it was decided.
 */
async function record(tx: Tx, trade: TradeRow, staff: Actor, action: string, status: number, note: string | undefined): Promise<TradeRow> {
  const [row] = await tx
    .update(walletTrades)
    .set({ ispaysuccess: status, decidedBy: staff.userId, decidedAt: sql`now()`, note: note ?? null })
    .where(and(eq(walletTrades.id, trade.id), eq(walletTrades.ispaysuccess, trade.ispaysuccess)))
    .returning();
  if (!row) throw refuse(WALLET_MSG.alreadyDecided);
  await tx.insert(walletAudits).values({ tradeId: trade.id, staffId: staff.userId, action, note: note ?? null });
  await recordAudit(tx, staff, {
    action: `wallet.${action}`,
    kind: 'review:wallet',
    target: trade.id,
    before: { ispaysuccess: trade.ispaysuccess },
    after: { ispaysuccess: status, note: note ?? null },
  });
  return row;
}

// A withdrawal's transfer audit row carries its progress (schema/wallet.ts): out (awaiting staff) ->
// paying (approved: the hold posted, a payout under way) -> paid; paying -> approved when the payout
// failed, which the queue offers to retry (重新打款); out -> rejected. Each decision claims its step by a
// check-and-set on that state in the transaction that posts the ledger, so of approvals and rejections
// sent at once exactly one proceeds and the others are told 该申请已处理 (issue 45).

/** A payout claimed this long ago and never answered (the process died during it) may be claimed again. */
const PAYOUT_STALE = sql`now() - interval '10 minutes'`;

/** Claims the audit for an approval's payout (first approval or a retry): answers whether this call got it. */
async function claimPayout(tx: Tx, auditId: number): Promise<boolean> {
  const claimed = await tx
    .update(transferAudits)
    .set({ status: 'paying', updatedAt: sql`now()` })
    .where(
      and(
        eq(transferAudits.id, auditId),
        or(
          inArray(transferAudits.status, ['out', 'approved']),
          and(eq(transferAudits.status, 'paying'), lt(transferAudits.updatedAt, PAYOUT_STALE)),
        ),
      ),
    )
    .returning({ id: transferAudits.id });
  return claimed.length === 1;
}

/** A payout that did not happen: the approval stays, and the queue offers to pay it out again. */
async function releasePayout(db: Executor, auditId: number): Promise<void> {
  await db
    .update(transferAudits)
    .set({ status: 'approved', updatedAt: sql`now()` })
    .where(and(eq(transferAudits.id, auditId), eq(transferAudits.status, 'paying')));
}

const topupReviewKind = defineReviewKind<TradeSubject>({
  kind: 'topup',
  label: '银行转账充值审核',
  route: '/admin/wallet/topups',
  list: (db, q) => listQueue(db, 'topup', q),
  async load(tx, id) {
    const trade = await lockTrade(tx, id, 'topup');
    // The wallet's own message (not the generic one) for a top-up someone already decided.
    if (trade.paymode !== PAY_MODE.bank || trade.ispaysuccess !== PAY_STATUS.pending) throw refuse(WALLET_MSG.alreadyDecided);
    return subjectOf(trade);
  },
  async apply(tx, { trade }, decision, reason, actor) {
    const approve = decision === 'approve';
    if (approve) {
      await transfer(tx, {
        from: { platform: PLATFORM_ACCOUNTS.topupClearing },
        to: await userAccountId(tx, trade.userId),
        amount: trade.amount,
        tradeCode: trade.tradeCode,
        kind: 'topup',
      });
    }
    const row = await record(
      tx,
      trade,
      actor,
      approve ? 'topup_approve' : 'topup_reject',
      approve ? PAY_STATUS.success : PAY_STATUS.failed,
      reason,
    );
    return { ispaysuccess: row.ispaysuccess };
  },
  notice: ({ trade }, decision, reason) => ({
    messageType: '04',
    messageTypeClass: '01',
    redirectId: trade.id,
    title: decision === 'approve' ? '银行转账充值已到账' : '银行转账充值未通过',
    content:
      decision === 'approve'
        ? `您的银行转账充值 ￥${formatCoins(trade.rmbAmount)} 已审核通过，${formatCoins(trade.amount)} 晶币已到账。`
        : `您的银行转账充值 ￥${formatCoins(trade.rmbAmount)} 未通过审核${reason ? `：${reason}` : '。'}未入账任何晶币。`,
  }),
});

const withdrawReviewKind = defineReviewKind<TradeSubject>({
  kind: 'withdraw',
  label: '提现审核',
  route: '/admin/wallet/withdrawals',
  list: (db, q) => listQueue(db, 'withdraw', q),
  async load(tx, id) {
    const trade = await lockTrade(tx, id, 'withdraw');
    await tx.select().from(transferAudits).where(eq(transferAudits.tradeId, trade.id)).for('update');
    // An approval whose payout failed leaves the trade pending: approving again retries the payout.
    if (trade.ispaysuccess !== PAY_STATUS.pending) throw refuse(WALLET_MSG.alreadyDecided);
    return subjectOf(trade);
  },
  // Step 1, in the decision's transaction: approval posts the hold to withdrawals payable; rejection voids it.
  async apply(tx, { trade }, decision, reason, actor) {
    const [a] = await tx.select().from(transferAudits).where(eq(transferAudits.tradeId, trade.id));
    const [hold] = await tx.select().from(walletHolds).where(eq(walletHolds.tradeCode, trade.tradeCode));
    if (!hold) throw new Error('withdrawal without hold');
    if (decision === 'reject') {
      // only a request no approval has touched: an approval's hold is posted and cannot be voided
      if (a) {
        const claimed = await tx
          .update(transferAudits)
          .set({ status: 'rejected', updatedAt: sql`now()` })
          .where(and(eq(transferAudits.id, a.id), eq(transferAudits.status, 'out')))
          .returning({ id: transferAudits.id });
        if (claimed.length === 0) throw refuse(WALLET_MSG.alreadyDecided);
      }
      const row = await record(tx, trade, actor, 'withdraw_reject', PAY_STATUS.failed, reason);
      await voidHold(tx, hold.id);
      return { ispaysuccess: row.ispaysuccess, auditStatus: a ? 'rejected' : null };
    }
    if (!a) throw refuse(WALLET_MSG.auditMissing);
    if (!(await claimPayout(tx, a.id))) throw refuse(WALLET_MSG.alreadyDecided);
    // a retry of a failed payout (approved) or of one never answered (paying) finds the hold posted
    if (a.status !== 'out') return { auditStatus: 'paying' };
    await postHold(tx, hold.id, { platform: PLATFORM_ACCOUNTS.withdrawalsPayable }, `${trade.tradeCode}-W`, 'withdraw');
    await tx.insert(walletAudits).values({ tradeId: trade.id, staffId: actor.userId, action: 'withdraw_approve', note: reason ?? null });
    await recordAudit(tx, actor, {
      action: 'wallet.withdraw_approve',
      kind: 'review:wallet',
      target: trade.id,
      before: { auditStatus: a.status },
      after: { auditStatus: 'paying', note: reason ?? null },
    });
    return { auditStatus: 'paying' };
  },
  // An approval tells the user once the money has left (settle); a rejection at once.
  notice: ({ trade }, decision, reason) =>
    decision === 'approve'
      ? null
      : {
          messageType: '04',
          messageTypeClass: '02',
          redirectId: trade.id,
          title: '提现未通过',
          content: `您的提现 ${formatCoins(-trade.amount)} 晶币未通过审核${reason ? `：${reason}` : '。'}冻结的晶币已退回钱包。`,
        },
  // Step 2, after the decision commits: the payout through the gateway (idempotent by order id), then the books and the user.
  async settle(deps, { trade: decided }, decision, reason, actor): Promise<{ msg: string; custAccountDetail: Trade }> {
    const [trade] = await deps.db.select().from(walletTrades).where(eq(walletTrades.id, decided.id));
    if (!trade) throw notFound();
    if (decision === 'reject') return { msg: '已驳回，晶币已退回', custAccountDetail: presentTrade(trade) };
    const [audit] = await deps.db.select().from(transferAudits).where(eq(transferAudits.tradeId, trade.id));
    if (!audit) throw refuse(WALLET_MSG.auditMissing);
    const paid = await deps.payments
      .payout({
        orderId: trade.tradeCode,
        channel: audit.channel === 'ali' ? 'alipay' : audit.channel === 'wx' ? 'wxpay' : 'bank',
        account: audit.payeeAccount,
        realName: audit.payeeRealName,
        amountFen: audit.totalAmount,
      })
      .catch(async (e: unknown) => {
        await releasePayout(deps.db, audit.id);
        throw e;
      });
    if (!paid.ok) {
      await releasePayout(deps.db, audit.id);
      throw refuse(WALLET_MSG.payoutFailed);
    }
    return deps.db.transaction(async (tx) => {
      const locked = await lockTrade(tx, String(trade.id), 'withdraw');
      const [a] = await tx.select().from(transferAudits).where(eq(transferAudits.tradeId, locked.id)).for('update');
      // a payout claimed again after it went stale and answered twice: the first answer booked it
      if (a?.status !== 'paying') return { msg: '已打款', custAccountDetail: presentTrade(locked) };
      await transfer(tx, {
        from: { platform: PLATFORM_ACCOUNTS.withdrawalsPayable },
        to: { platform: PLATFORM_ACCOUNTS.topupClearing },
        amount: -locked.amount,
        tradeCode: `${locked.tradeCode}-P`,
        kind: 'payout',
      });
      await tx
        .update(transferAudits)
        .set({ status: 'paid', gatewayRef: paid.ref, updatedAt: sql`now()` })
        .where(eq(transferAudits.id, a.id));
      const row = await record(tx, locked, actor, 'withdraw_paid', PAY_STATUS.success, reason);
      await tx.update(walletTrades).set({ gatewayRef: paid.ref }).where(eq(walletTrades.id, locked.id));
      await sendNotice(tx, deps.hub, {
        userId: locked.userId,
        messageType: '04',
        messageTypeClass: '02',
        redirectId: locked.id,
        title: '提现已到账',
        content: `您的提现 ${formatCoins(-locked.amount)} 晶币（￥${formatCoins(locked.rmbAmount)}）已审核通过，已转入 ${a.payeeAccount}。`,
      });
      return { msg: '已通过并打款', custAccountDetail: presentTrade(row) };
    });
  },
});

type Decision = { id: number; decision: ReviewDecision; note?: string | undefined };

/** spec wallet_adminTopupDecide: the 'topup' review kind, answered with the trade as it now is. */
export async function decideTopup(deps: AppDeps, staff: Actor, input: Decision): Promise<{ msg: string; custAccountDetail: Trade }> {
  await decideReview(deps, staff, { kind: 'topup', id: String(input.id), decision: input.decision, reason: input.note });
  const [row] = await deps.db.select().from(walletTrades).where(eq(walletTrades.id, input.id));
  if (!row) throw notFound();
  return { msg: input.decision === 'approve' ? '已通过，晶币已入账' : '已驳回', custAccountDetail: presentTrade(row) };
}

/** spec wallet_adminWithdrawDecide: the 'withdraw' review kind; its settle step pays out and answers. */
export async function decideWithdrawal(deps: AppDeps, staff: Actor, input: Decision): Promise<{ msg: string; custAccountDetail: Trade }> {
  return (await decideReview(deps, staff, { kind: 'withdraw', id: String(input.id), decision: input.decision, reason: input.note })) as {
    msg: string;
    custAccountDetail: Trade;
  };
}

/** Registered by buildApp (app.ts). */
export const walletReviewKinds = [topupReviewKind, withdrawReviewKind];
