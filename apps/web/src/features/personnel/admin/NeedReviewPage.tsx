import { Card } from 'antd';
import { NEED_KIND_LABEL } from '@xcb/shared/actions/personnel';
import { ReviewQueue } from '../../../components/review/ReviewQueue.tsx';
import { PL } from '../../../locale/personnel.ts';

const { title, kind, ...labels } = PL.admin.needs;

/** Demands waiting for review; an approved recruitment demand waits for its deposit before it is published. */
export function NeedReviewPage() {
  return (
    <Card title={title}>
      <ReviewQueue
        kind="personnelNeed"
        showAmount
        filter={{ label: kind, options: Object.entries(NEED_KIND_LABEL).map(([value, label]) => ({ value, label })) }}
        labels={labels}
      />
    </Card>
  );
}
