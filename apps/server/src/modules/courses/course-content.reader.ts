import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { ChapterItem } from '@xcb/shared/actions/courses';
import { courseAttachments, courseChapters, courseSections, courseVideos } from '../../db/schema/index.ts';
import type { CourseContentPort } from './course-content.types.ts';
import type { Executor } from '../../db/client.ts';
import { outsideTransaction, preparedStatements } from '../../db/prepared.ts';

const chapterQueries = (db: Executor) => {
  const articleId = sql.placeholder('articleId');
  return {
    chapters: db.select().from(courseChapters).where(eq(courseChapters.articleId, articleId)).orderBy(asc(courseChapters.id)),
    sections: db
      .select({
        id: courseSections.id,
        chapterId: courseSections.chapterId,
        name: courseSections.name,
        // Written out qualified: in a one-table select drizzle renders ${courseSections.id} as a bare "id",
        // which inside the subquery is the video's own id (every section then read as having no video).
        hasVideo: sql<boolean>`exists (select 1 from "course_videos" v where v."section_id" = "course_sections"."id" and v."article_id" = ${articleId} and v."done")`,
      })
      .from(courseSections)
      .where(eq(courseSections.articleId, articleId))
      .orderBy(asc(courseSections.id)),
  };
};
/** the course page reads them on every visit: prepared once outside transactions (db/prepared.ts) */
const preparedChapters = preparedStatements((db) => {
  const q = chapterQueries(db);
  return { chapters: q.chapters.prepare('course_chapters'), sections: q.sections.prepare('course_chapter_sections') };
});

/** The buyer side's view of the author side's chapters and sections (two queries per course). */
export const authoredCourseContent: CourseContentPort = {
  async chapters(db, articleId): Promise<ChapterItem[]> {
    const plain = outsideTransaction(db);
    const q = plain ? preparedChapters(plain) : chapterQueries(db);
    const [chapters, sections] = await Promise.all([q.chapters.execute({ articleId }), q.sections.execute({ articleId })]);
    return chapters.map((c) => ({
      id: c.id,
      chaptersname: c.name,
      chapterscontent: c.description,
      courseList: sections
        .filter((s) => s.chapterId === c.id)
        .map((s) => ({ id: s.id, coursename: s.name, hasVideo: Boolean(s.hasVideo) })),
    }));
  },
  async hasSection(db, articleId, sectionId) {
    const [row] = await db
      .select({ id: courseSections.id })
      .from(courseSections)
      .where(and(eq(courseSections.id, sectionId), eq(courseSections.articleId, articleId)));
    return !!row;
  },
  async section(db, articleId, sectionId) {
    const [row] = await db
      .select({ id: courseSections.id, chapterId: courseSections.chapterId, name: courseSections.name, content: courseSections.content })
      .from(courseSections)
      .where(and(eq(courseSections.id, sectionId), eq(courseSections.articleId, articleId)));
    if (!row) return null;
    const [videos, attachments] = await Promise.all([
      db
        .select({ fileName: courseVideos.fileName, path: courseVideos.path })
        .from(courseVideos)
        .where(and(eq(courseVideos.sectionId, sectionId), eq(courseVideos.articleId, articleId), eq(courseVideos.done, true)))
        .orderBy(desc(courseVideos.id))
        .limit(1),
      db
        .select({ id: courseAttachments.id, name: courseAttachments.name, path: courseAttachments.path })
        .from(courseAttachments)
        .where(eq(courseAttachments.sectionId, sectionId))
        .orderBy(asc(courseAttachments.id)),
    ]);
    const video = videos[0];
    return { ...row, video: video?.path ? { fileName: video.fileName, path: video.path } : null, attachments };
  },
};
