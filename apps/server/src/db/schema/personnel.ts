import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './account.ts';
import { rsFirms } from './certification.ts';

// Personnel agency (人事代理): demands for social security (sb), housing fund (gjj), payroll
// credit (gz) and recruitment agency (zp); HR firms' applications; contracts paid through escrow; the
// firm's membership years; comments, favourites, follows, browsing history; the per-city contribution
// rates of the calculator. Money is integer hundredths of a coin (1 yuan = 10 coins).
const money = () => bigint({ mode: 'number' });

/** One paid membership year of an HR firm (coins into the platform's personnel_membership account). */
export const personnelMemberships = pgTable(
  'personnel_memberships',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    firmId: integer()
      .notNull()
      .references(() => rsFirms.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id),
    /** 1 for the first year, then 2, 3 … : the trade code RSHY<firm>T<term> makes a repeat pay nothing */
    term: integer().notNull(),
    amount: money().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    tradeCode: varchar({ length: 40 }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('personnel_memberships_term_key').on(t.firmId, t.term),
    uniqueIndex('personnel_memberships_trade_key').on(t.tradeCode),
  ],
);

/**
 * A demand (需求). design: status 0 under review, 1 published (firms may apply), 2 rejected, 3 a firm was
 * chosen (contract under way), 4 closed by the demander, 5 completed, 6 approved recruitment demand
 * waiting for its deposit (zp_bzj) before it is published.
 */
export const personnelNeeds = pgTable(
  'personnel_needs',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    /** sb social security, gjj housing fund, gz payroll credit, zp recruitment agency */
    kind: varchar({ length: 4 }).notNull(),
    title: varchar({ length: 60 }).notNull(),
    cityName: varchar({ length: 50 }).notNull(),
    /** the calculator's city (personnel_city_rates), for sb and gjj */
    rateId: integer(),
    headcount: integer().notNull(),
    months: integer().notNull(),
    /** monthly contribution base per person (sb, gjj) or monthly payroll per person (gz), in hundredths of a yuan */
    baseAmount: bigint({ mode: 'number' }),
    /** zp: the position to fill and its monthly salary range */
    position: varchar({ length: 50 }),
    salary: varchar({ length: 30 }),
    /** the demander's budget for the whole service, hundredths of a coin */
    budget: money().notNull(),
    contactName: varchar({ length: 50 }).notNull(),
    contactPhone: varchar({ length: 20 }).notNull(),
    description: text().notNull(),
    /** the calculator's result when written (sb, gjj): shown on the demand and its order */
    calc: jsonb(),
    status: smallint().notNull().default(0),
    reviewReason: varchar({ length: 200 }),
    /** zp: the recruitment deposit (zp_bzj) in hundredths of a coin, and when it was paid */
    deposit: money().notNull().default(0),
    depositPaidAt: timestamp({ withTimezone: true }),
    exclusiveCode: varchar({ length: 16 }),
    readCount: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('personnel_needs_list_idx').on(t.kind, t.status, t.createdAt),
    // the public need list (rsNeed_list), newest first, all kinds or one, read in its order with LIMIT
    index('personnel_needs_public_listing_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.status} = 1 and ${t.exclusiveCode} is null`),
    index('personnel_needs_public_kind_idx')
      .on(t.kind, t.createdAt, t.id)
      .where(sql`${t.status} = 1 and ${t.exclusiveCode} is null`),
    index('personnel_needs_user_idx').on(t.userId),
    check('personnel_needs_kind', sql`${t.kind} in ('sb', 'gjj', 'gz', 'zp')`),
    check('personnel_needs_budget', sql`${t.budget} > 0`),
  ],
);

/** A firm's application to a demand (personnel_deliver). design: 0 applied, 1 chosen, 2 not chosen, 3 withdrawn. */
export const personnelDelivers = pgTable(
  'personnel_delivers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    needId: integer()
      .notNull()
      .references(() => personnelNeeds.id, { onDelete: 'cascade' }),
    providerId: integer()
      .notNull()
      .references(() => users.id),
    firmId: integer()
      .notNull()
      .references(() => rsFirms.id),
    /** the firm's price for the whole service, hundredths of a coin */
    quote: money().notNull(),
    message: varchar({ length: 500 }).notNull(),
    status: smallint().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('personnel_delivers_once').on(t.needId, t.providerId), check('personnel_delivers_quote', sql`${t.quote} > 0`)],
);

/**
 * The contract between demander and chosen firm. design: 0 awaiting the firm's signature, 1 awaiting
 * payment, 2 paid (held in escrow) and in service, 3 delivered, awaiting the demander's confirmation,
 * 4 completed (money released), 5 cancelled (what was left returned to the demander).
 */
export const personnelContracts = pgTable(
  'personnel_contracts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    contractNo: varchar({ length: 24 }).notNull(),
    needId: integer()
      .notNull()
      .references(() => personnelNeeds.id),
    deliverId: integer()
      .notNull()
      .references(() => personnelDelivers.id),
    demanderId: integer()
      .notNull()
      .references(() => users.id),
    providerId: integer()
      .notNull()
      .references(() => users.id),
    kind: varchar({ length: 4 }).notNull(),
    amount: money().notNull(),
    terms: text().notNull(),
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }).notNull(),
    status: smallint().notNull().default(0),
    deliverNote: varchar({ length: 500 }),
    cancelReason: varchar({ length: 200 }),
    cancelledBy: integer(),
    signedAt: timestamp({ withTimezone: true }),
    paidAt: timestamp({ withTimezone: true }),
    deliveredAt: timestamp({ withTimezone: true }),
    closedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('personnel_contracts_no_key').on(t.contractNo),
    // one live contract per demand: a second choice cannot start a second contract
    uniqueIndex('personnel_contracts_one_per_need')
      .on(t.needId)
      .where(sql`${t.status} <> 5`),
    index('personnel_contracts_demander_idx').on(t.demanderId),
    index('personnel_contracts_provider_idx').on(t.providerId),
    check('personnel_contracts_amount', sql`${t.amount} > 0`),
  ],
);

/** The demander's comment on a completed contract (personnel_service_comments): once per contract. */
export const personnelComments = pgTable(
  'personnel_comments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    contractId: integer()
      .notNull()
      .references(() => personnelContracts.id),
    authorId: integer()
      .notNull()
      .references(() => users.id),
    providerId: integer()
      .notNull()
      .references(() => users.id),
    stars: smallint().notNull(),
    content: varchar({ length: 500 }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('personnel_comments_once').on(t.contractId),
    index('personnel_comments_provider_idx').on(t.providerId),
    check('personnel_comments_stars', sql`${t.stars} between 1 and 5`),
  ],
);

/** Favourite demands (personnel_collection). */
export const personnelCollections = pgTable(
  'personnel_collections',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    needId: integer()
      .notNull()
      .references(() => personnelNeeds.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('personnel_collections_key').on(t.userId, t.needId)],
);

/** Followed HR firms (personnel_follow), by the firm's user. */
export const personnelFollows = pgTable(
  'personnel_follows',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firmUserId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('personnel_follows_key').on(t.userId, t.firmUserId)],
);

/** Demands the user opened (personnel_history): one row per demand, the latest visit. */
export const personnelHistory = pgTable(
  'personnel_history',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    needId: integer()
      .notNull()
      .references(() => personnelNeeds.id, { onDelete: 'cascade' }),
    viewedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('personnel_history_key').on(t.userId, t.needId), index('personnel_history_recent_idx').on(t.userId, t.viewedAt)],
);

/**
 * The calculator's reference data, one row per city, edited in the back office: contribution base limits
 * in hundredths of a yuan and rates in basis points (1/10000), company and personal parts.
 */
export const personnelCityRates = pgTable(
  'personnel_city_rates',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    cityName: varchar({ length: 50 }).notNull(),
    year: integer().notNull(),
    sbBaseMin: bigint({ mode: 'number' }).notNull(),
    sbBaseMax: bigint({ mode: 'number' }).notNull(),
    /** { pension, medical, unemployment, injury, maternity } each { company, personal } in basis points */
    sbRates: jsonb().notNull(),
    gjjBaseMin: bigint({ mode: 'number' }).notNull(),
    gjjBaseMax: bigint({ mode: 'number' }).notNull(),
    /** housing fund: the same rate for company and person, within these limits (basis points) */
    gjjRateMin: integer().notNull(),
    gjjRateMax: integer().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('personnel_city_rates_city_key').on(t.cityName),
    check(
      'personnel_city_rates_bases',
      sql`${t.sbBaseMin} > 0 and ${t.sbBaseMin} <= ${t.sbBaseMax} and ${t.gjjBaseMin} > 0 and ${t.gjjBaseMin} <= ${t.gjjBaseMax}`,
    ),
  ],
);
