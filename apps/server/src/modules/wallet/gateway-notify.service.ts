import { eq, sql } from 'drizzle-orm';
import { PAY_STATUS } from '@xcb/shared/actions/wallet';
import { formatCoins } from '@xcb/shared';
import { paymentNotifications, walletTrades } from '../../db/schema/index.ts';
import type { Channel } from '../../providers/payment-gateway.ts';
import { sendNotice } from '../messaging/notices.service.ts';
import { PLATFORM_ACCOUNTS, transfer, userAccountId } from '../ledger/ledger.ts';
import type { WalletDeps } from './requests.ts';

/**
 * A gateway's asynchronous notification. Credits the top-up once: a forged signature is refused, a
 * replayed notification (same notify id) or a second one for a finished order credits nothing, and an
 * amount that differs from the order is recorded and ignored. Returns what the gateway expects back.
 */
export async function handleNotification(deps: WalletDeps, channel: Channel, params: Record<string, string>): Promise<'success' | 'fail'> {
  const n = deps.gateway.verifyNotification(channel, params);
  if (!n) return 'fail';
  return deps.db.transaction(async (tx): Promise<'success' | 'fail'> => {
    const seen = await tx
      .insert(paymentNotifications)
      .values({ gateway: channel, notifyId: n.notifyId, tradeCode: n.tradeCode, outcome: 'received' })
      .onConflictDoNothing()
      .returning({ id: paymentNotifications.id });
    if (seen.length === 0) return 'success';
    const noteOutcome = (outcome: string) =>
      tx
        .update(paymentNotifications)
        .set({ outcome })
        .where(eq(paymentNotifications.id, seen[0]?.id ?? 0));
    const [trade] = await tx.select().from(walletTrades).where(eq(walletTrades.tradeCode, n.tradeCode)).for('update');
    if (!trade || trade.kind !== 'topup') {
      await noteOutcome('unknown');
      return 'success';
    }
    if (trade.ispaysuccess !== PAY_STATUS.paying || !n.paid) {
      await noteOutcome('ignored');
      return 'success';
    }
    if (trade.rmbAmount !== n.amountFen) {
      await noteOutcome('amount');
      return 'success';
    }
    const wallet = await userAccountId(tx, trade.userId);
    await transfer(tx, {
      from: { platform: PLATFORM_ACCOUNTS.topupClearing },
      to: wallet,
      amount: trade.amount,
      tradeCode: trade.tradeCode,
      kind: 'topup',
    });
    await tx
      .update(walletTrades)
      .set({ ispaysuccess: PAY_STATUS.success, gatewayRef: n.gatewayRef, decidedAt: sql`now()` })
      .where(eq(walletTrades.id, trade.id));
    await noteOutcome('credited');
    await sendNotice(tx, deps.hub, {
      userId: trade.userId,
      messageType: '04',
      messageTypeClass: '01',
      redirectId: trade.id,
      title: '充值到账',
      content: `您的${channel === 'alipay' ? '支付宝' : '微信'}充值 ￥${formatCoins(trade.rmbAmount)} 已到账 ${formatCoins(trade.amount)} 晶币。`,
    });
    return 'success';
  });
}
