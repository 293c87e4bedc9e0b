import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// The scale bench's targets, worked out from the results bench/run.ts writes (bench/results/scale-*.json):
// each list and search scenario's share of the floor (config_getConfig, the product's cheapest request, in
// the same run), its rate at 1M rows over its rate at 50k, the embedded database against the PostgreSQL
// server, p99, and each scenario's ratio to its bare-SQL baseline against the ratio it had before.
// `node bench/report.ts` prints both engines' tables; `--markdown` prints them for docs/performance.md.

export type Engine = 'postgres' | 'pglite';
export type Size = '50k' | '1m';

export interface Result {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  total: number;
  /** the server process's CPU per answered request in ms, every thread (bench/run.ts reads /proc) */
  cpuMs?: number;
}
export interface Row {
  scenario: string;
  product: Result;
  baseline: Result;
  baselineName: string;
  target: string;
  ratio: number;
  met: boolean;
  /** when and on which commit this row was measured (a BENCH_ONLY run keeps the other rows of an earlier one) */
  at?: string;
  commit?: string;
}
export interface SizeRun {
  at: string;
  commit: string;
  ledgerOk: boolean;
  rows: Row[];
}
export interface EngineResults {
  engine: Engine;
  seconds: number;
  connections: number;
  pinned: boolean;
  sizes: Partial<Record<Size, SizeRun>>;
}

export const FLOOR = 'config_getConfig (floor)';
/** the scenarios whose cost must not follow the table's size */
export const LIST_SEARCH = ['catalogue list', 'catalogue search', 'demand list', 'demand search', 'position list', 'position search'];
const SLOW = ['login', 'wallet payment', 'wallet payment (info)'];
const isRead = (s: string) => s !== FLOOR && !SLOW.includes(s);

/**
 * Each scenario's ratio to its bare baseline before the size work: the quiet run of 2026-11-25 at 50k
 * (docs/performance.md). The target is not to fall below it; new scenarios have none.
 */
export const RATIO_BEFORE: Record<Engine, Record<string, number>> = {
  postgres: {
    'catalogue list': 0.86,
    'catalogue search': 0.97,
    'course detail': 1.43,
    'my orders': 0.85,
    'wallet trade list': 0.96,
    'demand list': 0.86,
    'position list': 0.97,
    login: 0.97,
    'wallet payment': 0.96,
  },
  pglite: {
    'catalogue list': 0.8,
    'catalogue search': 0.88,
    'course detail': 0.91,
    'my orders': 0.75,
    'wallet trade list': 0.73,
    'demand list': 0.96,
    'position list': 0.91,
    login: 0.89,
    'wallet payment': 0.95,
  },
};

export const FLOOR_SHARE = 0.25;
/** 为你推荐 (issue 27): one user's recommendations, at least this share of the floor */
export const RECOMMEND = 'recommendations';
export const RECOMMEND_FLOOR_SHARE = 0.1;
export const SIZE_RATIO = 0.8;
export const PGLITE_VS_PG = 0.5;
export const P99_MS = 50;

export const resultsPath = (engine: Engine) => join('bench', 'results', `scale-${engine}.json`);
export function readResults(engine: Engine): EngineResults | undefined {
  const p = resultsPath(engine);
  if (!existsSync(p)) return undefined;
  const r = JSON.parse(readFileSync(p, 'utf8')) as Partial<EngineResults>;
  // results of the runner before the two sizes have no `sizes`
  return r.sizes ? (r as EngineResults) : undefined;
}

export interface Check {
  what: string;
  ok: boolean;
}
export interface Line {
  scenario: string;
  size: Size;
  row: Row;
  floorShare: number | undefined;
  /** the bare process's rate for the same SQL over its constant reply: what the SQL alone leaves of a request */
  bareFloorShare: number | undefined;
  /** this scenario at 1m over the same at 50k (on the 1m line) */
  sizeRatio: number | undefined;
  /** PGlite over PostgreSQL, same scenario and size (on PGlite lines) */
  vsPg: number | undefined;
  /**
   * The bare process's CPU per request over the product's: the ratio without what else the machine ran
   * during the windows (rows of runs from before CPU was read have none). On PostgreSQL the database's
   * own processes are not counted on either side.
   */
  cpuRatio: number | undefined;
  checks: Check[];
}

/** the order the runner runs them in, for tables merged from several runs */
export const ORDER = [
  FLOOR,
  'catalogue list',
  'catalogue search',
  'course detail',
  'my orders',
  'wallet trade list',
  'demand list',
  'position list',
  'demand search',
  'position search',
  'recommendations',
  ...SLOW,
];

/** a size's rows after a run: the fresh ones, and the earlier run's rows of scenarios this one left out */
export function mergeRows(fresh: Row[], earlier: SizeRun | undefined): Row[] {
  const kept = (earlier?.rows ?? [])
    .filter((r) => !fresh.some((f) => f.scenario === r.scenario))
    .map((r) => ({ ...r, at: r.at ?? earlier?.at, commit: r.commit ?? earlier?.commit }));
  const rank = (r: Row) => (ORDER.includes(r.scenario) ? ORDER.indexOf(r.scenario) : ORDER.length);
  return [...fresh, ...kept].sort((a, b) => rank(a) - rank(b));
}

const rowOf = (e: EngineResults | undefined, size: Size, scenario: string) => e?.sizes[size]?.rows.find((r) => r.scenario === scenario);

export function lines(e: EngineResults, pg: EngineResults | undefined): Line[] {
  const out: Line[] = [];
  for (const size of ['50k', '1m'] as Size[]) {
    const run = e.sizes[size];
    if (!run) continue;
    const floor = rowOf(e, size, FLOOR);
    for (const row of run.rows) {
      const s = row.scenario;
      const listSearch = LIST_SEARCH.includes(s);
      // shares of the floor for the reads (login and payments are scrypt-bound)
      const floorShare = floor && isRead(s) ? row.product.rps / floor.product.rps : undefined;
      const bareFloorShare = floor && isRead(s) ? row.baseline.rps / floor.baseline.rps : undefined;
      const at50k = rowOf(e, '50k', s);
      const sizeRatio = size === '1m' && at50k ? row.product.rps / at50k.product.rps : undefined;
      const pgRow = e.engine === 'pglite' ? rowOf(pg, size, s) : undefined;
      const vsPg = pgRow ? row.product.rps / pgRow.product.rps : undefined;
      const checks: Check[] = [];
      // a side that answered nothing (every request timed out) measured nothing either
      const clean =
        row.product.errors + row.product.non2xx + row.baseline.errors + row.baseline.non2xx === 0 &&
        row.product.total > 0 &&
        row.baseline.total > 0;
      if (!clean) checks.push({ what: 'answers 2xx', ok: false });
      if (listSearch && e.engine === 'postgres' && floorShare !== undefined)
        checks.push({ what: `≥${FLOOR_SHARE}x floor`, ok: floorShare >= FLOOR_SHARE });
      if (s === RECOMMEND && floorShare !== undefined)
        checks.push({ what: `≥${RECOMMEND_FLOOR_SHARE}x floor`, ok: floorShare >= RECOMMEND_FLOOR_SHARE });
      if (listSearch && sizeRatio !== undefined) checks.push({ what: `1M ≥${SIZE_RATIO}x 50k`, ok: sizeRatio >= SIZE_RATIO });
      if (listSearch && vsPg !== undefined) checks.push({ what: `≥${PGLITE_VS_PG}x PostgreSQL`, ok: vsPg >= PGLITE_VS_PG });
      if (isRead(s)) checks.push({ what: `p99 <${P99_MS} ms`, ok: row.product.p99 < P99_MS });
      const before = RATIO_BEFORE[e.engine][s];
      if (before !== undefined) checks.push({ what: `bare ratio ≥${before}`, ok: row.ratio >= before });
      const cpuRatio = row.product.cpuMs && row.baseline.cpuMs ? row.baseline.cpuMs / row.product.cpuMs : undefined;
      out.push({ scenario: s, size, row, floorShare, bareFloorShare, sizeRatio, vsPg, cpuRatio, checks });
    }
  }
  // each scenario's sizes next to each other
  const rank = (s: string) => (ORDER.includes(s) ? ORDER.indexOf(s) : ORDER.length);
  return out.sort((a, b) => rank(a.scenario) - rank(b.scenario));
}

// a side that answered nothing leaves no ratio (JSON keeps a division by zero as null)
const f = (n: number | null | undefined, digits = 2) => (n === undefined || n === null || !Number.isFinite(n) ? '—' : n.toFixed(digits));
const rate = (r: Result) => `${r.rps.toFixed(0)}/s, ${r.p50}/${r.p99} ms`;
const verdict = (checks: Check[]) =>
  checks.length === 0
    ? '—'
    : checks.every((c) => c.ok)
      ? 'all met'
      : `missed: ${checks
          .filter((c) => !c.ok)
          .map((c) => c.what)
          .join('; ')}`;

export function printText(e: EngineResults, pg: EngineResults | undefined): void {
  console.log(`\n${e.engine === 'postgres' ? 'PostgreSQL' : 'PGlite'}：两种规模的对照（地板 = config_getConfig）`);
  console.log(
    `  ${'scenario'.padEnd(26)} ${'size'.padEnd(4)} ${'product'.padStart(22)} ${'bare'.padStart(22)} ${'ratio'.padStart(6)} ${'CPU'.padStart(6)} ${'floor'.padStart(6)} ${'1M/50k'.padStart(7)} ${'vs PG'.padStart(6)}  targets`,
  );
  for (const l of lines(e, pg))
    console.log(
      `  ${l.scenario.padEnd(26)} ${l.size.padEnd(4)} ${rate(l.row.product).padStart(22)} ${rate(l.row.baseline).padStart(22)} ${f(l.row.ratio).padStart(6)} ${f(l.cpuRatio).padStart(6)} ${f(l.floorShare, 3).padStart(6)} ${f(l.sizeRatio).padStart(7)} ${f(l.vsPg).padStart(6)}  ${verdict(l.checks)}`,
    );
}

export function markdown(e: EngineResults, pg: EngineResults | undefined): string {
  const out = [
    "| scenario | size | product (req/s, p50/p99 ms) | bare same SQL | ratio to bare (before) | CPU ratio | share of floor (bare's of its own) | 1M / 50k | vs PostgreSQL | targets |",
    '|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const l of lines(e, pg)) {
    const before = RATIO_BEFORE[e.engine][l.scenario];
    const run = e.sizes[l.size];
    const other = l.row.at && run && l.row.at !== run.at ? ` (run of ${l.row.at.slice(11, 16)} UTC, ${l.row.commit})` : '';
    out.push(
      `| ${l.scenario}${other} | ${l.size} | ${rate(l.row.product)} | ${rate(l.row.baseline)} | **${f(l.row.ratio)}**${before === undefined ? '' : ` (${before})`} | ${f(l.cpuRatio)} | ${f(l.floorShare, 3)}${l.bareFloorShare === undefined ? '' : ` (${f(l.bareFloorShare, 3)})`} | ${f(l.sizeRatio)} | ${f(l.vsPg)} | ${verdict(l.checks)} |`,
    );
  }
  return out.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const pg = readResults('postgres');
  const lite = readResults('pglite');
  for (const e of [pg, lite]) {
    if (!e) continue;
    if (process.argv.includes('--markdown')) {
      const at = Object.entries(e.sizes).map(([s, r]) => `${s} ${r.at} (${r.commit})`);
      console.log(`\n${e.engine}: ${at.join(', ')}, ${e.seconds} s per side, ${e.connections} connections${e.pinned ? ', pinned' : ''}\n`);
      console.log(markdown(e, pg));
    } else printText(e, pg);
  }
}
