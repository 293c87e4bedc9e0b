import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@xcb/shared';
import { createTestApp, type TestApp } from '../test/helper.ts';

// Values PostgreSQL cannot hold, sent to the actions where each once reached a query (a 500): every one is
// now refused before the service with a Chinese message (shared/actions/fields.ts unstorable, applied to
// every contract by action()).

let t: TestApp;
let user: string;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  user = await t.login('company01');
  staff = await t.login('admin001', 'Admin@2026');
});
afterAll(async () => t.close());

const refused = async (action: string, body: Record<string, unknown>, message: string, token?: string) => {
  const res = await t.post(action, body, token ? { token } : {});
  expect(res.statusCode, `${action} ${res.body}`).toBe(400);
  expect(res.json()).toMatchObject({ success: false, error: message });
};

describe('a NUL character in any text field', () => {
  it.each([
    ['user_login', { name: 'person\u000001', password: 'Demo@2026' }],
    ['user_getCaptcha', { name: 'ab\u0000cd' }],
    ['need_list', { title: 'a\u0000b' }],
    ['lhyhneed_list', { keyword: '前端\u0000' }],
    ['lhyhneed_list', { city: '\u0000' }],
    ['dictionaryDetail_getDetailByDictionaryNumber', { number: '\u0000' }],
    ['article_getarticleList', { keyword: 'x\u0000' }],
  ])('%s %o → 400', async (action, body) => {
    await refused(action, body, MSG.textHasNul, user);
  });

  it('in a staff search and a staff form too', async () => {
    await refused('admin_userList', { name: 'a\u0000' }, MSG.textHasNul, staff);
  });
});

describe('integers past int4 in ids, states and filters', () => {
  it.each([
    ['area_list', { id: 2147483648 }],
    ['lhyhneed_list', { timeMin: 2147483648 }],
    ['lhyhneed_list', { timeMax: '9007199254740992' }],
    ['rsContract_list', { role: 'need', status: 2147483648 }],
    ['rsNeed_myList', { status: 2 ** 53 }],
    ['rsNeed_myList', { status: 2147483647 }],
    ['rsContract_list', { role: 'serve', status: 32768 }],
    ['need_add', { needName: '问题', content: '内容', typeIds: [2147483648] }],
  ])('%s %o → 400', async (action, body) => {
    const res = await t.post(action, body, { token: user });
    expect(res.statusCode, `${action} ${res.body}`).toBe(400);
    expect(res.json().error).toMatch(/[\u4e00-\u9fff]/);
  });

  it('ids past int4 in chat, orders and the cart are refused too', async () => {
    for (const [action, body] of [
      ['chatHistory_list', { useredid: 2147483648 }],
      ['order_add', { ids: [2147483648] }],
      ['order_add', { ids: '1,2147483648' }],
      ['cartItem_delete', { Ids: [2147483648] }],
    ] as const) {
      const res = await t.post(action, body, { token: user });
      expect(res.statusCode, `${action} ${res.body}`).toBe(400);
      expect(res.json().error).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});

describe('fields a contract takes as anything and never uses', () => {
  it("a legacy client's random number may be a timestamp (listRandom, random): not refused", async () => {
    expect((await t.post('lhyhneed_list', { listRandom: Date.now(), random: 1e308 }, { token: user })).json()).toMatchObject({
      success: true,
    });
  });
});

describe('numbers past what numeric and timestamp hold', () => {
  it('lhyhneed_list moneyMin/moneyMax = 1e308', async () => {
    await refused('lhyhneed_list', { moneyMin: 1e308 }, MSG.numberTooLarge, user);
    await refused('lhyhneed_list', { moneyMax: '1e308' }, MSG.numberTooLarge, user);
    // the normal filters still work
    expect(
      (await t.post('lhyhneed_list', { moneyMin: 100, moneyMax: 5000, timeMin: 1, timeMax: 30 }, { token: user })).json(),
    ).toMatchObject({ success: true });
  });

  it('an interview date of +275760-09-13 (zpInterview_add, zpInterview_reply proposedTime)', async () => {
    await refused('zpInterview_add', { applicationId: 1, interviewTime: '+275760-09-13T00:00:00.000Z' }, MSG.dateOutOfRange, user);
    await refused('zpInterview_reply', { id: 1, answer: 'reschedule', proposedTime: '+275760-09-13' }, MSG.dateOutOfRange, user);
  });
});
