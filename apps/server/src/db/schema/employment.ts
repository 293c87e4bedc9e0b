import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './account.ts';

// Short-term hire (spec business-areas §3 Short-term demand, Order details, Job needs, Demand payment).
// Money is integer hundredths of a coin; the deposit itself lives in the demand's escrow
// (modules/ledger/escrow.ts, area 'demand', ref = demand id), never in these rows.
const money = () => bigint({ mode: 'number' });
const created = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/** lhyhneed. status: see DEMAND_STATUS in packages/shared/src/actions/employment.ts */
export const demands = pgTable(
  'demands',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** 0 short-term, 1 long-term project (home lists, /employment?needCd=) */
    needCd: smallint().notNull().default(0),
    needtitle: varchar({ length: 100 }).notNull(),
    needtype: varchar({ length: 50 }).notNull(),
    xl: varchar({ length: 50 }),
    projecttime: integer().notNull(),
    /** monthly amount per person */
    daymoney: money().notNull(),
    countmoney: money().notNull(),
    settletype: varchar({ length: 50 }),
    isdeduction: smallint().notNull().default(0),
    exprince: varchar({ length: 100 }),
    pay: text().notNull().default(''),
    sf: varchar({ length: 50 }),
    city: varchar({ length: 50 }),
    area: varchar({ length: 50 }),
    cityName: varchar({ length: 50 }),
    address: varchar({ length: 200 }),
    /** 1 on-site, else remote */
    iszc: smallint().notNull().default(0),
    name: varchar({ length: 50 }).notNull(),
    settlementmodes: smallint().notNull().default(1),
    settlementname: varchar({ length: 100 }),
    phone: varchar({ length: 20 }).notNull(),
    tel: varchar({ length: 30 }),
    /** the deposit the fee rule asks for, fixed when the demand is approved */
    deposit: money().notNull(),
    status: smallint().notNull().default(0),
    auditReason: varchar({ length: 200 }),
    lookCount: integer().notNull().default(0),
    exclusiveCode: varchar({ length: 16 }),
    createdAt: created(),
    endedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('demands_user_idx').on(t.userId),
    index('demands_status_idx').on(t.status, t.createdAt),
    // lhyhneed_list (the home page and /employment): in progress, newest first, in one domain. A zone's
    // list walks the first index by its code; the public domain's (exclusive_code IS NULL, which is not an
    // equality to the planner and so cannot order by the next columns) has its own. Ascending columns: a
    // backward scan gives the lists' DESC order. Bench: demand list (50k), a sort of every row before.
    index('demands_zone_listing_idx')
      .on(t.exclusiveCode, t.createdAt, t.id)
      .where(sql`${t.status} in (3, 4)`),
    index('demands_public_listing_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.status} in (3, 4) and ${t.exclusiveCode} is null`),
    // The public list's other orders and its category filter, each walked in its order so the page is
    // read with LIMIT instead of sorting every demand (50k: budget order 40 ms -> 0.02 ms, most viewed
    // 23 ms -> 0.03 ms); the capped count reads the same index only. Budget low to high keeps the newest
    // first among equal budgets, hence its own column order.
    index('demands_public_budget_idx')
      .on(t.countmoney, t.id)
      .where(sql`${t.status} in (3, 4) and ${t.exclusiveCode} is null`),
    index('demands_public_budget_up_idx')
      .on(t.countmoney, t.id.desc())
      .where(sql`${t.status} in (3, 4) and ${t.exclusiveCode} is null`),
    index('demands_public_views_idx')
      .on(t.lookCount, t.id)
      .where(sql`${t.status} in (3, 4) and ${t.exclusiveCode} is null`),
    index('demands_public_type_idx')
      .on(t.needtype, t.createdAt, t.id)
      .where(sql`${t.status} in (3, 4) and ${t.exclusiveCode} is null`),
  ],
);

/** The job-needs list of a demand. */
export const demandJobs = pgTable(
  'demand_jobs',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    demandId: integer()
      .notNull()
      .references(() => demands.id, { onDelete: 'cascade' }),
    position: varchar({ length: 50 }).notNull(),
    workyear: varchar({ length: 50 }).notNull(),
    peoplenum: integer().notNull(),
    keytechnologies: varchar({ length: 200 }).notNull().default(''),
  },
  (t) => [index('demand_jobs_demand_idx').on(t.demandId)],
);

/**
 * lhyhneedPay: a deposit or project top-up. Bank transfers wait for staff (state 0 → 1 confirmed / 2
 * rejected); wallet payments are confirmed at once. One open deposit per demand (partial unique index).
 */
export const demandPays = pgTable(
  'demand_pays',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    demandId: integer()
      .notNull()
      .references(() => demands.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** deposit | topup */
    kind: varchar({ length: 8 }).notNull(),
    /** bank | wallet */
    source: varchar({ length: 8 }).notNull(),
    /** coins (hundredths) credited to the escrow */
    amount: money().notNull(),
    payProof: varchar({ length: 1400 }),
    payCompanyName: varchar({ length: 100 }),
    state: smallint().notNull().default(0),
    auditReason: varchar({ length: 200 }),
    tradeCode: varchar({ length: 40 }),
    createdAt: created(),
  },
  (t) => [index('demand_pays_demand_idx').on(t.demandId)],
);

/** Applications to a demand: 0 applied, 1 accepted, 2 declined. */
export const demandApplications = pgTable(
  'demand_applications',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    demandId: integer()
      .notNull()
      .references(() => demands.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: smallint().notNull().default(0),
    createdAt: created(),
  },
  (t) => [uniqueIndex('demand_applications_key').on(t.demandId, t.userId), index('demand_applications_user_idx').on(t.userId)],
);

/** Deliveries by an accepted worker: 0 awaiting review, 1 accepted, 2 returned. */
export const demandDeliveries = pgTable(
  'demand_deliveries',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    demandId: integer()
      .notNull()
      .references(() => demands.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: varchar({ length: 2000 }).notNull(),
    files: varchar({ length: 1400 }),
    state: smallint().notNull().default(0),
    reason: varchar({ length: 200 }),
    createdAt: created(),
  },
  (t) => [index('demand_deliveries_demand_idx').on(t.demandId)],
);

/** Payment requests (付款申请) of a worker, audited by the publisher: 0 pending, 1 paid, 2 rejected. */
export const demandPayRequests = pgTable(
  'demand_pay_requests',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    demandId: integer()
      .notNull()
      .references(() => demands.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** the publisher who audits it (paymentInfoPC_payment entity.auditUser) */
    auditUserId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: money().notNull(),
    remark: varchar({ length: 200 }).notNull().default(''),
    state: smallint().notNull().default(0),
    reason: varchar({ length: 200 }),
    createdAt: created(),
  },
  (t) => [index('demand_pay_requests_audit_idx').on(t.auditUserId, t.state), index('demand_pay_requests_demand_idx').on(t.demandId)],
);

export const demandCollects = pgTable(
  'demand_collects',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    demandId: integer()
      .notNull()
      .references(() => demands.id, { onDelete: 'cascade' }),
    createdAt: created(),
  },
  (t) => [uniqueIndex('demand_collects_key').on(t.userId, t.demandId)],
);

/** Footprints (lhyhneedLooked_add): type 1 short-term demand; the latest look per user and object. */
export const footprints = pgTable(
  'footprints',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: smallint().notNull(),
    targetId: integer().notNull(),
    lookedAt: created(),
  },
  (t) => [uniqueIndex('footprints_key').on(t.userId, t.type, t.targetId)],
);
