import { Card } from 'antd';
import { SHARE_KIND_LABEL } from '@xcb/shared/sharing-enums';
import { ReviewQueue } from '../../../components/review/ReviewQueue.tsx';
import { SHARE_L } from '../../../locale/sharing.ts';

const { title, filter, ...labels } = SHARE_L.review;

/** Projects and services users published (status 0 under review): approve to list, or reject with a reason. */
export function SharingReviewPage() {
  return (
    <Card title={title}>
      <ReviewQueue
        kind="sharing"
        showAmount
        filter={{
          label: filter,
          options: [
            { value: 'project', label: SHARE_KIND_LABEL.project },
            { value: 'server', label: SHARE_KIND_LABEL.server },
          ],
        }}
        labels={labels}
      />
    </Card>
  );
}
