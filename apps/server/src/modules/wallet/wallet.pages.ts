import { walletTrades } from '../../db/schema/index.ts';
import { rowById, type SubjectChecks } from '../../http/page-status.ts';

// Whether the thing a wallet page's address names exists (packages/shared/src/page-subjects.ts): a bill is its
// owner's, so only whether it exists (tradeDetail checks the owner).

export const walletPageSubjects = {
  walletTrade: rowById(walletTrades),
} satisfies Partial<SubjectChecks>;
