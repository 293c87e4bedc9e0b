import { z } from 'zod';
import { action } from '../action.ts';
import { NOTICE_TYPE_CODES } from '../enums.ts';
import { id, page } from './fields.ts';

const messageType = z.preprocess(
  (v) => (v === null || v === undefined ? '' : v),
  z.union([z.literal(''), z.enum(NOTICE_TYPE_CODES, { error: '消息类型错误' })]),
);

export const notice = z.object({
  id: z.number(),
  messageType: z.string(),
  messageTypeClass: z.string(),
  typeName: z.string(),
  redirectId: z.string().nullable(),
  userId: z.number(),
  messageTitle: z.string(),
  messageContent: z.string(),
  readMsg: z.number(),
  createTime: z.string(),
});
export type Notice = z.infer<typeof notice>;

export const noticeList = action({
  name: 'message_sellist',
  method: 'GET',
  auth: 'user',
  area: 'messaging',
  summary: "系统通知列表（每页10条，pageNum 从 0 开始；messageType '' 为全部）",
  input: z.object({ userid: z.unknown().optional(), messageType, ...page() }),
  reply: z.object({ code: z.number(), data: z.object({ recordList: z.array(notice), recordCount: z.number() }) }),
});

export const noticeUnread = action({
  name: 'message_sellistCount',
  method: 'GET',
  auth: 'user',
  area: 'messaging',
  summary: '未读系统通知数',
  input: z.object({ userid: z.unknown().optional(), messageType }),
  reply: z.object({ code: z.number(), data: z.object({ unread: z.number() }) }),
});

export const noticeRead = action({
  name: 'message_update',
  method: 'GET',
  auth: 'user',
  area: 'messaging',
  summary: '把一条系统通知标记为已读',
  input: z.object({ id: id('通知不存在') }),
  reply: z.object({ code: z.number(), msg: z.string() }),
});

export const noticeDetail = action({
  name: 'message_detail',
  method: 'GET',
  auth: 'user',
  area: 'messaging',
  summary: '一条系统通知（通知详情页用；只能查看自己的通知）',
  input: z.object({ id: id('通知不存在') }),
  reply: z.object({ code: z.number(), data: notice }),
});
