import { integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

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
