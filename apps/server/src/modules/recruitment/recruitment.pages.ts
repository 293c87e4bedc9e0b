import { and, eq } from 'drizzle-orm';
import { AUDIT_STATE, POSITION_STATUS } from '@xcb/shared';
import { companies, users, zpInterviews, zpPositions, zpResumes } from '../../db/schema/index.ts';
import { ONE } from '../../db/paging.ts';
import type { SubjectChecks } from '../../http/page-status.ts';
import { inScope, zoneScope } from '../domain/scope.ts';

// Whether the thing a recruitment page's address names exists for a visitor (packages/shared/src/page-subjects.ts).

/** A visitor browsing the public site: no session, no zone. */
const visitor = zoneScope(null, null);

export const recruitmentPageSubjects = {
  // listPositions' conditions: published, public zone
  position: async (db, id) =>
    (
      await db
        .select(ONE)
        .from(zpPositions)
        .where(
          and(
            eq(zpPositions.id, id),
            eq(zpPositions.positionstatus, POSITION_STATUS.published),
            inScope(visitor, zpPositions.exclusiveCode),
          ),
        )
        .limit(1)
    ).length > 0,
  // visibleCompany and listCompanies: audited, in the zone of its owner (companyZone)
  company: async (db, id) =>
    (
      await db
        .select(ONE)
        .from(companies)
        .innerJoin(users, eq(users.id, companies.userId))
        .where(and(eq(companies.id, id), eq(companies.companyAuditState, AUDIT_STATE.approved), inScope(visitor, users.exclusiveCode)))
        .limit(1)
    ).length > 0,
  // the recruiter's own position, in any state (add_job edits it)
  myPosition: async (db, id) => (await db.select(ONE).from(zpPositions).where(eq(zpPositions.id, id)).limit(1)).length > 0,
  // seen by signed-in recruiters only (resumeForCompany decides for whom)
  resume: async (db, id) => (await db.select(ONE).from(zpResumes).where(eq(zpResumes.id, id)).limit(1)).length > 0,
  // for its two sides only (interviewDetail)
  interview: async (db, id) => (await db.select(ONE).from(zpInterviews).where(eq(zpInterviews.id, id)).limit(1)).length > 0,
} satisfies Partial<SubjectChecks>;
