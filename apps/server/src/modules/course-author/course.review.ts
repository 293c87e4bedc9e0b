import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { COURSE_MSG, formatCoins } from '@xcb/shared';
import type { ReviewItem } from '@xcb/shared/actions/admin';
import type { Executor } from '../../db/client.ts';
import { articleTypes, articles, courseAttachments, courseChapters, courseSections, courseVideos, users } from '../../db/schema/index.ts';
import { defineReviewKind, type ReviewListQuery } from '../staff/review.ts';
import { rejectionReason, reviewPage, type LatestDecision } from '../staff/review-rows.ts';
import { textLength } from './course.service.ts';
import { anyContains } from '../../db/search.ts';

// The staff course queue (spec: status 0 under review, 1 approved, 2 rejected). An edited course comes
// back as pending, so the course's own status, not the decision rows, says whether it waits.

const KIND = 'course';
const STATE = { pending: 0, approved: 1, rejected: 2 } as const;
const STATE_NAME: Record<number, string> = { 0: 'pending', 1: 'approved', 2: 'rejected' };

function where(q: ReviewListQuery): SQL | undefined {
  const c: SQL[] = [eq(articles.kind, 'course')];
  if (q.state) c.push(eq(articles.status, STATE[q.state]));
  if (q.keyword) {
    const k = anyContains(q.keyword, articles.title, users.name, users.nickName);
    if (k) c.push(k);
  }
  return and(...c);
}

function list(db: Executor, q: ReviewListQuery) {
  return reviewPage(
    db,
    KIND,
    q,
    () =>
      db
        .select({ a: articles, userName: users.name, nickName: users.nickName })
        .from(articles)
        .innerJoin(users, eq(users.id, articles.authorId))
        .where(where(q))
        .orderBy(desc(articles.updatedAt), desc(articles.id)),
    (r) => r.a.id,
    (rows, decisionOf) => drawCourses(db, rows, decisionOf),
  );
}

type CourseRow = { a: typeof articles.$inferSelect; userName: string; nickName: string | null };

async function drawCourses(db: Executor, rows: CourseRow[], decisionOf: (row: CourseRow) => LatestDecision): Promise<ReviewItem[]> {
  const ids = rows.map((r) => r.a.id);
  const typeIds = [...new Set(rows.flatMap((r) => r.a.typeIds))];
  const [types, chapters] = await Promise.all([
    typeIds.length
      ? db.select({ id: articleTypes.id, name: articleTypes.name }).from(articleTypes).where(inArray(articleTypes.id, typeIds))
      : [],
    ids.length
      ? db
          .select({ articleId: courseChapters.articleId, name: courseChapters.name, n: count(courseSections.id) })
          .from(courseChapters)
          .leftJoin(courseSections, eq(courseSections.chapterId, courseChapters.id))
          .where(inArray(courseChapters.articleId, ids))
          .groupBy(courseChapters.id)
          .orderBy(asc(courseChapters.id))
      : [],
  ]);
  const typeName = new Map(types.map((t) => [t.id, t.name]));
  // Staff see what they approve: the chapters, and every attachment and video to open or download.
  const [attachments, videos] = ids.length
    ? await Promise.all([
        db
          .select({ articleId: courseSections.articleId, name: courseAttachments.name, path: courseAttachments.path })
          .from(courseAttachments)
          .innerJoin(courseSections, eq(courseSections.id, courseAttachments.sectionId))
          .where(inArray(courseSections.articleId, ids))
          .orderBy(asc(courseAttachments.id)),
        db
          .select({ articleId: courseVideos.articleId, name: courseVideos.fileName, path: courseVideos.path })
          .from(courseVideos)
          .where(and(inArray(courseVideos.articleId, ids), eq(courseVideos.done, true)))
          .orderBy(asc(courseVideos.id)),
      ])
    : [[], []];
  return rows.map((row) => {
    const { a, userName, nickName } = row;
    const state = STATE_NAME[a.status] ?? 'pending';
    const overview = a.content
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    return {
      id: String(a.id),
      userId: a.authorId,
      userName,
      title: a.title,
      state,
      submittedAt: a.updatedAt.toISOString(),
      amount: a.readMoney,
      fields: [
        { label: '作者', value: nickName ? `${nickName}（${userName}）` : userName },
        {
          label: '类型',
          value: a.typeIds
            .map((t) => typeName.get(t) ?? '')
            .filter(Boolean)
            .join('、'),
        },
        { label: '所属技能', value: a.postDivision ?? '' },
        { label: '价格（晶币）', value: formatCoins(a.readMoney) },
        { label: '简介', value: a.summary },
        { label: '课程概述', value: `${overview}（${textLength(a.content)}字）` },
        {
          label: '章节',
          value:
            chapters
              .filter((c) => c.articleId === a.id)
              .map((c, i) => `第${i + 1}章 ${c.name}（${c.n}节）`)
              .join('；') || '暂无章节',
        },
      ],
      images: a.icon ? [a.icon] : [],
      files: [...attachments, ...videos].filter((f) => f.articleId === a.id && f.path).map((f) => ({ name: f.name, path: f.path ?? '' })),
      // The sections' text and media play on the learner's page, which staff may open (course_learn).
      link: { label: '预览课程内容', href: `/study?id=${a.id}` },
      // A course edited after a decision waits again: the old decision is not this version's.
      decision: state === 'pending' ? null : decisionOf(row),
    };
  });
}

const courseReviewKind = defineReviewKind({
  kind: KIND,
  label: '课程审核',
  route: '/admin/courses/review',
  list,
  async load(tx, id) {
    if (!/^\d{1,9}$/.test(id)) return null;
    const [a] = await tx
      .select()
      .from(articles)
      .where(and(eq(articles.id, Number(id)), eq(articles.kind, 'course')))
      .for('update');
    if (!a) return null;
    return {
      id,
      userId: a.authorId,
      pending: a.status === STATE.pending,
      snapshot: { title: a.title, status: a.status, readMoney: a.readMoney },
    };
  },
  async apply(tx, subject, decision, reason) {
    const status = decision === 'approve' ? STATE.approved : STATE.rejected;
    await tx
      .update(articles)
      .set({ status, reviewReason: rejectionReason(decision, reason), updatedAt: new Date() })
      .where(eq(articles.id, Number(subject.id)));
    return { status };
  },
  notice(subject, decision, reason) {
    const title = (subject.snapshot as { title?: string }).title ?? '';
    // spec: message type 01 shared training; the redirect opens the course's result on /release_curriculum
    return {
      messageType: '01',
      messageTypeClass: '01',
      title: COURSE_MSG.reviewTitle,
      content: decision === 'approve' ? COURSE_MSG.approvedNotice(title) : COURSE_MSG.rejectedNotice(title, reason ?? ''),
      redirectId: subject.id,
    };
  },
});

/** Registered by buildApp (app.ts). */
export const courseReviewKinds = [courseReviewKind];
