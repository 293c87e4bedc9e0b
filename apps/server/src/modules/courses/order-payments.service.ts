import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { COINS_PER_YUAN, COURSE_MSG, formatCoins } from '@xcb/shared';
import { ORDER_STATE, PAY_TYPE } from '@xcb/shared/actions/courses';
import { PAY_MODE, PAY_STATUS } from '@xcb/shared/actions/wallet';
import type { Db, Tx } from '../../db/client.ts';
import { articles, cartItems, courseOrders, walletTrades } from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/deps.ts';
import { AppError, forbidden, notFound, refuse } from '../../core/errors.ts';
import { GatewayUnavailable } from '../../providers/payment-gateway.ts';
import type { Actor } from '../../http/router.ts';
import { PLATFORM_ACCOUNTS, transfer, userAccountId, type AccountRef } from '../ledger/ledger.ts';
import { verifyPayPassword } from '../ledger/pay-password.ts';
import { payOrder } from '../ledger/payments.ts';
import { APPROVED } from './catalog.service.ts';
import { presentOrders, type OrderRow } from './courses.presenter.ts';
import { chargeKey } from './keys.service.ts';
import { newCode, orderNow, payCode, sweepExpired } from './orders.service.ts';

// Paying orders (spec order_orderPay, order_wxPay, order_wxQuery): from the wallet with the payment
// password, with an enterprise key, or by a WeChat QR that tops the wallet up first. Every payment is one
// transaction: the ledger's transfers, the trade records and the order state commit together or not at all.

type PayInput = { payPwdType: 0; ids: number[]; accountpwd: string } | { payPwdType: 1; ids: number[]; key: string };

/** Checks the orders before any password is tried, so the refusal says what is wrong with the order. */
function checkPayable(rows: OrderRow[], actor: Actor, wanted: number) {
  if (rows.length !== wanted) throw notFound(COURSE_MSG.orderNotFound);
  for (const o of rows) {
    if (o.buyerId !== actor.userId) throw forbidden();
    if (o.state === ORDER_STATE.paid || o.state === ORDER_STATE.reviewed) throw refuse(COURSE_MSG.orderPaid);
    if (o.state !== ORDER_STATE.unpaid) throw refuse(COURSE_MSG.orderClosed);
  }
}

async function creditSeller(tx: Tx, o: OrderRow, sales: AccountRef) {
  if (o.price <= 0) return;
  const code = `${payCode(o)}S`;
  await transfer(tx, {
    from: sales,
    to: await userAccountId(tx, o.sellerId),
    amount: o.price,
    tradeCode: code,
    kind: 'income',
    orderRef: o.orderCode,
  });
  await tx.insert(walletTrades).values({
    userId: o.sellerId,
    tradeCode: code,
    kind: 'income',
    amount: o.price,
    paymode: PAY_MODE.balance,
    ispaysuccess: PAY_STATUS.success,
    fuserid: o.buyerId,
    remark: `课程销售《${o.orderName}》`.slice(0, 200),
    orderRef: o.orderCode,
    requestHash: 'course-income',
  });
}

/**
 * spec order_orderPay: pays the orders in one transaction. The orders are locked first, so of many
 * parallel requests for one order exactly one pays and the others find it paid; the ledger's unique
 * payment per order is the last line.
 */
export async function payOrders(deps: Pick<AppDeps, 'db' | 'config'>, actor: Actor, input: PayInput) {
  const db = deps.db;
  const ids = [...new Set(input.ids)];
  checkPayable(await db.select(orderNow).from(courseOrders).where(inArray(courseOrders.id, ids)), actor, ids.length);
  if (input.payPwdType === PAY_TYPE.password) {
    await verifyPayPassword(db, deps.config.paymentPepper, actor.userId, input.accountpwd);
  }
  const paid = await settle(db, actor, ids, input.payPwdType === PAY_TYPE.password ? { mode: 'wallet' } : { mode: 'key', key: input.key });
  return { msg: COURSE_MSG.paySuccess, data: await presentOrders(db, paid, actor.userId) };
}

/**
 * The payment transaction itself, once the payer is known to be entitled (payment password checked, or a
 * WeChat payment credited for exactly these orders).
 */
async function settle(
  db: Db,
  actor: Actor,
  ids: number[],
  how: { mode: 'wallet' | 'wechat' } | { mode: 'key'; key: string },
): Promise<OrderRow[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select(orderNow)
      .from(courseOrders)
      .where(inArray(courseOrders.id, ids))
      .orderBy(asc(courseOrders.id))
      .for('update');
    checkPayable(rows, actor, ids.length);
    const courses = await tx
      .select({ id: articles.id, status: articles.status })
      .from(articles)
      .where(
        inArray(
          articles.id,
          rows.map((r) => r.articleId),
        ),
      );
    if (courses.length !== new Set(rows.map((r) => r.articleId)).size || courses.some((c) => c.status !== APPROVED))
      throw refuse(COURSE_MSG.notFound);
    const sales: AccountRef = { platform: PLATFORM_ACCOUNTS.courseSales };
    let payerId = actor.userId;
    let keyId: number | null = null;
    if (how.mode !== 'key') {
      for (const o of rows) {
        if (o.price <= 0) continue;
        await payOrder(tx, {
          userId: actor.userId,
          amount: o.price,
          tradeCode: payCode(o),
          orderRef: o.orderCode,
          remark: `购买课程《${o.orderName}》`.slice(0, 100),
        });
      }
    } else {
      const charged = await chargeKey(tx, actor, how.key, rows, sales, payCode);
      payerId = charged.companyId;
      keyId = charged.keyId;
    }
    for (const o of rows) await creditSeller(tx, o, sales);
    const updated = await tx
      .update(courseOrders)
      .set({ state: ORDER_STATE.paid, paidAt: sql`now()`, payMode: how.mode, payerId, keyId })
      .where(inArray(courseOrders.id, ids))
      .returning();
    for (const o of rows)
      await tx
        .update(articles)
        .set({ buyCount: sql`${articles.buyCount} + 1` })
        .where(eq(articles.id, o.articleId));
    await tx.delete(cartItems).where(
      and(
        eq(cartItems.userId, actor.userId),
        inArray(
          cartItems.articleId,
          rows.map((r) => r.articleId),
        ),
      ),
    );
    return updated;
  });
}

// ---- WeChat QR (direct payment through the gateway) ----

/**
 * spec: a WeChat QR for order payment. The scan tops the wallet up by exactly the orders' price (a wallet
 * top-up trade whose orderRef is the order list), through the gateway and its signed notification; once
 * credited, order_wxQuery pays the orders from those coins. The coins therefore always pass through the
 * ledger, and a payment that arrives after the orders were paid otherwise simply stays in the wallet.
 */
export async function wxPayOrder(deps: Pick<AppDeps, 'db' | 'payments' | 'config'>, actor: Actor, listId: string) {
  await sweepExpired(deps.db);
  const rows = await deps.db.select().from(courseOrders).where(eq(courseOrders.listId, listId));
  if (rows.length === 0) throw notFound(COURSE_MSG.orderNotFound);
  if (rows.some((r) => r.buyerId !== actor.userId)) throw forbidden();
  const unpaid = rows.filter((r) => r.state === ORDER_STATE.unpaid);
  if (unpaid.length === 0) throw refuse(COURSE_MSG.nothingToPay);
  const coins = unpaid.reduce((s, r) => s + r.price, 0);
  // 1 yuan = 10 coins; a price in hundredths that is not a whole fen rounds up (the rest stays in the wallet).
  const fenAmount = Math.max(1, Math.ceil(coins / COINS_PER_YUAN));
  const tradeCode = newCode('WX');
  await deps.db.insert(walletTrades).values({
    userId: actor.userId,
    tradeCode,
    kind: 'topup',
    amount: fenAmount * COINS_PER_YUAN,
    rmbAmount: fenAmount,
    paymode: PAY_MODE.wechat,
    ispaysuccess: PAY_STATUS.paying,
    remark: `微信支付课程订单 ${unpaid.map((o) => o.orderName).join('、')}`.slice(0, 200),
    orderRef: listId,
    requestHash: 'course-wx',
  });
  let url: string;
  try {
    url = deps.payments.checkout(
      'wxpay',
      { tradeCode, amountFen: fenAmount, subject: `贤才宝课程 ${unpaid[0]?.orderName ?? ''}`.slice(0, 60) },
      (deps.config.PUBLIC_URL ?? '').replace(/\/$/, ''),
    );
  } catch (err) {
    if (err instanceof GatewayUnavailable) throw refuse(COURSE_MSG.channelUnavailable);
    throw err;
  }
  return { code_url: url, tradecode: tradeCode, rmbAmount: formatCoins(fenAmount) };
}

export async function wxQuery(db: Db, actor: Actor, tradeCode: string) {
  const [trade] = await db.select().from(walletTrades).where(eq(walletTrades.tradeCode, tradeCode));
  if (!trade || trade.kind !== 'topup' || trade.requestHash !== 'course-wx' || !trade.orderRef) throw notFound(COURSE_MSG.orderNotFound);
  if (trade.userId !== actor.userId) throw forbidden();
  if (trade.ispaysuccess !== PAY_STATUS.success)
    return { tradestatus: trade.ispaysuccess === PAY_STATUS.failed ? 3 : 1, paid: false, msg: COURSE_MSG.wxWaiting };
  await sweepExpired(db);
  const unpaid = await db
    .select({ id: courseOrders.id })
    .from(courseOrders)
    .where(
      and(eq(courseOrders.listId, trade.orderRef), eq(courseOrders.buyerId, actor.userId), eq(courseOrders.state, ORDER_STATE.unpaid)),
    );
  if (unpaid.length > 0) {
    try {
      await settle(
        db,
        actor,
        unpaid.map((o) => o.id),
        { mode: 'wechat' },
      );
    } catch (err) {
      // A parallel query paid them first: that is the same outcome.
      if (!(err instanceof AppError && err.message === COURSE_MSG.orderPaid)) throw err;
    }
  }
  return { tradestatus: 2, paid: true, msg: COURSE_MSG.paySuccess };
}
