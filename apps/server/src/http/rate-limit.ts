import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateCounters } from '../db/schema/index.ts';
import { tooMany } from './errors.ts';

/**
 * Fixed-window counters in the database, so several app instances on one PostgreSQL share one limit.
 * `hit` counts an attempt and refuses (429) once the window's limit is passed.
 */
export class RateLimiter {
  private readonly db: Db;
  private readonly windowSeconds: number;
  constructor(db: Db, windowSeconds: number) {
    this.db = db;
    this.windowSeconds = windowSeconds;
  }

  async count(key: string): Promise<number> {
    const window = `${this.windowSeconds} seconds`;
    const rows = await this.db
      .insert(rateCounters)
      .values({ key, windowStart: sql`now()`, count: 1 })
      .onConflictDoUpdate({
        target: rateCounters.key,
        set: {
          count: sql`case when ${rateCounters.windowStart} < now() - ${window}::interval then 1 else ${rateCounters.count} + 1 end`,
          windowStart: sql`case when ${rateCounters.windowStart} < now() - ${window}::interval then now() else ${rateCounters.windowStart} end`,
        },
      })
      .returning({ count: rateCounters.count });
    return rows[0]?.count ?? 1;
  }

  async hit(key: string, limit: number, message: string): Promise<void> {
    if ((await this.count(key)) > limit) throw tooMany(message, this.windowSeconds);
  }

  /**
   * Gives back one counted attempt (e.g. a login that succeeded). Counting first and giving back after
   * keeps the limit exact under parallel attempts, while only the failures use it up.
   */
  async release(key: string): Promise<void> {
    await this.db
      .update(rateCounters)
      .set({ count: sql`greatest(${rateCounters.count} - 1, 0)` })
      .where(sql`${rateCounters.key} = ${key}`);
  }

  async reset(key: string): Promise<void> {
    await this.db.delete(rateCounters).where(sql`${rateCounters.key} = ${key}`);
  }
}
