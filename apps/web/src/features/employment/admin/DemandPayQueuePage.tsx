import { Card } from 'antd';
import { ReviewQueue } from '../../../components/review/ReviewQueue.tsx';
import { QUEUES, approveRejectLabels } from '../../../locale/review-queues.ts';

const q = QUEUES.demandPay;

export const DemandPayQueuePage = () => (
  <Card title={q.title}>
    <ReviewQueue
      kind="demandPay"
      showAmount
      filter={{ label: q.filter.label, options: [...q.filter.options] }}
      labels={approveRejectLabels(q.subject, q.confirmApprove)}
    />
  </Card>
);
