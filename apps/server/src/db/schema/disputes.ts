import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './account.ts';
import { escrows } from './wallet.ts';

const money = () => bigint({ mode: 'number' });

/**
 * A dispute (申请平台介入) over a delivery whose money sits in an escrow: a sharing order, a personnel
 * contract, or a short-term worker's payment request. One per subject: staff decide it once, splitting
 * what is at stake between the payer and the provider (modules/disputes/disputes.ts).
 */
export const disputes = pgTable(
  'disputes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** employment (a payment request) | personnel (a contract) | sharing (an order) */
    kind: varchar({ length: 16 }).notNull(),
    /** the subject's id within its kind */
    ref: varchar({ length: 64 }).notNull(),
    title: varchar({ length: 100 }).notNull(),
    escrowId: integer()
      .notNull()
      .references(() => escrows.id),
    payerId: integer()
      .notNull()
      .references(() => users.id),
    providerId: integer()
      .notNull()
      .references(() => users.id),
    openedBy: integer()
      .notNull()
      .references(() => users.id),
    /** open | decided */
    state: varchar({ length: 8 }).notNull().default('open'),
    /** what the decision divides, fixed when the dispute opens (hundredths) */
    stake: money().notNull(),
    toPayer: money(),
    toProvider: money(),
    reason: varchar({ length: 500 }),
    staffId: integer().references(() => users.id),
    decidedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('disputes_subject_key').on(t.kind, t.ref),
    index('disputes_state_idx').on(t.state, t.createdAt),
    index('disputes_payer_idx').on(t.payerId),
    index('disputes_provider_idx').on(t.providerId),
    check('disputes_state', sql`${t.state} in ('open', 'decided')`),
    check('disputes_stake', sql`${t.stake} > 0`),
    check(
      'disputes_split',
      sql`(${t.state} = 'open' and ${t.toPayer} is null and ${t.toProvider} is null) or (${t.state} = 'decided' and ${t.toPayer} >= 0 and ${t.toProvider} >= 0 and ${t.toPayer} + ${t.toProvider} = ${t.stake})`,
    ),
  ],
);

/** What each side says, with its evidence files (private: the two sides and staff read them). */
export const disputeStatements = pgTable(
  'dispute_statements',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    disputeId: integer()
      .notNull()
      .references(() => disputes.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id),
    content: varchar({ length: 2000 }).notNull(),
    /** uploaded paths, comma-separated */
    files: varchar({ length: 1400 }).notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dispute_statements_dispute_idx').on(t.disputeId, t.createdAt)],
);
