import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { lockDataDir } from '../apps/server/src/core/data-dir.ts';
import { verifyPassword } from '../apps/server/src/http/password.ts';

// The baseline of bench/run.ts: a bare Fastify process running the same SQL as the product's actions on
// the same database, with none of the product's machinery (sessions, validation, reply schemas, security
// headers, rate limits). A product action's rate over this one's is what the product adds.
//   BARE_PORT, and DATABASE_URL or BARE_PGLITE_DIR

// the embedded database is one process's (data-dir.ts): refused while another holds the directory
if (!process.env.DATABASE_URL) lockDataDir(process.env.BARE_PGLITE_DIR ?? '');
const db = (
  await openDatabase(
    process.env.DATABASE_URL ? { url: process.env.DATABASE_URL, poolSize: 10 } : { dataDir: process.env.BARE_PGLITE_DIR ?? '' },
  )
).db;
const rows = async <T = Record<string, unknown>>(q: ReturnType<typeof sql>) => ((await db.execute(q)) as unknown as { rows: T[] }).rows;
const types = new Map((await rows<{ id: number; name: string }>(sql`select id, name, parent_id from article_types`)).map((t) => [t.id, t]));

const app = Fastify({ logger: false });
type Body = { keyword?: string; id?: number; name?: string; password?: string; userId?: number };

// as db/paging.ts: every list total counts at most COUNT_CAP + 1 rows, past the cap it is the cap, flagged
const COUNT_CAP = 1_000;
const capped = async (counted: ReturnType<typeof sql>) => {
  const [row] = await rows<{ n: number }>(sql`select count(*) as n from (${counted} limit ${COUNT_CAP + 1}) capped_rows`);
  const n = Number(row?.n ?? 0);
  return n > COUNT_CAP ? { n: COUNT_CAP, capped: true } : { n, capped: false };
};

// as db/search.ts keywordSearch / rankedRows: title matches first, then matches elsewhere only, each
// group in the list's own order and read as its own query (the second only when the first leaves room);
// the total counts matches anywhere. A keyword shorter than a trigram matches titles through their grams
// (with the same ILIKE beside it), and still the matches built for another table (a company's name).
type Match = ReturnType<typeof sql>;
interface Search {
  any: Match;
  inTitle: Match;
  elsewhere: Match | null;
}
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const or = (parts: Match[]) =>
  sql`(${sql.join(
    parts.map((x) => sql`(${x})`),
    sql` or `,
  )})`;
function keywordSearch(
  keyword: string | undefined,
  title: Match,
  bodies: ((pattern: string) => Match)[],
  otherTables: ((pattern: string) => Match)[] = [],
): Search | null {
  const k = keyword?.trim();
  if (!k) return null;
  const p = containing(k);
  if ([...k].length < 3) {
    const grams = sql`(${title} ilike ${p} and search_grams(${title}) @> array[lower(${k})]::text[])`;
    if (!otherTables.length) return { any: grams, inTitle: grams, elsewhere: null };
    const others = or(otherTables.map((b) => b(p)));
    return { any: or([grams, others]), inTitle: grams, elsewhere: sql`(${others} and not coalesce(${grams}, false))` };
  }
  const inTitle = sql`${title} ilike ${p}`;
  const inBody = or([...bodies, ...otherTables].map((b) => b(p)));
  return { any: or([inTitle, inBody]), inTitle, elsewhere: sql`(${inBody} and not coalesce(${inTitle}, false))` };
}
/** the first page (offset 0, as the bench asks) of a list that may be searched */
async function ranked<T>(search: Search | null, size: number, list: (match: Match | null, limit: number) => Promise<T[]>): Promise<T[]> {
  if (!search) return list(null, size);
  const titled = await list(search.inTitle, size);
  if (titled.length === size || !search.elsewhere) return titled;
  return [...titled, ...(await list(search.elsewhere, size - titled.length))];
}
const and = (...parts: (Match | null | undefined)[]) =>
  sql.join(
    parts.filter((x): x is Match => Boolean(x)).map((x) => sql`(${x})`),
    sql` and `,
  );

const card = (r: Record<string, unknown>) => ({ ...r, wzlxList: ((r.type_ids as number[]) ?? []).map((id) => types.get(id)) });

async function list(keyword?: string) {
  // qualified: users has a status column too
  const approved = sql`a.kind = 'course' and a.status = 1`;
  const search = keywordSearch(keyword, sql`a.title`, [(p) => sql`a.summary ilike ${p}`]);
  const [page, total] = await Promise.all([
    ranked(search, 20, (match, limit) =>
      rows(sql`select a.id, a.title, a.summary, a.icon, a.author_id, a.type_ids, a.read_money, a.post_division, a.status, a.read_count, a.buy_count, a.evaluation_count, a.evaluation_level_count, a.created_at, u.name, u.nick_name, u.icon as author_icon
      from articles a left join users u on u.id = a.author_id where ${and(approved, match)} order by a.created_at desc, a.id desc limit ${limit} offset 0`),
    ),
    capped(sql`select 1 as one from articles a where ${and(approved, search?.any)}`),
  ]);
  return { recordList: page.map(card), recordCount: total.n, recordCountCapped: total.capped };
}

app.post('/list', async (req) => list((req.body as Body).keyword));
app.post('/detail', async (req) => {
  const id = Number((req.body as Body).id);
  // as the product: a read (its views are counted in memory and written in batches, db/view-counts.ts)
  const [row] = await rows(sql`select * from articles where id = ${id} and kind = 'course'`);
  if (!row || row.status !== 1) return { success: false };
  // as the product: everything after the course row in one parallel round
  const [[author], reviews, chapters, sections] = await Promise.all([
    rows(sql`select name, nick_name, icon from users where id = ${row.author_id as number}`),
    rows(
      sql`select e.id, e.all_score, e.content, e.created_at, u.name, u.nick_name, u.icon from course_evaluations e join users u on u.id = e.user_id where e.article_id = ${id} order by e.created_at desc limit 20`,
    ),
    rows(sql`select * from course_chapters where article_id = ${id} order by id`),
    rows(
      sql`select s.id, s.chapter_id, s.name, exists (select 1 from course_videos v where v.section_id = s.id and v.article_id = ${id} and v.done) as has_video from course_sections s where s.article_id = ${id} order by s.id`,
    ),
  ]);
  return {
    article: { ...card(row), author },
    reviews,
    chapters: chapters.map((c) => ({ ...c, sections: sections.filter((s) => s.chapter_id === c.id) })),
  };
});
app.post('/login', async (req) => {
  const { name = '', password = '' } = req.body as Body;
  const [user] = await rows<{ id: number; password_hash: string }>(
    sql`select id, password_hash from users where lower(name) = lower(${name})`,
  );
  if (!user || !(await verifyPassword(password, user.password_hash))) return { success: false };
  const id = randomBytes(16).toString('hex');
  await rows(
    sql`update sessions set ended_at = now(), end_reason = 'replaced' where user_id = ${user.id} and device_class = 'pc' and ended_at is null`,
  );
  await rows(sql`insert into sessions (id, user_id, device_class, expires_at) values (${id}, ${user.id}, 'pc', now() + interval '7 days')`);
  return { success: true, jwt: id };
});
/** scrypt alone at the stored cost: the bound a login can never beat */
app.post('/scrypt', async (req) => {
  const { password = '' } = req.body as Body;
  const [user] = await rows<{ password_hash: string }>(sql`select password_hash from users where lower(name) = 'bu1'`);
  return { success: await verifyPassword(password, user?.password_hash ?? '') };
});
app.post('/orders', async (req) => {
  const userId = Number((req.body as Body).userId);
  // as the product: the page with its courses, both people and "learned already" (for refundable) joined;
  // the capped count only when the page does not end the list (db/paging.ts page())
  const page = await rows<{ article_id: number; state: number }>(
    sql`select o.*, a.icon, a.title, a.summary, a.evaluation_count, a.evaluation_level_count, s.name as seller_name, s.nick_name as seller_nick,
      b.name as buyer_name, b.nick_name as buyer_nick,
      exists (select 1 from learning_progress lp where lp.user_id = o.buyer_id and lp.article_id = o.article_id) as learned
      from course_orders o join articles a on a.id = o.article_id
      join users s on s.id = o.seller_id join users b on b.id = o.buyer_id
      where o.buyer_id = ${userId} order by o.created_at desc, o.id desc limit 5 offset 0`,
  );
  const total =
    page.length < 5 ? { n: page.length, capped: false } : await capped(sql`select 1 as one from course_orders where buyer_id = ${userId}`);
  return { recordList: page, recordCount: total.n, recordCountCapped: total.capped };
});
app.post('/trades', async (req) => {
  const userId = Number((req.body as Body).userId);
  // as the product: the page with each withdrawal's payee account joined (one audit row per trade at most),
  // beside its capped count
  const [page, total] = await Promise.all([
    rows<{ id: number }>(
      sql`select t.*, a.payee_account from wallet_trades t left join transfer_audits a on a.trade_id = t.id
        where t.user_id = ${userId} order by t.created_at desc, t.id desc limit 10 offset 0`,
    ),
    capped(sql`select 1 as one from wallet_trades where user_id = ${userId}`),
  ]);
  return { recordList: page, recordCount: total.n, recordCountCapped: total.capped };
});
// the short-term hire list as a visitor sees it (lhyhneed_list: in progress, public domain, newest first)
app.post('/demands', async (req) => {
  const where = sql`status in (3, 4) and exclusive_code is null`;
  const search = keywordSearch((req.body as Body).keyword, sql`needtitle`, [(p) => sql`needtype ilike ${p}`, (p) => sql`pay ilike ${p}`]);
  const [page, total] = await Promise.all([
    ranked(search, 10, (match, limit) =>
      rows<{ id: number; user_id: number }>(
        sql`select * from demands where ${and(where, match)} order by created_at desc, id desc limit ${limit} offset 0`,
      ),
    ),
    capped(sql`select 1 as one from demands where ${and(where, search?.any)}`),
  ]);
  const users = sql.join(
    [...new Set(page.map((r) => r.user_id))].map((v) => sql`${v}`),
    sql`, `,
  );
  const [jobs, firms, people] = page.length
    ? await Promise.all([
        rows(
          sql`select * from demand_jobs where demand_id in (${sql.join(
            page.map((r) => sql`${r.id}`),
            sql`, `,
          )}) order by id`,
        ),
        rows(sql`select user_id, company_name from companies where user_id in (${users}) and company_audit_state = 1 order by id`),
        rows(sql`select user_id, name from personal_information where user_id in (${users})`),
      ])
    : [[], [], []];
  return { recordList: page, jobs, firms, people, recordCount: total.n, recordCountCapped: total.capped };
});
// the position list as a visitor sees it (zpPosition_list: published, public domain, latest first)
app.post('/positions', async (req) => {
  const where = sql`p.positionstatus = 1 and p.exclusive_code is null`;
  // as the product: a company's name is matched through the array of companies so named, and the count
  // reads the positions only
  const search = keywordSearch(
    (req.body as Body).keyword,
    sql`p.positionname`,
    [(pattern) => sql`p.description ilike ${pattern}`],
    [(pattern) => sql`p.company_id = any(array(select id from companies where company_name ilike ${pattern}))`],
  );
  const [page, total] = await Promise.all([
    ranked(search, 10, (match, limit) =>
      rows(sql`select p.*, c.company_name, cp.company_tx, cp.company_size from zp_positions p join companies c on c.id = p.company_id left join zp_company_pages cp on cp.company_id = p.company_id
      where ${and(where, match)} order by p.updated_at desc, p.id desc limit ${limit} offset 0`),
    ),
    capped(sql`select 1 as one from zp_positions p where ${and(where, search?.any)}`),
  ]);
  return { recordList: page, recordCount: total.n, recordCountCapped: total.capped };
});
app.post('/const', () => ({ success: true, code: 1 }));

await app.listen({ port: Number(process.env.BARE_PORT ?? 8499), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
