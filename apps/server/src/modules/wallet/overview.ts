import { and, count, eq, sql } from 'drizzle-orm';
import { PAY_MODE, PAY_STATUS } from '@xcb/shared/actions/wallet';
import type { Executor } from '../../db/client.ts';
import { perDay, type DayFigure } from '../../db/day-series.ts';
import { escrows, walletAccounts, walletTrades } from '../../db/schema/index.ts';

// The wallet's figures for the staff dashboard (admin reads them through these, never the tables). Each is
// one aggregate over an indexed column: the queue index (kind, ispaysuccess), (kind, created_at) for the
// 30-day series, the open escrows' accounts. The ledger's runs and the open disputes are their modules'.

interface Waiting {
  count: number;
  /** coins hundredths */
  amount: number;
}

export interface WalletOverview {
  /** coins hundredths held by open escrows, and how many are open */
  escrowHeld: number;
  escrowOpen: number;
  topupsWaiting: Waiting;
  withdrawalsWaiting: Waiting;
}

async function waiting(db: Executor, kind: 'topup' | 'withdraw'): Promise<Waiting> {
  const conds = [eq(walletTrades.kind, kind), eq(walletTrades.ispaysuccess, PAY_STATUS.pending)];
  // the top-up queue is the bank transfers (online top-ups pending their gateway are no one's work)
  if (kind === 'topup') conds.push(eq(walletTrades.paymode, PAY_MODE.bank));
  const [r] = await db
    .select({ n: count(), sum: sql<string>`coalesce(sum(abs(${walletTrades.amount})), 0)` })
    .from(walletTrades)
    .where(and(...conds));
  return { count: r?.n ?? 0, amount: Number(r?.sum ?? 0) };
}

export async function walletOverview(db: Executor): Promise<WalletOverview> {
  const [[escrow], topupsWaiting, withdrawalsWaiting] = await Promise.all([
    db
      .select({ n: count(), sum: sql<string>`coalesce(sum(${walletAccounts.balance}), 0)` })
      .from(escrows)
      .innerJoin(walletAccounts, eq(walletAccounts.id, escrows.accountId))
      .where(eq(escrows.status, 'open')),
    waiting(db, 'topup'),
    waiting(db, 'withdraw'),
  ]);
  return {
    escrowHeld: Number(escrow?.sum ?? 0),
    escrowOpen: escrow?.n ?? 0,
    topupsWaiting,
    withdrawalsWaiting,
  };
}

/** Paid trades (every payment, into an escrow or for an order) per day over the last `days` days, China time. */
export const paymentsPerDay = (db: Executor, days = 30): Promise<DayFigure[]> =>
  perDay(
    db,
    {
      from: walletTrades,
      at: walletTrades.createdAt,
      where: and(eq(walletTrades.kind, 'pay'), eq(walletTrades.ispaysuccess, PAY_STATUS.success)),
      amount: sql`abs(${walletTrades.amount})`,
    },
    days,
  );
