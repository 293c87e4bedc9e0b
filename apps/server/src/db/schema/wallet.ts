import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './account.ts';

// The wallet is a double-entry ledger (ARCHITECTURE.md "Data"). Amounts are integer hundredths of a coin.
// bigint in mode 'number' is exact up to 2^53 hundredths, far beyond any balance the 8-digit rule allows.
const money = () => bigint({ mode: 'number' });

/**
 * Every holder of coins: one wallet per user (kind 'user'), the platform's own accounts (kind
 * 'platform', named by code) and one escrow account per engagement (kind 'escrow', see `escrows`). All balances together sum to zero; a user's available balance
 * (balance - held) is never negative, which the database itself enforces.
 */
export const walletAccounts = pgTable(
  'wallet_accounts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    kind: varchar({ length: 8 }).notNull(),
    userId: integer().references(() => users.id, { onDelete: 'restrict' }),
    code: varchar({ length: 32 }),
    name: varchar({ length: 50 }).notNull(),
    balance: money().notNull().default(0),
    held: money().notNull().default(0),
    /** scrypt over HMAC(pepper, password); null = no payment password yet */
    payPwdHash: text(),
    payPwdFailures: integer().notNull().default(0),
    payLockedUntil: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wallet_accounts_user_key').on(t.userId),
    uniqueIndex('wallet_accounts_code_key').on(t.code),
    check('wallet_accounts_kind', sql`${t.kind} in ('user', 'platform', 'escrow')`),
    check(
      'wallet_accounts_owner',
      sql`(${t.kind} = 'user' and ${t.userId} is not null) or (${t.kind} in ('platform', 'escrow') and ${t.code} is not null)`,
    ),
    // invariant 7: an escrow never pays out more than was deposited into it
    check('wallet_accounts_escrow_nonnegative', sql`${t.kind} <> 'escrow' or ${t.balance} >= 0`),
    // invariant 2: a user's available balance never goes below zero; holds are never negative
    check('wallet_accounts_available', sql`${t.kind} <> 'user' or (${t.held} >= 0 and ${t.balance} - ${t.held} >= 0)`),
  ],
);

/** One movement of coins between two accounts; its trade code is the idempotency key (invariant 4). */
export const walletTransfers = pgTable(
  'wallet_transfers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tradeCode: varchar({ length: 80 }).notNull(),
    /** topup | pay | withdraw | payout | reversal */
    kind: varchar({ length: 16 }).notNull(),
    fromAccountId: integer()
      .notNull()
      .references(() => walletAccounts.id),
    toAccountId: integer()
      .notNull()
      .references(() => walletAccounts.id),
    amount: money().notNull(),
    /** The order a payment pays (invariant 6: one payment transfer per order). */
    orderRef: varchar({ length: 64 }),
    holdId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wallet_transfers_trade_code_key').on(t.tradeCode),
    uniqueIndex('wallet_transfers_one_payment_per_order')
      .on(t.orderRef)
      .where(sql`${t.kind} = 'pay'`),
    check('wallet_transfers_amount', sql`${t.amount} > 0`),
    check('wallet_transfers_two_accounts', sql`${t.fromAccountId} <> ${t.toAccountId}`),
  ],
);

/** Append-only (a trigger refuses UPDATE and DELETE): a reversal is a new transfer. */
export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    transferId: integer()
      .notNull()
      .references(() => walletTransfers.id),
    accountId: integer()
      .notNull()
      .references(() => walletAccounts.id),
    /** signed: negative leaves the account */
    amount: money().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('wallet_entries_account_idx').on(t.accountId), index('wallet_entries_transfer_idx').on(t.transferId)],
);

/** A withdrawal under audit: coins held (not spendable) until approval posts them or rejection voids them. */
export const walletHolds = pgTable(
  'wallet_holds',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer()
      .notNull()
      .references(() => walletAccounts.id),
    amount: money().notNull(),
    tradeCode: varchar({ length: 80 }).notNull(),
    /** held | posted | voided */
    status: varchar({ length: 8 }).notNull().default('held'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('wallet_holds_trade_code_key').on(t.tradeCode),
    check('wallet_holds_amount', sql`${t.amount} > 0`),
    check('wallet_holds_status', sql`${t.status} in ('held', 'posted', 'voided')`),
  ],
);

/**
 * The trade record the user sees (spec: tradecode, paymode, ispaysuccess, amount, rmbAmount, suserid,
 * fuserid, score, remark, payProof). The same trade code with the same request returns `reply`, the
 * first answer; with a different request (requestHash) it is refused.
 */
export const walletTrades = pgTable(
  'wallet_trades',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    tradeCode: varchar({ length: 64 }).notNull(),
    /** topup | withdraw | pay | income | refund */
    kind: varchar({ length: 16 }).notNull(),
    /** signed coins hundredths as the user sees it: + in, - out */
    amount: money().notNull(),
    /** yuan hundredths (fen) */
    rmbAmount: money().notNull().default(0),
    fuserid: integer(),
    score: integer().notNull().default(0),
    scoreoperator: smallint().notNull().default(0),
    /** spec: 0 balance, 1 WeChat, 2 Alipay, 3 bank card, 4 platform top-up */
    paymode: smallint().notNull(),
    /** spec: 0 paying, 1 success, 2 failed, 5 pending review */
    ispaysuccess: smallint().notNull(),
    remark: varchar({ length: 200 }).notNull().default(''),
    payProof: varchar({ length: 255 }),
    orderRef: varchar({ length: 64 }),
    requestHash: varchar({ length: 64 }).notNull(),
    reply: jsonb(),
    gatewayRef: varchar({ length: 64 }),
    decidedBy: integer(),
    decidedAt: timestamp({ withTimezone: true }),
    note: varchar({ length: 200 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wallet_trades_trade_code_key').on(t.tradeCode),
    index('wallet_trades_user_idx').on(t.userId, t.createdAt),
    index('wallet_trades_queue_idx').on(t.kind, t.ispaysuccess),
    // the staff dashboard's payments per day over 30 days reads one kind's recent trades
    index('wallet_trades_kind_created_idx').on(t.kind, t.createdAt),
    check('wallet_trades_status', sql`${t.ispaysuccess} in (0, 1, 2, 5)`),
    check('wallet_trades_mode', sql`${t.paymode} between 0 and 4`),
  ],
);

/** The transfer request of a withdrawal (spec: aliZZAudit_add / wxzzAudit_add, status "out"). */
export const transferAudits = pgTable(
  'transfer_audits',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tradeId: integer()
      .notNull()
      .references(() => walletTrades.id),
    /** ali | wx | bank */
    channel: varchar({ length: 8 }).notNull(),
    subject: varchar({ length: 100 }).notNull().default(''),
    body: varchar({ length: 200 }).notNull().default(''),
    totalAmount: money().notNull(),
    payeeAccount: varchar({ length: 100 }).notNull(),
    payeeRealName: varchar({ length: 50 }).notNull(),
    /** out (awaiting staff) | paying (approved and posted, a payout under way) | approved (posted, the payout failed: retried by approving again) | paid | rejected */
    status: varchar({ length: 12 }).notNull().default('out'),
    gatewayRef: varchar({ length: 64 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('transfer_audits_trade_key').on(t.tradeId)],
);

/** Every staff decision on a wallet request, who and when (the back office's audit log comes later). */
export const walletAudits = pgTable('wallet_audits', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  tradeId: integer()
    .notNull()
    .references(() => walletTrades.id),
  staffId: integer()
    .notNull()
    .references(() => users.id),
  /** topup_approve | topup_reject | withdraw_approve | withdraw_reject | bank_settings */
  action: varchar({ length: 24 }).notNull(),
  note: varchar({ length: 200 }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Gateway notifications seen (a replayed notify_id credits nothing). */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    gateway: varchar({ length: 8 }).notNull(),
    notifyId: varchar({ length: 64 }).notNull(),
    tradeCode: varchar({ length: 64 }).notNull(),
    outcome: varchar({ length: 16 }).notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_notifications_key').on(t.gateway, t.notifyId)],
);

/** The platform's bank details for transfer top-ups (spec: payCompanyBank_updateUI). */
export const payCompanyBanks = pgTable('pay_company_banks', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  type: varchar({ length: 8 }).notNull().unique(),
  companyName: varchar({ length: 100 }).notNull(),
  companyBank: varchar({ length: 100 }).notNull(),
  companyBankNumber: varchar({ length: 32 }).notNull(),
  companyBankAddress: varchar({ length: 200 }).notNull(),
  updatedBy: integer(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** A user's bound bank cards (spec: userBank_*). */
export const userBanks = pgTable(
  'user_banks',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyName: varchar({ length: 50 }).notNull(),
    companyBank: varchar({ length: 50 }).notNull(),
    companyBankNumber: varchar({ length: 19 }).notNull(),
    unitedBankNumber: varchar({ length: 12 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_banks_user_idx').on(t.userId)],
);

/** Points earned (spec: integers, only after an order is paid, valid one year). One award per order. */
export const scoreRecords = pgTable(
  'score_records',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sourceName: varchar({ length: 100 }).notNull(),
    score: integer().notNull(),
    /** 1 earned */
    operatortype: smallint().notNull().default(1),
    orderRef: varchar({ length: 64 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('score_records_order_key').on(t.orderRef),
    index('score_records_user_idx').on(t.userId, t.createdAt),
    check('score_records_score', sql`${t.score} > 0`),
  ],
);

/**
 * Money held for one engagement (a short-term demand's deposit, a personnel contract, a sharing order):
 * the payer's coins sit in the escrow's own ledger account; releases pay workers or providers from it and
 * closing returns the rest to the payer (modules/ledger/escrow.ts). Invariant 7: the account's balance is
 * never below zero and equals deposited - released - returned; a closed escrow holds nothing.
 */
export const escrows = pgTable(
  'escrows',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** the business area: demand | personnel | sharing | recruitment */
    area: varchar({ length: 16 }).notNull(),
    /** the engagement within the area (its id) */
    ref: varchar({ length: 64 }).notNull(),
    payerId: integer()
      .notNull()
      .references(() => users.id),
    accountId: integer()
      .notNull()
      .references(() => walletAccounts.id),
    /** open | closed */
    status: varchar({ length: 8 }).notNull().default('open'),
    deposited: money().notNull().default(0),
    released: money().notNull().default(0),
    returned: money().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('escrows_engagement_key').on(t.area, t.ref),
    uniqueIndex('escrows_account_key').on(t.accountId),
    index('escrows_payer_idx').on(t.payerId),
    check('escrows_status', sql`${t.status} in ('open', 'closed')`),
    check(
      'escrows_amounts',
      sql`${t.deposited} >= 0 and ${t.released} >= 0 and ${t.returned} >= 0 and ${t.released} + ${t.returned} <= ${t.deposited}`,
    ),
  ],
);

/**
 * Each run of the ledger check (the dashboard's 立即核对, `npm run ledger:check`): when, by whom (null from
 * the command line), whether every invariant held and how many breaches; the dashboard shows the last one.
 */
export const ledgerCheckRuns = pgTable(
  'ledger_check_runs',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ok: boolean().notNull(),
    breaches: integer().notNull(),
    staffId: integer().references(() => users.id),
    report: jsonb().notNull(),
    checkedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ledger_check_runs_checked_idx').on(t.checkedAt)],
);
