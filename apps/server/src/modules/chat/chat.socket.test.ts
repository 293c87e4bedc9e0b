import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Msg = Record<string, unknown>;

/** Collects every message from the start, so none is lost between the upgrade and the first await. */
function inbox(ws: { on(event: 'message', cb: (data: Buffer) => void): void }) {
  const seen: Msg[] = [];
  const waiters: { match: (m: Msg) => boolean; resolve: (m: Msg) => void }[] = [];
  ws.on('message', (data) => {
    const m = JSON.parse(data.toString()) as Msg;
    seen.push(m);
    for (const w of [...waiters]) {
      if (!w.match(m)) continue;
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve(m);
    }
  });
  return (cmdtype: string) =>
    new Promise<Msg>((resolve) => {
      const found = seen.find((m) => m.cmdtype === cmdtype);
      if (found) resolve(found);
      else waiters.push({ match: (m) => m.cmdtype === cmdtype, resolve });
    });
}

describe('ChatWebsocket', () => {
  it('refuses a socket without a valid session token', async () => {
    const ws = await t.app.injectWS('/ChatWebsocket?userid=1001');
    const code = await new Promise<number>((resolve) => ws.on('close', (c: number) => resolve(c)));
    expect(code).toBe(4001);
  });

  it('refuses a token of another user than the userid named', async () => {
    const token = await t.login('person01');
    const ws = await t.app.injectWS(`/ChatWebsocket?userid=1&token=${encodeURIComponent(token)}`);
    expect(await new Promise<number>((resolve) => ws.on('close', (c: number) => resolve(c)))).toBe(4003);
  });

  it('answers heartbeats, and closes the socket of a session replaced by a newer login', async () => {
    const token = await t.login('company01');
    const ws = await t.app.injectWS(`/ChatWebsocket?token=${encodeURIComponent(token)}`);
    const wait = inbox(ws);
    // Sent before the server has checked the token: held, then answered.
    ws.send(JSON.stringify({ cmdtype: 'heartbeat' }));
    expect(await wait('heartbeat')).toMatchObject({ cmdtype: 'heartbeat' });
    const ended = wait('sessionEnded');
    const closed = new Promise<number>((resolve) => ws.on('close', (c: number) => resolve(c)));
    await t.login('company01');
    expect(await ended).toEqual({ cmdtype: 'sessionEnded', reason: 'replaced' });
    expect(await closed).toBe(4001);
  });
});
