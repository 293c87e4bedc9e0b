import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import {
  benchDatabaseUrl,
  benchPgliteDir,
  benchSize,
  BENCH_PASSWORD,
  BENCH_SIZES,
  openBenchDatabase,
  seedScale,
  type BenchSize,
} from './seed-scale.ts';
import {
  FLOOR,
  RECOMMEND,
  RECOMMEND_FLOOR_SHARE,
  mergeRows,
  printText,
  readResults,
  resultsPath,
  type EngineResults,
  type Result,
  type Row,
} from './report.ts';
import { uploadVoucher } from './voucher.ts';

// `npm run bench:scale` (PGlite) / `npm run bench:scale:pg` (PostgreSQL): the product's read paths,
// login and payments on the scale data set (bench/seed-scale.ts, made once and reused), each against a
// bare Fastify process running the same SQL on the same data (bench/bare.ts), measured with autocannon in
// the same run. Server processes on core 0, the load generator on core 1 (taskset), when there are two.
// BENCH_SECONDS (default 3) per scenario and side, BENCH_CONNECTIONS (default 10); BENCH_ONLY a comma list
// of scenario names to run only those (e.g. BENCH_ONLY='course detail,my orders').
// Both sizes of the data set run side by side (50k and 1m, each its own database and servers);
// --size=50k|1m or BENCH_SIZE runs one and keeps the other's last results beside it. The floor
// (config_getConfig) runs first and last at each size; login and payments, which no listing's size
// touches, at the first size only. The report (bench/report.ts) then prints each scenario's share of the floor, its
// 1M/50k ratio, PGlite against PostgreSQL (from the other engine's last results) and the targets.

const usePg = process.argv.includes('--pg');
const engine = usePg ? 'postgres' : 'pglite';
const sizes: BenchSize[] = process.argv.some((a) => a.startsWith('--size=')) || process.env.BENCH_SIZE ? [benchSize()] : [...BENCH_SIZES];
const commit =
  process.env.BENCH_COMMIT ?? (spawnSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).stdout.trim() || 'unknown');
const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const pin = availableParallelism() >= 2 && spawnSync('taskset', ['-c', '0', 'true']).status === 0;
const serverCore = (cmd: string[]) => (pin ? ['taskset', '-c', '0', ...cmd] : cmd);
const loadCore = (cmd: string[]) => (pin ? ['taskset', '-c', '1', ...cmd] : cmd);
const node = process.execPath;

const children: ChildProcess[] = [];
process.on('exit', () => {
  for (const c of children) c.kill('SIGKILL');
});

/** Each server's process by its port: its CPU is read around every load run against it. */
const serverPids = new Map<string, number>();

function start(cmd: string[], env: Record<string, string>, port: number) {
  const [bin = '', ...args] = cmd;
  const child = spawn(bin, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  children.push(child);
  // taskset execs the command, so the child's pid is the server's own
  if (child.pid) serverPids.set(String(port), child.pid);
  return new Promise<void>((resolve) => child.once('exit', () => resolve()));
}

const ticksPerSecond = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;
/**
 * A process's CPU so far in ms, every thread included (utime + stime of /proc/<pid>/stat), or null where
 * there is no /proc. Unlike a rate, it does not move with what else the machine runs meanwhile.
 */
function cpuOf(pid: number | undefined): number | null {
  const file = `/proc/${pid}/stat`;
  if (pid === undefined || !existsSync(file)) return null;
  // the fields after the command name, which is in parentheses and may hold spaces
  const stat = readFileSync(file, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}

async function waitFor(url: string) {
  for (let i = 0; i < 3000; i++) {
    try {
      await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`${url} did not start`);
}

async function post<T>(base: string, action: string, body: unknown, token?: string, retry = true): Promise<T> {
  // a pooled keep-alive connection the server closed meanwhile fails once: ask again on a fresh one
  if (retry) return post<T>(base, action, body, token, false).catch(() => post<T>(base, action, body, token, false));
  const res = await fetch(`${base}/${action}.action`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return (await res.json()) as T;
}
const login = async (base: string, name: string, password = BENCH_PASSWORD) => {
  const r = await post<{ jwt?: string; error?: string }>(base, 'user_login', { name, password, deviceType: 'mobile' });
  if (!r.jwt) throw new Error(`login ${name}: ${r.error}`);
  return r.jwt;
};

/** Set while a scenario warms up: every load then runs this many seconds, and its result is dropped. */
let warmUpSeconds: number | null = null;

function load(url: string, body: unknown, opts: { token?: string; unique?: boolean; connections?: number; seconds?: number } = {}): Result {
  const spec = JSON.stringify({
    url,
    body,
    token: opts.token,
    unique: opts.unique,
    seconds: warmUpSeconds ?? opts.seconds ?? seconds,
    connections: opts.connections ?? connections,
  });
  const cmd = loadCore([node, 'bench/load.ts', spec]);
  const pid = serverPids.get(new URL(url).port);
  const cpu0 = cpuOf(pid);
  const r = spawnSync(cmd[0] ?? '', cmd.slice(1), { encoding: 'utf8' });
  const cpu1 = cpuOf(pid);
  if (r.status !== 0) throw new Error(`load failed: ${r.stderr}`);
  const result = JSON.parse(r.stdout.trim().split('\n').pop() ?? '{}') as Result;
  // the server's CPU per answered request, on the same window as its rate
  if (cpu0 !== null && cpu1 !== null && result.total > 0) result.cpuMs = (cpu1 - cpu0) / result.total;
  return result;
}

/** One size's data set with its two servers running on it, and its fixtures. */
interface Target {
  size: BenchSize;
  product: string;
  bare: string;
  readerUserId: number;
  reader: string;
  payers: string[];
  courseId: number;
  work: string;
  exited: Promise<void>[];
  rows: Row[];
}

async function bringUp(size: BenchSize, index: number, withSlow: boolean): Promise<Target> {
  // the data set, made once per size and reused
  const database = await openBenchDatabase(usePg, size);
  await seedScale(database, size);
  const r = (await database.db.execute(sql`select id from users where name = 'bu7'`)) as unknown as { rows: { id: number }[] };
  const readerUserId = Number(r.rows[0]?.id);
  await database.close();
  // the two servers on the same data (PGlite is embedded: each process gets an identical copy)
  const work = mkdtempSync(join(tmpdir(), 'xcb-bench-'));
  if (!usePg) {
    mkdirSync(join(work, 'product'));
    cpSync(benchPgliteDir(size), join(work, 'product', 'pg'), { recursive: true });
    cpSync(benchPgliteDir(size), join(work, 'bare-pg'), { recursive: true });
  }
  const productPort = 8471 + 2 * index;
  const barePort = productPort + 1;
  const productEnv: Record<string, string> = usePg ? { DATABASE_URL: benchDatabaseUrl(size) } : { DATA_DIR: join(work, 'product') };
  const bareEnv: Record<string, string> = usePg ? { DATABASE_URL: benchDatabaseUrl(size) } : { BARE_PGLITE_DIR: join(work, 'bare-pg') };
  const exited = [
    start(
      serverCore([node, 'apps/server/src/main.ts']),
      {
        ...productEnv,
        PORT: String(productPort),
        HOST: '127.0.0.1',
        NODE_ENV: 'test',
        // the demo accounts only: the demo marketplace (seed/demo) takes a minute to seed
        SEED_CONTENT: 'false',
        LOG_LEVEL: 'warn',
        WEB_DIST: '/nonexistent',
        UPLOAD_DIR: join(work, 'uploads'),
        SESSION_SECRET: 'bench-session-secret-0123456789',
        PAYMENT_PEPPER: 'bench-payment-pepper-0123456789',
        LOGIN_LIMIT_PER_ACCOUNT: '100000000',
        LOGIN_LIMIT_PER_ADDRESS: '100000000',
      },
      productPort,
    ),
    start(serverCore([node, 'bench/bare.ts']), { ...bareEnv, BARE_PORT: String(barePort) }, barePort),
  ];
  const product = `http://127.0.0.1:${productPort}`;
  const bare = `http://127.0.0.1:${barePort}`;
  await waitFor(`${product}/config_getConfig.action`);
  await waitFor(`${bare}/const`);

  // fixtures: a reader with orders and trades, payers with a payment password and coins
  const reader = await login(product, 'bu7');
  const payers: string[] = [];
  if (withSlow) {
    const staff = await login(product, 'admin001', 'Admin@2026');
    for (const name of ['bu11', 'bu12', 'bu13', 'bu14', 'bu15']) {
      const jwt = await login(product, name);
      await post(product, 'custAccount_addPWD', { custAccountPWD: { accountpwd: '135790' } }, jwt);
      const t = await post<{ custAccountDetail?: { id: number } }>(
        product,
        'custAccount_createAccount',
        { payProof: await uploadVoucher(product, jwt), rmbAmount: '99999' },
        jwt,
      );
      if (t.custAccountDetail) await post(product, 'walletAdmin_topupDecide', { id: t.custAccountDetail.id, decision: 'approve' }, staff);
      payers.push(jwt);
    }
  }
  const courses = await post<{ recordList: { id: number }[] }>(product, 'article_getarticleList', { pageNum: 10, pageSize: 20 });
  const courseId = courses.recordList[0]?.id ?? 1;
  return { size, product, bare, readerUserId, reader, payers, courseId, work, exited, rows: [] };
}

const only = process.env.BENCH_ONLY?.split(',').map((n) => n.trim());
const targetRead = usePg ? 0.8 : 0.5;
const readTarget = usePg ? '≥0.8x' : '≥0.5x';

// Every size's servers run side by side, and each scenario runs at each size in turn (product, baseline
// at 50k, the same at 1m, then again), so a neighbour's burst on a shared machine lands on both sizes
// alike and the 1M/50k ratio is measured in the same minute.
const previous = readResults(engine);
const targets: Target[] = [];
for (const [i, size] of sizes.entries()) {
  const t0 = Date.now();
  targets.push(await bringUp(size, i, i === 0));
  console.log(`  ${size}: 数据与服务就绪，用时 ${((Date.now() - t0) / 1000).toFixed(0)} s`);
}
console.log(
  `\n规模基准（${usePg ? 'PostgreSQL' : 'PGlite'}，${sizes.join(' + ')}，${seconds} s/场景，并发 ${connections}${pin ? '，服务 core 0 / 压测 core 1' : ''}）`,
);

function scenario(
  name: string,
  productRun: (t: Target) => Result,
  baselineName: string,
  baselineRun: (t: Target) => Result,
  target: number,
  targetText: string,
  at: Target[] = targets,
) {
  if (only && !only.includes(name) && name !== FLOOR) return;
  // product, baseline, product, baseline: the better of each pair, so a neighbour's burst on a shared
  // machine does not land on one side only
  const best = (x: Result, y: Result) => (y.rps > x.rps ? y : x);
  // each side warmed up for a second first (its result dropped): the first requests of a scenario on a
  // data set just seeded or a server just started read cold pages and run code not yet optimised, which
  // only ever lands on the p99 of whichever side runs first
  warmUpSeconds = 1;
  for (const t of at) {
    productRun(t);
    baselineRun(t);
  }
  warmUpSeconds = null;
  const first = at.map((t) => ({ p: productRun(t), b: baselineRun(t) }));
  at.forEach((t, i) => {
    const p = best(first[i]?.p ?? productRun(t), productRun(t));
    const b = best(first[i]?.b ?? baselineRun(t), baselineRun(t));
    // a side that answers errors measures nothing: an erroring baseline once made the product look fast
    let clean = true;
    for (const [side, r] of [
      ['product', p],
      ['baseline', b],
    ] as const) {
      if (r.non2xx === 0 && r.errors === 0 && r.total > 0) continue;
      clean = false;
      console.log(`  ✖ ${name} (${t.size}): ${side} answered ${r.non2xx} non-2xx and ${r.errors} errors of ${r.total}`);
    }
    const ratio = p.rps / b.rps;
    const row = { scenario: name, product: p, baseline: b, baselineName, target: targetText, ratio, met: clean && ratio >= target };
    // the floor runs first and last: its better run stands
    const i0 = t.rows.findIndex((r) => r.scenario === name);
    if (i0 < 0) t.rows.push(row);
    else if ((t.rows[i0]?.product.rps ?? 0) < p.rps) t.rows[i0] = row;
    console.log(
      `  ${name.padEnd(26)} ${t.size.padEnd(4)} ${p.rps.toFixed(0).padStart(7)}/s p50 ${String(p.p50).padStart(4)} p99 ${String(p.p99).padStart(5)} ms | ${baselineName.padEnd(22)} ${b.rps.toFixed(0).padStart(7)}/s p50 ${String(b.p50).padStart(4)} p99 ${String(b.p99).padStart(5)} ms | ${ratio.toFixed(3)} (${targetText}) ${ratio >= target ? '✔' : '✖'}${cpuText(p, b)}${p.non2xx || p.errors ? ` non2xx ${p.non2xx} errors ${p.errors}` : ''}`,
    );
  });
}

const cpuText = (p: Result, b: Result) =>
  p.cpuMs !== undefined && b.cpuMs !== undefined
    ? ` | CPU/req ${p.cpuMs.toFixed(2)} vs ${b.cpuMs.toFixed(2)} ms, ratio ${(b.cpuMs / p.cpuMs).toFixed(3)}`
    : '';

// the floor: the product's cheapest request (no database, no session) against a bare constant reply
const floor = () =>
  scenario(
    FLOOR,
    (t) => load(`${t.product}/config_getConfig.action`, {}),
    'bare constant reply',
    (t) => load(`${t.bare}/const`, {}),
    0,
    'the floor',
  );
floor();
scenario(
  'catalogue list',
  (t) => load(`${t.product}/article_getarticleList.action`, { pageNum: 0, pageSize: 20 }),
  'bare same SQL',
  (t) => load(`${t.bare}/list`, {}),
  targetRead,
  readTarget,
);
scenario(
  'catalogue search',
  (t) => load(`${t.product}/article_getarticleList.action`, { pageNum: 0, pageSize: 20, keyword: '规模课程99' }),
  'bare same SQL',
  (t) => load(`${t.bare}/list`, { keyword: '规模课程99' }),
  targetRead,
  readTarget,
);
scenario(
  'course detail',
  (t) => load(`${t.product}/article_selectArticleById.action`, { id: t.courseId }),
  'bare same SQL',
  (t) => load(`${t.bare}/detail`, { id: t.courseId }),
  targetRead,
  readTarget,
);
scenario(
  'my orders',
  (t) => load(`${t.product}/order_buyList.action`, { pageNum: 0, pageSize: 5 }, { token: t.reader }),
  'bare same SQL',
  (t) => load(`${t.bare}/orders`, { userId: t.readerUserId }),
  0.5,
  '≥0.5x',
);
scenario(
  'wallet trade list',
  (t) => load(`${t.product}/custAccount_getTradList.action`, { pageNum: 0, pageSize: 10 }, { token: t.reader }),
  'bare same SQL',
  (t) => load(`${t.bare}/trades`, { userId: t.readerUserId }),
  0.5,
  '≥0.5x',
);
scenario(
  'demand list',
  (t) => load(`${t.product}/lhyhneed_list.action`, { pageNum: 0, pageSize: 10 }),
  'bare same SQL',
  (t) => load(`${t.bare}/demands`, {}),
  targetRead,
  readTarget,
);
scenario(
  'position list',
  (t) => load(`${t.product}/zpPosition_list.action`, { pageNum: 0, pageSize: 10 }),
  'bare same SQL',
  (t) => load(`${t.bare}/positions`, {}),
  targetRead,
  readTarget,
);
// the searches that grow with the size: 规模需求99 is in 111 demand titles at 50k and 11,111 at 1M (past
// the count's cap), 规模职位99 in the names of 110 and 11,110 positions (companies whose id starts with 99)
scenario(
  'demand search',
  (t) => load(`${t.product}/lhyhneed_list.action`, { pageNum: 0, pageSize: 10, keyword: '规模需求99' }),
  'bare same SQL',
  (t) => load(`${t.bare}/demands`, { keyword: '规模需求99' }),
  targetRead,
  readTarget,
);
scenario(
  'position search',
  (t) => load(`${t.product}/zpPosition_list.action`, { pageNum: 0, pageSize: 10, keyword: '规模职位99' }),
  'bare same SQL',
  (t) => load(`${t.bare}/positions`, { keyword: '规模职位99' }),
  targetRead,
  readTarget,
);
// 为你推荐 (issue 27): one user's recommended positions over the size's published positions, from the skill
// index (skill links seeded by bench/seed-scale.ts): candidates, their links, the score of each, computed by
// the first request and kept for the person a minute (matching/cache.ts), so the rate is that of paging
// through a kept list. Measured against the floor itself, as the issue asks (≥0.1x of config_getConfig in
// the same run).
scenario(
  RECOMMEND,
  (t) => load(`${t.product}/match_positions.action`, { pageNum: 0, pageSize: 10 }, { token: t.reader }),
  'config_getConfig',
  (t) => load(`${t.product}/config_getConfig.action`, {}),
  RECOMMEND_FLOOR_SHARE,
  `≥${RECOMMEND_FLOOR_SHARE}x of the floor`,
);
floor();
// Login and payments do not touch the listings: they run at the first size only. Scrypt at the shipped
// cost (2^15) takes ~100 ms of a core: these run longer with fewer connections.
const slow = { seconds: Math.max(seconds, 8), connections: 4 };
const firstSize = targets.slice(0, 1);
scenario(
  'login',
  (t) => load(`${t.product}/user_login.action`, { name: 'bu1', password: BENCH_PASSWORD }, slow),
  'scrypt alone (bound)',
  (t) => load(`${t.bare}/scrypt`, { password: BENCH_PASSWORD }, slow),
  0.5,
  '≥0.5x',
  firstSize,
);
// Payments: the target's "bare action with the shipped password cost" is a bare action that reads one
// hash and runs one scrypt at the shipped cost (2^15), which is what /scrypt does; the product adds the
// attempt count under the wallet lock, the ledger transfer and the trade record. The same payments
// against config_getConfig (no password at all) are printed for scale, without a target.
scenario(
  'wallet payment',
  (t) =>
    load(
      `${t.product}/custAccount_createJY.action`,
      { accountpwd: '135790', amount: '0.5', tradecode: 'BP$N', paymode: 0, orderId: 'OBP$N' },
      { token: t.payers[0], unique: true, ...slow },
    ),
  'bare action + scrypt',
  (t) => load(`${t.bare}/scrypt`, { password: BENCH_PASSWORD }, slow),
  0.3,
  '≥0.3x',
  firstSize,
);
scenario(
  'wallet payment (info)',
  (t) =>
    load(
      `${t.product}/custAccount_createJY.action`,
      { accountpwd: '135790', amount: '0.5', tradecode: 'BQ$N', paymode: 0, orderId: 'OBQ$N' },
      { token: t.payers[1], unique: true, ...slow },
    ),
  'config_getConfig',
  (t) => load(`${t.product}/config_getConfig.action`, {}),
  0,
  'no target',
  firstSize,
);

// the other size's last results stay beside a one-size run's, and a BENCH_ONLY run keeps the scenarios it
// left out from the run before, so the report can set them side by side
const results: EngineResults = { engine, seconds, connections, pinned: pin, sizes: { ...previous?.sizes } };
for (const t of targets) {
  const admin = await login(t.product, 'admin001', 'Admin@2026');
  const report = await post<{ ok: boolean }>(t.product, 'walletAdmin_ledgerCheck', {}, admin).catch((e: unknown) => {
    console.error(`  账本对账请求失败: ${String(e)}`);
    return { ok: false };
  });
  console.log(`  账本对账（${t.size}）: ${report.ok ? '通过' : '失败'}`);
  const at = new Date().toISOString();
  results.sizes[t.size] = {
    at,
    commit,
    ledgerOk: report.ok,
    rows: mergeRows(
      t.rows.map((r) => ({ ...r, at, commit })),
      previous?.sizes[t.size],
    ),
  };
}
mkdirSync('bench/results', { recursive: true });
writeFileSync(resultsPath(engine), JSON.stringify(results, null, 2));
printText(results, usePg ? results : readResults('postgres'));

for (const c of children) c.kill('SIGTERM');
// a server that does not stop within 20 s is killed
const killAfter = setTimeout(() => {
  for (const c of children) c.kill('SIGKILL');
}, 20_000);
await Promise.all(targets.flatMap((t) => t.exited));
clearTimeout(killAfter);
for (const t of targets) rmSync(t.work, { recursive: true, force: true });
process.exit(0);
