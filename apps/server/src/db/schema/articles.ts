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
    /** 'article' (staff-authored, administrator article flow) or 'course' (a user's paid course) */
    kind: varchar({ length: 10 }).notNull().default('article'),
    /**
     * Articles: 0 draft, 1 published. Courses (spec: course status): 0 under review, 1 approved,
     * 2 rejected; approved courses cannot be edited.
     */
    status: smallint().notNull().default(1),
    /** The staff reason of a rejected course. */
    reviewReason: varchar({ length: 200 }),
    /** spec: readMoney, the price in coins, held as integer hundredths */
    readMoney: integer().notNull().default(0),
    /** spec: postDivision, the skill the course belongs to (dictionary cszy) */
    postDivision: varchar({ length: 50 }),
    readCount: integer().notNull().default(0),
    buyCount: integer().notNull().default(0),
    evaluationCount: integer().notNull().default(0),
    /** Sum of the stars of all reviews; the average is evaluationLevelCount / evaluationCount. */
    evaluationLevelCount: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // the catalogue's category filter is `type_ids && array[…]`: a GIN index answers it
  // (without one, each list page scans the table)
  (t) => [
    index('articles_author_idx').on(t.authorId, t.createdAt),
    index('articles_kind_status_idx').on(t.kind, t.status, t.createdAt),
    index('articles_type_ids_idx').using('gin', t.typeIds),
  ],
);
