import { Card } from 'antd';
import { ReviewQueue } from '../../../components/review/ReviewQueue.tsx';
import { AUTHOR_L } from '../../../locale/course-author.ts';
import { approveRejectLabels } from '../../../locale/review-queues.ts';

const T = AUTHOR_L.review;

/** Courses users published (status 0 under review); approve, or reject with the reason the author sees. */
export function CourseReviewPage() {
  return (
    <Card title={T.title}>
      <ReviewQueue
        kind="course"
        showAmount
        labels={{ ...approveRejectLabels(T.subject, T.confirmApprove), reasonPlaceholder: T.reasonPlaceholder }}
      />
    </Card>
  );
}
