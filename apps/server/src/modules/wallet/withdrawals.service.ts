import { eq } from 'drizzle-orm';
import { COINS_PER_YUAN, WALLET_MSG } from '@xcb/shared';
import { PAY_MODE, PAY_STATUS } from '@xcb/shared/actions/wallet';
import type { Executor } from '../../db/client.ts';
import { transferAudits, userBanks, walletTrades } from '../../db/schema/index.ts';
import { badRequest, forbidden, notFound, refuse } from '../../core/errors.ts';
import type { Actor } from '../../http/router.ts';
import { placeHold } from '../ledger/ledger.ts';
import { insertTrade, requestHash } from '../ledger/trades.ts';
import { presentTrade } from './wallet.presenter.ts';
import { once, type WalletDeps } from './requests.ts';

// A withdrawal (spec section 7): the request holds the coins, its payee follows (aliZZAudit_add and the
// others), and staff approve the payout or reject it (wallet.review.ts).

export interface WithdrawalRequest {
  /** the payment password's check has passed: the wallet it names */
  accountId: number;
  /** hundredths of a coin */
  coins: number;
  tradecode: string;
  paymode: number;
  remark?: string | undefined;
}

export async function requestWithdrawal(deps: WalletDeps, actor: Actor, input: WithdrawalRequest) {
  // Withdrawals pay out money: whole fen only (1 yuan = 10 coins, so 0.1 coin steps).
  if (input.coins % COINS_PER_YUAN !== 0) throw badRequest(WALLET_MSG.withdrawStep);
  const hash = requestHash(['withdraw', input.coins, input.paymode]);
  return once(deps.db, { userId: actor.userId, tradeCode: input.tradecode, hash }, async (tx) => {
    const row = await insertTrade(tx, {
      userId: actor.userId,
      tradeCode: input.tradecode,
      kind: 'withdraw',
      amount: -input.coins,
      rmbAmount: input.coins / COINS_PER_YUAN,
      paymode: input.paymode,
      ispaysuccess: PAY_STATUS.pending,
      remark: input.remark ?? '提现',
      requestHash: hash,
    });
    await placeHold(tx, input.accountId, input.coins, input.tradecode);
    return { tradeId: row.id, reply: { msg: WALLET_MSG.withdrawSubmitted, custAccountDetail: presentTrade(row) } };
  });
}

/** spec: aliZZAudit_add / wxzzAudit_add (and the bank-card channel): the payee of a held withdrawal. */
export async function addTransferAudit(
  db: Executor,
  actor: Actor,
  channel: 'ali' | 'wx' | 'bank',
  input: { order_id: string; subject?: string | undefined; body?: string | undefined; payeeAccount: string; payeeRealName: string },
) {
  const [trade] = await db.select().from(walletTrades).where(eq(walletTrades.tradeCode, input.order_id));
  if (!trade || trade.kind !== 'withdraw') throw notFound(WALLET_MSG.tradeNotFound);
  if (trade.userId !== actor.userId) throw forbidden();
  const expectedMode = channel === 'ali' ? PAY_MODE.alipay : channel === 'wx' ? PAY_MODE.wechat : PAY_MODE.bank;
  if (trade.paymode !== expectedMode) throw badRequest(WALLET_MSG.payModeRequired);
  let payee = input.payeeAccount;
  if (channel === 'bank') {
    const [card] = await db
      .select()
      .from(userBanks)
      .where(eq(userBanks.id, Number(input.payeeAccount) || 0));
    if (!card) throw notFound(WALLET_MSG.cardNotFound);
    if (card.userId !== actor.userId) throw forbidden();
    payee = `${card.companyBank} ${card.companyBankNumber}`;
  }
  const inserted = await db
    .insert(transferAudits)
    .values({
      tradeId: trade.id,
      channel,
      subject: input.subject ?? '提现',
      body: input.body ?? '',
      totalAmount: trade.rmbAmount,
      payeeAccount: payee.slice(0, 100),
      payeeRealName: input.payeeRealName.slice(0, 50),
    })
    .onConflictDoNothing()
    .returning({ id: transferAudits.id });
  // The same request again (a retry) is fine; the payee of a request already on file is not changed.
  if (inserted.length === 0) {
    const [existing] = await db.select().from(transferAudits).where(eq(transferAudits.tradeId, trade.id));
    if (existing?.payeeAccount !== payee.slice(0, 100)) throw refuse(WALLET_MSG.tradeCodeReused);
  }
  return { msg: WALLET_MSG.withdrawSubmitted };
}
