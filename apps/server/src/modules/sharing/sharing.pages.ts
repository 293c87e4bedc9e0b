import { and, eq } from 'drizzle-orm';
import { SHARE_STATUS } from '@xcb/shared/actions/sharing';
import { shareItems, shareOrders } from '../../db/schema/index.ts';
import { rowById, rowCheck, type SubjectChecks } from '../../http/page-status.ts';
import { inScope, PUBLIC_VISITOR } from '../domain/scope.ts';

// Whether the thing a sharing page's address names exists for a visitor (packages/shared/src/page-subjects.ts).

export const sharingPageSubjects = {
  // listItems and itemDetail for anyone but the owner: listed, public zone
  shareItem: rowCheck(shareItems, (id) =>
    and(eq(shareItems.id, id), eq(shareItems.status, SHARE_STATUS.listed), inScope(PUBLIC_VISITOR, shareItems.exclusiveCode)),
  ),
  // the publisher's own item, in any state (the update forms edit it)
  myShareItem: rowById(shareItems),
  shareOrder: rowById(shareOrders),
} satisfies Partial<SubjectChecks>;
