import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { MSG } from '@xcb/shared';
import { createTestApp, type TestApp } from '../../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_LIMIT_PER_ADDRESS: '1000' });
});
afterAll(() => t.close());

const newKey = () => randomBytes(16).toString('hex');

/** Walks the popup as a browser would: app_wechatLogin → sandbox page → approve → callback. */
async function popup(kind: 'wechat' | 'qq', key: string, account: string | null) {
  const entry = kind === 'wechat' ? '/app_wechatLogin.action' : '/qq_qq.action';
  const first = await t.app.inject({ method: 'GET', url: `${entry}?key=${key}` });
  expect(first.statusCode).toBe(302);
  const authorize = first.headers.location as string;
  expect(authorize).toMatch(new RegExp(`^/__sandbox/oauth/${kind}/authorize\\?state=`));
  const pageRes = await t.app.inject({ method: 'GET', url: authorize });
  expect(pageRes.body).toContain('沙箱');
  const state = new URL(authorize, 'http://x').searchParams.get('state') ?? '';
  const approve = await t.app.inject({
    method: 'GET',
    url: `/__sandbox/oauth/${kind}/approve?state=${state}&decision=${account ? 'allow' : 'deny'}&account=${account ?? ''}&nickname=Tester`,
  });
  const callback = await t.app.inject({ method: 'GET', url: approve.headers.location as string });
  return callback.body;
}

describe('third-party login refusals', () => {
  it('binding needs a login (401) and a valid kind and key (400)', async () => {
    expect((await t.post('user_bindThirdParty', { kind: 'wechat', key: newKey() })).statusCode).toBe(401);
    expect((await t.post('user_thirdPartyList', {})).statusCode).toBe(401);
    expect((await t.post('user_unbindThirdParty', { kind: 'qq' })).statusCode).toBe(401);
    const token = await t.login('person01');
    expect((await t.post('user_bindThirdParty', { kind: 'weibo', key: newKey() }, { token })).statusCode).toBe(400);
    expect((await t.post('user_bindThirdParty', { kind: 'qq', key: 'short' }, { token })).statusCode).toBe(400);
    expect((await t.post('user_unbindThirdParty', { kind: 'qq', userid: 1 }, { token })).statusCode).toBe(403);
    expect((await t.post('user_unbindThirdParty', { kind: 'qq' }, { token })).json()).toMatchObject({
      success: false,
      error: MSG.oauthNotBound,
    });
  });
  it('a popup with a missing key, a forged code or a declined authorisation logs nobody in', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/app_wechatLogin.action' });
    expect(bad.body).toContain('授权已过期');
    const key = newKey();
    expect(await popup('wechat', key, null)).toContain(MSG.oauthNotAuthorized);
    expect((await t.post('user_checkLoginStatus', { key })).json()).toMatchObject({ success: true, code: 0, msg: MSG.oauthNotAuthorized });
    const key2 = newKey();
    const first = await t.app.inject({ method: 'GET', url: `/app_wechatLogin.action?key=${key2}` });
    const state = new URL(first.headers.location as string, 'http://x').searchParams.get('state') ?? '';
    const forged = await t.app.inject({ method: 'GET', url: `/oauth/wechat/callback?state=${state}&code=eyJvcGVuSWQiOiJ4In0.forged` });
    expect(forged.body).toContain(MSG.oauthNotAuthorized);
    expect((await t.post('user_checkLoginStatus', { key: key2 })).json()).toMatchObject({ code: 0 });
  });
  it('an identity not linked to any account is told to bind first', async () => {
    const key = newKey();
    expect(await popup('qq', key, 'nobody_linked')).toContain(MSG.oauthUnlinked);
    expect((await t.post('user_checkLoginQQStatus', { key })).json()).toMatchObject({ code: 0, msg: MSG.oauthUnlinked });
  });
});

describe('binding, login and unbinding', () => {
  it('binds WeChat from the profile, logs in with it once per authorisation, refuses a second account, unbinds', async () => {
    const token = await t.login('company01');
    const bindKey = newKey();
    expect((await t.post('user_bindThirdParty', { kind: 'wechat', key: bindKey }, { token })).json()).toEqual({
      success: true,
      data: 'ok',
    });
    expect(await popup('wechat', bindKey, 'wx_company')).toContain(MSG.oauthBound);
    expect((await t.post('user_bindThirdPartyResult', { key: bindKey }, { token })).json()).toEqual({
      success: true,
      code: 1,
      msg: MSG.oauthBound,
    });
    expect((await t.post('user_thirdPartyList', {}, { token })).json()).toMatchObject({ data: [{ kind: 'wechat', nickname: 'Tester' }] });
    // a second binding of the same kind is refused
    expect((await t.post('user_bindThirdParty', { kind: 'wechat', key: newKey() }, { token })).json()).toMatchObject({
      error: MSG.oauthAlreadyBound,
    });
    // another account cannot take the same WeChat
    const other = await t.login('hragency01');
    const otherKey = newKey();
    await t.post('user_bindThirdParty', { kind: 'wechat', key: otherKey }, { token: other });
    expect(await popup('wechat', otherKey, 'wx_company')).toContain(MSG.oauthLinkedElsewhere);
    expect((await t.post('user_bindThirdPartyResult', { key: otherKey }, { token: other })).json()).toMatchObject({
      code: 0,
      msg: MSG.oauthLinkedElsewhere,
    });
    // someone else's binding result is not visible
    expect((await t.post('user_bindThirdPartyResult', { key: bindKey }, { token: other })).json()).toMatchObject({ code: 0 });

    const loginKey = newKey();
    await popup('wechat', loginKey, 'wx_company');
    const login = await t.post('user_checkLoginStatus', { key: loginKey, deviceType: 'mobile' });
    expect(login.json()).toMatchObject({ success: true, code: 1, user: { name: 'company01' } });
    const jwt = login.json<{ jwt: string }>().jwt;
    expect((await t.post('user_current', {}, { token: jwt })).statusCode).toBe(200);
    // the same result cannot be collected twice, nor through the QQ check
    expect((await t.post('user_checkLoginStatus', { key: loginKey })).json()).toMatchObject({ code: 0 });
    expect((await t.post('user_checkLoginQQStatus', { key: loginKey })).json()).toMatchObject({ code: 0 });

    expect((await t.post('user_unbindThirdParty', { kind: 'wechat' }, { token })).json()).toEqual({
      success: true,
      data: MSG.oauthUnbound,
    });
    const afterKey = newKey();
    expect(await popup('wechat', afterKey, 'wx_company')).toContain(MSG.oauthUnlinked);
  });
});
