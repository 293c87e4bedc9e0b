import { createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { PAY_PWD_LOCK_MINUTES, PAY_PWD_MAX_FAILURES, WALLET_MSG } from '@xcb/shared';
import type { Executor } from '../../db/client.ts';
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
 * Checks a payment password against the wallet. Each attempt is counted on the account row before the
 * hash is compared, so parallel guesses from several sessions cannot slip past the limit: the sixth
 * attempt after five failures is refused without being checked, and the wallet stays locked for 15 minutes.
 */
export async function verifyPayPassword(db: Executor, pepper: string, accountId: number, password: string): Promise<void> {
  const [acc] = await db
    .select({ hash: walletAccounts.payPwdHash, lockedUntil: walletAccounts.payLockedUntil })
    .from(walletAccounts)
    .where(eq(walletAccounts.id, accountId));
  if (!acc?.hash) throw refuse(WALLET_MSG.payPwdNotSet);
  if (acc.lockedUntil && acc.lockedUntil > new Date()) throw refuse(WALLET_MSG.payPwdLocked(minutesLeft(acc.lockedUntil)));

  const expired = sql`${walletAccounts.payLockedUntil} is not null and ${walletAccounts.payLockedUntil} <= now()`;
  const [attempt] = await db
    .update(walletAccounts)
    .set({
      payPwdFailures: sql`case when ${expired} then 1 else ${walletAccounts.payPwdFailures} + 1 end`,
      payLockedUntil: sql`case when ${expired} then null else ${walletAccounts.payLockedUntil} end`,
    })
    .where(sql`${walletAccounts.id} = ${accountId} and (${walletAccounts.payLockedUntil} is null or ${walletAccounts.payLockedUntil} <= now())`)
    .returning({ failures: walletAccounts.payPwdFailures });
  if (!attempt) throw refuse(WALLET_MSG.payPwdLocked(PAY_PWD_LOCK_MINUTES));
  const lock = async () => {
    await db
      .update(walletAccounts)
      .set({ payLockedUntil: sql`now() + ${`${PAY_PWD_LOCK_MINUTES} minutes`}::interval` })
      .where(eq(walletAccounts.id, accountId));
    return refuse(WALLET_MSG.payPwdLocked(PAY_PWD_LOCK_MINUTES));
  };
  if (attempt.failures > PAY_PWD_MAX_FAILURES) throw await lock();

  if (await verifyPassword(peppered(pepper, password), acc.hash)) {
    await db.update(walletAccounts).set({ payPwdFailures: 0 }).where(eq(walletAccounts.id, accountId));
    return;
  }
  if (attempt.failures >= PAY_PWD_MAX_FAILURES) throw await lock();
  throw refuse(WALLET_MSG.payPwdWrongLeft(PAY_PWD_MAX_FAILURES - attempt.failures));
}
