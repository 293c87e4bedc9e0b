import { inArray } from 'drizzle-orm';
import type { ChatFriend, ChatMessage, ChatSendtype } from '@xcb/shared/actions/chat';
import type { Executor } from '../../db/client.ts';
import { users, type chatMessages } from '../../db/schema/index.ts';

export type MessageRow = typeof chatMessages.$inferSelect;
export interface FriendRow {
  id: number;
  ownerId: number;
  peerId: number;
  updatedAt: Date;
  unread: number;
  peerUnread: number;
  lastText: string | null;
  lastType: string | null;
}

interface Person {
  id: number;
  name: string;
  nickName: string | null;
  icon: string | null;
  /** the domain, for who may reach whom (modules/domain mayReach) */
  exclusiveCode: string | null;
  staffRole: string | null;
}

/** spec "Chat user": the name shown is the nickname, else the account. */
export const displayName = (u: Person | undefined) => (u ? u.nickName || u.name : '');

export async function people(db: Executor, ids: number[]): Promise<Map<number, Person>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      nickName: users.nickName,
      icon: users.icon,
      exclusiveCode: users.exclusiveCode,
      staffRole: users.staffRole,
    })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((r) => [r.id, r]));
}

export function presentMessage(r: MessageRow): ChatMessage {
  return {
    id: r.id,
    userid: r.senderId,
    useredid: r.recipientId,
    text: r.text,
    sendtype: r.sendtype as ChatSendtype,
    fileName: r.fileName,
    fileSize: r.fileSize,
    createTime: r.createdAt.toISOString(),
  };
}

export function presentFriend(r: FriendRow, who: Map<number, Person>): ChatFriend {
  const owner = who.get(r.ownerId);
  const peer = who.get(r.peerId);
  return {
    id: r.id,
    userid: r.ownerId,
    username: displayName(owner),
    usericon: owner?.icon ?? null,
    useredid: r.peerId,
    useredname: displayName(peer),
    useredicon: peer?.icon ?? null,
    updatetime: r.updatedAt.toISOString(),
    userisread: r.unread > 0 ? 0 : 1,
    useredisread: r.peerUnread > 0 ? 0 : 1,
    unread: r.unread,
    lastText: r.lastText ?? '',
    lastType: r.lastType ?? '',
  };
}
