import { index, integer, pgTable, primaryKey, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';

// Matching (issue 27): one skills vocabulary that positions, demands, resumes, profiles, HR firms'
// services and courses are linked to by id (apps/server/src/modules/skills extracts them from text).

/** A skill of the vocabulary. `covers`: the skills an umbrella term stands for (前端 -> Vue, React). */
export const skills = pgTable('skills', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: varchar({ length: 40 }).notNull().unique(),
  category: varchar({ length: 20 }).notNull(),
  covers: integer().array().notNull().default([]),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every spelling text may use for a skill, normalised (lowercase, half-width, no spaces, hyphens or dots):
 * the primary key makes an alias mean one skill only. The skill's own name is one of its aliases.
 */
export const skillAliases = pgTable(
  'skill_aliases',
  {
    alias: varchar({ length: 80 }).primaryKey(),
    skillId: integer()
      .notNull()
      .references(() => skills.id, { onDelete: 'cascade' }),
    /** as staff typed it, for the dictionary page */
    spelling: varchar({ length: 40 }).notNull(),
  },
  (t) => [index('skill_aliases_skill_idx').on(t.skillId)],
);

/**
 * Which entity carries which skill. kind: SKILL_KIND in modules/skills (position, demand, resume, profile,
 * firm, course, HR demand). weight: 2 required, 1 nice to have. The second index answers "who has skill X" for the
 * recommendation candidates without scanning an area's table.
 */
export const skillLinks = pgTable(
  'skill_links',
  {
    kind: smallint().notNull(),
    entityId: integer().notNull(),
    skillId: integer()
      .notNull()
      .references(() => skills.id, { onDelete: 'cascade' }),
    weight: smallint().notNull().default(2),
  },
  (t) => [primaryKey({ columns: [t.kind, t.entityId, t.skillId] }), index('skill_links_by_skill_idx').on(t.kind, t.skillId, t.entityId)],
);
