import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';
import { executeRows } from './rows.ts';

// A figure per calendar day over the last N days (the staff dashboard's charts). Days are China time,
// the days staff and users live in, and every day is present (generate_series), zero included. The scan
// starts at the first day's instant, so it stays on an index whose last column is the timestamp.

export const TIME_ZONE = 'Asia/Shanghai';

export interface DayFigure {
  /** YYYY-MM-DD, China time */
  day: string;
  count: number;
  /** the sum of `amount` over the day's rows (0 without one) */
  amount: number;
}

const today = sql`(now() at time zone ${TIME_ZONE})::date`;

export async function perDay(
  db: Executor,
  q: { from: PgTable; at: PgColumn; where: SQL | undefined; amount?: SQL },
  days = 30,
): Promise<DayFigure[]> {
  const first = sql`(${today} - ${days - 1}::int)`;
  const where = q.where ? sql`and ${q.where}` : sql``;
  const r = await executeRows(
    db,
    sql`
    select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(x.n, 0) as n, coalesce(x.amount, 0) as amount
    from generate_series(${first}::timestamp, ${today}::timestamp, interval '1 day') as d(day)
    left join (
      select (${q.at} at time zone ${TIME_ZONE})::date as day, count(*) as n, ${q.amount ? sql`sum(${q.amount})` : sql`0`} as amount
      from ${q.from}
      where ${q.at} >= (${first}::timestamp at time zone ${TIME_ZONE}) ${where}
      group by 1
    ) x on x.day = d.day::date
    order by d.day`,
  );
  return r.map((x) => ({
    day: String(x.day),
    count: Number(x.n),
    amount: Number(x.amount),
  }));
}
