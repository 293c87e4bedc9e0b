import { and, desc, eq, inArray } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import { ADMIN_MSG } from '@xcb/shared';
import type { Executor } from '../../db/client.ts';
import { articleTypes, articles, users } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../core/errors.ts';
import type { Actor } from '../../http/router.ts';
import type { AppDeps } from '../../http/deps.ts';
import { requireAdmin } from '../staff/access.ts';
import { audit } from '../staff/audit.ts';
import { addCourse, updateCourse, type CourseInput } from '../course-author/course.service.ts';
import { sanitizeRichText } from '../files/rich-text.ts';
import { listPage } from '../../db/paging.ts';
import { presentArticle } from './admin.presenter.ts';

type ArticleInput = CourseInput;

async function checkTypes(db: Executor, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length > 3) throw badRequest(ADMIN_MSG.articleTypeMax);
  const found = await db.select({ id: articleTypes.id }).from(articleTypes).where(inArray(articleTypes.id, unique));
  if (found.length !== unique.length) throw badRequest(ADMIN_MSG.articleTypeUnknown);
  return unique;
}

function clean(input: ArticleInput) {
  const content = sanitizeRichText(input.content);
  if (!sanitizeHtml(content, { allowedTags: ['img'], allowedAttributes: { img: ['src'] } }).trim())
    throw badRequest(ADMIN_MSG.articleContentRequired);
  const icon = input.icon && input.icon.startsWith('/') && !input.icon.startsWith('//') ? input.icon : null;
  return { title: input.title, summary: input.summary, content, icon };
}

/**
 * article_add / article_update serve two flows (spec keeps one action name): staff write articles
 * (administrators only), users publish courses (course-author module, reviewed before they are listed).
 */
export async function addArticle(deps: AppDeps, actor: Actor, input: ArticleInput) {
  if (!actor.staffRole) return addCourse(deps, actor, input);
  requireAdmin(actor);
  return deps.db.transaction(async (tx) => {
    const typeIds = await checkTypes(tx, input.typeIds);
    const values = { ...clean(input), typeIds, authorId: actor.userId, status: 1 };
    const [row] = await tx.insert(articles).values(values).returning({ id: articles.id });
    const id = row?.id ?? 0;
    await audit(tx, actor, {
      action: 'article.add',
      kind: 'article',
      target: id,
      after: { title: values.title, summary: values.summary, icon: values.icon, typeIds },
    });
    return { data: id };
  });
}

export async function updateArticle(deps: AppDeps, actor: Actor, id: number, input: ArticleInput) {
  if (!actor.staffRole) return updateCourse(deps, actor, id, input);
  requireAdmin(actor);
  return deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(articles).where(eq(articles.id, id)).for('update');
    // A user's course is the author's to edit; staff decide on it in the review queue.
    if (!before || before.kind !== 'article') throw notFound();
    const typeIds = await checkTypes(tx, input.typeIds);
    const values = { ...clean(input), typeIds };
    await tx
      .update(articles)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(articles.id, id));
    await audit(tx, actor, {
      action: 'article.update',
      kind: 'article',
      target: id,
      before: {
        title: before.title,
        summary: before.summary,
        icon: before.icon,
        typeIds: before.typeIds,
        contentLength: before.content.length,
      },
      after: { title: values.title, summary: values.summary, icon: values.icon, typeIds, contentLength: values.content.length },
    });
    return { data: id };
  });
}

async function present(db: Executor, rows: { a: typeof articles.$inferSelect; author: string }[]) {
  const ids = [...new Set(rows.flatMap((r) => r.a.typeIds))];
  const types = ids.length
    ? await db.select({ id: articleTypes.id, name: articleTypes.name }).from(articleTypes).where(inArray(articleTypes.id, ids))
    : [];
  const name = new Map(types.map((t) => [t.id, t.name]));
  return rows.map(({ a, author }) => presentArticle(a, author, name));
}

export async function listArticles(deps: AppDeps, actor: Actor, q: { pageNum: number; pageSize: number }) {
  requireAdmin(actor);
  const staffAuthored = eq(articles.kind, 'article');
  const { rows, total } = await listPage(deps.db, q, () =>
    deps.db
      .select({ a: articles, author: users.name })
      .from(articles)
      .innerJoin(users, eq(users.id, articles.authorId))
      .where(staffAuthored)
      .orderBy(desc(articles.createdAt), desc(articles.id)),
  );
  return { recordList: (await present(deps.db, rows)).map(({ content: _c, ...rest }) => rest), recordCount: total };
}

export async function getArticle(deps: AppDeps, actor: Actor, id: number) {
  requireAdmin(actor);
  const rows = await deps.db
    .select({ a: articles, author: users.name })
    .from(articles)
    .innerJoin(users, eq(users.id, articles.authorId))
    .where(and(eq(articles.id, id), eq(articles.kind, 'article')));
  const [one] = await present(deps.db, rows);
  if (!one) throw notFound();
  return one;
}
