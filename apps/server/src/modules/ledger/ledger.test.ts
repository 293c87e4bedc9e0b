import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { WALLET_MSG } from '@xcb/shared';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { scoreRecords, walletAccounts, walletEntries, walletHolds, walletTrades } from '../../db/schema/index.ts';
import { checkLedger } from './ledger-check.ts';
import { GuardFailed, PLATFORM_ACCOUNTS, placeHold, platformAccountId, postHold, transfer, userAccountId, voidHold } from './ledger.ts';
import { checkPayPassword } from './pay-password.ts';
import { payOrder } from './payments.ts';
import { PWD, base, code, expectLedgerOk, fund, userId, withPassword } from './test-support.ts';

// The six invariants of ARCHITECTURE.md "Data", each with a test; a property test over random sequences;
// and, on a PostgreSQL server (DATABASE_URL), the concurrency the embedded database cannot exercise.

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await t.login('admin001', 'Admin@2026');
});
afterAll(async () => t.close());

const accountOf = async (name: string) => userAccountId(t.deps.db, await userId(t, name));
const row = async (id: number) => (await t.deps.db.select().from(walletAccounts).where(eq(walletAccounts.id, id)))[0];

describe('the six invariants', () => {
  it('1. all accounts sum to zero after top-ups, payments and withdrawals', async () => {
    const token = await withPassword(t, 'person01');
    await fund(t, token, staff, '30');
    await t.post(
      'custAccount_createJY',
      { accountpwd: PWD, amount: '12.34', tradecode: code(), paymode: 0, orderId: code('O') },
      { token },
    );
    const report = await checkLedger(t.deps.db);
    expect(report.checks[0]).toMatchObject({ ok: true });
    expect(report.total).toBe('0.00');
    expect(report.platformAccounts.find((a) => a.code === 'topup_clearing')?.balance).toBe('-300.00');
  });

  it('2. a user available balance never goes below zero: refused, and the CHECK constraint stands behind it', async () => {
    const acc = await accountOf('person01');
    const sales = await platformAccountId(t.deps.db, PLATFORM_ACCOUNTS.courseSales);
    const before = await row(acc);
    await expect(
      t.deps.db.transaction((tx) =>
        transfer(tx, { from: acc, to: sales, amount: (before?.balance ?? 0) + 1, tradeCode: code(), kind: 'pay' }),
      ),
    ).rejects.toMatchObject({ message: WALLET_MSG.insufficient });
    await expect(
      t.deps.db
        .update(walletAccounts)
        .set({ held: sql`${walletAccounts.balance} + 1` })
        .where(eq(walletAccounts.id, acc)),
    ).rejects.toThrow();
    await expect(t.deps.db.update(walletAccounts).set({ balance: -1 }).where(eq(walletAccounts.id, acc))).rejects.toThrow();
    expect(await row(acc)).toEqual(before);
  });

  it('3. a balance equals the sum of its entries, and entries cannot be edited or deleted', async () => {
    const acc = await accountOf('person01');
    const [sumRow] = await t.deps.db
      .select({ s: sql<string>`coalesce(sum(${walletEntries.amount}), 0)` })
      .from(walletEntries)
      .where(eq(walletEntries.accountId, acc));
    expect(Number(sumRow?.s)).toBe((await row(acc))?.balance);
    await expect(t.deps.db.update(walletEntries).set({ amount: 1 }).where(eq(walletEntries.accountId, acc))).rejects.toThrow();
    await expect(t.deps.db.delete(walletEntries).where(eq(walletEntries.accountId, acc))).rejects.toThrow();
    // a drifted balance is reported as a breach
    await t.deps.db
      .update(walletAccounts)
      .set({ balance: sql`${walletAccounts.balance} + 1` })
      .where(eq(walletAccounts.id, acc));
    const report = await checkLedger(t.deps.db);
    expect(report.ok).toBe(false);
    expect(report.checks[2]?.breaches.join()).toContain(`账户 ${acc}`);
    await t.deps.db
      .update(walletAccounts)
      .set({ balance: sql`${walletAccounts.balance} - 1` })
      .where(eq(walletAccounts.id, acc));
    await expectLedgerOk(t);
  });

  it('4. the same trade code moves money once and answers the same; another body is refused', async () => {
    const token = await t.login('person01');
    const c = code();
    const body = { accountpwd: PWD, amount: '1.50', tradecode: c, paymode: 0, orderId: `O${c}` };
    const before = await base(t, token);
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await t.post('custAccount_createJY', body, { token })).json());
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(Number((await base(t, token)).amount)).toBeCloseTo(Number(before.amount) - 1.5, 2);
    const other = (await t.post('custAccount_createJY', { ...body, amount: '1.51' }, { token })).json<{ error: string }>();
    expect(other.error).toBe(WALLET_MSG.tradeCodeReused);
    // another user cannot reuse (or read the answer of) someone else's trade code
    const company = await withPassword(t, 'company01');
    expect((await t.post('custAccount_createJY', body, { token: company })).json<{ error: string }>().error).toBe(
      WALLET_MSG.tradeCodeReused,
    );
    await expectLedgerOk(t);
  });

  it('4. a retried payment answers the same once the rest of the balance is spent: the trade code decides, not the funds', async () => {
    const token = await withPassword(t, 'hragency01');
    await fund(t, token, staff, '3');
    const c = code();
    const body = { accountpwd: PWD, amount: '12', tradecode: c, paymode: 0, orderId: `O${c}` };
    const first = (await t.post('custAccount_createJY', body, { token })).json<{ success: boolean }>();
    expect(first.success).toBe(true);
    const rest = (await base(t, token)).available;
    const spend = { accountpwd: PWD, amount: rest, tradecode: code(), paymode: 0 };
    expect((await t.post('custAccount_createJY', spend, { token })).json<{ success: boolean }>().success).toBe(true);
    expect((await t.post('custAccount_createJY', body, { token })).json()).toEqual(first);
    expect((await t.post('custAccount_createJY', { ...body, tradecode: code() }, { token })).json<{ error: string }>().error).toBe(
      WALLET_MSG.insufficient,
    );
    await expectLedgerOk(t);
  });

  it('a payment is one statement: refused, it leaves neither money moved nor its trade row behind', async () => {
    const uid = await userId(t, 'hragency01');
    const acc = await userAccountId(t.deps.db, uid);
    const before = await row(acc);
    const c = code();
    const pay = { userId: uid, amount: (before?.balance ?? 0) + 1, tradeCode: c, orderRef: `O${c}`, remark: '超额' };
    // no transaction around it: the statement's own refusal undoes what it wrote
    await expect(payOrder(t.deps.db, pay)).rejects.toMatchObject({ message: WALLET_MSG.insufficient });
    expect(await t.deps.db.select().from(walletTrades).where(eq(walletTrades.tradeCode, c))).toEqual([]);
    expect(await row(acc)).toEqual(before);
    await expectLedgerOk(t);
  });

  it('a right password whose state moved before its payment (a wrong guess counted meanwhile) pays nothing', async () => {
    const token = await withPassword(t, 'newuser02');
    await fund(t, token, staff, '3');
    const uid = await userId(t, 'newuser02');
    const pass = await checkPayPassword(t.deps.db, t.deps.config.paymentPepper, uid, PWD);
    expect(pass.guard).not.toBeNull();
    const before = await row(pass.accountId);
    await t.deps.db.update(walletAccounts).set({ payPwdFailures: 1 }).where(eq(walletAccounts.id, pass.accountId));
    const c = code();
    const pay = { userId: uid, wallet: pass.accountId, guard: pass.guard, amount: 100, tradeCode: c, orderRef: null, remark: 'x' };
    await expect(payOrder(t.deps.db, pay)).rejects.toBeInstanceOf(GuardFailed);
    expect(await t.deps.db.select().from(walletTrades).where(eq(walletTrades.tradeCode, c))).toEqual([]);
    expect(await row(pass.accountId)).toEqual({ ...before, payPwdFailures: 1 });
    // the next payment finds the count and clears it under the lock before paying
    const res = await t.post('custAccount_createJY', { accountpwd: PWD, amount: '1', tradecode: code(), paymode: 0 }, { token });
    expect(res.json<{ success: boolean }>().success).toBe(true);
    expect((await row(pass.accountId))?.payPwdFailures).toBe(0);
    await expectLedgerOk(t);
  });

  it('5. a hold is posted or voided exactly once', async () => {
    const acc = await accountOf('person01');
    const payable = await platformAccountId(t.deps.db, PLATFORM_ACCOUNTS.withdrawalsPayable);
    const h1 = await t.deps.db.transaction((tx) => placeHold(tx, acc, 100, code('H')));
    const h2 = await t.deps.db.transaction((tx) => placeHold(tx, acc, 200, code('H')));
    expect((await row(acc))?.held).toBe(300);
    expect(await t.deps.db.transaction((tx) => postHold(tx, h1, payable, code('P')))).not.toBeNull();
    expect(await t.deps.db.transaction((tx) => postHold(tx, h1, payable, code('P')))).toBeNull();
    expect(await t.deps.db.transaction((tx) => voidHold(tx, h1))).toBe(false);
    expect(await t.deps.db.transaction((tx) => voidHold(tx, h2))).toBe(true);
    expect(await t.deps.db.transaction((tx) => voidHold(tx, h2))).toBe(false);
    expect(await t.deps.db.transaction((tx) => postHold(tx, h2, payable, code('P')))).toBeNull();
    expect((await row(acc))?.held).toBe(0);
    const holds = await t.deps.db.select().from(walletHolds).where(eq(walletHolds.accountId, acc));
    expect(
      holds
        .filter((h) => h.id === h1 || h.id === h2)
        .map((h) => h.status)
        .sort(),
    ).toEqual(['posted', 'voided']);
    await expectLedgerOk(t);
  });

  it('6. an order is paid by exactly one payment transfer; points only for a paid order', async () => {
    const acc = await accountOf('person01');
    const sales = await platformAccountId(t.deps.db, PLATFORM_ACCOUNTS.courseSales);
    const order = code('ORD');
    await t.deps.db.transaction((tx) =>
      transfer(tx, { from: acc, to: sales, amount: 100, tradeCode: code(), kind: 'pay', orderRef: order }),
    );
    await expect(
      t.deps.db.transaction((tx) => transfer(tx, { from: acc, to: sales, amount: 100, tradeCode: code(), kind: 'pay', orderRef: order })),
    ).rejects.toThrow();
    // Points ride in the payment: 25.99 coins of which 10.50 discounted earn 15 (decimals dropped).
    const uid = await userId(t, 'person01');
    await fund(t, await t.login('person01'), staff, '6');
    const points = code('PTS');
    const pay = (tradeCode: string) =>
      t.deps.db.transaction((tx) =>
        payOrder(tx, { userId: uid, amount: 2599, discount: 1050, tradeCode, orderRef: points, remark: '课程' }),
      );
    expect((await pay(code())).score).toBe(15);
    const earned = await t.deps.db.select().from(scoreRecords).where(eq(scoreRecords.orderRef, points));
    expect(earned.map((r) => [r.userId, r.score])).toEqual([[uid, 15]]);
    // once per order: a second payment is refused, and a second record of the same order is not written
    await expect(pay(code())).rejects.toThrow();
    await expect(
      t.deps.db.insert(scoreRecords).values({ userId: uid, sourceName: '课程', score: 15, orderRef: points, expiresAt: new Date() }),
    ).rejects.toThrow();
    expect(await t.deps.db.select().from(scoreRecords).where(eq(scoreRecords.orderRef, points))).toHaveLength(1);
    // a payment without an order earns nothing
    expect(
      (await t.deps.db.transaction((tx) => payOrder(tx, { userId: uid, amount: 2599, tradeCode: code(), orderRef: null, remark: 'x' })))
        .score,
    ).toBe(0);
    await expectLedgerOk(t);
  });

  it('expired points stop counting in totalsocre', async () => {
    const token = await t.login('person01');
    const before = (await base(t, token)).totalsocre;
    await t.deps.db.execute(
      sql`update score_records set expires_at = now() - interval '1 day' where user_id = ${await userId(t, 'person01')} and score = 15`,
    );
    expect((await base(t, token)).totalsocre).toBe(before - 15);
  });
});

type Op =
  | { op: 'topup'; who: number; yuan: number }
  | { op: 'pay'; who: number; coins: number }
  | { op: 'withdraw'; who: number; coins: number }
  | { op: 'approve'; pick: number }
  | { op: 'reject'; pick: number }
  | { op: 'retry'; pick: number };

describe('property: random sequences against a simple model', () => {
  it('keeps every invariant and the model after each step', async () => {
    const names = ['person01', 'company01', 'hragency01'];
    const tokens = await Promise.all(names.map((n) => withPassword(t, n).catch(async () => t.login(n))));
    const opArb: fc.Arbitrary<Op> = fc.oneof(
      fc.record({ op: fc.constant('topup' as const), who: fc.nat(2), yuan: fc.integer({ min: 1, max: 50 }) }),
      fc.record({ op: fc.constant('pay' as const), who: fc.nat(2), coins: fc.integer({ min: 1, max: 300 }) }),
      fc.record({ op: fc.constant('withdraw' as const), who: fc.nat(2), coins: fc.integer({ min: 1, max: 300 }) }),
      fc.record({ op: fc.constant('approve' as const), pick: fc.nat(20) }),
      fc.record({ op: fc.constant('reject' as const), pick: fc.nat(20) }),
      fc.record({ op: fc.constant('retry' as const), pick: fc.nat(20) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 5, maxLength: 18 }), async (ops) => {
        // the model: balances and holds in hundredths, read fresh from the server at the start
        const model = await Promise.all(
          tokens.map(async (tk) => {
            const b = await base(t, tk);
            return { balance: Math.round(Number(b.amount) * 100), held: Math.round(Number(b.held) * 100) };
          }),
        );
        const pending: { id: number; who: number; amount: number }[] = [];
        const sent: { who: number; body: Record<string, unknown>; answer: string; tradecode: string }[] = [];
        for (const o of ops) {
          if (o.op === 'topup') {
            await fund(t, tokens[o.who] as string, staff, String(o.yuan));
            (model[o.who] as { balance: number }).balance += o.yuan * 1000;
          } else if (o.op === 'pay' || o.op === 'withdraw') {
            const m = model[o.who] as { balance: number; held: number };
            const tradecode = code('P');
            const body =
              o.op === 'pay'
                ? { accountpwd: PWD, amount: String(o.coins), tradecode, paymode: 0, orderId: `O${tradecode}` }
                : { accountpwd: PWD, amount: String(o.coins), tradecode, paymode: 2 };
            const res = await t.post('custAccount_createJY', body, { token: tokens[o.who] as string });
            const reply = res.json<{ success: boolean; error?: string; custAccountDetail?: { id: number } }>();
            const affordable = m.balance - m.held >= o.coins * 100;
            expect(reply.success, JSON.stringify(reply)).toBe(affordable);
            if (!affordable) expect(reply.error).toBe(WALLET_MSG.insufficient);
            if (reply.success) {
              if (o.op === 'pay') m.balance -= o.coins * 100;
              else {
                m.held += o.coins * 100;
                await t.post(
                  'aliZZAudit_add',
                  { order_id: tradecode, payeeAccount: 'p@example.com', payeeRealName: '张伟' },
                  { token: tokens[o.who] as string },
                );
                pending.push({ id: reply.custAccountDetail?.id ?? 0, who: o.who, amount: o.coins * 100 });
              }
              sent.push({ who: o.who, body, answer: res.body, tradecode });
            }
          } else if (o.op === 'approve' || o.op === 'reject') {
            if (pending.length === 0) continue;
            const [w] = pending.splice(o.pick % pending.length, 1);
            if (!w) continue;
            const res = await t.post('walletAdmin_withdrawDecide', { id: w.id, decision: o.op }, { token: staff });
            expect(res.json<{ success: boolean }>().success).toBe(true);
            const m = model[w.who] as { balance: number; held: number };
            m.held -= w.amount;
            if (o.op === 'approve') m.balance -= w.amount;
            // deciding again changes nothing
            expect(
              (await t.post('walletAdmin_withdrawDecide', { id: w.id, decision: o.op }, { token: staff })).json<{ error: string }>().error,
            ).toBe(WALLET_MSG.alreadyDecided);
          } else {
            if (sent.length === 0) continue;
            const s = sent[o.pick % sent.length];
            if (!s) continue;
            const res = await t.post('custAccount_createJY', s.body, { token: tokens[s.who] as string });
            expect(res.body).toBe(s.answer);
          }
          const report = await checkLedger(t.deps.db);
          expect(report.checks.filter((c) => !c.ok)).toEqual([]);
          for (const [i, tk] of tokens.entries()) {
            const b = await base(t, tk);
            expect({ balance: Math.round(Number(b.amount) * 100), held: Math.round(Number(b.held) * 100) }).toEqual(model[i]);
          }
        }
      }),
      { numRuns: 12 },
    );
  }, 240_000);
});

describe.runIf(process.env.DATABASE_URL)('concurrency on the PostgreSQL server', () => {
  it('50 concurrent withdrawals and payments never take one balance below zero; the sums hold', async () => {
    const token = await withPassword(t, 'zoneuser01');
    await fund(t, token, staff, '10'); // 100 coins
    const start = await base(t, token);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t
          .post(
            'custAccount_createJY',
            i % 2
              ? { accountpwd: PWD, amount: '5', tradecode: code('C'), paymode: 2 }
              : { accountpwd: PWD, amount: '5', tradecode: code('C'), paymode: 0, orderId: code('CO') },
            { token },
          )
          .then((r) => r.json<{ success: boolean; error?: string }>()),
      ),
    );
    const okCount = results.filter((r) => r.success).length;
    expect(results.filter((r) => !r.success).every((r) => r.error === WALLET_MSG.insufficient)).toBe(true);
    expect(okCount).toBe(Math.floor(Number(start.available) / 5));
    const end = await base(t, token);
    expect(Number(end.available)).toBeGreaterThanOrEqual(0);
    expect(Number(end.available)).toBeCloseTo(Number(start.available) - okCount * 5, 2);
    await expectLedgerOk(t);
  }, 60_000);

  it('a trade code sent 20 times in parallel moves money once with 20 identical answers', async () => {
    const token = await t.login('zoneuser01');
    await fund(t, token, staff, '5');
    const before = await base(t, token);
    const c = code('PAR');
    const body = { accountpwd: PWD, amount: '7', tradecode: c, paymode: 0, orderId: `O${c}` };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => t.post('custAccount_createJY', body, { token }).then((r) => r.body)),
    );
    expect(new Set(answers).size).toBe(1);
    expect(JSON.parse(answers[0] as string)).toMatchObject({ success: true });
    expect(Number((await base(t, token)).amount)).toBeCloseTo(Number(before.amount) - 7, 2);
    await expectLedgerOk(t);
  }, 60_000);
});
