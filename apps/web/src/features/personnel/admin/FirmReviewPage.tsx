import { Card } from 'antd';
import { ReviewQueue } from '../../../components/review/ReviewQueue.tsx';

/** HR firms' agent certification (main_info): approve, or reject with the reason the firm sees. */
export function FirmReviewPage() {
  return (
    <Card title="人力资源机构认证审核">
      <ReviewQueue
        kind="personnelFirm"
        labels={{
          subject: '机构',
          confirmApprove: '确认该机构认证通过？通过后机构可开通会员、承接人事代理需求。',
          confirmReject: '确认驳回该机构的认证？',
          reasonPlaceholder: '机构将在通知和机构认证页看到该原因',
        }}
      />
    </Card>
  );
}
