import { DEMO_PAY_PASSWORD, type DemoClient, type DemoSeed } from '../context.ts';

// Withdrawals as a user asks for them on /wallet_info: the coins are held by custAccount_createJY (with
// the payment password), the transfer request names the payee, staff pay it out in the back office or
// it waits there. Trade codes are made from the user's id, so every machine seeds the same.

let seq = 0;

export async function withdraw(
  s: DemoSeed,
  client: DemoClient,
  w: { coins: number; via: 'alipay' | 'wechat'; payee: string; realName: string; approve?: boolean },
): Promise<void> {
  const tradecode = `DEMOW${client.id}N${++seq}`;
  const { custAccountDetail } = await client.call<{ custAccountDetail: { id: number } }>('custAccount_createJY', {
    accountpwd: DEMO_PAY_PASSWORD,
    amount: w.coins.toFixed(2),
    tradecode,
    paymode: w.via === 'alipay' ? 2 : 1,
    remark: '提现',
  });
  await client.call(w.via === 'alipay' ? 'aliZZAudit_add' : 'wxzzAudit_add', {
    order_id: tradecode,
    total_amount: (w.coins / 10).toFixed(2),
    payeeAccount: w.payee,
    payeeRealName: w.realName,
    status: 'out',
  });
  if (w.approve) await (await s.staff()).call('walletAdmin_withdrawDecide', { id: custAccountDetail.id, decision: 'approve' });
}
