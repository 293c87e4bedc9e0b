import { and, count, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import { POINTS_VALID_MONTHS } from '@xcb/shared';
import type { ScoreRecord } from '@xcb/shared/actions/wallet';
import type { Executor } from '../../db/client.ts';
import { scoreRecords } from '../../db/schema/index.ts';
import type { Actor } from '../../http/router.ts';

// spec: 1 point per coin actually paid, integers (decimals dropped, never rounded), only after the
// order is paid, the discounted part earns nothing, valid one year.

export const pointsFor = (paid: number, discount: number): number => Math.max(0, Math.floor((paid - Math.max(0, discount)) / 100));

/** The points record of an order paid in the same statement: an INSERT for `transferWith`'s `also`. */
export function pointsRecord(a: { userId: number; orderRef: string; sourceName: string }, points: number): SQL {
  return sql`insert into ${scoreRecords} (user_id, source_name, score, order_ref, expires_at)
    select ${a.userId}::int, ${a.sourceName.slice(0, 100)}, ${points}::int, ${a.orderRef}, now() + ${`${POINTS_VALID_MONTHS} months`}::interval
    from moved`;
}

export async function listPoints(db: Executor, actor: Actor, q: { pageNum: number; pageSize: number }) {
  const where = eq(scoreRecords.userId, actor.userId);
  const [rows, [total], [live]] = await Promise.all([
    db
      .select()
      .from(scoreRecords)
      .where(where)
      .orderBy(desc(scoreRecords.createdAt), desc(scoreRecords.id))
      .limit(q.pageSize)
      .offset(q.pageNum * q.pageSize),
    db.select({ n: count() }).from(scoreRecords).where(where),
    db
      .select({ n: sql<string>`coalesce(sum(${scoreRecords.score}), 0)` })
      .from(scoreRecords)
      .where(and(where, gt(scoreRecords.expiresAt, sql`now()`))),
  ]);
  const now = new Date();
  const recordList: ScoreRecord[] = rows.map((r) => ({
    id: r.id,
    sourceName: r.sourceName,
    createtime: r.createdAt.toISOString(),
    endtime: r.expiresAt.toISOString(),
    operatortype: r.operatortype,
    score: r.score,
    expired: r.expiresAt <= now,
  }));
  return { recordList, recordCount: total?.n ?? 0, totalsocre: Number(live?.n ?? 0) };
}
