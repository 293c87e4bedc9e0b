import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { companies, personalInformation, rsFirms, users, zpGrzl } from '../../db/schema/index.ts';
import { count, eq } from 'drizzle-orm';
import { CERT_MSG, UPLOAD_MSG } from '@xcb/shared';

let t: TestApp;
let person: string;
let newcomer: string;
let company: string;
let hr: string;
let companyId = 0;
let hrId = 0;
let personId = 0;
beforeAll(async () => {
  t = await createTestApp();
  person = await t.login('person01');
  newcomer = await t.login('newuser01');
  company = await t.login('company01');
  hr = await t.login('hragency01');
  const id = async (name: string) => (await t.deps.db.select({ id: users.id }).from(users).where(eq(users.name, name)))[0]?.id ?? 0;
  companyId = await id('company01');
  // company01 is seeded with an approved company (personnel area); these tests build its records themselves
  await t.deps.db.delete(companies).where(eq(companies.userId, companyId));
  hrId = await id('hragency01');
  personId = await id('person01');
  // The seed approves the demo companies (recruitment needs one); these tests build their own records.
  await t.deps.db.delete(companies);
});
afterAll(() => t.close());

const ACTIONS = [
  'company_selectByUserId',
  'personalInformation_selectByUserId',
  'rsFrim_selectByUserId',
  'zpGrzl_selectByUserId',
  'company_auth',
  'paymentInfoPC_payment',
];

describe('certification records: refusals', () => {
  it.each(ACTIONS)('%s refuses anonymous callers (401)', async (action) => {
    expect((await t.post(action, {})).statusCode).toBe(401);
  });
  it.each(ACTIONS.slice(0, 5))('%s refuses another user id (403)', async (action) => {
    expect((await t.post(action, { userid: companyId }, { token: person })).statusCode).toBe(403);
  });
  it('paymentInfoPC_payment refuses another auditUser (403)', async () => {
    expect((await t.post('paymentInfoPC_payment', { entity: { auditUser: companyId } }, { token: person })).statusCode).toBe(403);
    expect((await t.form('paymentInfoPC_payment', `entity.auditUser=${companyId}`, { token: person })).statusCode).toBe(403);
  });
});

describe('certification records: the user sees only his own', () => {
  it('is empty before any certification', async () => {
    expect((await t.post('company_selectByUserId', {}, { token: newcomer })).json()).toEqual({ success: true, companys: [] });
    expect((await t.post('personalInformation_selectByUserId', {}, { token: newcomer })).json()).toEqual({
      success: true,
      personalInformation: null,
    });
    expect((await t.post('rsFrim_selectByUserId', {}, { token: newcomer })).json()).toEqual({ success: true, rsFrims: [] });
    expect((await t.post('zpGrzl_selectByUserId', {}, { token: newcomer })).json()).toEqual({ success: true, zpGrzls: [] });
    expect((await t.post('company_auth', {}, { token: newcomer })).json()).toEqual({
      success: true,
      auth: 0,
      companyAuditState: null,
      jpAuditState: null,
      memberStatus: null,
      showFlowpath: false,
    });
    expect((await t.post('paymentInfoPC_payment', { entity: { auditUser: personId } }, { token: person })).json()).toEqual({
      success: true,
      total: 0,
    });
  });

  it('returns the records and decides the process-rules entry (spec: companyAuditState 1, jpAuditState 1, memberStatus 1)', async () => {
    await t.deps.db.insert(companies).values({ userId: companyId, companyName: '星河科技有限公司', companyAuditState: 0 });
    // person01 is seeded with an approved personal certification
    await t.deps.db.insert(rsFirms).values({ userId: hrId, firmname: '众才人力', memberStatus: 1, auditState: 1 });
    await t.deps.db.insert(zpGrzl).values({ userId: personId, name: '张伟', auditState: 0 });

    const c = (await t.post('company_selectByUserId', {}, { token: company })).json<{ companys: unknown[] }>();
    expect(c.companys).toMatchObject([{ companyName: '星河科技有限公司', companyAuditState: 0 }]);
    expect((await t.post('company_auth', {}, { token: company })).json()).toMatchObject({ companyAuditState: 0, showFlowpath: false });
    await t.deps.db.update(companies).set({ companyAuditState: 1 }).where(eq(companies.userId, companyId));
    expect((await t.post('company_auth', {}, { token: company })).json()).toMatchObject({ companyAuditState: 1, showFlowpath: true });

    expect((await t.post('personalInformation_selectByUserId', {}, { token: person })).json()).toMatchObject({
      personalInformation: { name: '张伟', jpAuditState: 1, insuranceStatus: 0 },
    });
    expect((await t.post('company_auth', {}, { token: person })).json()).toMatchObject({ jpAuditState: 1, showFlowpath: true });
    expect((await t.post('zpGrzl_selectByUserId', {}, { token: person })).json()).toMatchObject({ zpGrzls: [{ name: '张伟' }] });

    expect((await t.post('rsFrim_selectByUserId', {}, { token: hr })).json()).toMatchObject({
      rsFrims: [{ firmname: '众才人力', memberStatus: 1 }],
    });
    expect((await t.post('company_auth', {}, { token: hr })).json()).toMatchObject({ auth: 3, memberStatus: 1, showFlowpath: true });
    // nobody sees another's records
    expect((await t.post('rsFrim_selectByUserId', {}, { token: person })).json()).toEqual({ success: true, rsFrims: [] });
    expect((await t.post('company_selectByUserId', {}, { token: hr })).json()).toEqual({ success: true, companys: [] });
  });
});

describe("certification images must be the caller's own uploads", () => {
  const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
  const img = async (token: string) =>
    (await t.upload('upload_uploadFile', { name: 'p.png', data: PNG }, { purpose: 'general' }, token)).json<{ data: string }>().data;
  const rows = async () => ({
    companies: (await t.deps.db.select({ n: count() }).from(companies))[0]?.n,
    personal: (await t.deps.db.select({ n: count() }).from(personalInformation))[0]?.n,
  });

  it('refuses a licence, logo or ID image someone else uploaded (403, Chinese) and stores nothing', async () => {
    const mine = await img(newcomer);
    const theirs = await img(hr);
    const before = await rows();
    const company = { companyName: '晨光文化传媒', licensePath: mine, companyMainIndustry: '文化', companySize: '1-9人', companyTx: mine };
    for (const over of [{ licensePath: theirs }, { companyTx: theirs }, { companyTx: '2026/11/made-up.png' }]) {
      const res = await t.post('company_save', { ...company, ...over }, { token: newcomer });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false, error: UPLOAD_MSG.notYours });
    }
    const person = { name: '林小新', idNumber: '33010619900101123X', idFrontPath: mine, idBackPath: mine };
    for (const over of [{ idFrontPath: theirs }, { idBackPath: theirs }]) {
      const res = await t.post('personalInformation_save', { ...person, ...over }, { token: newcomer });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false, error: UPLOAD_MSG.notYours });
    }
    expect(await rows()).toEqual(before);
    // the caller's own uploads are taken
    expect((await t.post('company_save', company, { token: newcomer })).json()).toMatchObject({ success: true, msg: CERT_MSG.submitted });
  });
});

describe('certification pictures are private from the upload on (issue 45)', () => {
  const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
  const get = (path: string, token?: string) =>
    t.app.inject({ method: 'GET', url: `/uploads/${path}`, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const isPicture = (res: { rawPayload: Buffer }) => res.rawPayload.subarray(1, 4).toString() === 'PNG';

  async function expectPrivate(path: string, owner: string, other: string, staff: string) {
    for (const res of [await get(path), await get(path, other)]) {
      expect([401, 403, 404]).toContain(res.statusCode);
      expect(isPicture(res)).toBe(false);
    }
    for (const token of [owner, staff]) {
      const res = await get(path, token);
      expect(res.statusCode).toBe(200);
      expect(isPicture(res)).toBe(true);
      expect(res.headers['cache-control']).toMatch(/private|no-store/);
      expect(res.headers['cache-control']).not.toMatch(/public/);
    }
  }

  it('an ID card or licence uploaded for certification: refused to visitors and other users before and after the form is sent, served to its uploader and staff uncached', async () => {
    const staff = await t.login('admin001', 'Admin@2026');
    const upload = async () => {
      const res = await t.upload('upload_uploadFile', { name: 'id.png', data: PNG }, { purpose: 'identity' }, newcomer);
      expect(res.json<{ success: boolean }>().success, res.body).toBe(true);
      return res.json<{ data: string }>().data;
    };
    const [front, back, neverSent] = [await upload(), await upload(), await upload()];
    // before any form names them, and one that no form ever will
    for (const path of [front, back, neverSent]) await expectPrivate(path, newcomer, person, staff);
    const saved = await t.post(
      'personalInformation_save',
      { name: '林小新', idNumber: '33010619900101123X', idFrontPath: front, idBackPath: back },
      { token: newcomer },
    );
    expect(saved.json()).toMatchObject({ success: true });
    for (const path of [front, back, neverSent]) await expectPrivate(path, newcomer, person, staff);
    // the uploader's own <img> preview opens through the file key signed-in replies carry
    const key = String(saved.headers['x-file-key']);
    const byKey = await t.app.inject({ method: 'GET', url: `/uploads/${front}?k=${encodeURIComponent(key)}` });
    expect(byKey.statusCode).toBe(200);
    expect(byKey.headers['cache-control']).not.toMatch(/public/);
  });

  it('a company logo sent beside the licence stays a public picture', async () => {
    const res = await t.upload('upload_uploadFile', { name: 'logo.png', data: PNG }, { purpose: 'general' }, newcomer);
    const logo = await get(res.json<{ data: string }>().data);
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['cache-control']).toBe('public, max-age=86400');
  });
});
