import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/helper.ts';
import { articles, needs, users } from './schema/index.ts';
import { ViewCounts } from './view-counts.ts';
import type { Db } from './client.ts';

// The batched page-view counters (db/view-counts.ts): views are folded into their tables in one statement
// per flush, shown at once on the page that was viewed, and written when the app closes.

let t: TestApp;
let course: number;
let author: string;
let viewer: string;

const stored = async (id: number) => {
  const [row] = await t.deps.db.select({ n: articles.readCount }).from(articles).where(eq(articles.id, id));
  return row?.n ?? -1;
};
const shown = async (id: number, token?: string) => {
  const res = await t.post('article_selectArticleById', { id }, { token });
  expect(res.statusCode).toBe(200);
  return res.json<{ article: { readcount: number } }>().article.readcount;
};

beforeAll(async () => {
  t = await createTestApp();
  const [row] = await t.deps.db.select({ id: articles.id }).from(articles).where(eq(articles.title, 'TypeScript 工程化实战'));
  course = row?.id ?? 0;
  author = await t.login('company01');
  viewer = await t.login('person01');
});
afterAll(async () => {
  await t.close();
});

/** A counter on the test database whose statements are counted (the timer never fires: a long period). */
function spiedCounter() {
  const db = t.deps.db;
  const execute = vi.fn((query: Parameters<Db['execute']>[0]) => db.execute(query));
  const errors: unknown[] = [];
  const views = new ViewCounts({ execute } as unknown as Db, (err) => errors.push(err), 3_600_000);
  return { views, execute, errors };
}

describe('view counts', () => {
  it('shows a view at once and writes it on the next flush, not per view', async () => {
    const before = await stored(course);
    expect(await shown(course, viewer)).toBe(before + 1);
    expect(await shown(course)).toBe(before + 2);
    // the author's own view is not counted, but he sees the others' views not yet written
    expect(await shown(course, author)).toBe(before + 2);
    expect(await stored(course)).toBe(before);
    await t.deps.views.flush();
    expect(await stored(course)).toBe(before + 2);
    expect(await shown(course, author)).toBe(before + 2);
  });

  it('folds every counter and row into one statement per flush', async () => {
    const [q] = await t.deps.db
      .insert(needs)
      .values({
        userId: (await t.deps.db.select({ id: users.id }).from(users).limit(1))[0]?.id ?? 0,
        needName: '计数测试',
        content: '<p>x</p>',
      })
      .returning({ id: needs.id, n: needs.readCount });
    const question = q?.id ?? 0;
    const [other] = await t.deps.db.select({ id: articles.id }).from(articles).where(eq(articles.title, 'Python 数据分析入门'));
    const second = other?.id ?? 0;
    const [c0, s0] = [await stored(course), await stored(second)];
    const { views, execute } = spiedCounter();
    for (let i = 0; i < 5; i++) views.view('course', course);
    views.view('article', second);
    expect(views.view('question', question)).toBe(1);
    expect(views.view('question', question)).toBe(2);
    expect(views.unwritten('course', course)).toBe(5);
    await views.flush();
    expect(execute).toHaveBeenCalledTimes(1);
    expect(await stored(course)).toBe(c0 + 5);
    expect(await stored(second)).toBe(s0 + 1);
    const [after] = await t.deps.db.select({ n: needs.readCount }).from(needs).where(eq(needs.id, question));
    expect(after?.n).toBe((q?.n ?? 0) + 2);
    expect(views.unwritten('course', course)).toBe(0);
    // nothing pending: a flush writes nothing
    await views.flush();
    expect(execute).toHaveBeenCalledTimes(1);
  });

  it('keeps the views of a failed write for the next flush', async () => {
    const c0 = await stored(course);
    const { views, execute, errors } = spiedCounter();
    execute.mockImplementationOnce(() => Promise.reject(new Error('database gone')) as never);
    views.view('course', course);
    await views.flush();
    expect(errors).toHaveLength(1);
    expect(await stored(course)).toBe(c0);
    expect(views.unwritten('course', course)).toBe(1);
    views.view('course', course);
    await views.close();
    expect(await stored(course)).toBe(c0 + 2);
  });

  it('writes pending views when the app closes, before its database does', async () => {
    const other = await createTestApp();
    try {
      const [row] = await other.deps.db.select({ id: articles.id, n: articles.readCount }).from(articles).where(eq(articles.id, course));
      const res = await other.post('article_selectArticleById', { id: course });
      expect(res.json<{ article: { readcount: number } }>().article.readcount).toBe((row?.n ?? 0) + 1);
      await other.app.close();
      const [after] = await other.deps.db.select({ n: articles.readCount }).from(articles).where(eq(articles.id, course));
      expect(after?.n).toBe((row?.n ?? 0) + 1);
    } finally {
      await other.close();
    }
  });
});
