import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './account.ts';
import { companies } from './certification.ts';

// Recruitment and job seeking (spec business-areas §2-7: zpPosition, resumes, interviews). Positions,
// resumes and company pages are zoned content: `exclusiveCode` null = public (modules/domain/scope.ts).
// Dictionary-coded fields keep the dictionary detail's value (xl, gzjy, xzfw, cshy, gwfl).

/** spec Position: id, positionname, salaryrange, workexperience, education, fl, companyname, companySize. */
export const zpPositions = pgTable(
  'zp_positions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    positionname: varchar({ length: 50 }).notNull(),
    /** xzfw value */
    salaryrange: varchar({ length: 8 }).notNull(),
    /** gzjy value */
    workexperience: varchar({ length: 8 }).notNull(),
    /** xl value */
    education: varchar({ length: 8 }).notNull(),
    /** cshy value */
    industry: varchar({ length: 8 }).notNull(),
    city: varchar({ length: 30 }).notNull(),
    /** gwfl values (benefit tags) */
    fl: jsonb().$type<string[]>().notNull().default([]),
    peoplenum: integer().notNull().default(1),
    description: text().notNull(),
    /** 0 awaiting staff review, 1 published, 2 rejected, 3 taken offline by the recruiter */
    positionstatus: smallint().notNull().default(0),
    rejectReason: varchar({ length: 200 }),
    exclusiveCode: varchar({ length: 16 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('zp_positions_status_idx').on(t.positionstatus, t.exclusiveCode),
    index('zp_positions_company_idx').on(t.companyId),
    // zpPosition_list: published, latest first, in one domain (see demands_zone_listing_idx for why two)
    index('zp_positions_zone_listing_idx')
      .on(t.exclusiveCode, t.updatedAt, t.id)
      .where(sql`${t.positionstatus} = 1`),
    index('zp_positions_public_listing_idx')
      .on(t.updatedAt, t.id)
      .where(sql`${t.positionstatus} = 1 and ${t.exclusiveCode} is null`),
  ],
);

/** The company's recruitment page (enterprise_data / business_info): what the certification record lacks. */
export const zpCompanyPages = pgTable('zp_company_pages', {
  companyId: integer()
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  companyTx: varchar({ length: 255 }),
  /** cshy value */
  companyMainIndustry: varchar({ length: 8 }),
  /** gsgm value */
  companySize: varchar({ length: 8 }),
  /** gsxz value */
  companyNature: varchar({ length: 8 }),
  address: varchar({ length: 120 }),
  intro: text(),
  exclusiveCode: varchar({ length: 16 }),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export interface ResumeEducation {
  school: string;
  major: string;
  degree: string;
  start: string;
  end: string;
}
export interface ResumeWork {
  company: string;
  title: string;
  start: string;
  end: string;
  content: string;
}
export interface ResumeProject {
  name: string;
  role: string;
  start: string;
  end: string;
  content: string;
}

/** One resume per seeker (personal_resume, editor_resume). */
export const zpResumes = pgTable(
  'zp_resumes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar({ length: 30 }).notNull(),
    gender: smallint().notNull().default(0),
    birthYear: integer(),
    /** contact details: shown to a company only after the seeker applied to it or accepted its invitation */
    phone: varchar({ length: 20 }).notNull(),
    email: varchar({ length: 60 }),
    city: varchar({ length: 30 }),
    education: varchar({ length: 8 }),
    workexperience: varchar({ length: 8 }),
    expectedPosition: varchar({ length: 50 }),
    expectedSalary: varchar({ length: 8 }),
    expectedCity: varchar({ length: 30 }),
    expectedIndustry: varchar({ length: 8 }),
    summary: text(),
    skills: text(),
    educations: jsonb().$type<ResumeEducation[]>().notNull().default([]),
    works: jsonb().$type<ResumeWork[]>().notNull().default([]),
    projects: jsonb().$type<ResumeProject[]>().notNull().default([]),
    attachmentPath: varchar({ length: 255 }),
    attachmentName: varchar({ length: 120 }),
    /** 1: recruiters may find it in resume search */
    searchable: smallint().notNull().default(1),
    exclusiveCode: varchar({ length: 16 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('zp_resumes_zone_idx').on(t.exclusiveCode),
    // resume search (zpResume_search) in the public domain: searchable resumes, last updated first, read
    // in that order with LIMIT
    index('zp_resumes_public_listing_idx')
      .on(t.updatedAt, t.id)
      .where(sql`${t.searchable} = 1 and ${t.exclusiveCode} is null`),
  ],
);

/** spec pipeline: 0 new, 1 viewed, 2 invited, 3 interviewed, 4 offered, 5 refused */
export const zpApplications = pgTable(
  'zp_applications',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    positionId: integer()
      .notNull()
      .references(() => zpPositions.id, { onDelete: 'cascade' }),
    resumeId: integer()
      .notNull()
      .references(() => zpResumes.id, { onDelete: 'cascade' }),
    seekerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    status: smallint().notNull().default(0),
    note: varchar({ length: 300 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('zp_applications_position_seeker_key').on(t.positionId, t.seekerId),
    index('zp_applications_company_idx').on(t.companyId, t.status),
  ],
);

/** Interview invitations (notice class 08). state: 0 awaiting the seeker, 1 accepted, 2 refused, 3 reschedule asked, 4 cancelled */
export const zpInterviews = pgTable(
  'zp_interviews',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    applicationId: integer().references(() => zpApplications.id, { onDelete: 'cascade' }),
    positionId: integer()
      .notNull()
      .references(() => zpPositions.id, { onDelete: 'cascade' }),
    resumeId: integer()
      .notNull()
      .references(() => zpResumes.id, { onDelete: 'cascade' }),
    seekerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recruiterId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    interviewTime: timestamp({ withTimezone: true }).notNull(),
    /** 1 video interview (job_video), 0 on site */
    video: smallint().notNull().default(0),
    place: varchar({ length: 120 }),
    note: varchar({ length: 300 }),
    state: smallint().notNull().default(0),
    reply: varchar({ length: 300 }),
    proposedTime: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('zp_interviews_seeker_idx').on(t.seekerId), index('zp_interviews_company_idx').on(t.companyId)],
);

/** A seeker's favourite positions (my_collect). */
export const zpCollects = pgTable(
  'zp_collects',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    positionId: integer()
      .notNull()
      .references(() => zpPositions.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('zp_collects_key').on(t.userId, t.positionId)],
);

/** Companies a seeker follows (my_concern). */
export const zpConcerns = pgTable(
  'zp_concerns',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('zp_concerns_key').on(t.userId, t.companyId)],
);

/** Companies a seeker hides his resume from (shielding_enterprises). */
export const zpShields = pgTable(
  'zp_shields',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('zp_shields_key').on(t.userId, t.companyId)],
);

/**
 * spec zpJpLooked_add {userid, positionoruserid, type}: browsing records. type 1 a seeker viewed a
 * position (company_historay), 2 a recruiter viewed a resume (jl_historay, and "who viewed my resume").
 * One row per viewer and object; a later view moves it to the top.
 */
export const zpLooked = pgTable(
  'zp_looked',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: smallint().notNull(),
    targetId: integer().notNull(),
    /** the viewing company, for resume views */
    companyId: integer().references(() => companies.id, { onDelete: 'cascade' }),
    lookedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('zp_looked_key').on(t.userId, t.type, t.targetId), index('zp_looked_target_idx').on(t.type, t.targetId)],
);

/** Reports of a fake position, into the staff review queue (kind zp-report). state 0 pending, 1 upheld, 2 dismissed */
export const zpReports = pgTable('zp_reports', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  userId: integer()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  positionId: integer()
    .notNull()
    .references(() => zpPositions.id, { onDelete: 'cascade' }),
  reason: varchar({ length: 300 }).notNull(),
  state: smallint().notNull().default(0),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Job alerts: a seeker's saved search; each newly approved matching position becomes a notice. */
export const zpAlerts = pgTable(
  'zp_alerts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    keyword: varchar({ length: 50 }),
    city: varchar({ length: 30 }),
    salaryrange: varchar({ length: 8 }),
    workexperience: varchar({ length: 8 }),
    education: varchar({ length: 8 }),
    industry: varchar({ length: 8 }),
    exclusiveCode: varchar({ length: 16 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('zp_alerts_user_idx').on(t.userId)],
);
