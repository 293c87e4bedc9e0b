import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, getTableName, sql } from 'drizzle-orm';
import { createPeerApp, createTestApp, type TestApp } from '../test/helper.ts';
import { articles, demands, users } from '../db/schema/index.ts';
import { writeWatchOf } from '../db/kept/write-watch.ts';
import { keptRepliesOf } from './kept-replies.ts';
import type { ActionDefinition } from './router.ts';
import { certificationActionList } from '../modules/certification/certification.actions.ts';
import { communityActionList } from '../modules/community/community.actions.ts';
import { courseActionList } from '../modules/courses/courses.actions.ts';
import { COURSE_PAGE_READS } from '../modules/courses/catalog.service.ts';
import { employmentActionList } from '../modules/employment/employment.actions.ts';
import { personnelActionList } from '../modules/personnel/personnel.actions.ts';
import { recruitmentActionList } from '../modules/recruitment/recruitment.actions.ts';
import { sharingActionList } from '../modules/sharing/sharing.actions.ts';

// The public lists keep their reply for callers without a session (http/kept-replies.ts) while no write
// was seen (db/kept/). What must hold: a kept reply is what the database holds at the time of
// the read; a write through the app, on this instance or another, is in the next read; a signed-in
// caller and another zone never get someone else's kept reply.

let t: TestApp;
let publisher = 0;
let company: string;

interface Card {
  needtitle: string;
  lookCount: number;
}
interface Board {
  success: boolean;
  recordList: Card[];
  recordCount: number;
}

/** A write the app does not see: the raw driver, bypassing the handle every statement of the app passes. */
const unseen = (statement: string) =>
  (t.deps.db as unknown as { $client: { query(q: string): Promise<unknown> } }).$client.query(statement);
const board = async (opts: { token?: string; zone?: string } = {}, body: Record<string, unknown> = {}) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/lhyhneed_list.action',
    payload: { pageNum: 0, pageSize: 50, keyword: '留存测试', ...body },
    headers: { ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...(opts.zone ? { 'x-exclusive-code': opts.zone } : {}) },
  });
  return res.json<Board>();
};
const titles = (b: Board) => b.recordList.map((c) => c.needtitle).sort();
/** The watch keeps nothing for a moment after a write; the reply read after that moment is kept. */
const settle = () => new Promise((r) => setTimeout(r, 1_100));

beforeAll(async () => {
  t = await createTestApp();
  const [u] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.name, 'company01'));
  publisher = u!.id;
  company = await t.login('company01');
  await t.deps.db
    .execute(sql`insert into demands (user_id, need_cd, needtitle, needtype, projecttime, daymoney, countmoney, name, phone, deposit, status, city_name)
    values (${publisher}, 0, '留存测试一', 'Java开发', 3, 800000, 2400000, '联系人', '13800000000', 0, 3, '北京')`);
  await settle();
});
afterAll(async () => t?.close());

describe('kept replies of the public lists', () => {
  it('answers a visitor from the kept reply until the app writes, and a signed-in caller from the database', async () => {
    expect(titles(await board())).toEqual(['留存测试一']);
    expect(keptRepliesOf(t.deps.db)?.size).toBeGreaterThan(0);
    // behind the app's back: the kept reply stands for visitors, a signed-in caller reads the row
    await unseen(`update demands set needtitle = '留存测试二' where needtitle = '留存测试一'`);
    expect(titles(await board())).toEqual(['留存测试一']);
    expect(titles(await board({ token: company }))).toEqual(['留存测试二']);
    // any write through the app drops it: the next read is the database's
    await t.deps.db.update(demands).set({ lookCount: 1 }).where(eq(demands.userId, publisher));
    expect(titles(await board())).toEqual(['留存测试二']);
  });

  it('shows what an action wrote in the very next read', async () => {
    await settle();
    const looks = async () => (await board()).recordList.map((c) => c.lookCount);
    const before = await looks();
    expect(await looks()).toEqual(before);
    const [row] = await t.deps.db.select({ id: demands.id }).from(demands).where(eq(demands.userId, publisher));
    const person = await t.login('person01');
    for (let i = 1; i <= 3; i++) {
      // the action's transaction has committed when it answers, and the kept reply is gone by then
      const res = await t.post('lhyhneedLooked_add', { positionoruserid: row!.id, type: 1 }, { token: person });
      expect(res.json<{ success: boolean }>().success).toBe(true);
      expect(await looks()).toEqual([before[0]! + i]);
    }
  });

  it('keeps replies apart by zone and by input', async () => {
    await t.deps.db.update(demands).set({ status: 3, exclusiveCode: null }).where(eq(demands.userId, publisher));
    await settle();
    expect((await board()).recordCount).toBe(1);
    expect((await board()).recordCount).toBe(1);
    // another zone's visitor: the public reply is not his
    expect((await board({ zone: 'NOSUCHZONE' })).recordCount).toBe(0);
    expect((await board({}, { keyword: '没有这个需求' })).recordCount).toBe(0);
    expect((await board({}, { pageSize: 1 })).recordList).toHaveLength(1);
  });

  it('refuses bad input before anything is kept', async () => {
    const res = await t.post('lhyhneed_list', { pageNum: 2 ** 53 + 1, pageSize: 10, keyword: 'a\u0000b' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ success: boolean }>().success).toBe(false);
  });
});

/** The tables the statements run while `work` runs read from, by their SQL names. */
async function tablesRead(work: () => Promise<unknown>): Promise<string[]> {
  const watch = writeWatchOf(t.deps.db);
  const seen = new Set<string>();
  const statement = watch.statement.bind(watch);
  watch.statement = (text) => {
    for (const m of text.matchAll(/\b(?:from|join)\s+"(\w+)"/gi)) seen.add(m[1] ?? '');
    statement(text);
  };
  try {
    await work();
  } finally {
    watch.statement = statement;
  }
  return [...seen].sort();
}

// A kept copy names the tables it is read from (db/kept/keep.ts): what it reads must be among them, or a
// table's writes could one day fail to drop it.
describe('the tables a kept copy names', () => {
  const kept: ActionDefinition[] = [
    ...certificationActionList,
    ...communityActionList,
    ...courseActionList,
    ...employmentActionList,
    ...personnelActionList,
    ...recruitmentActionList,
    ...sharingActionList,
  ].filter((d) => d.keep);
  /** Inputs an action requires, for the actions that require one. */
  const inputs: Record<string, Record<string, unknown>> = { shareItem_list: { kind: 'project' } };

  it.each(kept.map((d) => [d.contract.name, d] as const))('%s reads only the tables it names', async (_name, d) => {
    const named: string[] = (d.keep?.reads ?? []).map((table) => getTableName(table));
    const read = await tablesRead(async () => {
      const res = await t.post(d.contract.name, inputs[d.contract.name] ?? {});
      expect(res.json<{ success: boolean }>().success, res.body).toBe(true);
    });
    expect(read.length).toBeGreaterThan(0);
    expect(read.filter((table) => !named.includes(table))).toEqual([]);
  });

  it('a course page reads only the tables it names', async () => {
    const [course] = await t.deps.db
      .select({ id: articles.id })
      .from(articles)
      .where(and(eq(articles.kind, 'course'), eq(articles.status, 1)))
      .limit(1);
    const named: string[] = COURSE_PAGE_READS.map((table) => getTableName(table));
    const read = await tablesRead(async () => {
      const res = await t.post('article_selectArticleById', { id: course?.id });
      expect(res.json<{ success: boolean }>().success).toBe(true);
    });
    expect(read.filter((table) => !named.includes(table))).toEqual([]);
  });
});

// Two instances on one PostgreSQL database: a write through one drops the other's kept reply (NOTIFY).
describe.runIf(Boolean(process.env.DATABASE_URL))('kept replies across two instances', () => {
  it('drops a kept reply on the other instance when one writes', async () => {
    const two = await createPeerApp(t);
    try {
      const onTwo = async () =>
        (
          await two.app.inject({ method: 'POST', url: '/lhyhneed_list.action', payload: { pageNum: 0, pageSize: 50, keyword: '留存测试' } })
        ).json<Board>();
      await settle();
      const before = titles(await onTwo());
      expect(titles(await onTwo())).toEqual(before);
      await t.deps.db.update(demands).set({ needtitle: '留存测试三' }).where(eq(demands.userId, publisher));
      let after: string[] = before;
      for (let i = 0; i < 50 && after.join() === before.join(); i++) {
        await new Promise((r) => setTimeout(r, 20));
        after = titles(await onTwo());
      }
      expect(after).toEqual(['留存测试三']);
    } finally {
      await two.close();
    }
  });
});
