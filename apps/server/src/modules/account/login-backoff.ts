import { eq, sql, type SQL } from 'drizzle-orm';
import { MSG } from '@xcb/shared';
import type { Executor } from '../../db/client.ts';
import { rateCounters } from '../../db/schema/index.ts';
import { tooMany } from '../../core/errors.ts';

// Password tries are counted per account AND address together: a stranger guessing from elsewhere slows
// down only himself, never the owner on his own address (a per-account hard stop let anyone lock any
// account, staff included). After the free failures each further try waits twice as long as the last,
// counted from the last failure, up to a cap, so guessing stays slow without ever shutting the right
// password out for long.

/** Tries forgotten after an hour of quiet. */
const FORGET = sql`interval '1 hour'`;

export interface LoginBackoff {
  freeFailures: number;
  maxDelaySeconds: number;
}

const keyOf = (subject: string, ip: string) => `login-wait:${subject}@${ip}`.slice(0, 128);

/** The wait owed after `count` counted tries, in SQL (the exponent is clamped so power() cannot overflow). */
const waitAfter = (count: unknown, b: LoginBackoff) =>
  sql`case when ${count} < ${b.freeFailures}::int then interval '0' else least(power(2, least(${count} - ${b.freeFailures}::int, 30)), ${b.maxDelaySeconds}::int) * interval '1 second' end`;

/**
 * The seconds this address still owes before another password try of this account, as a scalar subquery
 * (0 or negative when none): read in the same statement as the try's other checks (account.service.ts
 * openPasswordTry).
 */
export const secondsOwed = (subject: string, ip: string, b: LoginBackoff) =>
  sql<
    string | null
  >`(select ceil(extract(epoch from ${rateCounters.windowStart} + ${waitAfter(rateCounters.count, b)} - now())) from ${rateCounters}
    where ${rateCounters.key} = ${keyOf(subject, ip)} and ${rateCounters.windowStart} >= now() - ${FORGET})`;

/**
 * Refuses a password try of this account from this address (429, with the seconds left) while the
 * address still owes a wait for its earlier failures. Parallel bursts are bounded by the per-address limit.
 */
export function refuseWhileOwed(seconds: number, b: LoginBackoff): void {
  if (seconds > 0) {
    const shown = Math.min(seconds, b.maxDelaySeconds);
    throw tooMany(MSG.loginDelay(shown), shown);
  }
}

/** One more failure of this account from this address; the wait is counted from now. */
export async function loginFailed(db: Executor, subject: string, ip: string): Promise<void> {
  await db
    .insert(rateCounters)
    .values({ key: keyOf(subject, ip), windowStart: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: rateCounters.key,
      set: {
        count: sql`case when ${rateCounters.windowStart} < now() - ${FORGET} then 1 else ${rateCounters.count} + 1 end`,
        windowStart: sql`now()`,
      },
    });
}

/** A success forgets this address's failures of the account (a statement for the caller to send along with others). */
export const forgetFailures = (db: Executor, subject: string, ip: string): SQL =>
  db
    .delete(rateCounters)
    .where(eq(rateCounters.key, keyOf(subject, ip)))
    .getSQL();
