import { index, integer, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './account.ts';

/**
 * spec: feedback record (userid, type 0 feedback, 1 complaint, 2 reply, content, iconurl, phone, wx, qq).
 * A staff reply is a type 2 row pointing at the original through reply_to_id. The wallet issue writes
 * the user side (complaintAndFeedback_add, /advince) against this same definition.
 */
export const complaintFeedback = pgTable(
  'complaint_feedback',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: smallint().notNull(),
    content: varchar({ length: 200 }).notNull(),
    iconUrl: varchar({ length: 255 }),
    phone: varchar({ length: 20 }),
    wx: varchar({ length: 50 }),
    qq: varchar({ length: 20 }),
    replyToId: integer(),
    staffId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('complaint_feedback_user_idx').on(t.userId, t.createdAt), index('complaint_feedback_reply_idx').on(t.replyToId)],
);
