import { createHash } from 'node:crypto';
import type { Tx } from '../../db/client.ts';
import { walletTrades } from '../../db/schema/index.ts';

// The trade records: the line of a user's bill beside each money movement of his (a top-up, a payment, a
// withdrawal, an escrow deposit or release). The ledger's transfers are the books; these are what the user
// reads, written in the same transaction (or statement) as the transfer they describe.

export type TradeRow = typeof walletTrades.$inferSelect;

/** The hash a money request's trade row keeps of its body, so that a retry can be told from a reused trade code. */
export const requestHash = (parts: unknown[]) => createHash('sha256').update(JSON.stringify(parts)).digest('hex');

export async function insertTrade(tx: Tx, values: typeof walletTrades.$inferInsert): Promise<TradeRow> {
  const [row] = await tx.insert(walletTrades).values(values).returning();
  if (!row) throw new Error('trade not written');
  return row;
}
