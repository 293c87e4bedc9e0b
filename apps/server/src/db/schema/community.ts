import { index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/** spec follow_*: who follows whom. */
export const follows = pgTable(
  'follows',
  {
    followerId: integer().notNull(),
    followeeId: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.followerId, t.followeeId] }), index('follows_followee_idx').on(t.followeeId, t.createdAt)],
);

/** spec shitu_*: an apprenticeship request; isnotagree 0 applying, 1 agreed, 2 refused. One row per pair. */
export const shitu = pgTable(
  'shitu',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    teacherId: integer().notNull(),
    studentId: integer().notNull(),
    isnotagree: smallint().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('shitu_pair_key').on(t.teacherId, t.studentId), index('shitu_student_idx').on(t.studentId)],
);

/** spec Question (need): needName, userId, answerCount, readCount, needCreatetime, wtlxList. */
export const needs = pgTable(
  'needs',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer().notNull(),
    needName: varchar({ length: 50 }).notNull(),
    /** rich text, sanitised before it is stored */
    content: text().notNull(),
    /** article_types ids (wtlxList), at most 3 */
    typeIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** the course the question is about (curse_answer), if any */
    articleId: integer(),
    /** the teacher it is put to (people_home), if any */
    teacherId: integer(),
    answerCount: integer().notNull().default(0),
    readCount: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('needs_user_idx').on(t.userId, t.createdAt),
    index('needs_created_idx').on(t.createdAt),
    index('needs_article_idx').on(t.articleId),
  ],
);

export const needAnswers = pgTable(
  'need_answers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    needId: integer().notNull(),
    userId: integer().notNull(),
    content: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('need_answers_need_idx').on(t.needId, t.createdAt), index('need_answers_user_idx').on(t.userId, t.createdAt)],
);

/** spec collection_list collectionType 1: a collected question. */
export const needCollections = pgTable(
  'need_collections',
  {
    userId: integer().notNull(),
    needId: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.needId] }), index('need_collections_user_idx').on(t.userId, t.createdAt)],
);
