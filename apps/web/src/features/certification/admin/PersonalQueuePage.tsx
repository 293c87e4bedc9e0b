import { Card } from 'antd';
import { ReviewQueue } from '../../../components/review/ReviewQueue.tsx';
import { QUEUES, approveRejectLabels } from '../../../locale/review-queues.ts';

const q = QUEUES.personal;

export const PersonalQueuePage = () => (
  <Card title={q.title}>
    <ReviewQueue kind="personal" labels={approveRejectLabels(q.subject, q.confirmApprove)} />
  </Card>
);
