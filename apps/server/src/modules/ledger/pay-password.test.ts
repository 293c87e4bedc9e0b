import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gt } from 'drizzle-orm';
import { WALLET_MSG } from '@xcb/shared';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { walletAccounts } from '../../db/schema/index.ts';
import { PWD, base, code, expectLedgerOk, fund, withPassword } from './test-support.ts';

// The payment password is checked before the wallet's row lock is taken (scrypt outside the lock); these
// tests hold the count exact when the wrong tries arrive all at once, from several sessions.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Reply = { success: boolean; error?: string };
const pay = (token: string, accountpwd: string) =>
  t.post('custAccount_createJY', { accountpwd, amount: '1', tradecode: code(), paymode: 0 }, { token }).then((r) => r.json<Reply>());

describe('payment password under concurrency', () => {
  it('twelve wrong tries at once from two sessions: exactly five are counted, the fifth locks, the rest are refused as locked', async () => {
    const pc = await withPassword(t, 'person01');
    const mobile = await t.login('person01', 'Demo@2026', { deviceType: 'mobile' });
    const replies = await Promise.all(Array.from({ length: 12 }, (_, i) => pay(i % 2 ? mobile : pc, '999999')));
    expect(replies.every((r) => r.success === false)).toBe(true);
    const errors = replies.map((r) => r.error);
    for (const left of [4, 3, 2, 1])
      expect(
        errors.filter((e) => e === WALLET_MSG.payPwdWrongLeft(left)),
        `left ${left}`,
      ).toHaveLength(1);
    expect(errors.filter((e) => e === WALLET_MSG.payPwdLocked(15))).toHaveLength(12 - 4);
    expect((await base(t, pc)).lockedUntil).not.toBeNull();
    // the right password is refused while locked, and no coin moved
    expect((await pay(pc, PWD)).error).toBe(WALLET_MSG.payPwdLocked(15));
    await expectLedgerOk(t);
  });

  it('a right password paying in parallel with wrong ones: payments go through until the fifth wrong try locks', async () => {
    const token = await withPassword(t, 'company01');
    await fund(t, token, await t.login('admin001', 'Admin@2026'), '100');
    const replies = await Promise.all([
      ...Array.from({ length: 3 }, () => pay(token, PWD)),
      ...Array.from({ length: 3 }, () => pay(token, '999999')),
    ]);
    // three wrong tries, whatever the order, never reach the lock; each right one pays
    expect(replies.filter((r) => r.success)).toHaveLength(3);
    expect((await base(t, token)).lockedUntil).toBeNull();
    // the count holds the wrong tries made after the last right one: never more than three
    const failures = await t.deps.db
      .select({ n: walletAccounts.payPwdFailures })
      .from(walletAccounts)
      .where(gt(walletAccounts.payPwdFailures, 0));
    expect(failures.every((f) => f.n <= 3)).toBe(true);
    await expectLedgerOk(t);
  });

  it('a right password after wrong ones clears their count: the next wrong one starts afresh', async () => {
    const token = await withPassword(t, 'hragency01');
    await fund(t, token, await t.login('admin001', 'Admin@2026'), '10');
    expect((await pay(token, '999999')).error).toBe(WALLET_MSG.payPwdWrongLeft(4));
    expect((await pay(token, '999999')).error).toBe(WALLET_MSG.payPwdWrongLeft(3));
    // counted failures are cleared under the row lock; with none counted, the check writes nothing
    expect((await pay(token, PWD)).success).toBe(true);
    expect((await pay(token, PWD)).success).toBe(true);
    expect((await pay(token, '999999')).error).toBe(WALLET_MSG.payPwdWrongLeft(4));
    await expectLedgerOk(t);
  });
});
