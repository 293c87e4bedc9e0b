import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MSG } from '@xcb/shared';
import { createTestApp, type TestApp } from '../test/helper.ts';

// Issue 45: while the database cannot be reached every request was a 500 with its SQL logged in full, one
// line per request. Here the driver under the app's database handle refuses every call as node-postgres
// does when the server is down (ECONNREFUSED), on PGlite and (DATABASE_URL) on PostgreSQL alike.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Makes every call of the driver fail as a refused connection does; returns the undo. */
function cutDatabase(): () => void {
  const client = (t.deps.db as unknown as { $client: Record<string, unknown> }).$client;
  const refused = () =>
    Promise.reject(
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
        code: 'ECONNREFUSED',
        errno: -111,
        syscall: 'connect',
        address: '127.0.0.1',
        port: 5432,
      }),
    );
  // the pool (queries, and connect for transactions) or the embedded database (query, exec, transaction)
  const methods = t.database.kind === 'postgres' ? ['query', 'connect'] : ['query', 'exec', 'transaction'];
  for (const m of methods) client[m] = refused;
  return () => {
    for (const m of methods) delete client[m];
  };
}

type Call = [obj: Record<string, unknown>, msg: string];

describe('database unavailable', () => {
  it('answers 503 with the message and Retry-After, logs one line for many requests and one when it answers again', async () => {
    const token = await t.login('person01');
    // the app's logger (silent in tests: one object for the app and every request's child)
    const error = vi.spyOn(t.app.log, 'error');
    const warn = vi.spyOn(t.app.log, 'warn');
    const restore = cutDatabase();
    try {
      const replies = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          i % 2 === 0
            ? t.post('user_login', { name: 'person02', password: 'Demo@2026' })
            : t.post('custAccount_getTradList', { pageNum: 0, pageSize: 10 }, { token }),
        ),
      );
      for (const res of replies) {
        expect(res.statusCode).toBe(503);
        expect(res.headers['retry-after']).toBe('5');
        expect(res.json()).toEqual({
          success: false,
          error: MSG.serviceUnavailable,
          msg: MSG.serviceUnavailable,
          code: 'UNAVAILABLE',
        });
      }
      expect(MSG.serviceUnavailable).toBe('服务暂时不可用，请稍后再试');

      // readiness says why
      const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'unavailable', database: 'down' });

      const errors = (error.mock.calls as unknown as Call[]).map(([, msg]) => msg);
      expect(errors.filter((m) => m === 'unhandled error')).toEqual([]);
      expect(errors.filter((m) => m.startsWith('database unavailable'))).toHaveLength(1);
      const first = (error.mock.calls as unknown as Call[]).find(([, msg]) => msg.startsWith('database unavailable'));
      expect(first?.[0]).toMatchObject({ refused: 1, cause: { code: 'ECONNREFUSED' } });
      expect(JSON.stringify(error.mock.calls)).not.toMatch(/select|insert|update /i);
    } finally {
      restore();
    }

    // the probe finds the database again: one line, and requests go through
    await vi.waitFor(
      () => expect((warn.mock.calls as unknown as Call[]).filter(([, msg]) => msg === 'database answers again')).toHaveLength(1),
      { timeout: 5_000, interval: 100 },
    );
    const again = (warn.mock.calls as unknown as Call[]).find(([, msg]) => msg === 'database answers again');
    expect(again?.[0]).toMatchObject({ refusedTotal: 40 });
    const res = await t.post('custAccount_getTradList', { pageNum: 0, pageSize: 10 }, { token });
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    error.mockRestore();
    warn.mockRestore();
  });
});
