import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { PAY_MODE, PAY_STATUS, type AdminTrade } from '@xcb/shared/actions/wallet';
import type { Executor } from '../../db/client.ts';
import { transferAudits, users, walletTrades } from '../../db/schema/index.ts';
import { anyContains } from '../../db/search.ts';
import { listPage, listReply, type PagedInput } from '../../db/paging.ts';
import { presentTrade } from './wallet.presenter.ts';

// The staff queues of bank-transfer top-ups and withdrawals, listed here once: the review kinds of
// wallet.review.ts (the queue pages, the dashboard's pending figures, admin_reviewList) present these rows
// as review items, and the wallet's own listing actions (walletAdmin_topupList / _withdrawList) as trades.

export type QueueKind = 'topup' | 'withdraw';

export interface TradeQueueQuery extends PagedInput {
  /** the trade states (ispaysuccess) listed; empty lists every state */
  states: number[];
  keyword?: string | undefined;
  /** oldest first, the order pending work is done in; else newest first */
  oldestFirst?: boolean;
}

/** One page of a queue: each trade with its owner's names and a withdrawal's payee (its transfer audit). */
export async function tradeQueue(db: Executor, kind: QueueKind, q: TradeQueueQuery) {
  const conds: SQL[] = [eq(walletTrades.kind, kind)];
  // the top-up queue is the bank transfers (online top-ups pending their gateway are no one's work)
  if (kind === 'topup') conds.push(eq(walletTrades.paymode, PAY_MODE.bank));
  if (q.states.length) conds.push(inArray(walletTrades.ispaysuccess, q.states));
  if (q.keyword) {
    const k = anyContains(q.keyword, users.name, users.nickName, walletTrades.tradeCode);
    if (k) conds.push(k);
  }
  const order = q.oldestFirst ? [asc(walletTrades.createdAt), asc(walletTrades.id)] : [desc(walletTrades.createdAt), desc(walletTrades.id)];
  const page = await listPage(db, q, () =>
    db
      .select({ trade: walletTrades, name: users.name, nickName: users.nickName })
      .from(walletTrades)
      .innerJoin(users, eq(users.id, walletTrades.userId))
      .where(and(...conds))
      .orderBy(...order),
  );
  const ids = page.rows.map((r) => r.trade.id);
  const audits = ids.length ? await db.select().from(transferAudits).where(inArray(transferAudits.tradeId, ids)) : [];
  const auditOf = new Map(audits.map((a) => [a.tradeId, a]));
  return { page, rows: page.rows.map((r) => ({ ...r, audit: auditOf.get(r.trade.id) ?? null })) };
}

export type QueueRow = Awaited<ReturnType<typeof tradeQueue>>['rows'][number];

const STATUS_STATES: Record<'pending' | 'done' | 'all', number[]> = {
  pending: [PAY_STATUS.pending],
  done: [PAY_STATUS.success, PAY_STATUS.failed],
  all: [],
};

/** spec walletAdmin_topupList / walletAdmin_withdrawList: a queue as trades, pending ones oldest first. */
export async function adminTradeQueue(
  db: Executor,
  kind: QueueKind,
  q: { status: 'pending' | 'done' | 'all'; pageNum: number; pageSize: number },
) {
  const { page, rows } = await tradeQueue(db, kind, { ...q, states: STATUS_STATES[q.status], oldestFirst: q.status === 'pending' });
  return listReply(
    page,
    rows.map(({ trade, name, nickName, audit }): AdminTrade => ({
      ...presentTrade(trade, audit?.payeeAccount ?? null),
      userName: name,
      nickName,
      payeeRealName: audit?.payeeRealName ?? null,
      // a payout under way shows as approved (待打款): a retry meanwhile is told it is being handled
      auditStatus: audit?.status === 'paying' ? 'approved' : (audit?.status ?? null),
    })),
  );
}
