import { and, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client.ts';
import { platformConfigs } from '../db/schema/index.ts';

// The demo marketplace's bookkeeping (seed/demo writes ~3,000 requests' worth of rows through the app,
// half a minute): one row in platform_configs whose status says how far it got, so a start after a kill
// in the middle knows the marketplace is half made. Kept apart from demo/index.ts, which main.ts loads
// only when it seeds.

export const DEMO_MARKER = 'seed.demo';

/**
 * - `wanted`: the base seed asked for the demo content (in its own transaction), nothing written yet;
 * - `started`: the demo seed is writing (its row's updated_at is touched every few seconds meanwhile);
 * - `done`: finished. `1` is what installs seeded before the status existed hold: taken as done.
 */
export type DemoSeedStatus = 'none' | 'wanted' | 'started' | 'done';

/** How often a running demo seed touches its row, and how old a touch makes a PostgreSQL seed abandoned. */
export const DEMO_HEARTBEAT_MS = 5_000;
export const DEMO_ABANDONED_SECONDS = 30;

export async function demoSeedState(db: Executor): Promise<{ status: DemoSeedStatus; quietSeconds: number }> {
  const [row] = (
    await db.execute<{ status: string; quiet: number }>(
      sql`select ${platformConfigs.configStatus} as status, extract(epoch from now() - ${platformConfigs.updatedAt})::float8 as quiet
          from ${platformConfigs} where ${platformConfigs.configKey} = ${DEMO_MARKER}`,
    )
  ).rows;
  if (!row) return { status: 'none', quietSeconds: 0 };
  const status: DemoSeedStatus = row.status === 'wanted' ? 'wanted' : row.status === 'started' ? 'started' : 'done';
  return { status, quietSeconds: Number(row.quiet) };
}

/** The base seed's ask, in its transaction: a kill right after it still leaves the demo content to do. */
export async function wantDemoContent(tx: Executor): Promise<void> {
  await tx.insert(platformConfigs).values({ configKey: DEMO_MARKER, configStatus: 'wanted' }).onConflictDoNothing();
}

/**
 * Claims the demo seed (wanted -> started, or a first row when nothing asked: the tests' seedDemoContent on
 * a test database); false when another run has it or it is done. Two instances starting together: one wins.
 */
export async function claimDemoSeed(db: Db): Promise<boolean> {
  const asked = await db
    .update(platformConfigs)
    .set({ configStatus: 'started', updatedAt: sql`now()` })
    .where(and(eq(platformConfigs.configKey, DEMO_MARKER), eq(platformConfigs.configStatus, 'wanted')))
    .returning({ key: platformConfigs.configKey });
  if (asked.length > 0) return true;
  const fresh = await db
    .insert(platformConfigs)
    .values({ configKey: DEMO_MARKER, configStatus: 'started' })
    .onConflictDoNothing()
    .returning({ key: platformConfigs.configKey });
  return fresh.length > 0;
}

/** Touches the started row until stopped: on PostgreSQL a start sees whether the seeding instance lives. */
export function demoSeedHeartbeat(db: Db): () => void {
  const timer = setInterval(() => {
    db.update(platformConfigs)
      .set({ updatedAt: sql`now()` })
      .where(and(eq(platformConfigs.configKey, DEMO_MARKER), eq(platformConfigs.configStatus, 'started')))
      .catch(() => undefined);
  }, DEMO_HEARTBEAT_MS);
  timer.unref();
  return () => clearInterval(timer);
}

export async function finishDemoSeed(db: Db): Promise<void> {
  await db
    .update(platformConfigs)
    .set({ configStatus: 'done', updatedAt: sql`now()` })
    .where(eq(platformConfigs.configKey, DEMO_MARKER));
}
