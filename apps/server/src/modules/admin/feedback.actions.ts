import { walletActions as w } from '@xcb/shared';
import { defineAction } from '../../http/router.ts';
import { addFeedback, myFeedback } from './feedback.service.ts';

// A user's complaints and feedback, beside the staff queue that answers them (feedback.review.ts). The
// actions keep the wallet's names of the spec.

export const feedbackActionList = [
  defineAction(w.feedbackAdd, (input, { deps, actor }) => addFeedback(deps.db, actor, input.complaintAndFeedback)),
  defineAction(w.feedbackMine, (input, { deps, actor }) => myFeedback(deps.db, actor, input)),
];
