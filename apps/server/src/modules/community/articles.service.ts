import { and, arrayOverlaps, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { COMMUNITY_MSG } from '@xcb/shared';
import type { Executor } from '../../db/client.ts';
import type { ViewCounts } from '../../db/view-counts.ts';
import { articleTypes, articles, users } from '../../db/schema/index.ts';
import { notFound } from '../../core/errors.ts';
import type { Actor } from '../../http/router.ts';
import { listPage, listReply } from '../../db/paging.ts';
import { articleCardCols as cols, presentArticleCard as card } from './community.presenter.ts';

// The training group's articles (article_list, article_show): the platform's articles written by staff
// through the administrator article flow (modules/admin/articles.service.ts), and on a person's page
// his published work, which includes his approved courses (the same table; a course opens on /show).

export async function articleList(
  db: Executor,
  actor: Actor | null,
  q: { authorid?: number | undefined; my?: unknown; articleType?: number | undefined; pageNum: number; pageSize: number },
) {
  const own = !!actor && (q.my === 1 || q.my === '1') && (q.authorid === undefined || q.authorid === actor.userId);
  const c: (SQL | undefined)[] = [];
  if (own) c.push(eq(articles.authorId, actor.userId));
  else if (q.authorid) c.push(eq(articles.authorId, q.authorid), eq(articles.status, 1));
  else c.push(eq(articles.kind, 'article'), eq(articles.status, 1));
  if (q.articleType) {
    const children = await db
      .select({ id: articleTypes.id })
      .from(articleTypes)
      .where(or(eq(articleTypes.id, q.articleType), eq(articleTypes.parentId, q.articleType)));
    const ids = children.map((t) => t.id);
    c.push(ids.length ? arrayOverlaps(articles.typeIds, ids) : sql`false`);
  }
  const p = await listPage(db, q, () =>
    db
      .select(cols)
      .from(articles)
      .innerJoin(users, eq(users.id, articles.authorId))
      .where(and(...c))
      .orderBy(desc(articles.createdAt), desc(articles.id)),
  );
  return listReply(p, p.rows.map(card));
}

/** An article's page; the view is counted in a batch (db/view-counts.ts) and shown at once. */
export async function articleShow(db: Executor, views: ViewCounts, id: number) {
  const [row] = await db
    .select(cols)
    .from(articles)
    .innerJoin(users, eq(users.id, articles.authorId))
    .where(and(eq(articles.id, id), eq(articles.kind, 'article'), eq(articles.status, 1)));
  if (!row) throw notFound(COMMUNITY_MSG.articleNotFound);
  const unwritten = views.view('article', id);
  const types = row.a.typeIds.length
    ? await db.select({ name: articleTypes.name }).from(articleTypes).where(inArray(articleTypes.id, row.a.typeIds))
    : [];
  return {
    article: {
      ...card({ ...row, a: { ...row.a, readCount: row.a.readCount + unwritten } }),
      content: row.a.content,
      types: types.map((t) => t.name),
    },
  };
}
