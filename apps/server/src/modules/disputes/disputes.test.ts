import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ESCROW_MSG, UPLOAD_MSG } from '@xcb/shared';
import { DISPUTE_MSG } from '@xcb/shared/actions/disputes';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { disputes, notices, personnelContracts, rsFirms, shareOrders } from '../../db/schema/index.ts';
import { PWD, base, expectLedgerOk, fund, uploadProof, userId, withPassword } from '../ledger/test-support.ts';
import { findEscrow } from '../ledger/escrow.ts';
import { checkLedger } from '../ledger/ledger-check.ts';
import { runAutoAccept } from './disputes.ts';

// Disputes over a sharing order (the same mechanism serves personnel contracts and short-term payment
// requests): who may open one, the evidence's privacy, the staff split through the escrow and its ledger
// check, and the automatic acceptance of what nobody disputed.

let t: TestApp;
let provider: string; // person01 sells
let buyer: string; // company01 buys
let stranger: string; // hragency01
let staff: string;
let reviewer: string;
let itemId: number;

type Body = { success: boolean; error?: string; msg?: string } & Record<string, unknown>;
const ok = async (action: string, body: Record<string, unknown>, token: string) => {
  const res = await t.post(action, body, { token });
  const b = res.json<Body>();
  if (res.statusCode !== 200 || !b.success) throw new Error(`${action}: ${res.statusCode} ${res.body}`);
  return b;
};
const cents = (coins: string) => Math.round(Number(coins) * 100);
const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

/** An order of 2 x 1200.50 = 2401.00 coins, paid into escrow, optionally delivered. */
async function order(deliver = true): Promise<number> {
  const o = (await ok('shareOrder_add', { itemId, quantity: 2, contactName: '李经理', contactPhone: '13900000001' }, buyer)).order as {
    id: number;
  };
  await ok('shareOrder_pay', { id: o.id, accountpwd: PWD }, buyer);
  if (deliver) await ok('shareOrder_deliver', { id: o.id, deliveryNote: '官网已上线' }, provider);
  return o.id;
}
const orderState = async (id: number) => (await t.deps.db.select().from(shareOrders).where(eq(shareOrders.id, id)))[0]?.state;

beforeAll(async () => {
  t = await createTestApp();
  provider = await withPassword(t, 'person01');
  buyer = await withPassword(t, 'company01');
  stranger = await withPassword(t, 'hragency01');
  staff = await t.login('admin001', 'Admin@2026');
  reviewer = await t.login('reviewer01', 'Review@2026');
  await fund(t, buyer, staff, '5000'); // 50000.00 coins
  itemId = (
    await ok(
      'shareProject_add',
      {
        title: '企业官网建设',
        category: '网站建设',
        price: '1200.50',
        unit: '项目',
        period: 30,
        cityName: '杭州',
        summary: '响应式企业官网',
        content: '<p>交付源码与部署</p>',
        images: '',
      },
      provider,
    )
  ).id as number;
  await ok('admin_reviewDecide', { kind: 'sharing', id: String(itemId), decision: 'approve' }, staff);
});
afterAll(async () => t.close());

describe('opening a dispute', () => {
  it('is refused to a third party, before delivery, to anonymous callers and with evidence that is not the caller’s', async () => {
    const paid = await order(false);
    const notYet = await t.post('dispute_open', { kind: 'sharing', ref: paid, content: '未交付' }, { token: buyer });
    expect(notYet.json<Body>()).toMatchObject({ success: false, error: DISPUTE_MSG.notDisputable });
    const id = await order();
    const third = await t.post('dispute_open', { kind: 'sharing', ref: id, content: '我来评评理' }, { token: stranger });
    expect(third.statusCode).toBe(403);
    expect(third.json<Body>().error).toBe(DISPUTE_MSG.notParty);
    expect((await t.post('dispute_state', { kind: 'sharing', ref: id }, { token: stranger })).statusCode).toBe(403);
    expect((await t.post('dispute_open', { kind: 'sharing', ref: id, content: 'x' })).statusCode).toBe(401);
    const bad = await t.post('dispute_open', { kind: 'sharing', ref: id, content: '  ' }, { token: buyer });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<Body>().error).toBe(DISPUTE_MSG.statementRequired);
    const others = await uploadProof(t, provider);
    const foreign = await t.post('dispute_open', { kind: 'sharing', ref: id, content: '质量不合格', files: others }, { token: buyer });
    expect(foreign.json<Body>()).toMatchObject({ success: false, error: UPLOAD_MSG.notYours });
    expect(
      await t.deps.db
        .select()
        .from(disputes)
        .where(eq(disputes.ref, String(id))),
    ).toEqual([]);
    expect((await ok('dispute_state', { kind: 'sharing', ref: id }, buyer)).canOpen).toBe(true);
  });
});

describe('a dispute decided by staff', () => {
  let id: number;
  let disputeId: number;
  let evidence: string;

  it('either side states its case with evidence only the two sides and staff may read', async () => {
    id = await order();
    evidence = await uploadProof(t, buyer);
    const opened = await ok('dispute_open', { kind: 'sharing', ref: id, content: '页面与需求不符', files: evidence }, buyer);
    const d = opened.dispute as { id: number; state: string; stake: string; openedBy: string; side: string };
    disputeId = d.id;
    expect(d).toMatchObject({ state: 'open', stake: '2401.00', openedBy: 'payer', side: 'payer' });
    const again = await t.post('dispute_open', { kind: 'sharing', ref: id, content: '再次申请' }, { token: provider });
    expect(again.json<Body>()).toMatchObject({ success: false, error: DISPUTE_MSG.already });
    const reply = await ok(
      'dispute_addStatement',
      { id: disputeId, content: '已按需求完成，见截图', files: await uploadProof(t, provider) },
      provider,
    );
    expect((reply.dispute as { statements: { side: string }[] }).statements.map((s) => s.side)).toEqual(['payer', 'provider']);
    expect((await t.post('dispute_addStatement', { id: disputeId, content: '插一句' }, { token: stranger })).statusCode).toBe(403);
    const seen = await ok('dispute_state', { kind: 'sharing', ref: id }, provider);
    expect(seen).toMatchObject({ canOpen: false, dispute: { side: 'provider', statements: [{ files: [evidence] }, {}] } });

    expect((await get(`/uploads/${evidence}`, stranger)).statusCode).toBe(404);
    expect((await get(`/uploads/${evidence}`)).statusCode).toBe(404);
    expect((await get(`/uploads/${evidence}`, provider)).statusCode).toBe(200);
    expect((await get(`/uploads/${evidence}`, staff)).statusCode).toBe(200);

    // both sides were told, on opening and on the reply
    const [buyerId, providerId] = [await userId(t, 'company01'), await userId(t, 'person01')];
    const told = async (u: number) =>
      (
        await t.deps.db
          .select()
          .from(notices)
          .where(and(eq(notices.userId, u), eq(notices.title, DISPUTE_MSG.noticeTitle)))
      ).length;
    expect(await told(buyerId)).toBe(2);
    expect(await told(providerId)).toBe(1);
  });

  it('while the platform decides, the buyer cannot accept or reject, nor can the sweep', async () => {
    const res = await t.post('shareOrder_confirm', { id }, { token: buyer });
    expect(res.json<Body>()).toMatchObject({ success: false, error: DISPUTE_MSG.inDispute });
    const rejected = await t.post('shareOrder_reject', { id, reason: '不合格' }, { token: buyer });
    expect(rejected.json<Body>()).toMatchObject({ success: false, error: DISPUTE_MSG.inDispute });
    await runAutoAccept(t.deps, new Date(Date.now() + 365 * 86_400_000));
    expect(await orderState(id)).toBe(2);
    expect(await findEscrow(t.deps.db, 'sharing', id)).toMatchObject({ balance: 240100, status: 'open' });
  });

  it('refuses a split that does not add up, and a user who is not staff; nothing moves', async () => {
    const before = [await base(t, buyer), await base(t, provider)];
    const short = await t.post(
      'disputeAdmin_decide',
      { id: disputeId, toPayer: '1000', toProvider: '1400', reason: '各担一半' },
      { token: staff },
    );
    expect(short.json<Body>()).toMatchObject({ success: false, error: ESCROW_MSG.splitMismatch('2401.00') });
    const over = await t.post(
      'disputeAdmin_decide',
      { id: disputeId, toPayer: '2401', toProvider: '0.01', reason: '多给' },
      { token: staff },
    );
    expect(over.json<Body>().error).toBe(ESCROW_MSG.splitMismatch('2401.00'));
    const negative = await t.post(
      'disputeAdmin_decide',
      { id: disputeId, toPayer: '-1', toProvider: '2402', reason: 'x' },
      { token: staff },
    );
    expect(negative.statusCode).toBe(400);
    const noReason = await t.post('disputeAdmin_decide', { id: disputeId, toPayer: '1', toProvider: '2400', reason: '' }, { token: staff });
    expect(noReason.json<Body>().error).toBe(DISPUTE_MSG.reasonRequired);
    const user = await t.post(
      'disputeAdmin_decide',
      { id: disputeId, toPayer: '0', toProvider: '2401', reason: '我赢' },
      { token: provider },
    );
    expect([401, 403]).toContain(user.statusCode);
    expect([await base(t, buyer), await base(t, provider)]).toEqual(before);
    expect((await t.deps.db.select().from(disputes).where(eq(disputes.id, disputeId)))[0]).toMatchObject({ state: 'open', toPayer: null });
    await expectLedgerOk(t);
  });

  it('a split pays each side its part from the escrow, ends the order and tells both; the ledger check passes', async () => {
    const queue = await ok('disputeAdmin_list', { state: 'open' }, staff);
    expect(queue.recordList).toEqual([expect.objectContaining({ id: disputeId, side: 'staff', stake: '2401.00' })]);
    const [b0, p0] = [await base(t, buyer), await base(t, provider)];
    const decided = await ok(
      'disputeAdmin_decide',
      { id: disputeId, toPayer: '1000.50', toProvider: '1400.50', reason: '部分页面未完成' },
      staff,
    );
    expect(decided.dispute).toMatchObject({
      state: 'decided',
      decision: { toPayer: '1000.50', toProvider: '1400.50', reason: '部分页面未完成' },
    });
    const [b1, p1] = [await base(t, buyer), await base(t, provider)];
    expect(cents(b1.amount) - cents(b0.amount)).toBe(100050);
    expect(cents(p1.amount) - cents(p0.amount)).toBe(140050);
    expect(await findEscrow(t.deps.db, 'sharing', id)).toMatchObject({ released: 140050, returned: 100050, balance: 0, status: 'closed' });
    expect(await orderState(id)).toBe(3);
    // the delivery that awaited the buyer's decision records the platform's decision
    const detail = await ok('shareOrder_detail', { id }, provider);
    expect(detail.deliveries).toEqual([
      expect.objectContaining({ state: 2, reason: '平台裁决：服务方 1400.50 晶币，退回付款方 1000.50 晶币' }),
    ]);
    const report = await checkLedger(t.deps.db);
    expect(report.ok).toBe(true);
    expect(report.checks.find((c) => c.id === 8)).toMatchObject({ ok: true });

    const twice = await t.post(
      'disputeAdmin_decide',
      { id: disputeId, toPayer: '0', toProvider: '2401', reason: '改判' },
      { token: staff },
    );
    expect(twice.json<Body>()).toMatchObject({ success: false, error: DISPUTE_MSG.decided });
    expect((await t.post('dispute_addStatement', { id: disputeId, content: '不服' }, { token: provider })).json<Body>().error).toBe(
      DISPUTE_MSG.decided,
    );
    const seen = await ok('dispute_state', { kind: 'sharing', ref: id }, buyer);
    expect(seen).toMatchObject({ canOpen: false, dispute: { state: 'decided', decision: { toPayer: '1000.50' } } });
    expect((await ok('disputeAdmin_list', { state: 'decided' }, staff)).recordCount).toBe(1);
  });

  it('the ledger check sees a split that moved other amounts than decided', async () => {
    await t.deps.db.update(disputes).set({ toPayer: 100000, toProvider: 140100 }).where(eq(disputes.id, disputeId));
    const report = await checkLedger(t.deps.db);
    expect(report.checks.find((c) => c.id === 8)).toMatchObject({ ok: false });
    await t.deps.db.update(disputes).set({ toPayer: 100050, toProvider: 140050 }).where(eq(disputes.id, disputeId));
    await expectLedgerOk(t);
  });

  it('all to one side: the buyer gets everything back and the order is refunded', async () => {
    const other = await order();
    const d = (await ok('dispute_open', { kind: 'sharing', ref: other, content: '完全未按要求交付' }, provider)).dispute as {
      id: number;
      openedBy: string;
    };
    expect(d.openedBy).toBe('provider');
    const b0 = await base(t, buyer);
    await ok('disputeAdmin_decide', { id: d.id, toPayer: '2401.00', toProvider: '0', reason: '服务方未交付' }, staff);
    expect(cents((await base(t, buyer)).amount) - cents(b0.amount)).toBe(240100);
    expect(await orderState(other)).toBe(5);
    await expectLedgerOk(t);
  });
});

describe('automatic acceptance', () => {
  it('staff set the days; a delivery nobody decided or disputed is accepted after them and the provider is paid', async () => {
    expect((await t.post('disputeAdmin_settings', { autoAcceptDays: 0 }, { token: staff })).json<Body>().error).toBe(
      DISPUTE_MSG.daysInvalid,
    );
    expect([401, 403]).toContain((await t.post('disputeAdmin_settings', { autoAcceptDays: 1 }, { token: buyer })).statusCode);
    expect(await ok('disputeAdmin_settings', { autoAcceptDays: 3 }, staff)).toMatchObject({ autoAcceptDays: 3 });
    expect((await ok('dispute_state', { kind: 'sharing', ref: await order(false) }, buyer)).autoAcceptDays).toBe(3);

    const waiting = await order();
    const disputed = await order();
    await ok('dispute_open', { kind: 'sharing', ref: disputed, content: '有争议' }, buyer);
    const p0 = await base(t, provider);
    expect(await runAutoAccept(t.deps, new Date(Date.now() + 2 * 86_400_000))).toBe(0);
    expect(await orderState(waiting)).toBe(2);

    expect(await runAutoAccept(t.deps, new Date(Date.now() + 3 * 86_400_000 + 60_000))).toBe(1);
    expect(await orderState(waiting)).toBe(3);
    expect(await orderState(disputed)).toBe(2);
    expect(cents((await base(t, provider)).amount) - cents(p0.amount)).toBe(240100);
    expect(await findEscrow(t.deps.db, 'sharing', waiting)).toMatchObject({ released: 240100, status: 'closed' });
    expect(await findEscrow(t.deps.db, 'sharing', disputed)).toMatchObject({ balance: 240100, status: 'open' });
    await expectLedgerOk(t);
    // a second run finds nothing left to accept
    expect(await runAutoAccept(t.deps, new Date(Date.now() + 30 * 86_400_000))).toBe(0);
  });
});

describe('a short-term payment request in dispute', () => {
  it('only the worker and the publisher may dispute it; a split divides the requested amount and the escrow stays open', async () => {
    const needId = (
      await ok(
        'lhyhneed_add',
        {
          needtitle: '数据看板开发',
          needtype: '软件开发',
          xl: '本科',
          projecttime: 30,
          daymoney: '1000.00',
          countmoney: '10000.00',
          settletype: '按月结算',
          pay: '按周交付',
          sf: '浙江省',
          city: '杭州市',
          iszc: 0,
          name: '王经理',
          phone: '13912345678',
          listPosition: [{ position: '前端开发', workyear: '3-5年', peoplenum: 1, keytechnologies: 'React' }],
        },
        buyer,
      )
    ).id as number;
    await ok('admin_reviewDecide', { kind: 'demand', id: String(needId), decision: 'approve' }, reviewer);
    await ok('lhyhneedPay_walletPay', { needId, accountpwd: PWD }, buyer);
    await ok('lhyhneedApply_add', { needId }, provider);
    const apps = (await ok('lhyhneedApply_list', { needId }, buyer)).recordList as { id: number }[];
    await ok('lhyhneedApply_decide', { id: apps[0]?.id, state: 1 }, buyer);
    await ok('paymentInfoPC_add', { needId, amount: '1000.00', remark: '第一周' }, provider);
    const requests = (await ok('paymentInfoPC_list', { state: 0 }, buyer)).recordList as { id: number }[];
    const requestId = requests[0]?.id ?? 0;
    await ok('paymentInfoPC_decide', { id: requestId, decision: 'reject', reason: '功能未完成' }, buyer);
    const held = (await findEscrow(t.deps.db, 'demand', needId))?.balance ?? 0;

    const third = await t.post('dispute_open', { kind: 'employment', ref: requestId, content: '评评理' }, { token: stranger });
    expect(third.statusCode).toBe(403);
    const d = (await ok('dispute_open', { kind: 'employment', ref: requestId, content: '已按要求完成第一周功能' }, provider)).dispute as {
      id: number;
      stake: string;
      openedBy: string;
    };
    expect(d).toMatchObject({ stake: '1000.00', openedBy: 'provider' });
    // its notices lead to the demand, as the area's payment-request notices do
    const opened = await t.deps.db
      .select()
      .from(notices)
      .where(
        and(
          eq(notices.userId, await userId(t, 'company01')),
          eq(notices.content, DISPUTE_MSG.openedNotice('短期需求「数据看板开发」的付款申请')),
        ),
      );
    expect(opened).toEqual([expect.objectContaining({ messageType: '00', redirectId: String(needId) })]);
    const wrong = await t.post('disputeAdmin_decide', { id: d.id, toPayer: '500', toProvider: '600', reason: '平分' }, { token: staff });
    expect(wrong.json<Body>().error).toBe(ESCROW_MSG.splitMismatch('1000.00'));
    const [b0, p0] = [await base(t, buyer), await base(t, provider)];
    await ok('disputeAdmin_decide', { id: d.id, toPayer: '600', toProvider: '400', reason: '完成约四成' }, staff);
    expect(cents((await base(t, buyer)).amount) - cents(b0.amount)).toBe(60000);
    expect(cents((await base(t, provider)).amount) - cents(p0.amount)).toBe(40000);
    expect(await findEscrow(t.deps.db, 'demand', needId)).toMatchObject({ status: 'open', balance: held - 100000 });
    expect((await ok('paymentInfoPC_list', { state: 1 }, buyer)).recordList).toEqual([
      expect.objectContaining({ id: requestId, amount: '400.00' }),
    ]);
    await expectLedgerOk(t);
  });
});

describe('a personnel contract in dispute', () => {
  it('the demander disputes the reported service; the firm gets everything by decision and the contract completes', async () => {
    const firm = stranger; // hragency01 serves here
    await fund(t, firm, staff, '500');
    await ok(
      'rsFrim_save',
      {
        firmname: '众才人力资源有限公司',
        contactName: '王经理',
        contactPhone: '13900000004',
        licenseNo: '91330106MA2KXXXX1A',
        licensePath: await uploadProof(t, firm, 'general'),
        permitPath: await uploadProof(t, firm, 'general'),
        cityName: '杭州',
        address: '杭州市西湖区文三路 1 号',
        intro: '专业提供社保代理、公积金代缴、工资代发与招聘外包服务。',
      },
      firm,
    );
    const [f] = await t.deps.db
      .select()
      .from(rsFirms)
      .where(eq(rsFirms.userId, await userId(t, 'hragency01')));
    await ok('admin_reviewDecide', { kind: 'personnelFirm', id: String(f?.id), decision: 'approve' }, staff);
    await ok('rsFrim_buyMember', { accountpwd: PWD }, firm);
    const need = (
      await ok(
        'rsNeed_save',
        {
          kind: 'sb',
          title: '杭州研发团队社保代缴',
          cityName: '杭州',
          headcount: 10,
          months: 12,
          baseAmount: '6000',
          budget: '3000',
          contactName: '李主管',
          contactPhone: '13800000013',
          description: '为杭州研发中心10名员工代缴社会保险，服务期一年，需每月提供缴费明细。',
        },
        buyer,
      )
    ).data as { id: number };
    await ok('admin_reviewDecide', { kind: 'personnelNeed', id: String(need.id), decision: 'approve' }, staff);
    const d = (await ok('rsDeliver_add', { needId: need.id, quote: '2800', message: '每月提供明细' }, firm)).data as { id: number };
    const contractId = (
      await ok('rsDeliver_choose', { id: d.id, terms: '每月15日前完成社保申报。', startDate: '2026-12-01', endDate: '2027-11-30' }, buyer)
    ).contractId as number;
    await ok('rsContract_sign', { id: contractId }, firm);
    await ok('rsContract_pay', { id: contractId, accountpwd: PWD }, buyer);
    expect(
      (await t.post('dispute_open', { kind: 'personnel', ref: contractId, content: '尚未交付' }, { token: buyer })).json<Body>().error,
    ).toBe(DISPUTE_MSG.notDisputable);
    await ok('rsContract_deliver', { id: contractId, note: '全年社保已按时申报，明细已提供' }, firm);

    expect((await t.post('dispute_open', { kind: 'personnel', ref: contractId, content: '路过' }, { token: provider })).statusCode).toBe(
      403,
    );
    const dispute = (await ok('dispute_open', { kind: 'personnel', ref: contractId, content: '缺少12月明细' }, buyer)).dispute as {
      id: number;
      stake: string;
    };
    expect(dispute.stake).toBe('2800.00');
    expect((await t.post('rsContract_confirm', { id: contractId }, { token: buyer })).json<Body>().error).toBe(DISPUTE_MSG.inDispute);
    expect((await t.post('rsContract_reject', { id: contractId, reason: '缺明细' }, { token: buyer })).json<Body>().error).toBe(
      DISPUTE_MSG.inDispute,
    );
    const f0 = await base(t, firm);
    await ok('disputeAdmin_decide', { id: dispute.id, toPayer: '0', toProvider: '2800.00', reason: '明细已在系统中提供' }, staff);
    expect(cents((await base(t, firm)).amount) - cents(f0.amount)).toBe(280000);
    const [c] = await t.deps.db.select().from(personnelContracts).where(eq(personnelContracts.id, contractId));
    expect(c?.status).toBe(4);
    expect(await findEscrow(t.deps.db, 'personnel', `contract-${contractId}`)).toMatchObject({ balance: 0, status: 'closed' });
    await expectLedgerOk(t);
  });
});
