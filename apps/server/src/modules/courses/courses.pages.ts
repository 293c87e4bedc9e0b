import { and, eq } from 'drizzle-orm';
import { articles, courseOrders } from '../../db/schema/index.ts';
import { ONE } from '../../db/paging.ts';
import type { SubjectChecks } from '../../http/page-status.ts';
import { APPROVED } from './catalog.service.ts';

// Whether the thing a course page's address names exists for a visitor (packages/shared/src/page-subjects.ts).

const isCourse = eq(articles.kind, 'course');

export const coursesPageSubjects = {
  // visibleCourse for anyone but its author: an approved course
  course: async (db, id) =>
    (
      await db
        .select(ONE)
        .from(articles)
        .where(and(eq(articles.id, id), isCourse, eq(articles.status, APPROVED)))
        .limit(1)
    ).length > 0,
  // a course its author edits or its buyer learns, in any state (openCourse decides who)
  myCourse: async (db, id) =>
    (
      await db
        .select(ONE)
        .from(articles)
        .where(and(eq(articles.id, id), isCourse))
        .limit(1)
    ).length > 0,
  courseOrder: async (db, id) => (await db.select(ONE).from(courseOrders).where(eq(courseOrders.id, id)).limit(1)).length > 0,
} satisfies Partial<SubjectChecks>;
