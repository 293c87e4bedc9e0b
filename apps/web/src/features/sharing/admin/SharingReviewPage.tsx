import { Card } from 'antd';
import { ReviewQueue } from '../../../components/review/ReviewQueue.tsx';

/** Projects and services users published (status 0 under review): approve to list, or reject with a reason. */
export function SharingReviewPage() {
  return (
    <Card title="共享审核">
      <ReviewQueue
        kind="sharing"
        showAmount
        filter={{
          label: '类型',
          options: [
            { value: 'project', label: '项目' },
            { value: 'server', label: '服务' },
          ],
        }}
        labels={{
          approve: '通过',
          reject: '驳回',
          confirmApprove: '确认审核通过？通过后将上架，对发布者所在域的用户展示。',
          confirmReject: '确认驳回？',
          reasonLabel: '驳回原因',
          reasonPlaceholder: '发布者将在通知和“我发布的项目/服务”中看到该原因',
          subject: '共享发布',
        }}
      />
    </Card>
  );
}
