import { ReviewQueue } from '../../../../components/review/ReviewQueue.tsx';

// The bank-transfer top-up and withdrawal queues, the review kinds 'topup' and 'withdraw' of the server's
// wallet.review.ts. Each decision notifies the user; a withdrawal's approval pays it out (待打款 in its
// material when a payout did not go through: approving again pays it out again).

const reason = { reasonLabel: '原因', reasonPlaceholder: '将通知用户（驳回时必填）' };

export const TopupQueuePage = () => (
  <ReviewQueue
    kind="topup"
    labels={{
      ...reason,
      subject: '充值',
      approve: '通过并入账',
      confirmApprove: '确认款项已到账？晶币将存入用户钱包。',
      approved: '已通过，晶币已入账',
      rejected: '已驳回',
    }}
  />
);

export const WithdrawQueuePage = () => (
  <ReviewQueue
    kind="withdraw"
    fieldColumns={['收款账户']}
    labels={{
      ...reason,
      subject: '提现',
      approve: '通过并打款',
      confirmApprove: '确认通过该提现？将向收款账户打款。',
      approved: '已通过并打款',
      rejected: '已驳回，晶币已退回',
    }}
  />
);
