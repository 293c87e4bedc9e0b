import { Card } from 'antd';
import { ReviewQueue } from '../../../components/review/ReviewQueue.tsx';
import { QUEUES, approveRejectLabels } from '../../../locale/review-queues.ts';

const q = QUEUES.demand;

export const DemandQueuePage = () => (
  <Card title={q.title}>
    <ReviewQueue kind="demand" showAmount labels={approveRejectLabels(q.subject, q.confirmApprove)} />
  </Card>
);
