import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { MSG } from '@xcb/shared';
import { sm4Seal } from '@xcb/shared/sm4';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { captchas, sessions, users } from '../../db/schema/index.ts';
import { hashAnswer } from './captcha.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_LIMIT_PER_ACCOUNT: '8', LOGIN_LIMIT_PER_ADDRESS: '1000', REGISTER_LIMIT_PER_ADDRESS: '1000' });
});
afterAll(() => t.close());

let phoneSeq = 13900000000;
const nextPhone = () => String(++phoneSeq);
const registration = (over: Record<string, unknown> = {}) => ({
  name: `u${phoneSeq + 1}`.slice(0, 12),
  password: 'Abcd1234',
  phone: nextPhone(),
  ...over,
});

/** Gives the account's login guard a captcha whose answer the test knows. */
async function knownCaptcha(name: string, answer = 'AB3D') {
  const id = `test-${Math.random().toString(36).slice(2)}`;
  await t.deps.db
    .insert(captchas)
    .values({ id, subject: `login:${name.toLowerCase()}`, answerHash: hashAnswer(id, answer), expiresAt: new Date(Date.now() + 60_000) });
  return id;
}

describe('user_existUserName', () => {
  it('refuses a malformed account with the spec message (400)', async () => {
    const res = await t.post('user_existUserName', { name: 'ab' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: MSG.accountFormat });
  });
  it('says 账号已存在 for a taken account, whatever its case', async () => {
    const res = await t.post('user_existUserName', { name: 'PERSON01' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: false, error: MSG.accountExists });
  });
  it('succeeds for a free account', async () => {
    expect((await t.post('user_existUserName', { name: 'freeacct1' })).json()).toEqual({ success: true });
  });
});

describe('user_registe refusals', () => {
  it.each([
    [{ name: '' }, MSG.accountRequired],
    [{ name: 'abc' }, MSG.accountFormat],
    [{ name: 'abcdefghijklm' }, MSG.accountFormat],
    [{ name: '中文账号abc' }, MSG.accountFormat],
    [{ phone: '12345678901' }, MSG.phoneFormat],
    [{ phone: '1380000000' }, MSG.phoneFormat],
    [{ password: 'abcdefgh' }, MSG.passwordRule],
    [{ password: 'Ab1' }, MSG.passwordRule],
    [{ password: 'Abcdefgh12345678X' }, MSG.passwordRule],
    [{ exclusiveCode: 'AB12' }, MSG.invitationFormat],
    [{ isPrivate: '1' }, MSG.invitationRequired],
  ])('%o → 400 %s', async (over, message) => {
    const res = await t.post('user_registe', registration(over));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: message });
  });

  it('refuses a taken account and a taken phone, and creates nothing', async () => {
    const before = await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(users);
    expect((await t.post('user_registe', registration({ name: 'Person01' }))).json()).toMatchObject({
      success: false,
      error: MSG.accountExists,
    });
    expect((await t.post('user_registe', registration({ phone: '13800000002' }))).json()).toMatchObject({
      success: false,
      error: MSG.phoneExists,
    });
    expect((await t.post('user_registe', registration({ exclusiveCode: 'ZZZZZZ' }))).json()).toMatchObject({
      success: false,
      error: MSG.invitationInvalid,
    });
    expect((await t.post('user_registe', registration({ exclusiveCode: 'HZ2026', exclusiveDomain: 'SZQH02' }))).json()).toMatchObject({
      success: false,
      error: MSG.invitationWrongDomain,
    });
    const after = await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(users);
    expect(after).toEqual(before);
  });
});

describe('user_registe', () => {
  it('registers and logs in at once; the password is never returned', async () => {
    const res = await t.post('user_registe', { name: 'newbie01', password: 'Abcd1234', phone: nextPhone() });
    const body = res.json();
    expect(body).toMatchObject({ success: true, user: { name: 'newbie01', auth: 0, exclusiveCode: null } });
    expect(JSON.stringify(body)).not.toMatch(/password|scrypt/i);
    const me = await t.post('user_current', {}, { token: body.jwt });
    expect(me.json()).toMatchObject({ success: true, user: { name: 'newbie01' } });
  });

  it('puts a user with an invitation code into its zone', async () => {
    const res = await t.post('user_registe', {
      name: 'zonenew01',
      password: 'Abcd1234',
      phone: nextPhone(),
      isPrivate: '1',
      exclusiveCode: 'hz2026',
    });
    expect(res.json()).toMatchObject({ success: true, user: { exclusiveCode: 'HZGX01', exclusiveName: '杭州高新人才港' } });
  });

  it('accepts the legacy form body with a URL-encoded name', async () => {
    const res = await t.form(
      'user_registe',
      `name=${encodeURIComponent(encodeURIComponent('formuser1'))}&password=Abcd%401234&phone=${nextPhone()}&exclusiveCode=`,
    );
    expect(res.json()).toMatchObject({ success: true, user: { name: 'formuser1' } });
  });

  it('limits registrations per address (429)', async () => {
    const limited = await createTestApp({ REGISTER_LIMIT_PER_ADDRESS: '2' });
    try {
      const send = (n: number) =>
        limited.post('user_registe', { name: `rate${n}abc`, password: 'Abcd1234', phone: `1370000000${n}` }, { ip: '10.1.1.1' });
      expect((await send(1)).statusCode).toBe(200);
      expect((await send(2)).statusCode).toBe(200);
      const third = await send(3);
      expect(third.statusCode).toBe(429);
      expect(third.json()).toMatchObject({ success: false, error: MSG.tooManyRegistrations });
      expect(
        (await limited.post('user_registe', { name: 'rate4abc', password: 'Abcd1234', phone: '13700000004' }, { ip: '10.1.1.2' }))
          .statusCode,
      ).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('user_login', () => {
  it('needs account and password (400 with the spec messages)', async () => {
    expect((await t.post('user_login', { password: 'x' })).json()).toMatchObject({ error: MSG.accountRequired });
    expect((await t.post('user_login', { name: 'person01', password: '' })).json()).toMatchObject({ error: MSG.passwordRequired });
  });

  it('logs in with the account or the phone', async () => {
    const byName = (await t.post('user_login', { name: 'company01', password: 'Demo@2026' })).json();
    expect(byName).toMatchObject({
      success: true,
      data: 'success',
      user: { name: 'company01', auth: 2 },
      chatUser: { id: byName.user.id },
    });
    // spec: the login reply carries the wallet summary too
    expect(byName.custAccountBase).toMatchObject({ amount: '0.00', available: '0.00', held: '0.00' });
    const byPhone = (await t.post('user_login', { name: '13800000003', password: 'Demo@2026', deviceType: 'mobile' })).json();
    expect(byPhone).toMatchObject({ success: true, user: { name: 'company01' } });
  });

  it('after a wrong password demands a server captcha, checks it, and forgets it after success', async () => {
    await t.post('user_registe', { name: 'captcha01', password: 'Abcd1234', phone: nextPhone() });
    const wrong = (await t.post('user_login', { name: 'captcha01', password: 'Wrong1234' })).json();
    expect(wrong).toMatchObject({ success: false, error: MSG.wrongCredentials, needCaptcha: true });

    const noCaptcha = (await t.post('user_login', { name: 'captcha01', password: 'Abcd1234' })).json();
    expect(noCaptcha).toMatchObject({ success: false, error: MSG.captchaRequired, needCaptcha: true });

    const issued = (await t.post('user_getCaptcha', { name: 'captcha01' })).json();
    expect(issued.image).toMatch(/^data:image\/svg\+xml;base64,/);
    const badCaptcha = (
      await t.post('user_login', { name: 'captcha01', password: 'Abcd1234', captchaId: issued.captchaId, captcha: 'ZZZZ' })
    ).json();
    expect(badCaptcha).toMatchObject({ success: false, error: MSG.captchaWrong, needCaptcha: true });

    const id = await knownCaptcha('captcha01');
    // A captcha is single use: the right answer on an id already tried is refused too.
    expect(
      (await t.post('user_login', { name: 'captcha01', password: 'Abcd1234', captchaId: issued.captchaId, captcha: 'AB3D' })).json(),
    ).toMatchObject({
      error: MSG.captchaWrong,
    });
    const ok = (await t.post('user_login', { name: 'captcha01', password: 'Abcd1234', captchaId: id, captcha: 'ab3d' })).json();
    expect(ok).toMatchObject({ success: true });
    expect((await t.post('user_login', { name: 'captcha01', password: 'Abcd1234' })).json()).toMatchObject({ success: true });
  });

  it('a captcha issued for one account does not open another', async () => {
    await t.post('user_login', { name: 'hragency01', password: 'nope12345' });
    const other = await knownCaptcha('person01');
    expect(
      (await t.post('user_login', { name: 'hragency01', password: 'Demo@2026', captchaId: other, captcha: 'AB3D' })).json(),
    ).toMatchObject({
      error: MSG.captchaWrong,
    });
    const own = await knownCaptcha('hragency01');
    expect(
      (await t.post('user_login', { name: 'hragency01', password: 'Demo@2026', captchaId: own, captcha: 'AB3D' })).json(),
    ).toMatchObject({ success: true });
  });

  it('an unknown account gets the same answer as a wrong password', async () => {
    expect((await t.post('user_login', { name: 'nobody999', password: 'Abcd1234' })).json()).toMatchObject({
      error: MSG.wrongCredentials,
      needCaptcha: true,
    });
  });

  it('refuses a disabled account', async () => {
    await t.post('user_registe', { name: 'disabled01', password: 'Abcd1234', phone: nextPhone() });
    await t.deps.db.update(users).set({ status: 1 }).where(eq(users.name, 'disabled01'));
    expect((await t.post('user_login', { name: 'disabled01', password: 'Abcd1234' })).json()).toMatchObject({
      success: false,
      error: MSG.accountDisabled,
    });
  });

  it('refuses an account of another zone on the private-zone login', async () => {
    expect((await t.post('user_login', { name: 'person01', password: 'Demo@2026', exclusiveCode: 'HZGX01' })).json()).toMatchObject({
      error: MSG.notDomainUser,
    });
    expect((await t.post('user_login', { name: 'zoneuser01', password: 'Demo@2026', exclusiveCode: 'SZQH02' })).json()).toMatchObject({
      error: MSG.notDomainUser,
    });
    expect((await t.post('user_login', { name: 'zoneuser01', password: 'Demo@2026', exclusiveCode: 'HZGX01' })).json()).toMatchObject({
      success: true,
      user: { exclusiveName: '杭州高新人才港' },
    });
  });

  it("a stranger's wrong passwords from other addresses never lock the owner out on his own address", async () => {
    await t.post('user_registe', { name: 'limited01', password: 'Abcd1234', phone: nextPhone() });
    // 12 wrong passwords from many addresses (the old per-account stop locked the account after 8-10)
    for (let i = 0; i < 12; i++) {
      const res = await t.post(
        'user_login',
        { name: 'limited01', password: 'Wrong1234', captchaId: await knownCaptcha('limited01'), captcha: 'AB3D' },
        { ip: `10.0.0.${i % 2}` },
      );
      expect(res.statusCode === 200 || res.statusCode === 429).toBe(true);
    }
    const owner = await t.post(
      'user_login',
      { name: 'limited01', password: 'Abcd1234', captchaId: await knownCaptcha('limited01'), captcha: 'AB3D' },
      { ip: '10.0.1.1' },
    );
    expect(owner.json()).toMatchObject({ success: true });
  });

  it('after the free failures each further try from that address waits longer (429 saying how long), then the right password works', async () => {
    const slow = await createTestApp({ LOGIN_FREE_FAILURES: '3', LOGIN_MAX_DELAY_SECONDS: '4', LOGIN_LIMIT_PER_ADDRESS: '1000' });
    try {
      const captcha = async () => {
        const id = `test-${Math.random().toString(36).slice(2)}`;
        await slow.deps.db
          .insert(captchas)
          .values({ id, subject: 'login:admin001', answerHash: hashAnswer(id, 'AB3D'), expiresAt: new Date(Date.now() + 60_000) });
        return { captchaId: id, captcha: 'AB3D' };
      };
      const ip = '10.0.2.1';
      for (let i = 0; i < 3; i++)
        expect(
          (await slow.post('user_login', { name: 'admin001', password: 'Wrong1234', ...(await captcha()) }, { ip })).json(),
        ).toMatchObject({ error: MSG.wrongCredentials });
      // the fourth try comes too soon: refused before the password is looked at, even the right one
      const early = await slow.post('user_login', { name: 'admin001', password: 'Admin@2026', ...(await captcha()) }, { ip });
      expect(early.statusCode).toBe(429);
      expect(early.json()).toMatchObject({ success: false, error: MSG.loginDelay(1) });
      expect(early.headers['retry-after']).toBe('1');
      // another address is not slowed at all
      expect(
        (await slow.post('user_login', { name: 'admin001', password: 'Admin@2026', ...(await captcha()) }, { ip: '10.0.2.2' })).json(),
      ).toMatchObject({ success: true });
      // the wait doubles with each failure after the free ones, up to the cap
      await new Promise((r) => setTimeout(r, 1100));
      expect(
        (await slow.post('user_login', { name: 'admin001', password: 'Wrong1234', ...(await captcha()) }, { ip })).json(),
      ).toMatchObject({ error: MSG.wrongCredentials });
      const doubled = await slow.post('user_login', { name: 'admin001', password: 'Admin@2026', ...(await captcha()) }, { ip });
      expect(doubled.statusCode).toBe(429);
      expect(doubled.json().error).toBe(MSG.loginDelay(2));
      await new Promise((r) => setTimeout(r, 2100));
      expect(
        (await slow.post('user_login', { name: 'admin001', password: 'Admin@2026', ...(await captcha()) }, { ip })).json(),
      ).toMatchObject({ success: true });
      // a success starts the address afresh
      expect(
        (await slow.post('user_login', { name: 'admin001', password: 'Wrong1234', ...(await captcha()) }, { ip })).json(),
      ).toMatchObject({ error: MSG.wrongCredentials });
    } finally {
      await slow.close();
    }
  }, 30_000);

  /** A captcha of `name` whose answer the test knows, issued in `app` (as user_getCaptcha would). */
  async function captchaIn(app: TestApp, name: string) {
    const id = `test-${Math.random().toString(36).slice(2)}`;
    await app.deps.db
      .insert(captchas)
      .values({ id, subject: `login:${name.toLowerCase()}`, answerHash: hashAnswer(id, 'AB3D'), expiresAt: new Date(Date.now() + 60_000) });
    return { captchaId: id, captcha: 'AB3D' };
  }

  it('past the per-address limit a login from that address must pass a captcha (an office behind one address is never locked out)', async () => {
    // the default limits: 30 failed tries per address in the window (issue 45)
    const office = await createTestApp();
    try {
      const ip = '10.45.0.1';
      for (let i = 0; i < 35; i++) {
        const res = await office.post('user_login', { name: `stranger${String(i).padStart(2, '0')}`, password: 'Wrong1234' }, { ip });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toMatchObject({ success: false, error: i < 30 ? MSG.wrongCredentials : MSG.captchaRequired, needCaptcha: true });
      }
      // a colleague with the right password is asked for the captcha, in the reply the login page shows it for
      const asked = await office.post('user_login', { name: 'person01', password: 'Demo@2026' }, { ip });
      expect(asked.statusCode).toBe(200);
      expect(asked.json()).toEqual({ success: false, error: MSG.captchaRequired, msg: MSG.captchaRequired, needCaptcha: true });
      const wrong = await office.post(
        'user_login',
        { name: 'person01', password: 'Demo@2026', captchaId: (await captchaIn(office, 'person01')).captchaId, captcha: 'ZZZZ' },
        { ip },
      );
      expect(wrong.json()).toMatchObject({ success: false, error: MSG.captchaWrong, needCaptcha: true });
      const passed = await office.post(
        'user_login',
        { name: 'person01', password: 'Demo@2026', ...(await captchaIn(office, 'person01')) },
        { ip },
      );
      expect(passed.json()).toMatchObject({ success: true });
      // the SMS tab (its code is the proof) is not held up either
      const [company] = await office.deps.db.select({ phone: users.phone }).from(users).where(eq(users.name, 'company01'));
      const phone = company?.phone ?? '';
      expect((await office.post('user_getRangeCode', { name: phone }, { ip: '10.45.0.3' })).json()).toMatchObject({ success: true });
      const sms = await office.post('user_login', { name: phone, checkCode: office.deps.outbox.read('sms', phone) ?? '' }, { ip });
      expect(sms.json()).toMatchObject({ success: true });
      // another address is asked nothing
      expect((await office.post('user_login', { name: 'newuser01', password: 'Demo@2026' }, { ip: '10.45.0.2' })).json()).toMatchObject({
        success: true,
      });
    } finally {
      await office.close();
    }
  }, 60_000);

  it('refuses a flood from one address outright only past ten times the limit (429)', async () => {
    const limited = await createTestApp({ LOGIN_LIMIT_PER_ADDRESS: '3' });
    try {
      const ip = '10.9.9.9';
      for (const name of ['aaaaaa1', 'bbbbbb1', 'cccccc1'])
        expect((await limited.post('user_login', { name, password: 'x' }, { ip })).json()).toMatchObject({ error: MSG.wrongCredentials });
      for (let i = 4; i <= 30; i++) {
        const res = await limited.post('user_login', { name: `dddddd${i}`, password: 'x' }, { ip });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ error: MSG.captchaRequired, needCaptcha: true });
      }
      const flood = await limited.post(
        'user_login',
        { name: 'person01', password: 'Demo@2026', ...(await captchaIn(limited, 'person01')) },
        { ip },
      );
      expect(flood.statusCode).toBe(429);
      expect(flood.json()).toMatchObject({ success: false, error: MSG.tooManyLogins });
    } finally {
      await limited.close();
    }
  });

  it('does not count successful logins against the address (an office behind one address)', async () => {
    const limited = await createTestApp({ LOGIN_LIMIT_PER_ADDRESS: '3' });
    try {
      for (const name of ['person01', 'company01', 'hragency01', 'newuser01', 'person01']) {
        expect((await limited.post('user_login', { name, password: 'Demo@2026' }, { ip: '10.9.9.8' })).json()).toMatchObject({
          success: true,
        });
      }
      for (const name of ['aaaaaa1', 'bbbbbb1', 'cccccc1'])
        expect((await limited.post('user_login', { name, password: 'x' }, { ip: '10.9.9.8' })).statusCode).toBe(200);
      // the fourth failure's address asks the next login for a captcha
      expect((await limited.post('user_login', { name: 'person01', password: 'Demo@2026' }, { ip: '10.9.9.8' })).json()).toMatchObject({
        success: false,
        error: MSG.captchaRequired,
        needCaptcha: true,
      });
    } finally {
      await limited.close();
    }
  });
});

describe('sessions', () => {
  it('one session per device class: a second PC login ends the first (ERR0003), mobile stays', async () => {
    const pc1 = await t.login('person01');
    const mobile = await t.login('person01', 'Demo@2026', { deviceType: 'mobile' });
    const pc2 = await t.login('person01');
    const old = await t.post('user_current', {}, { token: pc1 });
    expect(old.statusCode).toBe(401);
    expect(old.json()).toMatchObject({ success: false, code: 'ERR0003', error: MSG.loggedInElsewhere });
    expect((await t.post('user_current', {}, { token: pc2 })).statusCode).toBe(200);
    expect((await t.post('user_current', {}, { token: mobile })).statusCode).toBe(200);
  });

  it('logins of one account at the same moment all answer, and one PC session stays open', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => t.post('user_login', { name: 'company01', password: 'Demo@2026' })));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    const [company] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.name, 'company01'));
    const open = await t.deps.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.userId, company?.id ?? 0), eq(sessions.deviceClass, 'pc'), isNull(sessions.endedAt)));
    expect(open).toHaveLength(1);
  });

  it('sessions opened for one account at the same moment all open, and one of the class stays open', async () => {
    const [company] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.name, 'company01'));
    const id = company?.id ?? 0;
    const meta = { deviceClass: 'mobile' as const, ip: '127.0.0.1', userAgent: 'race' };
    // each on its own (a swap that loses the race runs again under the user's lock), then inside callers'
    // transactions (the lock first), as registration and the QR and OAuth logins open theirs
    const tokens: string[] = [];
    for (let round = 0; round < 3; round++) {
      tokens.push(...(await Promise.all(Array.from({ length: 8 }, () => t.deps.sessions.open(t.deps.db, id, meta)))));
      tokens.push(
        ...(await Promise.all(Array.from({ length: 4 }, () => t.deps.db.transaction((tx) => t.deps.sessions.open(tx, id, meta))))),
      );
    }
    expect(new Set(tokens).size).toBe(36);
    const open = await t.deps.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.userId, id), eq(sessions.deviceClass, 'mobile'), isNull(sessions.endedAt)));
    expect(open).toHaveLength(1);
    const live = await Promise.all(tokens.map((token) => t.post('user_current', {}, { token }).then((r) => r.statusCode)));
    expect(live.filter((s) => s === 200)).toHaveLength(1);
  });

  it('401 codes: none ERR0001, forged ERR0002, after logout ERR0005, disabled ERR0004', async () => {
    expect((await t.post('user_current')).json()).toMatchObject({ code: 'ERR0001' });
    expect((await t.post('user_current', {}, { token: 'abc.def' })).json()).toMatchObject({ code: 'ERR0002' });
    const token = await t.login('newuser01');
    const forged = token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA');
    expect((await t.post('user_current', {}, { token: forged })).json()).toMatchObject({ code: 'ERR0002' });
    expect((await t.post('user_loginOut', {}, { token })).json()).toMatchObject({ success: true });
    const after = await t.post('user_current', {}, { token });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 'ERR0005' });

    await t.post('user_registe', { name: 'tobeoff01', password: 'Abcd1234', phone: nextPhone() });
    const live = await t.login('tobeoff01', 'Abcd1234');
    await t.deps.db.update(users).set({ status: 1 }).where(eq(users.name, 'tobeoff01'));
    expect((await t.post('user_current', {}, { token: live })).json()).toMatchObject({ code: 'ERR0004', error: MSG.accountDisabled });
  });

  it('user_loginOut refuses another user id (403) and changes nothing', async () => {
    const token = await t.login('hragency01');
    const res = await t.post('user_loginOut', { userid: 1 }, { token });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, error: MSG.forbidden });
    expect((await t.post('user_current', {}, { token })).statusCode).toBe(200);
  });
});

describe('user_getUserById', () => {
  it('shows the owner his phone and others only the public profile', async () => {
    const token = await t.login('company01');
    const me = (await t.post('user_current', {}, { token })).json();
    const own = (await t.post('user_getUserById', { id: me.user.id, listRandom: 0.5 }, { token })).json();
    expect(own.user.phone).toBe('13800000003');
    expect(own.user.name).toBe('company01');
    const anonymous = (await t.post('user_getUserById', { id: me.user.id })).json();
    expect(anonymous).toMatchObject({ success: true, user: { id: me.user.id } });
    expect(anonymous.user.phone).toBeUndefined();
    const other = await t.login('person01', 'Demo@2026', { deviceType: 'mobile' });
    expect((await t.post('user_getUserById', { id: me.user.id }, { token: other })).json().user.phone).toBeUndefined();
  });
  it('gives the login name only to the user himself and staff, never to a visitor walking the ids', async () => {
    const [company] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.name, 'company01'));
    const id = company?.id as number;
    const anonymous = (await t.post('user_getUserById', { id })).json();
    expect(anonymous.success).toBe(true);
    expect(anonymous.user).not.toHaveProperty('name');
    expect(JSON.stringify(anonymous)).not.toContain('company01');
    const visitor = await t.login('newuser01');
    expect((await t.post('user_getUserById', { id }, { token: visitor })).json().user).not.toHaveProperty('name');
    const staff = await t.login('admin001', 'Admin@2026');
    expect((await t.post('user_getUserById', { id }, { token: staff })).json().user.name).toBe('company01');
  });
  it('404 for a missing user or a staff account, 400 for a bad id', async () => {
    expect((await t.post('user_getUserById', { id: 999999 })).statusCode).toBe(404);
    const [staff] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.name, 'admin001'));
    expect((await t.post('user_getUserById', { id: staff?.id })).statusCode).toBe(404);
    expect((await t.post('user_getUserById', { id: 'abc' })).statusCode).toBe(400);
  });
});

describe('SM4 encrypted passwords', () => {
  it('with the flag on: sealed passwords work, plain or tampered ones are 400; with it off plain works', async () => {
    await t.deps.platform.setSm4(true);
    try {
      const cfg = (await t.post('config_getConfig')).json();
      expect(cfg).toMatchObject({ code: 1, data: { configStatus: '01' } });
      const key = cfg.data.sm4Key as string;
      const plain = await t.post('user_login', { name: 'person01', password: 'Demo@2026' });
      expect(plain.statusCode).toBe(400);
      expect(plain.json()).toMatchObject({ error: MSG.encryptedFieldInvalid });
      const sealed = sm4Seal('Demo@2026', key);
      expect((await t.post('user_login', { name: 'person01', password: sealed })).json()).toMatchObject({ success: true });
      const tampered = sealed.slice(0, 70) + (sealed[70] === 'a' ? 'b' : 'a') + sealed.slice(71);
      expect((await t.post('user_login', { name: 'person01', password: tampered })).statusCode).toBe(400);
      const reg = await t.post('user_registe', { name: 'sm4user01', password: sm4Seal('Abcd1234', key), phone: nextPhone() });
      expect(reg.json()).toMatchObject({ success: true });
    } finally {
      await t.deps.platform.setSm4(false);
    }
    const cfg = (await t.post('config_getConfig')).json();
    expect(cfg.data).toEqual({ configKey: 'sm4Encrypt', configStatus: '00' });
    expect((await t.post('user_login', { name: 'sm4user01', password: 'Abcd1234' })).json()).toMatchObject({ success: true });
  });
});

describe('bad input never makes a 500', () => {
  it.each([
    ['user_login', { name: ['a'], password: { $gt: '' } }],
    ['user_login', { name: 'x'.repeat(100_000), password: 'y' }],
    ['user_registe', { name: null, password: 12, phone: true }],
    ['user_getUserById', { id: -1 }],
    ['area_list', { id: 'x' }],
    ['dictionaryDetail_getDetailByDictionaryNumber', {}],
  ])('%s %#', async (action, body) => {
    const res = await t.post(action, body);
    expect(res.statusCode).toBeGreaterThanOrEqual(200);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().success).toBe(false);
  });
  it('unparseable bodies and unknown actions', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/user_login.action',
      payload: '{bad',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, error: MSG.badRequest });
    expect((await t.post('no_such')).statusCode).toBe(404);
  });
});

describe('captcha sandbox outbox', () => {
  it('outside production the issued answer is readable at /__dev/outbox and opens the login', async () => {
    await t.post('user_login', { name: 'newuser01', password: 'Wrong1234' });
    const { captchaId } = (await t.post('user_getCaptcha', { name: 'newuser01' })).json();
    const read = await t.app.inject({ method: 'GET', url: `/__dev/outbox?kind=captcha&key=${captchaId}` });
    const answer = read.json().value as string;
    expect(answer).toMatch(/^[A-Z2-9]{4}$/);
    expect(
      (await t.post('user_login', { name: 'newuser01', password: 'Demo@2026', captchaId, captcha: answer.toLowerCase() })).json(),
    ).toMatchObject({ success: true });
  });
  it('in production the outbox does not exist', async () => {
    const prod = await createTestApp({
      NODE_ENV: 'production',
      SESSION_SECRET: 'a-production-secret-123',
      PAYMENT_PEPPER: 'a-production-pepper-123',
    });
    try {
      const { captchaId } = (await prod.post('user_getCaptcha', { name: 'x' })).json();
      expect((await prod.app.inject({ method: 'GET', url: `/__dev/outbox?kind=captcha&key=${captchaId}` })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
