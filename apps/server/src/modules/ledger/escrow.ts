import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { COINS_PER_YUAN, ESCROW_MSG, formatCoins } from '@xcb/shared';
import { PAY_MODE, PAY_STATUS } from '@xcb/shared/actions/wallet';
import type { Db, Executor, Tx } from '../../db/client.ts';
import { escrows, walletAccounts } from '../../db/schema/index.ts';
import { refuse } from '../../core/errors.ts';
import { PLATFORM_ACCOUNTS, transfer, userAccountId } from './ledger.ts';
import { verifyPayPassword } from './pay-password.ts';
import { insertTrade } from './trades.ts';

// Escrow: the one mechanism every area uses to hold money for work (ARCHITECTURE.md "Data", invariant 7).
// An engagement (a demand, a contract, a sharing order) opens one escrow with its own ledger account; the
// payer deposits into it (from the wallet, or by a bank transfer staff confirmed), releases pay workers
// from it, and closing returns whatever is left to the payer. Each movement is one ledger transfer plus
// the trade record its user sees, written in the caller's transaction; each carries a unique trade code,
// so a repeated request fails on the unique index instead of moving money twice.

export type EscrowArea = 'demand' | 'personnel' | 'sharing' | 'recruitment';
export type EscrowRow = typeof escrows.$inferSelect;

export interface EscrowState {
  id: number;
  status: 'open' | 'closed';
  deposited: number;
  released: number;
  returned: number;
  /** deposited - released - returned: what is still held */
  balance: number;
}

const state = (r: EscrowRow): EscrowState => ({
  id: r.id,
  status: r.status === 'closed' ? 'closed' : 'open',
  deposited: r.deposited,
  released: r.released,
  returned: r.returned,
  balance: r.deposited - r.released - r.returned,
});

/** The engagement's escrow, opened on first use (idempotent per area and ref). */
export async function openEscrow(tx: Tx, e: { area: EscrowArea; ref: string | number; payerId: number }): Promise<EscrowState> {
  const ref = String(e.ref);
  const existing = await findEscrow(tx, e.area, ref);
  if (existing) return existing;
  const [account] = await tx
    .insert(walletAccounts)
    .values({ kind: 'escrow', code: `escrow:${randomUUID().slice(0, 24)}`, name: `托管 ${e.area} ${ref}`.slice(0, 50) })
    .returning({ id: walletAccounts.id });
  if (!account) throw new Error('escrow account not created');
  const [row] = await tx.insert(escrows).values({ area: e.area, ref, payerId: e.payerId, accountId: account.id }).returning();
  if (!row) throw new Error('escrow not created');
  return state(row);
}

export async function findEscrow(db: Executor, area: EscrowArea, ref: string | number): Promise<EscrowState | null> {
  const [row] = await db
    .select()
    .from(escrows)
    .where(and(eq(escrows.area, area), eq(escrows.ref, String(ref))));
  return row ? state(row) : null;
}

/** Locks the escrow row for one movement; a closed escrow takes no more movements. */
async function lockOpen(tx: Tx, escrowId: number): Promise<EscrowRow> {
  const [row] = await tx.select().from(escrows).where(eq(escrows.id, escrowId)).for('update');
  if (!row) throw new Error(`escrow ${escrowId} missing`);
  if (row.status !== 'open') throw refuse(ESCROW_MSG.closed);
  return row;
}

function positive(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw refuse(ESCROW_MSG.amountInvalid);
}

export interface Deposit {
  /** hundredths of a coin */
  amount: number;
  tradeCode: string;
  /** wallet: from the payer's available balance; bank: a bank transfer staff confirmed (coins come in from the channel) */
  source: 'wallet' | 'bank';
  remark: string;
  payProof?: string | null;
}

/** The payer's coins into the escrow; the payer's trade record shows the payment. */
export async function depositToEscrow(tx: Tx, escrowId: number, d: Deposit): Promise<EscrowState> {
  positive(d.amount);
  const row = await lockOpen(tx, escrowId);
  const from = d.source === 'wallet' ? await userAccountId(tx, row.payerId) : { platform: PLATFORM_ACCOUNTS.topupClearing };
  await insertTrade(tx, {
    userId: row.payerId,
    tradeCode: d.tradeCode,
    kind: 'pay',
    amount: -d.amount,
    rmbAmount: d.source === 'bank' ? Math.round(d.amount / COINS_PER_YUAN) : 0,
    paymode: d.source === 'wallet' ? PAY_MODE.balance : PAY_MODE.bank,
    ispaysuccess: PAY_STATUS.success,
    remark: d.remark,
    payProof: d.payProof ?? null,
    requestHash: d.tradeCode,
  });
  await transfer(tx, { from, to: row.accountId, amount: d.amount, tradeCode: d.tradeCode, kind: 'escrow' });
  const [updated] = await tx
    .update(escrows)
    .set({ deposited: sql`${escrows.deposited} + ${d.amount}` })
    .where(eq(escrows.id, escrowId))
    .returning();
  if (!updated) throw new Error('escrow vanished');
  return state(updated);
}

/** Pays a worker or provider from the escrow; refused (changing nothing) beyond what it still holds. */
export async function releaseFromEscrow(
  tx: Tx,
  escrowId: number,
  r: { toUserId: number; amount: number; tradeCode: string; remark: string },
): Promise<EscrowState> {
  positive(r.amount);
  const row = await lockOpen(tx, escrowId);
  if (row.deposited - row.released - row.returned < r.amount) throw refuse(ESCROW_MSG.insufficient);
  const to = await userAccountId(tx, r.toUserId);
  await insertTrade(tx, {
    userId: r.toUserId,
    tradeCode: r.tradeCode,
    kind: 'income',
    amount: r.amount,
    paymode: PAY_MODE.balance,
    ispaysuccess: PAY_STATUS.success,
    fuserid: row.payerId,
    remark: r.remark,
    requestHash: r.tradeCode,
  });
  await transfer(tx, { from: row.accountId, to, amount: r.amount, tradeCode: r.tradeCode, kind: 'release' });
  const [updated] = await tx
    .update(escrows)
    .set({ released: sql`${escrows.released} + ${r.amount}` })
    .where(eq(escrows.id, escrowId))
    .returning();
  if (!updated) throw new Error('escrow vanished');
  return state(updated);
}

/**
 * Ends the engagement: what is left goes back to the payer (a refund in his trade record) and the escrow
 * takes no more movements. Exactly once: closing a closed escrow returns null and moves nothing.
 */
export async function closeEscrow(tx: Tx, escrowId: number, c: { tradeCode: string; remark: string }): Promise<EscrowState | null> {
  const [row] = await tx.select().from(escrows).where(eq(escrows.id, escrowId)).for('update');
  if (!row || row.status !== 'open') return null;
  const rest = row.deposited - row.released - row.returned;
  if (rest > 0) {
    const to = await userAccountId(tx, row.payerId);
    await insertTrade(tx, {
      userId: row.payerId,
      tradeCode: c.tradeCode,
      kind: 'refund',
      amount: rest,
      paymode: PAY_MODE.balance,
      ispaysuccess: PAY_STATUS.success,
      remark: c.remark,
      requestHash: c.tradeCode,
    });
    await transfer(tx, { from: row.accountId, to, amount: rest, tradeCode: c.tradeCode, kind: 'return' });
  }
  const [updated] = await tx
    .update(escrows)
    .set({ returned: sql`${escrows.returned} + ${rest}`, status: 'closed', closedAt: sql`now()` })
    .where(eq(escrows.id, escrowId))
    .returning();
  return updated ? state(updated) : null;
}

/** What a wallet payment puts into which engagement's escrow. */
export interface EscrowPayIn {
  area: EscrowArea;
  ref: string | number;
  /** hundredths of a coin */
  amount: number;
  tradeCode: string;
  remark: string;
}

export interface EscrowPayment<L, R> {
  /** The session's user: his wallet pays, his payment password is asked, he is the escrow's payer. */
  payerId: number;
  accountpwd: string;
  /** Refusals that need no lock, before the password, so a wrong order never costs a password try. */
  precheck?: (db: Db) => Promise<unknown>;
  /** Locks the engagement's row and checks its state again: another request may have paid meanwhile. */
  lock: (tx: Tx) => Promise<L>;
  /** What goes into the escrow; may first write the area's own payment record (which may name the trade code). */
  payIn: (tx: Tx, locked: L) => Promise<EscrowPayIn> | EscrowPayIn;
  /** The area's state change and notice, in the same transaction as the money. */
  settle: (tx: Tx, locked: L, escrow: EscrowState) => Promise<R>;
}

/**
 * A payer pays an engagement (a demand, a contract, a sharing order) from his wallet into its escrow:
 * the area's cheap checks, the payment password (outside the transaction: its failure count must stay
 * recorded when the payment is refused), then in one transaction the area's lock and re-check, the
 * deposit and the area's state change. The trade code is the area's, unique per payment, so a repeated
 * request is refused by the re-check or the trade's unique index and never moves money twice.
 */
export async function payIntoEscrow<L, R>(deps: { db: Db; config: { paymentPepper: string } }, p: EscrowPayment<L, R>): Promise<R> {
  await p.precheck?.(deps.db);
  await verifyPayPassword(deps.db, deps.config.paymentPepper, p.payerId, p.accountpwd);
  return deps.db.transaction(async (tx) => {
    const locked = await p.lock(tx);
    const d = await p.payIn(tx, locked);
    const escrow = await openEscrow(tx, { area: d.area, ref: d.ref, payerId: p.payerId });
    const after = await depositToEscrow(tx, escrow.id, {
      amount: d.amount,
      tradeCode: d.tradeCode,
      source: 'wallet',
      remark: d.remark.slice(0, 100),
    });
    return p.settle(tx, locked, after);
  });
}

export interface Split {
  /** what is divided (hundredths): the whole balance, or the part of it a dispute is about */
  stake: number;
  toProvider: number;
  toPayer: number;
  providerId: number;
  /** the decision's own code: the provider's part moves as `<code>P`, the payer's as `<code>B` */
  tradeCode: string;
  remark: string;
}

/**
 * A dispute decided by staff: the stake is divided between the provider (a release) and the payer (a
 * partial return), in the caller's transaction. The two parts must add up to the stake exactly and the
 * escrow must hold it, else it is refused and nothing moves; a part of zero moves nothing.
 */
export async function splitEscrow(tx: Tx, escrowId: number, s: Split): Promise<EscrowState> {
  const part = (n: number) => Number.isSafeInteger(n) && n >= 0;
  if (!part(s.toProvider) || !part(s.toPayer)) throw refuse(ESCROW_MSG.splitInvalid);
  const row = await lockOpen(tx, escrowId);
  const held = row.deposited - row.released - row.returned;
  if (s.stake <= 0 || s.toProvider + s.toPayer !== s.stake) throw refuse(ESCROW_MSG.splitMismatch(formatCoins(s.stake)));
  if (held < s.stake) throw refuse(ESCROW_MSG.insufficient);
  let after = state(row);
  if (s.toProvider > 0)
    after = await releaseFromEscrow(tx, escrowId, {
      toUserId: s.providerId,
      amount: s.toProvider,
      tradeCode: `${s.tradeCode}P`,
      remark: s.remark,
    });
  if (s.toPayer > 0) {
    const code = `${s.tradeCode}B`;
    await insertTrade(tx, {
      userId: row.payerId,
      tradeCode: code,
      kind: 'refund',
      amount: s.toPayer,
      paymode: PAY_MODE.balance,
      ispaysuccess: PAY_STATUS.success,
      remark: s.remark,
      requestHash: code,
    });
    await transfer(tx, {
      from: row.accountId,
      to: await userAccountId(tx, row.payerId),
      amount: s.toPayer,
      tradeCode: code,
      kind: 'return',
    });
    const [updated] = await tx
      .update(escrows)
      .set({ returned: sql`${escrows.returned} + ${s.toPayer}` })
      .where(eq(escrows.id, escrowId))
      .returning();
    if (!updated) throw new Error('escrow vanished');
    after = state(updated);
  }
  return after;
}
