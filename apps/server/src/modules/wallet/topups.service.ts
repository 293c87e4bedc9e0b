import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { COINS_PER_YUAN, WALLET_MSG, formatCoins } from '@xcb/shared';
import { PAY_MODE, PAY_STATUS, TRADE_STATUS_PAID } from '@xcb/shared/actions/wallet';
import type { Executor } from '../../db/client.ts';
import { walletTrades } from '../../db/schema/index.ts';
import { forbidden, notFound, refuse } from '../../core/errors.ts';
import type { Actor } from '../../http/router.ts';
import { GatewayUnavailable, type Channel } from '../../providers/payment-gateway.ts';
import { verifyPayPassword } from '../ledger/pay-password.ts';
import { insertTrade, requestHash, type TradeRow } from '../ledger/trades.ts';
import { assertOwnUploads } from '../files/files.service.ts';
import { presentTrade } from './wallet.presenter.ts';
import { hundredths, once, type WalletDeps } from './requests.ts';

// Top-ups (spec section 5): online through a payment gateway (credited when its notification arrives,
// gateway-notify.service.ts), or by a bank transfer whose voucher staff check (wallet.review.ts).

/** A trade code the server makes (bank transfer top-ups): prefix + time + randomness. */
const serverTradeCode = (prefix: string) => `${prefix}${Date.now()}${randomBytes(4).toString('hex').toUpperCase()}`;

export async function createOnlineTopup(
  deps: WalletDeps,
  actor: Actor,
  input: { accountpwd: string; amount: string; tradecode: string; paymode: number; remark?: string | undefined },
) {
  await verifyPayPassword(deps.db, deps.config.paymentPepper, actor.userId, input.accountpwd);
  const fen = hundredths(input.amount);
  const hash = requestHash(['topup', fen, input.paymode]);
  return once(deps.db, { userId: actor.userId, tradeCode: input.tradecode, hash }, async (tx) => {
    const row = await insertTrade(tx, {
      userId: actor.userId,
      tradeCode: input.tradecode,
      kind: 'topup',
      amount: fen * COINS_PER_YUAN,
      rmbAmount: fen,
      paymode: input.paymode,
      ispaysuccess: PAY_STATUS.paying,
      remark: input.remark ?? (input.paymode === PAY_MODE.alipay ? '支付宝充值' : '微信充值'),
      requestHash: hash,
    });
    return { tradeId: row.id, reply: { custAccountDetail: presentTrade(row) } };
  });
}

async function ownTopup(db: Executor, actor: Actor, tradeCode: string): Promise<TradeRow> {
  const [row] = await db.select().from(walletTrades).where(eq(walletTrades.tradeCode, tradeCode));
  if (!row || row.kind !== 'topup') throw notFound(WALLET_MSG.orderNotTopup);
  if (row.userId !== actor.userId) throw forbidden();
  return row;
}

export async function checkout(deps: WalletDeps, actor: Actor, channel: Channel, tradeCode: string, origin: string): Promise<string> {
  const row = await ownTopup(deps.db, actor, tradeCode);
  const mode = channel === 'alipay' ? PAY_MODE.alipay : PAY_MODE.wechat;
  if (row.paymode !== mode || row.ispaysuccess !== PAY_STATUS.paying) throw refuse(WALLET_MSG.orderClosed);
  try {
    return deps.gateway.checkout(
      channel,
      { tradeCode, amountFen: row.rmbAmount, subject: `贤才宝晶币充值 ${formatCoins(row.amount)} 晶币` },
      origin,
    );
  } catch (err) {
    if (err instanceof GatewayUnavailable) throw refuse(WALLET_MSG.channelUnavailable);
    throw err;
  }
}

export async function queryOrder(db: Executor, actor: Actor, tradeCode: string) {
  const row = await ownTopup(db, actor, tradeCode);
  const status = row.ispaysuccess === PAY_STATUS.success ? TRADE_STATUS_PAID : row.ispaysuccess === PAY_STATUS.failed ? 3 : 1;
  return { tradestatus: status };
}

export async function createBankTopup(deps: WalletDeps, actor: Actor, input: { payProof: string; rmbAmount: string }) {
  const fen = hundredths(input.rmbAmount);
  const code = serverTradeCode('YH');
  const row = await deps.db.transaction(async (tx) => {
    // The transfer voucher must be an image the caller uploaded, never someone else's.
    await assertOwnUploads(tx, actor.userId, [input.payProof]);
    return insertTrade(tx, {
      userId: actor.userId,
      tradeCode: code,
      kind: 'topup',
      amount: fen * COINS_PER_YUAN,
      rmbAmount: fen,
      paymode: PAY_MODE.bank,
      ispaysuccess: PAY_STATUS.pending,
      remark: '银行转账充值',
      payProof: input.payProof,
      requestHash: requestHash(['bank', fen, input.payProof]),
    });
  });
  return { msg: WALLET_MSG.transferSubmitted, custAccountDetail: presentTrade(row) };
}
