import { Card } from 'antd';
import { ReviewQueue } from '../../../components/review/ReviewQueue.tsx';

/** Staff: reports of fake positions (upheld takes the position offline). */
export function ReportReviewPage() {
  return (
    <Card title="虚假职位举报">
      <ReviewQueue
        kind="zp-report"
        labels={{
          approve: '举报属实（下线职位）',
          reject: '不属实',
          confirmApprove: '确认举报属实？该职位将被下线。',
          confirmReject: '确认举报不属实？',
          reasonLabel: '处理说明',
          reasonPlaceholder: '举报人将在通知中看到',
          subject: '举报',
        }}
      />
    </Card>
  );
}
