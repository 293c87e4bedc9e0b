import { messagingActions as m } from '@xcb/shared';
import { defineAction } from '../../http/router.ts';
import { getNotice, listNotices, markRead, unreadCount } from './notices.service.ts';

export const messagingActionList = [
  defineAction(m.noticeList, (input, { deps, actor }) => listNotices(deps.db, actor, input)),
  defineAction(m.noticeUnread, (input, { deps, actor }) => unreadCount(deps.db, actor, input.messageType)),
  defineAction(m.noticeDetail, (input, { deps, actor }) => getNotice(deps.db, actor, input.id)),
  defineAction(m.noticeRead, (input, { deps, actor }) => markRead(deps.db, actor, input.id)),
];
