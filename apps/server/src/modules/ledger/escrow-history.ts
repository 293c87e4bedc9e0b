import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { escrows, users, walletAccounts, walletTransfers } from '../../db/schema/index.ts';
import type { EscrowArea } from './escrow.ts';

// What an engagement's escrow paid out, read from the ledger itself (the transfers out of the escrow's
// account), so a payment record shows every release whichever step made it: an approved payment request,
// a staff decision splitting a dispute, or an automatic acceptance.

export interface EscrowRelease {
  id: number;
  toUserId: number;
  toName: string;
  /** hundredths of a coin */
  amount: number;
  tradeCode: string;
  createdAt: Date;
}

export async function escrowReleases(db: Executor, area: EscrowArea, ref: string | number): Promise<EscrowRelease[]> {
  const rows = await db
    .select({
      id: walletTransfers.id,
      toUserId: walletAccounts.userId,
      nickName: users.nickName,
      name: users.name,
      amount: walletTransfers.amount,
      tradeCode: walletTransfers.tradeCode,
      createdAt: walletTransfers.createdAt,
    })
    .from(walletTransfers)
    .innerJoin(escrows, eq(escrows.accountId, walletTransfers.fromAccountId))
    .innerJoin(walletAccounts, eq(walletAccounts.id, walletTransfers.toAccountId))
    .innerJoin(users, eq(users.id, walletAccounts.userId))
    .where(and(eq(escrows.area, area), eq(escrows.ref, String(ref)), eq(walletTransfers.kind, 'release')))
    .orderBy(desc(walletTransfers.id));
  return rows.map((r) => ({
    id: r.id,
    toUserId: r.toUserId ?? 0,
    toName: r.nickName || r.name,
    amount: r.amount,
    tradeCode: r.tradeCode,
    createdAt: r.createdAt,
  }));
}
