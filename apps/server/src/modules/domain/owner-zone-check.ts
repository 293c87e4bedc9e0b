import { and, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { AUDIT_STATE } from '@xcb/shared';
import { users } from '../../db/schema/index.ts';
import { rowCheck, type SubjectCheck } from '../../http/page-status.ts';
import { inScope, PUBLIC_VISITOR } from './scope.ts';

/**
 * A page subject that a visitor finds when it is approved and its owner's zone is public (a personnel
 * firm, a recruiting company): `id` names the row, `owner` the user it belongs to.
 */
export function approvedInOwnerZone(table: PgTable, cols: { id: PgColumn; audit: PgColumn; owner: PgColumn }): SubjectCheck {
  return rowCheck(table, (id) => and(eq(cols.id, id), eq(cols.audit, AUDIT_STATE.approved), inScope(PUBLIC_VISITOR, users.exclusiveCode)), {
    table: users,
    on: eq(users.id, cols.owner),
  });
}
