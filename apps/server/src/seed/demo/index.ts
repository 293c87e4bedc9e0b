import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';
import { hashPassword } from '../../http/password.ts';
import { claimDemoSeed, demoSeedHeartbeat, finishDemoSeed } from '../demo-marker.ts';
import { DEMO_PASSWORD, DemoSeed } from './context.ts';
import { seedRecruitment } from './recruitment.ts';
import { seedEmployment } from './employment.ts';
import { seedPersonnel } from './personnel.ts';
import { seedSharing } from './sharing.ts';
import { seedCourses } from './courses.ts';
import { seedCommunity } from './community.ts';
import { seedMessaging } from './messaging.ts';
import { spreadSeedTimes } from './spread.ts';

/**
 * The areas in the order they build on each other: courses before the community (teachers are course
 * authors), messaging last (its conversations and notices are about what the others made).
 */
const AREAS: Array<[string, (s: DemoSeed) => Promise<void>]> = [
  ['recruitment', seedRecruitment],
  ['employment', seedEmployment],
  ['personnel', seedPersonnel],
  ['sharing', seedSharing],
  ['courses', seedCourses],
  ['community', seedCommunity],
  ['messaging', seedMessaging],
];

export interface DemoSeedReport {
  seeded: boolean;
  /** milliseconds per area */
  timings: Record<string, number>;
  /** areas that failed, with why: the others are still seeded (a demo missing one area beats no demo) */
  errors: Record<string, string>;
}

/**
 * The demo marketplace of a fresh start: companies, positions, demands, courses and their history,
 * made through the running app's actions. Runs once per database (a marker row, claimed first so two
 * instances starting together do not both seed); a start on existing data costs one insert.
 */
export async function seedDemoContent(app: FastifyInstance, deps: AppDeps, opts: { only?: string[] } = {}): Promise<DemoSeedReport> {
  // started now, done at the end: a start that finds it started and not done clears it away (main.ts)
  if (!(await claimDemoSeed(deps.db))) return { seeded: false, timings: {}, errors: {} };
  const stopHeartbeat = demoSeedHeartbeat(deps.db);
  try {
    const report = await seedAreas(app, deps, opts);
    await finishDemoSeed(deps.db);
    return report;
  } finally {
    stopHeartbeat();
  }
}

async function seedAreas(app: FastifyInstance, deps: AppDeps, opts: { only?: string[] }): Promise<DemoSeedReport> {
  const s = new DemoSeed(app, deps, await hashPassword(DEMO_PASSWORD, deps.config.SCRYPT_LOG_N));
  const timings: Record<string, number> = {};
  const errors: Record<string, string> = {};
  // the database's clock: the rows' default now() is read from it
  const clock = async () => new Date(String((await deps.db.execute<{ t: string }>(sql`select clock_timestamp()::text as t`)).rows[0]?.t));
  const t0 = await clock();
  for (const [name, run] of AREAS) {
    if (opts.only && !opts.only.includes(name)) continue;
    const started = performance.now();
    try {
      await run(s);
    } catch (e) {
      errors[name] = (e as Error).stack ?? String(e);
      deps.log.error({ err: e }, `demo content: ${name} failed`);
    }
    timings[name] = Math.round(performance.now() - started);
  }
  // A month of activity instead of one minute's: the seed's timestamps stretched over the last days,
  // before the ledger check (whose run is the dashboard's first 上次核对, stamped now).
  const spreadStart = performance.now();
  try {
    const t1 = await clock();
    const spread = await spreadSeedTimes(deps.db, t0, t1);
    deps.log.info(spread, 'demo content: timestamps spread over the last days');
  } catch (e) {
    errors.spread = (e as Error).stack ?? String(e);
  }
  timings.spread = Math.round(performance.now() - spreadStart);
  // The ledger check right after seeding, as staff run it from the dashboard: its result is the
  // dashboard's first 上次核对, and a breach here is a bug of the seed or of the flows it used.
  try {
    const run = await (await s.staff()).call<{ data: { ok: boolean; breaches: number } }>('admin_ledgerRun');
    if (!run.data.ok) errors.ledger = `the ledger check found ${run.data.breaches} breaches after seeding`;
  } catch (e) {
    errors.ledger = (e as Error).message;
  }
  // The seed's own sessions end: a person logging in as a demo user starts from a clean slate.
  await deps.db.execute(
    sql`update sessions set ended_at = now(), end_reason = 'logout' where user_agent = 'demo-seed' and ended_at is null`,
  );
  return { seeded: true, timings, errors };
}
