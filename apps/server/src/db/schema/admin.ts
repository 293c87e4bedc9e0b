import { index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** One staff decision on a review queue item (feedback, later top-ups, withdrawals, courses, certifications). */
export const reviewDecisions = pgTable(
  'review_decisions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    kind: varchar({ length: 32 }).notNull(),
    subjectId: varchar({ length: 64 }).notNull(),
    decision: varchar({ length: 8 }).notNull(),
    reason: text(),
    staffId: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('review_decisions_subject_idx').on(t.kind, t.subjectId)],
);

/** Every staff decision and setting change: who, when, what, before and after. Append-only. */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    actorId: integer().notNull(),
    actorName: varchar({ length: 32 }).notNull(),
    action: varchar({ length: 64 }).notNull(),
    kind: varchar({ length: 32 }).notNull(),
    target: varchar({ length: 64 }),
    before: jsonb(),
    after: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_logs_created_idx').on(t.createdAt),
    index('audit_logs_actor_idx').on(t.actorId, t.createdAt),
    index('audit_logs_kind_idx').on(t.kind, t.createdAt),
  ],
);
