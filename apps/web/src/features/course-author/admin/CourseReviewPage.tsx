import { Card } from 'antd';
import { ReviewQueue } from '../../../components/review/ReviewQueue.tsx';

/** Courses users published (status 0 under review); approve, or reject with the reason the author sees. */
export function CourseReviewPage() {
  return (
    <Card title="课程审核">
      <ReviewQueue
        kind="course"
        showAmount
        labels={{
          approve: '通过',
          reject: '驳回',
          confirmApprove: '确认审核通过该课程？通过后课程将上架，作者不能再编辑。',
          confirmReject: '确认驳回该课程？',
          reasonLabel: '驳回原因',
          reasonPlaceholder: '作者将在通知和“我的发布”中看到该原因',
          subject: '课程',
        }}
      />
    </Card>
  );
}
