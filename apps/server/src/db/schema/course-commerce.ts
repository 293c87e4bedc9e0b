import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, smallint, timestamp, uniqueIndex, varchar, bigint } from 'drizzle-orm/pg-core';
import { articles } from './articles.ts';
import { users } from './account.ts';

// The buyer side of the course marketplace (spec accounts-wallet-courses.md sections 3-5): cart, orders,
// reviews, enterprise cooperation keys, learning progress and refunds. Money in integer hundredths.

const money = () => bigint({ mode: 'number' });

/** spec: Cart item (id, article). One line per course and user. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    articleId: integer()
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cart_items_user_article_key').on(t.userId, t.articleId)],
);

/**
 * spec: Order (orderId, orderName, orderPrice, orderState, orderCreatetime, orderSeleerid, saleUser,
 * orderDetailsList). One course per order, so each order has one seller and one payment; the orders
 * submitted together share `listId` (the /shopping_cart/orderpay?id&listId link).
 * State: 0 awaiting payment, 1 paid, 5 reviewed, 3 refunded, 4 cancelled (unpaid after 30 days).
 */
export const courseOrders = pgTable(
  'course_orders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** spec orderId: the number shown and the wallet's order reference */
    orderCode: varchar({ length: 32 }).notNull(),
    listId: varchar({ length: 32 }).notNull(),
    buyerId: integer()
      .notNull()
      .references(() => users.id),
    sellerId: integer()
      .notNull()
      .references(() => users.id),
    articleId: integer()
      .notNull()
      .references(() => articles.id),
    /** the title and price when ordered */
    orderName: varchar({ length: 30 }).notNull(),
    price: money().notNull(),
    state: smallint().notNull().default(0),
    /** 'wallet' | 'key' | 'wechat' once paid */
    payMode: varchar({ length: 10 }),
    /** who was charged: the buyer, or the company behind an enterprise key */
    payerId: integer(),
    keyId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp({ withTimezone: true }),
    closedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('course_orders_code_key').on(t.orderCode),
    index('course_orders_buyer_idx').on(t.buyerId, t.createdAt),
    index('course_orders_seller_idx').on(t.sellerId, t.createdAt),
    index('course_orders_unpaid_idx').on(t.state, t.createdAt),
    check('course_orders_state', sql`${t.state} in (0, 1, 3, 4, 5)`),
    check('course_orders_price', sql`${t.price} >= 0`),
  ],
);

/** spec: Review (orderId, allScore 1-5, content). One per order. */
export const courseEvaluations = pgTable(
  'course_evaluations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => courseOrders.id),
    articleId: integer()
      .notNull()
      .references(() => articles.id),
    userId: integer()
      .notNull()
      .references(() => users.id),
    allScore: smallint().notNull(),
    content: varchar({ length: 500 }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('course_evaluations_order_key').on(t.orderId),
    index('course_evaluations_article_idx').on(t.articleId, t.createdAt),
    check('course_evaluations_score', sql`${t.allScore} between 1 and 5`),
  ],
);

/**
 * Enterprise cooperation keys: a company's budget for its people's courses. The secret is shown once and
 * kept only as a SHA-256 hash (it is 192 random bits, so a fast hash is enough). The unspent budget is a
 * wallet hold on the company's account (`holdId`), so it cannot be spent twice nor withdrawn.
 */
export const enterpriseKeys = pgTable(
  'enterprise_keys',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer()
      .notNull()
      .references(() => users.id),
    keyHash: varchar({ length: 64 }).notNull(),
    /** the first characters, so the company can tell its keys apart */
    keyHint: varchar({ length: 12 }).notNull(),
    name: varchar({ length: 30 }).notNull(),
    budget: money().notNull(),
    spent: money().notNull().default(0),
    /** the current wallet hold of the unspent budget; null once revoked, expired or spent */
    holdId: integer(),
    /** bumps with each re-hold, making the hold trade codes unique */
    holdSeq: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('enterprise_keys_hash_key').on(t.keyHash),
    index('enterprise_keys_company_idx').on(t.companyId, t.createdAt),
    check('enterprise_keys_budget', sql`${t.budget} > 0 and ${t.spent} between 0 and ${t.budget}`),
  ],
);

export const enterpriseKeyUses = pgTable(
  'enterprise_key_uses',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    keyId: integer()
      .notNull()
      .references(() => enterpriseKeys.id),
    orderId: integer()
      .notNull()
      .references(() => courseOrders.id),
    userId: integer()
      .notNull()
      .references(() => users.id),
    amount: money().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('enterprise_key_uses_order_key').on(t.orderId), index('enterprise_key_uses_key_idx').on(t.keyId, t.createdAt)],
);

/** Learning progress per section (the section id is the author side's; a plain integer here). */
export const learningProgress = pgTable(
  'learning_progress',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    articleId: integer()
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    sectionId: integer().notNull(),
    percent: smallint().notNull().default(0),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.articleId, t.sectionId] }),
    check('learning_progress_percent', sql`${t.percent} between 0 and 100`),
  ],
);

/** spec (user agreement): a course with no learning done is refunded once, to the wallet that paid. */
export const courseRefunds = pgTable(
  'course_refunds',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => courseOrders.id),
    userId: integer()
      .notNull()
      .references(() => users.id),
    amount: money().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('course_refunds_order_key').on(t.orderId)],
);
