import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database, type Executor } from '../apps/server/src/db/client.ts';
import { lockDataDir } from '../apps/server/src/core/data-dir.ts';
import { seed } from '../apps/server/src/seed/index.ts';
import { hashPassword } from '../apps/server/src/http/password.ts';

// `node bench/seed-scale.ts [--pg] [--size=50k|1m]`: the scale data set of the performance figures, in its own database,
// reused across runs: 100k users, 10k approved courses with 3 chapters x 3 sections each, 1M wallet trades,
// 100k course orders; and the business areas' listings, at one of two sizes: 50k short-term demands in
// progress (one job need each) and 50k published positions of 5,000 approved companies (`50k`, the
// default), or 1M demands and 1M positions of 100,000 companies (`1m`; BENCH_SIZE sets it too). Each size
// is a database of its own. Everything is made inside the database with generate_series (no row crosses
// the wire), with the bulk tables' secondary indexes built once after their rows are in. Run again: it
// finds the marker and does nothing (BENCH_RESEED=1 to start over).
//   PGlite:      BENCH_DATA_DIR (default ./data-bench)/pg, or /pg-1m
//   PostgreSQL:  BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/bench; created if missing),
//                its database name + `_1m` for the 1m size

export type BenchSize = '50k' | '1m';
export const BENCH_SIZES: readonly BenchSize[] = ['50k', '1m'];

export function benchSize(argv = process.argv): BenchSize {
  const v = argv.find((a) => a.startsWith('--size='))?.slice('--size='.length) ?? process.env.BENCH_SIZE ?? '50k';
  if (v !== '50k' && v !== '1m') throw new Error(`--size=${v}: 50k or 1m`);
  return v;
}

/** what does not depend on the size: people, courses, money */
const COMMON = {
  users: 100_000,
  courses: 10_000,
  chaptersPerCourse: 3,
  sectionsPerChapter: 3,
  trades: 1_000_000,
  orders: 100_000,
};
/** the listings that grow with the size; 10 positions per company at both sizes */
export const scaleOf = (size: BenchSize) =>
  size === '1m'
    ? { ...COMMON, demands: 1_000_000, companies: 100_000, positions: 1_000_000 }
    : { ...COMMON, demands: 50_000, companies: 5_000, positions: 50_000 };
export const SCALE = scaleOf('50k');
export const BENCH_PASSWORD = 'Demo@2026';
const VERSION = 'scale-v2';
/** the business areas' rows, added on top of a scale-v2 data set (so an existing one is not made again) */
const AREAS_VERSION = 'areas-v1';
/** the 1M trades made real: each backed by a balanced ledger transfer (added on top, like the areas) */
const LEDGER_VERSION = 'ledger-v1';
/** skill links of the listings and the reader's profile (matching, issue 27), added on top like the areas */
const SKILLS_VERSION = 'skills-v1';

export const benchDataDir = () => resolve(process.env.BENCH_DATA_DIR ?? 'data-bench');
/** the PGlite data directory of a size */
export const benchPgliteDir = (size: BenchSize) => join(benchDataDir(), size === '1m' ? 'pg-1m' : 'pg');
export const benchDatabaseUrl = (size: BenchSize = '50k') => {
  const u = new URL(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench');
  if (size === '1m') u.pathname += '_1m';
  return u.toString();
};

async function ensureServerDatabase(url: string): Promise<void> {
  const u = new URL(url);
  const name = u.pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`database name ${name} not allowed`);
  u.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: u.toString() });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
}

export async function openBenchDatabase(usePg: boolean, size: BenchSize = '50k'): Promise<Database> {
  if (usePg) {
    await ensureServerDatabase(benchDatabaseUrl(size));
    return openDatabase({ url: benchDatabaseUrl(size), poolSize: 4 });
  }
  mkdirSync(benchDataDir(), { recursive: true });
  // one process per embedded database (data-dir.ts): a second bench on the same directory is refused
  const lock = lockDataDir(benchPgliteDir(size));
  const database = await openDatabase({ dataDir: benchPgliteDir(size) });
  const close = database.close.bind(database);
  database.close = async () => {
    await close();
    lock.release();
  };
  return database;
}

async function one<T>(x: Executor, query: ReturnType<typeof sql>): Promise<T | undefined> {
  const r = (await x.execute(query)) as unknown as { rows: T[] };
  return r.rows[0];
}

/**
 * Bulk loads with the tables' secondary indexes built once afterwards, in one transaction (a failed load
 * leaves the indexes as they were): one sorted build per index instead of a million inserts into each,
 * which is most of a million-row insert's time (the trigram GIN indexes above all). Constraint indexes
 * (primary keys, unique constraints) stay. As a superuser the load also runs with
 * session_replication_role = replica, which skips the foreign-key checks and triggers row by row: the
 * rows are consistent by construction, and the ledger check after every bench run reconciles them.
 */
async function withIndexesAfter(database: Database, tables: string[], load: (x: Executor) => Promise<void>): Promise<void> {
  await database.db.transaction(async (tx) => {
    const list = sql.join(
      tables.map((t) => sql`${t}`),
      sql`, `,
    );
    const r = (await tx.execute(sql`select i.indexname, i.indexdef from pg_indexes i
      where i.schemaname = current_schema() and i.tablename in (${list})
        and not exists (select 1 from pg_constraint c where c.conindid = (quote_ident(i.schemaname) || '.' || quote_ident(i.indexname))::regclass)`)) as unknown as {
      rows: { indexname: string; indexdef: string }[];
    };
    const su = await one<{ rolsuper: boolean }>(tx, sql`select rolsuper from pg_roles where rolname = current_user`);
    if (su?.rolsuper) await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql.raw(`set local maintenance_work_mem = '${database.kind === 'postgres' ? '512MB' : '256MB'}'`));
    for (const i of r.rows) await tx.execute(sql.raw(`drop index "${i.indexname}"`));
    await load(tx);
    await step(`${r.rows.length} indexes (${tables.join(', ')})`, async () => {
      for (const i of r.rows) await tx.execute(sql.raw(i.indexdef));
    });
  });
}

async function step(label: string, work: () => Promise<unknown>) {
  const t0 = Date.now();
  await work();
  console.log(`  ${label.padEnd(36)} ${((Date.now() - t0) / 1000).toFixed(1).padStart(6)} s`);
}

export async function seedScale(database: Database, size: BenchSize = '50k'): Promise<void> {
  const { db } = database;
  const scale = scaleOf(size);
  const areasVersion = size === '1m' ? `${AREAS_VERSION}-1m` : AREAS_VERSION;
  const skillsVersion = size === '1m' ? `${SKILLS_VERSION}-1m` : SKILLS_VERSION;
  await database.migrate();
  await seed(db, { sm4Enabled: false, scryptLogN: 15, demoUsers: true });
  await db.execute(sql`create table if not exists bench_seed (version text primary key, done_at timestamptz not null default now())`);
  const done = await one<{ version: string }>(db, sql`select version from bench_seed where version = ${VERSION}`);
  if (done && process.env.BENCH_RESEED !== '1') {
    const has = async (v: string) => Boolean(await one(db, sql`select version from bench_seed where version = ${v}`));
    const areas = await has(areasVersion);
    const ledger = await has(LEDGER_VERSION);
    const skills = await has(skillsVersion);
    if (areas && ledger && skills) {
      console.log(`规模数据已存在（${size}：${VERSION}、${areasVersion}、${LEDGER_VERSION}、${skillsVersion}），跳过`);
      return;
    }
    console.log(`补充规模数据（${database.kind}，${size}）:`);
    if (!areas) await seedAreas(database, size);
    if (!ledger) await seedLedger(database);
    if (!skills) await seedSkillLinks(database, size);
    return;
  }
  if (done) throw new Error('BENCH_RESEED=1: drop the bench database (or data-bench directory) first');
  // one real hash at the shipped cost, shared by every bench user: logins cost what they cost in production
  const hash = await hashPassword(BENCH_PASSWORD, 15);
  const child = await one<{ id: number }>(db, sql`select id from article_types where parent_id is not null order by id limit 1`);
  if (!child) throw new Error('no article type');
  console.log(`写入规模数据（${database.kind}，${size}）:`);
  await step(`${scale.users} users`, () =>
    db.execute(sql`insert into users (name, phone, password_hash, nick_name, auth, created_at)
      select 'bu' || g, '17' || lpad(g::text, 9, '0'), ${hash}, '压测用户' || g, 1, now() - g * interval '1 minute'
      from generate_series(1, ${scale.users}) g`),
  );
  const first = await one<{ id: number }>(db, sql`select min(id) as id from users where name like 'bu%'`);
  const base = Number(first?.id);
  await step(`${scale.courses} courses`, () =>
    db.execute(sql`insert into articles (title, content, summary, author_id, type_ids, kind, status, read_money, post_division, created_at)
      select '规模课程' || g, '<p>课程概述 ' || g || '</p>', '这是第 ' || g || ' 门课程的简介', ${base} + (g % 5000), array[${child.id}]::int[], 'course', 1, 990, 'Java开发', now() - g * interval '1 minute'
      from generate_series(1, ${scale.courses}) g`),
  );
  await step(`chapters (${scale.chaptersPerCourse}/course)`, () =>
    db.execute(sql`insert into course_chapters (article_id, name, description)
      select a.id, '第' || c || '章', '章节描述' || c from articles a cross join generate_series(1, ${scale.chaptersPerCourse}) c where a.title like '规模课程%' order by a.id, c`),
  );
  await step(`sections (${scale.sectionsPerChapter}/chapter)`, () =>
    db.execute(sql`insert into course_sections (chapter_id, article_id, name, content)
      select ch.id, ch.article_id, '第' || s || '节', '<p>小节正文</p>' from course_chapters ch cross join generate_series(1, ${scale.sectionsPerChapter}) s
      where ch.article_id in (select id from articles where title like '规模课程%') order by ch.id, s`),
  );
  const firstCourse = await one<{ id: number }>(db, sql`select min(id) as id from articles where title like '规模课程%'`);
  await withIndexesAfter(database, ['wallet_trades', 'course_orders'], async (x) => {
    // The trades are the user-visible trade records the trade list reads, written first as failed
    // (ispaysuccess 2, which the ledger allows without a transfer); seedLedger then backs each with a
    // balanced transfer and marks it successful.
    await step(`${scale.trades} wallet trades`, () =>
      x.execute(sql`insert into wallet_trades (user_id, trade_code, kind, amount, paymode, ispaysuccess, remark, request_hash, created_at)
        select ${base} + (g % ${scale.users}), 'BT' || g, case when g % 3 = 0 then 'income' else 'pay' end, case when g % 3 = 0 then 500 else -500 end, 0, 2, '压测交易（未成功）', 'bench', now() - g * interval '1 second'
        from generate_series(1, ${scale.trades}) g`),
    );
    await step(`${scale.orders} course orders`, () =>
      x.execute(sql`insert into course_orders (order_code, list_id, buyer_id, seller_id, article_id, order_name, price, state, pay_mode, paid_at, created_at)
        select 'BO' || g, 'BL' || g, ${base} + (g % ${scale.users}), ${base} + ((g % ${scale.courses}) % 5000), ${Number(firstCourse?.id)} + (g % ${scale.courses}), '规模课程', 990, 1, 'wallet', now(), now() - g * interval '1 minute'
        from generate_series(1, ${scale.orders}) g`),
    );
  });
  await db.execute(sql`insert into bench_seed (version) values (${VERSION})`);
  await seedAreas(database, size);
  await seedLedger(database);
  await seedSkillLinks(database, size);
}

/** what a database that autovacuum looks after has: statistics, and a visibility map for index-only scans */
async function vacuum(database: Database, tables: string[]) {
  await step('vacuum analyze', () => database.db.execute(sql.raw(`vacuum (analyze) ${tables.join(', ')}`)));
}

/**
 * The trade records become what the product writes: each a successful trade backed by one transfer of
 * two entries, every user's balance the sum of its entries. A third are income (20.00 coins from course
 * sales), the rest payments (5.00 coins to course sales), so no user's balance goes below zero (each has
 * ten trades, at least three of them income). `npm run ledger:check` then reconciles 1M transfers.
 */
async function seedLedger(database: Database): Promise<void> {
  const { db } = database;
  const trades = COMMON.trades;
  const sales = await one<{ id: number }>(db, sql`select id from wallet_accounts where code = 'course_sales'`);
  if (!sales) throw new Error('no course_sales account');
  await step('wallet accounts (bench users)', () =>
    db.execute(sql`insert into wallet_accounts (kind, user_id, name) select 'user', u.id, u.name from users u
      where u.name like 'bu%' and not exists (select 1 from wallet_accounts a where a.user_id = u.id)`),
  );
  await withIndexesAfter(database, ['wallet_trades', 'wallet_transfers', 'wallet_entries'], async (x) => {
    await step(`${trades} trades made successful`, () =>
      x.execute(sql`update wallet_trades set ispaysuccess = 1, amount = case when kind = 'income' then 2000 else -500 end, remark = case when kind = 'income' then '压测课程销售' else '压测购买课程' end
        where request_hash = 'bench'`),
    );
    const before = Number((await one<{ id: number | null }>(x, sql`select max(id) as id from wallet_transfers`))?.id ?? 0);
    await step(`${trades} transfers`, () =>
      x.execute(sql`insert into wallet_transfers (trade_code, kind, from_account_id, to_account_id, amount, created_at)
        select t.trade_code, t.kind, case when t.kind = 'income' then ${sales.id} else a.id end, case when t.kind = 'income' then a.id else ${sales.id} end, abs(t.amount), t.created_at
        from wallet_trades t join wallet_accounts a on a.user_id = t.user_id where t.request_hash = 'bench' order by t.id`),
    );
    await step(`${trades * 2} entries`, () =>
      x.execute(sql`insert into wallet_entries (transfer_id, account_id, amount, created_at)
        select id, from_account_id, -amount, created_at from wallet_transfers where id > ${before}
        union all
        select id, to_account_id, amount, created_at from wallet_transfers where id > ${before}`),
    );
  });
  await step('balances = sum of entries', () =>
    db.execute(sql`update wallet_accounts a set balance = e.sum from (select account_id, sum(amount) as sum from wallet_entries group by account_id) e
      where e.account_id = a.id and a.balance <> e.sum`),
  );
  await vacuum(database, ['wallet_trades', 'wallet_transfers', 'wallet_entries', 'wallet_accounts', 'course_orders', 'users', 'articles']);
  await db.execute(sql`insert into bench_seed (version) values (${LEDGER_VERSION})`);
}

/** the demands in progress with a job need each; the approved companies with 10 published positions each */
async function seedAreas(database: Database, size: BenchSize): Promise<void> {
  const { db } = database;
  const scale = scaleOf(size);
  const first = await one<{ id: number }>(db, sql`select min(id) as id from users where name like 'bu%'`);
  const base = Number(first?.id);
  const tables = ['demands', 'demand_jobs', 'companies', 'zp_positions'];
  await withIndexesAfter(database, tables, async (x) => {
    await step(`${scale.demands} demands (recruiting)`, () =>
      x.execute(sql`insert into demands (user_id, need_cd, needtitle, needtype, projecttime, daymoney, countmoney, name, phone, deposit, status, city_name, created_at)
        select ${base} + 5000 + (g % 5000), g % 2, '规模需求' || g, case when g % 2 = 0 then 'Java开发' else '前端开发' end, 3, 800000, 2400000, '联系人' || g, '13800000000', 0, 3, '北京', now() - g * interval '1 minute'
        from generate_series(1, ${scale.demands}) g`),
    );
    await step('demand jobs (1/demand)', () =>
      x.execute(sql`insert into demand_jobs (demand_id, position, workyear, peoplenum, keytechnologies)
        select id, '开发工程师', '3-5年', 1, 'Java' from demands where needtitle like '规模需求%' order by id`),
    );
    await step(`${scale.companies} companies (approved)`, () =>
      x.execute(sql`insert into companies (user_id, company_name, company_audit_state, company_main_industry, company_size)
        select ${base} + g, '规模企业' || g, 1, '互联网', '100-499人' from generate_series(0, ${scale.companies - 1}) g`),
    );
    await step(`${scale.positions} positions (published)`, () =>
      x.execute(sql`insert into zp_positions (user_id, company_id, positionname, salaryrange, workexperience, education, industry, city, fl, description, positionstatus, created_at, updated_at)
        select c.user_id, c.id, '规模职位' || c.id || '-' || g, '3', '2', '3', '1', '北京', '["五险一金"]'::jsonb, '职位描述', 1, now() - (c.id * 10 + g) * interval '1 minute', now() - (c.id * 10 + g) * interval '1 minute'
        from companies c cross join generate_series(1, ${scale.positions / scale.companies}) g where c.company_name like '规模企业%' order by c.id, g`),
    );
  });
  await vacuum(database, tables);
  await db.execute(sql`insert into bench_seed (version) values (${size === '1m' ? `${AREAS_VERSION}-1m` : AREAS_VERSION})`);
}

/** the reader of the recommendation scenario (bu7): the skills of his profile, the first three of SKILL_POOL */
export const READER_SKILLS = 3;
/** positions draw their skills from the first SKILL_POOL skills of the vocabulary (seed order) */
const SKILL_POOL = 40;

/**
 * Skill links as the product writes them (skills/links.ts), made inside the database: each position asks
 * for three skills of the first SKILL_POOL (so a skill is in about 3/40 of the positions), each demand for
 * Java (its job's 关键技术), each course for Java (its 课程方向 Java开发), and the reader bu7's profile
 * names the first READER_SKILLS skills. The startup backfill (skills/backfill.ts) is then marked done: it
 * would read every row through the segmenter to find what this step already wrote.
 */
async function seedSkillLinks(database: Database, size: BenchSize): Promise<void> {
  const { db } = database;
  const pool = sql`(select array_agg(id order by id) from (select id from skills order by id limit ${SKILL_POOL}) s)`;
  const java = await one<{ id: number }>(db, sql`select id from skills where name = 'Java'`);
  if (!java) throw new Error('no skill Java');
  await withIndexesAfter(database, ['skill_links'], async (x) => {
    await step('position skill links (3/position)', () =>
      x.execute(sql`insert into skill_links (kind, entity_id, skill_id, weight)
        select 1, p.id, (${pool})[1 + ((p.id + o) % ${SKILL_POOL})], case when o = 13 then 1 else 2 end
        from zp_positions p cross join (values (0), (7), (13)) v(o) where p.positionname like '规模职位%'
        on conflict do nothing`),
    );
    await step('demand skill links (Java)', () =>
      x.execute(sql`insert into skill_links (kind, entity_id, skill_id, weight)
        select 2, d.id, ${java.id}, 2 from demands d where d.needtitle like '规模需求%' on conflict do nothing`),
    );
    await step('course skill links (Java)', () =>
      x.execute(sql`insert into skill_links (kind, entity_id, skill_id, weight)
        select 6, a.id, ${java.id}, 2 from articles a where a.title like '规模课程%' on conflict do nothing`),
    );
    await step(`reader profile (${READER_SKILLS} skills)`, () =>
      x.execute(sql`insert into skill_links (kind, entity_id, skill_id, weight)
        select 4, u.id, (${pool})[g], 2 from users u cross join generate_series(1, ${READER_SKILLS}) g where u.name = 'bu7'
        on conflict do nothing`),
    );
  });
  await db.execute(sql`insert into platform_configs (config_key, config_status) values ('skills.backfill', '1'), ('skills.backfill.hr', '1')
    on conflict do nothing`);
  await vacuum(database, ['skill_links']);
  await db.execute(sql`insert into bench_seed (version) values (${size === '1m' ? `${SKILLS_VERSION}-1m` : SKILLS_VERSION})`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const usePg = process.argv.includes('--pg');
  const size = benchSize();
  const database = await openBenchDatabase(usePg, size);
  const t0 = Date.now();
  await seedScale(database, size);
  console.log(`完成（${size}），用时 ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  await database.close();
}
