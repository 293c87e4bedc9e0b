import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helper.ts';
import { articles, users } from './schema/index.ts';

// The ranked list search (db/search.ts), through the catalogue: title matches before summary-only
// matches, each group newest first, pages cut across the two groups, short keywords on titles only.

let t: TestApp;

interface Listed {
  recordList: { title: string }[];
  recordCount: number;
}
const list = async (keyword: string, pageNum = 0, pageSize = 20) => {
  const res = await t.post('article_getarticleList', { keyword, pageNum, pageSize });
  expect(res.statusCode).toBe(200);
  const out = res.json<Listed>();
  return { titles: out.recordList.map((r) => r.title), total: out.recordCount };
};

beforeAll(async () => {
  t = await createTestApp();
  const [author] = await t.deps.db.select({ id: users.id }).from(users).limit(1);
  const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
  const course = (title: string, summary: string, minutesAgo: number) => ({
    title,
    summary,
    content: '<p>x</p>',
    authorId: author?.id ?? 0,
    typeIds: [],
    kind: 'course',
    status: 1,
    createdAt: at(minutesAgo),
  });
  await t.deps.db.insert(articles).values([
    // newest first would be S1, S2, T1, T2, T3; ranked, the titles come first
    course('摘要甲', '讲解鲲鹏检索技巧', 1),
    course('摘要乙', '进阶鲲鹏检索', 2),
    course('鲲鹏检索入门一', '无关', 10),
    course('鲲鹏检索入门二', '无关', 11),
    course('鲲鹏检索入门三', '也讲鲲鹏检索', 12),
    // a one-character keyword matches titles only
    course('彧字课程', '无关', 20),
    course('普通课程', '彧字只在摘要', 21),
    // the user's wildcards are literal
    course('百分百 100%_满意', '无关', 30),
    course('百分百 1000 满意', '无关', 31),
  ]);
});
afterAll(async () => {
  await t.close();
});

describe('ranked search', () => {
  it('lists title matches first, each group newest first', async () => {
    expect(await list('鲲鹏检索')).toEqual({
      titles: ['鲲鹏检索入门一', '鲲鹏检索入门二', '鲲鹏检索入门三', '摘要甲', '摘要乙'],
      total: 5,
    });
  });

  it('cuts pages across the two groups', async () => {
    expect((await list('鲲鹏检索', 0, 2)).titles).toEqual(['鲲鹏检索入门一', '鲲鹏检索入门二']);
    expect((await list('鲲鹏检索', 1, 2)).titles).toEqual(['鲲鹏检索入门三', '摘要甲']);
    // this page starts after every title match: how many there are is counted
    expect(await list('鲲鹏检索', 2, 2)).toEqual({ titles: ['摘要乙'], total: 5 });
    expect((await list('鲲鹏检索', 4, 1)).titles).toEqual(['摘要乙']);
    expect((await list('鲲鹏检索', 3, 2)).titles).toEqual([]);
  });

  it('matches a keyword of one or two characters in titles only', async () => {
    expect(await list('彧')).toEqual({ titles: ['彧字课程'], total: 1 });
    expect(await list('彧字')).toEqual({ titles: ['彧字课程'], total: 1 });
  });

  it('takes % and _ literally', async () => {
    expect((await list('100%_')).titles).toEqual(['百分百 100%_满意']);
    expect((await list('%')).titles).toEqual(['百分百 100%_满意']);
  });
});
