import { createHash, randomBytes } from 'node:crypto';
import { and, count, desc, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { COURSE_MSG, parseHundredths } from '@xcb/shared';
import type { EnterpriseKey } from '@xcb/shared/actions/courses';
import { PAY_MODE, PAY_STATUS } from '@xcb/shared/actions/wallet';
import type { Db, Executor, Tx } from '../../db/client.ts';
import { articles, courseOrders, enterpriseKeyUses, enterpriseKeys, users, walletTrades } from '../../db/schema/index.ts';
import { badRequest, forbidden, notFound, refuse } from '../../core/errors.ts';
import type { Actor } from '../../http/router.ts';
import { placeHold, transfer, userAccountId, voidHold, type AccountRef } from '../ledger/ledger.ts';
import { presentKey, presentKeyUse, type OrderRow } from './courses.presenter.ts';

// Enterprise cooperation keys (spec: payment choice 1). A company's budget is a wallet hold: held coins
// are neither spendable by the company nor withdrawable, and the ledger's invariants (balances equal
// their entries, holds within balance) keep holding because no coin moves until a key is used. A use
// releases the hold, moves the price from the company's wallet, and holds the rest again — all inside
// the order's transaction. Revocation and expiry release the hold.

const COMPANY_AUTH = 2;
export const hashKey = (key: string) => createHash('sha256').update(key.trim()).digest('hex');

type KeyRow = typeof enterpriseKeys.$inferSelect;

function statusOf(k: KeyRow, now = new Date()): EnterpriseKey['status'] {
  if (k.revokedAt) return 'revoked';
  if (k.expiresAt <= now) return 'expired';
  if (k.spent >= k.budget) return 'spent';
  return 'active';
}

async function present(db: Executor, rows: KeyRow[]): Promise<EnterpriseKey[]> {
  const ids = rows.map((r) => r.id);
  const uses = ids.length
    ? await db
        .select({ keyId: enterpriseKeyUses.keyId, n: count() })
        .from(enterpriseKeyUses)
        .where(inArray(enterpriseKeyUses.keyId, ids))
        .groupBy(enterpriseKeyUses.keyId)
    : [];
  const useMap = new Map(uses.map((u) => [u.keyId, u.n]));
  return rows.map((k) => presentKey(k, statusOf(k), useMap.get(k.id) ?? 0));
}

async function requireCompany(db: Executor, actor: Actor) {
  const [u] = await db.select({ auth: users.auth }).from(users).where(eq(users.id, actor.userId));
  if (u?.auth !== COMPANY_AUTH) throw forbidden(COURSE_MSG.keyCompanyOnly);
}

export async function createKey(db: Db, actor: Actor, input: { name: string; budget: string; days: number }) {
  await requireCompany(db, actor);
  const budget = parseHundredths(input.budget);
  if (budget === null || budget <= 0) throw badRequest(COURSE_MSG.keyBudgetRange);
  // 192 random bits, shown once; only the hash is kept.
  const key = `XCBK-${randomBytes(24).toString('base64url')}`;
  const row = await db.transaction(async (tx) => {
    const [k] = await tx
      .insert(enterpriseKeys)
      .values({
        companyId: actor.userId,
        keyHash: hashKey(key),
        keyHint: key.slice(0, 9),
        name: input.name,
        budget,
        expiresAt: sql`now() + ${`${input.days} days`}::interval`,
      })
      .returning();
    if (!k) throw new Error('key not written');
    const holdId = await placeHold(tx, await userAccountId(tx, actor.userId), budget, `EK${k.id}H0`);
    const [held] = await tx.update(enterpriseKeys).set({ holdId }).where(eq(enterpriseKeys.id, k.id)).returning();
    return held ?? k;
  });
  const [data] = await present(db, [row]);
  if (!data) throw notFound();
  return { msg: '密钥已创建，请立即复制保存：它只显示这一次', key, data };
}

export async function listKeys(db: Db, actor: Actor) {
  await requireCompany(db, actor);
  await expireKeys(db);
  const rows = await db
    .select()
    .from(enterpriseKeys)
    .where(eq(enterpriseKeys.companyId, actor.userId))
    .orderBy(desc(enterpriseKeys.createdAt), desc(enterpriseKeys.id));
  return { data: await present(db, rows) };
}

async function lockOwnKey(tx: Tx, actor: Actor, id: number): Promise<KeyRow> {
  const [k] = await tx.select().from(enterpriseKeys).where(eq(enterpriseKeys.id, id)).for('update');
  if (!k) throw notFound('密钥不存在');
  if (k.companyId !== actor.userId) throw forbidden();
  return k;
}

export async function revokeKey(db: Db, actor: Actor, id: number) {
  const row = await db.transaction(async (tx) => {
    const k = await lockOwnKey(tx, actor, id);
    if (k.revokedAt) throw refuse(COURSE_MSG.keyRevoked);
    if (k.holdId) await voidHold(tx, k.holdId);
    const [r] = await tx
      .update(enterpriseKeys)
      .set({ revokedAt: sql`now()`, holdId: null })
      .where(eq(enterpriseKeys.id, id))
      .returning();
    return r ?? k;
  });
  const [data] = await present(db, [row]);
  if (!data) throw notFound();
  return { msg: '密钥已撤销，未用额度已解冻', data };
}

export async function keyUses(db: Db, actor: Actor, id: number) {
  const [k] = await db.select().from(enterpriseKeys).where(eq(enterpriseKeys.id, id));
  if (!k) throw notFound('密钥不存在');
  if (k.companyId !== actor.userId) throw forbidden();
  const rows = await db
    .select({
      id: enterpriseKeyUses.id,
      amount: enterpriseKeyUses.amount,
      createdAt: enterpriseKeyUses.createdAt,
      name: users.name,
      nickName: users.nickName,
      title: articles.title,
    })
    .from(enterpriseKeyUses)
    .innerJoin(users, eq(users.id, enterpriseKeyUses.userId))
    .innerJoin(courseOrders, eq(courseOrders.id, enterpriseKeyUses.orderId))
    .innerJoin(articles, eq(articles.id, courseOrders.articleId))
    .where(eq(enterpriseKeyUses.keyId, id))
    .orderBy(desc(enterpriseKeyUses.createdAt));
  return { data: rows.map(presentKeyUse) };
}

/** Releases the holds of keys past their expiry (the timer's sweep and every key read). */
export async function expireKeys(db: Db): Promise<number> {
  const due = await db
    .select({ id: enterpriseKeys.id })
    .from(enterpriseKeys)
    .where(and(isNotNull(enterpriseKeys.holdId), isNull(enterpriseKeys.revokedAt), lt(enterpriseKeys.expiresAt, sql`now()`)));
  let released = 0;
  for (const { id } of due) {
    await db.transaction(async (tx) => {
      const [k] = await tx.select().from(enterpriseKeys).where(eq(enterpriseKeys.id, id)).for('update');
      if (!k?.holdId) return;
      await voidHold(tx, k.holdId);
      await tx.update(enterpriseKeys).set({ holdId: null }).where(eq(enterpriseKeys.id, id));
      released++;
    });
  }
  return released;
}

/**
 * Pays the locked orders with a key, inside the order transaction: the company's wallet is charged
 * through course sales. Returns the company and key for the order record.
 */
export async function chargeKey(
  tx: Tx,
  actor: Actor,
  key: string,
  orders: OrderRow[],
  sales: AccountRef,
  payCode: (o: OrderRow) => string,
) {
  const [k] = await tx
    .select()
    .from(enterpriseKeys)
    .where(eq(enterpriseKeys.keyHash, hashKey(key)))
    .for('update');
  if (!k) throw refuse(COURSE_MSG.keyInvalid);
  if (k.revokedAt) throw refuse(COURSE_MSG.keyRevoked);
  if (k.expiresAt <= new Date()) throw refuse(COURSE_MSG.keyExpired);
  if (k.companyId === actor.userId) throw refuse(COURSE_MSG.keyOwnCompany);
  const total = orders.reduce((s, o) => s + o.price, 0);
  if (total > k.budget - k.spent || (!k.holdId && total > 0)) throw refuse(COURSE_MSG.keyBudget);
  const company = await userAccountId(tx, k.companyId);
  if (k.holdId) await voidHold(tx, k.holdId);
  const [buyer] = await tx.select({ name: users.name, nickName: users.nickName }).from(users).where(eq(users.id, actor.userId));
  for (const o of orders) {
    if (o.price > 0) {
      await transfer(tx, { from: company, to: sales, amount: o.price, tradeCode: payCode(o), kind: 'pay', orderRef: o.orderCode });
      await tx.insert(walletTrades).values({
        userId: k.companyId,
        tradeCode: payCode(o),
        kind: 'pay',
        amount: -o.price,
        paymode: PAY_MODE.balance,
        ispaysuccess: PAY_STATUS.success,
        fuserid: actor.userId,
        remark: `合作密钥 ${k.keyHint}… ${buyer?.nickName || buyer?.name || ''}购买《${o.orderName}》`.slice(0, 200),
        orderRef: o.orderCode,
        requestHash: 'course-key',
      });
    }
    await tx.insert(enterpriseKeyUses).values({ keyId: k.id, orderId: o.id, userId: actor.userId, amount: o.price });
  }
  const spent = k.spent + total;
  const seq = k.holdSeq + 1;
  const holdId = spent < k.budget ? await placeHold(tx, company, k.budget - spent, `EK${k.id}H${seq}`) : null;
  await tx.update(enterpriseKeys).set({ spent, holdId, holdSeq: seq }).where(eq(enterpriseKeys.id, k.id));
  return { companyId: k.companyId, keyId: k.id };
}
