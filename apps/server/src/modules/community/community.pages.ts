import { and, eq, isNull } from 'drizzle-orm';
import { articles, needs, users } from '../../db/schema/index.ts';
import { ONE } from '../../db/paging.ts';
import type { SubjectChecks } from '../../http/page-status.ts';

// Whether the thing a training-community page's address names exists for a visitor
// (packages/shared/src/page-subjects.ts). Questions, people and articles are not zoned.

export const communityPageSubjects = {
  // needDetail: any question (they have no review or state)
  communityQuestion: async (db, id) => (await db.select(ONE).from(needs).where(eq(needs.id, id)).limit(1)).length > 0,
  // home (userExists): a marketplace user, not a staff account
  person: async (db, id) =>
    (
      await db
        .select(ONE)
        .from(users)
        .where(and(eq(users.id, id), isNull(users.staffRole)))
        .limit(1)
    ).length > 0,
  // articleShow: a published platform article
  article: async (db, id) =>
    (
      await db
        .select(ONE)
        .from(articles)
        .where(and(eq(articles.id, id), eq(articles.kind, 'article'), eq(articles.status, 1)))
        .limit(1)
    ).length > 0,
} satisfies Partial<SubjectChecks>;
