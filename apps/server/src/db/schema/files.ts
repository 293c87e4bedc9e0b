import { index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './account.ts';

/**
 * Who uploaded a stored image (upload_uploadFile). Areas that take uploaded paths back in a form
 * (certification images, demand payment proofs, ...) accept only the caller's own, through
 * assertOwnUploads in modules/files/files.service.ts, so nobody can attach a path someone else uploaded.
 */
export const uploads = pgTable(
  'uploads',
  {
    path: varchar({ length: 255 }).primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploads_user_idx').on(t.userId)],
);
