import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { MSG } from '@xcb/shared';
import { buildApp } from '../app.ts';
import { createTestApp, type TestApp } from '../test/helper.ts';
import { openDatabase } from './client.ts';
import { cmd, openSocket, type Msg } from '../test/sockets.ts';
import { base, code, expectLedgerOk, fund, PWD, userId, withPassword } from '../modules/ledger/test-support.ts';

// The hardening fault test on the PostgreSQL server: every connection of the app is cut by the server (what
// a restart does to its clients, here pg_terminate_backend on the test's own database so that the other
// test files sharing the server are untouched) in the middle of a stream of payments. The app must carry
// on by itself: new connections for the pool, a new LISTEN connection for the realtime hub, no
// acknowledged payment lost, the ledger invariants intact. PGlite lives inside the process: the SIGKILL
// test (modules/wallet/crash.test.ts) is its counterpart.

let t: TestApp;
beforeAll(async () => {
  if (process.env.DATABASE_URL) t = await createTestApp();
});
afterAll(async () => t?.close());

/** Cuts every other connection to this test's database, as a server restart would. */
async function cutConnections(): Promise<number> {
  const res = await t.deps.db.execute<{ n: number }>(
    sql`select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
  );
  return (res as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

describe.runIf(Boolean(process.env.DATABASE_URL))('PostgreSQL connections cut under load', () => {
  it('keeps every acknowledged payment, the ledger invariants and the realtime pushes', async () => {
    const staff = await t.login('admin001', 'Admin@2026');
    const payer = await withPassword(t, 'person01');
    await fund(t, payer, staff, '1000');
    const startCoins = Number((await base(t, payer)).amount);

    const acknowledged: string[] = [];
    let stop = false;
    let failures = 0;
    // what a request on a cut connection answered: 503 with the message (issue 45), never a 500
    const refusals = new Map<string, number>();
    const logged = vi.spyOn(t.app.log, 'error');
    const lane = async () => {
      while (!stop) {
        const tradecode = code('R');
        const res = await t.post(
          'custAccount_createJY',
          { accountpwd: PWD, amount: '1.25', tradecode, paymode: 0, orderId: `O${tradecode}` },
          { token: payer },
        );
        // a request on a connection that was cut fails cleanly (never acknowledged), the next one goes through
        const body = res.json<{ success?: boolean; error?: string; code?: string }>();
        if (body.success === true) acknowledged.push(tradecode);
        else {
          failures++;
          const seen = `${res.statusCode} ${body.code} ${body.error} retry-after=${res.headers['retry-after']}`;
          refusals.set(seen, (refusals.get(seen) ?? 0) + 1);
        }
      }
    };
    const lanes = [lane(), lane(), lane()];
    while (acknowledged.length < 10) await new Promise((r) => setTimeout(r, 20));
    expect(await cutConnections()).toBeGreaterThan(0);
    const afterCut = acknowledged.length;
    // the stream recovers by itself: payments are acknowledged again after the cut
    while (acknowledged.length < afterCut + 10) await new Promise((r) => setTimeout(r, 20));
    stop = true;
    await Promise.all(lanes);

    const list = (await t.post('custAccount_getTradList', { pageNum: 0, pageSize: 100 }, { token: payer })).json<{
      recordList: { tradecode: string }[];
    }>();
    expect(acknowledged.length).toBeLessThan(90); // one page holds them all, with the top-up
    const present = new Set(list.recordList.map((r) => r.tradecode));
    expect(acknowledged.filter((c) => !present.has(c))).toEqual([]);
    const paid = list.recordList.filter((r) => r.tradecode.startsWith('R')).length;
    expect(paid).toBe(acknowledged.length);
    expect(Number((await base(t, payer)).amount)).toBeCloseTo(startCoins - paid * 1.25, 2);
    await expectLedgerOk(t);
    expect(failures).toBeLessThan(20);
    // a request that met a cut connection (there may be none: the cut often finds every connection idle)
    expect([...refusals.keys()].filter((k) => k !== `503 UNAVAILABLE ${MSG.serviceUnavailable} retry-after=5`)).toEqual([]);
    expect(logged.mock.calls.filter((c) => c[1] === 'unhandled error')).toEqual([]);
    logged.mockRestore();

    // the realtime hub listens again: a chat message still reaches the recipient's open socket
    const recipient = await t.login('company01');
    const socket = await openSocket(t.app, recipient);
    await socket.next(cmd('connected'));
    const to = await userId(t, 'company01');
    let delivered: Msg | null = null;
    for (let i = 0; i < 50 && !delivered; i++) {
      await t.post('chatHistory_add', { chatHistory: { useredid: to, text: `重连后的消息${i}`, sendtype: 'txt' } }, { token: payer });
      delivered = await socket.next(cmd('chat'), 200).catch(() => null);
    }
    expect(delivered).not.toBeNull();
    socket.ws.close();
  }, 60_000);
});

/**
 * A TCP relay to the PostgreSQL server that can be taken away and brought back on the same port: the
 * app behind it sees a real outage (its connections reset, new ones refused), the other files sharing the
 * server see nothing.
 */
async function relay(target: URL): Promise<{ url: string; down(): Promise<void>; up(): Promise<void>; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  let server: Server;
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server = createServer((client) => {
        const upstream = connect(Number(target.port || 5432), target.hostname);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => undefined);
        }
        client.pipe(upstream).pipe(client);
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
    });
  const port = await listen(0);
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  const down = async () => {
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const s of sockets) s.destroy();
    });
  };
  return { url: url.toString(), down, up: async () => void (await listen(port)), close: down };
}

describe.runIf(Boolean(process.env.DATABASE_URL))('PostgreSQL unreachable for a while', () => {
  it('answers 503 with the message while it lasts, logs it once, and once more when it answers again', async () => {
    const proxy = await relay(new URL(t.databaseUrl as string));
    const database = await openDatabase({ url: proxy.url, poolSize: 4 });
    const { app } = await buildApp(t.config, database);
    await app.ready();
    const post = (action: string, body: Record<string, unknown>, token?: string) =>
      app.inject({
        method: 'POST',
        url: `/${action}.action`,
        payload: body,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    try {
      const login = (await post('user_login', { name: 'person01', password: 'Demo@2026' })).json<{ jwt: string }>();
      expect((await post('custAccount_getTradList', { pageNum: 0, pageSize: 10 }, login.jwt)).statusCode).toBe(200);
      // the app's logger (silent in tests: one object for every app and request of this file)
      const error = vi.spyOn(app.log, 'error');
      const warn = vi.spyOn(app.log, 'warn');

      await proxy.down();
      const replies = [];
      for (let round = 0; round < 5; round++)
        replies.push(
          ...(await Promise.all([
            post('user_login', { name: 'person02', password: 'Demo@2026' }),
            post('custAccount_getTradList', { pageNum: 0, pageSize: 10 }, login.jwt),
            post('message_sellistCount', {}, login.jwt),
            post('custAccount_getTradList', { pageNum: 0, pageSize: 10 }, login.jwt),
          ])),
        );
      for (const res of replies) {
        expect(res.statusCode).toBe(503);
        expect(res.headers['retry-after']).toBe('5');
        expect(res.json()).toEqual({ success: false, error: MSG.serviceUnavailable, msg: MSG.serviceUnavailable, code: 'UNAVAILABLE' });
      }
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ database: 'down' });

      const messages = error.mock.calls.map((c) => c[1] as unknown);
      expect(messages.filter((m) => m === 'unhandled error')).toEqual([]);
      expect(messages.filter((m) => typeof m === 'string' && m.startsWith('database unavailable'))).toHaveLength(1);
      expect(JSON.stringify(error.mock.calls)).not.toMatch(/select|insert|update /i);

      await proxy.up();
      await vi.waitFor(() => expect(warn.mock.calls.filter((c) => c[1] === 'database answers again')).toHaveLength(1), {
        timeout: 10_000,
        interval: 100,
      });
      expect((await post('custAccount_getTradList', { pageNum: 0, pageSize: 10 }, login.jwt)).statusCode).toBe(200);
      // the LISTEN connection comes back too (with its own pauses)
      await vi.waitFor(async () => expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200), {
        timeout: 15_000,
        interval: 250,
      });
      error.mockRestore();
      warn.mockRestore();
    } finally {
      await app.close();
      await database.close();
      await proxy.close();
    }
  }, 60_000);
});
