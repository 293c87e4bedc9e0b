import { sql } from 'drizzle-orm';
import { index, integer, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './account.ts';

/** spec: exclusive domain (private zone) with exclusiveCode and exclusiveName */
export const exclusiveDomains = pgTable('exclusive_domains', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  code: varchar({ length: 16 }).notNull().unique(),
  name: varchar({ length: 50 }).notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Invitation codes a zone hands out; a private-zone user registers with one (spec: 6 letters or digits). */
export const invitationCodes = pgTable('invitation_codes', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  code: varchar({ length: 6 }).notNull().unique(),
  domainId: integer()
    .notNull()
    .references(() => exclusiveDomains.id, { onDelete: 'cascade' }),
  /** null = unlimited */
  maxUses: integer(),
  usedCount: integer().notNull().default(0),
  expiresAt: timestamp({ withTimezone: true }),
  revokedAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * /privatedomain/president_prove: a zone member's application to be the zone's certified head.
 * One row per submission (a re-submission after a rejection is a new row, so the queue keeps what was
 * rejected and why). The zone is referenced by id, so renaming its code leaves the rows in place.
 * State (AUDIT_STATE): 0 pending, 1 approved, 2 rejected. The partial unique indexes hold the two rules
 * even against concurrent requests: a zone has at most one approved head, a user at most one open one.
 */
export const zonePresidentProofs = pgTable(
  'zone_president_proofs',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    domainId: integer()
      .notNull()
      .references(() => exclusiveDomains.id, { onDelete: 'cascade' }),
    name: varchar({ length: 20 }).notNull(),
    title: varchar({ length: 20 }).notNull(),
    phone: varchar({ length: 11 }).notNull(),
    orgName: varchar({ length: 50 }).notNull(),
    /** 1 to 3 uploaded image paths, comma-separated (as payProof elsewhere) */
    proofPaths: text().notNull(),
    state: smallint().notNull().default(0),
    /** the staff's reason when rejected (state 2) */
    auditReason: varchar({ length: 200 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('zone_president_proofs_user_idx').on(t.userId),
    index('zone_president_proofs_domain_idx').on(t.domainId, t.state),
    uniqueIndex('zone_president_one_approved')
      .on(t.domainId)
      .where(sql`${t.state} = 1`),
    uniqueIndex('zone_president_one_pending')
      .on(t.userId)
      .where(sql`${t.state} = 0`),
  ],
);
