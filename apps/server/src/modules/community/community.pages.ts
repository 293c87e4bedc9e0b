import { and, eq, isNull } from 'drizzle-orm';
import { articles, needs, users } from '../../db/schema/index.ts';
import { rowById, rowCheck, type SubjectChecks } from '../../http/page-status.ts';

// Whether the thing a training-community page's address names exists for a visitor
// (packages/shared/src/page-subjects.ts). Questions, people and articles are not zoned.

export const communityPageSubjects = {
  // needDetail: any question (they have no review or state)
  communityQuestion: rowById(needs),
  // home (userExists): a marketplace user, not a staff account
  person: rowCheck(users, (id) => and(eq(users.id, id), isNull(users.staffRole))),
  // articleShow: a published platform article
  article: rowCheck(articles, (id) => and(eq(articles.id, id), eq(articles.kind, 'article'), eq(articles.status, 1))),
} satisfies Partial<SubjectChecks>;
