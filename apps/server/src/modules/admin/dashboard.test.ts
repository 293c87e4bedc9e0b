import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardData, LedgerRun } from '@xcb/shared/actions/admin';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { registerReviewKind } from '../staff/review.ts';
import { PWD, code, fund, uploadProof, withPassword } from '../ledger/test-support.ts';

let t: TestApp;
let admin: string;
let reviewer: string;
let user: string;

type Reply<T> = { success: boolean; error?: string; data: T };
const call = async <T>(name: string, body: Record<string, unknown>, token: string) => {
  const res = await t.post(name, body, { token });
  const json = res.json<Reply<T>>();
  expect({ name, status: res.statusCode, error: json.error }).toEqual({ name, status: 200, error: undefined });
  return json.data;
};
const board = (token = admin) => call<DashboardData>('admin_dashboard', {}, token);
const pendingOf = (d: DashboardData, kind: string) => d.queues.find((q) => q.kind === kind)?.pending;
const todayInChina = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());

// an administrators-only queue, to show that a queue appears by registering and that roles gate it
registerReviewKind({
  kind: 'dashboardTestAdminOnly',
  label: '仅管理员的测试队列',
  route: '/admin/test',
  roles: ['admin'],
  list: () => Promise.resolve({ recordList: [], recordCount: 7 }),
  load: () => Promise.resolve(null),
  apply: () => Promise.resolve(null),
  notice: () => null,
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin001', 'Admin@2026');
  reviewer = await t.login('reviewer01', 'Review@2026');
  user = await t.login('person01');
});
afterAll(() => t.close());

describe('staff dashboard', () => {
  it('counts each queue as its back-office list counts, with the page to open', async () => {
    const before = pendingOf(await board(), 'feedback') ?? 0;
    const fb = await t.post('complaintAndFeedback_add', { complaintAndFeedback: { content: '页面打不开', type: '1' } }, { token: user });
    expect(fb.json<{ success: boolean }>().success).toBe(true);
    const d = await board();
    expect(pendingOf(d, 'feedback')).toBe(before + 1);
    expect(d.queues.length).toBeGreaterThan(12);
    for (const q of d.queues) {
      expect(q.route).toMatch(/^\/admin\//);
      if (q.kind === 'dispute') {
        const list = await t.post('disputeAdmin_list', { state: 'open' }, { token: admin });
        expect(q.pending).toBe(list.json<{ recordCount: number }>().recordCount);
        continue;
      }
      if (q.kind === 'dashboardTestAdminOnly') continue;
      const list = await call<{ recordCount: number }>('admin_reviewList', { kind: q.kind, state: 'pending' }, admin);
      expect([q.kind, q.pending]).toEqual([q.kind, list.recordCount]);
    }
    expect(pendingOf(d, 'dashboardTestAdminOnly')).toBe(7);
  });

  it('follows a new pending item and the money it moves: a bank top-up waiting, then approved and spent', async () => {
    const payer = await withPassword(t, 'company01');
    const before = await board();
    const res = await t.post('custAccount_createAccount', { payProof: await uploadProof(t, payer), rmbAmount: '12.5' }, { token: payer });
    const trade = res.json<{ custAccountDetail: { id: number } }>().custAccountDetail;
    const waiting = await board();
    expect(pendingOf(waiting, 'topup')).toBe((pendingOf(before, 'topup') ?? 0) + 1);
    expect(waiting.money?.topupsWaiting).toEqual({
      count: (before.money?.topupsWaiting.count ?? 0) + 1,
      amount: (before.money?.topupsWaiting.amount ?? 0) + 12500,
    });
    await call('walletAdmin_topupDecide', { id: trade.id, decision: 'approve' }, admin);
    await fund(t, payer, admin, '10');

    const pay = await t.post(
      'custAccount_createJY',
      { accountpwd: PWD, amount: '3.5', tradecode: code('DB'), paymode: 0 },
      { token: payer },
    );
    expect(pay.json<{ success: boolean }>().success).toBe(true);
    const after = await board();
    expect(after.money?.topupsWaiting.count).toBe(before.money?.topupsWaiting.count);
    const days = after.money?.paymentsPerDay ?? [];
    expect(days).toHaveLength(30);
    expect(days.at(-1)?.day).toBe(todayInChina());
    const beforeToday = before.money?.paymentsPerDay.at(-1);
    expect(days.at(-1)).toEqual({ day: todayInChina(), count: (beforeToday?.count ?? 0) + 1, amount: (beforeToday?.amount ?? 0) + 350 });
  });

  it('counts users by kind as the user search does, and the new ones per day', async () => {
    const d = await board();
    const u = d.users!;
    const all = await call<{ recordCount: number }>('admin_userList', {}, admin);
    expect(u.total).toBe(all.recordCount);
    for (const { auth, count } of u.byAuth) {
      const list = await call<{ recordCount: number }>('admin_userList', { auth }, admin);
      expect([auth, count]).toEqual([auth, list.recordCount]);
    }
    expect(u.staff).toBeGreaterThanOrEqual(2);
    expect(u.perDay).toHaveLength(30);
    // the test database's users were all made today
    expect(u.perDay.at(-1)).toMatchObject({ day: todayInChina(), count: u.total });
    expect(u.perDay.slice(0, -1).every((x) => x.count === 0)).toBe(true);
  });

  it('runs the ledger check on demand and keeps its result for the dashboard', async () => {
    const run = await call<LedgerRun>('admin_ledgerRun', {}, admin);
    expect(run).toMatchObject({ ok: true, breaches: 0, staffName: 'admin001' });
    const d = await board();
    expect(d.ledgerAllowed).toBe(true);
    expect(d.ledger).toEqual(run);
  });

  it('gives a reviewer the queues his role may work and nothing of users, money or the ledger', async () => {
    const d = await board(reviewer);
    expect(d.users).toBeNull();
    expect(d.money).toBeNull();
    expect(d.ledger).toBeNull();
    expect(d.ledgerAllowed).toBe(false);
    expect(pendingOf(d, 'dashboardTestAdminOnly')).toBeUndefined();
    expect(pendingOf(d, 'feedback')).toBe(pendingOf(await board(), 'feedback'));
    const run = await t.post('admin_ledgerRun', {}, { token: reviewer });
    expect([run.statusCode, run.json<Reply<unknown>>().error]).toEqual([403, '仅限管理员操作']);
  });

  it('refuses a marketplace user and an anonymous caller', async () => {
    const res = await t.post('admin_dashboard', {}, { token: user });
    expect([res.statusCode, res.json<Reply<unknown>>().error]).toEqual([403, '仅限平台工作人员访问']);
    expect((await t.post('admin_dashboard', {})).statusCode).toBe(401);
  });
});
