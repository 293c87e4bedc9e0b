import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { createTestApp, type TestApp } from '../test/helper.ts';

// Issue 45: closing the app (a deploy, a restart) closed every socket without a code (the client saw
// 1005), so the web could not tell a restart from a lost network. Now each hears 1012 with a reason.

let t: TestApp;
let closed = false;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  if (!closed) await t.close();
});

type Msg = Record<string, unknown>;

/** A socket that records its messages and how it was closed, from its creation. */
async function open(url: string) {
  const seen: Msg[] = [];
  let closedWith: (c: { code: number; reason: string }) => void = () => undefined;
  const close = new Promise<{ code: number; reason: string }>((resolve) => (closedWith = resolve));
  const ws = await t.app.injectWS(
    url,
    {},
    {
      onInit: (s: WebSocket) => {
        s.on('message', (data: Buffer) => seen.push(JSON.parse(data.toString()) as Msg));
        s.on('close', (code: number, reason: Buffer) => closedWith({ code, reason: reason.toString() }));
      },
    },
  );
  const connected = async () => {
    for (let i = 0; i < 100 && !seen.some((m) => m.cmdtype === 'connected'); i++) await new Promise((r) => setTimeout(r, 20));
    expect(seen.some((m) => m.cmdtype === 'connected')).toBe(true);
  };
  return { ws, close, connected };
}

describe('closing the app', () => {
  it('closes every open chat and QR socket with 1012 and a reason before it stops', async () => {
    const chats = await Promise.all(
      ['person01', 'company01'].map(async (name) => open(`/ChatWebsocket?token=${encodeURIComponent(await t.login(name))}`)),
    );
    const qr = (await t.app.inject({ method: 'GET', url: `/user_getQrCode.action?${Math.random()}` })).json<{ UUIDStr: string }>();
    const qrSocket = await open(`/QrCodeWebsocket?UUIDStr=${qr.UUIDStr}`);
    for (const s of [...chats, qrSocket]) await s.connected();

    const started = Date.now();
    closed = true;
    await t.close();
    for (const s of [...chats, qrSocket]) expect(await s.close).toEqual({ code: 1012, reason: 'server restarting' });
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
