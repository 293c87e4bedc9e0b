import { and, eq } from 'drizzle-orm';
import { articles, courseOrders } from '../../db/schema/index.ts';
import { rowById, rowCheck, type SubjectChecks } from '../../http/page-status.ts';
import { APPROVED } from './catalog.service.ts';

// Whether the thing a course page's address names exists for a visitor (packages/shared/src/page-subjects.ts).

const isCourse = eq(articles.kind, 'course');

export const coursesPageSubjects = {
  // visibleCourse for anyone but its author: an approved course
  course: rowCheck(articles, (id) => and(eq(articles.id, id), isCourse, eq(articles.status, APPROVED))),
  // a course its author edits or its buyer learns, in any state (openCourse decides who)
  myCourse: rowCheck(articles, (id) => and(eq(articles.id, id), isCourse)),
  courseOrder: rowById(courseOrders),
} satisfies Partial<SubjectChecks>;
