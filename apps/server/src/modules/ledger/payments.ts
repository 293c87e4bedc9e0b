import { sql, type SQL } from 'drizzle-orm';
import { POINTS_VALID_MONTHS } from '@xcb/shared';
import { PAY_MODE, PAY_STATUS } from '@xcb/shared/actions/wallet';
import type { Executor } from '../../db/client.ts';
import { scoreRecords, walletTrades } from '../../db/schema/index.ts';
import { rowOf } from '../../db/rows.ts';
import { PLATFORM_ACCOUNTS, transferWith, userAccountId, type RowGuard } from './ledger.ts';
import { requestHash, type TradeRow } from './trades.ts';

// An order paid from the buyer's wallet (a course, a personnel membership, the wallet's own balance
// payment): the transfer, its trade record and the points it earns.
//
// spec: 1 point per coin actually paid, integers (decimals dropped, never rounded), only after the
// order is paid, the discounted part earns nothing, valid one year.

const pointsFor = (paid: number, discount: number): number => Math.max(0, Math.floor((paid - Math.max(0, discount)) / 100));

/** The points record of an order paid in the same statement: an INSERT for `transferWith`'s `also`. */
function pointsRecord(a: { userId: number; orderRef: string; sourceName: string }, points: number): SQL {
  return sql`insert into ${scoreRecords} (user_id, source_name, score, order_ref, expires_at)
    select ${a.userId}::int, ${a.sourceName.slice(0, 100)}, ${points}::int, ${a.orderRef}, now() + ${`${POINTS_VALID_MONTHS} months`}::interval
    from moved`;
}

export interface PayOrderRequest {
  userId: number;
  /** hundredths of a coin */
  amount: number;
  tradeCode: string;
  orderRef: string | null;
  remark: string;
  /** The part covered by a discount: it costs nothing and earns no points. */
  discount?: number;
  toAccount?: typeof PLATFORM_ACCOUNTS.courseSales | typeof PLATFORM_ACCOUNTS.depositsHeld | typeof PLATFORM_ACCOUNTS.personnelMembership;
  /** The payer's wallet, when the caller has read it already (the payment password's check returns it). */
  wallet?: number;
  /** The payment password's state the payment depends on (`checkPayPassword`), decided under the wallet's lock. */
  guard?: RowGuard | null;
}

/**
 * Pays an order from the user's wallet (the course issue calls this inside its own order transaction):
 * the transfer, the trade record, and the points it earns, in one statement that is atomic on its own. A
 * second payment of the same order is refused by the database (invariant 6).
 */
export async function payOrder(
  db: Executor,
  req: PayOrderRequest,
  hash = requestHash(['pay', req.amount, req.orderRef, req.remark]),
): Promise<TradeRow> {
  const wallet = req.wallet ?? (await userAccountId(db, req.userId));
  const points = req.orderRef ? pointsFor(req.amount, req.discount ?? 0) : 0;
  // The trade row rides in the transfer's statement (a retried trade code fails it with its own
  // violation), with the points it earns; the platform account is looked up there too.
  const trade = db
    .insert(walletTrades)
    .values({
      userId: req.userId,
      tradeCode: req.tradeCode,
      kind: 'pay',
      amount: -req.amount,
      rmbAmount: 0,
      paymode: PAY_MODE.balance,
      ispaysuccess: PAY_STATUS.success,
      remark: req.remark,
      orderRef: req.orderRef,
      requestHash: hash,
      score: points,
      scoreoperator: points > 0 ? 1 : 0,
    })
    .returning();
  const { record } = await transferWith(
    db,
    {
      from: wallet,
      to: { platform: req.toAccount ?? PLATFORM_ACCOUNTS.courseSales },
      amount: req.amount,
      tradeCode: req.tradeCode,
      kind: 'pay',
      orderRef: req.orderRef,
    },
    {
      record: trade.getSQL(),
      // The payment made in the same statement proves the order paid; an order is paid once, so it earns
      // its points once (score_records_order_key says so too).
      also:
        points > 0 && req.orderRef
          ? pointsRecord({ userId: req.userId, orderRef: req.orderRef, sourceName: req.remark }, points)
          : undefined,
      guard: req.guard ?? undefined,
    },
  );
  if (!record) throw new Error('trade not written');
  return rowOf(walletTrades, record);
}
