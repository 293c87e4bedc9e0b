import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { CERT_MSG, EMPLOYMENT_MSG as M, UPLOAD_MSG, ZONE_MSG } from '@xcb/shared';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { companies, demandDeliveries, demandPayRequests, demandPays, demands, notices } from '../../db/schema/index.ts';
import { base, expectLedgerOk, fund, PWD, userId, withPassword } from '../ledger/test-support.ts';
import { pdf } from '../../test/fixtures.ts';

let t: TestApp;
let company: string;
let person: string;
let newcomer: string;
let zone: string;
let staff: string;
let reviewer: string;
let companyId = 0;
let personId = 0;
let needId = 0;

const demand = (over: Record<string, unknown> = {}) => ({
  needtitle: '电商后台开发',
  needtype: '软件开发',
  xl: '本科',
  projecttime: 60,
  daymoney: '2000.00',
  countmoney: '10000.00',
  settletype: '按月结算',
  pay: '按周交付可运行的功能并附说明文档',
  sf: '浙江省',
  city: '杭州市',
  iszc: 0,
  name: '王经理',
  phone: '13912345678',
  listPosition: [{ position: 'Java 开发', workyear: '3-5年', peoplenum: 2, keytechnologies: 'Spring Boot' }],
  ...over,
});
// A 1x1 PNG: uploads are checked by their bytes, and a form only takes back the caller's own uploads.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const img = async (token: string) =>
  (await t.upload('upload_uploadFile', { name: 'p.png', data: PNG }, { purpose: 'general' }, token)).json<{ data: string }>().data;
const ok = (res: { json: <T>() => T }) => res.json<{ success: boolean; error?: string; msg?: string }>();
const decide = (kind: string, id: number | string, decision: 'approve' | 'reject', reason?: string) =>
  t.post('admin_reviewDecide', { kind, id: String(id), decision, ...(reason ? { reason } : {}) }, { token: reviewer });
const detail = async (token: string, id = needId) =>
  (await t.post('lhyhneed_updateUI', { id }, { token })).json<{
    success: boolean;
    data: { lHyhneedStatus: number; payPrice: string; pays: { id: number; state: number }[]; payouts: unknown[] };
  }>();
const counts = async () => ({
  demands: (await t.deps.db.select({ n: count() }).from(demands))[0]?.n,
  pays: (await t.deps.db.select({ n: count() }).from(demandPays))[0]?.n,
  requests: (await t.deps.db.select({ n: count() }).from(demandPayRequests))[0]?.n,
});

beforeAll(async () => {
  t = await createTestApp();
  // The seed approves the demo companies (recruitment needs one); these tests certify their own.
  await t.deps.db.delete(companies);
  company = await withPassword(t, 'company01');
  person = await t.login('person01');
  newcomer = await t.login('newuser01');
  zone = await t.login('zoneuser01');
  staff = await t.login('admin001', 'Admin@2026');
  reviewer = await t.login('reviewer01', 'Review@2026');
  companyId = await userId(t, 'company01');
  personId = await userId(t, 'person01');
});
afterAll(() => t.close());

describe('certification and the publish checks', () => {
  it('refuses anonymous callers (401) and bad input (400, Chinese, nothing stored)', async () => {
    expect((await t.post('lhyhneed_add', demand())).statusCode).toBe(401);
    expect((await t.post('company_save', {})).statusCode).toBe(401);
    const bad = await t.post('company_save', { companyName: '', licensePath: 'a.png' }, { token: company });
    expect(bad.statusCode).toBe(400);
    expect(ok(bad).error).toBe(CERT_MSG.companyNameRequired);
    const badId = await t.post(
      'personalInformation_save',
      { name: '李四', idNumber: '123', idFrontPath: 'a.png', idBackPath: 'b.png' },
      { token: newcomer },
    );
    expect(ok(badId).error).toBe(CERT_MSG.idNumberInvalid);
    expect((await t.post('company_selectByUserId', {}, { token: company })).json()).toEqual({ success: true, companys: [] });
  });

  it('an uncertified user may not publish (spec message), and nothing is stored', async () => {
    const before = await counts();
    const check = (await t.post('user_publishCheck', { type: 1 }, { token: newcomer })).json();
    expect(check).toEqual({ success: true, ok: false, msg: CERT_MSG.certifyFirst, redirect: '/employment/company_store' });
    const res = ok(await t.post('lhyhneed_add', demand(), { token: newcomer }));
    expect(res).toMatchObject({ success: false, error: CERT_MSG.certifyFirst });
    expect(await counts()).toEqual(before);
  });

  it('a pending certification may not publish either; staff approve it with notice 05-01', async () => {
    const saved = ok(
      await t.post(
        'company_save',
        {
          companyName: '星河科技有限公司',
          licensePath: await img(company),
          companyMainIndustry: '互联网',
          companySize: '50-99人',
          companyTx: await img(company),
        },
        { token: company },
      ),
    );
    expect(saved).toMatchObject({ success: true, msg: CERT_MSG.submitted });
    expect(
      ok(
        await t.post(
          'company_save',
          { companyName: '改名', licensePath: 'x.png', companyMainIndustry: '互联网', companySize: '1-9人', companyTx: 'y.png' },
          { token: company },
        ),
      ),
    ).toMatchObject({ success: false, error: CERT_MSG.companyPending });
    const before = await counts();
    expect(ok(await t.post('lhyhneed_add', demand(), { token: company }))).toMatchObject({ success: false, error: CERT_MSG.underReview });
    expect(await counts()).toEqual(before);

    const queue = (await t.post('admin_reviewList', { kind: 'company', state: 'pending' }, { token: reviewer })).json<{
      data: { recordList: { id: string; title: string }[] };
    }>();
    const item = queue.data.recordList.find((r) => r.title.includes('星河科技'));
    expect(item).toBeDefined();
    // a normal user cannot decide
    expect((await t.post('admin_reviewDecide', { kind: 'company', id: item?.id, decision: 'approve' }, { token: person })).statusCode).toBe(
      403,
    );
    expect(ok(await decide('company', item?.id ?? '', 'approve'))).toMatchObject({ success: true });
    expect((await t.post('company_auth', {}, { token: company })).json()).toMatchObject({ companyAuditState: 1 });
    const [n] = await t.deps.db.select().from(notices).where(eq(notices.userId, companyId));
    expect(n).toMatchObject({ messageType: '05', messageTypeClass: '01' });
    // hot companies: the approved company, public zone only
    const hot = (await t.post('company_list', { pageNum: 0, pageSize: 54 })).json<{ recordList: { companyName: string }[] }>();
    expect(hot.recordList.map((c) => c.companyName)).toContain('星河科技有限公司');
    const zoneHot = (await t.post('company_list', {}, { token: zone })).json<{ recordList: { companyName: string }[] }>();
    expect(zoneHot.recordList.map((c) => c.companyName)).not.toContain('星河科技有限公司');
  });

  it('personal certification: submit, reject with reason (05-02), re-submit', async () => {
    const form = { name: '林小新', idNumber: '33010619900101123X', idFrontPath: await img(newcomer), idBackPath: await img(newcomer) };
    expect(ok(await t.post('personalInformation_save', form, { token: newcomer }))).toMatchObject({ success: true });
    expect((await t.post('user_publishCheck', { type: 1 }, { token: newcomer })).json()).toMatchObject({
      ok: false,
      msg: CERT_MSG.underReview,
    });
    const q = (await t.post('admin_reviewList', { kind: 'personal', state: 'pending' }, { token: reviewer })).json<{
      data: { recordList: { id: string }[] };
    }>();
    const id = q.data.recordList[0]?.id ?? '';
    expect((await decide('personal', id, 'reject')).statusCode).toBe(400);
    expect(ok(await decide('personal', id, 'reject', '照片不清晰'))).toMatchObject({ success: true });
    const p = (await t.post('personalInformation_selectByUserId', {}, { token: newcomer })).json<{
      personalInformation: { jpAuditState: number; auditReason: string; idNumber: string };
    }>();
    expect(p.personalInformation).toMatchObject({ jpAuditState: 2, auditReason: '照片不清晰', idNumber: '3301**********123X' });
    expect(ok(await t.post('personalInformation_save', form, { token: newcomer }))).toMatchObject({ success: true });
  });
});

describe('short-term demand: publish, review, deposit', () => {
  it('bad input is a 400 with the Chinese message and stores nothing', async () => {
    const before = await counts();
    const r1 = await t.post('lhyhneed_add', demand({ listPosition: [] }), { token: company });
    expect(r1.statusCode).toBe(400);
    expect(ok(r1).error).toBe(M.jobsRequired);
    const r2 = await t.post('lhyhneed_add', demand({ countmoney: '-5' }), { token: company });
    expect(ok(r2).error).toBe(M.countMoneyInvalid);
    // the message names the field the user typed into (工期), not the 项目周期 choice
    const r3 = await t.post('lhyhneed_add', demand({ projecttime: 0 }), { token: company });
    expect(r3.statusCode).toBe(400);
    expect(ok(r3).error).toBe('工期须为1到3650天');
    expect(await counts()).toEqual(before);
  });

  it('publishes; only the owner sees it before review; staff approve (00-01) → awaiting deposit', async () => {
    const res = (await t.post('lhyhneed_add', demand(), { token: company })).json<{ success: boolean; id: number }>();
    expect(res.success).toBe(true);
    needId = res.id;
    const mine = await detail(company);
    // fee rule: remote → 30% of the project total
    expect(mine.data).toMatchObject({ lHyhneedStatus: 0, lHyhneedPrice: '3000.00', payPrice: '0.00', isOwner: true });
    expect((await t.post('lhyhneed_updateUI', { id: needId }, { token: person })).statusCode).toBe(404);
    expect((await t.post('lhyhneed_list', {})).json<{ recordCount: number }>().recordCount).toBe(0);
    expect(ok(await decide('demand', needId, 'approve'))).toMatchObject({ success: true });
    expect((await detail(company)).data.lHyhneedStatus).toBe(2);
    const [n] = await t.deps.db.select().from(notices).where(eq(notices.messageTypeClass, '01')).orderBy(notices.id);
    expect(n).toBeDefined();
  });

  it('fee rule on-site: 130% of the monthly pay total', async () => {
    const res = (await t.post('lhyhneed_add', demand({ iszc: 1, needtitle: '驻场测试' }), { token: company })).json<{ id: number }>();
    expect((await detail(company, res.id)).data).toMatchObject({ lHyhneedPrice: '5200.00' });
  });

  it('refuses another company paying, a wrong amount and a second deposit, changing nothing', async () => {
    const proofs = `${await img(company)},${await img(company)}`;
    const before = await counts();
    const pay = (token: string, over: Record<string, unknown> = {}) =>
      t.post(
        'lhyhneedPay_addInfo',
        { lhyhneedPay: { needId, payPrice: '300.00', payProof: proofs, payCompanyName: '星河科技', ...over } },
        { token },
      );
    expect((await pay(zone)).statusCode).toBe(403);
    expect((await pay(person)).statusCode).toBe(403);
    expect(ok(await pay(company, { payPrice: '299.00' }))).toMatchObject({ success: false, error: M.depositAmountFixed });
    const noProof = await pay(company, { payProof: '' });
    expect(noProof.statusCode).toBe(400);
    expect(ok(noProof).error).toBe(M.proofRequired);
    expect(ok(await pay(company, { payProof: 'a,b,c,d,e,f' })).error).toBe(M.proofMax);
    // proofs must be the caller's own uploads: another user's, or a made-up path, is refused
    const theirs = await pay(company, { payProof: `${proofs.split(',')[0]},${await img(person)}` });
    expect(theirs.statusCode).toBe(403);
    expect(ok(theirs).error).toBe(UPLOAD_MSG.notYours);
    expect(ok(await pay(company, { payProof: '2026/11/made-up.png' })).error).toBe(UPLOAD_MSG.notYours);
    expect(await counts()).toEqual(before);
    expect((await pay(company)).json()).toMatchObject({ success: true, code: 1, msg: M.paySubmitted });
    expect(ok(await pay(company))).toMatchObject({ success: false, error: M.depositPending });
    expect(ok(await t.post('lhyhneedPay_walletPay', { needId, accountpwd: PWD }, { token: company }))).toMatchObject({
      success: false,
      error: M.depositPending,
    });
    await expectLedgerOk(t);
  });

  it('staff confirm the bank deposit: escrow holds it (source bank), in progress; a second confirmation is refused', async () => {
    const payId = (await detail(company)).data.pays[0]?.id ?? 0;
    const conf = ok(await decide('demandPay', payId, 'approve'));
    expect(conf).toMatchObject({ success: true });
    await expectLedgerOk(t);
    expect((await detail(company)).data).toMatchObject({ lHyhneedStatus: 3, payPrice: '3000.00' });
    expect(ok(await decide('demandPay', payId, 'approve'))).toMatchObject({ success: false });
    expect((await detail(company)).data.payPrice).toBe('3000.00');
    // paying the deposit twice
    expect(ok(await t.post('lhyhneedPay_walletPay', { needId, kind: 'deposit', accountpwd: PWD }, { token: company }))).toMatchObject({
      success: false,
      error: M.depositPaid,
    });
    expect(
      ok(
        await t.post(
          'lhyhneedPay_addInfo',
          { lhyhneedPay: { needId, kind: 'deposit', payPrice: '300.00', payProof: 'x.png' } },
          { token: company },
        ),
      ),
    ).toMatchObject({ success: false, error: M.depositPaid });
    await expectLedgerOk(t);
  });

  it('a project top-up from the wallet with the payment password', async () => {
    await fund(t, company, staff, '100');
    const before = await base(t, company);
    expect(before.available).toBe('1000.00');
    const res = (
      await t.post('lhyhneedPay_walletPay', { needId, kind: 'topup', payPrice: '500.00', accountpwd: PWD }, { token: company })
    ).json();
    expect(res).toMatchObject({ success: true, payPrice: '500.00' });
    expect((await base(t, company)).available).toBe('500.00');
    expect((await detail(company)).data.payPrice).toBe('3500.00');
    await expectLedgerOk(t);
  });
});

describe('short-term demand: listing, applying, work, payment', () => {
  it('the listing shows it with filters and zone scope; footprints and favourites', async () => {
    const list = (await t.post('lhyhneed_list', { cd: 0, keyword: '电商' })).json<{ recordList: { id: number; companyName: string }[] }>();
    expect(list.recordList.map((r) => r.id)).toEqual([needId]);
    expect(list.recordList[0]?.companyName).toBe('星河科技有限公司');
    expect((await t.post('lhyhneed_list', { iszc: 1 })).json<{ recordCount: number }>().recordCount).toBe(0);
    expect((await t.post('lhyhneed_list', { moneyMin: 20000 })).json<{ recordCount: number }>().recordCount).toBe(0);
    expect((await t.post('lhyhneed_list', { cd: 1 })).json<{ recordCount: number }>().recordCount).toBe(0);
    // the zone user sees no public demand, and is refused its detail with the spec's message
    expect((await t.post('lhyhneed_list', {}, { token: zone })).json<{ recordCount: number }>().recordCount).toBe(0);
    const z = await t.post('lhyhneed_updateUI', { id: needId }, { token: zone });
    expect(z.statusCode).toBe(403);
    expect(ok(z).error).toBe('私域企业不可查看公域短期需求');
    // a zone demand is invisible to the public
    const [zd] = await t.deps.db
      .insert(demands)
      .values({
        userId: await userId(t, 'zoneuser01'),
        needtitle: '园区项目',
        needtype: '软件开发',
        projecttime: 10,
        daymoney: 100,
        countmoney: 100,
        name: '赵',
        phone: '13900000000',
        deposit: 30,
        status: 3,
        exclusiveCode: 'HZGX01',
      })
      .returning();
    expect(
      (await t.post('lhyhneed_list', {}, { token: person })).json<{ recordList: { id: number }[] }>().recordList.map((r) => r.id),
    ).not.toContain(zd?.id);
    expect(
      (await t.post('lhyhneed_list', {}, { token: zone })).json<{ recordList: { id: number }[] }>().recordList.map((r) => r.id),
    ).toEqual([zd?.id]);
    expect(ok(await t.post('lhyhneed_updateUI', { id: zd?.id }, { token: person })).error).toBe('该短期需求属于私域，请进入对应私域后查看');
    expect(ok(await t.post('lhyhneed_updateUI', { id: zd?.id }, { token: company })).error).toBe('公域企业不可查看私域短期需求');

    expect(
      (await t.post('lhyhneedLooked_add', { userid: personId, positionoruserid: needId, type: 1 }, { token: person })).json(),
    ).toMatchObject({ success: true });
    expect(
      (await t.post('lhyhneedLooked_add', { userid: companyId, positionoruserid: needId, type: 1 }, { token: person })).statusCode,
    ).toBe(403);
    expect(
      (await t.post('zpJpLooked_list', {}, { token: person })).json<{ recordList: { id: number }[] }>().recordList.map((r) => r.id),
    ).toEqual([needId]);
    expect((await t.post('lhyhneedCollect_toggle', { needId }, { token: person })).json()).toMatchObject({ isCollect: true });
    expect((await t.post('lhyhneedCollect_list', {}, { token: person })).json<{ recordCount: number }>().recordCount).toBe(1);
    expect((await t.post('lhyhneedCollect_toggle', { needId }, { token: person })).json()).toMatchObject({ isCollect: false });
  });

  it('the list filters offer the data dictionaries: 项目类型 (xmlx) and 热门城市 (rmcs), staff-edited values included', async () => {
    const dict = async (number: string) =>
      (await t.post('dictionaryDetail_getDetailByDictionaryNumber', { number }))
        .json<{ data: { name: string }[] }>()
        .data.map((d) => d.name);
    expect(await dict('xmlx')).toContain('软件开发');
    expect((await dict('rmcs')).slice(0, 6)).toEqual(['北京市', '上海市', '广州市', '深圳市', '杭州市', '成都市']);
    // staff add a city in the back office; the filter offers it and finds the demands there
    const dicts = (await t.post('admin_dictionaryList', {}, { token: staff })).json<{ data: { id: number; number: string }[] }>().data;
    const cities = dicts.find((d) => d.number === 'rmcs');
    expect(cities).toBeDefined();
    expect(
      (await t.post('admin_dictionaryDetailSave', { dictionaryId: cities?.id, name: '厦门市', value: '11' }, { token: staff })).json(),
    ).toMatchObject({ success: true });
    expect(await dict('rmcs')).toContain('厦门市');
    expect((await t.post('lhyhneed_list', { city: '厦门市' })).json<{ recordCount: number }>().recordCount).toBe(0);
    expect(
      (await t.post('lhyhneed_list', { city: '杭州市', needtype: '软件开发' }))
        .json<{ recordList: { id: number }[] }>()
        .recordList.map((r) => r.id),
    ).toEqual([needId]);
  });

  it('applying: refusals, then the person applies; only the publisher sees and decides applicants', async () => {
    expect(ok(await t.post('lhyhneedApply_add', { needId }, { token: company }))).toMatchObject({ success: false, error: M.ownDemand });
    const hr = await t.login('hragency01');
    expect(ok(await t.post('lhyhneedApply_add', { needId }, { token: hr }))).toMatchObject({
      success: false,
      error: M.personalFirst,
      redirect: '/employment/personal_certification',
    });
    // newuser01's personal certification was re-submitted above and is under review: wait, no redirect
    const pending = ok(await t.post('lhyhneedApply_add', { needId }, { token: newcomer }));
    expect(pending).toEqual({ success: false, error: CERT_MSG.personalPending, msg: CERT_MSG.personalPending });
    expect(ok(await t.post('lhyhneedApply_add', { needId }, { token: person }))).toMatchObject({ success: true, msg: M.applied });
    expect(ok(await t.post('lhyhneedApply_add', { needId }, { token: person }))).toMatchObject({ success: false, error: M.alreadyApplied });
    expect((await t.post('lhyhneedApply_list', { needId }, { token: person })).statusCode).toBe(403);
    const apps = (await t.post('lhyhneedApply_list', { needId }, { token: company })).json<{
      recordList: { id: number; name: string }[];
    }>();
    expect(apps.recordList[0]?.name).toBe('张伟');
    const appId = apps.recordList[0]?.id ?? 0;
    expect((await t.post('lhyhneedApply_decide', { id: appId, state: 1 }, { token: person })).statusCode).toBe(403);
    // a worker cannot deliver before being accepted
    expect((await t.post('lhyhneedDeliver_add', { needId, content: '第一周交付' }, { token: person })).statusCode).toBe(403);
    expect(ok(await t.post('lhyhneedApply_decide', { id: appId, state: 1 }, { token: company }))).toMatchObject({ success: true });
    expect(ok(await t.post('lhyhneedApply_decide', { id: appId, state: 2 }, { token: company }))).toMatchObject({
      success: false,
      error: M.applicationDecided,
    });
    expect((await detail(company)).data.lHyhneedStatus).toBe(4);
    expect(
      (await t.post('lhyhneed_myWork', {}, { token: person })).json<{ recordList: { id: number }[] }>().recordList.map((r) => r.id),
    ).toEqual([needId]);
    expect((await t.post('lhyhneedApply_mine', {}, { token: person })).json<{ recordCount: number }>().recordCount).toBe(1);
  });

  it('the publisher reads one applicant (resume_review2) and filters applicants by kind; nobody else may', async () => {
    type Apps = { recordList: { id: number; name: string; auth: number }[]; recordCount: number };
    const byKind = async (applicantKind: string) =>
      (await t.post('lhyhneedApply_list', { needId, applicantKind }, { token: company })).json<Apps>();
    const people = await byKind('person');
    expect(people.recordList.map((r) => r.name)).toEqual(['张伟']);
    expect((await byKind('company')).recordCount).toBe(0);
    expect((await byKind('agency')).recordCount).toBe(0);
    expect(ok(await t.post('lhyhneedApply_list', { needId, applicantKind: 'robot' }, { token: company }))).toMatchObject({
      success: false,
      error: '报名者类型错误',
    });
    const appId = people.recordList[0]?.id ?? 0;
    const one = (await t.post('lhyhneedApply_detail', { id: appId }, { token: company })).json<{ data: Record<string, unknown> }>().data;
    expect(one).toMatchObject({
      id: appId,
      needId,
      userId: personId,
      name: '张伟',
      personalCertified: true,
      needtitle: '电商后台开发',
      state: 1,
      acceptedCount: 1,
    });
    for (const other of [person, newcomer, zone])
      expect((await t.post('lhyhneedApply_detail', { id: appId }, { token: other })).statusCode).toBe(403);
    expect((await t.post('lhyhneedApply_detail', { id: appId }, { token: staff })).statusCode).toBe(200);
    expect(ok(await t.post('lhyhneedApply_detail', { id: 99999999 }, { token: company }))).toMatchObject({
      success: false,
      error: M.applicationNotFound,
    });
  });

  it("the publisher's page (company_info): its certified identity, its demands in progress; zone and certification respected", async () => {
    const page = (await t.post('lhyhneed_publisher', { id: companyId }, { token: person })).json<{ data: Record<string, unknown> }>().data;
    expect(page).toMatchObject({ userId: companyId, kind: 'company', activeCount: 1 });
    const theirs = (await t.post('lhyhneed_list', { publisherId: companyId, pageSize: 50 }, { token: person })).json<{
      recordList: { id: number; publisherId: number }[];
    }>();
    expect(theirs.recordList.map((r) => r.id)).toContain(needId);
    expect(theirs.recordList.every((r) => r.publisherId === companyId)).toBe(true);
    // an account that never certified has no page; a public publisher is not shown inside a zone
    const hr = await userId(t, 'hragency01');
    expect(ok(await t.post('lhyhneed_publisher', { id: hr }, { token: person }))).toMatchObject({
      success: false,
      error: M.publisherNotFound,
    });
    const fromZone = await t.post('lhyhneed_publisher', { id: companyId }, { token: zone });
    expect(fromZone.statusCode).toBe(403);
    expect(ok(fromZone).error).toBe(ZONE_MSG.privateCannotViewPublic('企业信息'));
    expect((await t.post('lhyhneed_publisher', { id: companyId })).statusCode).toBe(401);
  });

  it('deliveries and payment requests: over-spending the deposit is refused and changes nothing', async () => {
    // delivery attachments are uploaded paths: the worker's own only
    const deliveries = async () => (await t.deps.db.select({ n: count() }).from(demandDeliveries))[0]?.n;
    const n0 = await deliveries();
    const stolen = await t.post('lhyhneedDeliver_add', { needId, content: '附件交付', files: await img(company) }, { token: person });
    expect(stolen.statusCode).toBe(403);
    expect(ok(stolen).error).toBe(UPLOAD_MSG.notYours);
    expect(await deliveries()).toBe(n0);
    expect(ok(await t.post('lhyhneedDeliver_add', { needId, content: '第一周交付：订单模块' }, { token: person }))).toMatchObject({
      success: true,
    });
    const d = (await t.post('lhyhneedDeliver_list', { needId }, { token: company })).json<{ recordList: { id: number }[] }>();
    expect((await t.post('lhyhneedDeliver_decide', { id: d.recordList[0]?.id, state: 1 }, { token: person })).statusCode).toBe(403);
    expect(ok(await t.post('lhyhneedDeliver_decide', { id: d.recordList[0]?.id, state: 1 }, { token: company }))).toMatchObject({
      success: true,
    });

    // a request above what the escrow holds is refused when it is made, and nothing is stored
    const requestsBefore = (await counts()).requests;
    const tooMuch = await t.post('paymentInfoPC_add', { needId, amount: '4000.00', remark: '全部款项' }, { token: person });
    expect(ok(tooMuch)).toMatchObject({ success: false, error: M.requestOverEscrow('3500.00') });
    expect((await counts()).requests).toBe(requestsBefore);
    // one that got past (written directly, as if the escrow had held more) is still refused on approval
    const [bigRow] = await t.deps.db
      .insert(demandPayRequests)
      .values({ demandId: needId, userId: personId, auditUserId: companyId, amount: 400000, remark: '全部款项' })
      .returning();
    expect((await t.post('paymentInfoPC_payment', { entity: { auditUser: companyId } }, { token: company })).json()).toEqual({
      success: true,
      total: 1,
    });
    const big = bigRow?.id ?? 0;
    expect((await t.post('paymentInfoPC_decide', { id: big, decision: 'approve' }, { token: person })).statusCode).toBe(403);
    const workerBefore = await base(t, person);
    const over = ok(await t.post('paymentInfoPC_decide', { id: big, decision: 'approve' }, { token: company }));
    expect(over).toMatchObject({ success: false, error: '托管金额不足' });
    expect((await base(t, person)).amount).toBe(workerBefore.amount);
    expect((await detail(company)).data.payPrice).toBe('3500.00');
    expect((await t.post('paymentInfoPC_payment', {}, { token: company })).json()).toEqual({ success: true, total: 1 });
    await expectLedgerOk(t);
    await t.deps.db.delete(demandPayRequests).where(eq(demandPayRequests.id, big));

    // a request within the deposit reaches the worker's wallet through the ledger
    expect(ok(await t.post('paymentInfoPC_add', { needId, amount: '1000.00' }, { token: person }))).toMatchObject({ success: true });
    const small = (await t.post('paymentInfoPC_list', { state: 0 }, { token: company }))
      .json<{ recordList: { id: number; amount: string }[] }>()
      .recordList.find((r) => r.amount === '1000.00');
    expect(ok(await t.post('paymentInfoPC_decide', { id: small?.id, decision: 'approve' }, { token: company }))).toMatchObject({
      success: true,
    });
    expect(ok(await t.post('paymentInfoPC_decide', { id: small?.id, decision: 'approve' }, { token: company }))).toMatchObject({
      success: false,
      error: M.requestDecided,
    });
    const workerAfter = await base(t, person);
    expect(Number(workerAfter.amount) - Number(workerBefore.amount)).toBe(1000);
    expect((await detail(company)).data.payPrice).toBe('2500.00');
    // the publisher's payment record lists the payout to the worker (read from the ledger); others see none
    expect((await detail(company)).data.payouts).toEqual([
      expect.objectContaining({ workerId: personId, workerName: '张伟', amount: '1000.00', tradeCode: `XQ${needId}P${small?.id}` }),
    ]);
    expect((await detail(person)).data.payouts).toEqual([]);
    await expectLedgerOk(t);

    // requests still waiting count against the escrow: with 100 waiting, 2500 is too much
    expect(ok(await t.post('paymentInfoPC_add', { needId, amount: '100.00' }, { token: person }))).toMatchObject({ success: true });
    expect(ok(await t.post('paymentInfoPC_add', { needId, amount: '2500.00' }, { token: person }))).toMatchObject({
      success: false,
      error: M.requestOverEscrow('2400.00'),
    });
  });

  it('a delivery with a file: only the two sides fetch it; the publisher rejects with a reason, the worker delivers again', async () => {
    const upload = async (name: string) =>
      (await t.upload('upload_uploadDelivery', { name, data: pdf(name) }, {}, person)).json<{ data: string }>().data;
    const file = await upload('第二周交付.pdf');
    expect(
      ok(await t.post('lhyhneedDeliver_add', { needId, content: '第二周交付：支付模块，见附件', files: [file] }, { token: person })),
    ).toMatchObject({
      success: true,
    });
    const list = async (token: string) =>
      (await t.post('lhyhneedDeliver_list', { needId }, { token })).json<{
        recordList: { id: number; state: number; reason: string | null; fileList: { path: string; name: string }[] }[];
      }>().recordList;
    const [mine] = await list(company);
    expect(mine).toMatchObject({ state: 0, fileList: [{ path: file, name: '第二周交付.pdf' }] });
    const fetch = (token: string) =>
      t.app.inject({ method: 'GET', url: `/uploads/${file}`, headers: { authorization: `Bearer ${token}` } });
    expect((await fetch(company)).statusCode).toBe(200);
    expect((await fetch(newcomer)).statusCode).toBe(404);
    const id = mine?.id;
    expect((await t.post('lhyhneedDeliver_decide', { id, state: 2, reason: '缺少接口文档' }, { token: person })).statusCode).toBe(403);
    expect((await t.post('lhyhneedDeliver_decide', { id, state: 2, reason: '缺少接口文档' }, { token: newcomer })).statusCode).toBe(403);
    expect(ok(await t.post('lhyhneedDeliver_decide', { id, state: 2 }, { token: company })).error).toBe(M.reasonRequired);
    expect((await t.post('lhyhneedDeliver_decide', { id, state: 2, reason: '缺少\0文档' }, { token: company })).statusCode).toBe(400);
    expect((await t.post('lhyhneedDeliver_decide', { id, state: 2, reason: '很'.repeat(201) }, { token: company })).statusCode).toBe(400);
    expect((await list(company))[0]?.state).toBe(0);
    expect(ok(await t.post('lhyhneedDeliver_decide', { id, state: 2, reason: '缺少接口文档' }, { token: company }))).toMatchObject({
      success: true,
    });
    expect(ok(await t.post('lhyhneedDeliver_decide', { id, state: 1 }, { token: company }))).toMatchObject({
      success: false,
      error: M.deliveryDecided,
    });
    expect((await list(person))[0]).toMatchObject({ state: 2, reason: '缺少接口文档' });
    const again = await upload('接口文档.pdf');
    ok(await t.post('lhyhneedDeliver_add', { needId, content: '已补充接口文档', files: [again] }, { token: person }));
    const [latest, rejected] = await list(person);
    expect(latest).toMatchObject({ state: 0, fileList: [{ path: again, name: '接口文档.pdf' }] });
    expect(rejected).toMatchObject({ id, state: 2, reason: '缺少接口文档' });
    expect(ok(await t.post('lhyhneedDeliver_decide', { id: latest?.id, state: 1 }, { token: company }))).toMatchObject({ success: true });
  });

  it('the project ends only without pending requests, returns the rest once, and takes no more money', async () => {
    const before = await base(t, company);
    expect(ok(await t.post('lhyhneed_end', { id: needId }, { token: person }))).toMatchObject({ success: false });
    expect(ok(await t.post('lhyhneed_end', { id: needId }, { token: company }))).toMatchObject({
      success: false,
      error: M.pendingRequests,
    });
    const pending = (await t.post('paymentInfoPC_list', { state: 0 }, { token: company })).json<{ recordList: { id: number }[] }>()
      .recordList[0]?.id;
    expect((await t.post('paymentInfoPC_decide', { id: pending, decision: 'reject' }, { token: company })).statusCode).toBe(400);
    expect(
      ok(await t.post('paymentInfoPC_decide', { id: pending, decision: 'reject', reason: '超出约定金额' }, { token: company })),
    ).toMatchObject({ success: true });
    // a delivery still waiting when the project ends
    expect(ok(await t.post('lhyhneedDeliver_add', { needId, content: '最后一次交付' }, { token: person }))).toMatchObject({
      success: true,
    });
    const late = (await t.post('lhyhneedDeliver_list', { needId }, { token: company }))
      .json<{ recordList: { id: number; content: string; state: number }[] }>()
      .recordList.find((r) => r.content === '最后一次交付');
    const end = (await t.post('lhyhneed_end', { id: needId }, { token: company })).json();
    expect(end).toMatchObject({ success: true, returned: '2500.00' });
    expect(Number((await base(t, company)).amount) - Number(before.amount)).toBe(2500);
    await expectLedgerOk(t);
    expect(ok(await t.post('lhyhneed_end', { id: needId }, { token: company }))).toMatchObject({ success: false, error: M.alreadyEnded });
    expect(
      ok(await t.post('lhyhneedPay_walletPay', { needId, kind: 'topup', payPrice: '1.00', accountpwd: PWD }, { token: company })),
    ).toMatchObject({ success: false, error: M.alreadyEnded });
    expect((await base(t, company)).amount).toBe(String(Number(before.amount) + 2500) + '.00');
    await expectLedgerOk(t);
    const mine = (await t.post('lhyhneed_myList', {}, { token: company })).json<{ recordList: { id: number; lHyhneedStatus: number }[] }>();
    expect(mine.recordList.find((r) => r.id === needId)?.lHyhneedStatus).toBe(5);

    // after the end no delivery or payment request is decided, and no coin moves
    const workerBefore = await base(t, person);
    const companyAfter = await base(t, company);
    for (const state of [1, 2]) {
      expect(ok(await t.post('lhyhneedDeliver_decide', { id: late?.id, state, reason: '项目已结束' }, { token: company }))).toMatchObject({
        success: false,
        error: M.endedNoDecisions,
      });
    }
    expect(
      (
        await t.deps.db
          .select()
          .from(demandDeliveries)
          .where(eq(demandDeliveries.id, late?.id ?? 0))
      )[0],
    ).toMatchObject({ state: 0, reason: null });
    // a request left waiting (written directly: the end refuses while one waits) cannot be approved either
    const [stale] = await t.deps.db
      .insert(demandPayRequests)
      .values({ demandId: needId, userId: personId, auditUserId: companyId, amount: 10000 })
      .returning();
    expect(ok(await t.post('paymentInfoPC_decide', { id: stale?.id, decision: 'approve' }, { token: company }))).toMatchObject({
      success: false,
      error: M.endedNoDecisions,
    });
    expect(
      ok(await t.post('paymentInfoPC_decide', { id: stale?.id, decision: 'reject', reason: '项目已结束' }, { token: company })),
    ).toMatchObject({ success: false, error: M.endedNoDecisions });
    expect(
      (
        await t.deps.db
          .select()
          .from(demandPayRequests)
          .where(eq(demandPayRequests.id, stale?.id ?? 0))
      )[0],
    ).toMatchObject({ state: 0, reason: null });
    expect(await base(t, person)).toEqual(workerBefore);
    expect(await base(t, company)).toEqual(companyAfter);
    expect((await detail(company)).data.payPrice).toBe('0.00');
    await expectLedgerOk(t);
    await t.deps.db.delete(demandPayRequests).where(eq(demandPayRequests.id, stale?.id ?? 0));
  });
});

describe('a rejected demand is edited and re-submitted (free_need?id=)', () => {
  it('refusals change nothing; the owner edits the rejected demand, it waits in the staff queue again, staff approve', async () => {
    const { id } = (await t.post('lhyhneed_add', demand({ needtitle: '数据看板开发' }), { token: company })).json<{ id: number }>();
    const row = async () => (await t.deps.db.select().from(demands).where(eq(demands.id, id)))[0];
    const edit = (token: string | undefined, over: Record<string, unknown> = {}) =>
      t.post(
        'lhyhneed_update',
        {
          ...demand({
            needtitle: '数据看板开发（修订）',
            iszc: 1,
            listPosition: [{ position: '前端开发', workyear: '1-3年', peoplenum: 3 }],
          }),
          id,
          ...over,
        },
        token ? { token } : {},
      );

    // not rejected yet (awaiting review): refused
    expect(ok(await edit(company))).toMatchObject({ success: false, error: M.notEditable });
    expect(ok(await decide('demand', id, 'reject', '交付要求不清楚'))).toMatchObject({ success: true });
    const rejected = await row();
    expect(rejected).toMatchObject({ status: 1, auditReason: '交付要求不清楚' });

    expect((await edit(undefined)).statusCode).toBe(401);
    const bad = await edit(company, { listPosition: [] });
    expect(bad.statusCode).toBe(400);
    expect(ok(bad).error).toBe(M.jobsRequired);
    expect((await edit(person)).statusCode).toBe(403);
    expect((await edit(zone)).statusCode).toBe(403);
    expect((await edit(company, { id: 999999 })).statusCode).toBe(404);
    expect(await row()).toEqual(rejected);

    const res = ok(await edit(company));
    expect(res).toMatchObject({ success: true, msg: M.resubmitted });
    const mine = await detail(company, id);
    // on-site now: 130% of 2000 × 3 people
    expect(mine.data).toMatchObject({
      lHyhneedStatus: 0,
      needtitle: '数据看板开发（修订）',
      lHyhneedPrice: '7800.00',
      auditReason: null,
      jobs: [{ position: '前端开发', workyear: '1-3年', peoplenum: 3, keytechnologies: '' }],
    });
    const queue = (await t.post('admin_reviewList', { kind: 'demand', state: 'pending' }, { token: reviewer })).json<{
      data: { recordList: { id: string; title: string }[] };
    }>();
    expect(queue.data.recordList.find((r) => r.id === String(id))?.title).toBe('短期需求：数据看板开发（修订）');
    // once re-submitted it is no longer editable until staff decide
    expect(ok(await edit(company))).toMatchObject({ success: false, error: M.notEditable });
    expect(ok(await decide('demand', id, 'approve'))).toMatchObject({ success: true });
    expect((await detail(company, id)).data.lHyhneedStatus).toBe(2);
    expect(ok(await edit(company))).toMatchObject({ success: false, error: M.notEditable });
  });

  it('a rejected bank proof is corrected and re-submitted; staff see it again and confirm it', async () => {
    const { id } = (await t.post('lhyhneed_add', demand({ needtitle: '小程序开发' }), { token: company })).json<{ id: number }>();
    expect(ok(await decide('demand', id, 'approve'))).toMatchObject({ success: true });
    const first = await img(company);
    expect(
      ok(await t.post('lhyhneedPay_addInfo', { lhyhneedPay: { needId: id, payPrice: '300.00', payProof: first } }, { token: company })),
    ).toMatchObject({ success: true });
    const payId = (await detail(company, id)).data.pays[0]?.id ?? 0;
    expect(ok(await decide('demandPay', payId, 'reject', '凭证模糊'))).toMatchObject({ success: true });
    expect((await detail(company, id)).data.pays[0]).toMatchObject({ id: payId, state: 2 });
    // another user's image is refused; the kept image and a new own one are taken
    const resubmit = (proof: string, token = company) =>
      t.post('lhyhneedPay_addInfo', { lhyhneedPay: { id: payId, needId: id, payPrice: '300.00', payProof: proof } }, { token });
    expect((await resubmit(`${first},${await img(person)}`)).statusCode).toBe(403);
    expect((await resubmit(first, person)).statusCode).toBe(403);
    expect((await detail(company, id)).data.pays[0]).toMatchObject({ state: 2, payProof: first });
    expect(ok(await resubmit(`${first},${await img(company)}`))).toMatchObject({ success: true, msg: M.paySubmitted });
    expect((await detail(company, id)).data.pays[0]).toMatchObject({ id: payId, state: 0, auditReason: null });
    const queue = (await t.post('admin_reviewList', { kind: 'demandPay', state: 'pending' }, { token: reviewer })).json<{
      data: { recordList: { id: string }[] };
    }>();
    expect(queue.data.recordList.map((r) => r.id)).toContain(String(payId));
    expect(ok(await decide('demandPay', payId, 'approve'))).toMatchObject({ success: true });
    expect((await detail(company, id)).data).toMatchObject({ lHyhneedStatus: 3, payPrice: '3000.00' });
    expect(ok(await resubmit(first))).toMatchObject({ success: false, error: M.payNotEditable });
    await expectLedgerOk(t);
  });
});

describe('the owner withdraws a demand that has not started', () => {
  it('withdraws while awaiting review or the deposit (a waiting bank proof is rejected); refuses others, in progress and twice', async () => {
    const status = async (id: number) => (await t.deps.db.select().from(demands).where(eq(demands.id, id)))[0]?.status;
    const withdraw = (id: number, token?: string) => t.post('lhyhneed_withdraw', { id }, token ? { token } : {});

    // awaiting review: another user is 403, anonymous 401, the owner withdraws with nothing to return
    const { id: reviewing } = (await t.post('lhyhneed_add', demand({ needtitle: '撤回测试一' }), { token: company })).json<{
      id: number;
    }>();
    expect((await withdraw(reviewing)).statusCode).toBe(401);
    expect((await withdraw(reviewing, person)).statusCode).toBe(403);
    expect(await status(reviewing)).toBe(0);
    expect(ok(await withdraw(reviewing, company))).toMatchObject({ success: true, msg: M.withdrawn, returned: '0.00' });
    expect(await status(reviewing)).toBe(6);
    expect(ok(await withdraw(reviewing, company))).toMatchObject({ success: false, error: M.withdrawn });
    // staff can no longer approve it
    expect(ok(await decide('demand', reviewing, 'approve'))).toMatchObject({ success: false });
    expect(await status(reviewing)).toBe(6);

    // awaiting the deposit, with a bank proof waiting: the proof is rejected and staff cannot confirm it
    const { id: awaiting } = (await t.post('lhyhneed_add', demand({ needtitle: '撤回测试二' }), { token: company })).json<{ id: number }>();
    expect(ok(await decide('demand', awaiting, 'approve'))).toMatchObject({ success: true });
    expect(
      ok(
        await t.post(
          'lhyhneedPay_addInfo',
          { lhyhneedPay: { needId: awaiting, payPrice: '300.00', payProof: await img(company) } },
          { token: company },
        ),
      ),
    ).toMatchObject({ success: true });
    const payId = (await detail(company, awaiting)).data.pays[0]?.id ?? 0;
    const before = await base(t, company);
    expect((await withdraw(awaiting, zone)).statusCode).toBe(403);
    expect(ok(await withdraw(awaiting, company))).toMatchObject({ success: true, msg: M.withdrawn, returned: '0.00' });
    expect(await status(awaiting)).toBe(6);
    expect((await t.deps.db.select().from(demandPays).where(eq(demandPays.id, payId)))[0]).toMatchObject({
      state: 2,
      auditReason: M.withdrawn,
    });
    expect(ok(await decide('demandPay', payId, 'approve'))).toMatchObject({ success: false });
    expect(ok(await t.post('lhyhneedPay_walletPay', { needId: awaiting, accountpwd: PWD }, { token: company }))).toMatchObject({
      success: false,
    });
    expect(await base(t, company)).toEqual(before);
    expect((await detail(company, awaiting)).data.payPrice).toBe('0.00');
    await expectLedgerOk(t);

    // a rejected demand may be dropped too
    const { id: rejected } = (await t.post('lhyhneed_add', demand({ needtitle: '撤回测试三' }), { token: company })).json<{ id: number }>();
    expect(ok(await decide('demand', rejected, 'reject', '信息不全'))).toMatchObject({ success: true });
    expect(ok(await withdraw(rejected, company))).toMatchObject({ success: true });

    // in progress (deposit in escrow) or ended: refused with the reason, nothing changes
    const { id: running } = (await t.post('lhyhneed_add', demand({ needtitle: '撤回测试四' }), { token: company })).json<{ id: number }>();
    expect(ok(await decide('demand', running, 'approve'))).toMatchObject({ success: true });
    await fund(t, company, staff, '300');
    expect(ok(await t.post('lhyhneedPay_walletPay', { needId: running, accountpwd: PWD }, { token: company }))).toMatchObject({
      success: true,
    });
    expect(await status(running)).toBe(3);
    expect(ok(await withdraw(running, company))).toMatchObject({ success: false, error: M.notWithdrawable });
    expect(await status(running)).toBe(3);
    expect(ok(await withdraw(needId, company))).toMatchObject({ success: false, error: M.alreadyEnded });
    await expectLedgerOk(t);
  });
});
