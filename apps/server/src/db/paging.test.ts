import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, ilike, like, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/helper.ts';
import { demands, users } from './schema/index.ts';
import { COUNT_CAP, ONE, cappedCountQuery, cappedTotal, countMatchesUpTo, countOf, countUpTo, listPage, page } from './paging.ts';
import { keywordSearch } from './search.ts';

// A list's total is counted up to a cap (db/paging.ts): exact below it, the cap and a flag above it.

let t: TestApp;
let publisher = 0;
beforeAll(async () => {
  t = await createTestApp();
  const [u] = await t.deps.db.select({ id: users.id }).from(users).orderBy(users.id).limit(1);
  publisher = u!.id;
});
afterAll(async () => t?.close());

/** `n` demands in progress (status 3) titled `${prefix}<i>`, made in the database in one statement. */
const addDemands = (n: number, prefix: string) =>
  t.deps.db
    .execute(sql`insert into demands (user_id, need_cd, needtitle, needtype, projecttime, daymoney, countmoney, name, phone, deposit, status, city_name, created_at)
    select ${publisher}, 0, ${prefix} || g, 'Java开发', 3, 800000, 2400000, '联系人', '13800000000', 0, 3, '北京', now() - g * interval '1 minute'
    from generate_series(1, ${n}) g`);

describe('a capped count', () => {
  it('is exact up to the cap and the cap with a flag past it', async () => {
    const { db } = t.deps;
    await addDemands(5, '封顶计数');
    const rows = () => db.select(ONE).from(demands).where(like(demands.needtitle, '封顶计数%'));
    expect(await countUpTo(db, rows(), 5)).toEqual({ n: 5, capped: false });
    expect(await countUpTo(db, rows(), 6)).toEqual({ n: 5, capped: false });
    expect(await countUpTo(db, rows(), 4)).toEqual({ n: 4, capped: true });
    expect(await countUpTo(db, rows(), 1)).toEqual({ n: 1, capped: true });
    expect(await countUpTo(db, db.select(ONE).from(demands).where(eq(demands.needtitle, '没有这个')), 4)).toEqual({ n: 0, capped: false });
    // a prepared count reads the same way
    const prepared = cappedCountQuery(db, rows(), 3).prepare('paging_test_count');
    expect(await cappedTotal(prepared.execute(), 3)).toEqual({ n: 3, capped: true });
  });

  it('reads no more than cap + 1 rows, whatever the table holds', async () => {
    const { db } = t.deps;
    const plan = (await db.execute(
      sql`explain (analyze, format json) ${cappedCountQuery(db, db.select(ONE).from(demands).where(like(demands.needtitle, '封顶计数%')), 2).getSQL()}`,
    )) as unknown as { rows: { 'QUERY PLAN': [{ Plan: { Plans: { Plans: { 'Actual Rows': number }[] }[] } }] }[] };
    const limit = plan.rows[0]!['QUERY PLAN'][0].Plan.Plans[0]!;
    expect(limit.Plans[0]!['Actual Rows']).toBeLessThanOrEqual(3);
  });

  it('counts a search through its indexes, with the same totals', async () => {
    const { db } = t.deps;
    const rows = (x: typeof db | Parameters<Parameters<typeof db.transaction>[0]>[0]) =>
      x.select(ONE).from(demands).where(ilike(demands.needtitle, '%封顶计数%'));
    expect(await countMatchesUpTo(db, true, rows, 10)).toEqual({ n: 5, capped: false });
    expect(await countMatchesUpTo(db, true, rows, 3)).toEqual({ n: 3, capped: true });
    expect(await countMatchesUpTo(db, false, rows, 3)).toEqual({ n: 3, capped: true });
    // the setting is the transaction's own: the next statement plans as before (the embedded database's
    // one connection is the strong check)
    const after = (await db.execute(sql`show enable_seqscan`)) as unknown as { rows: { enable_seqscan: string }[] };
    expect(after.rows[0]?.enable_seqscan).toBe('on');
  });

  it('page() answers the rows of the page, the total and whether it was capped', async () => {
    const { db } = t.deps;
    const list = () =>
      db.select({ title: demands.needtitle }).from(demands).where(like(demands.needtitle, '封顶计数%')).orderBy(desc(demands.id));
    const counted = (cap: number) => countUpTo(db, db.select(ONE).from(demands).where(like(demands.needtitle, '封顶计数%')), cap);
    const exact = await page(list(), counted(10), { page: 1, size: 2 });
    expect(exact.rows).toHaveLength(2);
    expect(exact).toMatchObject({ total: 5, capped: false });
    const capped = await page(list(), counted(3), { page: 2, size: 2 });
    // the page itself is never cut by the cap
    expect(capped.rows).toHaveLength(1);
    expect(capped).toMatchObject({ total: 3, capped: true });
  });

  it('page() counts only when the page cannot tell the total, given the count as a function', async () => {
    const { db } = t.deps;
    const list = () =>
      db.select({ title: demands.needtitle }).from(demands).where(like(demands.needtitle, '封顶计数%')).orderBy(desc(demands.id));
    let counts = 0;
    const counted = (cap: number) => () => {
      counts++;
      return countUpTo(db, db.select(ONE).from(demands).where(like(demands.needtitle, '封顶计数%')), cap);
    };
    // 5 rows: a short page ends the list (the first, or a later one that has rows), so no count runs
    expect(await page(list(), counted(10), { page: 0, size: 10 })).toMatchObject({ total: 5, capped: false });
    expect(await page(list(), counted(10), { page: 2, size: 2 })).toMatchObject({ total: 5, capped: false });
    expect(counts).toBe(0);
    // the list past the cap is flagged as the count would flag it (the cap given to both)
    expect(await page(list(), counted(3), { page: 2, size: 2 }, 3)).toMatchObject({ total: 3, capped: true });
    expect(counts).toBe(0);
    // a full page, or an empty page past the end, asks the count
    expect(await page(list(), counted(10), { page: 0, size: 2 })).toMatchObject({ total: 5, capped: false });
    expect(await page(list(), counted(10), { page: 9, size: 2 })).toMatchObject({ rows: [], total: 5, capped: false });
    expect(counts).toBe(2);
  });
});

describe('a list written once (listPage)', () => {
  const titled = (prefix: string) => like(demands.needtitle, `${prefix}%`);

  it('counts the rows query itself, joins and all, without its order', async () => {
    const { db } = t.deps;
    // two tables' columns of the same name (id) and an order on an unindexed column
    const rows = () =>
      db
        .select({ demand: demands, publisher: users.name })
        .from(demands)
        .innerJoin(users, eq(users.id, demands.userId))
        .where(titled('封顶计数'))
        .orderBy(desc(demands.countmoney), desc(demands.id));
    const counted = countOf(db, rows(), 3);
    expect(counted.toSQL().sql.toLowerCase()).not.toContain('order by');
    expect(counted.toSQL().sql.toLowerCase()).toContain('inner join');
    expect(await cappedTotal(counted, 3)).toEqual({ n: 3, capped: true });
    const first = await listPage(db, { pageNum: 0, pageSize: 2 }, rows);
    expect(first.rows.map((r) => r.demand.needtitle)).toHaveLength(2);
    expect(first).toMatchObject({ total: 5, capped: false });
    expect(first.rows[0]!.publisher).toBeTypeOf('string');
    // the page keeps the order the count dropped
    const all = await listPage(db, { pageNum: 0, pageSize: 10 }, rows);
    const ids = all.rows.map((r) => r.demand.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('adds a search to the same where, title matches first', async () => {
    const { db } = t.deps;
    const search = keywordSearch('封顶计数1', { titles: [demands.needtitle], bodies: [demands.needtype] });
    const found = await listPage(
      db,
      { pageNum: 0, pageSize: 10 },
      (match) =>
        db
          .select({ title: demands.needtitle })
          .from(demands)
          .where(and(titled('封顶计数'), match))
          .orderBy(desc(demands.id)),
      { search },
    );
    expect(found.rows.map((r) => r.title)).toEqual(['封顶计数1']);
    expect(found).toMatchObject({ total: 1, capped: false });
  });

  it('counts only when the page cannot tell, when asked to', async () => {
    const { db } = t.deps;
    const rows = () => db.select({ title: demands.needtitle }).from(demands).where(titled('封顶计数')).orderBy(desc(demands.id));
    expect(await listPage(db, { pageNum: 0, pageSize: 10 }, rows, { countWhenNeeded: true })).toMatchObject({ total: 5 });
    expect(await listPage(db, { pageNum: 0, pageSize: 2 }, rows, { countWhenNeeded: true })).toMatchObject({ total: 5 });
    expect(await listPage(db, { pageNum: 9, pageSize: 2 }, rows, { countWhenNeeded: true })).toMatchObject({ rows: [], total: 5 });
  });
});

describe('the demand list past the cap', () => {
  it(`shows ${COUNT_CAP} and recordCountCapped above ${COUNT_CAP} demands, the exact total below`, async () => {
    const before = (await t.post('lhyhneed_list', {})).json<{ recordCount: number; recordCountCapped?: boolean }>();
    expect(before.recordCountCapped).toBeUndefined();
    await addDemands(COUNT_CAP + 1 - before.recordCount, '规模');
    const full = (await t.post('lhyhneed_list', { pageSize: 3 })).json<{
      recordList: unknown[];
      recordCount: number;
      recordCountCapped?: boolean;
    }>();
    expect(full.recordCount).toBe(COUNT_CAP);
    expect(full.recordCountCapped).toBe(true);
    expect(full.recordList).toHaveLength(3);
    // a filter that matches fewer rows than the cap is counted exactly and carries no flag
    const few = (await t.post('lhyhneed_list', { keyword: '封顶计数' })).json<{ recordCount: number; recordCountCapped?: boolean }>();
    expect(few.recordCount).toBe(5);
    expect(few).not.toHaveProperty('recordCountCapped');
    // a page far past the first ones still answers its rows (numbered pages keep working past the cap)
    const last = (await t.post('lhyhneed_list', { pageNum: 100, pageSize: 10 })).json<{ recordList: unknown[] }>();
    expect(last.recordList.length).toBeGreaterThan(0);
  });
});
