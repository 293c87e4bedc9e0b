import { and, eq, inArray, sql } from 'drizzle-orm';
import { WALLET_MSG } from '@xcb/shared';
import type { Executor, Tx } from '../../db/client.ts';
import { walletAccounts, walletEntries, walletHolds, walletTransfers } from '../../db/schema/index.ts';
import { refuse } from '../../http/errors.ts';

// The double-entry ledger (ARCHITECTURE.md "Data", invariants 1-6). Every function that moves coins
// takes the caller's transaction: the entries, the balances and whatever record the caller keeps
// (trade, order, audit) commit together or not at all.

/** The platform's own accounts, created by migration 0003. */
export const PLATFORM_ACCOUNTS = {
  topupClearing: 'topup_clearing',
  withdrawalsPayable: 'withdrawals_payable',
  courseSales: 'course_sales',
  depositsHeld: 'deposits_held',
  /** HR firms' yearly membership fees (personnel agency, created by its migration) */
  personnelMembership: 'personnel_membership',
} as const;
export type PlatformAccount = (typeof PLATFORM_ACCOUNTS)[keyof typeof PLATFORM_ACCOUNTS];

/** escrow: into an engagement's escrow; release: escrow to a worker; return: escrow back to its payer. */
export type TransferKind = 'topup' | 'pay' | 'withdraw' | 'payout' | 'reversal' | 'income' | 'escrow' | 'release' | 'return';

export interface TransferRequest {
  from: number;
  to: number;
  /** hundredths of a coin, > 0 */
  amount: number;
  /** unique across all transfers: the idempotency key of the movement */
  tradeCode: string;
  kind: TransferKind;
  orderRef?: string | null;
  /** Spend a hold of the `from` account instead of its available balance (withdrawal approval). */
  holdId?: number | null;
}

export interface Transfer {
  id: number;
  tradeCode: string;
  amount: number;
}

export { isUniqueViolation } from '../../db/errors.ts';

export async function platformAccountId(db: Executor, code: PlatformAccount): Promise<number> {
  const [row] = await db.select({ id: walletAccounts.id }).from(walletAccounts).where(eq(walletAccounts.code, code));
  if (!row) throw new Error(`platform account ${code} missing (migration 0003)`);
  return row.id;
}

/** The user's wallet account, created on first use. */
export async function userAccountId(db: Executor, userId: number): Promise<number> {
  const [existing] = await db.select({ id: walletAccounts.id }).from(walletAccounts).where(eq(walletAccounts.userId, userId));
  if (existing) return existing.id;
  await db
    .insert(walletAccounts)
    .values({ kind: 'user', userId, name: `用户钱包 ${userId}` })
    .onConflictDoNothing();
  const [row] = await db.select({ id: walletAccounts.id }).from(walletAccounts).where(eq(walletAccounts.userId, userId));
  if (!row) throw new Error('wallet account not created');
  return row.id;
}

/** Locks the accounts in id order, so two transfers over the same pair can never deadlock. */
async function lockAccounts(tx: Tx, ids: number[]) {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  const rows = await tx
    .select({ id: walletAccounts.id, kind: walletAccounts.kind, balance: walletAccounts.balance, held: walletAccounts.held })
    .from(walletAccounts)
    .where(inArray(walletAccounts.id, sorted))
    .orderBy(walletAccounts.id)
    .for('update');
  if (rows.length !== sorted.length) throw new Error('wallet account missing');
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * Moves `amount` from one account to another: one transfer row, two entries (-amount, +amount) and both
 * balances, under row locks taken in id order. A user account may not go below its available balance
 * (refused with 可用余额不足; the CHECK constraint is the last line). A reused trade code raises the
 * unique violation, which the caller's idempotency handling turns into the first answer.
 */
export async function transfer(tx: Tx, req: TransferRequest): Promise<Transfer> {
  if (!Number.isSafeInteger(req.amount) || req.amount <= 0) throw new Error('transfer amount must be a positive integer');
  if (req.from === req.to) throw new Error('transfer to the same account');
  const accounts = await lockAccounts(tx, [req.from, req.to]);
  const from = accounts.get(req.from);
  if (!from) throw new Error('wallet account missing');
  if (req.holdId) {
    const [hold] = await tx.select().from(walletHolds).where(eq(walletHolds.id, req.holdId)).for('update');
    if (!hold || hold.accountId !== req.from || hold.status !== 'held' || hold.amount !== req.amount) throw new Error('hold not spendable');
  } else if (from.kind === 'user' && from.balance - from.held < req.amount) {
    throw refuse(WALLET_MSG.insufficient);
  }
  // The transfer, its two entries, both balances and the spent hold in one statement: a round trip each
  // was most of a payment's cost on the embedded database. A reused trade code still fails all of it.
  const releaseHeld = req.holdId ? req.amount : 0;
  const posted = req.holdId
    ? sql`, posted as (update ${walletHolds} set status = 'posted', settled_at = now() where id = ${req.holdId}::int)`
    : sql``;
  const moved = await tx.execute(sql`with moved as (
      insert into ${walletTransfers} (trade_code, kind, from_account_id, to_account_id, amount, order_ref, hold_id)
      values (${req.tradeCode}, ${req.kind}, ${req.from}, ${req.to}, ${req.amount}, ${req.orderRef ?? null}, ${req.holdId ?? null})
      returning id, trade_code, amount),
    entries as (insert into ${walletEntries} (transfer_id, account_id, amount)
      select id, ${req.from}::int, -amount from moved union all select id, ${req.to}::int, amount from moved),
    balances as (update ${walletAccounts} set
        balance = balance + case when id = ${req.from}::int then -${req.amount}::bigint else ${req.amount}::bigint end,
        held = held - case when id = ${req.from}::int then ${releaseHeld}::bigint else 0 end
      where id in (${req.from}::int, ${req.to}::int))${posted}
    select id, trade_code, amount from moved`);
  const [row] = (moved as unknown as { rows: { id: number; trade_code: string; amount: string | number }[] }).rows;
  if (!row) throw new Error('transfer not written');
  return { id: row.id, tradeCode: row.trade_code, amount: Number(row.amount) };
}

/** Holds `amount` of a user's available balance (a withdrawal under audit): not spendable, not yet moved. */
export async function placeHold(tx: Tx, accountId: number, amount: number, tradeCode: string): Promise<number> {
  const accounts = await lockAccounts(tx, [accountId]);
  const acc = accounts.get(accountId);
  if (!acc) throw new Error('wallet account missing');
  if (acc.balance - acc.held < amount) throw refuse(WALLET_MSG.insufficient);
  const [hold] = await tx.insert(walletHolds).values({ accountId, amount, tradeCode }).returning({ id: walletHolds.id });
  if (!hold) throw new Error('hold not written');
  await tx
    .update(walletAccounts)
    .set({ held: sql`${walletAccounts.held} + ${amount}` })
    .where(eq(walletAccounts.id, accountId));
  return hold.id;
}

/**
 * Approval: the held coins move to `to` (invariant 5: exactly once; a second call finds the hold posted
 * and returns null).
 */
export async function postHold(
  tx: Tx,
  holdId: number,
  to: number,
  tradeCode: string,
  kind: TransferKind = 'withdraw',
): Promise<Transfer | null> {
  const [hold] = await tx.select().from(walletHolds).where(eq(walletHolds.id, holdId)).for('update');
  if (!hold || hold.status !== 'held') return null;
  return transfer(tx, { from: hold.accountId, to, amount: hold.amount, tradeCode, kind, holdId });
}

/** Rejection: the hold is released and the coins are spendable again; exactly once, like postHold. */
export async function voidHold(tx: Tx, holdId: number): Promise<boolean> {
  const [hold] = await tx.select().from(walletHolds).where(eq(walletHolds.id, holdId)).for('update');
  if (!hold || hold.status !== 'held') return false;
  await lockAccounts(tx, [hold.accountId]);
  await tx
    .update(walletAccounts)
    .set({ held: sql`${walletAccounts.held} - ${hold.amount}` })
    .where(eq(walletAccounts.id, hold.accountId));
  await tx
    .update(walletHolds)
    .set({ status: 'voided', settledAt: sql`now()` })
    .where(and(eq(walletHolds.id, holdId), eq(walletHolds.status, 'held')));
  return true;
}

export async function accountState(db: Executor, accountId: number) {
  const [row] = await db.select().from(walletAccounts).where(eq(walletAccounts.id, accountId));
  if (!row) throw new Error('wallet account missing');
  return row;
}
