import { eq } from 'drizzle-orm';
import { walletTrades } from '../../db/schema/index.ts';
import { ONE } from '../../db/paging.ts';
import type { SubjectChecks } from '../../http/page-status.ts';

// Whether the thing a wallet page's address names exists (packages/shared/src/page-subjects.ts): a bill is its
// owner's, so only whether it exists (tradeDetail checks the owner).

export const walletPageSubjects = {
  walletTrade: async (db, id) => (await db.select(ONE).from(walletTrades).where(eq(walletTrades.id, id)).limit(1)).length > 0,
} satisfies Partial<SubjectChecks>;
