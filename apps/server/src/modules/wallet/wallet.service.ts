import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, sql, type Placeholder } from 'drizzle-orm';
import { COINS_PER_YUAN, WALLET_MSG, formatCoins, parseHundredths } from '@xcb/shared';
import { PAY_MODE, PAY_STATUS, TRADE_STATUS_PAID, type AccountBase, type AdminTrade, type CompanyBank } from '@xcb/shared/actions/wallet';
import type { Db, Executor, Tx } from '../../db/client.ts';
import {
  payCompanyBanks,
  scoreRecords,
  transferAudits,
  userBanks,
  users,
  walletAccounts,
  walletTrades,
  paymentNotifications,
} from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/deps.ts';
import { badRequest, forbidden, notFound, refuse } from '../../core/errors.ts';
import type { Actor } from '../../http/router.ts';
import { GatewayUnavailable, type Channel, type PaymentGateway } from '../../providers/payment-gateway.ts';
import { sendNotice } from '../messaging/notices.service.ts';
import {
  GuardFailed,
  PLATFORM_ACCOUNTS,
  isUniqueViolation,
  placeHold,
  transfer,
  transferWith,
  userAccountId,
  type RowGuard,
} from '../ledger/ledger.ts';
import { checkPayPassword, hashPayPassword, verifyPayPassword } from '../ledger/pay-password.ts';
import { outsideTransaction, preparedStatements } from '../../db/prepared.ts';
import { rowOf } from '../../db/rows.ts';
import { pointsFor, pointsRecord } from './points.service.ts';
import { assertOwnUploads } from '../files/files.service.ts';
import { presentTrade, type TradeRow } from './wallet.presenter.ts';
import { audit as recordAudit } from '../staff/audit.ts';
import { requireAdmin } from '../staff/access.ts';
import { ONE, cappedCountQuery, cappedTotal, countUpTo, cappedFlag, page } from '../../db/paging.ts';

// The wallet's rules (spec sections 4, 5, 7): account, trades, payment password, top-up, withdrawal,
// payment, staff decisions. Money moves only through ledger.ts, inside one transaction per decision.

export interface WalletDeps {
  db: AppDeps['db'];
  hub: AppDeps['hub'];
  config: Pick<AppDeps['config'], 'paymentPepper' | 'SCRYPT_LOG_N'>;
  gateway: PaymentGateway;
}

const requestHash = (parts: unknown[]) => createHash('sha256').update(JSON.stringify(parts)).digest('hex');

/** A trade code the server makes (bank transfer top-ups): prefix + time + randomness. */
export const serverTradeCode = (prefix: string) => `${prefix}${Date.now()}${randomBytes(4).toString('hex').toUpperCase()}`;

// ---- account ----

export async function getAccountBase(db: Executor, actor: Actor): Promise<{ custAccountBase: AccountBase }> {
  return { custAccountBase: await accountBaseOf(db, actor.userId) };
}

/**
 * The account with its owner's points, one statement (every login and wallet visit reads it). Prepared once
 * outside a transaction (db/prepared.ts).
 */
const baseQuery = (db: Executor, userId: number | Placeholder) =>
  db
    .select({
      acc: walletAccounts,
      // spec: expired points stop counting
      points: sql<
        string | null
      >`(select sum(${scoreRecords.score}) from ${scoreRecords} where ${scoreRecords.userId} = ${userId} and ${scoreRecords.expiresAt} > now())`,
    })
    .from(walletAccounts)
    .where(eq(walletAccounts.userId, userId));
const preparedBase = preparedStatements((db) => baseQuery(db, sql.placeholder('userId')).prepare('wallet_account_base'));
const readBase = (db: Executor, userId: number) => {
  const plain = outsideTransaction(db);
  return plain ? preparedBase(plain).execute({ userId }) : baseQuery(db, userId);
};

/** A user's wallet summary (spec custAccountBase); the account is opened on first need. */
export async function accountBaseOf(db: Executor, userId: number): Promise<AccountBase> {
  let [row] = await readBase(db, userId);
  if (!row) {
    await userAccountId(db, userId);
    [row] = await readBase(db, userId);
  }
  if (!row) throw notFound();
  const { acc } = row;
  const locked = acc.payLockedUntil && acc.payLockedUntil > new Date() ? acc.payLockedUntil.toISOString() : null;
  return {
    id: acc.id,
    amount: formatCoins(acc.balance),
    available: formatCoins(acc.balance - acc.held),
    held: formatCoins(acc.held),
    totalsocre: Number(row.points ?? 0),
    ...(acc.payPwdHash ? { custAccountPWD: { accountid: acc.id, pwdtype: 1 } } : {}),
    lockedUntil: locked,
  };
}

async function payeeAccounts(db: Executor, tradeIds: number[]): Promise<Map<number, typeof transferAudits.$inferSelect>> {
  if (tradeIds.length === 0) return new Map();
  const rows = await db.select().from(transferAudits).where(inArray(transferAudits.tradeId, tradeIds));
  return new Map(rows.map((r) => [r.tradeId, r]));
}

/**
 * The trade list is read on every visit of the wallet: its statements are prepared once (db/prepared.ts).
 * A withdrawal's payee account comes with its row (transfer_audits holds at most one row per trade), so the
 * list is the page and its capped count, without a third statement for the page's audits: on PGlite every
 * statement queues on the one thread, whatever it reads.
 */
const tradeListQueries = preparedStatements((db) => {
  const mine = eq(walletTrades.userId, sql.placeholder('userId'));
  return {
    page: db
      .select({ trade: walletTrades, payeeAccount: transferAudits.payeeAccount })
      .from(walletTrades)
      .leftJoin(transferAudits, eq(transferAudits.tradeId, walletTrades.id))
      .where(mine)
      .orderBy(desc(walletTrades.createdAt), desc(walletTrades.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare('wallet_trades_page'),
    count: cappedCountQuery(db, db.select(ONE).from(walletTrades).where(mine)).prepare('wallet_trades_count'),
  };
});

export async function listTrades(db: Db, actor: Actor, q: { pageNum: number; pageSize: number }) {
  const statements = tradeListQueries(db);
  const { rows, total, capped } = await page(
    (cut) => statements.page.execute({ userId: actor.userId, ...cut }),
    cappedTotal(statements.count.execute({ userId: actor.userId })),
    { page: q.pageNum, size: q.pageSize },
  );
  return {
    recordList: rows.map((r) => presentTrade(r.trade, r.payeeAccount)),
    recordCount: total,
    ...cappedFlag(capped),
  };
}

export async function tradeDetail(db: Executor, actor: Actor, id: number) {
  const [row] = await db.select().from(walletTrades).where(eq(walletTrades.id, id));
  if (!row) throw notFound(WALLET_MSG.tradeNotFound);
  if (row.userId !== actor.userId) throw forbidden();
  const audits = await payeeAccounts(db, [row.id]);
  return { custAccountDetail: presentTrade(row, audits.get(row.id)?.payeeAccount ?? null) };
}

// ---- payment password ----

export async function addPayPassword(deps: WalletDeps, actor: Actor, password: string) {
  const accountId = await userAccountId(deps.db, actor.userId);
  const hash = await hashPayPassword(deps.config.paymentPepper, password, deps.config.SCRYPT_LOG_N);
  // Only when none is set: adding must never overwrite an existing password (that is what changing is for).
  const rows = await deps.db
    .update(walletAccounts)
    .set({ payPwdHash: hash, payPwdFailures: 0 })
    .where(and(eq(walletAccounts.id, accountId), sql`${walletAccounts.payPwdHash} is null`))
    .returning({ id: walletAccounts.id });
  if (rows.length === 0) throw refuse(WALLET_MSG.payPwdExists);
  return { msg: WALLET_MSG.payPwdSetOk };
}

export async function changePayPassword(deps: WalletDeps, actor: Actor, oldPassword: string, newPassword: string) {
  const accountId = await verifyPayPassword(deps.db, deps.config.paymentPepper, actor.userId, oldPassword);
  const hash = await hashPayPassword(deps.config.paymentPepper, newPassword, deps.config.SCRYPT_LOG_N);
  await deps.db.update(walletAccounts).set({ payPwdHash: hash, payPwdFailures: 0 }).where(eq(walletAccounts.id, accountId));
  return { msg: WALLET_MSG.payPwdChangeOk };
}

// ---- idempotent requests ----

/**
 * Runs a money request once per trade code. The trade row (unique trade code) is written in the same
 * transaction as the money, with the answer; a concurrent or later request with the same code waits on
 * the unique index, fails, and then reads the committed answer: the same body gets the first answer, a
 * different body or another user is refused. A refused request writes nothing, so a retry runs afresh.
 */
/** A money request's trade code, its sender and the hash of its body. */
interface TradeKey {
  userId: number;
  tradeCode: string;
  hash: string;
}

async function once<T>(db: AppDeps['db'], key: TradeKey, run: (tx: Tx) => Promise<{ tradeId: number; reply: T }>): Promise<T> {
  return idempotent(
    db,
    key,
    () =>
      db.transaction(async (tx) => {
        const { tradeId, reply } = await run(tx);
        await tx.update(walletTrades).set({ reply: reply }).where(eq(walletTrades.id, tradeId));
        return reply;
      }),
    (existing) => {
      if (existing.reply === null) throw refuse(WALLET_MSG.tradeCodeReused);
      return existing.reply as T;
    },
  );
}

/**
 * `once` for a request that is one statement, atomic on its own (a balance payment): no transaction around
 * it. Its answer is its trade row presented, and the row never changes after the statement, so the
 * answer is not stored: a retry presents the committed row.
 */
async function onceRow<T>(db: AppDeps['db'], key: TradeKey, run: () => Promise<TradeRow>, present: (row: TradeRow) => T): Promise<T> {
  return idempotent(db, key, async () => present(await run()), present);
}

async function idempotent<T>(db: AppDeps['db'], key: TradeKey, run: () => Promise<T>, again: (existing: TradeRow) => T): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (isUniqueViolation(err, 'wallet_transfers_one_payment_per_order')) throw refuse(WALLET_MSG.orderPaid);
    if (!isUniqueViolation(err)) throw err;
    const [existing] = await db.select().from(walletTrades).where(eq(walletTrades.tradeCode, key.tradeCode));
    if (!existing || existing.userId !== key.userId || existing.requestHash !== key.hash) throw refuse(WALLET_MSG.tradeCodeReused);
    return again(existing);
  }
}

export async function insertTrade(tx: Tx, values: typeof walletTrades.$inferInsert): Promise<TradeRow> {
  const [row] = await tx.insert(walletTrades).values(values).returning();
  if (!row) throw new Error('trade not written');
  return row;
}

function hundredths(amount: string): number {
  const n = parseHundredths(amount);
  if (n === null) throw badRequest(WALLET_MSG.amountPositive);
  return n;
}

// ---- top-up (online) ----

export async function createOnlineTopup(
  deps: WalletDeps,
  actor: Actor,
  input: { accountpwd: string; amount: string; tradecode: string; paymode: number; remark?: string | undefined },
) {
  await verifyPayPassword(deps.db, deps.config.paymentPepper, actor.userId, input.accountpwd);
  const fen = hundredths(input.amount);
  const hash = requestHash(['topup', fen, input.paymode]);
  return once(deps.db, { userId: actor.userId, tradeCode: input.tradecode, hash }, async (tx) => {
    const row = await insertTrade(tx, {
      userId: actor.userId,
      tradeCode: input.tradecode,
      kind: 'topup',
      amount: fen * COINS_PER_YUAN,
      rmbAmount: fen,
      paymode: input.paymode,
      ispaysuccess: PAY_STATUS.paying,
      remark: input.remark ?? (input.paymode === PAY_MODE.alipay ? '支付宝充值' : '微信充值'),
      requestHash: hash,
    });
    return { tradeId: row.id, reply: { custAccountDetail: presentTrade(row) } };
  });
}

async function ownTopup(db: Executor, actor: Actor, tradeCode: string): Promise<TradeRow> {
  const [row] = await db.select().from(walletTrades).where(eq(walletTrades.tradeCode, tradeCode));
  if (!row || row.kind !== 'topup') throw notFound(WALLET_MSG.orderNotTopup);
  if (row.userId !== actor.userId) throw forbidden();
  return row;
}

export async function checkout(deps: WalletDeps, actor: Actor, channel: Channel, tradeCode: string, origin: string): Promise<string> {
  const row = await ownTopup(deps.db, actor, tradeCode);
  const mode = channel === 'alipay' ? PAY_MODE.alipay : PAY_MODE.wechat;
  if (row.paymode !== mode || row.ispaysuccess !== PAY_STATUS.paying) throw refuse(WALLET_MSG.orderClosed);
  try {
    return deps.gateway.checkout(
      channel,
      { tradeCode, amountFen: row.rmbAmount, subject: `贤才宝晶币充值 ${formatCoins(row.amount)} 晶币` },
      origin,
    );
  } catch (err) {
    if (err instanceof GatewayUnavailable) throw refuse(WALLET_MSG.channelUnavailable);
    throw err;
  }
}

export async function queryOrder(db: Executor, actor: Actor, tradeCode: string) {
  const row = await ownTopup(db, actor, tradeCode);
  const status = row.ispaysuccess === PAY_STATUS.success ? TRADE_STATUS_PAID : row.ispaysuccess === PAY_STATUS.failed ? 3 : 1;
  return { tradestatus: status };
}

/**
 * A gateway's asynchronous notification. Credits the top-up once: a forged signature is refused, a
 * replayed notification (same notify id) or a second one for a finished order credits nothing, and an
 * amount that differs from the order is recorded and ignored. Returns what the gateway expects back.
 */
export async function handleNotification(deps: WalletDeps, channel: Channel, params: Record<string, string>): Promise<'success' | 'fail'> {
  const n = deps.gateway.verifyNotification(channel, params);
  if (!n) return 'fail';
  return deps.db.transaction(async (tx): Promise<'success' | 'fail'> => {
    const seen = await tx
      .insert(paymentNotifications)
      .values({ gateway: channel, notifyId: n.notifyId, tradeCode: n.tradeCode, outcome: 'received' })
      .onConflictDoNothing()
      .returning({ id: paymentNotifications.id });
    if (seen.length === 0) return 'success';
    const noteOutcome = (outcome: string) =>
      tx
        .update(paymentNotifications)
        .set({ outcome })
        .where(eq(paymentNotifications.id, seen[0]?.id ?? 0));
    const [trade] = await tx.select().from(walletTrades).where(eq(walletTrades.tradeCode, n.tradeCode)).for('update');
    if (!trade || trade.kind !== 'topup') {
      await noteOutcome('unknown');
      return 'success';
    }
    if (trade.ispaysuccess !== PAY_STATUS.paying || !n.paid) {
      await noteOutcome('ignored');
      return 'success';
    }
    if (trade.rmbAmount !== n.amountFen) {
      await noteOutcome('amount');
      return 'success';
    }
    const wallet = await userAccountId(tx, trade.userId);
    await transfer(tx, {
      from: { platform: PLATFORM_ACCOUNTS.topupClearing },
      to: wallet,
      amount: trade.amount,
      tradeCode: trade.tradeCode,
      kind: 'topup',
    });
    await tx
      .update(walletTrades)
      .set({ ispaysuccess: PAY_STATUS.success, gatewayRef: n.gatewayRef, decidedAt: sql`now()` })
      .where(eq(walletTrades.id, trade.id));
    await noteOutcome('credited');
    await sendNotice(tx, deps.hub, {
      userId: trade.userId,
      messageType: '04',
      messageTypeClass: '01',
      redirectId: trade.id,
      title: '充值到账',
      content: `您的${channel === 'alipay' ? '支付宝' : '微信'}充值 ￥${formatCoins(trade.rmbAmount)} 已到账 ${formatCoins(trade.amount)} 晶币。`,
    });
    return 'success';
  });
}

// ---- top-up (bank transfer) ----

export async function createBankTopup(deps: WalletDeps, actor: Actor, input: { payProof: string; rmbAmount: string }) {
  const fen = hundredths(input.rmbAmount);
  const code = serverTradeCode('YH');
  const row = await deps.db.transaction(async (tx) => {
    // The transfer voucher must be an image the caller uploaded, never someone else's.
    await assertOwnUploads(tx, actor.userId, [input.payProof]);
    return insertTrade(tx, {
      userId: actor.userId,
      tradeCode: code,
      kind: 'topup',
      amount: fen * COINS_PER_YUAN,
      rmbAmount: fen,
      paymode: PAY_MODE.bank,
      ispaysuccess: PAY_STATUS.pending,
      remark: '银行转账充值',
      payProof: input.payProof,
      requestHash: requestHash(['bank', fen, input.payProof]),
    });
  });
  return { msg: WALLET_MSG.transferSubmitted, custAccountDetail: presentTrade(row) };
}

// ---- wallet transactions: payment (paymode 0) and withdrawal (1, 2, 3) ----

export interface PayOrderRequest {
  userId: number;
  /** hundredths of a coin */
  amount: number;
  tradeCode: string;
  orderRef: string | null;
  remark: string;
  /** The part covered by a discount: it costs nothing and earns no points. */
  discount?: number;
  toAccount?: typeof PLATFORM_ACCOUNTS.courseSales | typeof PLATFORM_ACCOUNTS.depositsHeld | typeof PLATFORM_ACCOUNTS.personnelMembership;
  /** The payer's wallet, when the caller has read it already (the payment password's check returns it). */
  wallet?: number;
  /** The payment password's state the payment depends on (`checkPayPassword`), decided under the wallet's lock. */
  guard?: RowGuard | null;
}

/**
 * Pays an order from the user's wallet (the course issue calls this inside its own order transaction):
 * the transfer, the trade record, and the points it earns, in one statement that is atomic on its own. A
 * second payment of the same order is refused by the database (invariant 6).
 */
export async function payOrder(
  db: Executor,
  req: PayOrderRequest,
  hash = requestHash(['pay', req.amount, req.orderRef, req.remark]),
): Promise<TradeRow> {
  const wallet = req.wallet ?? (await userAccountId(db, req.userId));
  const points = req.orderRef ? pointsFor(req.amount, req.discount ?? 0) : 0;
  // The trade row rides in the transfer's statement (a retried trade code fails it with its own
  // violation), with the points it earns; the platform account is looked up there too.
  const trade = db
    .insert(walletTrades)
    .values({
      userId: req.userId,
      tradeCode: req.tradeCode,
      kind: 'pay',
      amount: -req.amount,
      rmbAmount: 0,
      paymode: PAY_MODE.balance,
      ispaysuccess: PAY_STATUS.success,
      remark: req.remark,
      orderRef: req.orderRef,
      requestHash: hash,
      score: points,
      scoreoperator: points > 0 ? 1 : 0,
    })
    .returning();
  const { record } = await transferWith(
    db,
    {
      from: wallet,
      to: { platform: req.toAccount ?? PLATFORM_ACCOUNTS.courseSales },
      amount: req.amount,
      tradeCode: req.tradeCode,
      kind: 'pay',
      orderRef: req.orderRef,
    },
    {
      record: trade.getSQL(),
      // The payment made in the same statement proves the order paid; an order is paid once, so it earns
      // its points once (score_records_order_key says so too).
      also:
        points > 0 && req.orderRef
          ? pointsRecord({ userId: req.userId, orderRef: req.orderRef, sourceName: req.remark }, points)
          : undefined,
      guard: req.guard ?? undefined,
    },
  );
  if (!record) throw new Error('trade not written');
  return rowOf(walletTrades, record);
}

export async function createWalletTransaction(
  deps: WalletDeps,
  actor: Actor,
  input: {
    accountpwd: string;
    amount: string;
    tradecode: string;
    paymode: number;
    remark?: string | undefined;
    orderId?: string | undefined;
  },
) {
  const coins = hundredths(input.amount);
  const { db, config } = deps;
  if (input.paymode === PAY_MODE.balance) {
    const pass = await checkPayPassword(db, config.paymentPepper, actor.userId, input.accountpwd);
    const orderRef = input.orderId ?? null;
    const remark = input.remark ?? '晶币支付';
    const hash = requestHash(['pay', coins, orderRef, remark]);
    const pay = (wallet: number, guard: RowGuard | null) =>
      payOrder(db, { userId: actor.userId, wallet, guard, amount: coins, tradeCode: input.tradecode, orderRef, remark }, hash);
    // One statement, no transaction around it. Should the password's state have moved meanwhile (the
    // guard), it is checked again the slow way, under its own lock, before the payment.
    return onceRow(
      db,
      { userId: actor.userId, tradeCode: input.tradecode, hash },
      async () => {
        try {
          return await pay(pass.accountId, pass.guard);
        } catch (err) {
          if (!(err instanceof GuardFailed)) throw err;
        }
        return pay(await verifyPayPassword(db, config.paymentPepper, actor.userId, input.accountpwd), null);
      },
      (row) => ({ msg: '支付成功', custAccountDetail: presentTrade(row) }),
    );
  }
  const accountId = await verifyPayPassword(db, config.paymentPepper, actor.userId, input.accountpwd);
  // Withdrawals pay out money: whole fen only (1 yuan = 10 coins, so 0.1 coin steps).
  if (coins % COINS_PER_YUAN !== 0) throw badRequest(WALLET_MSG.withdrawStep);
  const hash = requestHash(['withdraw', coins, input.paymode]);
  return once(deps.db, { userId: actor.userId, tradeCode: input.tradecode, hash }, async (tx) => {
    const row = await insertTrade(tx, {
      userId: actor.userId,
      tradeCode: input.tradecode,
      kind: 'withdraw',
      amount: -coins,
      rmbAmount: coins / COINS_PER_YUAN,
      paymode: input.paymode,
      ispaysuccess: PAY_STATUS.pending,
      remark: input.remark ?? '提现',
      requestHash: hash,
    });
    await placeHold(tx, accountId, coins, input.tradecode);
    return { tradeId: row.id, reply: { msg: WALLET_MSG.withdrawSubmitted, custAccountDetail: presentTrade(row) } };
  });
}

/** spec: aliZZAudit_add / wxzzAudit_add (and the bank-card channel): the payee of a held withdrawal. */
export async function addTransferAudit(
  db: Executor,
  actor: Actor,
  channel: 'ali' | 'wx' | 'bank',
  input: { order_id: string; subject?: string | undefined; body?: string | undefined; payeeAccount: string; payeeRealName: string },
) {
  const [trade] = await db.select().from(walletTrades).where(eq(walletTrades.tradeCode, input.order_id));
  if (!trade || trade.kind !== 'withdraw') throw notFound(WALLET_MSG.tradeNotFound);
  if (trade.userId !== actor.userId) throw forbidden();
  const expectedMode = channel === 'ali' ? PAY_MODE.alipay : channel === 'wx' ? PAY_MODE.wechat : PAY_MODE.bank;
  if (trade.paymode !== expectedMode) throw badRequest(WALLET_MSG.payModeRequired);
  let payee = input.payeeAccount;
  if (channel === 'bank') {
    const [card] = await db
      .select()
      .from(userBanks)
      .where(eq(userBanks.id, Number(input.payeeAccount) || 0));
    if (!card) throw notFound(WALLET_MSG.cardNotFound);
    if (card.userId !== actor.userId) throw forbidden();
    payee = `${card.companyBank} ${card.companyBankNumber}`;
  }
  const inserted = await db
    .insert(transferAudits)
    .values({
      tradeId: trade.id,
      channel,
      subject: input.subject ?? '提现',
      body: input.body ?? '',
      totalAmount: trade.rmbAmount,
      payeeAccount: payee.slice(0, 100),
      payeeRealName: input.payeeRealName.slice(0, 50),
    })
    .onConflictDoNothing()
    .returning({ id: transferAudits.id });
  // The same request again (a retry) is fine; the payee of a request already on file is not changed.
  if (inserted.length === 0) {
    const [existing] = await db.select().from(transferAudits).where(eq(transferAudits.tradeId, trade.id));
    if (existing?.payeeAccount !== payee.slice(0, 100)) throw refuse(WALLET_MSG.tradeCodeReused);
  }
  return { msg: WALLET_MSG.withdrawSubmitted };
}

// ---- platform bank details ----

export async function companyBank(db: Executor): Promise<{ data: CompanyBank }> {
  const [row] = await db.select().from(payCompanyBanks).where(eq(payCompanyBanks.type, '1'));
  if (!row) throw notFound();
  return {
    data: {
      companyName: row.companyName,
      companyBank: row.companyBank,
      companyBankNumber: row.companyBankNumber,
      companyBankAddress: row.companyBankAddress,
    },
  };
}

export async function saveCompanyBank(db: Db, staff: Actor, data: CompanyBank) {
  requireAdmin(staff);
  await db.transaction(async (tx) => {
    const before = await companyBank(tx).catch(() => null);
    await tx
      .insert(payCompanyBanks)
      .values({ type: '1', ...data, updatedBy: staff.userId })
      .onConflictDoUpdate({ target: payCompanyBanks.type, set: { ...data, updatedBy: staff.userId, updatedAt: sql`now()` } });
    await recordAudit(tx, staff, {
      action: 'payCompanyBank_save',
      kind: 'config',
      target: 'payCompanyBank',
      before: before?.data ?? null,
      after: data,
    });
  });
  return { msg: '保存成功', ...(await companyBank(db)) };
}

// ---- staff decisions ----

async function queue(
  db: Executor,
  kind: 'topup' | 'withdraw',
  q: { status: 'pending' | 'done' | 'all'; pageNum: number; pageSize: number },
) {
  const conds = [eq(walletTrades.kind, kind)];
  if (kind === 'topup') conds.push(eq(walletTrades.paymode, PAY_MODE.bank));
  if (q.status === 'pending') conds.push(eq(walletTrades.ispaysuccess, PAY_STATUS.pending));
  if (q.status === 'done') conds.push(inArray(walletTrades.ispaysuccess, [PAY_STATUS.success, PAY_STATUS.failed]));
  const where = and(...conds);
  const { rows, total } = await page(
    db
      .select({ t: walletTrades, name: users.name, nickName: users.nickName })
      .from(walletTrades)
      .innerJoin(users, eq(users.id, walletTrades.userId))
      .where(where)
      .orderBy(q.status === 'pending' ? walletTrades.createdAt : desc(walletTrades.createdAt)),
    countUpTo(db, db.select(ONE).from(walletTrades).where(where)),
    { page: q.pageNum, size: q.pageSize },
  );
  const audits = await payeeAccounts(
    db,
    rows.map((r) => r.t.id),
  );
  const recordList: AdminTrade[] = rows.map((r) => {
    const a = audits.get(r.t.id);
    return {
      ...presentTrade(r.t, a?.payeeAccount ?? null),
      userName: r.name,
      nickName: r.nickName,
      payeeRealName: a?.payeeRealName ?? null,
      // a payout under way shows as approved (待打款): a retry meanwhile is told it is being handled
      auditStatus: a?.status === 'paying' ? 'approved' : (a?.status ?? null),
    };
  });
  return { recordList, recordCount: total };
}

export const topupQueue = (db: Executor, q: Parameters<typeof queue>[2]) => queue(db, 'topup', q);
export const withdrawQueue = (db: Executor, q: Parameters<typeof queue>[2]) => queue(db, 'withdraw', q);
