import { bigint, boolean, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { articles } from './articles.ts';

/**
 * A course's content (spec: Chapter, Section). Chapters and sections belong to one course (articles row
 * of kind 'course'); deleting the course deletes them. Only the course's author changes them, and only
 * while the course is not approved.
 */
export const courseChapters = pgTable(
  'course_chapters',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    articleId: integer()
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    /** spec: chaptersname, max 20 */
    name: varchar({ length: 20 }).notNull(),
    /** spec: chapterscontent, max 30 */
    description: varchar({ length: 30 }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('course_chapters_article_idx').on(t.articleId, t.id)],
);

export const courseSections = pgTable(
  'course_sections',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    chapterId: integer()
      .notNull()
      .references(() => courseChapters.id, { onDelete: 'cascade' }),
    articleId: integer()
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    /** spec: coursename, max 20 */
    name: varchar({ length: 20 }).notNull(),
    /** spec: coursecontent, rich text sanitised before it is stored */
    content: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // the course page lists a course's sections by article (a sequential scan at scale without it)
  (t) => [index('course_sections_chapter_idx').on(t.chapterId, t.id), index('course_sections_article_idx').on(t.articleId, t.id)],
);

/**
 * A section's video, uploaded in chunks. While `done` is false the bytes sit in a partial file under the
 * upload root's .partial folder, named from uploadKey (user + course + section + the client's file
 * fingerprint), so an upload resumes after a reload from where the server says it stopped.
 */
export const courseVideos = pgTable(
  'course_videos',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer().notNull(),
    articleId: integer()
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    sectionId: integer()
      .notNull()
      .references(() => courseSections.id, { onDelete: 'cascade' }),
    uploadKey: varchar({ length: 64 }).notNull(),
    fileName: varchar({ length: 200 }).notNull(),
    fileSize: bigint({ mode: 'number' }).notNull(),
    uploadedSize: bigint({ mode: 'number' }).notNull().default(0),
    /** Relative path under the upload root once complete. */
    path: varchar({ length: 255 }),
    done: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // /uploads asks by path whether a file is a course video (those are never served there), on every request
  (t) => [
    uniqueIndex('course_videos_key_idx').on(t.uploadKey),
    index('course_videos_section_idx').on(t.sectionId, t.done),
    index('course_videos_path_idx').on(t.path),
  ],
);

/**
 * Attachments (spec: a section's coursefilepath and coursefilename, comma-joined). A row is written at
 * upload with its uploader; a section save links the uploader's own rows, so a path someone else uploaded
 * cannot be attached.
 */
export const courseAttachments = pgTable(
  'course_attachments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer().notNull(),
    sectionId: integer().references(() => courseSections.id, { onDelete: 'set null' }),
    path: varchar({ length: 255 }).notNull(),
    name: varchar({ length: 200 }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('course_attachments_path_idx').on(t.path), index('course_attachments_section_idx').on(t.sectionId)],
);
