import { and, asc, count, desc, eq, inArray, max, sql, type SQL } from 'drizzle-orm';
import { COMMUNITY_MSG } from '@xcb/shared';
import type { Executor } from '../../db/client.ts';
import type { ViewCounts } from '../../db/view-counts.ts';
import { articleTypes, articles, needAnswers, needCollections, needs, users } from '../../db/schema/index.ts';
import { badRequest, notFound, refuse, unauthorized } from '../../core/errors.ts';
import type { Actor } from '../../http/router.ts';
import type { AppDeps } from '../../http/deps.ts';
import { keywordSearch } from '../../db/search.ts';
import { sanitizeRichText } from '../files/rich-text.ts';
import { noticeSender } from '../messaging/notices.service.ts';
import { listPage, listReply } from '../../db/paging.ts';
import { plain, presentAnswer, presentNeeds, userCols } from './community.presenter.ts';

/** Q&A notices (01-11): a question asked of someone, an answer given. */
const qaNotice = noticeSender('01', '11');

// Questions and answers of the training community (spec need_list, collection_list, need_myAnswerNeed;
// pages put_questions, question_answer, curse_answer, answer?id&authorid). Rich text is sanitised with
// the platform's allow-list before it is stored.

function richOrRefuse(html: string, empty: string): string {
  const clean = sanitizeRichText(html);
  if (!plain(clean) && !/<img\s/i.test(clean)) throw badRequest(empty);
  return clean;
}

export async function listNeeds(
  db: Executor,
  actor: Actor | null,
  q: {
    userId?: unknown;
    title?: string | undefined;
    articleId?: number | undefined;
    teacherId?: number | undefined;
    pageNum: number;
    pageSize: number;
  },
) {
  const mine = q.userId !== undefined && q.userId !== null && q.userId !== '';
  // The router checked a userId against the caller; an anonymous caller has no questions of his own.
  if (mine && !actor) throw unauthorized('ERR0001');
  const c: (SQL | undefined)[] = [];
  if (mine && actor) c.push(eq(needs.userId, actor.userId));
  // the questions' search box matches titles only (db/search.ts: trigram or, for 1–2 characters, gram index)
  const search = keywordSearch(q.title, { titles: [needs.needName] });
  if (q.articleId) c.push(eq(needs.articleId, q.articleId));
  if (q.teacherId) c.push(eq(needs.teacherId, q.teacherId));
  const p = await listPage(
    db,
    q,
    (match) =>
      db
        .select({ n: needs, u: userCols })
        .from(needs)
        .innerJoin(users, eq(users.id, needs.userId))
        .where(and(...c, match))
        .orderBy(desc(needs.createdAt), desc(needs.id)),
    { search },
  );
  return { ...listReply(p, await presentNeeds(db, p.rows)), pageSize: q.pageSize };
}

export async function addNeed(
  deps: Pick<AppDeps, 'db' | 'hub'>,
  actor: Actor,
  input: { needName: string; content: string; typeIds: number[]; articleId?: number | undefined; teacherId?: number | undefined },
) {
  const { db } = deps;
  const content = richOrRefuse(input.content, COMMUNITY_MSG.contentRequired);
  const typeIds = [...new Set(input.typeIds)];
  if (typeIds.length) {
    const found = await db.select({ id: articleTypes.id }).from(articleTypes).where(inArray(articleTypes.id, typeIds));
    if (found.length !== typeIds.length) throw badRequest(COMMUNITY_MSG.typeUnknown);
  }
  let courseAuthor: number | null = null;
  if (input.articleId) {
    const [a] = await db
      .select({ id: articles.id, authorId: articles.authorId })
      .from(articles)
      .where(and(eq(articles.id, input.articleId), eq(articles.status, 1)));
    if (!a) throw notFound(COMMUNITY_MSG.articleNotFound);
    courseAuthor = a.authorId;
  }
  if (input.teacherId) {
    if (input.teacherId === actor.userId) throw badRequest(COMMUNITY_MSG.answerOwn);
    const [u] = await db.select({ id: users.id }).from(users).where(eq(users.id, input.teacherId));
    if (!u) throw notFound(COMMUNITY_MSG.userNotFound);
  }
  // whom the question is put to: the teacher asked by name, and the author of the course it is about
  const asked = [...new Set([input.teacherId, courseAuthor])].filter((id): id is number => !!id && id !== actor.userId);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(needs)
      .values({
        userId: actor.userId,
        needName: input.needName,
        content,
        typeIds,
        articleId: input.articleId ?? null,
        teacherId: input.teacherId ?? null,
      })
      .returning({ id: needs.id });
    if (!row) throw new Error('need not created');
    if (asked.length) {
      const [me] = await tx.select({ name: users.name, nickName: users.nickName }).from(users).where(eq(users.id, actor.userId));
      // the same shared-training Q&A notice the asker gets for an answer, linking to the question
      for (const userId of asked)
        await qaNotice(tx, deps.hub, {
          userId,
          title: COMMUNITY_MSG.answerNoticeTitle,
          content: COMMUNITY_MSG.askedNotice(me?.nickName ?? me?.name ?? '', input.needName),
          redirectId: row.id,
        });
    }
    return { msg: COMMUNITY_MSG.asked, id: row.id };
  });
}

/** A question's page; a view by anyone but its asker is counted in a batch (db/view-counts.ts) and shown at once. */
export async function needDetail(db: Executor, views: ViewCounts, actor: Actor | null, id: number) {
  const [row] = await db.select({ n: needs, u: userCols }).from(needs).innerJoin(users, eq(users.id, needs.userId)).where(eq(needs.id, id));
  if (!row) throw notFound(COMMUNITY_MSG.questionNotFound);
  const mine = actor?.userId === row.n.userId;
  const unwritten = mine ? views.unwritten('question', id) : views.view('question', id);
  const [fav] = actor
    ? await db
        .select({ n: count() })
        .from(needCollections)
        .where(and(eq(needCollections.userId, actor.userId), eq(needCollections.needId, id)))
    : [];
  const [card] = await presentNeeds(db, [{ ...row, n: { ...row.n, readCount: row.n.readCount + unwritten } }]);
  if (!card) throw notFound(COMMUNITY_MSG.questionNotFound);
  return { need: { ...card, content: row.n.content }, collected: (fav?.n ?? 0) > 0, mine };
}

export async function listAnswers(db: Executor, q: { needId: number; pageNum: number; pageSize: number }) {
  const p = await listPage(db, q, () =>
    db
      .select({ a: needAnswers, u: userCols })
      .from(needAnswers)
      .innerJoin(users, eq(users.id, needAnswers.userId))
      .where(eq(needAnswers.needId, q.needId))
      .orderBy(asc(needAnswers.createdAt), asc(needAnswers.id)),
  );
  return { ...listReply(p, p.rows.map(presentAnswer)), pageSize: q.pageSize };
}

export async function addAnswer(deps: Pick<AppDeps, 'db' | 'hub'>, actor: Actor, input: { needId: number; content: string }) {
  const content = richOrRefuse(input.content, COMMUNITY_MSG.answerRequired);
  return deps.db.transaction(async (tx) => {
    const [need] = await tx.select().from(needs).where(eq(needs.id, input.needId)).for('update');
    if (!need) throw notFound(COMMUNITY_MSG.questionNotFound);
    if (need.userId === actor.userId) throw refuse(COMMUNITY_MSG.answerOwn);
    const [row] = await tx.insert(needAnswers).values({ needId: need.id, userId: actor.userId, content }).returning({ id: needAnswers.id });
    if (!row) throw new Error('answer not created');
    await tx
      .update(needs)
      .set({ answerCount: sql`${needs.answerCount} + 1` })
      .where(eq(needs.id, need.id));
    const [me] = await tx.select({ name: users.name, nickName: users.nickName }).from(users).where(eq(users.id, actor.userId));
    // design: the asker is told of each answer (shared-training notice), linking to the question
    await qaNotice(tx, deps.hub, {
      userId: need.userId,
      title: COMMUNITY_MSG.answerNoticeTitle,
      content: COMMUNITY_MSG.answerNotice(me?.nickName ?? me?.name ?? '', need.needName),
      redirectId: need.id,
    });
    return { msg: COMMUNITY_MSG.answered, id: row.id };
  });
}

export async function collectNeed(db: Executor, actor: Actor, needId: number, on: boolean) {
  if (!on) {
    await db.delete(needCollections).where(and(eq(needCollections.userId, actor.userId), eq(needCollections.needId, needId)));
    return { msg: COMMUNITY_MSG.uncollected, collected: false };
  }
  const [need] = await db.select({ id: needs.id }).from(needs).where(eq(needs.id, needId));
  if (!need) throw notFound(COMMUNITY_MSG.questionNotFound);
  const added = await db.insert(needCollections).values({ userId: actor.userId, needId }).onConflictDoNothing().returning();
  return { msg: added.length ? COMMUNITY_MSG.collected : COMMUNITY_MSG.alreadyCollected, collected: true };
}

export async function collectionList(db: Executor, actor: Actor, q: { collectionType: number; pageNum: number; pageSize: number }) {
  // spec collectionType 1 is the only kind of collection: questions
  if (q.collectionType !== 1) return { recordList: [], recordCount: 0, pageSize: q.pageSize };
  const p = await listPage(db, q, () =>
    db
      .select({ n: needs, u: userCols, time: needCollections.createdAt })
      .from(needCollections)
      .innerJoin(needs, eq(needs.id, needCollections.needId))
      .innerJoin(users, eq(users.id, needs.userId))
      .where(eq(needCollections.userId, actor.userId))
      .orderBy(desc(needCollections.createdAt)),
  );
  const cards = await presentNeeds(db, p.rows);
  const collected = p.rows.flatMap((r, i) => (cards[i] ? [{ collectionTime: r.time.toISOString(), need: cards[i] }] : []));
  return { ...listReply(p, collected), pageSize: q.pageSize };
}

/** need_myAnswerNeed: the questions the caller answered, with his latest answer, latest first. */
export async function myAnswered(db: Executor, actor: Actor, q: { pageNum: number; pageSize: number }) {
  const latest = db
    .select({ needId: needAnswers.needId, at: max(needAnswers.createdAt).as('at') })
    .from(needAnswers)
    .where(eq(needAnswers.userId, actor.userId))
    .groupBy(needAnswers.needId)
    .as('latest');
  // one row per question answered (the answers grouped by question), so the total counts questions
  const p = await listPage(db, q, () =>
    db
      .select({ n: needs, u: userCols, at: latest.at })
      .from(latest)
      .innerJoin(needs, eq(needs.id, latest.needId))
      .innerJoin(users, eq(users.id, needs.userId))
      .orderBy(desc(latest.at)),
  );
  const { rows } = p;
  const ids = rows.map((r) => r.n.id);
  const answers = ids.length
    ? await db
        .select({ needId: needAnswers.needId, content: needAnswers.content, at: needAnswers.createdAt })
        .from(needAnswers)
        .where(and(eq(needAnswers.userId, actor.userId), inArray(needAnswers.needId, ids)))
        .orderBy(desc(needAnswers.createdAt))
    : [];
  const cards = await presentNeeds(db, rows);
  const answered = rows.flatMap((r, i) => {
    const a = answers.find((x) => x.needId === r.n.id);
    const c = cards[i];
    return c && a ? [{ ...c, myAnswer: plain(a.content).slice(0, 200), answerTime: a.at.toISOString() }] : [];
  });
  return { ...listReply(p, answered), pageSize: q.pageSize };
}
