import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { WALLET_MSG } from '@xcb/shared';
import type { Executor, Tx } from '../../db/client.ts';
import { walletAccounts, walletEntries, walletHolds, walletTransfers } from '../../db/schema/index.ts';
import { refuse } from '../../core/errors.ts';
import { executeRows } from '../../db/rows.ts';

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

/** An account id, or a platform account by its code (looked up in the transfer's own statement). */
export type AccountRef = number | { platform: PlatformAccount };

export interface TransferRequest {
  from: AccountRef;
  to: AccountRef;
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
  return (await transferWith(tx, req)).transfer;
}

/** What a transfer's statement may carry besides the movement (`transferWith`). */
export interface TransferExtras {
  /**
   * The caller's record of it, an INSERT … RETURNING * (e.g. the trade row). It is written before the
   * checks are read, so a reused key of the record (a retried request) fails the statement with that
   * key's violation whatever the checks find. Its row comes back raw, its columns named as in the
   * database beside the statement's own (`ok`, `transfer_id`, …): `rowOf` maps it.
   */
  record?: SQL;
  /** A write that goes with the movement, reading the transfer from `moved` (e.g. the points it earns). */
  also?: SQL;
  /**
   * A condition on the source account's locked row: the movement happens only while it holds,
   * decided under the same lock (e.g. the payment password's state). Else `GuardFailed`, nothing written.
   */
  guard?: RowGuard;
}

/** A condition on a wallet account's row, given the row's name in the statement. */
export type RowGuard = (row: SQL) => SQL;

/** The guard of a transfer did not hold on the locked row: nothing was written. */
export class GuardFailed extends Error {
  constructor() {
    super('transfer guard failed');
  }
}

const REFUSED = 'ledger refused: ';

/**
 * A transfer as one statement, atomic on its own: with no transaction around it, it needs no BEGIN and
 * COMMIT. A failed check raises in the statement (ledger_refuse, migration 0034), which undoes whatever
 * it wrote, the caller's record included.
 */
export async function transferWith(
  db: Executor,
  req: TransferRequest,
  extras: TransferExtras = {},
): Promise<{ transfer: Transfer; record: Record<string, unknown> | null }> {
  if (!Number.isSafeInteger(req.amount) || req.amount <= 0) throw new Error('transfer amount must be a positive integer');
  if (typeof req.from === 'number' ? req.from === req.to : typeof req.to !== 'number' && req.from.platform === req.to.platform)
    throw new Error('transfer to the same account');
  // One statement: the locks, the checks, the transfer, its two entries, both balances and a spent hold
  // (a round trip each was most of a payment's cost). The locks are taken in id order (FOR UPDATE locks
  // rows as they leave the sort), so two transfers over one pair never deadlock. Every write depends on
  // `moved`, which depends on the checks: nothing is written before both locks are held, and the checks
  // read the locked, newest rows.
  const { amount } = req;
  const { record, also, guard } = extras;
  const holdId = req.holdId ?? null;
  const spendable = holdId
    ? sql`exists (select 1 from ${walletHolds} where id = ${holdId}::int and account_id = (select src from ends)
        and status = 'held' and amount = ${amount}::bigint for update)`
    : sql`true`;
  const query = sql`with ${record ? sql`record as (${record}), ` : sql``}ends as (select ${accountSql(req.from)} as src, ${accountSql(req.to)} as dst),
    locked as (select a.id, a.kind, a.balance, a.held, ${guard ? guard(sql.raw('a')) : sql`true`} as guard_ok from ${walletAccounts} a, ends
      where a.id in (ends.src, ends.dst) order by a.id for update of a),
    checked as (select count(*) = 2 as found, ${spendable} as spendable,
        coalesce(bool_and(l.id <> e.src or l.guard_ok), false) as guarded,
        coalesce(bool_and(l.id <> e.src or l.kind <> 'user' or ${sql.raw(holdId ? 'true' : 'false')} or l.balance - l.held >= ${amount}::bigint), false) as covered${
          record ? sql`, (select count(*) from record) as recorded` : sql``
        }
      from locked l, ends e),
    moved as (
      insert into ${walletTransfers} (trade_code, kind, from_account_id, to_account_id, amount, order_ref, hold_id)
      select ${req.tradeCode}, ${req.kind}, e.src, e.dst, ${amount}::bigint, ${req.orderRef ?? null}, ${holdId}::int
      from checked c, ends e
      where c.found and c.spendable and c.guarded and c.covered${record ? sql` and c.recorded > 0` : sql``}
      returning id, trade_code, amount),
    entries as (insert into ${walletEntries} (transfer_id, account_id, amount)
      select m.id, e.src, -m.amount from moved m, ends e union all select m.id, e.dst, m.amount from moved m, ends e),
    balances as (update ${walletAccounts} w set
        balance = w.balance + case when w.id = e.src then -${amount}::bigint else ${amount}::bigint end,
        held = w.held - case when w.id = e.src then ${holdId ? amount : 0}::bigint else 0 end
      from ends e where w.id in (e.src, e.dst) and exists (select 1 from moved))${
        holdId
          ? sql`, posted as (update ${walletHolds} set status = 'posted', settled_at = now()
        where id = ${holdId}::int and exists (select 1 from moved))`
          : sql``
      }${also ? sql`, also as (${also})` : sql``}
    select case when not c.found then ledger_refuse('missing') when not c.spendable then ledger_refuse('hold')
        when not c.guarded then ledger_refuse('guard') when not c.covered then ledger_refuse('insufficient') else true end as ok,
      m.id as transfer_id, m.trade_code as transfer_code, m.amount as transfer_amount${record ? sql`, record.*` : sql``}
    from checked c left join moved m on true${record ? sql` left join record on true` : sql``}`;
  let result: TransferRow[];
  try {
    result = await executeRows<TransferRow>(db, query);
  } catch (err) {
    throw refusal(err) ?? err;
  }
  const [row] = result;
  if (!row || row.transfer_id === null || row.transfer_code === null) throw new Error('transfer not written');
  return {
    transfer: { id: row.transfer_id, tradeCode: row.transfer_code, amount: Number(row.transfer_amount) },
    record: record ? row : null,
  };
}

/** The statement's own refusal (ledger_refuse), as the product's answer. */
function refusal(err: unknown): Error | null {
  for (let e: unknown = err, depth = 0; e && depth < 4; depth++) {
    const x = e as { code?: string; message?: string; cause?: unknown };
    if (x.code === 'P0001' && x.message?.startsWith(REFUSED)) {
      const reason = x.message.slice(REFUSED.length);
      if (reason === 'insufficient') return refuse(WALLET_MSG.insufficient);
      if (reason === 'guard') return new GuardFailed();
      return new Error(reason === 'hold' ? 'hold not spendable' : 'wallet account missing');
    }
    e = x.cause;
  }
  return null;
}

function accountSql(ref: AccountRef): SQL {
  return typeof ref === 'number' ? sql`${ref}::int` : sql`(select id from ${walletAccounts} where code = ${ref.platform})`;
}

interface TransferRow extends Record<string, unknown> {
  transfer_id: number | null;
  transfer_code: string | null;
  transfer_amount: string | number | null;
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
  to: TransferRequest['to'],
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
