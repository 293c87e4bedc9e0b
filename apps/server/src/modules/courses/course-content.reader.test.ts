import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { articles, courseChapters, courseSections, courseVideos } from '../../db/schema/index.ts';
import { authoredCourseContent } from './course-content.reader.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('the course page chapters', () => {
  it('marks exactly the sections with a finished video', async () => {
    const { db } = t.deps;
    const [course] = await db.select({ id: articles.id, userId: articles.authorId }).from(articles).limit(1);
    if (!course) throw new Error('the seed has no course');
    const [chapter] = await db.insert(courseChapters).values({ articleId: course.id, name: '视频章', description: '视频' }).returning();
    const [withVideo, unfinished, without] = await db
      .insert(courseSections)
      .values(['有视频', '上传中', '无视频'].map((name) => ({ chapterId: chapter!.id, articleId: course.id, name, content: '<p>节</p>' })))
      .returning();
    const video = (sectionId: number, done: boolean) => ({
      userId: course.userId,
      articleId: course.id,
      sectionId,
      uploadKey: `k${sectionId}`,
      fileName: 'a.mp4',
      fileSize: 10,
      done,
    });
    await db.insert(courseVideos).values([video(withVideo!.id, true), video(unfinished!.id, false)]);

    const chapters = await authoredCourseContent.chapters(db, course.id);
    const sections = chapters.find((c) => c.id === chapter!.id)?.courseList ?? [];
    expect(sections.map((s) => [s.id, s.hasVideo])).toEqual([
      [withVideo!.id, true],
      [unfinished!.id, false],
      [without!.id, false],
    ]);
  });
});
