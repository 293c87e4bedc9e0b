import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { untilOk } from './until-ok.ts';

// `npm run bench:lighthouse`: Lighthouse (the npm package; its default config is the mobile preset: a
// Moto G Power-sized screen, simulated slow 4G and 4x CPU slowdown) on the site's main pages, in the
// Chromium the journeys use, against a server started on a fresh data directory with the demo marketplace
// (SEED_CONTENT=true). Prints the table and writes it into docs/performance.md between the markers
// below (replaced on each run). Needs a built web app (npm run build). Targets (issue 21): performance
// >= 90, LCP <= 2.5 s, TBT <= 200 ms, CLS <= 0.1.
// Each page is measured LIGHTHOUSE_RUNS times (default 3) and the table holds the median run as Lighthouse
// itself picks it (computeMedianRun: nearest the median FCP and TTI), as Lighthouse's docs on variability
// advise: on a shared two-core machine one run's TBT moved by 2x within minutes. The TBT of every run is
// printed beside it.
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
// The preset's 4x CPU slowdown is relative to the machine: Lighthouse's docs (throttling.md) make it for a
// high-end desktop (its benchmarkIndex 1500-2000) and advise a higher multiplier on a faster machine. Each
// run's benchmarkIndex is printed; LIGHTHOUSE_CPU=<multiplier> measures with another slowdown (e.g.
// 4 x index / 1750 to emulate what the preset gives on a mid-bracket desktop), leaving the docs table alone.
const CPU = process.env.LIGHTHOUSE_CPU ? Number(process.env.LIGHTHOUSE_CPU) : null;
if (CPU !== null && !(CPU >= 1 && CPU <= 30)) throw new Error('LIGHTHOUSE_CPU: a multiplier from 1 to 30');

const port = Number(process.env.LIGHTHOUSE_PORT ?? 8479);
const origin = `http://127.0.0.1:${port}`;
const data = mkdtempSync(join(tmpdir(), 'xcb-lighthouse-'));
const START = '<!-- lighthouse:start (bench/lighthouse.ts writes this section) -->';
const END = '<!-- lighthouse:end -->';

const server = spawn(process.execPath, ['apps/server/src/main.ts'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: data,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    SESSION_SECRET: 'lighthouse-session-secret-0123456789',
    SEED_CONTENT: 'true',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

interface Row {
  page: string;
  performance: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
  /** every run's TBT, in the order taken */
  tbts: number[];
  /** every run's Lighthouse CPU benchmark (benchmarkIndex) */
  cpu: number[];
}

const met = (r: Row) => r.performance >= 90 && r.lcp <= 2500 && r.tbt <= 200 && r.cls <= 0.1;

// the demo marketplace is seeded before the server listens
const started = () => untilOk(`${origin}/openapi.json`, 15 * 60_000);

/** The first course of the catalogue, as /list shows it. */
async function aCourseId(): Promise<number> {
  const res = await fetch(`${origin}/article_getarticleList.action`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ pageNum: 0 }),
  });
  const body = (await res.json()) as { recordList?: { id: number }[] };
  const id = body.recordList?.[0]?.id;
  if (!id) throw new Error('the demo marketplace has no course');
  return id;
}

/** One Lighthouse run of a page; a trace Lighthouse could not read (NO_NAVSTART and the like, seen on a busy machine) is taken again. */
async function measure(port: number, page: string) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(`${origin}${page}`, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      locale: 'en-US',
      // merged into the preset's throttling: only the CPU slowdown changes
      ...(CPU !== null ? { throttling: { cpuSlowdownMultiplier: CPU } } : {}),
    });
    if (!result) throw new Error(`no Lighthouse result for ${page}`);
    if (!result.lhr.runtimeError) return result.lhr;
    if (attempt === 3) throw new Error(`${page}: ${result.lhr.runtimeError.message}`);
    console.log(`${page}: ${result.lhr.runtimeError.code}, again`);
  }
}

try {
  await started();
  const all = ['/', '/employment', '/recruitment', '/training', '/personnel', '/sharing', `/show?id=${await aCourseId()}`, '/list'];
  // LIGHTHOUSE_ONLY='/sharing,/list' measures some pages (the docs table is then left alone);
  // LIGHTHOUSE_SAVE=dir keeps each page's full report (what shifted, what blocked) as JSON
  const only = process.env.LIGHTHOUSE_ONLY?.split(',');
  const pages = only ? all.filter((p) => only.some((o) => p.split('?')[0] === o)) : all;
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const rows: Row[] = [];
  try {
    for (const page of pages) {
      const runs = [];
      for (let run = 0; run < RUNS; run++) runs.push(await measure(chrome.port, page));
      const lhr = computeMedianRun(runs);
      if (process.env.LIGHTHOUSE_SAVE) {
        mkdirSync(process.env.LIGHTHOUSE_SAVE, { recursive: true });
        const name = page === '/' ? 'home' : page.replace(/\?.*/, '').replace(/\W+/g, '_');
        writeFileSync(join(process.env.LIGHTHOUSE_SAVE, `${name}.json`), JSON.stringify(lhr));
      }
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      const row: Row = {
        page,
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        bytes: audit('total-byte-weight'),
        tbts: runs.map((r) => r.audits['total-blocking-time']?.numericValue ?? NaN),
        cpu: runs.map((r) => r.environment.benchmarkIndex),
      };
      const slowdown = lhr.configSettings.throttling.cpuSlowdownMultiplier;
      rows.push(row);
      const lcpElement = lhr.audits['largest-contentful-paint-element']?.details;
      const what =
        JSON.stringify(lcpElement ?? {})
          .match(/"snippet":"((?:[^"\\]|\\.)*)"/)?.[1]
          ?.slice(0, 100) ?? '';
      console.log(
        `${page}: performance ${row.performance}, LCP ${(row.lcp / 1000).toFixed(1)} s, TBT ${Math.round(row.tbt)} ms, CLS ${row.cls.toFixed(3)}, ${Math.round(row.bytes / 1024)} KB (TBT of the ${RUNS} runs: ${row.tbts.map(Math.round).join(' / ')} ms; CPU benchmark ${row.cpu.map(Math.round).join(' / ')}, slowdown ${slowdown}x)${what ? `; LCP element ${what}` : ''}`,
      );
    }
  } finally {
    chrome.kill();
  }

  const load = loadavg();
  const version = (JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')) as { version: string }).version;
  const table = [
    '| page | performance | LCP | TBT | CLS | bytes | TBT of each run | CPU benchmark of each run | target |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| \`${r.page}\` | ${r.performance} | ${(r.lcp / 1000).toFixed(1)} s | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${Math.round(r.bytes / 1024)} KB | ${r.tbts.map(Math.round).join(' / ')} ms | ${r.cpu.map(Math.round).join(' / ')} | ${met(r) ? 'met' : 'missed'} |`,
    ),
  ].join('\n');
  console.log(`\n${table}\n`);
  const section = [
    START,
    `Lighthouse ${version}, mobile preset (its own simulated throttling), in ${process.env.CHROME_PATH ?? '/usr/bin/chromium'}, on a fresh`,
    `start with the demo marketplace; the median of ${RUNS} runs per page (Lighthouse's computeMedianRun); run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npm run build && npm run bench:lighthouse\``,
    `on ${cpus().length} cores at load average ${load.map((l) => l.toFixed(1)).join(' / ')} (1 / 5 / 15 min) when it ended: Lighthouse`,
    'slows the CPU 4x on top of whatever else the machine runs, so TBT and LCP on a busy machine are far above a quiet one,',
    "and a faster machine gives lower figures (the CPU benchmark column: Lighthouse's docs make 4x for 1500-2000).",
    'Targets: performance >= 90, LCP <= 2.5 s, TBT <= 200 ms, CLS <= 0.1.',
    '',
    table,
    END,
  ].join('\n');
  if (only || CPU !== null) {
    console.log(
      `LIGHTHOUSE_ONLY or LIGHTHOUSE_CPU: docs/performance.md left as it was; ${rows.filter(met).length} of ${rows.length} pages meet every target`,
    );
  } else {
    const doc = readFileSync('docs/performance.md', 'utf8');
    const at = doc.indexOf(START);
    const end = doc.indexOf(END);
    const next =
      at >= 0 && end > at
        ? doc.slice(0, at) + section + doc.slice(end + END.length)
        : `${doc.trimEnd()}\n\n## Lighthouse on a phone (mobile preset)\n\n${section}\n`;
    writeFileSync('docs/performance.md', next);
    console.log(`written to docs/performance.md; ${rows.filter(met).length} of ${rows.length} pages meet every target`);
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1000));
  rmSync(data, { recursive: true, force: true });
}
