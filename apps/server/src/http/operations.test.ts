import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/helper.ts';
import { cmd, openSocket } from '../test/sockets.ts';
import { users } from '../db/schema/index.ts';
import { openEscrow } from '../modules/ledger/escrow.ts';

const TOKEN = 'metrics-token-for-the-test-0123';

describe('health, readiness and metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(() => t.close());

  const metrics = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    return res.body;
  };
  /** The value of one sample line, e.g. `xcb_websockets_open{socket="chat"}`. */
  const sample = (text: string, name: string) => {
    const line = text.split('\n').find((l) => l.startsWith(`${name} `));
    return line === undefined ? undefined : Number(line.slice(name.length + 1));
  };

  it('answers liveness and readiness, with the security headers of every page', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect([live.statusCode, live.json()]).toEqual([200, { status: 'ok' }]);
    expect(live.headers['x-content-type-options']).toBe('nosniff');
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect([ready.statusCode, ready.json()]).toEqual([200, { status: 'ready', database: 'ok', realtime: 'ok' }]);
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('refuses the metrics without the token, or with another one (401)', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-wrong-token-00', `Basic ${TOKEN}`, TOKEN]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.body).not.toContain('xcb_');
    }
  });

  it('counts a request under its action, an open socket and the coins held in open escrows', async () => {
    const before = (await metrics()).split('\n');
    const count = (lines: string[]) =>
      Number(
        lines.find((l) => l.startsWith('xcb_request_duration_seconds_count{action="config_getConfig",status="2xx"}'))?.split(' ')[1] ?? 0,
      );
    expect((await t.post('config_getConfig', {})).statusCode).toBe(200);
    const socket = await openSocket(t.app, await t.login('person01'));
    await socket.next(cmd('connected'));
    const [payer] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.name, 'company01'));
    await t.deps.db.transaction((tx) => openEscrow(tx, { area: 'demand', ref: 'metrics-test', payerId: payer?.id ?? 0 }));

    const after = await metrics();
    expect(count(after.split('\n'))).toBe(count(before) + 1);
    expect(after).toMatch(/xcb_request_duration_seconds_bucket\{le="[\d.]+",action="config_getConfig",status="2xx"\} 1/);
    expect(sample(after, 'xcb_websockets_open{socket="chat"}')).toBe(1);
    expect(sample(after, 'xcb_realtime_listening')).toBe(1);
    expect(sample(after, 'xcb_escrow_open{area="demand"}')).toBeGreaterThanOrEqual(1);
    expect(sample(after, 'xcb_escrow_held_coins{area="demand"}')).toBe(0);
    expect(sample(after, 'xcb_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    if (t.databaseUrl) expect(after).toContain('xcb_db_pool_connections{state="waiting"}');

    socket.ws.terminate();
    await expect.poll(async () => sample(await metrics(), 'xcb_websockets_open{socket="chat"}'), { timeout: 5000 }).toBe(0);
  });

  it('keeps the actions and unknown URLs as they were', async () => {
    expect((await t.post('config_getConfig', {})).json()).toMatchObject({ success: true });
    const missing = await t.app.inject({ method: 'GET', url: '/metricsx' });
    expect(missing.statusCode).toBe(404);
  });
});

describe('metrics without METRICS_TOKEN, readiness without a database', () => {
  it('has no /metrics at all without the setting (404)', async () => {
    const t = await createTestApp();
    try {
      const res = await t.app.inject({ method: 'GET', url: '/metrics' });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('xcb_');
    } finally {
      await t.close();
    }
  });

  it('is not ready once the database is closed (503), while still alive', async () => {
    const t = await createTestApp();
    try {
      expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      await t.database.close();
      // Closed already: the helper's close still drops the test database.
      t.database.close = () => Promise.resolve();
      const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect([ready.statusCode, ready.json()]).toEqual([503, { status: 'unavailable', database: 'down', realtime: 'down' }]);
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
