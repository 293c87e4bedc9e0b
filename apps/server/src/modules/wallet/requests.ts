import { eq } from 'drizzle-orm';
import { WALLET_MSG, parseHundredths } from '@xcb/shared';
import type { Tx } from '../../db/client.ts';
import { walletTrades } from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/deps.ts';
import { badRequest, refuse } from '../../core/errors.ts';
import type { PaymentGateway } from '../../providers/payment-gateway.ts';
import { isUniqueViolation } from '../ledger/ledger.ts';
import type { TradeRow } from '../ledger/trades.ts';

// A user's money request (a top-up, a payment, a withdrawal): what it needs, its amount as typed, and
// running it once per trade code. Money moves only through the ledger, inside one transaction per request.

export interface WalletDeps {
  db: AppDeps['db'];
  hub: AppDeps['hub'];
  config: Pick<AppDeps['config'], 'paymentPepper' | 'SCRYPT_LOG_N'>;
  gateway: PaymentGateway;
}

/** An amount as typed ("12.5") in hundredths; anything else is refused. */
export function hundredths(amount: string): number {
  const n = parseHundredths(amount);
  if (n === null) throw badRequest(WALLET_MSG.amountPositive);
  return n;
}

/** A money request's trade code, its sender and the hash of its body. */
export interface TradeKey {
  userId: number;
  tradeCode: string;
  hash: string;
}

/**
 * Runs a money request once per trade code. The trade row (unique trade code) is written in the same
 * transaction as the money, with the answer; a concurrent or later request with the same code waits on
 * the unique index, fails, and then reads the committed answer: the same body gets the first answer, a
 * different body or another user is refused. A refused request writes nothing, so a retry runs afresh.
 */
export async function once<T>(db: AppDeps['db'], key: TradeKey, run: (tx: Tx) => Promise<{ tradeId: number; reply: T }>): Promise<T> {
  return idempotent(
    db,
    key,
    () =>
      db.transaction(async (tx) => {
        const { tradeId, reply } = await run(tx);
        await tx.update(walletTrades).set({ reply: reply }).where(eq(walletTrades.id, tradeId));
        return reply;
      }),
    (existing) => {
      if (existing.reply === null) throw refuse(WALLET_MSG.tradeCodeReused);
      return existing.reply as T;
    },
  );
}

/**
 * `once` for a request that is one statement, atomic on its own (a balance payment): no transaction around
 * it. Its answer is its trade row presented, and the row never changes after the statement, so the
 * answer is not stored: a retry presents the committed row.
 */
export async function onceRow<T>(
  db: AppDeps['db'],
  key: TradeKey,
  run: () => Promise<TradeRow>,
  present: (row: TradeRow) => T,
): Promise<T> {
  return idempotent(db, key, async () => present(await run()), present);
}

async function idempotent<T>(db: AppDeps['db'], key: TradeKey, run: () => Promise<T>, again: (existing: TradeRow) => T): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (isUniqueViolation(err, 'wallet_transfers_one_payment_per_order')) throw refuse(WALLET_MSG.orderPaid);
    if (!isUniqueViolation(err)) throw err;
    const [existing] = await db.select().from(walletTrades).where(eq(walletTrades.tradeCode, key.tradeCode));
    if (!existing || existing.userId !== key.userId || existing.requestHash !== key.hash) throw refuse(WALLET_MSG.tradeCodeReused);
    return again(existing);
  }
}
