import { PAY_MODE } from '@xcb/shared/actions/wallet';
import type { Actor } from '../../http/router.ts';
import { GuardFailed, type RowGuard } from '../ledger/ledger.ts';
import { checkPayPassword, verifyPayPassword } from '../ledger/pay-password.ts';
import { payOrder } from '../ledger/payments.ts';
import { requestHash } from '../ledger/trades.ts';
import { presentTrade } from './wallet.presenter.ts';
import { hundredths, onceRow, type WalletDeps } from './requests.ts';
import { requestWithdrawal } from './withdrawals.service.ts';

/** spec createJY: a wallet transaction, a payment from the balance (paymode 0) or a withdrawal (1, 2, 3). */
export async function createWalletTransaction(
  deps: WalletDeps,
  actor: Actor,
  input: {
    accountpwd: string;
    amount: string;
    tradecode: string;
    paymode: number;
    remark?: string | undefined;
    orderId?: string | undefined;
  },
) {
  const coins = hundredths(input.amount);
  const { db, config } = deps;
  if (input.paymode !== PAY_MODE.balance) {
    const accountId = await verifyPayPassword(db, config.paymentPepper, actor.userId, input.accountpwd);
    return requestWithdrawal(deps, actor, { accountId, coins, tradecode: input.tradecode, paymode: input.paymode, remark: input.remark });
  }
  const pass = await checkPayPassword(db, config.paymentPepper, actor.userId, input.accountpwd);
  const orderRef = input.orderId ?? null;
  const remark = input.remark ?? '晶币支付';
  const hash = requestHash(['pay', coins, orderRef, remark]);
  const pay = (wallet: number, guard: RowGuard | null) =>
    payOrder(db, { userId: actor.userId, wallet, guard, amount: coins, tradeCode: input.tradecode, orderRef, remark }, hash);
  // One statement, no transaction around it. Should the password's state have moved meanwhile (the
  // guard), it is checked again the slow way, under its own lock, before the payment.
  return onceRow(
    db,
    { userId: actor.userId, tradeCode: input.tradecode, hash },
    async () => {
      try {
        return await pay(pass.accountId, pass.guard);
      } catch (err) {
        if (!(err instanceof GuardFailed)) throw err;
      }
      return pay(await verifyPayPassword(db, config.paymentPepper, actor.userId, input.accountpwd), null);
    },
    (row) => ({ msg: '支付成功', custAccountDetail: presentTrade(row) }),
  );
}
