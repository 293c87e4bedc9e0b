import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import { PERSONNEL_MSG, UPLOAD_MSG, WALLET_MSG, ZONE_MSG } from '@xcb/shared';
import { CONTRACT_STATUS, MEMBER_STATUS, NEED_STATUS } from '@xcb/shared/actions/personnel';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import {
  companies,
  escrows,
  notices,
  personnelCollections,
  personnelContracts,
  personnelDelivers,
  personnelHistory,
  personnelNeeds,
  rsFirms,
} from '../../db/schema/index.ts';
import { PWD, base, expectLedgerOk, fund, uploadProof, userId, withPassword } from '../ledger/test-support.ts';
import { pdf } from '../../test/fixtures.ts';
import { DELIVERY_MSG } from '@xcb/shared/actions/deliveries';
import { sweepMemberships } from './firm.service.ts';

// Personnel agency end to end through the API: refusals first in each step, each asserting that nothing
// changed (rows, balances) and that the ledger still holds; then the happy path of that step.

let t: TestApp;
let hr: string; // hragency01: the HR firm
let company: string; // company01: certified company, the demander
let person: string; // person01: certified person, a second firm later
let zone: string; // zoneuser01: private zone HZGX01
let fresh: string; // newuser01: no certification
let staff: string;
let hrId: number;

type Res = { statusCode: number; json: <T>() => T };
type Body = { success: boolean; error?: string; msg?: string; redirect?: string } & Record<string, unknown>;
const body = (res: Res) => res.json<Body>();
const ok = (res: Res) => {
  const b = body(res);
  if (!b.success) throw new Error(`expected success: ${JSON.stringify(b)}`);
  return b as Record<string, unknown>;
};
const refused = (res: Res, msg: string) => {
  expect(res.statusCode).toBe(200);
  expect(body(res)).toMatchObject({ success: false, error: msg });
};
const amount = async (token: string) => (await base(t, token)).amount;
const countOf = async (table: typeof personnelNeeds | typeof personnelDelivers | typeof personnelContracts | typeof escrows) =>
  (await t.deps.db.select({ n: count() }).from(table))[0]?.n ?? 0;

const firmInput = {
  firmname: '众才人力资源有限公司',
  contactName: '王经理',
  contactPhone: '13900000004',
  licenseNo: '91330106MA2KXXXX1A',
  licensePath: '2026/11/license.png',
  permitPath: '2026/11/permit.png',
  cityName: '杭州',
  address: '杭州市西湖区文三路 1 号',
  intro: '专业提供社保代理、公积金代缴、工资代发与招聘外包服务。',
};
/** The licence and permit images, uploaded by the token's user (a firm takes only its user's own uploads). */
const firmImages = async (token: string) => ({
  licensePath: await uploadProof(t, token, 'general'),
  permitPath: await uploadProof(t, token, 'general'),
});
const sbNeed = {
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
};

async function approve(kind: string, id: number | string) {
  ok(await t.post('admin_reviewDecide', { kind, id: String(id), decision: 'approve' }, { token: staff }));
}

beforeAll(async () => {
  t = await createTestApp();
  hr = await withPassword(t, 'hragency01');
  company = await withPassword(t, 'company01');
  person = await withPassword(t, 'person01');
  zone = await withPassword(t, 'zoneuser01');
  fresh = await t.login('newuser01');
  staff = await t.login('admin001', 'Admin@2026');
  hrId = await userId(t, 'hragency01');
  await fund(t, hr, staff, '500');
  await fund(t, company, staff, '1000');
  await fund(t, person, staff, '500');
  await fund(t, zone, staff, '100');
  // company01 is seeded with an approved company; the private-zone company is certified here
  await t.deps.db.insert(companies).values({ userId: await userId(t, 'zoneuser01'), companyName: '高新园区企业', companyAuditState: 1 });
});
afterAll(async () => t.close());

describe('agent certification and membership', () => {
  it('refuses the anonymous, bad input, and buying without an approved firm; nothing changes', async () => {
    expect((await t.post('rsFrim_mainInfo', {})).statusCode).toBe(401);
    const bad = await t.post('rsFrim_save', { ...firmInput, licenseNo: '123' }, { token: hr });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).error).toBe(PERSONNEL_MSG.licenseNoInvalid);
    expect((await t.post('rsFrim_save', { ...firmInput, firmname: '' }, { token: hr })).json<Body>().error).toBe(
      PERSONNEL_MSG.firmNameRequired,
    );
    const before = await amount(hr);
    refused(await t.post('rsFrim_buyMember', { accountpwd: PWD }, { token: hr }), PERSONNEL_MSG.firmNotFound);
    expect((await t.post('rsFrim_mainInfo', {}, { token: hr })).json<{ rsFrim: unknown }>().rsFrim).toBeNull();
    ok(await t.post('rsFrim_save', { ...firmInput, ...(await firmImages(hr)) }, { token: hr }));
    // uncertified: under review, membership refused, no coins move
    refused(await t.post('rsFrim_buyMember', { accountpwd: PWD }, { token: hr }), PERSONNEL_MSG.firmNotApproved);
    expect(await amount(hr)).toBe(before);
    await expectLedgerOk(t);
  });

  it("takes only licence and permit images the firm's user uploaded; an edit may keep the images it has", async () => {
    const firmRow = async () => (await t.deps.db.select().from(rsFirms).where(eq(rsFirms.userId, hrId)))[0];
    const saved = await firmRow();
    if (!saved) throw new Error('no firm');
    const theirs = await uploadProof(t, company, 'general');
    for (const over of [{ licensePath: theirs }, { permitPath: theirs }, { permitPath: '2026/11/made-up.png' }]) {
      const res = await t.post(
        'rsFrim_save',
        { ...firmInput, firmname: '抢来的人力', licensePath: saved.licensePath, permitPath: saved.permitPath, ...over },
        { token: hr },
      );
      expect(res.statusCode).toBe(403);
      expect(body(res)).toMatchObject({ success: false, error: UPLOAD_MSG.notYours });
    }
    expect(await firmRow()).toEqual(saved);
    expect(await t.deps.db.select({ n: count() }).from(rsFirms)).toEqual([{ n: 1 }]);
    // saving again without touching the images works, also for images stored before uploads were recorded
    await t.deps.db.update(rsFirms).set({ licensePath: '2025/01/license-demo.png' }).where(eq(rsFirms.id, saved.id));
    ok(await t.post('rsFrim_save', { ...firmInput, licensePath: '2025/01/license-demo.png', permitPath: saved.permitPath }, { token: hr }));
    // and a new image of the user's own replaces one
    const mine = await uploadProof(t, hr, 'general');
    const replaced = ok(await t.post('rsFrim_save', { ...firmInput, licensePath: mine, permitPath: saved.permitPath }, { token: hr }));
    expect(replaced.rsFrim).toMatchObject({ licensePath: mine, permitPath: saved.permitPath, firmname: firmInput.firmname });
  });

  it('staff approve the firm, it buys one year with coins; a second purchase inside the year is refused', async () => {
    const [firm] = await t.deps.db.select().from(rsFirms).where(eq(rsFirms.userId, hrId));
    if (!firm) throw new Error('no firm');
    // reviewers of the queue see the submitted data
    const queue = await t.post('admin_reviewList', { kind: 'personnelFirm', state: 'pending', pageNum: 0, pageSize: 10 }, { token: staff });
    expect(JSON.stringify(queue.json())).toContain('众才人力资源有限公司');
    expect(
      (await t.post('admin_reviewDecide', { kind: 'personnelFirm', id: String(firm.id), decision: 'approve' }, { token: hr })).statusCode,
    ).toBe(403);
    await approve('personnelFirm', firm.id);
    const [n] = await t.deps.db
      .select()
      .from(notices)
      .where(and(eq(notices.userId, hrId), eq(notices.messageType, '05'), eq(notices.messageTypeClass, '03')));
    expect(n?.content).toContain('已通过认证');
    // wrong payment password: refused, nothing paid
    refused(await t.post('rsFrim_buyMember', { accountpwd: '000000' }, { token: hr }), WALLET_MSG.payPwdWrongLeft(4));
    expect(await amount(hr)).toBe('5000.00');
    const bought = ok(await t.post('rsFrim_buyMember', { accountpwd: PWD }, { token: hr }));
    expect((bought.rsFrim as { memberStatus: number }).memberStatus).toBe(MEMBER_STATUS.member);
    expect(await amount(hr)).toBe('3000.00');
    refused(await t.post('rsFrim_buyMember', { accountpwd: PWD }, { token: hr }), PERSONNEL_MSG.memberRenewTooEarly(30));
    expect(await amount(hr)).toBe('3000.00');
    const info = (await t.post('rsFrim_mainInfo', {}, { token: hr })).json<{
      memberships: { term: number }[];
      rsFrim: { canBuy: boolean };
    }>();
    expect(info.memberships.map((m) => m.term)).toEqual([1]);
    expect(info.rsFrim.canBuy).toBe(false);
    await expectLedgerOk(t);
  });

  it('reminds once before the end, ends the membership after it, and renews from the old end', async () => {
    await t.deps.db
      .update(rsFirms)
      .set({ memberUntil: sql`now() + interval '3 days'` })
      .where(eq(rsFirms.userId, hrId));
    expect(await sweepMemberships(t.deps.db, t.deps.hub)).toEqual({ ended: 0, reminded: 1 });
    expect(await sweepMemberships(t.deps.db, t.deps.hub)).toEqual({ ended: 0, reminded: 0 });
    const [[reminder]] = await Promise.all([
      t.deps.db
        .select()
        .from(notices)
        .where(and(eq(notices.userId, hrId), eq(notices.title, PERSONNEL_MSG.memberNoticeTitle))),
    ]);
    expect(reminder?.messageType).toBe('03');
    // inside the renewal window: a renewal continues from the old end
    const [before] = await t.deps.db.select().from(rsFirms).where(eq(rsFirms.userId, hrId));
    const renewed = ok(await t.post('rsFrim_buyMember', { accountpwd: PWD }, { token: hr }));
    const until = new Date((renewed.rsFrim as { memberUntil: string }).memberUntil);
    const expected = new Date(before?.memberUntil ?? 0);
    expected.setUTCFullYear(expected.getUTCFullYear() + 1);
    expect(until.toISOString()).toBe(expected.toISOString());
    expect(await amount(hr)).toBe('1000.00');
    await expectLedgerOk(t);
  });
});

describe('the (4,6,2) publish check and demands', () => {
  it('tells the uncertified where to go and refuses their demand; nothing is written', async () => {
    expect(ok(await t.post('rsNeed_permission', { a: 4, b: 6, c: 2 }, { token: fresh }))).toMatchObject({
      ok: false,
      msg: PERSONNEL_MSG.certifyFirst,
      redirect: '/employment/company_store',
    });
    expect(ok(await t.post('rsNeed_permission', { a: 4, b: 6, c: 2 }, { token: company }))).toMatchObject({ ok: true });
    const n = await countOf(personnelNeeds);
    refused(await t.post('rsNeed_save', sbNeed, { token: fresh }), PERSONNEL_MSG.certifyFirst);
    // a certification under review: the spec's other message
    const freshId = await userId(t, 'newuser01');
    await t.deps.db.insert(companies).values({ userId: freshId, companyName: '审核中公司', companyAuditState: 0 });
    refused(await t.post('rsNeed_save', sbNeed, { token: fresh }), PERSONNEL_MSG.certifyPending);
    await t.deps.db.delete(companies).where(eq(companies.userId, freshId));
    expect(await countOf(personnelNeeds)).toBe(n);
  });

  it('checks the kind, the base against the city limits and the required fields (400, nothing written)', async () => {
    const n = await countOf(personnelNeeds);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...sbNeed, kind: 'xx' }, PERSONNEL_MSG.kindInvalid],
      [{ ...sbNeed, baseAmount: '100' }, PERSONNEL_MSG.baseOutOfRange('4812.00', '24930.00')],
      [{ ...sbNeed, baseAmount: '' }, PERSONNEL_MSG.baseRequired],
      [{ ...sbNeed, cityName: '拉萨' }, PERSONNEL_MSG.rateNotFound],
      [{ ...sbNeed, kind: 'gjj', gjjRate: 20 }, PERSONNEL_MSG.gjjRateOutOfRange('5', '12')],
      [{ ...sbNeed, kind: 'zp', position: '' }, PERSONNEL_MSG.positionRequired],
      [{ ...sbNeed, budget: '-1' }, PERSONNEL_MSG.budgetInvalid],
      [{ ...sbNeed, headcount: 0 }, PERSONNEL_MSG.headcountInvalid],
      [{ ...sbNeed, contactPhone: '123' }, PERSONNEL_MSG.phoneInvalid],
    ];
    for (const [input, msg] of cases) {
      const res = await t.post('rsNeed_save', input, { token: company });
      expect(res.statusCode, msg).toBe(400);
      expect(body(res).error).toBe(msg);
    }
    expect(await countOf(personnelNeeds)).toBe(n);
  });

  it('stores the calculator result, waits for review, then lists the demand in its own zone only', async () => {
    const saved = ok(await t.post('rsNeed_save', sbNeed, { token: company }));
    const need = saved.data as {
      id: number;
      status: number;
      calc: { perPersonCompany: number; perPersonPersonal: number; monthlyTotal: number; total: number };
    };
    expect(need.status).toBe(NEED_STATUS.pending);
    // Hangzhou on 6000 yuan: company 14+9.5+0.5+0.2 = 24.2 % = 1452.00; personal 8+2+0.5 = 10.5 % = 630.00
    expect(need.calc).toMatchObject({ perPersonCompany: 145200, perPersonPersonal: 63000, monthlyTotal: 2082000, total: 24984000 });
    // not listed, not applicable, while under review
    expect((await t.post('rsNeed_list', { kind: 'sb' })).json<{ data: { recordCount: number } }>().data.recordCount).toBe(0);
    refused(
      await t.post('rsDeliver_add', { needId: need.id, quote: '2800', message: '我们可以承接' }, { token: hr }),
      PERSONNEL_MSG.needNotOpen,
    );
    // the publisher may edit it while it waits; another user may not
    expect((await t.post('rsNeed_save', { ...sbNeed, id: need.id }, { token: zone })).statusCode).toBe(403);
    await approve('personnelNeed', need.id);
    const pub = (await t.post('rsNeed_list', { kind: 'sb' })).json<{
      data: { recordList: { id: number; contactPhone: string | null }[] };
    }>().data.recordList;
    expect(pub.map((r) => r.id)).toEqual([need.id]);
    expect(pub[0]?.contactPhone).toBeNull();
    // zone scope: the zone user does not see the public demand, nor may open it
    expect((await t.post('rsNeed_list', { kind: 'sb' }, { token: zone })).json<{ data: { recordCount: number } }>().data.recordCount).toBe(
      0,
    );
    const detail = await t.post('rsNeed_detail', { id: need.id }, { token: zone });
    expect(detail.statusCode).toBe(403);
    expect(body(detail).error).toBe(ZONE_MSG.privateCannotViewPublic('人事代理需求'));
    // and the zone's own demand stays in the zone
    const zoneNeed = ok(await t.post('rsNeed_save', { ...sbNeed, title: '园区企业社保代缴' }, { token: zone })).data as { id: number };
    await approve('personnelNeed', zoneNeed.id);
    expect(
      (await t.post('rsNeed_list', { kind: 'sb' }, { token: zone }))
        .json<{ data: { recordList: { id: number }[] } }>()
        .data.recordList.map((r) => r.id),
    ).toEqual([zoneNeed.id]);
    expect(
      (await t.post('rsNeed_list', { kind: 'sb' }, { token: person }))
        .json<{ data: { recordList: { id: number }[] } }>()
        .data.recordList.map((r) => r.id),
    ).toEqual([need.id]);
    expect((await t.post('rsNeed_detail', { id: zoneNeed.id }, { token: person })).statusCode).toBe(403);
  });
});

describe('apply, choose, contract, escrow', () => {
  let needId: number;
  let deliverId: number;
  let contractId: number;

  beforeAll(async () => {
    const [n] = await t.deps.db.select().from(personnelNeeds).where(eq(personnelNeeds.title, sbNeed.title));
    needId = n?.id ?? 0;
  });

  it('refuses the uncertified, the publisher and an expired membership; nothing is written', async () => {
    const n = await countOf(personnelDelivers);
    refused(await t.post('rsDeliver_add', { needId, quote: '2800', message: '我们可以承接' }, { token: person }), PERSONNEL_MSG.notFirm);
    refused(await t.post('rsDeliver_add', { needId, quote: '2800', message: '我们可以承接' }, { token: company }), PERSONNEL_MSG.ownNeed);
    expect((await t.post('rsDeliver_add', { needId, quote: '0', message: '我们可以承接' }, { token: hr })).json<Body>().error).toBe(
      PERSONNEL_MSG.quoteInvalid,
    );
    // person01 becomes a member firm whose year then ends
    ok(await t.post('rsFrim_save', { ...firmInput, ...(await firmImages(person)), firmname: '张伟人力工作室' }, { token: person }));
    const personId = await userId(t, 'person01');
    const [pf] = await t.deps.db.select().from(rsFirms).where(eq(rsFirms.userId, personId));
    refused(
      await t.post('rsDeliver_add', { needId, quote: '2800', message: '我们可以承接' }, { token: person }),
      PERSONNEL_MSG.firmPending,
    );
    await approve('personnelFirm', pf?.id ?? 0);
    refused(await t.post('rsDeliver_add', { needId, quote: '2800', message: '我们可以承接' }, { token: person }), PERSONNEL_MSG.notMember);
    ok(await t.post('rsFrim_buyMember', { accountpwd: PWD }, { token: person }));
    await t.deps.db
      .update(rsFirms)
      .set({ memberUntil: sql`now() - interval '1 minute'` })
      .where(eq(rsFirms.userId, personId));
    refused(
      await t.post('rsDeliver_add', { needId, quote: '2800', message: '我们可以承接' }, { token: person }),
      PERSONNEL_MSG.memberExpired,
    );
    const [after] = await t.deps.db.select().from(rsFirms).where(eq(rsFirms.userId, personId));
    expect(after?.memberStatus).toBe(MEMBER_STATUS.expired);
    const ended = await t.deps.db
      .select()
      .from(notices)
      .where(and(eq(notices.userId, personId), eq(notices.title, PERSONNEL_MSG.memberEndedTitle)));
    expect(ended).toHaveLength(1);
    expect(await countOf(personnelDelivers)).toBe(n);
    await expectLedgerOk(t);
  });

  it('the firm applies once; the demander sees it; nobody else may choose', async () => {
    const d = ok(await t.post('rsDeliver_add', { needId, quote: '2800', message: '十年社保代理经验，每月提供明细' }, { token: hr }));
    deliverId = (d.data as { id: number }).id;
    refused(await t.post('rsDeliver_add', { needId, quote: '2700', message: '再报一次价' }, { token: hr }), PERSONNEL_MSG.alreadyApplied);
    expect((await t.post('rsDeliver_needList', { needId }, { token: hr })).statusCode).toBe(403);
    const list = ok(await t.post('rsDeliver_needList', { needId }, { token: company }));
    expect((list.data as { firmname: string; quote: string }[])[0]).toMatchObject({ firmname: '众才人力资源有限公司', quote: '2800.00' });
    const terms = {
      id: deliverId,
      terms: '服务方每月15日前完成社保申报，并向需求方提供缴费明细。',
      startDate: '2026-12-01',
      endDate: '2027-11-30',
    };
    expect((await t.post('rsDeliver_choose', terms, { token: hr })).statusCode).toBe(403);
    expect((await t.post('rsDeliver_choose', { ...terms, endDate: '2026-01-01' }, { token: company })).json<Body>().error).toBe(
      PERSONNEL_MSG.datesInvalid,
    );
    expect(await countOf(personnelContracts)).toBe(0);
    contractId = ok(await t.post('rsDeliver_choose', terms, { token: company })).contractId as number;
    refused(await t.post('rsDeliver_choose', terms, { token: company }), PERSONNEL_MSG.needTaken);
    expect(await countOf(personnelContracts)).toBe(1);
    const [chosen] = await t.deps.db
      .select()
      .from(notices)
      .where(and(eq(notices.userId, hrId), eq(notices.title, PERSONNEL_MSG.chosenTitle)));
    expect(chosen?.redirectId).toBe(String(contractId));
  });

  it('signing, paying and delivering belong to their side; paying twice is refused; money waits in escrow', async () => {
    expect((await t.post('rsContract_sign', { id: contractId }, { token: company })).statusCode).toBe(403);
    expect((await t.post('rsContract_detail', { id: contractId }, { token: zone })).statusCode).toBe(403);
    refused(await t.post('rsContract_pay', { id: contractId, accountpwd: PWD }, { token: company }), PERSONNEL_MSG.contractState);
    ok(await t.post('rsContract_sign', { id: contractId }, { token: hr }));
    const companyBefore = await amount(company);
    // another party's order
    expect((await t.post('rsContract_pay', { id: contractId, accountpwd: PWD }, { token: hr })).statusCode).toBe(403);
    expect((await t.post('rsContract_pay', { id: contractId, accountpwd: PWD }, { token: person })).statusCode).toBe(403);
    expect((await t.post('rsContract_pay', { id: contractId, accountpwd: '12' }, { token: company })).statusCode).toBe(400);
    expect(await amount(company)).toBe(companyBefore);
    expect(await countOf(escrows)).toBe(0);
    const paid = ok(await t.post('rsContract_pay', { id: contractId, accountpwd: PWD }, { token: company }));
    expect(paid.data).toMatchObject({ status: CONTRACT_STATUS.inService, escrowHeld: '2800.00' });
    expect(await amount(company)).toBe('7200.00');
    refused(await t.post('rsContract_pay', { id: contractId, accountpwd: PWD }, { token: company }), PERSONNEL_MSG.paidTwice);
    expect(await amount(company)).toBe('7200.00');
    expect(await countOf(escrows)).toBe(1);
    await expectLedgerOk(t);
    expect((await t.post('rsContract_deliver', { id: contractId, note: '全年社保已按时申报' }, { token: company })).statusCode).toBe(403);
    refused(await t.post('rsContract_confirm', { id: contractId }, { token: company }), PERSONNEL_MSG.contractState);
    ok(await t.post('rsContract_deliver', { id: contractId, note: '全年社保已按时申报，明细已提供' }, { token: hr }));
    refused(await t.post('rsContract_cancel', { id: contractId, reason: '不想要了' }, { token: company }), PERSONNEL_MSG.cancelDelivered);
  });

  it('the demander rejects the report with a reason; the firm reports again with a file only the two sides fetch', async () => {
    const before = (await t.deps.db.select().from(personnelContracts).where(eq(personnelContracts.id, contractId)))[0];
    expect((await t.post('rsContract_reject', { id: contractId, reason: '缺少12月明细' }, { token: hr })).statusCode).toBe(403);
    expect((await t.post('rsContract_reject', { id: contractId, reason: '缺少12月明细' }, { token: person })).statusCode).toBe(403);
    for (const reason of ['', '缺少\0明细', '很'.repeat(201)])
      expect((await t.post('rsContract_reject', { id: contractId, reason }, { token: company })).statusCode).toBe(400);
    expect((await t.deps.db.select().from(personnelContracts).where(eq(personnelContracts.id, contractId)))[0]).toEqual(before);
    const rejected = ok(await t.post('rsContract_reject', { id: contractId, reason: '缺少12月明细' }, { token: company }));
    expect(rejected.data).toMatchObject({ status: CONTRACT_STATUS.rejected, escrowHeld: '2800.00' });
    refused(await t.post('rsContract_confirm', { id: contractId }, { token: company }), PERSONNEL_MSG.contractState);
    refused(await t.post('rsContract_cancel', { id: contractId, reason: '不想要了' }, { token: company }), PERSONNEL_MSG.cancelDelivered);
    const [told] = await t.deps.db
      .select()
      .from(notices)
      .where(and(eq(notices.userId, hrId), eq(notices.title, `人事代理：${DELIVERY_MSG.rejectedTitle}`)));
    expect(told?.content).toContain('缺少12月明细');
    const file = (await t.upload('upload_uploadDelivery', { name: '12月明细.pdf', data: pdf('December') }, {}, hr)).json<{ data: string }>()
      .data;
    expect(
      (await t.post('rsContract_deliver', { id: contractId, note: '已补充12月明细', files: [file] }, { token: company })).statusCode,
    ).toBe(403);
    ok(await t.post('rsContract_deliver', { id: contractId, note: '已补充12月明细，见附件', files: [file] }, { token: hr }));
    const fetch = (token: string) =>
      t.app.inject({ method: 'GET', url: `/uploads/${file}`, headers: { authorization: `Bearer ${token}` } });
    expect((await fetch(company)).statusCode).toBe(200);
    expect((await fetch(person)).statusCode).toBe(404);
    for (const token of [company, hr]) {
      const detail = ok(await t.post('rsContract_detail', { id: contractId }, { token }));
      expect(detail.deliveries).toEqual([
        expect.objectContaining({ state: 2, reason: '缺少12月明细', note: '全年社保已按时申报，明细已提供', files: [] }),
        expect.objectContaining({ state: 0, reason: null, files: [{ path: file, name: '12月明细.pdf' }] }),
      ]);
    }
    await expectLedgerOk(t);
  });

  it('the demander confirms: the escrow pays the firm and closes; the demand is completed', async () => {
    const hrBefore = await amount(hr);
    expect((await t.post('rsContract_confirm', { id: contractId }, { token: hr })).statusCode).toBe(403);
    expect(await amount(hr)).toBe(hrBefore);
    const done = ok(await t.post('rsContract_confirm', { id: contractId }, { token: company }));
    expect(done.data).toMatchObject({ status: CONTRACT_STATUS.completed, escrowHeld: '0.00' });
    expect(await amount(hr)).toBe('3800.00');
    refused(await t.post('rsContract_confirm', { id: contractId }, { token: company }), PERSONNEL_MSG.contractState);
    expect(await amount(hr)).toBe('3800.00');
    const [e] = await t.deps.db
      .select()
      .from(escrows)
      .where(eq(escrows.ref, `contract-${contractId}`));
    expect(e).toMatchObject({ status: 'closed', deposited: 280000, released: 280000, returned: 0 });
    const [n] = await t.deps.db.select().from(personnelNeeds).where(eq(personnelNeeds.id, needId));
    expect(n?.status).toBe(NEED_STATUS.completed);
    const served = ok(await t.post('rsContract_list', { role: 'serve' }, { token: hr }));
    expect((served.data as { recordCount: number }).recordCount).toBe(1);
    await expectLedgerOk(t);
  });

  it('only the demander comments a completed contract, once; the firm page shows it', async () => {
    expect((await t.post('rsComment_add', { contractId, stars: 5, content: '服务专业及时' }, { token: hr })).statusCode).toBe(403);
    expect((await t.post('rsComment_add', { contractId, stars: 6, content: '服务专业及时' }, { token: company })).statusCode).toBe(400);
    ok(await t.post('rsComment_add', { contractId, stars: 5, content: '服务专业及时，明细清楚' }, { token: company }));
    refused(
      await t.post('rsComment_add', { contractId, stars: 4, content: '再评一次试试' }, { token: company }),
      PERSONNEL_MSG.commentedTwice,
    );
    const list = (await t.post('rsComment_list', { firmUserId: hrId })).json<{
      data: { recordList: { stars: number; authorName: string }[] };
    }>();
    expect(list.data.recordList).toEqual([expect.objectContaining({ stars: 5, authorName: '星河科技有限公司' })]);
    expect(
      (await t.post('rsFrim_detail', { firmUserId: hrId })).json<{ data: { stars: number; completedCount: number } }>().data,
    ).toMatchObject({ stars: 5, completedCount: 1 });
  });
});

describe('the recruitment deposit zp_bzj and cancelling', () => {
  it('holds the deposit before publishing, returns the contract money on cancel and pays the deposit to the firm', async () => {
    const zp = ok(
      await t.post(
        'rsNeed_save',
        { ...sbNeed, kind: 'zp', title: '招聘Java工程师5名', position: 'Java工程师', salary: '15k-25k', budget: '5000', baseAmount: '' },
        { token: company },
      ),
    ).data as { id: number };
    await approve('personnelNeed', zp.id);
    let [n] = await t.deps.db.select().from(personnelNeeds).where(eq(personnelNeeds.id, zp.id));
    expect(n).toMatchObject({ status: NEED_STATUS.awaitingDeposit, deposit: 50000 });
    expect((await t.post('rsNeed_list', { kind: 'zp' })).json<{ data: { recordCount: number } }>().data.recordCount).toBe(0);
    expect((await t.post('rsNeed_payDeposit', { id: zp.id, accountpwd: PWD }, { token: hr })).statusCode).toBe(403);
    ok(await t.post('rsNeed_payDeposit', { id: zp.id, accountpwd: PWD }, { token: company }));
    expect(await amount(company)).toBe('6700.00');
    refused(await t.post('rsNeed_payDeposit', { id: zp.id, accountpwd: PWD }, { token: company }), PERSONNEL_MSG.depositNotDue);
    expect(await amount(company)).toBe('6700.00');
    await expectLedgerOk(t);
    const d = ok(await t.post('rsDeliver_add', { needId: zp.id, quote: '4000', message: '两周内推荐合格候选人' }, { token: hr })).data as {
      id: number;
    };
    const contractId = ok(
      await t.post(
        'rsDeliver_choose',
        { id: d.id, terms: '服务方在30天内推荐不少于15名候选人。', startDate: '2026-12-01', endDate: '2026-12-31' },
        { token: company },
      ),
    ).contractId as number;
    ok(await t.post('rsContract_sign', { id: contractId }, { token: hr }));
    ok(await t.post('rsContract_pay', { id: contractId, accountpwd: PWD }, { token: company }));
    expect(await amount(company)).toBe('2700.00');
    expect((await t.post('rsContract_cancel', { id: contractId, reason: '不需要了' }, { token: zone })).statusCode).toBe(403);
    expect((await t.post('rsContract_cancel', { id: contractId, reason: '' }, { token: company })).statusCode).toBe(400);
    const hrBefore = await amount(hr);
    const c = ok(await t.post('rsContract_cancel', { id: contractId, reason: '岗位取消' }, { token: company }));
    expect(c.data).toMatchObject({ status: CONTRACT_STATUS.cancelled, escrowHeld: '0.00' });
    // the contract money came back; the deposit went to the firm as compensation
    expect(await amount(company)).toBe('6700.00');
    expect(Number(await amount(hr)) - Number(hrBefore)).toBe(500);
    [n] = await t.deps.db.select().from(personnelNeeds).where(eq(personnelNeeds.id, zp.id));
    expect(n?.status).toBe(NEED_STATUS.closed);
    refused(await t.post('rsContract_cancel', { id: contractId, reason: '再取消一次' }, { token: company }), PERSONNEL_MSG.contractState);
    expect(await amount(company)).toBe('6700.00');
    await expectLedgerOk(t);
  });

  it('a gz demand closed before any choice returns nothing and refuses the firm afterwards', async () => {
    const gz = ok(await t.post('rsNeed_save', { ...sbNeed, kind: 'gz', title: '每月代发工资', baseAmount: '8000' }, { token: company }))
      .data as { id: number };
    expect((await t.post('rsNeed_close', { id: gz.id }, { token: hr })).statusCode).toBe(403);
    ok(await t.post('rsNeed_close', { id: gz.id }, { token: company }));
    refused(await t.post('rsNeed_close', { id: gz.id }, { token: company }), PERSONNEL_MSG.needNotOpen);
  });
});

describe('favourites, follows, history, calculator data', () => {
  it('toggles favourites and follows, records browsing; zone rules apply', async () => {
    const [n] = await t.deps.db.select().from(personnelNeeds).where(eq(personnelNeeds.title, sbNeed.title));
    const id = n?.id ?? 0;
    expect(ok(await t.post('rsCollection_toggle', { needId: id }, { token: person })).collected).toBe(true);
    expect((await t.post('rsCollection_list', {}, { token: person })).json<{ data: { recordCount: number } }>().data.recordCount).toBe(1);
    expect(ok(await t.post('rsCollection_toggle', { needId: id }, { token: person })).collected).toBe(false);
    expect((await t.post('rsCollection_toggle', { needId: id }, { token: zone })).statusCode).toBe(403);
    ok(await t.post('rsNeed_detail', { id }, { token: person }));
    expect(
      (await t.post('rsHistory_list', {}, { token: person }))
        .json<{ data: { recordList: { id: number }[] } }>()
        .data.recordList.map((r) => r.id),
    ).toEqual([id]);
    expect(ok(await t.post('rsFollow_toggle', { firmUserId: hrId }, { token: company })).followed).toBe(true);
    expect(
      (await t.post('rsFollow_list', {}, { token: company })).json<{ data: { recordList: { firmname: string }[] } }>().data.recordList[0]
        ?.firmname,
    ).toBe('众才人力资源有限公司');
    refused(await t.post('rsFollow_toggle', { firmUserId: hrId }, { token: hr }), PERSONNEL_MSG.followSelf);
    expect((await t.post('rsFollow_toggle', { firmUserId: await userId(t, 'newuser01') }, { token: company })).statusCode).toBe(404);
  });

  it("favourites and history list only demands of the caller's own zone", async () => {
    const [pub] = await t.deps.db.select().from(personnelNeeds).where(eq(personnelNeeds.title, sbNeed.title));
    const [priv] = await t.deps.db.select().from(personnelNeeds).where(eq(personnelNeeds.title, '园区企业社保代缴'));
    const zoneId = await userId(t, 'zoneuser01');
    const personId = await userId(t, 'person01');
    // rows written before a zone change, say: the lists still apply the scope
    await t.deps.db.insert(personnelHistory).values([
      { userId: zoneId, needId: pub?.id ?? 0 },
      { userId: personId, needId: priv?.id ?? 0 },
    ]);
    await t.deps.db.insert(personnelCollections).values([
      { userId: zoneId, needId: pub?.id ?? 0 },
      { userId: personId, needId: priv?.id ?? 0 },
    ]);
    const ids = async (action: string, token: string) =>
      (await t.post(action, {}, { token })).json<{ data: { recordList: { id: number }[] } }>().data.recordList.map((r) => r.id);
    expect(await ids('rsHistory_list', zone)).toEqual([]);
    expect(await ids('rsCollection_list', zone)).toEqual([]);
    expect(await ids('rsHistory_list', person)).not.toContain(priv?.id);
    expect(await ids('rsCollection_list', person)).not.toContain(priv?.id);
  });

  it('only administrators edit the rates; the calculator uses the edit for new demands', async () => {
    const rates = (await t.post('rsRate_list', {})).json<{ data: { id: number; cityName: string }[] }>().data;
    expect(rates.map((r) => r.cityName)).toContain('杭州');
    const input = {
      cityName: '成都',
      year: 2025,
      sbBaseMin: '4246',
      sbBaseMax: '21228',
      sbRates: {
        pension: { company: 16, personal: 8 },
        medical: { company: 6.5, personal: 2 },
        unemployment: { company: 0.6, personal: 0.4 },
        injury: { company: 0.2, personal: 0 },
        maternity: { company: 0.8, personal: 0 },
      },
      gjjBaseMin: '2100',
      gjjBaseMax: '27000',
      gjjRateMin: 5,
      gjjRateMax: 12,
    };
    expect((await t.post('rsRateAdmin_save', input, { token: company })).statusCode).toBe(403);
    const reviewer = await t.login('reviewer01', 'Review@2026');
    expect((await t.post('rsRateAdmin_save', input, { token: reviewer })).statusCode).toBe(403);
    expect((await t.post('rsRateAdmin_save', { ...input, sbBaseMin: '30000' }, { token: staff })).json<Body>().error).toBe(
      PERSONNEL_MSG.rateBaseInvalid,
    );
    const saved = ok(await t.post('rsRateAdmin_save', input, { token: staff }));
    expect(saved.data).toMatchObject({ sbBaseMin: 424600, gjjRateMax: 1200 });
    refused(await t.post('rsRateAdmin_save', input, { token: staff }), PERSONNEL_MSG.rateCityExists);
    const need = ok(
      await t.post(
        'rsNeed_save',
        { ...sbNeed, kind: 'gjj', cityName: '成都', baseAmount: '5000', gjjRate: 8, title: '成都公积金代缴' },
        { token: company },
      ),
    ).data as { calc: { perPersonCompany: number } };
    expect(need.calc.perPersonCompany).toBe(40000);
  });
});
