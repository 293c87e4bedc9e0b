import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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
import { FLOOR, printText, readResults, resultsPath, type EngineResults, type Result, type Row } from './report.ts';
import { uploadVoucher } from './voucher.ts';

// `npm run bench:scale` (PGlite) / `npm run bench:scale:pg` (PostgreSQL): the product's read paths,
// login and payments on the scale data set (bench/seed-scale.ts, made once and reused), each against a
// bare Fastify process running the same SQL on the same data (bench/bare.ts), measured with autocannon in
// the same run. Server processes on core 0, the load generator on core 1 (taskset), when there are two.
// BENCH_SECONDS (default 3) per scenario and side, BENCH_CONNECTIONS (default 10); BENCH_ONLY a comma list
// of scenario names to run only those (e.g. BENCH_ONLY='course detail,my orders').
// Both sizes of the data set run one after the other (50k then 1m, each its own database and servers);
// --size=50k|1m or BENCH_SIZE runs one and keeps the other's last results beside it. The floor
// (config_getConfig) runs at each size; login and payments, which no listing's size touches, at the
// first size only. The report (bench/report.ts) then prints each scenario's share of the floor, its
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

const productPort = 8471;
const barePort = 8472;
const product = `http://127.0.0.1:${productPort}`;
const bare = `http://127.0.0.1:${barePort}`;
let children: ChildProcess[] = [];
const stopServers = () => {
  for (const c of children) c.kill('SIGTERM');
  children = [];
};
process.on('exit', stopServers);

function start(cmd: string[], env: Record<string, string>) {
  const [bin = '', ...args] = cmd;
  const child = spawn(bin, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  children.push(child);
  return new Promise<void>((resolve) => child.once('exit', () => resolve()));
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

async function post<T>(action: string, body: unknown, token?: string, retry = true): Promise<T> {
  // a pooled keep-alive connection the server closed meanwhile fails once: ask again on a fresh one
  if (retry) return post<T>(action, body, token, false).catch(() => post<T>(action, body, token, false));
  const res = await fetch(`${product}/${action}.action`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return (await res.json()) as T;
}
const voucher = (token: string) => uploadVoucher(product, token);
const login = async (name: string, password = BENCH_PASSWORD) => {
  const r = await post<{ jwt?: string; error?: string }>('user_login', { name, password, deviceType: 'mobile' });
  if (!r.jwt) throw new Error(`login ${name}: ${r.error}`);
  return r.jwt;
};

function load(url: string, body: unknown, opts: { token?: string; unique?: boolean; connections?: number; seconds?: number } = {}): Result {
  const spec = JSON.stringify({
    url,
    body,
    token: opts.token,
    unique: opts.unique,
    seconds: opts.seconds ?? seconds,
    connections: opts.connections ?? connections,
  });
  const cmd = loadCore([node, 'bench/load.ts', spec]);
  const r = spawnSync(cmd[0] ?? '', cmd.slice(1), { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`load failed: ${r.stderr}`);
  return JSON.parse(r.stdout.trim().split('\n').pop() ?? '{}') as Result;
}

const only = process.env.BENCH_ONLY?.split(',').map((n) => n.trim());
const targetRead = usePg ? 0.8 : 0.5;
const readTarget = usePg ? '≥0.8x' : '≥0.5x';

/** One size: its data set, the two servers on it, every scenario; the servers are stopped after. */
async function runSize(size: BenchSize, withSlow: boolean): Promise<{ rows: Row[]; ledgerOk: boolean }> {
  // 1. the data set
  let readerUserId = 0;
  {
    const database = await openBenchDatabase(usePg, size);
    await seedScale(database, size);
    const r = (await database.db.execute(sql`select id from users where name = 'bu7'`)) as unknown as { rows: { id: number }[] };
    readerUserId = Number(r.rows[0]?.id);
    await database.close();
  }

  // 2. the two servers on the same data (PGlite is embedded: each process gets an identical copy)
  const work = mkdtempSync(join(tmpdir(), 'xcb-bench-'));
  if (!usePg) {
    mkdirSync(join(work, 'product'));
    cpSync(benchPgliteDir(size), join(work, 'product', 'pg'), { recursive: true });
    cpSync(benchPgliteDir(size), join(work, 'bare-pg'), { recursive: true });
  }
  const productEnv: Record<string, string> = usePg ? { DATABASE_URL: benchDatabaseUrl(size) } : { DATA_DIR: join(work, 'product') };
  const bareEnv: Record<string, string> = usePg ? { DATABASE_URL: benchDatabaseUrl(size) } : { BARE_PGLITE_DIR: join(work, 'bare-pg') };
  const spawned = children.length;
  const exited = [
    start(serverCore([node, 'apps/server/src/main.ts']), {
      ...productEnv,
      PORT: String(productPort),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
      UPLOAD_DIR: join(work, 'uploads'),
      SESSION_SECRET: 'bench-session-secret-0123456789',
      PAYMENT_PEPPER: 'bench-payment-pepper-0123456789',
      LOGIN_LIMIT_PER_ACCOUNT: '100000000',
      LOGIN_LIMIT_PER_ADDRESS: '100000000',
    }),
    start(serverCore([node, 'bench/bare.ts']), { ...bareEnv, BARE_PORT: String(barePort) }),
  ];
  const these = children.slice(spawned);
  await waitFor(`${product}/config_getConfig.action`);
  await waitFor(`${bare}/const`);

  // 3. fixtures: a reader with orders and trades, payers with a payment password and coins
  const reader = await login('bu7');
  const payers: string[] = [];
  if (withSlow) {
    const staff = await login('admin001', 'Admin@2026');
    for (const name of ['bu11', 'bu12', 'bu13', 'bu14', 'bu15']) {
      const jwt = await login(name);
      await post('custAccount_addPWD', { custAccountPWD: { accountpwd: '135790' } }, jwt);
      const t = await post<{ custAccountDetail?: { id: number } }>(
        'custAccount_createAccount',
        { payProof: await voucher(jwt), rmbAmount: '99999' },
        jwt,
      );
      if (t.custAccountDetail) await post('walletAdmin_topupDecide', { id: t.custAccountDetail.id, decision: 'approve' }, staff);
      payers.push(jwt);
    }
  }
  const courses = await post<{ recordList: { id: number }[] }>('article_getarticleList', { pageNum: 10, pageSize: 20 });
  const courseId = courses.recordList[0]?.id ?? 1;

  const rows: Row[] = [];
  function scenario(
    name: string,
    productRun: () => Result,
    baselineName: string,
    baselineRun: () => Result,
    target: number,
    targetText: string,
  ) {
    if (only && !only.includes(name) && name !== FLOOR) return;
    // product, baseline, product, baseline: the better of each pair, so a neighbour's burst on a shared
    // machine does not land on one side only
    const best = (x: Result, y: Result) => (y.rps > x.rps ? y : x);
    const p1 = productRun();
    const b1 = baselineRun();
    const p = best(p1, productRun());
    const b = best(b1, baselineRun());
    // a side that answers errors measures nothing: an erroring baseline once made the product look fast
    let clean = true;
    for (const [side, r] of [
      ['product', p],
      ['baseline', b],
    ] as const) {
      if (r.non2xx === 0 && r.errors === 0) continue;
      clean = false;
      console.log(`  ✖ ${name}: ${side} answered ${r.non2xx} non-2xx and ${r.errors} errors of ${r.total}`);
    }
    const ratio = p.rps / b.rps;
    rows.push({ scenario: name, product: p, baseline: b, baselineName, target: targetText, ratio, met: clean && ratio >= target });
    console.log(
      `  ${name.padEnd(26)} ${p.rps.toFixed(0).padStart(7)}/s p50 ${String(p.p50).padStart(4)} p99 ${String(p.p99).padStart(5)} ms | ${baselineName.padEnd(22)} ${b.rps.toFixed(0).padStart(7)}/s p50 ${String(b.p50).padStart(4)} p99 ${String(b.p99).padStart(5)} ms | ${ratio.toFixed(3)} (${targetText}) ${ratio >= target ? '✔' : '✖'}${p.non2xx || p.errors ? ` non2xx ${p.non2xx} errors ${p.errors}` : ''}`,
    );
  }

  console.log(
    `\n规模基准（${usePg ? 'PostgreSQL' : 'PGlite'}，${size}，${seconds} s/场景，并发 ${connections}${pin ? '，服务 core 0 / 压测 core 1' : ''}）`,
  );
  // the floor: the product's cheapest request (no database, no session) against a bare constant reply
  scenario(
    FLOOR,
    () => load(`${product}/config_getConfig.action`, {}),
    'bare constant reply',
    () => load(`${bare}/const`, {}),
    0,
    'the floor',
  );
  scenario(
    'catalogue list',
    () => load(`${product}/article_getarticleList.action`, { pageNum: 0, pageSize: 20 }),
    'bare same SQL',
    () => load(`${bare}/list`, {}),
    targetRead,
    readTarget,
  );
  scenario(
    'catalogue search',
    () => load(`${product}/article_getarticleList.action`, { pageNum: 0, pageSize: 20, keyword: '规模课程99' }),
    'bare same SQL',
    () => load(`${bare}/list`, { keyword: '规模课程99' }),
    targetRead,
    readTarget,
  );
  scenario(
    'course detail',
    () => load(`${product}/article_selectArticleById.action`, { id: courseId }),
    'bare same SQL',
    () => load(`${bare}/detail`, { id: courseId }),
    targetRead,
    readTarget,
  );
  scenario(
    'my orders',
    () => load(`${product}/order_buyList.action`, { pageNum: 0, pageSize: 5 }, { token: reader }),
    'bare same SQL',
    () => load(`${bare}/orders`, { userId: readerUserId }),
    0.5,
    '≥0.5x',
  );
  scenario(
    'wallet trade list',
    () => load(`${product}/custAccount_getTradList.action`, { pageNum: 0, pageSize: 10 }, { token: reader }),
    'bare same SQL',
    () => load(`${bare}/trades`, { userId: readerUserId }),
    0.5,
    '≥0.5x',
  );
  scenario(
    'demand list',
    () => load(`${product}/lhyhneed_list.action`, { pageNum: 0, pageSize: 10 }),
    'bare same SQL',
    () => load(`${bare}/demands`, {}),
    targetRead,
    readTarget,
  );
  scenario(
    'position list',
    () => load(`${product}/zpPosition_list.action`, { pageNum: 0, pageSize: 10 }),
    'bare same SQL',
    () => load(`${bare}/positions`, {}),
    targetRead,
    readTarget,
  );
  if (withSlow) {
    // scrypt at the shipped cost (2^15) takes ~100 ms of a core: these run longer with fewer connections
    const slow = { seconds: Math.max(seconds, 8), connections: 4 };
    scenario(
      'login',
      () => load(`${product}/user_login.action`, { name: 'bu1', password: BENCH_PASSWORD }, slow),
      'scrypt alone (bound)',
      () => load(`${bare}/scrypt`, { password: BENCH_PASSWORD }, slow),
      0.5,
      '≥0.5x',
    );
    // Payments: the target's "bare action with the shipped password cost" is a bare action that reads one
    // hash and runs one scrypt at the shipped cost (2^15), which is what /scrypt does; the product adds the
    // attempt count under the wallet lock, the ledger transfer and the trade record. The same payments
    // against config_getConfig (no password at all) are printed for scale, without a target.
    scenario(
      'wallet payment',
      () =>
        load(
          `${product}/custAccount_createJY.action`,
          { accountpwd: '135790', amount: '0.5', tradecode: 'BP$N', paymode: 0, orderId: 'OBP$N' },
          { token: payers[0], unique: true, ...slow },
        ),
      'bare action + scrypt',
      () => load(`${bare}/scrypt`, { password: BENCH_PASSWORD }, slow),
      0.3,
      '≥0.3x',
    );
    scenario(
      'wallet payment (info)',
      () =>
        load(
          `${product}/custAccount_createJY.action`,
          { accountpwd: '135790', amount: '0.5', tradecode: 'BQ$N', paymode: 0, orderId: 'OBQ$N' },
          { token: payers[1], unique: true, ...slow },
        ),
      'config_getConfig',
      () => load(`${product}/config_getConfig.action`, {}),
      0,
      'no target',
    );
  }

  const report = await post<{ ok: boolean }>('walletAdmin_ledgerCheck', {}, await login('admin001', 'Admin@2026')).catch((e: unknown) => {
    console.error(`  账本对账请求失败: ${String(e)}`);
    return { ok: false };
  });
  console.log(`  账本对账: ${report.ok ? '通过' : '失败'}`);
  stopServers();
  // a server that does not stop within 20 s is killed: the next size needs the ports
  const killAfter = setTimeout(() => {
    for (const c of these) c.kill('SIGKILL');
  }, 20_000);
  await Promise.all(exited);
  clearTimeout(killAfter);
  rmSync(work, { recursive: true, force: true });
  return { rows, ledgerOk: report.ok };
}

// the other size's last results stay beside a one-size run's, so the report can set them side by side
const previous = readResults(engine);
const results: EngineResults = { engine, seconds, connections, pinned: pin, sizes: { ...previous?.sizes } };
for (const [i, size] of sizes.entries()) {
  const r = await runSize(size, i === 0);
  results.sizes[size] = { at: new Date().toISOString(), commit, ...r };
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(resultsPath(engine), JSON.stringify(results, null, 2));
}
printText(results, usePg ? results : readResults('postgres'));
process.exit(0);
