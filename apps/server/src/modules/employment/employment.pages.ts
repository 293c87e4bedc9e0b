import { and, eq, exists, inArray, or } from 'drizzle-orm';
import { AUDIT_STATE } from '@xcb/shared';
import { companies, demandApplications, demands, personalInformation, users } from '../../db/schema/index.ts';
import { rowById, rowCheck, type SubjectChecks } from '../../http/page-status.ts';
import { inScope, PUBLIC_VISITOR } from '../domain/scope.ts';
import { IN_PROGRESS } from './employment.common.ts';

// Whether the thing a short-term hire page's address names exists for a visitor (packages/shared/src/page-subjects.ts).

export const employmentPageSubjects = {
  // listDemands and demandDetail for anyone but its publisher and applicants: in progress, public zone
  employmentDemand: rowCheck(demands, (id) =>
    and(eq(demands.id, id), inArray(demands.status, IN_PROGRESS), inScope(PUBLIC_VISITOR, demands.exclusiveCode)),
  ),
  // publisherInfo: a user of the public zone with an approved company or personal certification (the
  // subqueries are built from the caller's handle, so this one is written out)
  employmentPublisher: async (db, id) =>
    (
      await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.id, id),
            inScope(PUBLIC_VISITOR, users.exclusiveCode),
            or(
              exists(
                db
                  .select({ id: companies.id })
                  .from(companies)
                  .where(and(eq(companies.userId, users.id), eq(companies.companyAuditState, AUDIT_STATE.approved))),
              ),
              exists(
                db
                  .select({ id: personalInformation.id })
                  .from(personalInformation)
                  .where(and(eq(personalInformation.userId, users.id), eq(personalInformation.jpAuditState, AUDIT_STATE.approved))),
              ),
            ),
          ),
        )
        .limit(1)
    ).length > 0,
  // a demand as its publisher or one of its workers opens it, in any state (my_deal, order_details, free_need …)
  myEmploymentDemand: rowById(demands),
  employmentApplication: rowById(demandApplications),
} satisfies Partial<SubjectChecks>;
