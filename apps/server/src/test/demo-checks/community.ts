import { expect } from 'vitest';
import type { TestApp } from '../helper.ts';
import { checkClient } from './client.ts';
import { apprenticeships, articles, questions } from '../../seed/demo/data/community.ts';

// What a fresh start must show in the training community (issue 22: teachers with follows and
// apprentices, at least 20 questions with answers, articles), read through the actions its pages call.

type Person = { id: number; nickName: string; icon: string | null; fensiCount: number; articleCount: number };
type Need = { id: number; needName: string; answerCount: number; articleId: number | null; teacherId: number | null };
type Page<T> = { recordList: T[]; recordCount: number };

export async function checkCommunity(t: TestApp): Promise<void> {
  const { post } = checkClient(t);

  // 讲师: the teachers, with their avatars, courses and fans
  const teachers = await post<Page<Person>>('teacher_list', { pageSize: 50 });
  expect(teachers.recordCount).toBeGreaterThanOrEqual(10);
  const named = teachers.recordList.filter((p) => p.icon && p.articleCount > 0);
  expect(named.length).toBeGreaterThanOrEqual(8);
  expect(teachers.recordList.filter((p) => p.fensiCount > 0).length).toBeGreaterThanOrEqual(8);

  // 问答: every question answered; some about a course, some asked to a teacher
  const needs = await post<Page<Need>>('need_list', { pageSize: 50 });
  expect(needs.recordCount).toBeGreaterThanOrEqual(Math.max(20, questions.length));
  expect(needs.recordList.every((n) => n.answerCount > 0)).toBe(true);
  expect(needs.recordList.filter((n) => n.articleId).length).toBeGreaterThanOrEqual(10);
  expect(needs.recordList.filter((n) => n.teacherId).length).toBeGreaterThanOrEqual(5);
  const first = needs.recordList.find((n) => n.needName === questions[0]?.title);
  const answers = await post<Page<{ content: string }>>('answer_list', { needId: first?.id });
  expect(answers.recordCount).toBe(questions[0]?.answers.length);
  const onCourse = await post<Page<Need>>('need_list', { articleId: first?.articleId, pageSize: 50 });
  expect(onCourse.recordCount).toBeGreaterThanOrEqual(1);

  // follows, fans and apprentices on a teacher's home page and the centre pages
  const learner = await t.login('learner01');
  expect((await post<Page<Person>>('follow_list', {}, learner)).recordCount).toBeGreaterThanOrEqual(2);
  const master = await post<Page<{ isnotagree: number }>>('shitu_teacherList', {}, learner);
  expect(master.recordList.map((r) => r.isnotagree)).toEqual([1]);
  const teacher = await t.login('teacher01');
  const students = await post<Page<{ isnotagree: number }> & { pendingCount: number }>('shitu_studentList', {}, teacher);
  const expected = apprenticeships.filter(([, m]) => m === 'teacher01');
  expect(students.recordCount).toBe(expected.length);
  expect(students.pendingCount).toBe(expected.filter(([, , d]) => d === 'pending').length);
  expect((await post<Page<Person>>('follow_fensiList', {}, teacher)).recordCount).toBeGreaterThanOrEqual(3);
  const home = await post<{ user: { studentCount: number; fensiCount: number; articleCount: number } }>('shareTrain_home', {
    id: (await post<Page<Person>>('teacher_list', { keyword: '王建国' })).recordList[0]?.id,
  });
  expect(home.user.studentCount).toBeGreaterThanOrEqual(2);
  expect(home.user.articleCount).toBeGreaterThanOrEqual(3);
  // a refused request shows on the apprentice's side
  const refused = await post<Page<{ isnotagree: number }>>('shitu_teacherList', {}, await t.login('learner03'));
  expect(refused.recordList.map((r) => r.isnotagree)).toContain(2);

  // collections
  const collected = await post<Page<unknown>>('collection_list', {}, await t.login('learner10'));
  expect(collected.recordCount).toBeGreaterThanOrEqual(1);

  // the platform's articles, with covers, readable
  const list = await post<Page<{ id: number; title: string; icon: string | null }>>('article_list', { pageSize: 20 });
  expect(list.recordCount).toBeGreaterThanOrEqual(articles.length);
  expect(list.recordList.every((a) => a.icon)).toBe(true);
  const shown = await post<{ article: { content: string } }>('article_show', { id: list.recordList[0]?.id });
  expect(shown.article.content.length).toBeGreaterThan(50);
}
