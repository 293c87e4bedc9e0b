import type { Chapter, MyCourse, Section } from '@xcb/shared/actions/course-author';
import type { articles, courseAttachments, courseChapters, courseSections, courseVideos } from '../../db/schema/index.ts';

// Presenters: an author's course rows to the reply shapes of actions/course-author.ts. Pure: the services
// load the rows and names and pass them in.

type ArticleRow = typeof articles.$inferSelect;

/** What an author's and the back office's course rows both show: the text, the types by name, the state. */
export const articleFields = (a: ArticleRow, typeName: ReadonlyMap<number, string>) => ({
  id: a.id,
  title: a.title,
  summary: a.summary,
  icon: a.icon,
  content: a.content,
  typeIds: a.typeIds,
  typeNames: a.typeIds.map((t) => typeName.get(t) ?? '').filter(Boolean),
  status: a.status,
});

export function presentMyCourse(a: ArticleRow, typeName: ReadonlyMap<number, string>): MyCourse {
  return {
    ...articleFields(a, typeName),
    readMoney: a.readMoney,
    postDivision: a.postDivision,
    reviewReason: a.reviewReason,
    buyCount: a.buyCount,
    createdate: a.createdAt.toISOString(),
  };
}

export function presentChapter(c: typeof courseChapters.$inferSelect, sectionCount: number): Chapter {
  return { id: c.id, articleId: c.articleId, chaptersname: c.name, chapterscontent: c.description, sectionCount };
}

/** `files` and `videos` may hold other sections' rows; only this section's are shown, in the given order. */
export function presentSection(
  s: typeof courseSections.$inferSelect,
  files: (typeof courseAttachments.$inferSelect)[],
  videos: (typeof courseVideos.$inferSelect)[],
): Section {
  const own = files.filter((f) => f.sectionId === s.id);
  return {
    id: s.id,
    courseChaptesId: s.chapterId,
    coursename: s.name,
    coursecontent: s.content,
    coursefilepath: own.map((f) => f.path).join(','),
    coursefilename: own.map((f) => f.name).join(','),
    videos: videos.filter((v) => v.sectionId === s.id && v.path).map((v) => ({ id: v.id, videosSrc: v.path ?? '', fileName: v.fileName })),
  };
}
