import { index, integer, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './account.ts';

/** spec: system notice (messageType, messageTypeClass, redirectId, title, content, readMsg 0 unread) */
export const notices = pgTable(
  'notices',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    messageType: varchar({ length: 2 }).notNull(),
    messageTypeClass: varchar({ length: 2 }).notNull(),
    redirectId: varchar({ length: 64 }),
    title: varchar({ length: 100 }).notNull(),
    content: text().notNull(),
    readMsg: smallint().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notices_user_idx').on(t.userId, t.createdAt), index('notices_user_unread_idx').on(t.userId, t.readMsg)],
);
