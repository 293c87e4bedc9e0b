import { and, eq } from 'drizzle-orm';
import { POSITION_STATUS } from '@xcb/shared';
import { companies, zpInterviews, zpPositions, zpResumes } from '../../db/schema/index.ts';
import { rowById, rowCheck, type SubjectChecks } from '../../http/page-status.ts';
import { inScope, PUBLIC_VISITOR } from '../domain/scope.ts';
import { approvedInOwnerZone } from '../domain/owner-zone-check.ts';

// Whether the thing a recruitment page's address names exists for a visitor (packages/shared/src/page-subjects.ts).

export const recruitmentPageSubjects = {
  // listPositions' conditions: published, public zone
  position: rowCheck(zpPositions, (id) =>
    and(
      eq(zpPositions.id, id),
      eq(zpPositions.positionstatus, POSITION_STATUS.published),
      inScope(PUBLIC_VISITOR, zpPositions.exclusiveCode),
    ),
  ),
  // visibleCompany and listCompanies: audited, in the zone of its owner (companyZone)
  company: approvedInOwnerZone(companies, { id: companies.id, audit: companies.companyAuditState, owner: companies.userId }),
  // the recruiter's own position, in any state (add_job edits it)
  myPosition: rowById(zpPositions),
  // seen by signed-in recruiters only (resumeForCompany decides for whom)
  resume: rowById(zpResumes),
  // for its two sides only (interviewDetail)
  interview: rowById(zpInterviews),
} satisfies Partial<SubjectChecks>;
