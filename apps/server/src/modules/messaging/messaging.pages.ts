import { notices } from '../../db/schema/index.ts';
import { rowById, type SubjectChecks } from '../../http/page-status.ts';

// Whether the thing a notices page's address names exists (packages/shared/src/page-subjects.ts): a notice is its
// addressee's, so only whether it exists (getNotice checks the addressee).

export const messagingPageSubjects = {
  notice: rowById(notices),
} satisfies Partial<SubjectChecks>;
