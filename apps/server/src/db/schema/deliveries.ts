import { index, integer, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './account.ts';

/**
 * The deliveries of sharing orders and personnel contracts (modules/deliveries): each delivery the provider
 * makes, with its files, and the buyer's decision (DELIVERY_STATE: 0 pending, 1 accepted, 2 rejected with
 * a reason). Rows are never rewritten by a new delivery, so the history of deliveries and rejections stays
 * for both sides. `area` and `ref` name the engagement ('sharing' and the order id, 'personnel' and the
 * contract id). Short-term demands keep their own spec table (demand_deliveries) with the same states.
 */
export const deliveries = pgTable(
  'deliveries',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    area: varchar({ length: 16 }).notNull(),
    ref: integer().notNull(),
    providerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    buyerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    note: varchar({ length: 2000 }).notNull(),
    files: varchar({ length: 255 })
      .array()
      .notNull()
      .default(sql`'{}'::varchar[]`),
    state: smallint().notNull().default(0),
    reason: varchar({ length: 200 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('deliveries_ref_idx').on(t.area, t.ref, t.createdAt)],
);

/** The name a delivery file was uploaded under (upload_uploadDelivery), shown in the history beside its path. */
export const deliveryUploads = pgTable('delivery_uploads', {
  path: varchar({ length: 255 }).primaryKey(),
  userId: integer()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: varchar({ length: 200 }).notNull(),
  size: integer().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
