import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity({ startWith: 1000 }),
    /** spec: User.name, the account (6 to 12 letters or digits) */
    name: varchar({ length: 32 }).notNull(),
    phone: varchar({ length: 11 }).notNull(),
    passwordHash: text().notNull(),
    nickName: varchar({ length: 20 }),
    /** The exclusive domain (private zone) the user belongs to; null = public domain. */
    exclusiveCode: varchar({ length: 16 }),
    sign: varchar({ length: 50 }),
    job: varchar({ length: 200 }),
    jobId: varchar({ length: 100 }),
    province: varchar({ length: 20 }),
    cityId: varchar({ length: 20 }),
    area: varchar({ length: 20 }),
    icon: varchar({ length: 255 }),
    /** spec: status 1 disabled */
    status: smallint().notNull().default(0),
    /** spec: auth 0 unfilled, 1 individual, 2 company, 3 HR agency */
    auth: smallint().notNull().default(0),
    /** Back-office role; null for marketplace users. */
    staffRole: varchar({ length: 16 }),
    studyCount: integer().notNull().default(0),
    /** spec: insurance proof status 0 not uploaded, 1 pending, 2 approved, 3 rejected */
    insuranceStatus: smallint().notNull().default(0),
    insurancePath: varchar({ length: 255 }),
    /** The reviewer's name and remark on the insurance proof (spec: insuranceName, insuranceRemak). */
    insuranceName: varchar({ length: 50 }),
    insuranceRemark: varchar({ length: 255 }),
    insuranceSubmittedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Accounts are unique regardless of case, so Person01 cannot sit beside person01.
    uniqueIndex('users_name_lower_key').on(sql`lower(${t.name})`),
    uniqueIndex('users_phone_key').on(t.phone),
    index('users_exclusive_code_idx').on(t.exclusiveCode),
    // the staff dashboard's new users per day over 30 days
    index('users_created_at_idx').on(t.createdAt),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: varchar({ length: 64 }).primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** spec (user agreement): one PC and one mobile login at a time */
    deviceClass: varchar({ length: 8 }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    endedAt: timestamp({ withTimezone: true }),
    /** replaced | logout | disabled | password | expired */
    endReason: varchar({ length: 16 }),
    userAgent: varchar({ length: 255 }),
    ip: varchar({ length: 64 }),
  },
  (t) => [
    // The database itself refuses a second open session of one device class for one user.
    uniqueIndex('sessions_one_open_per_class')
      .on(t.userId, t.deviceClass)
      .where(sql`${t.endedAt} is null`),
  ],
);

/** After a failed login the account must pass a captcha; kept in the database so every instance agrees. */
export const loginGuards = pgTable('login_guards', {
  subject: varchar({ length: 64 }).primaryKey(),
  failures: integer().notNull().default(0),
  captchaRequired: boolean().notNull().default(false),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const captchas = pgTable('captchas', {
  id: varchar({ length: 64 }).primaryKey(),
  answerHash: varchar({ length: 128 }).notNull(),
  subject: varchar({ length: 64 }).notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  usedAt: timestamp({ withTimezone: true }),
});

/** Fixed-window counters for rate limits (per account, per address), shared by all instances. */
export const rateCounters = pgTable('rate_counters', {
  key: varchar({ length: 128 }).primaryKey(),
  windowStart: timestamp({ withTimezone: true }).notNull(),
  count: integer().notNull(),
});

/**
 * SMS codes (spec: 6 digits, valid 5 minutes, single use). Only a keyed hash is kept, so a database
 * reader cannot log in with a pending code; wrong guesses are counted and end the code.
 */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    phone: varchar({ length: 11 }).notNull(),
    /** login | reset | phone */
    purpose: varchar({ length: 8 }).notNull(),
    codeHash: varchar({ length: 64 }).notNull(),
    /** The user the code was requested for (the phone change: the user who asked). */
    userId: integer(),
    failures: smallint().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('sms_codes_phone_idx').on(t.phone, t.purpose, t.createdAt)],
);

/**
 * QR logins (spec: the code is valid 60 s; after a scan the server pushes the session over
 * QrCodeWebsocket?UUIDStr=). The uuid is the secret the desktop shows; a code is confirmed at most once.
 */
export const qrLogins = pgTable('qr_logins', {
  uuid: varchar({ length: 64 }).primaryKey(),
  /** pending | scanned | confirmed */
  status: varchar({ length: 12 }).notNull().default('pending'),
  userId: integer().references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  confirmedAt: timestamp({ withTimezone: true }),
  /** The device that asked for the code (address and User-Agent): the confirming phone is shown where it is. */
  requestIp: varchar({ length: 64 }),
  requestUa: varchar({ length: 300 }),
  /** When a desktop started waiting on the code: one listener per code, so nobody else can hear its session. */
  listenerAt: timestamp({ withTimezone: true }),
});

/** WeChat and QQ identities linked to accounts (one of each kind per user, one user per identity). */
export const userOauth = pgTable(
  'user_oauth',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** wechat | qq */
    kind: varchar({ length: 8 }).notNull(),
    openId: varchar({ length: 128 }).notNull(),
    nickname: varchar({ length: 50 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_oauth_identity_key').on(t.kind, t.openId), uniqueIndex('user_oauth_user_kind_key').on(t.userId, t.kind)],
);

/**
 * One third-party authorisation in a popup. The opener names it by a random key it keeps (only the hash
 * is stored), so the popup's result reaches that browser alone (spec: user_checkLoginStatus).
 */
export const oauthStates = pgTable('oauth_states', {
  state: varchar({ length: 64 }).primaryKey(),
  keyHash: varchar({ length: 64 }).notNull().unique(),
  kind: varchar({ length: 8 }).notNull(),
  /** login | bind */
  purpose: varchar({ length: 8 }).notNull(),
  /** The account binding (purpose bind), or the account found (login). */
  userId: integer().references(() => users.id, { onDelete: 'cascade' }),
  /** pending | done | unlinked | conflict | consumed */
  status: varchar({ length: 12 }).notNull().default('pending'),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
});
