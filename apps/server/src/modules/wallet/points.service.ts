import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import { POINTS_VALID_MONTHS } from '@xcb/shared';
import type { ScoreRecord } from '@xcb/shared/actions/wallet';
import type { Executor, Tx } from '../../db/client.ts';
import { scoreRecords } from '../../db/schema/index.ts';
import type { Actor } from '../../http/router.ts';

// spec: 1 point per coin actually paid, integers (decimals dropped, never rounded), only after the
// order is paid, the discounted part earns nothing, valid one year.

export interface PointsAward {
  userId: number;
  orderRef: string;
  /** hundredths of a coin the order cost */
  paid: number;
  /** hundredths covered by a discount */
  discount: number;
  sourceName: string;
}

export const pointsFor = (paid: number, discount: number): number => Math.max(0, Math.floor((paid - Math.max(0, discount)) / 100));

/**
 * The points record of an order whose payment the caller has just made in `tx`: false when the order
 * already earned its points.
 */
export async function recordPoints(tx: Tx, a: PointsAward, points: number): Promise<boolean> {
  const rows = await tx
    .insert(scoreRecords)
    .values({
      userId: a.userId,
      sourceName: a.sourceName.slice(0, 100),
      score: points,
      orderRef: a.orderRef,
      expiresAt: sql`now() + ${`${POINTS_VALID_MONTHS} months`}::interval`,
    })
    .onConflictDoNothing()
    .returning({ id: scoreRecords.id });
  return rows.length > 0;
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
