import { and, eq, inArray, sql } from 'drizzle-orm';
import { formatCoins } from '@xcb/shared';
import type { CourseCard, EnterpriseKey, Order } from '@xcb/shared/actions/courses';
import { ORDER_STATE, ORDER_TTL_DAYS } from '@xcb/shared/actions/courses';
import type { Executor } from '../../db/client.ts';
import { articles, learningProgress, users, type courseOrders, type enterpriseKeys } from '../../db/schema/index.ts';
import { articleTypeMap } from './types.cache.ts';
import { outsideTransaction, preparedStatements } from '../../db/prepared.ts';

export type ArticleRow = typeof articles.$inferSelect;
export type OrderRow = typeof courseOrders.$inferSelect;

const displayName = (u: { name: string; nickName: string | null } | undefined) => (u ? u.nickName || u.name : '');

async function userMap(db: Executor, ids: number[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map<number, { id: number; name: string; nickName: string | null; icon: string | null }>();
  const rows = await db
    .select({ id: users.id, name: users.name, nickName: users.nickName, icon: users.icon })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((r) => [r.id, r]));
}

/** The columns a course card shows (never the content, which can be long). */
export const cardColumns = {
  id: articles.id,
  title: articles.title,
  summary: articles.summary,
  icon: articles.icon,
  authorId: articles.authorId,
  typeIds: articles.typeIds,
  readMoney: articles.readMoney,
  postDivision: articles.postDivision,
  status: articles.status,
  readCount: articles.readCount,
  buyCount: articles.buyCount,
  evaluationCount: articles.evaluationCount,
  evaluationLevelCount: articles.evaluationLevelCount,
  createdAt: articles.createdAt,
};
export type CardRow = Pick<ArticleRow, keyof typeof cardColumns>;
type Author = { name: string; nickName: string | null; icon: string | null };

/**
 * Course cards. The category names come from the in-process type cache (types.cache.ts); the authors are
 * read in one query unless the caller joined them already (`authors`, by author id).
 */
export async function presentCourses(db: Executor, rows: CardRow[], joined?: Map<number, Author>): Promise<CourseCard[]> {
  const authors: Map<number, Author> =
    joined ??
    (await userMap(
      db,
      rows.map((r) => r.authorId),
    ));
  const typeMap = await articleTypeMap(db);
  return rows.map((r) => {
    const a = authors.get(r.authorId);
    return {
      id: r.id,
      title: r.title,
      summary: r.summary,
      icon: r.icon,
      authorid: r.authorId,
      author: displayName(a),
      authorIcon: a?.icon ?? null,
      readMoney: formatCoins(r.readMoney),
      postDivision: r.postDivision,
      status: r.status,
      readcount: r.readCount,
      buyCount: r.buyCount,
      evaluationCount: r.evaluationCount,
      evaluationLevelCount: r.evaluationLevelCount,
      rating: r.evaluationCount > 0 ? Math.round((r.evaluationLevelCount / r.evaluationCount) * 10) / 10 : 0,
      wzlxList: r.typeIds.flatMap((id) => {
        const t = typeMap.get(id);
        return t ? [{ id: t.id, name: t.name, parentId: t.parentId }] : [];
      }),
      createdate: r.createdAt.toISOString(),
    };
  });
}

/** What an order shows of its course: not the body, which may be long HTML. */
export const orderCourseColumns = {
  id: articles.id,
  icon: articles.icon,
  title: articles.title,
  summary: articles.summary,
  evaluationCount: articles.evaluationCount,
  evaluationLevelCount: articles.evaluationLevelCount,
};
type OrderCourse = { [K in keyof typeof orderCourseColumns]: ArticleRow[K] };
type Person = { id: number; name: string; nickName: string | null; icon: string | null };
/**
 * An order's course and people, when the query that read the orders joined them (one statement less each),
 * and the courses the viewer has begun learning among them (`learned`), when it read that too.
 */
export interface OrderJoins {
  courses: Map<number, OrderCourse>;
  people: Map<number, Person>;
  learned?: Set<number>;
}

/** What a page of orders reads besides the orders: ids come as one array parameter, so the SQL is fixed. */
const orderPresenterQueries = (db: Executor) => ({
  people: db
    .select({ id: users.id, name: users.name, nickName: users.nickName, icon: users.icon })
    .from(users)
    .where(sql`${users.id} = any(${sql.placeholder('ids')})`),
  arts: db
    .select(orderCourseColumns)
    .from(articles)
    .where(sql`${articles.id} = any(${sql.placeholder('ids')})`),
  learned: db
    .selectDistinct({ articleId: learningProgress.articleId })
    .from(learningProgress)
    .where(
      and(eq(learningProgress.userId, sql.placeholder('userId')), sql`${learningProgress.articleId} = any(${sql.placeholder('ids')})`),
    ),
});
/** "my orders" is read on every visit: prepared once outside transactions (db/prepared.ts) */
const preparedOrderPresenter = preparedStatements((db) => {
  const q = orderPresenterQueries(db);
  return { people: q.people.prepare('order_people'), arts: q.arts.prepare('order_courses'), learned: q.learned.prepare('order_learned') };
});

/**
 * Orders as the spec shows them; `viewerId` decides `refundable` (the buyer's, with no learning done).
 * Their courses and people are read here unless the caller's query joined them (`joined`).
 */
export async function presentOrders(db: Executor, rows: OrderRow[], viewerId: number, joined?: OrderJoins): Promise<Order[]> {
  if (rows.length === 0) return [];
  const plain = outsideTransaction(db);
  const q = plain ? preparedOrderPresenter(plain) : orderPresenterQueries(db);
  const paidOwn = rows.filter((r) => r.buyerId === viewerId && (r.state === ORDER_STATE.paid || r.state === ORDER_STATE.reviewed));
  // independent reads: in parallel, so a page of orders waits for one round trip, not three
  const [people, artMap, learned] = await Promise.all([
    joined?.people ??
      q.people.execute({ ids: [...new Set(rows.flatMap((r) => [r.buyerId, r.sellerId]))] }).then((ps) => new Map(ps.map((p) => [p.id, p]))),
    joined?.courses ?? q.arts.execute({ ids: [...new Set(rows.map((r) => r.articleId))] }).then((as) => new Map(as.map((a) => [a.id, a]))),
    joined?.learned ??
      (paidOwn.length
        ? q.learned.execute({ userId: viewerId, ids: paidOwn.map((r) => r.articleId) }).then((ls) => new Set(ls.map((l) => l.articleId)))
        : new Set<number>()),
  ]);
  return rows.map((r) => {
    const art = artMap.get(r.articleId);
    const seller = people.get(r.sellerId);
    const buyer = people.get(r.buyerId);
    return {
      id: r.id,
      orderId: r.orderCode,
      listId: r.listId,
      orderName: r.orderName,
      orderPrice: formatCoins(r.price),
      orderState: r.state,
      orderCreatetime: r.createdAt.toISOString(),
      expiresAt: r.state === ORDER_STATE.unpaid ? new Date(r.createdAt.getTime() + ORDER_TTL_DAYS * 86400_000).toISOString() : null,
      orderSeleerid: r.sellerId,
      saleUser: { id: r.sellerId, name: displayName(seller) },
      buyUser: { id: r.buyerId, name: displayName(buyer) },
      payMode: r.payMode,
      paidAt: r.paidAt?.toISOString() ?? null,
      refundable: r.buyerId === viewerId && (r.state === ORDER_STATE.paid || r.state === ORDER_STATE.reviewed) && !learned.has(r.articleId),
      orderDetailsList: [
        {
          orderPrice: formatCoins(r.price),
          article: {
            id: r.articleId,
            icon: art?.icon ?? null,
            title: art?.title ?? r.orderName,
            author: displayName(seller),
            authorid: r.sellerId,
            summary: art?.summary ?? '',
            evaluationCount: art?.evaluationCount ?? 0,
            evaluationLevelCount: art?.evaluationLevelCount ?? 0,
          },
        },
      ],
    };
  });
}

/** An enterprise key as its company sees it: never the key itself, only its hint. The service works out the status. */
export function presentKey(k: typeof enterpriseKeys.$inferSelect, status: EnterpriseKey['status'], useCount: number): EnterpriseKey {
  return {
    id: k.id,
    name: k.name,
    keyHint: k.keyHint,
    budget: formatCoins(k.budget),
    spent: formatCoins(k.spent),
    remaining: formatCoins(k.budget - k.spent),
    expiresAt: k.expiresAt.toISOString(),
    revokedAt: k.revokedAt?.toISOString() ?? null,
    status,
    createdAt: k.createdAt.toISOString(),
    useCount,
  };
}

export function presentKeyUse(r: { id: number; amount: number; createdAt: Date; name: string; nickName: string | null; title: string }) {
  return { id: r.id, user: r.nickName || r.name, course: r.title, amount: formatCoins(r.amount), createdAt: r.createdAt.toISOString() };
}
