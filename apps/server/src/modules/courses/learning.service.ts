import { and, eq, inArray, sql } from 'drizzle-orm';
import { COURSE_MSG } from '@xcb/shared';
import { ORDER_STATE, type LearnViewer } from '@xcb/shared/actions/courses';
import type { Db, Executor } from '../../db/client.ts';
import { articles, courseOrders, learningProgress } from '../../db/schema/index.ts';
import { badRequest, notFound, refuse } from '../../core/errors.ts';
import { REVIEW_ROLES } from '../staff/access.ts';
import { APPROVED, paidOrder } from './catalog.service.ts';
import { courseContent } from './course-content.port.ts';
import { presentCourses, type ArticleRow } from './courses.presenter.ts';
import { MEDIA_TTL_SECONDS, signMedia } from './media-token.ts';

// Learning a course (spec: my learning, /study): who may open its content, the chapters with the
// learner's progress, one section with signed links to its video and attachments, and progress.

/** The caller, or the user a media link was issued to. */
export interface Learner {
  userId: number;
  staffRole: string | null;
}

const isStaff = (who: Learner) => who.staffRole !== null && (REVIEW_ROLES as readonly string[]).includes(who.staffRole);

/**
 * Who may open a course's content: a buyer whose order is paid or reviewed (not unpaid, cancelled or
 * refunded), the author, and staff (admin, reviewer) previewing it, also while it waits for review.
 * Anyone else gets course_learn's refusal; a course they cannot see at all is not found.
 */
export async function openCourse(
  db: Executor,
  who: Learner,
  articleId: number,
): Promise<{ course: ArticleRow; viewer: LearnViewer; orderId: number | null }> {
  const staff = isStaff(who);
  const [course] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.id, articleId), eq(articles.kind, 'course')));
  if (!course || (course.status !== APPROVED && course.authorId !== who.userId && !staff)) throw notFound(COURSE_MSG.notFound);
  const orderId = await paidOrder(db, who.userId, articleId);
  const viewer: LearnViewer | null = orderId ? 'buyer' : course.authorId === who.userId ? 'author' : staff ? 'staff' : null;
  if (!viewer) throw refuse(COURSE_MSG.notLearnable);
  return { course, viewer, orderId };
}

/** spec course_learn: the chapters and the learner's progress per section. */
export async function learn(db: Executor, who: Learner, id: number) {
  const { course, viewer, orderId } = await openCourse(db, who, id);
  const [card] = await presentCourses(db, [course]);
  if (!card) throw notFound(COURSE_MSG.notFound);
  const progress =
    viewer === 'buyer'
      ? await db
          .select()
          .from(learningProgress)
          .where(and(eq(learningProgress.userId, who.userId), eq(learningProgress.articleId, id)))
      : [];
  return {
    article: card,
    courseChaptersList: await courseContent().chapters(db, id),
    progress: progress.map((p) => ({ sectionId: p.sectionId, percent: p.percent, updatedAt: p.updatedAt.toISOString() })),
    orderId,
    viewer,
  };
}

const extension = (name: string) => /\.([a-z0-9]{1,8})$/i.exec(name)?.[1]?.toLowerCase() ?? '';

/**
 * course_section: one section's text, and its video and attachments as links signed for this user
 * (two hours); the stored paths never reach the browser.
 */
export async function openSection(db: Executor, secret: string, who: Learner, input: { articleId: number; sectionId: number }) {
  await openCourse(db, who, input.articleId);
  const s = await courseContent().section(db, input.articleId, input.sectionId);
  if (!s) throw notFound(COURSE_MSG.sectionNotFound);
  const now = Date.now();
  const link = (path: string) => `/course_media?t=${signMedia(secret, { u: who.userId, a: input.articleId, s: s.id, p: path }, now).token}`;
  const video = s.video ? { url: link(s.video.path), fileName: s.video.fileName } : null;
  const attachments = s.attachments.map((a) => {
    const url = link(a.path);
    return { id: a.id, name: a.name, ext: extension(a.name) || extension(a.path), url, downloadUrl: `${url}&download=1` };
  });
  const expiresAt = new Date((Math.floor(now / 1000) + MEDIA_TTL_SECONDS) * 1000).toISOString();
  return { id: s.id, chapterId: s.chapterId, name: s.name, content: s.content, video, attachments, expiresAt };
}

/**
 * spec course_progress: kept per section, never going back; only a buyer, only the course's own
 * sections. Any recorded progress ends the right to a refund, so a report of 0 records nothing.
 */
export async function saveProgress(db: Db, who: Learner, input: { articleId: number; sectionId: number; percent: number }) {
  return db.transaction(async (tx) => {
    // The paid order is locked, so a refund and the first progress cannot pass each other.
    const [o] = await tx
      .select({ id: courseOrders.id })
      .from(courseOrders)
      .where(
        and(
          eq(courseOrders.buyerId, who.userId),
          eq(courseOrders.articleId, input.articleId),
          inArray(courseOrders.state, [ORDER_STATE.paid, ORDER_STATE.reviewed]),
        ),
      )
      .for('update');
    if (!o) throw refuse(COURSE_MSG.notLearnable);
    if (!(await courseContent().hasSection(tx, input.articleId, input.sectionId))) throw badRequest(COURSE_MSG.sectionNotFound);
    if (input.percent === 0) {
      const [row] = await tx
        .select({ percent: learningProgress.percent })
        .from(learningProgress)
        .where(
          and(
            eq(learningProgress.userId, who.userId),
            eq(learningProgress.articleId, input.articleId),
            eq(learningProgress.sectionId, input.sectionId),
          ),
        );
      return { percent: row?.percent ?? 0 };
    }
    const [row] = await tx
      .insert(learningProgress)
      .values({ userId: who.userId, articleId: input.articleId, sectionId: input.sectionId, percent: input.percent })
      .onConflictDoUpdate({
        target: [learningProgress.userId, learningProgress.articleId, learningProgress.sectionId],
        set: { percent: sql`greatest(${learningProgress.percent}, excluded.percent)`, updatedAt: sql`now()` },
      })
      .returning({ percent: learningProgress.percent });
    return { percent: row?.percent ?? input.percent };
  });
}
