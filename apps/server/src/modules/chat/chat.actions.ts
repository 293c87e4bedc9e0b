import { CHAT_MSG, chatActions as c, VIDEO_RING_MS } from '@xcb/shared';
import { CHAT_MAX_BYTES } from '@xcb/shared/actions/chat';
import { defineAction } from '../../http/router.ts';
import { fileLimit } from '../../http/multipart.ts';
import { storeChatMedia } from './chat-media.service.ts';
import {
  addFriend,
  deleteAllMessages,
  deleteFriend,
  deleteMessage,
  getUnread,
  listFriends,
  listHistory,
  markRead,
  sendMessage,
} from './chat.service.ts';

export const chatActionList = [
  defineAction(c.friendList, (input, { deps, actor }) => listFriends(deps.db, actor, input)),
  defineAction(c.friendAdd, (input, { deps, actor }) => addFriend(deps.db, actor, input.chatFriend.useredid)),
  defineAction(c.friendDelete, (input, { deps, actor }) => deleteFriend(deps, actor, input.id)),
  defineAction(c.friendRead, (input, { deps, actor }) => markRead(deps, actor, input.useredid)),
  defineAction(c.unreadTotal, (_input, { deps, actor }) => getUnread(deps.db, actor)),
  defineAction(c.historyList, (input, { deps, actor }) => listHistory(deps.db, actor, input)),
  defineAction(c.historyAdd, (input, { deps, actor }) => sendMessage(deps, actor, input.chatHistory)),
  defineAction(c.historyDelete, (input, { deps, actor }) => deleteMessage(deps, actor, input.id)),
  defineAction(c.historyDeleteAll, (input, { deps, actor }) => deleteAllMessages(deps, actor, input.useredid)),
  defineAction(c.uploadChat, (input, { deps, actor, file }) => storeChatMedia(deps, actor, input.kind, file), {
    upload: fileLimit(CHAT_MAX_BYTES, CHAT_MSG.fileTooLarge),
  }),
  defineAction(c.videoConfig, (_input, { deps }) =>
    Promise.resolve({ data: { iceServers: deps.config.ICE_SERVERS, ringMs: VIDEO_RING_MS } }),
  ),
];
