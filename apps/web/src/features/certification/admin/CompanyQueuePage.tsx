import { Card } from 'antd';
import { ReviewQueue } from '../../../components/review/ReviewQueue.tsx';
import { QUEUES, approveRejectLabels } from '../../../locale/review-queues.ts';

const q = QUEUES.company;

export const CompanyQueuePage = () => (
  <Card title={q.title}>
    <ReviewQueue kind="company" labels={approveRejectLabels(q.subject, q.confirmApprove)} />
  </Card>
);
