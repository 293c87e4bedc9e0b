import { inArray } from 'drizzle-orm';
import type { NeedCard, PersonCard } from '@xcb/shared/actions/community';
import type { Executor } from '../../db/client.ts';
import { articleTypes, articles, users, type needAnswers, type needs } from '../../db/schema/index.ts';

// The reply shapes of the training community: a person as shown beside his questions and answers (his
// nickname, else his name), article cards, question cards, answers and person cards.

type NeedRow = typeof needs.$inferSelect;
export const userCols = { id: users.id, name: users.name, nickName: users.nickName, icon: users.icon };
type UserRow = { id: number; name: string; nickName: string | null; icon: string | null };
export const presentUser = (u: UserRow) => ({ id: u.id, nickName: u.nickName ?? u.name, icon: u.icon });

/** Rich text as plain words, for excerpts and for telling an empty editor from real content. */
export const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export const articleCardCols = { a: articles, author: users.name, nickName: users.nickName };
type Row = { a: typeof articles.$inferSelect; author: string; nickName: string | null };
export const presentArticleCard = ({ a, author, nickName }: Row) => ({
  id: a.id,
  title: a.title,
  summary: a.summary,
  icon: a.icon,
  kind: a.kind,
  authorid: a.authorId,
  author: nickName ?? author,
  readcount: a.readCount,
  createdate: a.createdAt.toISOString(),
});

/** Question cards, with their type names read for the whole page at once. */
export async function presentNeeds(db: Executor, rows: { n: NeedRow; u: UserRow }[]): Promise<NeedCard[]> {
  const typeIds = [...new Set(rows.flatMap((r) => r.n.typeIds))];
  const types = typeIds.length
    ? await db.select({ id: articleTypes.id, name: articleTypes.name }).from(articleTypes).where(inArray(articleTypes.id, typeIds))
    : [];
  const name = new Map(types.map((t) => [t.id, t.name]));
  return rows.map(({ n, u }) => ({
    id: n.id,
    needName: n.needName,
    userId: n.userId,
    user: presentUser(u),
    answerCount: n.answerCount,
    readCount: n.readCount,
    needCreatetime: n.createdAt.toISOString(),
    wtlxList: n.typeIds.flatMap((t) => (name.has(t) ? [{ id: t, name: name.get(t) ?? '' }] : [])),
    articleId: n.articleId,
    teacherId: n.teacherId,
    excerpt: plain(n.content).slice(0, 120),
  }));
}

export const presentAnswer = ({ a, u }: { a: typeof needAnswers.$inferSelect; u: UserRow }) => ({
  id: a.id,
  content: a.content,
  createTime: a.createdAt.toISOString(),
  user: presentUser(u),
});

type CardRow = {
  id: number;
  name: string;
  icon: string | null;
  nickName: string | null;
  city: string | null;
  job: string | null;
  sign: string | null;
  articleCount: number;
  fensiCount: number;
};
export const presentPerson = (r: CardRow): PersonCard => ({
  id: r.id,
  icon: r.icon,
  nickName: r.nickName ?? r.name,
  city: r.city,
  job: r.job,
  sign: r.sign,
  articleCount: Number(r.articleCount),
  fensiCount: Number(r.fensiCount),
});
