import { randomInt } from 'node:crypto';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { SHARING_MSG, formatCoins } from '@xcb/shared';
import { DELIVERY_MSG } from '@xcb/shared/actions/deliveries';
import { SHARE_ORDER_STATE, SHARE_RATING_MSG, SHARE_STATUS, type ShareKind, type ShareOrder } from '@xcb/shared/actions/sharing';
import { SHARE_ORDER_STEPS, type ShareOrderAction } from '@xcb/shared/states';
import type { Executor, Tx } from '../../db/client.ts';
import { shareItems, shareOrders, shareRatings, users } from '../../db/schema/index.ts';
import { forbidden, notFound, refuse } from '../../core/errors.ts';
import { assertStep } from '../../http/steps.ts';
import type { Actor } from '../../http/router.ts';
import type { AppDeps } from '../../http/deps.ts';
import { alias, type PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { sendNotice } from '../messaging/notices.service.ts';
import { decidePending, deliveryHistory, recordDelivery } from '../deliveries/deliveries.service.ts';
import { closeEscrow, findEscrow, payIntoEscrow, releaseFromEscrow } from '../ledger/escrow.ts';
import { assertNotDisputed } from '../disputes/disputes.ts';
import { assertVisible, zoneScope } from '../domain/scope.ts';
import { KIND_NAME } from './items.service.ts';
import { presentEscrow, presentOrder, userCols } from './sharing.presenter.ts';
import { listPage, listReply } from '../../db/paging.ts';

// Orders of the sharing section. The buyer orders (0), pays with his payment password into the order's
// escrow (1), the provider delivers (2), the buyer confirms and the escrow pays the provider in full (3);
// before delivery either side may cancel: unpaid (4), or paid, when closing the escrow returns the money
// to the buyer (5). Each state change and its money movement share one transaction, with the order row
// locked, and every movement's trade code derives from the order, so a repeat cannot move money twice.
// design: the spec shows no platform fee on sharing orders, so the provider receives the whole amount.

type OrderRow = typeof shareOrders.$inferSelect;
const buyer = alias(users, 'buyer');
const seller = alias(users, 'seller');

export const tradeCodes = (o: { id: number }) => ({ pay: `GX${o.id}P`, release: `GX${o.id}R`, close: `GX${o.id}C` });

async function load(db: Executor, actor: Actor, id: number): Promise<ShareOrder> {
  const [r] = await db
    .select({ o: shareOrders, b: userCols(buyer), s: userCols(seller) })
    .from(shareOrders)
    .innerJoin(buyer, eq(buyer.id, shareOrders.buyerId))
    .innerJoin(seller, eq(seller.id, shareOrders.sellerId))
    .where(eq(shareOrders.id, id));
  if (!r) throw notFound(SHARING_MSG.orderNotFound);
  return presentOrder(r.o, r.b, r.s, actor);
}

/** The order locked for a state change; only the sides the step table names for the action may act. */
async function lock(tx: Tx, actor: Actor, id: number, action: ShareOrderAction): Promise<OrderRow> {
  const [o] = await tx.select().from(shareOrders).where(eq(shareOrders.id, id)).for('update');
  if (!o) throw notFound(SHARING_MSG.orderNotFound);
  const sides: readonly ('buy' | 'sell')[] = SHARE_ORDER_STEPS[action].by;
  if (!sides.some((s) => (s === 'buy' ? o.buyerId : o.sellerId) === actor.userId)) throw forbidden();
  return o;
}

type OrderNotice = [userId: number, cls: string, content: string, title?: string];

/** An order's notice (type 04) of the given class to one of its sides. */
const orderNotice = (tx: Tx, deps: Pick<AppDeps, 'hub'>, o: OrderRow, [userId, cls, content, title]: OrderNotice) =>
  sendNotice(tx, deps.hub, {
    userId,
    messageType: '04',
    messageTypeClass: cls,
    title: title ?? SHARING_MSG.orderNoticeTitle,
    content,
    redirectId: o.id,
  });

/** A step's state change and the notice it sends, in the step's transaction. */
async function moveOrder(tx: Tx, deps: Pick<AppDeps, 'hub'>, o: OrderRow, set: PgUpdateSetSource<typeof shareOrders>, notice: OrderNotice) {
  await tx.update(shareOrders).set(set).where(eq(shareOrders.id, o.id));
  await orderNotice(tx, deps, o, notice);
}

const newCode = () => `GX${Date.now()}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;

export async function addOrder(
  db: Executor,
  actor: Actor,
  input: { itemId: number; quantity: number; remark: string; contactName: string; contactPhone: string },
) {
  const [item] = await db.select().from(shareItems).where(eq(shareItems.id, input.itemId));
  if (!item) throw notFound(SHARING_MSG.notFound);
  if (item.userId === actor.userId) throw refuse(SHARING_MSG.ownItem);
  assertVisible(zoneScope(actor), item.exclusiveCode, KIND_NAME[item.kind as ShareKind] ?? '共享项目');
  if (item.status !== SHARE_STATUS.listed) throw refuse(SHARING_MSG.notFound);
  const [row] = await db
    .insert(shareOrders)
    .values({
      orderCode: newCode(),
      itemId: item.id,
      kind: item.kind,
      buyerId: actor.userId,
      sellerId: item.userId,
      title: item.title,
      unitPrice: item.price,
      unit: item.unit,
      quantity: input.quantity,
      amount: item.price * input.quantity,
      remark: input.remark,
      contactName: input.contactName,
      contactPhone: input.contactPhone,
    })
    .returning({ id: shareOrders.id });
  if (!row) throw new Error('share order not created');
  return { msg: SHARING_MSG.ordered, order: await load(db, actor, row.id) };
}

const closed = (state: number) => state === SHARE_ORDER_STATE.cancelled || state === SHARE_ORDER_STATE.refunded;

function checkPayable(o: OrderRow) {
  return assertStep(SHARE_ORDER_STEPS, 'pay', o.state, (s) => (closed(s) ? SHARING_MSG.orderNotPayable : SHARING_MSG.orderPaid));
}

export async function payOrder(deps: Pick<AppDeps, 'db' | 'config' | 'hub'>, actor: Actor, input: { id: number; accountpwd: string }) {
  const { db } = deps;
  await payIntoEscrow(deps, {
    payerId: actor.userId,
    accountpwd: input.accountpwd,
    // The order is checked before the password, so the refusal says what is wrong with the order.
    precheck: async () => {
      const [first] = await db.select().from(shareOrders).where(eq(shareOrders.id, input.id));
      if (!first) throw notFound(SHARING_MSG.orderNotFound);
      if (first.buyerId !== actor.userId) throw forbidden();
      checkPayable(first);
    },
    lock: async (tx) => {
      const o = await lock(tx, actor, input.id, 'pay');
      const to = checkPayable(o);
      const [item] = await tx.select({ status: shareItems.status }).from(shareItems).where(eq(shareItems.id, o.itemId));
      if (item?.status !== SHARE_STATUS.listed) throw refuse(SHARING_MSG.notFound);
      return { o, to };
    },
    payIn: (_tx, { o }) => ({
      area: 'sharing',
      ref: o.id,
      amount: o.amount,
      tradeCode: tradeCodes(o).pay,
      remark: `共享订单《${o.title}》托管支付`,
    }),
    settle: async (tx, { o, to }) => {
      await tx
        .update(shareOrders)
        .set({ state: to, paidAt: sql`now()` })
        .where(eq(shareOrders.id, o.id));
      await tx
        .update(shareItems)
        .set({ orderCount: sql`${shareItems.orderCount} + 1` })
        .where(eq(shareItems.id, o.itemId));
      await orderNotice(tx, deps, o, [o.sellerId, '01', SHARING_MSG.paidNotice(o.title)]);
    },
  });
  return { msg: SHARING_MSG.paySuccess, order: await load(db, actor, input.id) };
}

export async function deliverOrder(
  deps: Pick<AppDeps, 'db' | 'hub'>,
  actor: Actor,
  input: { id: number; deliveryNote: string; deliveryFiles: string[] },
) {
  await deps.db.transaction(async (tx) => {
    const o = await lock(tx, actor, input.id, 'deliver');
    const to = assertStep(SHARE_ORDER_STEPS, 'deliver', o.state, SHARING_MSG.notDeliverable);
    await assertNotDisputed(tx, 'sharing', o.id);
    // every delivery stays in the history; the order keeps the latest for its lists
    await recordDelivery(tx, {
      area: 'sharing',
      ref: o.id,
      providerId: o.sellerId,
      buyerId: o.buyerId,
      note: input.deliveryNote,
      files: input.deliveryFiles,
    });
    await moveOrder(
      tx,
      deps,
      o,
      { state: to, deliveryNote: input.deliveryNote, deliveryFiles: input.deliveryFiles, deliveredAt: sql`now()` },
      [o.buyerId, '02', SHARING_MSG.deliveredNotice(o.title)],
    );
  });
  return { msg: SHARING_MSG.delivered, order: await load(deps.db, actor, input.id) };
}

export async function confirmOrder(deps: Pick<AppDeps, 'db' | 'hub'>, actor: Actor, id: number) {
  await deps.db.transaction(async (tx) => {
    const o = await lock(tx, actor, id, 'confirm');
    const to = assertStep(SHARE_ORDER_STEPS, 'confirm', o.state, SHARING_MSG.notConfirmable);
    await decidePending(tx, 'sharing', o.id, 'accept');
    await assertNotDisputed(tx, 'sharing', o.id);
    const escrow = await findEscrow(tx, 'sharing', o.id);
    if (!escrow) throw new Error(`share order ${o.id} has no escrow`);
    await releaseFromEscrow(tx, escrow.id, {
      toUserId: o.sellerId,
      amount: o.amount,
      tradeCode: tradeCodes(o).release,
      remark: `共享订单《${o.title}》验收结算`.slice(0, 100),
    });
    await closeEscrow(tx, escrow.id, { tradeCode: tradeCodes(o).close, remark: `共享订单《${o.title}》结清托管`.slice(0, 100) });
    await moveOrder(tx, deps, o, { state: to, completedAt: sql`now()` }, [
      o.sellerId,
      '03',
      SHARING_MSG.confirmedNotice(o.title, formatCoins(o.amount)),
    ]);
  });
  return { msg: SHARING_MSG.confirmed, order: await load(deps.db, actor, id) };
}

/**
 * The buyer rates a completed order once: 1-5 stars and a comment. The rating counts into the item's
 * average (count and star sum on the item row, updated in the same transaction as the rating).
 */
export async function rateOrder(deps: Pick<AppDeps, 'db'>, actor: Actor, input: { id: number; stars: number; content: string }) {
  await deps.db.transaction(async (tx) => {
    const o = await lock(tx, actor, input.id, 'rate');
    assertStep(SHARE_ORDER_STEPS, 'rate', o.state, SHARE_RATING_MSG.notRateable);
    if (o.rating !== null) throw refuse(SHARE_RATING_MSG.alreadyRated);
    const inserted = await tx
      .insert(shareRatings)
      .values({ orderId: o.id, itemId: o.itemId, userId: actor.userId, stars: input.stars, content: input.content })
      .onConflictDoNothing()
      .returning({ id: shareRatings.id });
    if (inserted.length === 0) throw refuse(SHARE_RATING_MSG.alreadyRated);
    await tx.update(shareOrders).set({ rating: input.stars }).where(eq(shareOrders.id, o.id));
    await tx
      .update(shareItems)
      .set({ ratingCount: sql`${shareItems.ratingCount} + 1`, ratingSum: sql`${shareItems.ratingSum} + ${input.stars}` })
      .where(eq(shareItems.id, o.itemId));
  });
  return { msg: SHARE_RATING_MSG.rated, order: await load(deps.db, actor, input.id) };
}

/** The buyer rejects the delivery with a reason; the escrow stays held and the provider delivers again. */
export async function rejectOrder(deps: Pick<AppDeps, 'db' | 'hub'>, actor: Actor, input: { id: number; reason: string }) {
  await deps.db.transaction(async (tx) => {
    const o = await lock(tx, actor, input.id, 'reject');
    const to = assertStep(SHARE_ORDER_STEPS, 'reject', o.state, DELIVERY_MSG.notRejectable);
    await assertNotDisputed(tx, 'sharing', o.id);
    await decidePending(tx, 'sharing', o.id, 'reject', input.reason);
    await moveOrder(tx, deps, o, { state: to }, [
      o.sellerId,
      '02',
      DELIVERY_MSG.rejectedNotice(`订单《${o.title}》`, input.reason),
      DELIVERY_MSG.rejectedTitle,
    ]);
  });
  return { msg: DELIVERY_MSG.rejected, order: await load(deps.db, actor, input.id) };
}

export async function cancelOrder(deps: Pick<AppDeps, 'db' | 'hub'>, actor: Actor, input: { id: number; reason: string }) {
  let refunded = false;
  await deps.db.transaction(async (tx) => {
    const o = await lock(tx, actor, input.id, 'cancel');
    const to = assertStep(SHARE_ORDER_STEPS, 'cancel', o.state, (s) => (closed(s) ? SHARING_MSG.cancelled : SHARING_MSG.notCancellable));
    if (to === SHARE_ORDER_STATE.refunded) {
      const escrow = await findEscrow(tx, 'sharing', o.id);
      if (!escrow) throw new Error(`share order ${o.id} has no escrow`);
      await closeEscrow(tx, escrow.id, { tradeCode: tradeCodes(o).close, remark: `共享订单《${o.title}》取消退款`.slice(0, 100) });
      refunded = true;
    }
    const other = o.buyerId === actor.userId ? o.sellerId : o.buyerId;
    await moveOrder(tx, deps, o, { state: to, cancelReason: input.reason || null, cancelledBy: actor.userId, cancelledAt: sql`now()` }, [
      other,
      '04',
      SHARING_MSG.cancelledNotice(o.title),
    ]);
  });
  return { msg: refunded ? SHARING_MSG.refunded : SHARING_MSG.cancelled, order: await load(deps.db, actor, input.id) };
}

export async function listOrders(
  db: Executor,
  actor: Actor,
  q: { side: 'buy' | 'sell'; kind?: ShareKind | undefined; state?: number | undefined; pageNum: number; pageSize: number },
) {
  const c: (SQL | undefined)[] = [q.side === 'buy' ? eq(shareOrders.buyerId, actor.userId) : eq(shareOrders.sellerId, actor.userId)];
  if (q.kind) c.push(eq(shareOrders.kind, q.kind));
  if (q.state !== undefined) c.push(eq(shareOrders.state, q.state));
  const p = await listPage(db, q, () =>
    db
      .select({ o: shareOrders, b: userCols(buyer), s: userCols(seller) })
      .from(shareOrders)
      .innerJoin(buyer, eq(buyer.id, shareOrders.buyerId))
      .innerJoin(seller, eq(seller.id, shareOrders.sellerId))
      .where(and(...c))
      .orderBy(desc(shareOrders.createdAt), desc(shareOrders.id)),
  );
  return {
    ...listReply(
      p,
      p.rows.map((r) => presentOrder(r.o, r.b, r.s, actor)),
    ),
    pageSize: q.pageSize,
  };
}

export async function orderDetail(db: Executor, actor: Actor, id: number) {
  const order = await load(db, actor, id);
  if (order.side === 'staff' && !actor.staffRole) throw forbidden();
  const e = await findEscrow(db, 'sharing', id);
  return {
    order,
    escrow: e ? presentEscrow(e) : null,
    deliveries: await deliveryHistory(db, 'sharing', id),
  };
}
