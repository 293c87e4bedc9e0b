import { index, integer, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Articles (spec: Course/article id, title, summary, icon, content, authorid, type ids, status). Staff
 * author them through the administrator article flow; the course issue extends this table (price,
 * chapters, counts). Content is rich text, sanitised on the server before it is stored.
 */
export const articles = pgTable(
  'articles',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    title: varchar({ length: 30 }).notNull(),
    content: text().notNull(),
    summary: varchar({ length: 100 }).notNull(),
    icon: varchar({ length: 255 }),
    authorId: integer().notNull(),
    /** article_types ids, 1 to 3 (spec: at most three categories) */
    typeIds: integer().array().notNull(),
    /** 0 draft, 1 published */
    status: smallint().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('articles_author_idx').on(t.authorId, t.createdAt)],
);
