import { Card } from 'antd';
import { ReviewQueue } from '../../../components/review/ReviewQueue.tsx';

// Staff queue of the zone head certifications (server kind zonePresident, president.review.ts).
export const PresidentQueue = () => (
  <Card title="专属域负责人认证审核">
    <ReviewQueue
      kind="zonePresident"
      labels={{
        approve: '通过',
        reject: '驳回',
        confirmApprove: '确认通过该负责人认证？通过后该申请人成为本专属域的认证负责人，每个专属域只有一位。',
        confirmReject: '确认驳回该负责人认证？',
        reasonLabel: '驳回原因',
        reasonPlaceholder: '用户将在通知中看到该原因',
        subject: '负责人认证',
      }}
    />
  </Card>
);
