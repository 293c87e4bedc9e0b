import { Card } from 'antd';
import { NEED_KIND_LABEL } from '@xcb/shared/actions/personnel';
import { ReviewQueue } from '../../../components/review/ReviewQueue.tsx';

/** Demands waiting for review; an approved recruitment demand waits for its deposit before it is published. */
export function NeedReviewPage() {
  return (
    <Card title="人事代理需求审核">
      <ReviewQueue
        kind="personnelNeed"
        showAmount
        filter={{ label: '类型', options: Object.entries(NEED_KIND_LABEL).map(([value, label]) => ({ value, label })) }}
        labels={{
          subject: '需求',
          confirmApprove: '确认审核通过该需求？通过后需求将发布（招聘代理需求缴纳保证金后发布）。',
          confirmReject: '确认驳回该需求？',
          reasonPlaceholder: '发布方将在通知和我的需求中看到该原因',
        }}
      />
    </Card>
  );
}
