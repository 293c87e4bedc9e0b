import { createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { PAY_PWD_LOCK_MINUTES, PAY_PWD_MAX_FAILURES, WALLET_MSG } from '@xcb/shared';
import type { Db } from '../../db/client.ts';
import { preparedStatements } from '../../db/prepared.ts';
import { executeRows } from '../../db/rows.ts';
import { walletAccounts } from '../../db/schema/index.ts';
import { refuse } from '../../core/errors.ts';
import { hashPassword, verifyPassword } from '../../http/password.ts';
import type { RowGuard } from './ledger.ts';

// A 6-digit payment password has a million values: anyone holding the hashes could try them all offline.
// So the hash is scrypt over HMAC(pepper, password), the pepper living in configuration, never in the
// database; and online guessing is stopped by locking wallet payments after five wrong tries.

const peppered = (pepper: string, password: string) => createHmac('sha256', pepper).update(password).digest('hex');

export const hashPayPassword = (pepper: string, password: string, logN: number) => hashPassword(peppered(pepper, password), logN);

/** What the check under the lock decided: accepted (null), a refusal, or the hash changed meanwhile. */
type Outcome = null | 'again' | ReturnType<typeof refuse>;

function minutesLeft(until: Date): number {
  return Math.max(1, Math.ceil((until.getTime() - Date.now()) / 60000));
}

/**
 * Checks a payment password against the wallet. scrypt runs BEFORE any lock is taken (it is the slow part:
 * holding the wallet's row lock through it made every payment of that wallet, and every payment queued
 * behind that lock, wait for it). Only the outcome is then recorded under the account's row lock, against
 * the state found there, so the count stays exact from any number of sessions or instances:
 * - a wrong password adds one failure unless a lock is already in force (then it is refused as locked,
 *   uncounted); the fifth locks wallet payments for 15 minutes;
 * - a right password is still refused when a lock came into force meanwhile (parallel wrong guesses), and
 *   clears the count otherwise;
 * - when the hash changed meanwhile (the password was changed), the check runs again against the new one.
 * The wallet is the user's own (read by its owner, its id coming with its state); its id is returned.
 */
export async function verifyPayPassword(db: Db, pepper: string, userId: number, password: string, retries = 2): Promise<number> {
  return (await check(db, pepper, userId, password, retries, false)).accountId;
}

/**
 * `verifyPayPassword` for a request that is one ledger statement (a balance payment): when a right
 * password has nothing to clear, its confirmation is not a read of its own but `guard`, the same
 * condition on the wallet's row for `transferWith`, decided under the lock the payment takes anyway.
 * Should the guard fail (a wrong guess counted, or the password changed, meanwhile), the caller checks
 * again with `verifyPayPassword`.
 */
export async function checkPayPassword(
  db: Db,
  pepper: string,
  userId: number,
  password: string,
): Promise<{ accountId: number; guard: RowGuard | null }> {
  return check(db, pepper, userId, password, 2, true);
}

async function check(
  db: Db,
  pepper: string,
  userId: number,
  password: string,
  retries: number,
  deferConfirm: boolean,
): Promise<{ accountId: number; guard: RowGuard | null }> {
  // a user without a wallet yet has no payment password either
  const [seen] = await statements(db).byOwner.execute({ userId });
  if (!seen?.hash) throw refuse(WALLET_MSG.payPwdNotSet);
  const accountId = seen.id;
  if (seen.lockedUntil && seen.lockedUntil > new Date()) throw refuse(WALLET_MSG.payPwdLocked(minutesLeft(seen.lockedUntil)));
  const right = await verifyPassword(peppered(pepper, password), seen.hash);
  const { hash } = seen;
  if (right && deferConfirm && seen.failures === 0 && seen.lockedUntil === null)
    return {
      accountId,
      guard: (row) => sql`(${row}.pay_pwd_hash = ${hash} and ${row}.pay_pwd_failures = 0 and ${row}.pay_locked_until is null)`,
    };
  // Even a right password is confirmed against the state after scrypt: parallel guesses must not slip
  // past the count by all reading the state before the fifth wrong one locks it.
  const outcome = right ? await confirmRight(db, accountId, seen.hash) : await countWrong(db, accountId, seen.hash);
  if (outcome === 'again') {
    if (retries <= 0) throw refuse(WALLET_MSG.payPwdWrongLeft(PAY_PWD_MAX_FAILURES));
    return check(db, pepper, userId, password, retries - 1, deferConfirm);
  }
  // The count is committed before the refusal is thrown.
  if (outcome) throw outcome;
  return { accountId, guard: null };
}

// Both reads run on every payment: prepared once per database handle (db/prepared.ts).
const statements = preparedStatements((db) => {
  const state = { hash: walletAccounts.payPwdHash, lockedUntil: walletAccounts.payLockedUntil };
  return {
    byOwner: db
      .select({ id: walletAccounts.id, ...state, failures: walletAccounts.payPwdFailures })
      .from(walletAccounts)
      .where(eq(walletAccounts.userId, sql.placeholder('userId')))
      .prepare('pay_password_by_owner'),
    now: db
      .select({ ...state, failures: walletAccounts.payPwdFailures })
      .from(walletAccounts)
      .where(eq(walletAccounts.id, sql.placeholder('id')))
      .prepare('pay_password_now'),
  };
});

/**
 * A right password: accepted while the hash is the one checked and no lock is in force. With no failure
 * counted and no lock to clear, a plain read of the committed state decides it: a wrong guess counted
 * meanwhile commits its count under the row's lock, so the read sees it or the acceptance comes before
 * it, and there is nothing to write (a row lock costs a transaction id and a WAL flush). Otherwise the
 * count is cleared under the lock.
 */
async function confirmRight(db: Db, accountId: number, checked: string): Promise<Outcome> {
  const [now] = await statements(db).now.execute({ id: accountId });
  if (!now?.hash) return refuse(WALLET_MSG.payPwdNotSet);
  if (now.hash !== checked) return 'again';
  if (now.failures === 0 && now.lockedUntil === null) return null;
  return clearFailures(db, accountId, checked);
}

/**
 * A right password after failures, under the row's lock: accepted while the hash is the one checked and no
 * lock is in force, and then the count cleared (a lock that has run out starts a fresh count). One
 * statement, which holds the lock for its own length: a right password needs no transaction of its own.
 */
async function clearFailures(db: Db, accountId: number, checked: string): Promise<Outcome> {
  const [acc] = await executeRows<{ hash: string | null; locked_until: Date | string | null; ok: boolean | null }>(
    db,
    sql`with cur as (
      select id, pay_pwd_hash as hash, pay_locked_until as locked_until,
        pay_pwd_hash = ${checked} and (pay_locked_until is null or pay_locked_until <= now()) as ok
      from ${walletAccounts} where id = ${accountId} for update),
    cleared as (update ${walletAccounts} w set pay_pwd_failures = 0, pay_locked_until = null from cur
      where w.id = cur.id and cur.ok and (w.pay_pwd_failures > 0 or w.pay_locked_until is not null))
    select hash, locked_until, ok from cur`,
  );
  if (!acc?.hash) return refuse(WALLET_MSG.payPwdNotSet);
  if (acc.hash !== checked) return 'again';
  if (!acc.ok) return refuse(WALLET_MSG.payPwdLocked(minutesLeft(new Date(acc.locked_until ?? Date.now()))));
  return null;
}

/** A wrong password, under the row's lock: one more failure, the fifth locking payments. */
async function countWrong(db: Db, accountId: number, checked: string): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const [acc] = await tx
      .select({ hash: walletAccounts.payPwdHash, lockedUntil: walletAccounts.payLockedUntil, failures: walletAccounts.payPwdFailures })
      .from(walletAccounts)
      .where(eq(walletAccounts.id, accountId))
      .for('update');
    if (!acc?.hash) return refuse(WALLET_MSG.payPwdNotSet);
    if (acc.hash !== checked) return 'again' as const;
    if (acc.lockedUntil && acc.lockedUntil > new Date()) return refuse(WALLET_MSG.payPwdLocked(minutesLeft(acc.lockedUntil)));
    // A lock that has run out starts a fresh count.
    const failures = acc.lockedUntil ? 0 : acc.failures;
    const now = failures + 1;
    const lock = now >= PAY_PWD_MAX_FAILURES;
    await tx
      .update(walletAccounts)
      .set({ payPwdFailures: lock ? 0 : now, payLockedUntil: lock ? sql`now() + ${`${PAY_PWD_LOCK_MINUTES} minutes`}::interval` : null })
      .where(eq(walletAccounts.id, accountId));
    return refuse(lock ? WALLET_MSG.payPwdLocked(PAY_PWD_LOCK_MINUTES) : WALLET_MSG.payPwdWrongLeft(PAY_PWD_MAX_FAILURES - now));
  });
}
