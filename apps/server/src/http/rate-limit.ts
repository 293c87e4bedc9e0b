import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateCounters } from '../db/schema/index.ts';
import { tooMany } from '../core/errors.ts';

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

  /** Counts one attempt and returns the window's count (`count`); login sends it inside a statement of its own. */
  countStatement(key: string) {
    const window = `${this.windowSeconds} seconds`;
    return this.db
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
  }

  async count(key: string): Promise<number> {
    const rows = await this.countStatement(key);
    return rows[0]?.count ?? 1;
  }

  /** Refuses (429) once a window's count has passed the limit. */
  refuseOver(count: number, limit: number, message: string): void {
    if (count > limit) throw tooMany(message, this.windowSeconds);
  }

  async hit(key: string, limit: number, message: string): Promise<void> {
    this.refuseOver(await this.count(key), limit, message);
  }

  /**
   * Gives back one counted attempt (e.g. a login that succeeded). Counting first and giving back after
   * keeps the limit exact under parallel attempts, while only the failures use it up.
   */
  async release(key: string): Promise<void> {
    await this.releaseQuery(key);
  }

  /** release as a statement for the caller to send along with others */
  releaseStatement(key: string): SQL {
    return this.releaseQuery(key).getSQL();
  }

  private releaseQuery(key: string) {
    return this.db
      .update(rateCounters)
      .set({ count: sql`greatest(${rateCounters.count} - 1, 0)` })
      .where(sql`${rateCounters.key} = ${key}`);
  }

  async reset(key: string): Promise<void> {
    await this.db.delete(rateCounters).where(sql`${rateCounters.key} = ${key}`);
  }
}
