import { eq } from 'drizzle-orm';
import { notices } from '../../db/schema/index.ts';
import { ONE } from '../../db/paging.ts';
import type { SubjectChecks } from '../../http/page-status.ts';

// Whether the thing a notices page's address names exists (packages/shared/src/page-subjects.ts): a notice is its
// addressee's, so only whether it exists (getNotice checks the addressee).

export const messagingPageSubjects = {
  notice: async (db, id) => (await db.select(ONE).from(notices).where(eq(notices.id, id)).limit(1)).length > 0,
} satisfies Partial<SubjectChecks>;
