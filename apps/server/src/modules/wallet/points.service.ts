import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { ScoreRecord } from '@xcb/shared/actions/wallet';
import type { Executor } from '../../db/client.ts';
import { scoreRecords } from '../../db/schema/index.ts';
import type { Actor } from '../../http/router.ts';
import { listPage, listReply, type PagedInput } from '../../db/paging.ts';

// A user's points (spec: earned by paying an order, ledger/payments.ts; valid one year), newest first,
// with the total still valid.

export async function listPoints(db: Executor, actor: Actor, q: PagedInput) {
  const where = eq(scoreRecords.userId, actor.userId);
  const [page, [live]] = await Promise.all([
    listPage(db, q, () => db.select().from(scoreRecords).where(where).orderBy(desc(scoreRecords.createdAt), desc(scoreRecords.id))),
    db
      .select({ n: sql<string>`coalesce(sum(${scoreRecords.score}), 0)` })
      .from(scoreRecords)
      .where(and(where, gt(scoreRecords.expiresAt, sql`now()`))),
  ]);
  const now = new Date();
  const recordList: ScoreRecord[] = page.rows.map((r) => ({
    id: r.id,
    sourceName: r.sourceName,
    createtime: r.createdAt.toISOString(),
    endtime: r.expiresAt.toISOString(),
    operatortype: r.operatortype,
    score: r.score,
    expired: r.expiresAt <= now,
  }));
  return { ...listReply(page, recordList), totalsocre: Number(live?.n ?? 0) };
}
