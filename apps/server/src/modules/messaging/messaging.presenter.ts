import { NOTICE_TYPES, type NoticeType } from '@xcb/shared';
import type { Notice } from '@xcb/shared/actions/messaging';
import type { notices } from '../../db/schema/index.ts';

// Presenter: a notice row to the reply shape of actions/messaging.ts, the same for lists and socket pushes.

export function presentNotice(r: typeof notices.$inferSelect): Notice {
  return {
    id: r.id,
    messageType: r.messageType,
    messageTypeClass: r.messageTypeClass,
    typeName: NOTICE_TYPES[r.messageType as NoticeType] ?? '',
    redirectId: r.redirectId,
    userId: r.userId,
    messageTitle: r.title,
    messageContent: r.content,
    readMsg: r.readMsg,
    createTime: r.createdAt.toISOString(),
  };
}
