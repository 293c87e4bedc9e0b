import { and, asc, count, desc, eq, gt, lt, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { CHAT_MSG, chatEmoji } from '@xcb/shared';
import type { ChatSendtype } from '@xcb/shared/actions/chat';
import type { Executor } from '../../db/client.ts';
import { chatFriends, chatMessages, users } from '../../db/schema/index.ts';
import { badRequest, forbidden, notFound } from '../../core/errors.ts';
import type { Actor } from '../../http/router.ts';
import type { AppDeps } from '../../http/deps.ts';
import { checkChatMedia } from './chat-media.service.ts';
import { assertOwnUploads } from '../files/files.service.ts';
import { mayReach } from '../domain/scope.ts';
import { people, presentFriend, presentMessage, type FriendRow } from './chat.presenter.ts';
import { chatWriter } from './chat-writer.ts';

// Chat between two users (spec business-areas §3, §5, §7). A message is stored first and then pushed
// through the hub to every open socket of both users (all tabs, any app instance). What a client missed
// while disconnected it reads back with chatHistory_list(afterId), so the push is never the only copy.

/** The other side of a conversation: not the caller, and a user that exists. */
async function peerOf(db: Executor, actor: Actor, peerId: number) {
  return (await findPeer(db, actor, peerId)).id;
}

async function findPeer(db: Executor, actor: Actor, peerId: number) {
  if (peerId === actor.userId) throw badRequest(CHAT_MSG.self);
  const [peer] = await db
    .select({ id: users.id, exclusiveCode: users.exclusiveCode, staffRole: users.staffRole })
    .from(users)
    .where(eq(users.id, peerId));
  if (!peer) throw notFound(CHAT_MSG.userNotFound);
  return peer;
}

/** Someone the caller may start talking to or write to: also in the caller's domain (modules/domain mayReach). */
async function reachablePeer(db: Executor, actor: Actor, peerId: number) {
  const peer = await findPeer(db, actor, peerId);
  if (!mayReach(actor, peer)) throw forbidden(CHAT_MSG.otherDomain);
  return peer.id;
}

/** The owner's unread count: the peer's messages after the owner's read mark, not deleted by the owner. */
const unreadOf = sql<number>`(select count(*)::int from chat_messages m where m.sender_id = ${chatFriends.peerId} and m.recipient_id = ${chatFriends.ownerId} and m.id > ${chatFriends.lastReadId} and not m.deleted_by_recipient)`;
/** What the peer has not read of the owner's messages (spec useredisread). */
const peerUnreadOf = sql<number>`(select count(*)::int from chat_messages m left join chat_friends pf on pf.owner_id = ${chatFriends.peerId} and pf.peer_id = ${chatFriends.ownerId} where m.sender_id = ${chatFriends.ownerId} and m.recipient_id = ${chatFriends.peerId} and m.id > coalesce(pf.last_read_id, 0) and not m.deleted_by_recipient)`;
const lastOf = (column: 'text' | 'sendtype') =>
  sql<
    string | null
  >`(select m.${sql.raw(column)} from chat_messages m where (m.sender_id = ${chatFriends.ownerId} and m.recipient_id = ${chatFriends.peerId} and not m.deleted_by_sender) or (m.sender_id = ${chatFriends.peerId} and m.recipient_id = ${chatFriends.ownerId} and not m.deleted_by_recipient) order by m.id desc limit 1)`;

const friendColumns = {
  id: chatFriends.id,
  ownerId: chatFriends.ownerId,
  peerId: chatFriends.peerId,
  updatedAt: chatFriends.updatedAt,
  unread: unreadOf,
  peerUnread: peerUnreadOf,
  lastText: lastOf('text'),
  lastType: lastOf('sendtype'),
};

async function presentFriends(db: Executor, rows: FriendRow[]) {
  const who = await people(
    db,
    rows.flatMap((r) => [r.ownerId, r.peerId]),
  );
  return rows.map((r) => presentFriend(r, who));
}

export async function unreadTotal(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(chatMessages)
    .innerJoin(chatFriends, and(eq(chatFriends.ownerId, chatMessages.recipientId), eq(chatFriends.peerId, chatMessages.senderId)))
    .where(
      and(eq(chatMessages.recipientId, userId), gt(chatMessages.id, chatFriends.lastReadId), eq(chatMessages.deletedByRecipient, false)),
    );
  return row?.n ?? 0;
}

/** spec chatFriend_list: page 10, the most recent conversation first, with unread counts. */
export async function listFriends(db: Executor, actor: Actor, q: { pageNum: number; pageSize: number }) {
  const where = and(eq(chatFriends.ownerId, actor.userId), eq(chatFriends.hidden, false));
  const [rows, [total], unread] = await Promise.all([
    db
      .select(friendColumns)
      .from(chatFriends)
      .where(where)
      .orderBy(desc(chatFriends.updatedAt), desc(chatFriends.id))
      .limit(q.pageSize)
      .offset(q.pageNum * q.pageSize),
    db.select({ n: count() }).from(chatFriends).where(where),
    unreadTotal(db, actor.userId),
  ]);
  return { code: 1, data: { recordList: await presentFriends(db, rows), recordCount: total?.n ?? 0, unreadTotal: unread } };
}

/** Creates or shows again the caller's row for the peer and moves it to the top. */
async function upsertFriend(db: Executor, ownerId: number, peerId: number, at: Date) {
  await db
    .insert(chatFriends)
    .values({ ownerId, peerId, updatedAt: at })
    .onConflictDoUpdate({ target: [chatFriends.ownerId, chatFriends.peerId], set: { hidden: false, updatedAt: at } });
}

async function friendRow(db: Executor, ownerId: number, peerId: number) {
  const [row] = await db
    .select(friendColumns)
    .from(chatFriends)
    .where(and(eq(chatFriends.ownerId, ownerId), eq(chatFriends.peerId, peerId)));
  if (!row) throw notFound(CHAT_MSG.friendNotFound);
  return (await presentFriends(db, [row]))[0] as NonNullable<Awaited<ReturnType<typeof presentFriends>>[number]>;
}

/** spec chatFriend_add: when a conversation starts. Names and icons come from the users, not the body. */
export async function addFriend(db: Executor, actor: Actor, peerId: number) {
  const peer = await reachablePeer(db, actor, peerId);
  await upsertFriend(db, actor.userId, peer, new Date());
  return { code: 1, data: await friendRow(db, actor.userId, peer) };
}

/** spec chatFriend_delete: hides the conversation from the caller's list only; what it held counts as read. */
export async function deleteFriend(deps: AppDeps, actor: Actor, id: number) {
  const [row] = await deps.db.select().from(chatFriends).where(eq(chatFriends.id, id));
  if (!row) throw notFound(CHAT_MSG.friendNotFound);
  if (row.ownerId !== actor.userId) throw forbidden();
  await markReadUpTo(deps.db, actor.userId, row.peerId, { hide: true });
  deps.hub.publish({
    userId: actor.userId,
    payload: { cmdtype: 'chatFriendDelete', id, useredid: row.peerId, unreadTotal: await unreadTotal(deps.db, actor.userId) },
  });
  return { code: 1, msg: CHAT_MSG.deleted };
}

async function markReadUpTo(db: Executor, ownerId: number, peerId: number, opts: { hide?: boolean } = {}) {
  const newest = sql`coalesce((select max(m.id) from chat_messages m where m.sender_id = ${peerId} and m.recipient_id = ${ownerId}), 0)`;
  await db
    .update(chatFriends)
    .set({ lastReadId: sql`greatest(${chatFriends.lastReadId}, ${newest})`, ...(opts.hide ? { hidden: true } : {}) })
    .where(and(eq(chatFriends.ownerId, ownerId), eq(chatFriends.peerId, peerId)));
}

/** Marks the conversation read; the caller's other tabs are told, so their badges agree. */
export async function markRead(deps: AppDeps, actor: Actor, peerId: number) {
  const peer = await peerOf(deps.db, actor, peerId);
  await markReadUpTo(deps.db, actor.userId, peer);
  const total = await unreadTotal(deps.db, actor.userId);
  deps.hub.publish({ userId: actor.userId, payload: { cmdtype: 'chatRead', useredid: peer, unreadTotal: total } });
  // The other side sees its messages as read (spec useredisread).
  deps.hub.publish({ userId: peer, payload: { cmdtype: 'chatPeerRead', useredid: actor.userId } });
  return { code: 1, data: { unreadTotal: total } };
}

export async function getUnread(db: Executor, actor: Actor) {
  return { code: 1, data: { unread: await unreadTotal(db, actor.userId) } };
}

/**
 * spec chatHistory_list, in time order. Without ids: the newest page; beforeId: the page before it
 * (paging back); afterId: everything after it (a reconnecting client catching up; repeat while hasMore).
 */
export async function listHistory(
  db: Executor,
  actor: Actor,
  q: { useredid: number; beforeId?: number | undefined; afterId?: number | undefined; pageSize: number },
) {
  const peer = await peerOf(db, actor, q.useredid);
  const forward = q.afterId !== undefined;
  const cursor = and(
    q.beforeId !== undefined ? lt(chatMessages.id, q.beforeId) : undefined,
    forward ? gt(chatMessages.id, q.afterId ?? 0) : undefined,
  );
  const order = forward ? asc(chatMessages.id) : desc(chatMessages.id);
  // Each direction of the conversation is read on its own index (sender, recipient, id) in id order with
  // the limit, and the two are merged. One OR over both directions made PostgreSQL walk the primary key
  // back past every newer message of every other conversation: 150 ms for the newest page of a
  // conversation 300k messages back, 0.1 ms merged.
  const side = (from: number, to: number, notDeleted: SQL) =>
    db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.senderId, from), eq(chatMessages.recipientId, to), notDeleted, cursor))
      .orderBy(order)
      .limit(q.pageSize + 1);
  const rows = await unionAll(
    side(actor.userId, peer, eq(chatMessages.deletedBySender, false)),
    side(peer, actor.userId, eq(chatMessages.deletedByRecipient, false)),
  )
    .orderBy(order)
    .limit(q.pageSize + 1);
  const hasMore = rows.length > q.pageSize;
  const page = rows.slice(0, q.pageSize);
  if (!forward) page.reverse();
  return { code: 1, data: { recordList: page.map(presentMessage), hasMore } };
}

export interface NewMessage {
  useredid: number;
  text: string;
  sendtype: ChatSendtype;
  fileName?: string | undefined;
}

/**
 * spec chatHistory_add: checks the content by its type, stores it, then pushes it to both users. Sends
 * arriving together share one check of their recipients and one write (chat-writer.ts, group commit);
 * the answer comes only once the message is committed.
 */
export async function sendMessage(deps: AppDeps, actor: Actor, m: NewMessage) {
  if (m.useredid === actor.userId) throw badRequest(CHAT_MSG.self);
  let fileSize: number | null = null;
  switch (m.sendtype) {
    case 'txt':
      break;
    case 'exp':
      if (!/^\d{1,2}$/.test(m.text) || !chatEmoji(m.text)) throw badRequest(CHAT_MSG.badEmoji);
      break;
    case 'img':
    case 'file':
    case 'video':
    case 'audio':
      fileSize = await checkChatMedia(deps, m.sendtype, m.text);
      break;
  }
  // A file message carries a stored path: only one the sender uploaded, never someone else's file.
  if (fileSize !== null) await assertOwnUploads(deps.db, actor.userId, [m.text]);
  const message = await chatWriter(deps).add({
    actor,
    recipientId: m.useredid,
    sendtype: m.sendtype,
    text: m.text,
    fileName: fileSize === null ? null : (m.fileName ?? null),
    fileSize,
  });
  return { code: 1, data: message };
}

/** spec chatHistory_delete: removes one message from the caller's side only. */
export async function deleteMessage(deps: AppDeps, actor: Actor, id: number) {
  const [row] = await deps.db.select().from(chatMessages).where(eq(chatMessages.id, id));
  if (!row) throw notFound(CHAT_MSG.messageNotFound);
  const mine = row.senderId === actor.userId;
  if (!mine && row.recipientId !== actor.userId) throw forbidden();
  if (mine ? row.deletedBySender : row.deletedByRecipient) throw notFound(CHAT_MSG.messageNotFound);
  await deps.db
    .update(chatMessages)
    .set(mine ? { deletedBySender: true } : { deletedByRecipient: true })
    .where(eq(chatMessages.id, id));
  const peer = mine ? row.recipientId : row.senderId;
  deps.hub.publish({
    userId: actor.userId,
    payload: { cmdtype: 'chatDelete', ids: [id], useredid: peer, unreadTotal: await unreadTotal(deps.db, actor.userId) },
  });
  return { code: 1, msg: CHAT_MSG.deleted };
}

/** spec chatHistory_deleteAll: clears the conversation on the caller's side only. */
export async function deleteAllMessages(deps: AppDeps, actor: Actor, peerId: number) {
  const peer = await peerOf(deps.db, actor, peerId);
  const [sent, received] = await deps.db.transaction(async (tx) =>
    Promise.all([
      tx
        .update(chatMessages)
        .set({ deletedBySender: true })
        .where(and(eq(chatMessages.senderId, actor.userId), eq(chatMessages.recipientId, peer), eq(chatMessages.deletedBySender, false)))
        .returning({ id: chatMessages.id }),
      tx
        .update(chatMessages)
        .set({ deletedByRecipient: true })
        .where(and(eq(chatMessages.senderId, peer), eq(chatMessages.recipientId, actor.userId), eq(chatMessages.deletedByRecipient, false)))
        .returning({ id: chatMessages.id }),
    ]),
  );
  deps.hub.publish({
    userId: actor.userId,
    payload: { cmdtype: 'chatDelete', all: true, useredid: peer, unreadTotal: await unreadTotal(deps.db, actor.userId) },
  });
  return { code: 1, msg: CHAT_MSG.deleted, count: sent.length + received.length };
}
