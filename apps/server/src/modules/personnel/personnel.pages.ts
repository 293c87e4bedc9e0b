import { and, eq, inArray } from 'drizzle-orm';
import { AUDIT_STATE } from '@xcb/shared';
import { NEED_STATUS } from '@xcb/shared/actions/personnel';
import { personnelContracts, personnelNeeds, rsFirms, users } from '../../db/schema/index.ts';
import { ONE } from '../../db/paging.ts';
import type { SubjectChecks } from '../../http/page-status.ts';
import { inScope, zoneScope } from '../domain/scope.ts';

// Whether the thing a personnel page's address names exists for a visitor (packages/shared/src/page-subjects.ts).

/** A visitor browsing the public site: no session, no zone. */
const visitor = zoneScope(null, null);

/** The demands anyone may open (needs.service.ts PUBLIC_STATES): published, taken, completed. */
const OPEN_STATES: number[] = [NEED_STATUS.published, NEED_STATUS.contracted, NEED_STATUS.completed];

export const personnelPageSubjects = {
  // visibleNeed for someone who is neither its publisher, staff nor an applicant: a public state, public zone
  personnelNeed: async (db, id) =>
    (
      await db
        .select(ONE)
        .from(personnelNeeds)
        .where(and(eq(personnelNeeds.id, id), inArray(personnelNeeds.status, OPEN_STATES), inScope(visitor, personnelNeeds.exclusiveCode)))
        .limit(1)
    ).length > 0,
  // firmDetail: an approved firm of that user (publicFirm), in the zone of its user; the id is the firm's user
  personnelFirm: async (db, id) =>
    (
      await db
        .select(ONE)
        .from(rsFirms)
        .innerJoin(users, eq(users.id, rsFirms.userId))
        .where(and(eq(rsFirms.userId, id), eq(rsFirms.auditState, AUDIT_STATE.approved), inScope(visitor, users.exclusiveCode)))
        .limit(1)
    ).length > 0,
  // the publisher's own demand, in any state (the release forms, the deposit page, my demands)
  myPersonnelNeed: async (db, id) => (await db.select(ONE).from(personnelNeeds).where(eq(personnelNeeds.id, id)).limit(1)).length > 0,
  personnelContract: async (db, id) =>
    (await db.select(ONE).from(personnelContracts).where(eq(personnelContracts.id, id)).limit(1)).length > 0,
} satisfies Partial<SubjectChecks>;
