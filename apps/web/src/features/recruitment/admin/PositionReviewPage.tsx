import { Card } from 'antd';
import { ReviewQueue } from '../../../components/review/ReviewQueue.tsx';

/** Staff: positions submitted by add_job (approve publishes; reject with the reason the company sees). */
export function PositionReviewPage() {
  return (
    <Card title="职位审核">
      <ReviewQueue
        kind="zp-position"
        labels={{
          approve: '通过',
          reject: '驳回',
          confirmApprove: '确认该职位审核通过？通过后求职者即可看到并投递。',
          confirmReject: '确认驳回该职位？',
          reasonLabel: '驳回原因',
          reasonPlaceholder: '企业将在通知和职位管理中看到该原因',
          subject: '职位',
        }}
      />
    </Card>
  );
}
