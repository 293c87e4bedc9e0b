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
