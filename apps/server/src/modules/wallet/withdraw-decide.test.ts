import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import { WALLET_MSG } from '@xcb/shared';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { transferAudits, walletTransfers } from '../../db/schema/index.ts';
import { PWD, base, code, expectLedgerOk, fund, uploadProof, withPassword } from '../ledger/test-support.ts';

// Issue 45: a withdrawal (or a bank top-up) decided many times at once is decided once. The decision
// claims the request's state with a check-and-set in the transaction that posts the ledger; every other
// call is told 该申请已处理 (WALLET_MSG.alreadyDecided). The parallel tests run on both engines: on the
// embedded database the requests interleave between a decision's commit and its payout, on a PostgreSQL
// server (DATABASE_URL) they really contend.

let t: TestApp;
let person: string;
let staff: string;

beforeAll(async () => {
  t = await createTestApp();
  person = await withPassword(t, 'person01');
  staff = await t.login('admin001', 'Admin@2026');
  await fund(t, person, staff, '100'); // 1000 coins
}, 60_000);
afterAll(async () => t?.close());

type Reply = { success: boolean; error?: string; msg?: string };

/** A pending withdrawal of `coins` with its payee details: the trade's id and code. */
async function withdrawal(coins = 10): Promise<{ id: number; tradecode: string }> {
  const tradecode = code('WD');
  const jy = await t.post('custAccount_createJY', { accountpwd: PWD, amount: String(coins), tradecode, paymode: 2 }, { token: person });
  expect(jy.json<Reply>().success, jy.body).toBe(true);
  const audit = await t.post(
    'aliZZAudit_add',
    { order_id: tradecode, payeeAccount: 'zhangwei@example.com', payeeRealName: '张伟' },
    { token: person },
  );
  expect(audit.json<Reply>().success, audit.body).toBe(true);
  return { id: jy.json<{ custAccountDetail: { id: number } }>().custAccountDetail.id, tradecode };
}

const decide = (id: number, decision: 'approve' | 'reject') =>
  t.post('walletAdmin_withdrawDecide', { id, decision }, { token: staff }).then((r) => r.json<Reply>());

/** The ledger transfers a withdrawal made: the hold's posting (-W) and the payout (-P). */
async function postings(tradecode: string) {
  const [w] = await t.deps.db
    .select({ n: count() })
    .from(walletTransfers)
    .where(eq(walletTransfers.tradeCode, `${tradecode}-W`));
  const [p] = await t.deps.db
    .select({ n: count() })
    .from(walletTransfers)
    .where(eq(walletTransfers.tradeCode, `${tradecode}-P`));
  return { posted: w?.n ?? 0, paid: p?.n ?? 0 };
}

function tally(replies: Reply[]) {
  const wins = replies.filter((r) => r.success);
  const refusals = replies.filter((r) => !r.success);
  return { wins: wins.length, refusals: refusals.length, messages: [...new Set(refusals.map((r) => r.error))] };
}

describe('a withdrawal decided twice, one after the other', () => {
  it('approved twice: the second is refused and the money moved once', async () => {
    const w = await withdrawal();
    const before = await base(t, person);
    expect((await decide(w.id, 'approve')).success).toBe(true);
    expect(await decide(w.id, 'approve')).toMatchObject({ success: false, error: WALLET_MSG.alreadyDecided });
    expect(await postings(w.tradecode)).toEqual({ posted: 1, paid: 1 });
    expect(Number((await base(t, person)).amount)).toBeCloseTo(Number(before.amount) - 10, 2);
    await expectLedgerOk(t);
  });

  it('rejected twice: the second is refused, the hold voided once', async () => {
    const w = await withdrawal();
    const before = await base(t, person);
    expect((await decide(w.id, 'reject')).success).toBe(true);
    expect(await decide(w.id, 'reject')).toMatchObject({ success: false, error: WALLET_MSG.alreadyDecided });
    expect(await decide(w.id, 'approve')).toMatchObject({ success: false, error: WALLET_MSG.alreadyDecided });
    expect(await postings(w.tradecode)).toEqual({ posted: 0, paid: 0 });
    const after = await base(t, person);
    expect(after.amount).toBe(before.amount);
    expect(Number(after.held)).toBeCloseTo(Number(before.held) - 10, 2);
    await expectLedgerOk(t);
  });

  it('a payout that failed is retried by approving again (重新打款), once, and then refused', async () => {
    const w = await withdrawal();
    const payout = t.deps.payments.payout.bind(t.deps.payments);
    t.deps.payments.payout = () => Promise.resolve({ ok: false, reason: 'sandbox down' });
    try {
      expect(await decide(w.id, 'approve')).toMatchObject({ success: false, error: WALLET_MSG.payoutFailed });
    } finally {
      t.deps.payments.payout = payout;
    }
    const [audit] = await t.deps.db.select({ status: transferAudits.status }).from(transferAudits).where(eq(transferAudits.tradeId, w.id));
    // the queue offers 重新打款 for an approval whose payout has not been made
    expect(audit?.status).toBe('approved');
    // a rejection cannot undo an approval whose hold is posted
    expect(await decide(w.id, 'reject')).toMatchObject({ success: false, error: WALLET_MSG.alreadyDecided });
    expect((await decide(w.id, 'approve')).success).toBe(true);
    expect(await decide(w.id, 'approve')).toMatchObject({ success: false, error: WALLET_MSG.alreadyDecided });
    expect(await postings(w.tradecode)).toEqual({ posted: 1, paid: 1 });
    await expectLedgerOk(t);
  });
});

describe('a payout that never answered (the process died during it)', () => {
  it('is refused while fresh and may be approved again once it is stale', async () => {
    const w = await withdrawal();
    const payout = t.deps.payments.payout.bind(t.deps.payments);
    // the approval commits (hold posted, payout claimed) and the payout never comes back
    let called: () => void = () => undefined;
    const asked = new Promise<void>((r) => (called = r));
    t.deps.payments.payout = () => {
      called();
      return new Promise(() => undefined);
    };
    void decide(w.id, 'approve');
    await asked;
    t.deps.payments.payout = payout;
    expect(await decide(w.id, 'approve')).toMatchObject({ success: false, error: WALLET_MSG.alreadyDecided });
    await t.deps.db
      .update(transferAudits)
      .set({ updatedAt: sql`now() - interval '11 minutes'` })
      .where(eq(transferAudits.tradeId, w.id));
    const resumed = await decide(w.id, 'approve');
    expect(resumed.success, JSON.stringify(resumed)).toBe(true);
    expect(await postings(w.tradecode)).toEqual({ posted: 1, paid: 1 });
    await expectLedgerOk(t);
  });
});

describe('a withdrawal decided 20 times at once', () => {
  it('20 approvals: exactly one succeeds, 19 are told it is already decided, one posting and one payout', async () => {
    const w = await withdrawal();
    const before = await base(t, person);
    const replies = await Promise.all(Array.from({ length: 20 }, () => decide(w.id, 'approve')));
    expect(tally(replies)).toEqual({ wins: 1, refusals: 19, messages: [WALLET_MSG.alreadyDecided] });
    expect(await postings(w.tradecode)).toEqual({ posted: 1, paid: 1 });
    expect(Number((await base(t, person)).amount)).toBeCloseTo(Number(before.amount) - 10, 2);
    await expectLedgerOk(t);
  }, 60_000);

  it('20 rejections: exactly one succeeds, the hold is voided once', async () => {
    const w = await withdrawal();
    const before = await base(t, person);
    const replies = await Promise.all(Array.from({ length: 20 }, () => decide(w.id, 'reject')));
    expect(tally(replies)).toEqual({ wins: 1, refusals: 19, messages: [WALLET_MSG.alreadyDecided] });
    const after = await base(t, person);
    expect(after.amount).toBe(before.amount);
    expect(Number(after.held)).toBeCloseTo(Number(before.held) - 10, 2);
    await expectLedgerOk(t);
  }, 60_000);

  it('approvals racing rejections: one decision wins, the money follows it', async () => {
    const w = await withdrawal();
    const before = await base(t, person);
    const replies = await Promise.all(Array.from({ length: 20 }, (_, i) => decide(w.id, i % 2 ? 'reject' : 'approve')));
    expect(tally(replies)).toEqual({ wins: 1, refusals: 19, messages: [WALLET_MSG.alreadyDecided] });
    const won = replies.findIndex((r) => r.success) % 2 ? 'reject' : 'approve';
    const after = await base(t, person);
    expect(Number(after.held)).toBeCloseTo(Number(before.held) - 10, 2);
    if (won === 'approve') {
      expect(await postings(w.tradecode)).toEqual({ posted: 1, paid: 1 });
      expect(Number(after.amount)).toBeCloseTo(Number(before.amount) - 10, 2);
    } else {
      expect(await postings(w.tradecode)).toEqual({ posted: 0, paid: 0 });
      expect(after.amount).toBe(before.amount);
    }
    await expectLedgerOk(t);
  }, 60_000);
});

describe('a bank top-up decided 20 times at once', () => {
  it('one approval credits the wallet; the others are told it is already decided', async () => {
    const before = await base(t, person);
    const res = await t.post('custAccount_createAccount', { payProof: await uploadProof(t, person), rmbAmount: '3' }, { token: person });
    const trade = res.json<{ custAccountDetail: { id: number; tradecode: string } }>().custAccountDetail;
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t
          .post('walletAdmin_topupDecide', { id: trade.id, decision: i % 3 ? 'approve' : 'reject' }, { token: staff })
          .then((r) => r.json<Reply>()),
      ),
    );
    expect(tally(replies)).toEqual({ wins: 1, refusals: 19, messages: [WALLET_MSG.alreadyDecided] });
    const won = replies.findIndex((r) => r.success) % 3 ? 'approve' : 'reject';
    const [credited] = await t.deps.db
      .select({ n: count() })
      .from(walletTransfers)
      .where(and(eq(walletTransfers.tradeCode, trade.tradecode), eq(walletTransfers.kind, 'topup')));
    expect(credited?.n).toBe(won === 'approve' ? 1 : 0);
    expect(Number((await base(t, person)).amount)).toBeCloseTo(Number(before.amount) + (won === 'approve' ? 30 : 0), 2);
    await expectLedgerOk(t);
  }, 60_000);
});
