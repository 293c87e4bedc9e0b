import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { untilOk } from './until-ok.ts';

// `npm run bench:startup`: what a person waits for after `npm start` on a fresh clone (issue 22's targets:
// the demo seed within 30 s, a restart on the seeded data within 5 s). Runs `npm start` itself, as the
// README tells people to, on a fresh data directory: once to seed, then STARTUP_RESTARTS (3) times on
// the data it left. Each start is timed from the spawn until / answers 200. Baseline in the same run: a
// bare Node process that answers HTTP, so a slow machine shows as a slow baseline rather than a miss.
// Needs a built web app (npm run build), or `npm start` builds it inside the first measurement.

const restarts = Number(process.env.STARTUP_RESTARTS ?? 3);
const port = Number(process.env.STARTUP_PORT ?? 8476);
const data = mkdtempSync(join(tmpdir(), 'xcb-startup-'));

/** Starts `cmd`, returns the ms until / answers and the output it printed meanwhile, then stops it. */
async function timeStart(cmd: string, args: string[], env: NodeJS.ProcessEnv): Promise<{ ms: number; out: string }> {
  const t0 = performance.now();
  // its own process group: npm, the bootstrap and the server stop together
  const child = spawn(cmd, args, { env: { ...process.env, ...env }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (b: Buffer) => (out += b.toString()));
  child.stderr.on('data', (b: Buffer) => (out += b.toString()));
  const exited = new Promise<void>((r) => child.on('exit', () => r()));
  try {
    await untilOk(`http://127.0.0.1:${port}/`, 180_000, 25);
    return { ms: performance.now() - t0, out };
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
    // the port is free again before the next start
    await new Promise((r) => setTimeout(r, 500));
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

// (the default log level: the seed's time is an info line)
const serverEnv = { DATA_DIR: data, PORT: String(port), HOST: '127.0.0.1' };
try {
  const baseline: number[] = [];
  for (let i = 0; i < restarts; i++) {
    const bare = `require('node:http').createServer((q, r) => r.end('ok')).listen(${port}, '127.0.0.1')`;
    baseline.push((await timeStart(process.execPath, ['-e', bare], {})).ms);
  }
  const first = await timeStart('npm', ['start'], serverEnv);
  const seeded = /demo content seeded in (\d+) ms/.exec(first.out);
  const again: number[] = [];
  for (let i = 0; i < restarts; i++) again.push((await timeStart('npm', ['start'], serverEnv)).ms);

  const seedMs = seeded ? Number(seeded[1]) : NaN;
  const restartMs = median(again);
  console.log('| measure | time | target |');
  console.log('|---|---|---|');
  console.log(`| bare Node HTTP server (baseline, median of ${restarts}) | ${s(median(baseline))} | |`);
  console.log(`| first \`npm start\` (migrate, base and demo seed, listen) | ${s(first.ms)} | |`);
  console.log(`| of which the demo seed | ${seeded ? s(seedMs) : 'not printed'} | ≤ 30 s |`);
  console.log(
    `| restart: \`npm start\` on the seeded data (median of ${restarts}: ${again.map(s).join(', ')}) | ${s(restartMs)} | ≤ 5 s |`,
  );
  console.log(`| restart ÷ baseline | ${(restartMs / median(baseline)).toFixed(1)}x | |`);
  const missed = [!(seedMs <= 30_000) && 'seed', !(restartMs <= 5_000) && 'restart'].filter(Boolean);
  if (missed.length > 0) {
    console.log(`\nmissed: ${missed.join(', ')}`);
    process.exitCode = 1;
  }
} finally {
  rmSync(data, { recursive: true, force: true });
}
