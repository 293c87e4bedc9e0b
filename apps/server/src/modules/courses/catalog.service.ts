import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { COURSE_MSG } from '@xcb/shared';
import { ORDER_STATE } from '@xcb/shared/actions/courses';
import type { Db, Executor } from '../../db/client.ts';
import {
  articleTypes,
  articles,
  cartItems,
  courseChapters,
  courseEvaluations,
  courseOrders,
  courseSections,
  courseVideos,
  users,
} from '../../db/schema/index.ts';
import { forbidden, notFound, refuse } from '../../core/errors.ts';
import type { Actor } from '../../http/router.ts';
import { courseContent } from './course-content.port.ts';
import { cardColumns, presentCourses, type ArticleRow } from './courses.presenter.ts';
import { keywordSearch } from '../../db/search.ts';
import { preparedStatements } from '../../db/prepared.ts';
import type { ViewCounts } from '../../db/view-counts.ts';
import { keep, type Kept, type ListedReads } from '../../db/kept/keep.ts';
import { cappedTotal, countOf, listPage, listReply, preparedListPage } from '../../db/paging.ts';

// Browsing (spec: /training, /list, /show) and the cart. Only approved courses (kind 'course', status 1)
// are listed, carted or bought; the author always sees his own.

export const APPROVED = 1;
const isCourse = eq(articles.kind, 'course');
const approved = and(isCourse, eq(articles.status, APPROVED));

/** The catalogue's courses with their authors joined, for a filter (not yet ordered or cut into a page). */
function catalogueRows(db: Db, where: SQL | undefined) {
  return db
    .select({ ...cardColumns, authorName: users.name, authorNick: users.nickName, authorIcon: users.icon })
    .from(articles)
    .leftJoin(users, eq(users.id, articles.authorId))
    .where(where);
}
const newestFirst = [desc(articles.createdAt), desc(articles.id)];

/**
 * The unfiltered catalogue (the /training landing, the most read list) is prepared once (db/prepared.ts).
 * Searches and category filters are built per request: a generic plan could not use their indexes.
 */
const plainCatalogue = preparedStatements((db) => ({
  page: catalogueRows(db, approved)
    .orderBy(...newestFirst)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('catalogue_page'),
  count: countOf(db, catalogueRows(db, approved)).prepare('catalogue_count'),
}));

/**
 * The catalogue page: the page with its authors joined and the count, the categories from the type
 * cache. A parent category matches its children inside the same query.
 */
export async function listCourses(
  db: Db,
  q: { pageNum: number; pageSize: number; articleType?: number | undefined; keyword?: string | undefined },
) {
  const filters = [approved];
  if (q.articleType) {
    filters.push(
      sql`${articles.typeIds} && array(select ${articleTypes.id} from ${articleTypes} where ${articleTypes.id} = ${q.articleType} or ${articleTypes.parentId} = ${q.articleType})`,
    );
  }
  // a search ranks courses whose title holds the keyword before those whose summary does (db/search.ts)
  const search = keywordSearch(q.keyword, { titles: [articles.title], bodies: [articles.summary] });
  const plain = filters.length === 1 && !search ? plainCatalogue(db) : null;
  const p = plain
    ? await preparedListPage(
        q,
        (cut) => plain.page.execute(cut),
        () => cappedTotal(plain.count.execute()),
      )
    : await listPage(db, q, (match) => catalogueRows(db, and(...filters, match)).orderBy(...newestFirst), { search });
  const authors = new Map(p.rows.map((r) => [r.authorId, { name: r.authorName ?? '', nickName: r.authorNick, icon: r.authorIcon }]));
  return { ...listReply(p, await presentCourses(db, p.rows, authors)), pageSize: q.pageSize };
}

/** The course as the caller may see it: approved, or his own in any state. Anything else is not found. */
export async function visibleCourse(db: Executor, actor: Actor | null, id: number): Promise<ArticleRow> {
  const [row] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.id, id), isCourse));
  if (!row || (row.status !== APPROVED && row.authorId !== actor?.userId)) throw notFound(COURSE_MSG.notFound);
  return row;
}

/** The caller's paid (or reviewed) order of the course, if any. */
export async function paidOrder(db: Executor, userId: number, articleId: number) {
  const [row] = await db
    .select({ id: courseOrders.id })
    .from(courseOrders)
    .where(
      and(
        eq(courseOrders.buyerId, userId),
        eq(courseOrders.articleId, articleId),
        inArray(courseOrders.state, [ORDER_STATE.paid, ORDER_STATE.reviewed]),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

/**
 * The course page's statements, prepared once (db/prepared.ts): it is the most read page, and building
 * its SQL on every request was a quarter of its CPU (bench: course detail).
 */
const detailQueries = preparedStatements((db) => {
  const id = sql.placeholder('id');
  return {
    course: db
      .select()
      .from(articles)
      .where(and(eq(articles.id, id), isCourse))
      .prepare('course_detail_course'),
    author: db
      .select({ name: users.name, nickName: users.nickName, icon: users.icon })
      .from(users)
      .where(eq(users.id, sql.placeholder('authorId')))
      .prepare('course_detail_author'),
    reviews: db
      .select({
        id: courseEvaluations.id,
        allScore: courseEvaluations.allScore,
        content: courseEvaluations.content,
        createdAt: courseEvaluations.createdAt,
        name: users.name,
        nickName: users.nickName,
        icon: users.icon,
      })
      .from(courseEvaluations)
      .innerJoin(users, eq(users.id, courseEvaluations.userId))
      .where(eq(courseEvaluations.articleId, id))
      .orderBy(desc(courseEvaluations.createdAt))
      .limit(20)
      .prepare('course_detail_reviews'),
  };
});

/**
 * The course page. A view by anyone but the author is counted in memory and written in a batch
 * (db/view-counts.ts): the page is a read, and the count shown includes this instance's views not yet
 * written. The cart line and the paid order are one query; the chapters two.
 */
/** What a course's page shows every visitor alike: the row as stored, its reviews, chapters and card (with the author). */
interface CoursePage {
  row: ArticleRow;
  reviews: Awaited<ReturnType<ReturnType<typeof detailQueries>['reviews']['execute']>>;
  chapters: Awaited<ReturnType<ReturnType<typeof courseContent>['chapters']>>;
  card: Awaited<ReturnType<typeof presentCourses>>[number];
}

// A course's page is the most read page after the lists, and all but one statement of it (is it in the
// caller's cart, did he buy it) is the same for everybody: that part is kept per course, like the public
// lists' replies (http/kept-replies.ts), while no write to listed data was seen. A review, a new chapter,
// a purchase (buy count), a price change or the view counts being folded in is such a write, so the next
// read is fresh. Only approved courses are kept; the author, who also sees his drafts and the review
// reason, always reads afresh.
const KEPT_COURSE_BYTES = 16 * 1024 * 1024;
const KEPT_COURSE_MS = 30_000;
/** What a course's page is read from (readCoursePage). */
export const COURSE_PAGE_READS = [
  articles,
  users,
  courseEvaluations,
  courseChapters,
  courseSections,
  courseVideos,
] as const satisfies ListedReads;
const keptPages = new WeakMap<object, Kept<number, CoursePage>>();
function keptPagesOf(db: Db): Kept<number, CoursePage> {
  let kept = keptPages.get(db);
  if (!kept)
    keptPages.set(
      db,
      (kept = keep(db, {
        reads: COURSE_PAGE_READS,
        maxBytes: KEPT_COURSE_BYTES,
        ttl: KEPT_COURSE_MS,
        // a rough size: the HTML body and the chapters dominate
        bytes: (p) => 2 * ((p.row.content?.length ?? 0) + JSON.stringify(p.chapters).length) + 4096,
      })),
    );
  return kept;
}

async function readCoursePage(db: Db, id: number): Promise<CoursePage | undefined> {
  const q = detailQueries(db);
  const [row] = await q.course.execute({ id });
  if (!row) return undefined;
  // everything below depends only on the course row: one round trip's wait instead of three
  const [[author], reviews, chapters] = await Promise.all([
    q.author.execute({ authorId: row.authorId }),
    q.reviews.execute({ id }),
    courseContent().chapters(db, id),
  ]);
  const [card] = await presentCourses(db, [row], new Map(author ? [[row.authorId, author]] : []));
  return card ? { row, reviews, chapters, card } : undefined;
}

/** Whether the caller has the course in his cart, and his paid order of it. */
async function callerOfCourse(db: Db, actor: Actor, id: number) {
  const r = await db.execute<{ in_cart: boolean; order_id: number | null }>(
    sql`select exists (select 1 from ${cartItems} where ${cartItems.userId} = ${actor.userId} and ${cartItems.articleId} = ${id}) as in_cart,
        (select ${courseOrders.id} from ${courseOrders} where ${courseOrders.buyerId} = ${actor.userId} and ${courseOrders.articleId} = ${id}
          and ${courseOrders.state} in (${ORDER_STATE.paid}, ${ORDER_STATE.reviewed}) limit 1) as order_id`,
  );
  return r.rows[0];
}

export async function courseDetail(db: Db, views: ViewCounts, actor: Actor | null, id: number) {
  const kept = keptPagesOf(db);
  let page = kept.get(id);
  let caller: Awaited<ReturnType<typeof callerOfCourse>>;
  if (page && page.row.authorId !== actor?.userId) {
    caller = actor ? await callerOfCourse(db, actor, id) : undefined;
  } else {
    const stamp = kept.stamp();
    [page, caller] = await Promise.all([readCoursePage(db, id), actor ? callerOfCourse(db, actor, id) : undefined]);
    if (page?.row.status === APPROVED) kept.set(id, stamp, page);
  }
  const row = page?.row;
  if (!page || !row || (row.status !== APPROVED && row.authorId !== actor?.userId)) throw notFound(COURSE_MSG.notFound);
  const mine = row.authorId === actor?.userId;
  // the author's own views are not counted, nor views of a course not (or no longer) approved
  const counted = !mine && row.status === APPROVED;
  const unwritten = counted ? views.view('course', id) : views.unwritten('course', id);
  return {
    article: { ...page.card, readcount: row.readCount + unwritten, content: row.content, reviewReason: mine ? row.reviewReason : null },
    courseChaptersList: page.chapters,
    evaluations: page.reviews.map((r) => ({
      id: r.id,
      allScore: r.allScore,
      content: r.content,
      user: r.nickName || r.name,
      userIcon: r.icon,
      createdate: r.createdAt.toISOString(),
    })),
    mine,
    inCart: Boolean(caller?.in_cart),
    boughtOrderId: caller?.order_id ?? null,
  };
}

/** A course the actor may buy: approved, not his own, not already bought. */
export async function buyableCourse(db: Executor, actor: Actor, id: number): Promise<ArticleRow> {
  const [row] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.id, id), approved));
  if (!row) throw refuse(COURSE_MSG.notFound);
  if (row.authorId === actor.userId) throw refuse(COURSE_MSG.ownCourse);
  if (await paidOrder(db, actor.userId, id)) throw refuse(COURSE_MSG.alreadyBought);
  return row;
}

// ---- cart ----

export async function addToCart(db: Executor, actor: Actor, articleId: number) {
  await buyableCourse(db, actor, articleId);
  const rows = await db.insert(cartItems).values({ userId: actor.userId, articleId }).onConflictDoNothing().returning({ id: cartItems.id });
  if (rows.length === 0) throw refuse(COURSE_MSG.alreadyInCart);
  return { msg: COURSE_MSG.addedToCart, id: rows[0]?.id ?? 0 };
}

export async function listCart(db: Executor, actor: Actor) {
  const rows = await db
    .select({ item: cartItems, article: articles })
    .from(cartItems)
    .innerJoin(articles, eq(articles.id, cartItems.articleId))
    .where(eq(cartItems.userId, actor.userId))
    .orderBy(desc(cartItems.createdAt), desc(cartItems.id));
  const cards = await presentCourses(
    db,
    rows.map((r) => r.article),
  );
  return {
    data: rows.map((r, i) => ({ id: r.item.id, createdate: r.item.createdAt.toISOString(), article: cards[i] as (typeof cards)[number] })),
  };
}

/** Deletes the caller's own lines; naming another user's line is refused (403) and deletes nothing. */
export async function deleteCartItems(db: Executor, actor: Actor, ids: number[]) {
  const lines = await db.select({ userId: cartItems.userId }).from(cartItems).where(inArray(cartItems.id, ids));
  if (lines.some((l) => l.userId !== actor.userId)) throw forbidden();
  const rows = await db
    .delete(cartItems)
    .where(and(eq(cartItems.userId, actor.userId), inArray(cartItems.id, ids)))
    .returning({ id: cartItems.id });
  if (rows.length === 0) throw refuse(COURSE_MSG.selectToDelete);
  return { deleted: rows.length };
}

export async function clearCart(db: Executor, actor: Actor) {
  const rows = await db.delete(cartItems).where(eq(cartItems.userId, actor.userId)).returning({ id: cartItems.id });
  return { deleted: rows.length };
}
