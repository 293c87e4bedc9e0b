import { and, eq } from 'drizzle-orm';
import { SHARE_STATUS } from '@xcb/shared/actions/sharing';
import { shareItems, shareOrders } from '../../db/schema/index.ts';
import { ONE } from '../../db/paging.ts';
import type { SubjectChecks } from '../../http/page-status.ts';
import { inScope, zoneScope } from '../domain/scope.ts';

// Whether the thing a sharing page's address names exists for a visitor (packages/shared/src/page-subjects.ts).

/** A visitor browsing the public site: no session, no zone. */
const visitor = zoneScope(null, null);

export const sharingPageSubjects = {
  // listItems and itemDetail for anyone but the owner: listed, public zone
  shareItem: async (db, id) =>
    (
      await db
        .select(ONE)
        .from(shareItems)
        .where(and(eq(shareItems.id, id), eq(shareItems.status, SHARE_STATUS.listed), inScope(visitor, shareItems.exclusiveCode)))
        .limit(1)
    ).length > 0,
  // the publisher's own item, in any state (the update forms edit it)
  myShareItem: async (db, id) => (await db.select(ONE).from(shareItems).where(eq(shareItems.id, id)).limit(1)).length > 0,
  shareOrder: async (db, id) => (await db.select(ONE).from(shareOrders).where(eq(shareOrders.id, id)).limit(1)).length > 0,
} satisfies Partial<SubjectChecks>;
