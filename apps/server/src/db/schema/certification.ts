import { index, integer, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './account.ts';

// The minimal certification records the account side reads (spec section 3: company record,
// personal information, HR firm). The certification flows add their own fields when they arrive.
// Audit states: 0 pending, 1 approved, 2 rejected.

export const companies = pgTable(
  'companies',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyName: varchar({ length: 100 }).notNull(),
    companyAuditState: smallint().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('companies_user_idx').on(t.userId)],
);

export const personalInformation = pgTable(
  'personal_information',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar({ length: 50 }).notNull(),
    jpAuditState: smallint().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
);

export const rsFirms = pgTable(
  'rs_firms',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firmname: varchar({ length: 100 }).notNull(),
    /** spec: memberStatus 1 = member */
    memberStatus: smallint().notNull().default(0),
    auditState: smallint().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rs_firms_user_idx').on(t.userId)],
);

/** The recruiter's personal data for recruitment (zpGrzl; spec (3,5,2): needed to publish a position). */
export const zpGrzl = pgTable(
  'zp_grzl',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar({ length: 50 }).notNull(),
    /** recruitment's people_data page (modules/recruitment): how applicants see the recruiter */
    title: varchar({ length: 30 }),
    phone: varchar({ length: 20 }),
    email: varchar({ length: 60 }),
    auditState: smallint().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('zp_grzl_user_idx').on(t.userId)],
);
