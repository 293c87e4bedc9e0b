import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { INSURANCE_STATUS, MSG, UPLOAD_MSG } from '@xcb/shared';
import { sm4Seal } from '@xcb/shared/sm4';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { dictionaries, dictionaryDetails, personalInformation, sessions, smsCodes, users } from '../../db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_LIMIT_PER_ADDRESS: '1000', LOGIN_LIMIT_PER_ACCOUNT: '1000', REGISTER_LIMIT_PER_ADDRESS: '1000' });
});
afterAll(() => t.close());

let seq = 0;
/** Each test gets its own user (and phone), so sessions and codes never cross. */
async function freshUser(password = 'Start@2026') {
  seq++;
  const name = `prof${String(seq).padStart(4, '0')}`;
  const phone = `1371234${String(seq).padStart(4, '0')}`;
  const res = await t.post('user_registe', { name, password, phone }, { ip: `10.1.0.${seq}` });
  const body = res.json<{ success: boolean; jwt: string; user: { id: number } }>();
  expect(body.success).toBe(true);
  return { name, phone, password, jwt: body.jwt, id: body.user.id };
}

/** Lets the last code go past the 60 s resend gap without waiting. */
const ageCodes = (phone: string) =>
  t.deps.db
    .update(smsCodes)
    .set({ createdAt: sql`now() - interval '61 seconds'` })
    .where(eq(smsCodes.phone, phone));
const outboxCode = (phone: string) => t.deps.outbox.read('sms', phone);
const ip = (n: number) => ({ ip: `10.9.${Math.floor(n / 250)}.${n % 250}` });
let ipSeq = 1;

describe('user_getRangeCode', () => {
  it('refuses a missing or malformed phone (400)', async () => {
    expect((await t.post('user_getRangeCode', {})).json()).toMatchObject({ success: false, error: MSG.phoneRequired });
    const res = await t.post('user_getRangeCode', { name: '1234567' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: MSG.phoneFormat });
  });
  it('refuses an unregistered phone for login and reset', async () => {
    for (const type of ['login', 'reset']) {
      expect((await t.post('user_getRangeCode', { name: '13999999999', type }, ip(ipSeq++))).json()).toMatchObject({
        success: false,
        error: MSG.phoneNotRegistered,
      });
    }
  });
  it('a phone change needs a login (401), the old phone (400) and the current phone (旧手机号不一致)', async () => {
    const u = await freshUser();
    expect((await t.post('user_getRangeCode', { name: '13711110000', type: 'phone', oldPhone: u.phone })).statusCode).toBe(401);
    const missing = await t.post('user_getRangeCode', { name: '13711110000', type: 'phone' }, { token: u.jwt });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: MSG.oldPhoneRequired });
    expect(
      (await t.post('user_getRangeCode', { name: '13711110000', type: 'phone', oldPhone: '13800000002' }, { token: u.jwt })).json(),
    ).toMatchObject({
      success: false,
      error: MSG.oldPhoneMismatch,
    });
    expect(
      (await t.post('user_getRangeCode', { name: '13800000002', type: 'phone', oldPhone: u.phone }, { token: u.jwt })).json(),
    ).toMatchObject({
      success: false,
      error: MSG.phoneExists,
    });
  });
  it('sends a 6-digit code, stored only as a hash, and refuses a resend within 60 s (429)', async () => {
    const u = await freshUser();
    const res = await t.post('user_getRangeCode', { name: u.phone }, ip(ipSeq++));
    expect(res.json()).toEqual({ success: true, data: MSG.smsSent, seconds: 60, sandbox: true });
    const code = outboxCode(u.phone);
    expect(code).toMatch(/^\d{6}$/);
    const rows = await t.deps.db.select().from(smsCodes).where(eq(smsCodes.phone, u.phone));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.codeHash).not.toContain(code);
    expect(JSON.stringify(res.json())).not.toContain(code);
    const again = await t.post('user_getRangeCode', { name: u.phone }, ip(ipSeq++));
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ error: MSG.smsTooFrequent });
  });
  it('limits codes per phone and per address', async () => {
    const u = await freshUser();
    let last = 0;
    for (let i = 0; i < 7; i++) {
      await ageCodes(u.phone);
      last = (await t.post('user_getRangeCode', { name: u.phone }, ip(ipSeq++))).statusCode;
    }
    expect(last).toBe(429);
    const addr = { ip: '10.200.0.1' };
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) {
      const v = await freshUser();
      statuses.push((await t.post('user_getRangeCode', { name: v.phone }, addr)).statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('user_login with an SMS code', () => {
  it('refuses a wrong, reused or expired code, and a code of another purpose', async () => {
    const u = await freshUser();
    await t.post('user_getRangeCode', { name: u.phone }, ip(ipSeq++));
    const code = outboxCode(u.phone) ?? '';
    const wrong = code === '000000' ? '000001' : '000000';
    expect((await t.post('user_login', { name: u.phone, checkCode: wrong })).json()).toMatchObject({
      success: false,
      error: MSG.smsCodeInvalid,
    });
    const ok = await t.post('user_login', { name: u.phone, checkCode: code });
    expect(ok.json()).toMatchObject({ success: true, user: { id: u.id, name: u.name } });
    // single use
    expect((await t.post('user_login', { name: u.phone, checkCode: code })).json()).toMatchObject({
      success: false,
      error: MSG.smsCodeInvalid,
    });
    // expired
    await ageCodes(u.phone);
    await t.post('user_getRangeCode', { name: u.phone }, ip(ipSeq++));
    const code2 = outboxCode(u.phone) ?? '';
    await t.deps.db
      .update(smsCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(smsCodes.phone, u.phone));
    expect((await t.post('user_login', { name: u.phone, checkCode: code2 })).json()).toMatchObject({
      success: false,
      error: MSG.smsCodeInvalid,
    });
    // a reset code does not log in
    await ageCodes(u.phone);
    await t.post('user_getRangeCode', { name: u.phone, type: 'reset' }, ip(ipSeq++));
    expect((await t.post('user_login', { name: u.phone, checkCode: outboxCode(u.phone) })).json()).toMatchObject({
      success: false,
      error: MSG.smsCodeInvalid,
    });
  });
  it('ends a code after five wrong answers', async () => {
    const u = await freshUser();
    await t.post('user_getRangeCode', { name: u.phone }, ip(ipSeq++));
    const code = outboxCode(u.phone) ?? '';
    for (let i = 0; i < 5; i++) await t.post('user_login', { name: u.phone, checkCode: code === '99999' + i ? '888888' : '99999' + i });
    expect((await t.post('user_login', { name: u.phone, checkCode: code })).json()).toMatchObject({
      success: false,
      error: MSG.smsCodeInvalid,
    });
  });
  it('needs a password or a code (400), and a phone for the code', async () => {
    const res = await t.post('user_login', { name: 'person01' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: MSG.passwordRequired });
    expect((await t.post('user_login', { name: 'person01', checkCode: '123456' })).statusCode).toBe(400);
  });
  it('on /pyLogin refuses an account of another zone and admits the zone user', async () => {
    await t.post('user_getRangeCode', { name: '13800000005' }, ip(ipSeq++));
    const code = outboxCode('13800000005');
    expect((await t.post('user_login', { name: '13800000005', checkCode: code, exclusiveCode: 'SZQH02' })).json()).toMatchObject({
      success: false,
      error: MSG.notDomainUser,
    });
    await ageCodes('13800000005');
    await t.post('user_getRangeCode', { name: '13800000005' }, ip(ipSeq++));
    const ok = await t.post('user_login', { name: '13800000005', checkCode: outboxCode('13800000005'), exclusiveCode: 'HZGX01' });
    expect(ok.json()).toMatchObject({ success: true, user: { name: 'zoneuser01', exclusiveCode: 'HZGX01' } });
  });
});

describe('user_forgetPassword', () => {
  it.each([
    [{ phone: '' }, MSG.phoneRequired],
    [{ phone: '1380000' }, MSG.resetPhoneFormat],
    [{ password: '' }, MSG.userPasswordRequired],
    [{ password: 'abcdefgh' }, MSG.passwordRule],
    [{ confirmPassword: 'Other@2026' }, MSG.passwordTwiceMismatch],
    [{ checkCode: '' }, MSG.codeRequired],
  ])('%o → 400 %s', async (over, message) => {
    const res = await t.post('user_forgetPassword', {
      phone: '13800000002',
      password: 'Reset@2026',
      confirmPassword: 'Reset@2026',
      checkCode: '123456',
      ...over,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: message });
  });
  it('refuses a wrong code and an unregistered phone, changing nothing', async () => {
    const u = await freshUser();
    expect((await t.post('user_forgetPassword', { phone: u.phone, password: 'Reset@2026', checkCode: '123456' })).json()).toMatchObject({
      success: false,
      error: MSG.smsCodeInvalid,
    });
    expect(
      (await t.post('user_forgetPassword', { phone: '13999999998', password: 'Reset@2026', checkCode: '123456' })).json(),
    ).toMatchObject({ success: false, error: MSG.phoneNotRegistered });
    await t.login(u.name, u.password);
  });
  it('sets the new password and ends every session of the user', async () => {
    const u = await freshUser();
    await t.post('user_getRangeCode', { name: u.phone, type: 'reset' }, ip(ipSeq++));
    const res = await t.post('user_forgetPassword', {
      phone: u.phone,
      password: 'Reset@2026',
      confirmPassword: 'Reset@2026',
      checkCode: outboxCode(u.phone),
    });
    expect(res.json()).toEqual({ success: true, data: 'success' });
    const old = await t.post('user_current', {}, { token: u.jwt });
    expect(old.statusCode).toBe(401);
    expect(old.json()).toMatchObject({ code: 'ERR0005' });
    await t.login(u.name, 'Reset@2026');
    expect((await t.post('user_login', { name: u.name, password: u.password })).json()).toMatchObject({
      success: false,
      error: MSG.wrongCredentials,
    });
  });
});

describe('user_updatePassword', () => {
  it('refuses anonymous (401), bad input (400) and a wrong old password', async () => {
    expect(
      (await t.post('user_updatePassword', { oldPassword: 'a', password: 'New@20260', confirmPassword: 'New@20260' })).statusCode,
    ).toBe(401);
    const u = await freshUser();
    const cases: [Record<string, unknown>, string][] = [
      [{ oldPassword: '' }, MSG.oldPasswordRequired],
      [{ password: 'short' }, MSG.passwordRule],
      [{ confirmPassword: '' }, MSG.confirmRequired],
      [{ confirmPassword: 'Else@2026' }, MSG.passwordTwiceMismatch],
    ];
    for (const [over, message] of cases) {
      const res = await t.post(
        'user_updatePassword',
        { oldPassword: u.password, password: 'New@20260', confirmPassword: 'New@20260', ...over },
        { token: u.jwt },
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: message });
    }
    expect(
      (
        await t.post(
          'user_updatePassword',
          { oldPassword: 'Wrong@2026', password: 'New@20260', confirmPassword: 'New@20260' },
          { token: u.jwt },
        )
      ).json(),
    ).toMatchObject({
      success: false,
      error: MSG.oldPasswordWrong,
    });
    expect(
      (
        await t.post(
          'user_updatePassword',
          { userid: 1000, oldPassword: u.password, password: 'New@20260', confirmPassword: 'New@20260' },
          { token: u.jwt },
        )
      ).statusCode,
    ).toBe(403);
  });
  it('changes the password, keeps this session and ends the others', async () => {
    const u = await freshUser();
    const mobile = await t.login(u.name, u.password, { deviceType: 'mobile' });
    const res = await t.post(
      'user_updatePassword',
      { oldPassword: u.password, password: 'New@20260', confirmPassword: 'New@20260' },
      { token: u.jwt },
    );
    expect(res.json()).toEqual({ success: true, data: MSG.passwordChanged });
    expect((await t.post('user_current', {}, { token: u.jwt })).statusCode).toBe(200);
    expect((await t.post('user_current', {}, { token: mobile })).statusCode).toBe(401);
    await t.login(u.name, 'New@20260', { deviceType: 'mobile' });
  });
  it('works with SM4 sealed fields when the flag is on, and refuses plain text then (400)', async () => {
    const u = await freshUser();
    await t.deps.platform.setSm4(true);
    try {
      const key = t.config.SM4_KEY;
      const plain = await t.post(
        'user_updatePassword',
        { oldPassword: u.password, password: 'Sm4@20260', confirmPassword: 'Sm4@20260' },
        { token: u.jwt },
      );
      expect(plain.statusCode).toBe(400);
      const sealed = await t.post(
        'user_updatePassword',
        { oldPassword: sm4Seal(u.password, key), password: sm4Seal('Sm4@20260', key), confirmPassword: sm4Seal('Sm4@20260', key) },
        { token: u.jwt },
      );
      expect(sealed.json()).toMatchObject({ success: true });
      await ageCodes(u.phone);
      await t.post('user_getRangeCode', { name: u.phone, type: 'reset' }, ip(ipSeq++));
      const reset = await t.post('user_forgetPassword', {
        phone: u.phone,
        password: sm4Seal('Sm4@20270', key),
        confirmPassword: sm4Seal('Sm4@20270', key),
        checkCode: outboxCode(u.phone),
      });
      expect(reset.json()).toMatchObject({ success: true });
      expect((await t.post('user_login', { name: u.name, password: sm4Seal('Sm4@20270', key) })).json()).toMatchObject({ success: true });
    } finally {
      await t.deps.platform.setSm4(false);
    }
  });
});

describe('user_updatePhone', () => {
  it('refuses anonymous (401), bad input (400), a wrong old phone and a wrong code', async () => {
    expect((await t.post('user_updatePhone', { phone: '13800000002', newphone: '13700000000', checkCode: '123456' })).statusCode).toBe(401);
    const u = await freshUser();
    const cases: [Record<string, unknown>, string][] = [
      [{ phone: '' }, MSG.phoneAndCodeRequired],
      [{ checkCode: '' }, MSG.phoneAndCodeRequired],
      [{ phone: '123' }, MSG.oldPhoneFormat],
      [{ newphone: '123' }, MSG.newPhoneFormat],
    ];
    for (const [over, message] of cases) {
      const res = await t.post(
        'user_updatePhone',
        { phone: u.phone, newphone: '13766660000', checkCode: '123456', ...over },
        { token: u.jwt },
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: message });
    }
    expect(
      (await t.post('user_updatePhone', { phone: '13800000002', newphone: '13766660000', checkCode: '123456' }, { token: u.jwt })).json(),
    ).toMatchObject({
      error: MSG.oldPhoneMismatch,
    });
    expect(
      (await t.post('user_updatePhone', { phone: u.phone, newphone: '13766660000', checkCode: '123456' }, { token: u.jwt })).json(),
    ).toMatchObject({
      error: MSG.smsCodeInvalid,
    });
    expect(
      (await t.post('user_updatePhone', { userid: 1000, phone: u.phone, newphone: '13766660000', checkCode: '1' }, { token: u.jwt }))
        .statusCode,
    ).toBe(403);
  });
  it('refuses a code another user requested for that phone', async () => {
    const a = await freshUser();
    const b = await freshUser();
    await t.post('user_getRangeCode', { name: '13766661111', type: 'phone', oldPhone: a.phone }, { token: a.jwt, ...ip(ipSeq++) });
    const code = outboxCode('13766661111');
    expect(
      (await t.post('user_updatePhone', { phone: b.phone, newphone: '13766661111', checkCode: code }, { token: b.jwt })).json(),
    ).toMatchObject({
      error: MSG.smsCodeInvalid,
    });
  });
  it('changes the phone with the code sent to the new phone', async () => {
    const u = await freshUser();
    await t.post('user_getRangeCode', { name: '13766662222', type: 'phone', oldPhone: u.phone }, { token: u.jwt, ...ip(ipSeq++) });
    const res = await t.post(
      'user_updatePhone',
      { phone: u.phone, newphone: '13766662222', checkCode: outboxCode('13766662222') },
      { token: u.jwt },
    );
    expect(res.json()).toMatchObject({ success: true, data: MSG.phoneChanged, user: { phone: '13766662222' } });
    const [row] = await t.deps.db.select({ phone: users.phone }).from(users).where(eq(users.id, u.id));
    expect(row?.phone).toBe('13766662222');
  });
});

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function uploadImage(token: string, purpose: 'avatar' | 'insurance') {
  const res = await t.upload('upload_uploadFile', { name: 'a.png', data: PNG, type: 'image/png' }, { purpose }, token);
  return res.json<{ data: string }>().data;
}

async function skillIds(n: number) {
  const rows = await t.deps.db
    .select({ id: dictionaryDetails.id })
    .from(dictionaryDetails)
    .innerJoin(dictionaries, eq(dictionaries.id, dictionaryDetails.dictionaryId))
    .where(eq(dictionaries.number, 'cszy'))
    .limit(n);
  return rows.map((r) => r.id);
}

describe('user_update (profile)', () => {
  it('refuses anonymous (401), another user (403) and bad input (400) without changing anything', async () => {
    expect((await t.post('user_update', { nickName: 'x' })).statusCode).toBe(401);
    const u = await freshUser();
    expect((await t.post('user_update', { id: 1000, nickName: 'x' }, { token: u.jwt })).statusCode).toBe(403);
    expect((await t.post('user_update', { userid: 1000, nickName: 'x' }, { token: u.jwt })).statusCode).toBe(403);
    const ids = await skillIds(4);
    const cases: [Record<string, unknown>, string][] = [
      [{ nickName: '' }, MSG.nickNameRule],
      [{ nickName: 'x'.repeat(21) }, MSG.nickNameRule],
      [{ sign: 'y'.repeat(51) }, MSG.signRule],
      [{ jobId: ids.join(',') }, MSG.skillsMax],
      [{ jobId: '999999' }, MSG.skillInvalid],
      [{ province: '330000', cityId: '110100' }, MSG.areaInvalid],
      [{ cityId: '330100' }, MSG.areaInvalid],
      [{ icon: '../../etc/passwd' }, MSG.iconInvalid],
      [{ icon: '2026/01/000000000000000000000000.png' }, MSG.iconInvalid],
    ];
    for (const [over, message] of cases) {
      const res = await t.post('user_update', { nickName: '好名字', ...over }, { token: u.jwt });
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json()).toMatchObject({ error: message });
    }
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, u.id));
    expect(row?.nickName).toBe(u.name);
  });
  it('saves avatar, nickname, signature, skills (names from the dictionary) and the area chain', async () => {
    const u = await freshUser();
    const icon = await uploadImage(u.jwt, 'avatar');
    const ids = await skillIds(2);
    const res = await t.form(
      'user_update',
      `userid=${u.id}&id=${u.id}&nickName=${encodeURIComponent('新昵称')}&sign=${encodeURIComponent('认真做事')}&jobId=${ids.join(',')}&job=fake&province=330000&cityId=330100&area=330106&icon=${encodeURIComponent(icon)}`,
      { token: u.jwt },
    );
    expect(res.json()).toMatchObject({
      success: true,
      data: MSG.profileUpdated,
      user: { nickName: '新昵称', sign: '认真做事', province: '330000', cityId: '330100', area: '330106', icon },
    });
    const body = res.json<{ user: { job: string; jobId: string } }>();
    expect(body.user.jobId).toBe(ids.join(','));
    expect(body.user.job.split(',')).toHaveLength(2);
    expect(body.user.job).not.toContain('fake');
  });
  it('takes only an avatar the user uploaded himself; the one he has may be sent back unchanged', async () => {
    const a = await freshUser();
    const b = await freshUser();
    const theirs = await uploadImage(b.jwt, 'avatar');
    const mine = await uploadImage(a.jwt, 'avatar');
    const row = async () =>
      (await t.deps.db.select({ icon: users.icon, nickName: users.nickName, sign: users.sign }).from(users).where(eq(users.id, a.id)))[0];
    const before = await row();
    const res = await t.post('user_update', { nickName: '换头像', sign: '签名', icon: theirs }, { token: a.jwt });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, error: UPLOAD_MSG.notYours });
    expect(await row()).toEqual(before);
    expect((await t.post('user_update', { nickName: '换头像', icon: mine }, { token: a.jwt })).json()).toMatchObject({
      success: true,
      user: { nickName: '换头像', icon: mine },
    });
    // saving the form again with the same avatar works, also for an avatar stored before uploads were recorded
    expect((await t.post('user_update', { nickName: '再保存', icon: mine }, { token: a.jwt })).json()).toMatchObject({
      success: true,
      user: { nickName: '再保存', icon: mine },
    });
    const legacy = '2025/01/0123456789abcdef01234567.png';
    await t.deps.db.update(users).set({ icon: legacy }).where(eq(users.id, a.id));
    expect((await t.post('user_update', { nickName: '老头像', icon: legacy }, { token: a.jwt })).json()).toMatchObject({
      success: true,
      user: { nickName: '老头像', icon: legacy },
    });
    // and no avatar at all stays allowed
    expect((await t.post('user_update', { nickName: '无头像' }, { token: a.jwt })).json()).toMatchObject({
      success: true,
      user: { icon: null },
    });
  });
});

describe('user_update (insurance proof)', () => {
  it('asks for personal certification first', async () => {
    const u = await freshUser();
    const path = await uploadImage(u.jwt, 'insurance');
    expect((await t.post('user_update', { userid: u.id, insurancePath: path }, { token: u.jwt })).json()).toMatchObject({
      success: false,
      error: MSG.insuranceNeedsCertification,
    });
    await t.deps.db.insert(personalInformation).values({ userId: u.id, name: '李四', jpAuditState: 0 });
    expect((await t.post('user_update', { insurancePath: path }, { token: u.jwt })).json()).toMatchObject({
      error: MSG.insuranceNeedsCertification,
    });
  });
  it('after certification the proof awaits review (status 1), and cannot be sent again while pending', async () => {
    const u = await freshUser();
    await t.deps.db.insert(personalInformation).values({ userId: u.id, name: '王五', jpAuditState: 1 });
    expect((await t.post('user_update', { insurancePath: 'nope.png' }, { token: u.jwt })).statusCode).toBe(400);
    const path = await uploadImage(u.jwt, 'insurance');
    const res = await t.post('user_update', { insurancePath: path }, { token: u.jwt });
    expect(res.json()).toMatchObject({
      success: true,
      data: MSG.insuranceUploaded,
      user: { insuranceStatus: INSURANCE_STATUS.pending, insurancePath: path },
    });
    expect((await t.post('user_update', { insurancePath: path }, { token: u.jwt })).json()).toMatchObject({ error: MSG.insurancePending });
    // a rejected proof may be sent again
    await t.deps.db
      .update(users)
      .set({ insuranceStatus: 3, insuranceName: '审核员', insuranceRemark: '图片不清晰' })
      .where(eq(users.id, u.id));
    const me = (await t.post('user_current', {}, { token: u.jwt })).json<{ user: Record<string, unknown> }>();
    expect(me.user).toMatchObject({ insuranceStatus: 3, insuranceName: '审核员', insuranceRemak: '图片不清晰' });
    expect((await t.post('user_update', { insurancePath: path }, { token: u.jwt })).json()).toMatchObject({ success: true });
  });
  it("takes only a proof the user uploaded himself (403 for another user's upload, nothing changes)", async () => {
    const u = await freshUser();
    const other = await freshUser();
    await t.deps.db.insert(personalInformation).values({ userId: u.id, name: '赵六', jpAuditState: 1 });
    const theirs = await uploadImage(other.jwt, 'insurance');
    const row = async () =>
      (await t.deps.db.select({ p: users.insurancePath, s: users.insuranceStatus }).from(users).where(eq(users.id, u.id)))[0];
    const before = await row();
    const res = await t.post('user_update', { insurancePath: theirs }, { token: u.jwt });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, error: UPLOAD_MSG.notYours });
    expect(await row()).toEqual(before);
    const mine = await uploadImage(u.jwt, 'insurance');
    expect((await t.post('user_update', { insurancePath: mine }, { token: u.jwt })).json()).toMatchObject({
      success: true,
      user: { insuranceStatus: INSURANCE_STATUS.pending, insurancePath: mine },
    });
  });
});

describe('sessions after a reset are all gone', () => {
  it('leaves no open session', async () => {
    const u = await freshUser();
    await t.post('user_getRangeCode', { name: u.phone, type: 'reset' }, ip(ipSeq++));
    await t.post('user_forgetPassword', { phone: u.phone, password: 'Reset@2026', checkCode: outboxCode(u.phone) });
    const open = await t.deps.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, u.id), sql`${sessions.endedAt} is null`));
    expect(open).toHaveLength(0);
  });
});
