import { and, eq, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ReviewDecision, ReviewItem } from '@xcb/shared/actions/admin';
import { AUDIT_STATE, type NoticeType } from '@xcb/shared';
import type { Executor, Tx } from '../../db/client.ts';
import { listPage, listReply, type ListQuery } from '../../db/paging.ts';
import { anyContains } from '../../db/search.ts';
import { latestDecisions, type ReviewListQuery } from './review.ts';

// The parts most queues share: a queue whose subject is one row of one table, listed a page at a time
// beside the latest decision on each row, and a notice that differs only in its title and text.

/** The latest decision on a listed subject, or null when nobody has decided on it. */
export type LatestDecision = ReviewItem['decision'];

/**
 * A kind's list(): one page of the rows `rows` builds (its filters written once, db/paging.ts), drawn as
 * queue items by `draw`, which is given the latest decision on each row by its id.
 */
export async function reviewPage<R>(
  db: Executor,
  kind: string,
  q: ReviewListQuery,
  rows: () => ListQuery<R>,
  idOf: (row: R) => number,
  draw: (rows: R[], decisionOf: (row: R) => LatestDecision) => ReviewItem[] | Promise<ReviewItem[]>,
) {
  const listed = await listPage(db, q, rows);
  const decisions = await latestDecisions(
    db,
    kind,
    listed.rows.map((r) => String(idOf(r))),
  );
  return listReply(listed, await draw(listed.rows, (r) => decisions.get(String(idOf(r))) ?? null));
}

/**
 * The where of a queue over a certification's audit state (AUDIT_STATE: 0 pending, 1 approved, 2
 * rejected), searched by keyword in `keywordColumns`.
 */
export function auditQueueWhere(q: ReviewListQuery, state: AnyColumn, ...keywordColumns: AnyColumn[]): SQL | undefined {
  return and(q.state ? eq(state, AUDIT_STATE[q.state]) : undefined, q.keyword ? anyContains(q.keyword, ...keywordColumns) : undefined);
}

type SubjectTable = PgTable & { id: AnyPgColumn; userId: AnyPgColumn };

/**
 * A kind's load() when its subject is one row of `table`: found by its numeric id (any other id finds
 * nothing) and locked, so that a second reviewer waits and then finds it decided. `describe` says
 * whether the row still waits and what the audit log keeps of it; null when the row is no subject.
 */
export function lockedRow<T extends SubjectTable, S>(
  table: T,
  describe: (row: T['$inferSelect']) => { pending: boolean; snapshot: S } | null,
) {
  return async (tx: Tx, id: string) => {
    if (!/^\d{1,9}$/.test(id)) return null;
    // drizzle types a select over a generic table as a possible error: the table is widened first
    const source: PgTable = table;
    const [row] = (await tx
      .select()
      .from(source)
      .where(eq(table.id, Number(id)))
      .for('update')) as T['$inferSelect'][];
    const described = row ? describe(row) : null;
    return row && described ? { id, userId: (row as { userId: number }).userId, ...described } : null;
  };
}

interface NoticeText {
  title: string;
  content: string;
}

/** A decision's notice whose type, class and link are the same either way. */
export const verdictNotice = (
  decision: ReviewDecision,
  base: { messageType: NoticeType; messageTypeClass: string; redirectId?: string | number | null },
  approved: NoticeText,
  rejected: NoticeText,
) => ({ ...base, ...(decision === 'approve' ? approved : rejected) });

/** The reason a row keeps: the staff member's on a rejection, none on an approval. */
export const rejectionReason = (decision: ReviewDecision, reason: string | undefined) => (decision === 'reject' ? (reason ?? null) : null);
