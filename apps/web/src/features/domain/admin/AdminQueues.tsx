import { Card } from 'antd';
import { ReviewQueue } from '../../../components/review/ReviewQueue.tsx';
import { DOMAIN_L } from '../../../locale/domain.ts';
import { approveRejectLabels } from '../../../locale/review-queues.ts';

const q = DOMAIN_L.presidentQueue;

// Staff queue of the zone head certifications (server kind zonePresident, president.review.ts).
export const PresidentQueue = () => (
  <Card title={q.title}>
    <ReviewQueue kind="zonePresident" labels={approveRejectLabels(q.subject, q.confirmApprove)} />
  </Card>
);
