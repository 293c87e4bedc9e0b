import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, type ActionContract } from '@xcb/shared';
import { createTestApp, type TestApp } from '../test/helper.ts';

// Issue 45: a body nested thousands deep (in a user field, where the router compares it with the session,
// or anywhere a walker follows it) is malformed input: 400 with the generic message, never a stack
// overflow's 500. Every registered action, read from the registry at run time as the fuzz test does.

const DEPTH = 10_000;
const deepArray = '['.repeat(DEPTH) + ']'.repeat(DEPTH);
const deepObject = '{"a":'.repeat(DEPTH) + '1' + '}'.repeat(DEPTH);

let t: TestApp;
let contracts: ActionContract[];

beforeAll(async () => {
  t = await createTestApp({ LOGIN_LIMIT_PER_ACCOUNT: '100000', LOGIN_LIMIT_PER_ADDRESS: '100000' });
  contracts = [...t.deps.registry];
}, 60_000);
afterAll(async () => t?.close());

describe('a body nested 10,000 deep', () => {
  it.each([
    ['userid', deepArray],
    ['uid', deepObject],
    ['userid', deepObject],
    ['uid', deepArray],
  ])(
    'in %s, as JSON, is a 400 with the bad-request message on every action, never a 500',
    async (field, deep) => {
      const failures: string[] = [];
      const user = await t.login('newuser01');
      const staff = await t.login('admin001', 'Admin@2026');
      for (const [i, contract] of contracts.entries()) {
        const token = contract.auth === 'staff' ? staff : contract.auth === 'public' ? undefined : user;
        const res = await t.app.inject({
          method: 'POST',
          url: `/${contract.name}.action`,
          payload: `{"${field}":${deep}}`,
          headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
          remoteAddress: `10.45.${i % 250}.1`,
        });
        const where = `${contract.name}: ${res.statusCode} ${res.body.slice(0, 120)}`;
        if (res.statusCode !== 400) failures.push(where);
        else if (res.json<{ error?: string }>().error !== MSG.badRequest) failures.push(where);
      }
      expect(failures, failures.slice(0, 20).join('\n')).toEqual([]);
    },
    120_000,
  );

  it('as a dotted key in a multipart field or a query string, is a 400 too', async () => {
    const user = await t.login('newuser01');
    const dotted = Array.from({ length: DEPTH }, () => 'a').join('.');
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5d3c2b50000000049454e44ae426082',
      'hex',
    );
    const multipart = await t.upload('upload_uploadFile', { name: 'a.png', data: png, type: 'image/png' }, { [dotted]: '1' }, user);
    expect(multipart.statusCode, multipart.body).toBe(400);
    expect(multipart.json<{ error: string }>().error).toBe(MSG.badRequest);
    const query = await t.app.inject({
      method: 'GET',
      url: `/message_sellistCount.action?${dotted}=1`,
      headers: { authorization: `Bearer ${user}` },
    });
    expect(query.statusCode, query.body.slice(0, 200)).toBe(400);
    expect(query.json<{ error: string }>().error).toBe(MSG.badRequest);
  });

  it('a form body stays bounded by its parser (depth 3), never a 500', async () => {
    const res = await t.form('config_getConfig', `${Array.from({ length: DEPTH }, () => 'a').join('.')}=1`);
    expect(res.statusCode).toBeLessThan(500);
  });

  it('a body of ordinary depth still passes', async () => {
    const res = await t.post('config_getConfig', { a: JSON.parse('{"a":'.repeat(20) + '1' + '}'.repeat(20)) as unknown });
    expect(res.statusCode).toBe(200);
  });
});
