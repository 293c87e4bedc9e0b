import { z } from 'zod';
import { action } from '../action.ts';
import { CHAT_MSG } from '../messages.ts';
import { id, page } from './fields.ts';

// Chat (spec business-areas §3 "Chat friend", "Chat message", §5 "Chat", §7 "Chat and notices").
// One friend row per owner and peer; messages are stored, then pushed over ChatWebsocket (cmdtype chat).

export const CHAT_SENDTYPES = ['txt', 'exp', 'img', 'file', 'video', 'audio'] as const;
export type ChatSendtype = (typeof CHAT_SENDTYPES)[number];
/** Media kinds sent as an uploaded file (upload_uploadChat, then chatHistory_add with the path). */
export const CHAT_MEDIA_KINDS = ['img', 'file', 'video', 'audio'] as const;
export type ChatMediaKind = (typeof CHAT_MEDIA_KINDS)[number];
/** spec §5: the extensions each kind accepts (checked by content on the server). */
export const CHAT_MEDIA_EXT: Record<ChatMediaKind, readonly string[]> = {
  img: ['jpeg', 'png', 'jpg', 'gif', 'psd'],
  file: ['doc', 'txt', 'xls', 'xlsx', 'docx'],
  video: ['mp4', 'webm', 'ogg'],
  audio: ['mp3', 'ogg', 'mpeg'],
};
/** spec §5: files over 5 MB warn but upload; the server's own ceiling is 50 MB. */
export const CHAT_WARN_BYTES = 5 * 1024 * 1024;
export const CHAT_MAX_BYTES = 50 * 1024 * 1024;
export const CHAT_TEXT_MAX = 1000;
/** spec §9: chat friend list page 10 */
export const CHAT_FRIEND_PAGE = 10;
export const CHAT_HISTORY_PAGE = 20;

const anyUser = z.unknown().optional();
/** The other side of a conversation; missing or 0 is "no recipient chosen" (spec §5). */
const recipient = z.preprocess(
  (v) => (v === '' || v === null || v === undefined || v === '0' || v === 0 ? -1 : v),
  z.coerce.number({ error: CHAT_MSG.noRecipient }).int({ error: CHAT_MSG.noRecipient }).positive({ error: CHAT_MSG.noRecipient }),
);
const optionalMessageId = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? undefined : v),
  z.coerce.number().int().min(0).optional(),
);
/** A nested legacy object (chatFriend.*, chatHistory.*) that may also be missing altogether. */
const nested = <T extends z.ZodRawShape>(shape: T) =>
  z.preprocess((v) => (v === undefined || v === null || v === '' ? {} : v), z.object(shape));

export const chatFriend = z.object({
  id: z.number(),
  /** the owner (the caller) */
  userid: z.number(),
  username: z.string(),
  usericon: z.string().nullable(),
  /** the other side */
  useredid: z.number(),
  useredname: z.string(),
  useredicon: z.string().nullable(),
  updatetime: z.string(),
  /** spec: read flags; userisread 1 when the caller has read everything */
  userisread: z.number(),
  useredisread: z.number(),
  /** unread messages from the other side (shown as '..' above 100) */
  unread: z.number(),
  /** the newest message, for the list's preview */
  lastText: z.string(),
  lastType: z.string(),
});
export type ChatFriend = z.infer<typeof chatFriend>;

export const chatMessage = z.object({
  id: z.number(),
  /** sender */
  userid: z.number(),
  /** recipient */
  useredid: z.number(),
  text: z.string(),
  sendtype: z.enum(CHAT_SENDTYPES),
  fileName: z.string().nullable(),
  fileSize: z.number().nullable(),
  createTime: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

export const friendList = action({
  name: 'chatFriend_list',
  method: 'POST',
  auth: 'user',
  area: 'chat',
  summary: '聊天好友（会话）列表：每页10条，最新的在前，带未读数（pageNum 从 0 开始）',
  input: z.object({
    useridAnduseredid: z.unknown().optional(),
    random: z.unknown().optional(),
    ...page(),
    pageSize: z.coerce.number().int().min(1).max(50).default(CHAT_FRIEND_PAGE),
  }),
  reply: z.object({
    code: z.number(),
    data: z.object({ recordList: z.array(chatFriend), recordCount: z.number(), unreadTotal: z.number() }),
  }),
});

export const friendAdd = action({
  name: 'chatFriend_add',
  method: 'POST',
  auth: 'user',
  area: 'chat',
  summary: '开始一个会话（把对方加入我的聊天列表）；名称与头像取自用户资料，不信任请求里的值',
  input: z.object({
    chatFriend: nested({
      userid: anyUser,
      username: z.unknown().optional(),
      usericon: z.unknown().optional(),
      useredid: recipient,
      useredname: z.unknown().optional(),
      useredicon: z.unknown().optional(),
    }),
  }),
  reply: z.object({ code: z.number(), data: chatFriend }),
});

export const friendDelete = action({
  name: 'chatFriend_delete',
  method: 'POST',
  auth: 'user',
  area: 'chat',
  summary: '从我的聊天列表删除一个会话（对方的列表不变；有新消息时会话重新出现）',
  input: z.object({ id: id(CHAT_MSG.friendNotFound) }),
  reply: z.object({ code: z.number(), msg: z.string() }),
});

export const friendRead = action({
  name: 'chatFriend_read',
  method: 'POST',
  auth: 'user',
  area: 'chat',
  summary: '把与对方的会话标记为已读（我的其他标签页随之更新）',
  input: z.object({ userid: anyUser, useredid: recipient }),
  reply: z.object({ code: z.number(), data: z.object({ unreadTotal: z.number() }) }),
});

export const unreadTotal = action({
  name: 'chatFriend_unread',
  method: 'GET',
  auth: 'user',
  area: 'chat',
  summary: '我的未读聊天消息总数',
  input: z.object({ userid: anyUser }),
  reply: z.object({ code: z.number(), data: z.object({ unread: z.number() }) }),
});

export const historyList = action({
  name: 'chatHistory_list',
  method: 'POST',
  auth: 'user',
  area: 'chat',
  summary: '与对方的聊天记录（正序）：beforeId 向前翻页；afterId 取某条之后的全部（断线重连后补齐）',
  input: z.object({
    userid: anyUser,
    useredid: recipient,
    useridAnduseredid: z.unknown().optional(),
    isdel: z.unknown().optional(),
    beforeId: optionalMessageId,
    afterId: optionalMessageId,
    pageSize: z.coerce.number().int().min(1).max(100).default(CHAT_HISTORY_PAGE),
  }),
  reply: z.object({ code: z.number(), data: z.object({ recordList: z.array(chatMessage), hasMore: z.boolean() }) }),
});

export const historyAdd = action({
  name: 'chatHistory_add',
  method: 'POST',
  auth: 'user',
  area: 'chat',
  summary: '发送一条消息：先保存，再推送给双方的所有连接（cmdtype chat）',
  input: z.object({
    chatHistory: nested({
      userid: anyUser,
      useredid: recipient,
      text: z.preprocess(
        (v) => (typeof v === 'number' ? String(v) : v),
        z.string({ error: CHAT_MSG.empty }).trim().min(1, { error: CHAT_MSG.empty }).max(CHAT_TEXT_MAX, { error: CHAT_MSG.tooLong }),
      ),
      sendtype: z.enum(CHAT_SENDTYPES, { error: CHAT_MSG.badType }).default('txt'),
      friendid: z.unknown().optional(),
      fileName: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string().trim().max(200).optional()),
    }),
  }),
  reply: z.object({ code: z.number(), data: chatMessage }),
});

export const historyDelete = action({
  name: 'chatHistory_delete',
  method: 'POST',
  auth: 'user',
  area: 'chat',
  summary: '删除一条消息（只从我这边删除）',
  input: z.object({ id: id(CHAT_MSG.messageNotFound) }),
  reply: z.object({ code: z.number(), msg: z.string() }),
});

export const historyDeleteAll = action({
  name: 'chatHistory_deleteAll',
  method: 'POST',
  auth: 'user',
  area: 'chat',
  summary: '清空与对方的聊天记录（只从我这边删除）',
  input: z.object({ userid: anyUser, useredid: recipient }),
  reply: z.object({ code: z.number(), msg: z.string(), count: z.number() }),
});

export const uploadChat = action({
  name: 'upload_uploadChat',
  method: 'POST',
  auth: 'user',
  area: 'chat',
  summary: '上传聊天图片、文件、视频或音频（multipart，文件字段 upload；按内容校验类型），返回相对路径 data',
  input: z.object({ kind: z.enum(CHAT_MEDIA_KINDS, { error: CHAT_MSG.badType }) }),
  reply: z.object({ data: z.string(), fileName: z.string(), fileSize: z.number() }),
});

export const iceServer = z.object({
  urls: z.union([z.string(), z.array(z.string())]),
  username: z.string().optional(),
  credential: z.string().optional(),
});
export type IceServer = z.infer<typeof iceServer>;

export const videoConfig = action({
  name: 'video_config',
  method: 'GET',
  auth: 'user',
  area: 'chat',
  summary: '视频面试的 STUN/TURN 服务器（来自服务器配置 ICE_SERVERS）',
  input: z.object({}),
  reply: z.object({ data: z.object({ iceServers: z.array(iceServer), ringMs: z.number() }) }),
});
