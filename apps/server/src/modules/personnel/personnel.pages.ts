import { and, eq, inArray } from 'drizzle-orm';
import { NEED_STATUS } from '@xcb/shared/actions/personnel';
import { personnelContracts, personnelNeeds, rsFirms } from '../../db/schema/index.ts';
import { rowById, rowCheck, type SubjectChecks } from '../../http/page-status.ts';
import { inScope, PUBLIC_VISITOR } from '../domain/scope.ts';
import { approvedInOwnerZone } from '../domain/owner-zone-check.ts';

// Whether the thing a personnel page's address names exists for a visitor (packages/shared/src/page-subjects.ts).

/** The demands anyone may open (needs.service.ts PUBLIC_STATES): published, taken, completed. */
const OPEN_STATES: number[] = [NEED_STATUS.published, NEED_STATUS.contracted, NEED_STATUS.completed];

export const personnelPageSubjects = {
  // visibleNeed for someone who is neither its publisher, staff nor an applicant: a public state, public zone
  personnelNeed: rowCheck(personnelNeeds, (id) =>
    and(eq(personnelNeeds.id, id), inArray(personnelNeeds.status, OPEN_STATES), inScope(PUBLIC_VISITOR, personnelNeeds.exclusiveCode)),
  ),
  // firmDetail: an approved firm of that user (publicFirm), in the zone of its user; the id is the firm's user
  personnelFirm: approvedInOwnerZone(rsFirms, { id: rsFirms.userId, audit: rsFirms.auditState, owner: rsFirms.userId }),
  // the publisher's own demand, in any state (the release forms, the deposit page, my demands)
  myPersonnelNeed: rowById(personnelNeeds),
  personnelContract: rowById(personnelContracts),
} satisfies Partial<SubjectChecks>;
