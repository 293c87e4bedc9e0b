import { bigint, check, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * The sharing section (spec business-areas "Sharing group"): projects and services (kind project|server)
 * published by certified users, reviewed by staff (status 0 review, 1 listed, 2 rejected, 3 offline),
 * zoned (exclusiveCode, null = public) like the other published content.
 */
export const shareItems = pgTable(
  'share_items',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    kind: varchar({ length: 8 }).notNull(),
    userId: integer().notNull(),
    title: varchar({ length: 30 }).notNull(),
    category: varchar({ length: 20 }).notNull(),
    /** hundredths of a coin, per unit; bigint because the form allows 8 integer digits (int4 ends at 21,474,836.47) */
    price: bigint({ mode: 'number' }).notNull(),
    unit: varchar({ length: 8 }).notNull(),
    /** delivery period in days */
    period: integer().notNull(),
    cityName: varchar({ length: 20 }),
    summary: varchar({ length: 100 }).notNull(),
    /** rich text, sanitised before it is stored */
    content: text().notNull(),
    images: varchar({ length: 255 })
      .array()
      .notNull()
      .default(sql`'{}'::varchar[]`),
    status: smallint().notNull().default(0),
    reviewReason: varchar({ length: 200 }),
    exclusiveCode: varchar({ length: 16 }),
    readCount: integer().notNull().default(0),
    orderCount: integer().notNull().default(0),
    /** the buyers' ratings of completed orders (share_ratings): how many, and their stars summed */
    ratingCount: integer().notNull().default(0),
    ratingSum: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('share_items_list_idx').on(t.kind, t.status, t.createdAt),
    // the public list's price and most-sold orders (px 1-3), read in their order with LIMIT
    index('share_items_public_price_idx')
      .on(t.kind, t.price, t.id)
      .where(sql`${t.status} = 1 and ${t.exclusiveCode} is null`),
    index('share_items_public_sold_idx')
      .on(t.kind, t.orderCount, t.id)
      .where(sql`${t.status} = 1 and ${t.exclusiveCode} is null`),
    index('share_items_user_idx').on(t.userId, t.kind),
    check('share_items_price_positive', sql`${t.price} > 0`),
  ],
);

/** The provider's own words on his sharing pages (my_certification). */
export const shareProfiles = pgTable('share_profiles', {
  userId: integer().primaryKey(),
  intro: varchar({ length: 500 }).notNull().default(''),
  skills: varchar({ length: 100 }).notNull().default(''),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const shareCollections = pgTable(
  'share_collections',
  {
    userId: integer().notNull(),
    itemId: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.itemId] }), index('share_collections_user_idx').on(t.userId, t.createdAt)],
);

/** The last view of an item per user (my_historay_list). */
export const shareHistory = pgTable(
  'share_history',
  {
    userId: integer().notNull(),
    itemId: integer().notNull(),
    viewedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.itemId] }), index('share_history_user_idx').on(t.userId, t.viewedAt)],
);

/**
 * An order of a project or service. State: 0 unpaid, 1 paid (escrow holds it), 2 delivered,
 * 3 completed (escrow released to the seller), 4 cancelled unpaid, 5 cancelled paid (escrow returned).
 * The money lives in the escrow (area 'sharing', ref = order id), never in this row.
 */
export const shareOrders = pgTable(
  'share_orders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderCode: varchar({ length: 32 }).notNull(),
    itemId: integer().notNull(),
    kind: varchar({ length: 8 }).notNull(),
    buyerId: integer().notNull(),
    sellerId: integer().notNull(),
    title: varchar({ length: 30 }).notNull(),
    // bigint: a price of 8 integer digits, and 99 units of it, pass int4
    unitPrice: bigint({ mode: 'number' }).notNull(),
    unit: varchar({ length: 8 }).notNull(),
    quantity: integer().notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    remark: varchar({ length: 500 }).notNull().default(''),
    contactName: varchar({ length: 20 }).notNull(),
    contactPhone: varchar({ length: 11 }).notNull(),
    state: smallint().notNull().default(0),
    deliveryNote: varchar({ length: 1000 }),
    deliveryFiles: varchar({ length: 255 })
      .array()
      .notNull()
      .default(sql`'{}'::varchar[]`),
    cancelReason: varchar({ length: 200 }),
    cancelledBy: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp({ withTimezone: true }),
    deliveredAt: timestamp({ withTimezone: true }),
    completedAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    /** the stars of the buyer's rating (share_ratings), null until he rates the completed order */
    rating: smallint(),
  },
  (t) => [
    uniqueIndex('share_orders_code_key').on(t.orderCode),
    index('share_orders_buyer_idx').on(t.buyerId, t.createdAt),
    index('share_orders_seller_idx').on(t.sellerId, t.createdAt),
    check('share_orders_amount_positive', sql`${t.amount} > 0 and ${t.amount} = ${t.unitPrice} * ${t.quantity}`),
  ],
);

/**
 * The buyer's rating of a completed order: 1-5 stars and a comment, once per order. The item keeps the
 * count and the sum of its stars (share_items.ratingCount / ratingSum), as courses keep theirs.
 */
export const shareRatings = pgTable(
  'share_ratings',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer().notNull(),
    itemId: integer().notNull(),
    userId: integer().notNull(),
    stars: smallint().notNull(),
    content: varchar({ length: 500 }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('share_ratings_order_key').on(t.orderId),
    index('share_ratings_item_idx').on(t.itemId, t.createdAt),
    check('share_ratings_stars', sql`${t.stars} between 1 and 5`),
  ],
);
