import { index, integer, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './account.ts';

// The minimal certification records the account side reads (spec section 3: company record,
// personal information, HR firm). The certification flows add their own fields when they arrive.
// Audit states: 0 pending, 1 approved, 2 rejected.

export const companies = pgTable(
  'companies',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyName: varchar({ length: 100 }).notNull(),
    companyAuditState: smallint().notNull().default(0),
    /** company_store fields (spec §3 Company): licence image, industry, size, logo */
    licensePath: varchar({ length: 255 }),
    companyMainIndustry: varchar({ length: 50 }),
    companySize: varchar({ length: 50 }),
    companyTx: varchar({ length: 255 }),
    companyAddress: varchar({ length: 200 }),
    companyIntro: varchar({ length: 2000 }),
    /** the staff's reason when rejected (state 2) */
    auditReason: varchar({ length: 200 }),
    /** spec §5: company info is zoned content (null = public) */
    exclusiveCode: varchar({ length: 16 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('companies_user_idx').on(t.userId)],
);

export const personalInformation = pgTable('personal_information', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  userId: integer()
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: varchar({ length: 50 }).notNull(),
  jpAuditState: smallint().notNull().default(0),
  /** personal_certification fields: ID number and the two ID images */
  idNumber: varchar({ length: 18 }),
  idFrontPath: varchar({ length: 255 }),
  idBackPath: varchar({ length: 255 }),
  auditReason: varchar({ length: 200 }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const rsFirms = pgTable(
  'rs_firms',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firmname: varchar({ length: 100 }).notNull(),
    /** spec: memberStatus 1 = member; design: 0 never a member, 2 membership ended (modules/personnel/firm.service.ts) */
    memberStatus: smallint().notNull().default(0),
    auditState: smallint().notNull().default(0),
    // The personnel agency's certification of /personnel/main_info: what staff check before approving.
    contactName: varchar({ length: 50 }),
    contactPhone: varchar({ length: 20 }),
    /** 统一社会信用代码 */
    licenseNo: varchar({ length: 18 }),
    /** 营业执照 / 人力资源服务许可证 images (upload paths) */
    licensePath: varchar({ length: 255 }),
    permitPath: varchar({ length: 255 }),
    cityName: varchar({ length: 50 }),
    address: varchar({ length: 200 }),
    intro: text(),
    rejectReason: varchar({ length: 200 }),
    /** end of the paid membership year; memberStatus follows it (hourly sweep) */
    memberUntil: timestamp({ withTimezone: true }),
    /** when the "membership ends soon" notice went out for the current term (null: not yet) */
    memberNoticeAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rs_firms_user_idx').on(t.userId)],
);

/** The recruiter's personal data for recruitment (zpGrzl; spec (3,5,2): needed to publish a position). */
export const zpGrzl = pgTable(
  'zp_grzl',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar({ length: 50 }).notNull(),
    /** recruitment's people_data page (modules/recruitment): how applicants see the recruiter */
    title: varchar({ length: 30 }),
    phone: varchar({ length: 20 }),
    email: varchar({ length: 60 }),
    auditState: smallint().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('zp_grzl_user_idx').on(t.userId)],
);
