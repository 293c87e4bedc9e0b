import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { ESCROW_MSG } from '@xcb/shared';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { walletAccounts, walletTrades } from '../../db/schema/index.ts';
import { checkLedger } from './ledger-check.ts';
import { closeEscrow, depositToEscrow, findEscrow, openEscrow, payIntoEscrow, releaseFromEscrow } from './escrow.ts';
import { userAccountId } from './ledger.ts';
import { PWD, base, code, expectLedgerOk, fund, userId, withPassword } from './test-support.ts';

// Invariant 7: the escrow every area holds money in. Deposits from a wallet or a confirmed bank transfer,
// releases to workers, the rest back to the payer on closing; never more out than in, each exactly once.

let t: TestApp;
let staff: string;
let payer: number;
let worker: number;
beforeAll(async () => {
  t = await createTestApp();
  staff = await t.login('admin001', 'Admin@2026');
  const token = await withPassword(t, 'company01');
  await fund(t, token, staff, '100'); // 1000 coins
  payer = await userId(t, 'company01');
  worker = await userId(t, 'person01');
});
afterAll(async () => t.close());

const available = async (user: number) => {
  const [row] = await t.deps.db
    .select()
    .from(walletAccounts)
    .where(eq(walletAccounts.id, await userAccountId(t.deps.db, user)));
  return (row?.balance ?? 0) - (row?.held ?? 0);
};
const tx = <T>(fn: Parameters<typeof t.deps.db.transaction<T>>[0]) => t.deps.db.transaction(fn);

describe('escrow', () => {
  it('holds a deposit, releases to a worker, returns the rest once, with the trades each user sees', async () => {
    const before = { payer: await available(payer), worker: await available(worker) };
    const e = await tx((x) => openEscrow(x, { area: 'demand', ref: 'E1', payerId: payer }));
    expect(await tx((x) => openEscrow(x, { area: 'demand', ref: 'E1', payerId: payer }))).toMatchObject({ id: e.id });

    await tx((x) => depositToEscrow(x, e.id, { amount: 300_00, tradeCode: code('ED'), source: 'wallet', remark: '项目保证金' }));
    await tx((x) =>
      depositToEscrow(x, e.id, { amount: 200_00, tradeCode: code('EB'), source: 'bank', remark: '项目充值', payProof: '2026/11/p.png' }),
    );
    expect(await available(payer)).toBe(before.payer - 300_00);

    await tx((x) => releaseFromEscrow(x, e.id, { toUserId: worker, amount: 120_00, tradeCode: code('ER'), remark: '项目付款' }));
    expect(await available(worker)).toBe(before.worker + 120_00);
    await expectLedgerOk(t);

    const closed = await tx((x) => closeEscrow(x, e.id, { tradeCode: code('EC'), remark: '项目结束，退回剩余保证金' }));
    expect(closed).toMatchObject({ status: 'closed', deposited: 500_00, released: 120_00, returned: 380_00, balance: 0 });
    expect(await available(payer)).toBe(before.payer - 300_00 + 380_00);
    // exactly once: a second close moves nothing
    expect(await tx((x) => closeEscrow(x, e.id, { tradeCode: code('EC'), remark: 'again' }))).toBeNull();
    expect(await available(payer)).toBe(before.payer + 80_00);

    const trades = await t.deps.db.select().from(walletTrades).where(eq(walletTrades.userId, worker));
    expect(trades.some((r) => r.kind === 'income' && r.amount === 120_00 && r.fuserid === payer)).toBe(true);
    expect((await base(t, await t.login('company01'))).available).toBe(((before.payer + 80_00) / 100).toFixed(2));
    await expectLedgerOk(t);
  });

  it('refuses over-spending, paying out of a closed escrow, bad amounts and a reused trade code, changing nothing', async () => {
    const e = await tx((x) => openEscrow(x, { area: 'sharing', ref: 'E2', payerId: payer }));
    const dep = code('ED');
    await tx((x) => depositToEscrow(x, e.id, { amount: 50_00, tradeCode: dep, source: 'wallet', remark: '订单' }));
    const snapshot = { payer: await available(payer), worker: await available(worker) };

    await expect(
      tx((x) => releaseFromEscrow(x, e.id, { toUserId: worker, amount: 50_01, tradeCode: code('ER'), remark: 'x' })),
    ).rejects.toMatchObject({ message: ESCROW_MSG.insufficient });
    for (const amount of [0, -1, 1.5, Number.NaN]) {
      await expect(
        tx((x) => releaseFromEscrow(x, e.id, { toUserId: worker, amount, tradeCode: code('ER'), remark: 'x' })),
      ).rejects.toMatchObject({ message: ESCROW_MSG.amountInvalid });
    }
    await expect(
      tx((x) => depositToEscrow(x, e.id, { amount: 10_00, tradeCode: dep, source: 'wallet', remark: '订单' })),
    ).rejects.toThrow();
    // more than the payer has
    await expect(
      tx((x) => depositToEscrow(x, e.id, { amount: snapshot.payer + 1, tradeCode: code('ED'), source: 'wallet', remark: '订单' })),
    ).rejects.toThrow('可用余额不足');
    expect(await findEscrow(t.deps.db, 'sharing', 'E2')).toMatchObject({ deposited: 50_00, released: 0, balance: 50_00 });

    await tx((x) => closeEscrow(x, e.id, { tradeCode: code('EC'), remark: '取消订单' }));
    await expect(
      tx((x) => releaseFromEscrow(x, e.id, { toUserId: worker, amount: 1_00, tradeCode: code('ER'), remark: 'x' })),
    ).rejects.toMatchObject({ message: ESCROW_MSG.closed });
    await expect(
      tx((x) => depositToEscrow(x, e.id, { amount: 1_00, tradeCode: code('ED'), source: 'wallet', remark: 'x' })),
    ).rejects.toMatchObject({ message: ESCROW_MSG.closed });
    expect(await available(worker)).toBe(snapshot.worker);
    expect(await available(payer)).toBe(snapshot.payer + 50_00);
    await expectLedgerOk(t);
  });

  it('the database refuses an escrow account below zero, and the ledger check reports a drifted escrow', async () => {
    const e = await tx((x) => openEscrow(x, { area: 'personnel', ref: 'E3', payerId: payer }));
    const [row] = await t.deps.db
      .execute(sql`select account_id from escrows where id = ${e.id}`)
      .then((r) => (r as unknown as { rows: { account_id: number }[] }).rows);
    await expect(
      t.deps.db
        .update(walletAccounts)
        .set({ balance: -1 })
        .where(eq(walletAccounts.id, row?.account_id ?? 0)),
    ).rejects.toThrow();
    await t.deps.db.execute(sql`update escrows set deposited = 1 where id = ${e.id}`);
    const report = await checkLedger(t.deps.db);
    expect(report.checks.find((c) => c.id === 7)).toMatchObject({ ok: false });
    await t.deps.db.execute(sql`update escrows set deposited = 0 where id = ${e.id}`);
    await expectLedgerOk(t);
  });

  it('payIntoEscrow: the area refuses before the password or after the lock and nothing moves; a payment is made once', async () => {
    const before = await available(payer);
    let state: 'unpaid' | 'paid' = 'unpaid';
    const settled: number[] = [];
    const pay = (accountpwd: string, precheck?: () => Promise<void>) =>
      payIntoEscrow(t.deps, {
        payerId: payer,
        accountpwd,
        ...(precheck ? { precheck } : {}),
        lock: () => (state === 'unpaid' ? Promise.resolve({ amount: 40_00 }) : Promise.reject(new Error('已支付'))),
        payIn: (_x, l) => ({ area: 'sharing', ref: 'E4', amount: l.amount, tradeCode: 'E4PAY', remark: '共享订单托管支付' }),
        settle: (_x, l, e) => {
          state = 'paid';
          settled.push(e.balance);
          return Promise.resolve({ paid: l.amount });
        },
      });
    await expect(pay(PWD, () => Promise.reject(new Error('订单不存在')))).rejects.toThrow('订单不存在');
    await expect(pay('000000')).rejects.toThrow('支付密码');
    expect(await findEscrow(t.deps.db, 'sharing', 'E4')).toBeNull();
    expect(await pay(PWD)).toEqual({ paid: 40_00 });
    await expect(pay(PWD)).rejects.toThrow('已支付');
    expect(settled).toEqual([40_00]);
    expect(await findEscrow(t.deps.db, 'sharing', 'E4')).toMatchObject({ deposited: 40_00, balance: 40_00 });
    expect(await available(payer)).toBe(before - 40_00);
    await expectLedgerOk(t);
  });

  it('any sequence of deposits, releases and a close keeps the seven invariants', async () => {
    let n = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.oneof(
            fc.record({ op: fc.constant('deposit' as const), amount: fc.integer({ min: 1, max: 5_00 }) }),
            fc.record({ op: fc.constant('release' as const), amount: fc.integer({ min: 1, max: 5_00 }) }),
          ),
          { maxLength: 8 },
        ),
        async (ops) => {
          const e = await tx((x) => openEscrow(x, { area: 'demand', ref: `P${++n}`, payerId: payer }));
          let held = 0;
          for (const o of ops) {
            const run =
              o.op === 'deposit'
                ? tx((x) => depositToEscrow(x, e.id, { amount: o.amount, tradeCode: code('PD'), source: 'wallet', remark: 'p' }))
                : tx((x) => releaseFromEscrow(x, e.id, { toUserId: worker, amount: o.amount, tradeCode: code('PR'), remark: 'p' }));
            const ok = await run.then(
              () => true,
              () => false,
            );
            if (ok) held += o.op === 'deposit' ? o.amount : -o.amount;
            else expect(o.op === 'release' && o.amount > held).toBe(true);
          }
          const closed = await tx((x) => closeEscrow(x, e.id, { tradeCode: code('PC'), remark: 'p' }));
          expect(closed?.returned).toBe(held);
          expect(closed?.balance).toBe(0);
          const report = await checkLedger(t.deps.db);
          expect(report.ok).toBe(true);
        },
      ),
      { numRuns: 15 },
    );
  });
});
