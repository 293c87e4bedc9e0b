import { and, eq, exists, inArray, or } from 'drizzle-orm';
import { AUDIT_STATE } from '@xcb/shared';
import { companies, demandApplications, demands, personalInformation, users } from '../../db/schema/index.ts';
import { ONE } from '../../db/paging.ts';
import type { SubjectChecks } from '../../http/page-status.ts';
import { inScope, zoneScope } from '../domain/scope.ts';
import { IN_PROGRESS } from './employment.common.ts';

// Whether the thing a short-term hire page's address names exists for a visitor (packages/shared/src/page-subjects.ts).

/** A visitor browsing the public site: no session, no zone. */
const visitor = zoneScope(null, null);

export const employmentPageSubjects = {
  // listDemands and demandDetail for anyone but its publisher and applicants: in progress, public zone
  employmentDemand: async (db, id) =>
    (
      await db
        .select(ONE)
        .from(demands)
        .where(and(eq(demands.id, id), inArray(demands.status, IN_PROGRESS), inScope(visitor, demands.exclusiveCode)))
        .limit(1)
    ).length > 0,
  // publisherInfo: a user of the public zone with an approved company or personal certification
  employmentPublisher: async (db, id) =>
    (
      await db
        .select(ONE)
        .from(users)
        .where(
          and(
            eq(users.id, id),
            inScope(visitor, users.exclusiveCode),
            or(
              exists(
                db
                  .select(ONE)
                  .from(companies)
                  .where(and(eq(companies.userId, users.id), eq(companies.companyAuditState, AUDIT_STATE.approved))),
              ),
              exists(
                db
                  .select(ONE)
                  .from(personalInformation)
                  .where(and(eq(personalInformation.userId, users.id), eq(personalInformation.jpAuditState, AUDIT_STATE.approved))),
              ),
            ),
          ),
        )
        .limit(1)
    ).length > 0,
  // a demand as its publisher or one of its workers opens it, in any state (my_deal, order_details, free_need …)
  myEmploymentDemand: async (db, id) => (await db.select(ONE).from(demands).where(eq(demands.id, id)).limit(1)).length > 0,
  employmentApplication: async (db, id) =>
    (await db.select(ONE).from(demandApplications).where(eq(demandApplications.id, id)).limit(1)).length > 0,
} satisfies Partial<SubjectChecks>;
