import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { SIGN_IN_TABLES } from '../../db/sign-in-tables.ts';

/**
 * The demo seed runs in under a minute, so everything it makes would carry today's date and the
 * dashboard's 30-day charts would show one busy day. Afterwards every timestamp the seed wrote (those
 * between its start t0 and its end t1) is moved back into the last SPAN_DAYS days by one increasing
 * function, so the order of all events, across tables too, stays as it happened: an order is still paid
 * after it was placed, an answer still follows its question (accounts alone move earlier, see below). Values outside [t0, t1] stay: future
 * deadlines, interview times, expiry dates, birthdays, and the base seed's rows made before t0.
 *
 * design: the function is piecewise linear through the payments and the accounts' creations, each
 * placed by its rank. A straight line (t1 - (t1 - t) * k) keeps each area's burst together: the areas
 * seed one after the other, each opening its accounts at once, so on a first try the users fell on 7 days
 * and the payments on 11. Through their ranks they spread over the month, and what happens between two
 * of them stays between them. Accounts are then registered earlier still, each at a point of its own
 * (never after the stretch put it, so before anything it did), so new users per day show a month of
 * sign-ups rather than the few moments the areas opened their accounts at.
 *
 * design: 29 days, not 30: the charts show today and the 29 days before it (China time), so the seed's
 * first minute lands on the first day shown instead of the day just before it, and no unpaid course order
 * reaches its 30-day expiry on the first start.
 */
export const SPAN_DAYS = 29;

/**
 * Left alone: sign-in state and rate limits (sessions that must stay valid, counters of the last
 * minutes), short-lived tokens, and the markers of one-time work (the seed's own marker, the ledger runs).
 */
const SKIPPED = new Set<string>([...SIGN_IN_TABLES, 'realtime_spill', 'platform_configs', 'ledger_check_runs']);

/**
 * Ledger entries are append-only (a trigger refuses updates). Their time moves with their transfer's, the
 * amounts and accounts do not; the trigger is off for this one transaction only (DDL is transactional).
 */
const APPEND_ONLY: Record<string, string> = { wallet_entries: 'wallet_entries_no_update' };

export async function spreadSeedTimes(db: Db, t0: Date, t1: Date): Promise<{ columns: number; knots: number }> {
  if (t1.getTime() <= t0.getTime()) return { columns: 0, knots: 0 };
  const cols = await db.execute<{ table_name: string; column_name: string }>(sql`
    select c.table_name, c.column_name
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
    where c.table_schema = current_schema()
      and c.data_type in ('timestamp with time zone', 'timestamp without time zone')
    order by c.table_name, c.column_name`);
  const byTable = new Map<string, string[]>();
  for (const r of cols.rows) {
    if (SKIPPED.has(r.table_name)) continue;
    byTable.set(r.table_name, [...(byTable.get(r.table_name) ?? []), r.column_name]);
  }
  const from = t0.toISOString();
  const to = t1.toISOString();
  const epoch = (c: SQL) => sql`extract(epoch from ${c})`;
  let columns = 0;
  let knots = 0;
  await db.transaction(async (tx) => {
    // the seed's accounts, in the order they were made
    await tx.execute(sql`
      create temporary table seed_time_users on commit drop as
      select id, (row_number() over (order by created_at, id) - 1)::float8 / greatest(count(*) over (), 1) as rank from users
      where created_at between ${from}::timestamptz and ${to}::timestamptz`);
    // the knots: the seed's start and end, each payment and each account's creation; a knot lands after the
    // weight of the knots before it (a payment 1, an account 1/4: there are as many, made in bursts; at 1/2
    // the payments fell on 19-21 China dates of the 30 depending on the hour of the seed, against the 20 the
    // dashboard's month wants; accounts are spread again below, on their own)
    await tx.execute(
      sql`create temporary table seed_time_knots (src float8 primary key, dst float8 not null, slope float8 not null) on commit drop`,
    );
    await tx.execute(sql`
      insert into seed_time_knots (src, dst, slope)
      select src, dst, coalesce((lead(dst) over w - dst) / nullif(lead(src) over w - src, 0), 1)
      from (
        select src, ${epoch(sql`${to}::timestamptz`)} - ${SPAN_DAYS * 86_400}::float8
          * (1 - coalesce(sum(weight) over (order by src rows between unbounded preceding and 1 preceding), 0) / (sum(weight) over () - last_value(weight) over (order by src rows between unbounded preceding and unbounded following))) as dst
        from (
          select src, max(weight) as weight from (
            select ${epoch(sql`created_at`)} as src, 1::float8 as weight from wallet_trades
            where kind = 'pay' and created_at between ${from}::timestamptz and ${to}::timestamptz
            union all select ${epoch(sql`created_at`)}, 0.25 from users where id in (select id from seed_time_users)
            union all select ${epoch(sql`${from}::timestamptz`)}, 1
            union all select ${epoch(sql`${to}::timestamptz`)}, 1
          ) e group by src
        ) s
      ) k
      window w as (order by src)`);
    knots = Number((await tx.execute<{ n: number }>(sql`select count(*)::int as n from seed_time_knots`)).rows[0]?.n ?? 0);
    for (const [table, names] of byTable) {
      const trigger = APPEND_ONLY[table];
      if (trigger) await tx.execute(sql.raw(`alter table "${table}" disable trigger "${trigger}"`));
      for (const col of names) {
        const c = sql`${sql.identifier(table)}.${sql.identifier(col)}`;
        await tx.execute(sql`
          update ${sql.identifier(table)} set ${sql.identifier(col)} = (
            select to_timestamp(k.dst + (${epoch(c)} - k.src) * k.slope) from seed_time_knots k
            where k.src <= ${epoch(c)} order by k.src desc limit 1)
          where ${c} between ${from}::timestamptz and ${to}::timestamptz`);
        columns += 1;
      }
      if (trigger) await tx.execute(sql.raw(`alter table "${table}" enable trigger "${trigger}"`));
    }
    // each account registered at a point of its own (its rank among the accounts, shifted by its id), never
    // later than the stretch put it: before anything it did
    await tx.execute(sql`
      update users u set created_at = least(u.created_at, ${to}::timestamptz - ${`${SPAN_DAYS} days`}::interval
        + ${`${SPAN_DAYS} days`}::interval * (s.rank * ((u.id * 7919) % 997 + 1)::float8 / 998))
      from seed_time_users s where s.id = u.id`);
  });
  return { columns, knots };
}
