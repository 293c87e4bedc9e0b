import { createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { PAY_PWD_LOCK_MINUTES, PAY_PWD_MAX_FAILURES, WALLET_MSG } from '@xcb/shared';
import type { Db } from '../../db/client.ts';
import { walletAccounts } from '../../db/schema/index.ts';
import { refuse } from '../../http/errors.ts';
import { hashPassword, verifyPassword } from '../account/password.ts';

// A 6-digit payment password has a million values: anyone holding the hashes could try them all offline.
// So the hash is scrypt over HMAC(pepper, password), the pepper living in configuration, never in the
// database; and online guessing is stopped by locking wallet payments after five wrong tries.

const peppered = (pepper: string, password: string) => createHmac('sha256', pepper).update(password).digest('hex');

export const hashPayPassword = (pepper: string, password: string, logN: number) => hashPassword(peppered(pepper, password), logN);

function minutesLeft(until: Date): number {
  return Math.max(1, Math.ceil((until.getTime() - Date.now()) / 60000));
}

/**
 * Checks a payment password against the wallet. The check runs under the account's row lock, so the
 * attempts on one wallet, from any number of sessions or instances, are counted strictly one after
 * another: five wrong ones lock wallet payments for 15 minutes, and parallel guesses cannot slip past
 * the count. (Parallel payments of one user wait for each other here, which costs little.)
 */
export async function verifyPayPassword(db: Db, pepper: string, accountId: number, password: string): Promise<void> {
  const outcome = await db.transaction(async (tx) => {
    const [acc] = await tx
      .select({ hash: walletAccounts.payPwdHash, lockedUntil: walletAccounts.payLockedUntil, failures: walletAccounts.payPwdFailures })
      .from(walletAccounts)
      .where(eq(walletAccounts.id, accountId))
      .for('update');
    if (!acc?.hash) return refuse(WALLET_MSG.payPwdNotSet);
    if (acc.lockedUntil && acc.lockedUntil > new Date()) return refuse(WALLET_MSG.payPwdLocked(minutesLeft(acc.lockedUntil)));
    // A lock that has run out starts a fresh count.
    const failures = acc.lockedUntil ? 0 : acc.failures;
    if (await verifyPassword(peppered(pepper, password), acc.hash)) {
      if (failures > 0 || acc.lockedUntil) await tx.update(walletAccounts).set({ payPwdFailures: 0, payLockedUntil: null }).where(eq(walletAccounts.id, accountId));
      return null;
    }
    const now = failures + 1;
    const lock = now >= PAY_PWD_MAX_FAILURES;
    await tx
      .update(walletAccounts)
      .set({ payPwdFailures: lock ? 0 : now, payLockedUntil: lock ? sql`now() + ${`${PAY_PWD_LOCK_MINUTES} minutes`}::interval` : null })
      .where(eq(walletAccounts.id, accountId));
    return refuse(lock ? WALLET_MSG.payPwdLocked(PAY_PWD_LOCK_MINUTES) : WALLET_MSG.payPwdWrongLeft(PAY_PWD_MAX_FAILURES - now));
  });
  // The count is committed before the refusal is thrown.
  if (outcome) throw outcome;
}
