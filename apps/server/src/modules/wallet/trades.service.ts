import { desc, eq, sql, type Placeholder } from 'drizzle-orm';
import { WALLET_MSG } from '@xcb/shared';
import type { Db, Executor } from '../../db/client.ts';
import { transferAudits, walletTrades } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../core/errors.ts';
import type { Actor } from '../../http/router.ts';
import { preparedStatements } from '../../db/prepared.ts';
import { cappedTotal, countOf, listReply, type PagedInput } from '../../db/paging.ts';
import { presentTrade } from './wallet.presenter.ts';

// A user's bill: his trade records, newest first, and one of them in full.

/** Trades with a withdrawal's payee account (transfer_audits holds at most one row per trade). */
const withPayee = (db: Executor) =>
  db
    .select({ trade: walletTrades, payeeAccount: transferAudits.payeeAccount })
    .from(walletTrades)
    .leftJoin(transferAudits, eq(transferAudits.tradeId, walletTrades.id));

/**
 * A user's trades, their payee accounts joined, so a page is one statement without a second one for its
 * audits: on PGlite every statement queues on the one thread, whatever it reads.
 */
const tradesOf = (db: Executor, userId: number | Placeholder) =>
  withPayee(db).where(eq(walletTrades.userId, userId)).orderBy(desc(walletTrades.createdAt), desc(walletTrades.id));

/** The trade list is read on every visit of the wallet: its page and its count are prepared once (db/prepared.ts). */
const tradeListQueries = preparedStatements((db) => {
  const userId = sql.placeholder('userId');
  return {
    page: tradesOf(db, userId).limit(sql.placeholder('limit')).offset(sql.placeholder('offset')).prepare('wallet_trades_page'),
    count: countOf(db, tradesOf(db, userId)).prepare('wallet_trades_count'),
  };
});

export async function listTrades(db: Db, actor: Actor, q: PagedInput) {
  const statements = tradeListQueries(db);
  const mine = { userId: actor.userId };
  const [rows, total] = await Promise.all([
    statements.page.execute({ ...mine, limit: q.pageSize, offset: q.pageNum * q.pageSize }),
    cappedTotal(statements.count.execute(mine)),
  ]);
  return listReply(
    { rows, total: total.n, capped: total.capped },
    rows.map((r) => presentTrade(r.trade, r.payeeAccount)),
  );
}

export async function tradeDetail(db: Executor, actor: Actor, id: number) {
  const [row] = await withPayee(db).where(eq(walletTrades.id, id));
  if (!row) throw notFound(WALLET_MSG.tradeNotFound);
  if (row.trade.userId !== actor.userId) throw forbidden();
  return { custAccountDetail: presentTrade(row.trade, row.payeeAccount) };
}
