import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { COINS_PER_YUAN, EMPLOYMENT_MSG as M } from '@xcb/shared';
import { DEMAND_STATUS as S } from '@xcb/shared/actions/employment';
import { DEMAND_STEPS, stepTo } from '@xcb/shared/states';
import type { Executor, Tx } from '../../db/client.ts';
import { demandPayRequests, demandPays, demands, users } from '../../db/schema/index.ts';
import { badRequest, forbidden, notFound, refuse } from '../../core/errors.ts';
import { assertStep } from '../../http/steps.ts';
import type { Actor } from '../../http/router.ts';
import type { AppDeps } from '../../http/deps.ts';
import { sendNotice } from '../messaging/notices.service.ts';
import { depositToEscrow, findEscrow, openEscrow, payIntoEscrow, releaseFromEscrow } from '../ledger/escrow.ts';
import { assertNotDisputed } from '../disputes/disputes.ts';
import { personalInformation } from '../../db/schema/index.ts';
import { assertOwnUploads } from '../files/files.service.ts';
import { type DemandRow, assertWorker, coins, endedOr, loadDemand, mustCoins, ownDemandForUpdate } from './employment.common.ts';
import { presentPayRequest } from './employment.presenter.ts';
import { listPage, listReply } from '../../db/paging.ts';

// The money of a short-term demand (spec business-areas §4-5, 7). Every step goes through the demand's
// escrow (area 'demand', ref = demand id) in the same transaction as the state change it belongs to; each
// carries a trade code derived from the object (XQ<demand>D the deposit, XQ<demand>T<pay> a top-up,
// XQ<demand>P<request> a payment to a worker), so a repeat cannot move money twice.

/**
 * spec: lhyhneedPay_addInfo, a bank transfer with up to 5 proofs. While the demand awaits its deposit
 * it is the deposit (its amount fixed by the fee rule); in progress it is a project top-up. With an id
 * it edits a pending record or re-submits a rejected one. Staff confirm it in the demandPay queue.
 */
export async function addBankPay(
  deps: AppDeps,
  actor: Actor,
  p: {
    id?: number | undefined;
    kind?: 'deposit' | 'topup' | undefined;
    needId: number;
    payPrice: string;
    payProof: string[];
    payCompanyName?: string | undefined;
  },
) {
  const yuan = mustCoins(p.payPrice, M.amountRequired);
  const amount = yuan * COINS_PER_YUAN;
  return deps.db.transaction(async (tx) => {
    const demand = await ownDemandForUpdate(tx, actor, p.needId);
    const values = { amount, payProof: p.payProof.join(','), payCompanyName: p.payCompanyName ?? null, state: 0, auditReason: null };
    if (p.id !== undefined) {
      const [pay] = await tx.select().from(demandPays).where(eq(demandPays.id, p.id)).for('update');
      if (!pay || pay.demandId !== demand.id) throw notFound(M.payNotFound);
      if (pay.userId !== actor.userId) throw forbidden();
      if (pay.state === 1 || pay.source !== 'bank') throw refuse(M.payNotEditable);
      if (pay.kind === 'deposit' && amount !== demand.deposit) throw refuse(M.depositAmountFixed);
      await assertOwnUploads(tx, actor.userId, p.payProof, [pay.payProof]);
      await tx.update(demandPays).set(values).where(eq(demandPays.id, pay.id));
      return { code: 1, msg: M.paySubmitted };
    }
    const kind = await nextPayKind(tx, demand, p.kind);
    if (kind === 'deposit' && amount !== demand.deposit) throw refuse(M.depositAmountFixed);
    await assertOwnUploads(tx, actor.userId, p.payProof);
    await tx.insert(demandPays).values({ demandId: demand.id, userId: actor.userId, kind, source: 'bank', ...values });
    return { code: 1, msg: M.paySubmitted };
  });
}

/** Whether a new payment is the deposit or a top-up; refuses a second deposit (paid or waiting). */
async function nextPayKind(tx: Tx, demand: DemandRow, wanted?: 'deposit' | 'topup'): Promise<'deposit' | 'topup'> {
  const topup = stepTo(DEMAND_STEPS, 'topup', demand.status) !== undefined;
  if (wanted === 'deposit' && topup) throw refuse(M.depositPaid);
  if (wanted === 'topup') assertStep(DEMAND_STEPS, 'topup', demand.status, endedOr(M.notInProgress));
  if (stepTo(DEMAND_STEPS, 'payDeposit', demand.status) !== undefined) {
    const open = await tx
      .select({ state: demandPays.state })
      .from(demandPays)
      .where(and(eq(demandPays.demandId, demand.id), eq(demandPays.kind, 'deposit')));
    if (open.some((x) => x.state === 1)) throw refuse(M.depositPaid);
    if (open.some((x) => x.state === 0)) throw refuse(M.depositPending);
    return 'deposit';
  }
  if (topup) return 'topup';
  throw refuse(endedOr(M.notAwaitingDeposit)(demand.status));
}

/** The deposit or a top-up from the wallet, with the payment password; straight into the escrow. */
export async function walletPay(
  deps: AppDeps,
  actor: Actor,
  p: { needId: number; kind?: 'deposit' | 'topup' | undefined; accountpwd: string; payPrice?: string | undefined },
) {
  return payIntoEscrow(deps, {
    payerId: actor.userId,
    accountpwd: p.accountpwd,
    // Cheap refusals first, so a wrong demand never costs a password try.
    precheck: async (db) => {
      const peek = await loadDemand(db, p.needId);
      if (peek.userId !== actor.userId) throw forbidden();
    },
    lock: async (tx) => {
      const demand = await ownDemandForUpdate(tx, actor, p.needId);
      const kind = await nextPayKind(tx, demand, p.kind);
      const amount = kind === 'deposit' ? demand.deposit : mustCoins(p.payPrice ?? '', M.amountRequired);
      return { demand, kind, amount };
    },
    payIn: async (tx, { demand, kind, amount }) => {
      const [pay] = await tx
        .insert(demandPays)
        .values({ demandId: demand.id, userId: actor.userId, kind, source: 'wallet', amount, state: 1 })
        .returning();
      if (!pay) throw new Error('pay not inserted');
      const tradeCode = kind === 'deposit' ? `XQ${demand.id}D` : `XQ${demand.id}T${pay.id}`;
      await tx.update(demandPays).set({ tradeCode }).where(eq(demandPays.id, pay.id));
      return {
        area: 'demand',
        ref: demand.id,
        amount,
        tradeCode,
        remark: `${kind === 'deposit' ? '短期需求保证金' : '短期需求项目充值'}：${demand.needtitle}`,
      };
    },
    settle: async (tx, { demand, kind, amount }) => {
      if (kind === 'deposit')
        await tx
          .update(demands)
          .set({ status: assertStep(DEMAND_STEPS, 'payDeposit', demand.status, M.notAwaitingDeposit) })
          .where(eq(demands.id, demand.id));
      return { msg: M.paySuccess, payPrice: coins(amount) };
    },
  });
}

/** Staff confirm a bank payment (demandPay review queue): the coins enter the escrow. */
export async function confirmBankPay(tx: Tx, payId: number) {
  const [pay] = await tx.select().from(demandPays).where(eq(demandPays.id, payId));
  if (!pay) throw notFound(M.payNotFound);
  const [demand] = await tx.select().from(demands).where(eq(demands.id, pay.demandId)).for('update');
  if (!demand) throw notFound(M.notFound);
  if (demand.status === S.ended) throw refuse(M.alreadyEnded);
  if (demand.status === S.withdrawn) throw refuse(M.withdrawn);
  const tradeCode = pay.kind === 'deposit' ? `XQ${demand.id}D` : `XQ${demand.id}T${pay.id}`;
  const escrow = await openEscrow(tx, { area: 'demand', ref: demand.id, payerId: demand.userId });
  await depositToEscrow(tx, escrow.id, {
    amount: pay.amount,
    tradeCode,
    source: 'bank',
    remark: `${pay.kind === 'deposit' ? '短期需求保证金（银行转账）' : '短期需求项目充值（银行转账）'}：${demand.needtitle}`.slice(0, 100),
    payProof: pay.payProof,
  });
  await tx.update(demandPays).set({ state: 1, tradeCode, auditReason: null }).where(eq(demandPays.id, pay.id));
  const paid = pay.kind === 'deposit' ? stepTo(DEMAND_STEPS, 'payDeposit', demand.status) : undefined;
  if (paid !== undefined) await tx.update(demands).set({ status: paid }).where(eq(demands.id, demand.id));
  return { demand, pay };
}

export async function addPayRequest(deps: AppDeps, actor: Actor, input: { needId: number; amount: string; remark?: string | undefined }) {
  const amount = mustCoins(input.amount, M.amountRequired);
  return deps.db.transaction(async (tx) => {
    const demand = await loadDemand(tx, input.needId);
    await assertWorker(tx, actor, demand.id);
    assertStep(DEMAND_STEPS, 'requestPay', demand.status, M.notInProgress);
    // Refused now rather than when the publisher approves: what the escrow holds, less the requests still waiting.
    const escrow = await findEscrow(tx, 'demand', demand.id);
    const [waiting] = await tx
      .select({ n: sql<number>`coalesce(sum(${demandPayRequests.amount}), 0)::int` })
      .from(demandPayRequests)
      .where(and(eq(demandPayRequests.demandId, demand.id), eq(demandPayRequests.state, 0)));
    const left = Math.max(0, (escrow?.balance ?? 0) - (waiting?.n ?? 0));
    if (amount > left) throw refuse(M.requestOverEscrow(coins(left)));
    await tx
      .insert(demandPayRequests)
      .values({ demandId: demand.id, userId: actor.userId, auditUserId: demand.userId, amount, remark: input.remark ?? '' });
    await sendNotice(tx, deps.hub, {
      userId: demand.userId,
      messageType: '00',
      messageTypeClass: '04',
      title: '收到付款申请',
      content: `需求「${demand.needtitle}」有新的付款申请（${coins(amount)} 晶币），请到付款审核中处理`,
      redirectId: demand.id,
    });
    return { msg: '付款申请已提交，请等待发布者审核' };
  });
}

export async function listPayRequests(
  db: Executor,
  actor: Actor,
  q: { pageNum: number; pageSize: number; state?: number | undefined; mine: number; needId?: number | undefined },
) {
  const c: (SQL | undefined)[] = [
    q.mine === 1 ? eq(demandPayRequests.userId, actor.userId) : eq(demandPayRequests.auditUserId, actor.userId),
  ];
  if (q.state !== undefined) c.push(eq(demandPayRequests.state, q.state));
  if (q.needId !== undefined) c.push(eq(demandPayRequests.demandId, q.needId));
  const where = and(...c);
  const found = await listPage(db, q, () =>
    db
      .select({ r: demandPayRequests, needtitle: demands.needtitle, nickName: users.nickName, name: personalInformation.name })
      .from(demandPayRequests)
      .innerJoin(demands, eq(demands.id, demandPayRequests.demandId))
      .innerJoin(users, eq(users.id, demandPayRequests.userId))
      .leftJoin(personalInformation, eq(personalInformation.userId, demandPayRequests.userId))
      .where(where)
      .orderBy(desc(demandPayRequests.createdAt), desc(demandPayRequests.id)),
  );
  return listReply(found, found.rows.map(presentPayRequest));
}

/** Approve: the worker is paid from the demand's escrow (refused beyond what it holds); reject with a reason. */
export async function decidePayRequest(
  deps: AppDeps,
  actor: Actor,
  input: { id: number; decision: 'approve' | 'reject'; reason?: string | undefined },
) {
  if (input.decision === 'reject' && !input.reason) throw badRequest(M.reasonRequired);
  return deps.db.transaction(async (tx) => {
    const [r] = await tx.select().from(demandPayRequests).where(eq(demandPayRequests.id, input.id)).for('update');
    if (!r) throw notFound(M.requestNotFound);
    if (r.auditUserId !== actor.userId) throw forbidden();
    const demand = await ownDemandForUpdate(tx, actor, r.demandId);
    if (r.state !== 0) throw refuse(M.requestDecided);
    await assertNotDisputed(tx, 'employment', r.id);
    if (demand.status === S.ended) throw refuse(M.endedNoDecisions);
    if (input.decision === 'approve') {
      const escrow = await findEscrow(tx, 'demand', demand.id);
      if (!escrow || escrow.balance < r.amount) throw refuse('托管金额不足');
      await releaseFromEscrow(tx, escrow.id, {
        toUserId: r.userId,
        amount: r.amount,
        tradeCode: `XQ${demand.id}P${r.id}`,
        remark: `短期需求付款：${demand.needtitle}`.slice(0, 100),
      });
    }
    await tx
      .update(demandPayRequests)
      .set({ state: input.decision === 'approve' ? 1 : 2, reason: input.reason ?? null })
      .where(eq(demandPayRequests.id, r.id));
    await sendNotice(tx, deps.hub, {
      userId: r.userId,
      messageType: '00',
      messageTypeClass: '04',
      title: input.decision === 'approve' ? '付款申请已通过' : '付款申请被驳回',
      content:
        input.decision === 'approve'
          ? `需求「${demand.needtitle}」的付款 ${coins(r.amount)} 晶币已转入您的钱包`
          : `需求「${demand.needtitle}」的付款申请被驳回：${input.reason ?? ''}`,
      redirectId: demand.id,
    });
    return { msg: input.decision === 'approve' ? '已付款' : '已驳回' };
  });
}
