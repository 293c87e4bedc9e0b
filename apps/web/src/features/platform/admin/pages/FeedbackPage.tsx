import { ReviewQueue } from '../../../../components/review/ReviewQueue.tsx';
import { A } from '../../../../locale/admin.ts';
import { PageCard } from '../components/PageCard.tsx';

/** Complaints and feedback (spec: type 0 feedback, 1 complaint); a decision sends the user a reply. */
export function FeedbackPage() {
  return (
    <PageCard title={A.menu.feedback}>
      <ReviewQueue
        kind="feedback"
        approveNeedsReason
        filter={{ label: A.feedback.type, options: Object.entries(A.feedback.types).map(([value, label]) => ({ value, label })) }}
        labels={{
          approve: A.feedback.approve,
          reject: A.feedback.reject,
          confirmApprove: A.feedback.confirmApprove,
          confirmReject: A.feedback.confirmReject,
          reasonLabel: A.feedback.replyLabel,
          reasonPlaceholder: A.feedback.replyPlaceholder,
        }}
      />
    </PageCard>
  );
}
