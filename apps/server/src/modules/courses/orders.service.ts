import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, getTableColumns, inArray, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { COURSE_MSG, formatCoins } from '@xcb/shared';
import { ORDER_STATE, ORDER_TTL_DAYS } from '@xcb/shared/actions/courses';
import { PAY_MODE, PAY_STATUS } from '@xcb/shared/actions/wallet';
import type { Db, Tx } from '../../db/client.ts';
import {
  articles,
  cartItems,
  courseEvaluations,
  courseOrders,
  courseRefunds,
  learningProgress,
  scoreRecords,
  users,
  walletTrades,
} from '../../db/schema/index.ts';
import { preparedStatements } from '../../db/prepared.ts';
import { cappedTotal, countOf, listReply, preparedListPage } from '../../db/paging.ts';
import { forbidden, notFound, refuse } from '../../core/errors.ts';
import type { Actor } from '../../http/router.ts';
import { PLATFORM_ACCOUNTS, accountState, transfer, userAccountId, type AccountRef } from '../ledger/ledger.ts';
import { buyableCourse } from './catalog.service.ts';
import { orderCourseColumns, presentOrders, type OrderJoins, type OrderRow } from './courses.presenter.ts';
import { expireKeys } from './keys.service.ts';

// Orders (spec sections 4, 5, 7): order_add, order_orderDetail, the buy and sale lists, review and refund
// (paying them is order-payments.service.ts, learning learning.service.ts). Every money decision is one
// transaction: the ledger's transfers, the trade records and the order state commit together or not at all.

const stamp = () => new Date().toISOString().replace(/\D/g, '').slice(0, 14);
export const newCode = (prefix: string) => `${prefix}${stamp()}${randomBytes(4).toString('hex').toUpperCase()}`;

/** The wallet trade code of an order's payment; one payment per order is also the ledger's rule. */
export const payCode = (o: OrderRow) => `KC${o.orderCode}`;

/**
 * An order unpaid for 30 days is cancelled (spec). Reads derive that here instead of writing first, so
 * an order list costs no UPDATE over the table; the timer's sweep (and the write paths) record it.
 */
const stateNow = sql<number>`case when ${courseOrders.state} = ${ORDER_STATE.unpaid} and ${courseOrders.createdAt} < now() - ${`${ORDER_TTL_DAYS} days`}::interval then ${ORDER_STATE.cancelled} else ${courseOrders.state} end`;
/** The order columns with the state as of now (see stateNow): what every read and the payment check see. */
export const orderNow = { ...getTableColumns(courseOrders), state: stateNow };

/**
 * Cancels the orders unpaid for 30 days and releases expired enterprise keys. Runs on a timer inside the
 * server and before the writes that would reuse or pay an order.
 */
export async function sweepExpired(db: Db): Promise<{ cancelled: number; keysReleased: number }> {
  const rows = await db
    .update(courseOrders)
    .set({ state: ORDER_STATE.cancelled, closedAt: sql`now()` })
    .where(and(eq(courseOrders.state, ORDER_STATE.unpaid), lt(courseOrders.createdAt, sql`now() - ${`${ORDER_TTL_DAYS} days`}::interval`)))
    .returning({ id: courseOrders.id });
  const keysReleased = await expireKeys(db);
  return { cancelled: rows.length, keysReleased };
}

export async function addOrders(db: Db, actor: Actor, articleIds: number[]) {
  await sweepExpired(db);
  const ids = [...new Set(articleIds)];
  const courses: Awaited<ReturnType<typeof buyableCourse>>[] = [];
  for (const id of ids) courses.push(await buyableCourse(db, actor, id));
  const listId = newCode('L');
  const rows = await db.transaction(async (tx) => {
    const out: OrderRow[] = [];
    for (const c of courses) {
      // An unpaid order of the same course is reused: ordering again must not make a second debt.
      const [open] = await tx
        .update(courseOrders)
        .set({ listId })
        .where(and(eq(courseOrders.buyerId, actor.userId), eq(courseOrders.articleId, c.id), eq(courseOrders.state, ORDER_STATE.unpaid)))
        .returning();
      if (open) {
        out.push(open);
        continue;
      }
      const [row] = await tx
        .insert(courseOrders)
        .values({
          orderCode: newCode(''),
          listId,
          buyerId: actor.userId,
          sellerId: c.authorId,
          articleId: c.id,
          orderName: c.title,
          price: c.readMoney,
        })
        .returning();
      if (row) out.push(row);
    }
    await tx.delete(cartItems).where(and(eq(cartItems.userId, actor.userId), inArray(cartItems.articleId, ids)));
    return out;
  });
  return { listId, orders: await presentOrders(db, rows, actor.userId) };
}

export async function orderDetail(db: Db, actor: Actor, q: { orderId?: number | undefined; listId?: string | undefined }) {
  const rows = await db
    .select(orderNow)
    .from(courseOrders)
    .where(q.orderId ? eq(courseOrders.id, q.orderId) : eq(courseOrders.listId, q.listId ?? ''));
  if (rows.length === 0) throw notFound(COURSE_MSG.orderNotFound);
  if (rows.some((r) => r.buyerId !== actor.userId && r.sellerId !== actor.userId)) throw forbidden();
  const data = await presentOrders(db, rows, actor.userId);
  const total = rows.filter((r) => r.state === ORDER_STATE.unpaid).reduce((s, r) => s + r.price, 0);
  return { data, totalPrice: formatCoins(total) };
}

/**
 * The buy and sale lists, prepared once per side (db/prepared.ts): "my orders" is read on every visit.
 * The state filter is a parameter too (an array, or every state).
 */
// A page of orders with its courses, both people and (on the buyer's side, for refundable) whether he has
// begun learning each course: the page and, when the page cannot tell the total, its count are the only
// statements of "my orders", read on every visit (on PGlite every statement queues on the one thread).
const orderSeller = alias(users, 'order_seller');
const orderBuyer = alias(users, 'order_buyer');
const personColumns = <U extends typeof orderSeller | typeof orderBuyer>(u: U) => ({
  id: u.id,
  name: u.name,
  nickName: u.nickName,
  icon: u.icon,
});

const orderListQueries = preparedStatements((db) => {
  const build = (side: 'buy' | 'sale') => {
    const who = side === 'buy' ? eq(courseOrders.buyerId, sql.placeholder('userId')) : eq(courseOrders.sellerId, sql.placeholder('userId'));
    // The seller sees sales, not carts that were never paid.
    const saleStates =
      side === 'sale' ? inArray(courseOrders.state, [ORDER_STATE.paid, ORDER_STATE.reviewed, ORDER_STATE.refunded]) : undefined;
    const where = and(who, sql`(${sql.placeholder('anyState')}::boolean or ${stateNow} = any(${sql.placeholder('states')}))`, saleStates);
    // a seller never bought his own course, so only the buyer's side asks
    const learned =
      side === 'buy'
        ? sql<boolean>`exists (select 1 from ${learningProgress} where ${learningProgress.userId} = ${courseOrders.buyerId} and ${learningProgress.articleId} = ${courseOrders.articleId})`
        : sql<boolean>`false`;
    const rows = () =>
      db
        .select({
          order: orderNow,
          course: orderCourseColumns,
          seller: personColumns(orderSeller),
          buyer: personColumns(orderBuyer),
          learned,
        })
        .from(courseOrders)
        // inner joins: an order's course and both people are foreign keys, always there
        .innerJoin(articles, eq(articles.id, courseOrders.articleId))
        .innerJoin(orderSeller, eq(orderSeller.id, courseOrders.sellerId))
        .innerJoin(orderBuyer, eq(orderBuyer.id, courseOrders.buyerId))
        .where(where);
    return {
      page: rows()
        .orderBy(desc(courseOrders.createdAt), desc(courseOrders.id))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(`course_orders_${side}_page`),
      count: countOf(db, rows()).prepare(`course_orders_${side}_count`),
    };
  };
  return { buy: build('buy'), sale: build('sale') };
});

export async function listOrders(
  db: Db,
  actor: Actor,
  side: 'buy' | 'sale',
  q: { pageNum: number; pageSize: number; orderType?: number | undefined; orderType1?: number | undefined },
) {
  const states = q.orderType === undefined ? [] : [q.orderType, ...(q.orderType1 !== undefined ? [q.orderType1] : [])];
  const filter = { userId: actor.userId, anyState: states.length === 0, states };
  const statements = orderListQueries(db)[side];
  const p = await preparedListPage(
    q,
    (cut) => statements.page.execute({ ...filter, ...cut }),
    () => cappedTotal(statements.count.execute(filter)),
    { countWhenNeeded: true },
  );
  const joined: Required<OrderJoins> = { courses: new Map(), people: new Map(), learned: new Set() };
  for (const r of p.rows) {
    joined.courses.set(r.course.id, r.course);
    joined.people.set(r.seller.id, r.seller);
    joined.people.set(r.buyer.id, r.buyer);
    if (r.learned) joined.learned.add(r.course.id);
  }
  const orders = p.rows.map((r) => r.order);
  return { ...listReply(p, await presentOrders(db, orders, actor.userId, joined)), pageSize: q.pageSize };
}

async function lockOwnOrder(tx: Tx, actor: Actor, orderId: number): Promise<OrderRow> {
  const [o] = await tx.select().from(courseOrders).where(eq(courseOrders.id, orderId)).for('update');
  if (!o) throw notFound(COURSE_MSG.orderNotFound);
  if (o.buyerId !== actor.userId) throw forbidden();
  return o;
}

/** spec evaluation_pingJia: one review per paid order; the order becomes 5, the course's count and stars grow. */
export async function review(db: Db, actor: Actor, input: { orderId: number; allScore: number; content: string }) {
  await db.transaction(async (tx) => {
    const o = await lockOwnOrder(tx, actor, input.orderId);
    if (o.state !== ORDER_STATE.paid) throw refuse(COURSE_MSG.notReviewable);
    await tx
      .insert(courseEvaluations)
      .values({ orderId: o.id, articleId: o.articleId, userId: actor.userId, allScore: input.allScore, content: input.content });
    await tx.update(courseOrders).set({ state: ORDER_STATE.reviewed }).where(eq(courseOrders.id, o.id));
    await tx
      .update(articles)
      .set({
        evaluationCount: sql`${articles.evaluationCount} + 1`,
        evaluationLevelCount: sql`${articles.evaluationLevelCount} + ${input.allScore}`,
      })
      .where(eq(articles.id, o.articleId));
  });
  return { msg: COURSE_MSG.reviewed };
}

/**
 * Refund (user agreement): a paid course with no learning done goes back, once, to the wallet that paid
 * (the buyer's, or the company's behind a key). The seller's income is reversed through course sales;
 * the order's points are withdrawn. Learning recorded first, in another request, is seen here because
 * the progress write takes the same order lock.
 */
export async function refundOrder(db: Db, actor: Actor, orderId: number) {
  const row = await db.transaction(async (tx) => {
    const o = await lockOwnOrder(tx, actor, orderId);
    if (o.state === ORDER_STATE.refunded) throw refuse(COURSE_MSG.refundOnce);
    if (o.state !== ORDER_STATE.paid && o.state !== ORDER_STATE.reviewed) throw refuse(COURSE_MSG.refundNotPaid);
    const [learned] = await tx
      .select({ n: count() })
      .from(learningProgress)
      .where(and(eq(learningProgress.userId, actor.userId), eq(learningProgress.articleId, o.articleId)));
    if ((learned?.n ?? 0) > 0) throw refuse(COURSE_MSG.refundLearned);
    const inserted = await tx
      .insert(courseRefunds)
      .values({ orderId: o.id, userId: actor.userId, amount: o.price })
      .onConflictDoNothing()
      .returning({ id: courseRefunds.id });
    if (inserted.length === 0) throw refuse(COURSE_MSG.refundOnce);
    if (o.price > 0) {
      const sales: AccountRef = { platform: PLATFORM_ACCOUNTS.courseSales };
      const sellerAcc = await userAccountId(tx, o.sellerId);
      const s = await accountState(tx, sellerAcc);
      if (s.balance - s.held < o.price) throw refuse(COURSE_MSG.refundSellerShort);
      const payerId = o.payerId ?? o.buyerId;
      const back = `${payCode(o)}R`;
      await transfer(tx, { from: sellerAcc, to: sales, amount: o.price, tradeCode: `${back}S`, kind: 'reversal', orderRef: o.orderCode });
      await transfer(tx, {
        from: sales,
        to: await userAccountId(tx, payerId),
        amount: o.price,
        tradeCode: back,
        kind: 'reversal',
        orderRef: o.orderCode,
      });
      const remark = `课程退款《${o.orderName}》`.slice(0, 200);
      await tx.insert(walletTrades).values([
        {
          userId: o.sellerId,
          tradeCode: `${back}S`,
          kind: 'refund',
          amount: -o.price,
          paymode: PAY_MODE.balance,
          ispaysuccess: PAY_STATUS.success,
          fuserid: o.buyerId,
          remark,
          orderRef: o.orderCode,
          requestHash: 'course-refund',
        },
        {
          userId: payerId,
          tradeCode: back,
          kind: 'refund',
          amount: o.price,
          paymode: PAY_MODE.balance,
          ispaysuccess: PAY_STATUS.success,
          fuserid: o.sellerId,
          remark,
          orderRef: o.orderCode,
          requestHash: 'course-refund',
        },
      ]);
      await tx.delete(scoreRecords).where(eq(scoreRecords.orderRef, o.orderCode));
    }
    await tx
      .update(articles)
      .set({ buyCount: sql`greatest(${articles.buyCount} - 1, 0)` })
      .where(eq(articles.id, o.articleId));
    const [updated] = await tx
      .update(courseOrders)
      .set({ state: ORDER_STATE.refunded, closedAt: sql`now()` })
      .where(eq(courseOrders.id, o.id))
      .returning();
    return updated ?? o;
  });
  const [data] = await presentOrders(db, [row], actor.userId);
  if (!data) throw notFound(COURSE_MSG.orderNotFound);
  return { msg: COURSE_MSG.refundDone, data };
}
