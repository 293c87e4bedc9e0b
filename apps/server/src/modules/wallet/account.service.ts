import { and, eq, sql, type Placeholder } from 'drizzle-orm';
import { WALLET_MSG, formatCoins } from '@xcb/shared';
import type { AccountBase } from '@xcb/shared/actions/wallet';
import type { Executor } from '../../db/client.ts';
import { scoreRecords, walletAccounts } from '../../db/schema/index.ts';
import { notFound, refuse } from '../../core/errors.ts';
import type { Actor } from '../../http/router.ts';
import { outsideTransaction, preparedStatements } from '../../db/prepared.ts';
import { userAccountId } from '../ledger/ledger.ts';
import { hashPayPassword, verifyPayPassword } from '../ledger/pay-password.ts';
import type { WalletDeps } from './requests.ts';

// A user's wallet account (spec section 4): its summary and its payment password.

export async function getAccountBase(db: Executor, actor: Actor): Promise<{ custAccountBase: AccountBase }> {
  return { custAccountBase: await accountBaseOf(db, actor.userId) };
}

/**
 * The account with its owner's points, one statement (every login and wallet visit reads it). Prepared once
 * outside a transaction (db/prepared.ts).
 */
const baseQuery = (db: Executor, userId: number | Placeholder) =>
  db
    .select({
      acc: walletAccounts,
      // spec: expired points stop counting
      points: sql<
        string | null
      >`(select sum(${scoreRecords.score}) from ${scoreRecords} where ${scoreRecords.userId} = ${userId} and ${scoreRecords.expiresAt} > now())`,
    })
    .from(walletAccounts)
    .where(eq(walletAccounts.userId, userId));
const preparedBase = preparedStatements((db) => baseQuery(db, sql.placeholder('userId')).prepare('wallet_account_base'));
const readBase = (db: Executor, userId: number) => {
  const plain = outsideTransaction(db);
  return plain ? preparedBase(plain).execute({ userId }) : baseQuery(db, userId);
};

/** A user's wallet summary (spec custAccountBase); the account is opened on first need. */
export async function accountBaseOf(db: Executor, userId: number): Promise<AccountBase> {
  let [row] = await readBase(db, userId);
  if (!row) {
    await userAccountId(db, userId);
    [row] = await readBase(db, userId);
  }
  if (!row) throw notFound();
  const { acc } = row;
  const locked = acc.payLockedUntil && acc.payLockedUntil > new Date() ? acc.payLockedUntil.toISOString() : null;
  return {
    id: acc.id,
    amount: formatCoins(acc.balance),
    available: formatCoins(acc.balance - acc.held),
    held: formatCoins(acc.held),
    totalsocre: Number(row.points ?? 0),
    ...(acc.payPwdHash ? { custAccountPWD: { accountid: acc.id, pwdtype: 1 } } : {}),
    lockedUntil: locked,
  };
}

export async function addPayPassword(deps: WalletDeps, actor: Actor, password: string) {
  const accountId = await userAccountId(deps.db, actor.userId);
  const hash = await hashPayPassword(deps.config.paymentPepper, password, deps.config.SCRYPT_LOG_N);
  // Only when none is set: adding must never overwrite an existing password (that is what changing is for).
  const rows = await deps.db
    .update(walletAccounts)
    .set({ payPwdHash: hash, payPwdFailures: 0 })
    .where(and(eq(walletAccounts.id, accountId), sql`${walletAccounts.payPwdHash} is null`))
    .returning({ id: walletAccounts.id });
  if (rows.length === 0) throw refuse(WALLET_MSG.payPwdExists);
  return { msg: WALLET_MSG.payPwdSetOk };
}

export async function changePayPassword(deps: WalletDeps, actor: Actor, oldPassword: string, newPassword: string) {
  const accountId = await verifyPayPassword(deps.db, deps.config.paymentPepper, actor.userId, oldPassword);
  const hash = await hashPayPassword(deps.config.paymentPepper, newPassword, deps.config.SCRYPT_LOG_N);
  await deps.db.update(walletAccounts).set({ payPwdHash: hash, payPwdFailures: 0 }).where(eq(walletAccounts.id, accountId));
  return { msg: WALLET_MSG.payPwdChangeOk };
}
