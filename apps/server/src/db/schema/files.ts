import { bigint, boolean, customType, index, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
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
    /** What the file was uploaded for (an image purpose, chat, resume, course): private ones are served only to those allowed (modules/files/access.ts). */
    purpose: varchar({ length: 20 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploads_user_idx').on(t.userId)],
);

/** Bytes as PostgreSQL bytea; node-postgres answers a Buffer, PGlite a Uint8Array. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (v) => v,
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v.buffer, v.byteOffset, v.byteLength)),
});

/**
 * Uploaded files kept in the database (FILE_STORAGE=postgres, providers/storage-postgres.ts), so every
 * instance on one PostgreSQL server sees the same files. A file is written under a temporary name and
 * renamed when complete; readers see only complete rows.
 */
export const storedFiles = pgTable('stored_files', {
  name: varchar({ length: 300 }).primaryKey(),
  size: bigint({ mode: 'number' }).notNull().default(0),
  complete: boolean().notNull().default(false),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** A stored file's bytes in rows of at most 256 KB, by byte offset, so a range read fetches only its rows. */
export const storedFileChunks = pgTable(
  'stored_file_chunks',
  {
    name: varchar({ length: 300 })
      .notNull()
      .references(() => storedFiles.name, { onDelete: 'cascade', onUpdate: 'cascade' }),
    pos: bigint({ mode: 'number' }).notNull(),
    data: bytea().notNull(),
  },
  (t) => [primaryKey({ columns: [t.name, t.pos] })],
);
