import { Card } from 'antd';
import { ReviewQueue } from '../../../components/review/ReviewQueue.tsx';
import { approveRejectLabels } from '../../../locale/review-queues.ts';
import { RP } from '../../../locale/recruitment-pages.ts';

const T = RP.review.position;

/** Staff: positions submitted by add_job (approve publishes; reject with the reason the company sees). */
export function PositionReviewPage() {
  return (
    <Card title={T.title}>
      <ReviewQueue
        kind="zp-position"
        labels={{ ...approveRejectLabels(T.subject, T.confirmApprove), reasonPlaceholder: T.reasonPlaceholder }}
      />
    </Card>
  );
}
