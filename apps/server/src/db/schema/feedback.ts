import { integer, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './account.ts';

/** spec: complaints and feedback; type 0 feedback, 1 complaint, 2 reply (a staff reply names reply_to_id). */
export const complaintFeedback = pgTable('complaint_feedback', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  userId: integer()
    .notNull()
    .references(() => users.id),
  type: smallint().notNull(),
  content: varchar({ length: 200 }).notNull(),
  iconUrl: varchar({ length: 255 }),
  phone: varchar({ length: 11 }),
  wx: varchar({ length: 50 }),
  qq: varchar({ length: 20 }),
  replyToId: integer(),
  staffId: integer(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
