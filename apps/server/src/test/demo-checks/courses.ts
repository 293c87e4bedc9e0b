import { expect } from 'vitest';
import type { TestApp } from '../helper.ts';
import { checkClient } from './client.ts';
import { demoCourseList } from '../../seed/demo/data/courses.ts';

// What a fresh start must show in 共享培训 (issue 22: at least 16 courses across the categories, each
// with chapters and sections; several with a playable video and pdf/docx handouts; ratings and reviews;
// purchases and learning progress), read through the actions /training, /show and /study call.

type Card = {
  id: number;
  title: string;
  icon: string | null;
  authorIcon: string | null;
  author: string;
  rating: number;
  evaluationCount: number;
  buyCount: number;
  wzlxList: { id: number; parentId: number | null }[];
};
type Detail = {
  article: Card;
  courseChaptersList: { id: number; courseList: { id: number; hasVideo: boolean }[] }[];
  evaluations: { allScore: number; content: string; user: string }[];
};
type Order = { id: number; orderState: number; orderDetailsList: { article: { id: number; title: string } }[] };

export async function checkCourses(t: TestApp): Promise<void> {
  const { post } = checkClient(t);

  // /training: every demo course listed with its cover, across at least five of the six type groups
  const list = await post<{ recordList: Card[]; recordCount: number }>('article_getarticleList', { pageNum: 0, pageSize: 50 });
  expect(list.recordCount).toBeGreaterThanOrEqual(16);
  const titles = list.recordList.map((c) => c.title);
  for (const c of demoCourseList) expect(titles, c.title).toContain(c.title);
  expect(list.recordList.every((c) => c.icon)).toBe(true);
  expect(new Set(list.recordList.flatMap((c) => c.wzlxList.map((w) => w.parentId ?? w.id))).size).toBeGreaterThanOrEqual(5);
  // teachers have their pictures; most courses have been bought and rated
  const teacherCourses = list.recordList.filter((c) => demoCourseList.find((d) => d.title === c.title && d.author.startsWith('teacher')));
  expect(teacherCourses.every((c) => c.authorIcon)).toBe(true);
  expect(list.recordList.filter((c) => c.rating > 0).length).toBeGreaterThanOrEqual(12);
  expect(list.recordList.filter((c) => c.buyCount > 0).length).toBeGreaterThanOrEqual(16);

  // /show: every course has chapters, each with sections; reviews are shown with the course
  let withVideo = 0;
  for (const c of list.recordList.filter((x) => titles.includes(x.title))) {
    const d = await post<Detail>('article_selectArticleById', { id: c.id });
    expect(d.courseChaptersList.length, c.title).toBeGreaterThanOrEqual(2);
    expect(d.courseChaptersList.every((ch) => ch.courseList.length >= 1)).toBe(true);
    if (d.courseChaptersList.some((ch) => ch.courseList.some((s) => s.hasVideo))) withVideo += 1;
    if (c.evaluationCount > 0) expect(d.evaluations.length).toBeGreaterThan(0);
  }
  expect(withVideo).toBeGreaterThanOrEqual(3);

  // /study as person01: Java half done with its video and handouts playable, Excel finished
  const person = await t.login('person01');
  const bought = await post<{ recordList: Order[]; recordCount: number }>(
    'order_buyList',
    { orderType: 1, orderType1: 5, pageSize: 10 },
    person,
  );
  const byTitle = (title: string) => bought.recordList.find((o) => o.orderDetailsList[0]?.article.title === title)?.orderDetailsList[0];
  const java = byTitle('Java 后端开发实战');
  const excel = byTitle('Excel 高效办公');
  expect(java && excel).toBeTruthy();
  type Learn = { courseChaptersList: Detail['courseChaptersList']; progress: { sectionId: number; percent: number }[] };
  const javaLearn = await post<Learn>('course_learn', { id: java?.article.id }, person);
  const javaSections = javaLearn.courseChaptersList.flatMap((ch) => ch.courseList);
  const done = javaLearn.progress.filter((p) => p.percent === 100).length;
  expect(done).toBeGreaterThan(0);
  expect(done).toBeLessThan(javaSections.length);
  const [first, second] = javaSections;
  type Section = { video: { url: string } | null; attachments: { ext: string }[] };
  const s1 = await post<Section>('course_section', { articleId: java?.article.id, sectionId: first?.id }, person);
  expect(s1.video?.url).toBeTruthy();
  const s2 = await post<Section>('course_section', { articleId: java?.article.id, sectionId: second?.id }, person);
  expect(s2.attachments.map((a) => a.ext).sort()).toEqual(['docx', 'pdf']);
  const excelLearn = await post<Learn>('course_learn', { id: excel?.article.id }, person);
  const excelSections = excelLearn.courseChaptersList.flatMap((ch) => ch.courseList).length;
  expect(excelLearn.progress.filter((p) => p.percent === 100)).toHaveLength(excelSections);

  // company01 sells: its courses have buyers and ratings
  const company = await t.login('company01');
  const sales = await post<{ recordCount: number }>('order_saleList', { pageSize: 5 }, company);
  expect(sales.recordCount).toBeGreaterThanOrEqual(4);
  const own = list.recordList.filter((c) => demoCourseList.some((d) => d.title === c.title && d.author === 'company01'));
  expect(own).toHaveLength(2);
  expect(own.every((c) => c.rating > 0)).toBe(true);
}
