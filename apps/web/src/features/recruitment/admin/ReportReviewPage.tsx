import { Card } from 'antd';
import { ReviewQueue } from '../../../components/review/ReviewQueue.tsx';
import { RP } from '../../../locale/recruitment-pages.ts';

/** Staff: reports of fake positions (upheld takes the position offline). */
export function ReportReviewPage() {
  return (
    <Card title={RP.review.report.title}>
      <ReviewQueue kind="zp-report" labels={RP.review.report.labels} />
    </Card>
  );
}
