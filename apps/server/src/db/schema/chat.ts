import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './account.ts';

/**
 * spec "Chat friend": one row per owner and peer, so each side keeps its own list, its own read mark
 * and its own delete. Unread counts are not stored: they are the peer's messages after `lastReadId`
 * that the owner has not deleted, so they stay right across tabs, reconnects and deletes.
 */
export const chatFriends = pgTable(
  'chat_friends',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    peerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The newest message the owner has seen in this conversation (0 = none). */
    lastReadId: bigint({ mode: 'number' }).notNull().default(0),
    /** chatFriend_delete hides the row; the next message in the conversation shows it again. */
    hidden: boolean().notNull().default(false),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('chat_friends_pair_key').on(t.ownerId, t.peerId), index('chat_friends_list_idx').on(t.ownerId, t.updatedAt)],
);

/** spec "Chat message": sendtype txt | exp | img | file | video | audio; each side deletes for itself. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    senderId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sendtype: varchar({ length: 8 }).notNull(),
    /** The text, the emoji id (exp) or the stored upload path (img, file, video, audio). */
    text: text().notNull(),
    /** The original name and size of a sent file, for its card. */
    fileName: varchar({ length: 200 }),
    fileSize: integer(),
    deletedBySender: boolean().notNull().default(false),
    deletedByRecipient: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_messages_pair_idx').on(t.senderId, t.recipientId, t.id),
    index('chat_messages_inbox_idx').on(t.recipientId, t.senderId, t.id),
    // who may fetch a chat file: the messages that carry its path (modules/files/access.ts)
    index('chat_messages_media_idx')
      .on(t.text)
      .where(sql`${t.sendtype} in ('img', 'file', 'video', 'audio')`),
  ],
);

/**
 * spec "Video interview": the calls the server knows about. Offers, answers and ICE candidates are
 * relayed only between the caller and callee of an accepted call; rows live in the database so every
 * app instance agrees on them.
 */
export const videoCalls = pgTable(
  'video_calls',
  {
    id: uuid().primaryKey().defaultRandom(),
    callerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    calleeId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 0 ringing, 1 accepted, 2 refused, 3 cancelled, 4 ended, 5 missed (no answer in 60 s) */
    state: smallint().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('video_calls_callee_idx').on(t.calleeId, t.state)],
);

/** Socket payloads too large for a NOTIFY (8000 bytes, e.g. a WebRTC offer) travel through a row. */
export const realtimeSpill = pgTable('realtime_spill', {
  id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  payload: text().notNull(),
  createdAt: timestamp({ withTimezone: true })
    .notNull()
    .default(sql`now()`),
});
