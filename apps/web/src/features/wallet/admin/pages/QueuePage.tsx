import { ReviewQueue } from '../../../../components/review/ReviewQueue.tsx';
import { WALLET_ADMIN, WL } from '../../../../locale/wallet-labels.ts';

// The bank-transfer top-up and withdrawal queues, the review kinds 'topup' and 'withdraw' of the server's
// wallet.review.ts. Each decision notifies the user; a withdrawal's approval pays it out (待打款 in its
// material when a payout did not go through: approving again pays it out again).

const Q = WALLET_ADMIN.queue;
const reason = { reasonLabel: Q.reasonLabel, reasonPlaceholder: Q.reasonPlaceholder };

export const TopupQueuePage = () => <ReviewQueue kind="topup" labels={{ ...reason, ...Q.topup }} />;

export const WithdrawQueuePage = () => (
  <ReviewQueue kind="withdraw" fieldColumns={[WL.trade.payee]} labels={{ ...reason, ...Q.withdraw }} />
);
