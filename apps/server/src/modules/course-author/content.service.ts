import { and, asc, count, eq, inArray, isNull, notInArray, or } from 'drizzle-orm';
import { COURSE_MSG } from '@xcb/shared';
import type { Chapter, Section } from '@xcb/shared/actions/course-author';
import type { Executor, Tx } from '../../db/client.ts';
import { articles, courseAttachments, courseChapters, courseSections, courseVideos } from '../../db/schema/index.ts';
import { badRequest, forbidden, notFound } from '../../core/errors.ts';
import type { Actor } from '../../http/router.ts';
import type { AppDeps } from '../../http/deps.ts';
import { sanitizeRichText } from '../files/rich-text.ts';
import { ownCourse, resubmit } from './course.service.ts';
import { dropSectionFiles, orphaned, removeLeftovers } from './leftovers.ts';
import { presentChapter, presentSection } from './course-author.presenter.ts';

// Chapters and sections of a course (spec: /add_chapter). Every change goes through ownCourse: the
// author only, never on an approved course; a rejected course goes back to review when it changes.

async function chapterCourse(tx: Tx, actor: Actor, chapterId: number) {
  const [c] = await tx.select({ articleId: courseChapters.articleId }).from(courseChapters).where(eq(courseChapters.id, chapterId));
  if (!c) throw notFound();
  return ownCourse(tx, actor, c.articleId, { editable: true });
}

async function sectionCourse(tx: Tx, actor: Actor, sectionId: number) {
  const [s] = await tx
    .select({ articleId: courseSections.articleId, chapterId: courseSections.chapterId })
    .from(courseSections)
    .where(eq(courseSections.id, sectionId));
  if (!s) throw notFound();
  return { course: await ownCourse(tx, actor, s.articleId, { editable: true }), chapterId: s.chapterId };
}

/** Reading a course's content while it is being authored: its author, or staff reviewing it. */
async function canRead(db: Executor, actor: Actor, articleId: number): Promise<void> {
  const [a] = await db.select({ authorId: articles.authorId, kind: articles.kind }).from(articles).where(eq(articles.id, articleId));
  if (!a || a.kind !== 'course') throw notFound();
  if (a.authorId !== actor.userId && !actor.staffRole) throw forbidden(COURSE_MSG.notAuthor);
}

export async function addChapter(deps: AppDeps, actor: Actor, input: { articleId: number; chaptersname: string; chapterscontent: string }) {
  return deps.db.transaction(async (tx) => {
    const course = await ownCourse(tx, actor, input.articleId, { editable: true });
    const [row] = await tx
      .insert(courseChapters)
      .values({ articleId: input.articleId, name: input.chaptersname, description: input.chapterscontent })
      .returning({ id: courseChapters.id });
    await resubmit(tx, course);
    return { data: row?.id ?? 0 };
  });
}

export async function updateChapter(deps: AppDeps, actor: Actor, input: { id: number; chaptersname: string; chapterscontent: string }) {
  return deps.db.transaction(async (tx) => {
    const course = await chapterCourse(tx, actor, input.id);
    await tx
      .update(courseChapters)
      .set({ name: input.chaptersname, description: input.chapterscontent })
      .where(eq(courseChapters.id, input.id));
    await resubmit(tx, course);
    return { data: input.id };
  });
}

export async function deleteChapter(deps: AppDeps, actor: Actor, id: number) {
  const left = await deps.db.transaction(async (tx) => {
    const course = await chapterCourse(tx, actor, id);
    const sections = await tx.select({ id: courseSections.id }).from(courseSections).where(eq(courseSections.chapterId, id));
    const files = await dropSectionFiles(
      tx,
      sections.map((s) => s.id),
    );
    await tx.delete(courseChapters).where(eq(courseChapters.id, id));
    await resubmit(tx, course);
    return orphaned(tx, files);
  });
  await removeLeftovers(deps, left);
  return { msg: COURSE_MSG.deleted };
}

export async function listChapters(deps: AppDeps, actor: Actor, articleId: number): Promise<Chapter[]> {
  await canRead(deps.db, actor, articleId);
  const rows = await deps.db
    .select({ c: courseChapters, n: count(courseSections.id) })
    .from(courseChapters)
    .leftJoin(courseSections, eq(courseSections.chapterId, courseChapters.id))
    .where(eq(courseChapters.articleId, articleId))
    .groupBy(courseChapters.id)
    .orderBy(asc(courseChapters.id));
  return rows.map(({ c, n }) => presentChapter(c, n));
}

interface SectionInput {
  coursename: string;
  coursecontent: string;
  coursefilepath?: string | undefined;
}

function cleanContent(html: string): string {
  const content = sanitizeRichText(html);
  if (!content.replace(/<[^>]*>|&nbsp;|\s/g, '') && !/<img\s/i.test(content)) throw badRequest(COURSE_MSG.sectionContent);
  return content;
}

/**
 * Links the section to the attachments named by path: only files this author uploaded, not yet attached
 * elsewhere. Files the section no longer names are removed (the editor has no way back to them) and
 * answered, to leave the disk after the commit.
 */
async function linkAttachments(tx: Tx, actor: Actor, sectionId: number, paths: string | undefined): Promise<string[]> {
  const wanted = [
    ...new Set(
      (paths ?? '')
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean),
    ),
  ];
  if (wanted.length > 10) throw badRequest(COURSE_MSG.attachmentType);
  if (wanted.length) {
    const rows = await tx
      .select({ id: courseAttachments.id })
      .from(courseAttachments)
      .where(
        and(
          inArray(courseAttachments.path, wanted),
          eq(courseAttachments.userId, actor.userId),
          or(isNull(courseAttachments.sectionId), eq(courseAttachments.sectionId, sectionId)),
        ),
      );
    if (rows.length !== wanted.length) throw forbidden(COURSE_MSG.notAuthor);
  }
  const dropped = await tx
    .delete(courseAttachments)
    .where(and(eq(courseAttachments.sectionId, sectionId), wanted.length ? notInArray(courseAttachments.path, wanted) : undefined))
    .returning({ path: courseAttachments.path });
  if (wanted.length)
    await tx
      .update(courseAttachments)
      .set({ sectionId })
      .where(and(inArray(courseAttachments.path, wanted), eq(courseAttachments.userId, actor.userId)));
  return dropped.map((d) => d.path);
}

export async function addSection(deps: AppDeps, actor: Actor, input: SectionInput & { courseChaptesId: number }) {
  const content = cleanContent(input.coursecontent);
  return deps.db.transaction(async (tx) => {
    const course = await chapterCourse(tx, actor, input.courseChaptesId);
    const [row] = await tx
      .insert(courseSections)
      .values({ chapterId: input.courseChaptesId, articleId: course.id, name: input.coursename, content })
      .returning({ id: courseSections.id });
    const id = row?.id ?? 0;
    await linkAttachments(tx, actor, id, input.coursefilepath);
    await resubmit(tx, course);
    return { data: id };
  });
}

export async function updateSection(deps: AppDeps, actor: Actor, input: SectionInput & { id: number }) {
  const content = cleanContent(input.coursecontent);
  const left = await deps.db.transaction(async (tx) => {
    const { course } = await sectionCourse(tx, actor, input.id);
    await tx.update(courseSections).set({ name: input.coursename, content, updatedAt: new Date() }).where(eq(courseSections.id, input.id));
    const dropped = await linkAttachments(tx, actor, input.id, input.coursefilepath);
    await resubmit(tx, course);
    return orphaned(tx, { uploads: dropped, partials: [] });
  });
  await removeLeftovers(deps, left);
  return { data: input.id };
}

export async function deleteSection(deps: AppDeps, actor: Actor, id: number) {
  const left = await deps.db.transaction(async (tx) => {
    const { course } = await sectionCourse(tx, actor, id);
    const files = await dropSectionFiles(tx, [id]);
    await tx.delete(courseSections).where(eq(courseSections.id, id));
    await resubmit(tx, course);
    return orphaned(tx, files);
  });
  await removeLeftovers(deps, left);
  return { msg: COURSE_MSG.deleted };
}

export async function listSections(deps: AppDeps, actor: Actor, chapterId: number): Promise<Section[]> {
  const [c] = await deps.db.select({ articleId: courseChapters.articleId }).from(courseChapters).where(eq(courseChapters.id, chapterId));
  if (!c) throw notFound();
  await canRead(deps.db, actor, c.articleId);
  const rows = await deps.db.select().from(courseSections).where(eq(courseSections.chapterId, chapterId)).orderBy(asc(courseSections.id));
  const ids = rows.map((r) => r.id);
  const [files, videos] = ids.length
    ? await Promise.all([
        deps.db.select().from(courseAttachments).where(inArray(courseAttachments.sectionId, ids)).orderBy(asc(courseAttachments.id)),
        deps.db
          .select()
          .from(courseVideos)
          .where(and(inArray(courseVideos.sectionId, ids), eq(courseVideos.done, true)))
          .orderBy(asc(courseVideos.id)),
      ])
    : [[], []];
  return rows.map((s) => presentSection(s, files, videos));
}
