import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZONE_MSG } from '@xcb/shared';
import { createTestApp, type TestApp } from '../../test/helper.ts';

// exclusive_enter: the zone pickers (the header's dropdown, /privatedomain) ask the server before they set
// the zone flag, and get the zone scope's own decision, so a refused user is never left inside a zone.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const enter = async (exclusiveCode: string, token?: string) => {
  const res = await t.post('exclusive_enter', { exclusiveCode }, token ? { token } : {});
  return { status: res.statusCode, body: res.json<{ success: boolean; error?: string; data?: unknown }>() };
};

describe('exclusive_enter', () => {
  it('lets visitors, public individuals, staff and the zone’s own members in', async () => {
    const zone = { exclusiveCode: 'HZGX01', exclusiveName: '杭州高新人才港' };
    expect(await enter('HZGX01')).toMatchObject({ status: 200, body: { success: true, data: zone } });
    expect(await enter('hzgx01', await t.login('person01'))).toMatchObject({ status: 200, body: { data: zone } });
    expect(await enter('HZGX01', await t.login('admin001', 'Admin@2026'))).toMatchObject({ status: 200, body: { data: zone } });
    expect(await enter('HZGX01', await t.login('zoneuser01'))).toMatchObject({ status: 200, body: { data: zone } });
  });

  it('refuses a public company and another zone’s member with the spec’s messages, and an unknown zone', async () => {
    expect(await enter('HZGX01', await t.login('company01'))).toMatchObject({
      status: 403,
      body: { success: false, error: ZONE_MSG.publicCompanyNoZone, code: 'FORBIDDEN' },
    });
    // any request browsing the zone is refused the same way (the mark the web drops a stale zone flag on)
    const list = await t.app.inject({
      method: 'POST',
      url: '/lhyhneed_list.action',
      payload: {},
      headers: { authorization: `Bearer ${await t.login('company01')}`, 'x-exclusive-code': 'HZGX01' },
    });
    expect(list.statusCode).toBe(403);
    expect(list.json()).toMatchObject({ error: ZONE_MSG.publicCompanyNoZone, code: 'ZONE_REFUSED' });
    expect(await enter('SZQH02', await t.login('zoneuser01'))).toMatchObject({
      status: 403,
      body: { success: false, error: ZONE_MSG.otherZone, code: 'FORBIDDEN' },
    });
    expect(await enter('NOPE99')).toMatchObject({ status: 404, body: { success: false, error: ZONE_MSG.zoneNotFound } });
    expect((await enter('')).status).toBe(400);
  });
});
