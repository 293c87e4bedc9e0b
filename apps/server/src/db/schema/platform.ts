import { index, integer, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';

/** spec: config_getConfig configKey/configStatus ('01' on) */
export const platformConfigs = pgTable('platform_configs', {
  configKey: varchar({ length: 64 }).primaryKey(),
  configStatus: varchar({ length: 8 }).notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const dictionaries = pgTable('dictionaries', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  /** spec: dictionary numbers xl, gzjy, xmlx, ..., integralRule */
  number: varchar({ length: 32 }).notNull().unique(),
  name: varchar({ length: 50 }).notNull(),
});

export const dictionaryDetails = pgTable(
  'dictionary_details',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    dictionaryId: integer()
      .notNull()
      .references(() => dictionaries.id, { onDelete: 'cascade' }),
    name: varchar({ length: 100 }).notNull(),
    value: varchar({ length: 255 }).notNull(),
    varchar1: varchar({ length: 255 }),
    sort: integer().notNull().default(0),
  },
  (t) => [index('dictionary_details_dictionary_idx').on(t.dictionaryId, t.sort)],
);

/** Course (article) types: groups (parentId null) and their children, for dictionary_lxjhList. */
export const articleTypes = pgTable(
  'article_types',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    parentId: integer(),
    name: varchar({ length: 50 }).notNull(),
    value: varchar({ length: 32 }).notNull().unique(),
    sort: integer().notNull().default(0),
  },
  (t) => [index('article_types_parent_idx').on(t.parentId, t.sort)],
);

/** China's provinces (level 1), cities (2) and districts (3); id is the administrative code. */
export const areas = pgTable(
  'areas',
  {
    id: integer().primaryKey(),
    parentId: integer(),
    name: varchar({ length: 50 }).notNull(),
    level: smallint().notNull(),
  },
  (t) => [index('areas_parent_idx').on(t.parentId)],
);

export const banners = pgTable('banners', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  title: varchar({ length: 50 }).notNull(),
  // The words over the picture are text (they scale on a phone and staff edit them): the title above, then these.
  subtitle: varchar({ length: 60 }).notNull().default(''),
  buttonText: varchar({ length: 10 }).notNull().default(''),
  bannerPath: varchar({ length: 255 }).notNull(),
  bannerUrl: varchar({ length: 255 }).notNull(),
  bannerType: varchar({ length: 8 }).notNull(),
  sort: integer().notNull().default(0),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
