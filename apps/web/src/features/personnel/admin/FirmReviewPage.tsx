import { Card } from 'antd';
import { ReviewQueue } from '../../../components/review/ReviewQueue.tsx';
import { PL } from '../../../locale/personnel.ts';

const { title, ...labels } = PL.admin.firms;

/** HR firms' agent certification (main_info): approve, or reject with the reason the firm sees. */
export function FirmReviewPage() {
  return (
    <Card title={title}>
      <ReviewQueue kind="personnelFirm" labels={labels} />
    </Card>
  );
}
