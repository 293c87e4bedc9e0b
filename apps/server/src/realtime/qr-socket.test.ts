import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { MSG } from '@xcb/shared';
import { createTestApp, type TestApp } from '../test/helper.ts';
import { qrLogins } from '../db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Msg = Record<string, unknown>;

function inbox(ws: { on(event: 'message', cb: (data: Buffer) => void): void }) {
  const seen: Msg[] = [];
  const waiters: { cmd: string; resolve: (m: Msg) => void }[] = [];
  ws.on('message', (data) => {
    const m = JSON.parse(data.toString()) as Msg;
    seen.push(m);
    for (const w of [...waiters]) {
      if (w.cmd !== m.cmdtype) continue;
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve(m);
    }
  });
  return (cmd: string) =>
    new Promise<Msg>((resolve) => {
      const found = seen.find((m) => m.cmdtype === cmd);
      if (found) resolve(found);
      else waiters.push({ cmd, resolve });
    });
}

const issue = async () => {
  const res = await t.app.inject({ method: 'GET', url: `/user_getQrCode.action?${Math.random()}` });
  return res.json<{ success: boolean; data: string; UUIDStr: string; expiresIn: number }>();
};

describe('QR login refusals', () => {
  it('scan and confirm need a login (401) and a code (400)', async () => {
    const qr = await issue();
    expect((await t.post('user_qrConfirm', { UUIDStr: qr.UUIDStr })).statusCode).toBe(401);
    expect((await t.post('user_qrScan', { UUIDStr: qr.UUIDStr })).statusCode).toBe(401);
    const token = await t.login('person01', 'Demo@2026', { deviceType: 'mobile' });
    expect((await t.post('user_qrConfirm', {}, { token })).statusCode).toBe(400);
  });
  it('refuses an unknown or expired code, and a socket for it closes at once', async () => {
    const token = await t.login('person01', 'Demo@2026', { deviceType: 'mobile' });
    expect((await t.post('user_qrConfirm', { UUIDStr: 'nope' }, { token })).json()).toMatchObject({ success: false, error: MSG.qrExpired });
    const qr = await issue();
    await t.deps.db.update(qrLogins).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(qrLogins.uuid, qr.UUIDStr));
    expect((await t.post('user_qrScan', { UUIDStr: qr.UUIDStr }, { token })).json()).toMatchObject({ error: MSG.qrExpired });
    expect((await t.post('user_qrConfirm', { UUIDStr: qr.UUIDStr }, { token })).json()).toMatchObject({ error: MSG.qrExpired });
    const ws = await t.app.injectWS(`/QrCodeWebsocket?UUIDStr=${qr.UUIDStr}`);
    expect(await new Promise<number>((resolve) => ws.on('close', (c: number) => resolve(c)))).toBe(4004);
  });
});

describe('QR login', () => {
  it('issues a 60 s code whose content is the confirm link', async () => {
    const qr = await issue();
    expect(qr).toMatchObject({ success: true, expiresIn: 60 });
    expect(qr.data).toBe(`/qr_confirm?uuid=${qr.UUIDStr}`);
    expect(qr.UUIDStr.length).toBeGreaterThanOrEqual(32);
  });

  it('pushes scanned, then the session, to the waiting desktop; the code cannot be used twice', async () => {
    const qr = await issue();
    const ws = await t.app.injectWS(`/QrCodeWebsocket?UUIDStr=${qr.UUIDStr}`);
    const wait = inbox(ws);
    // the socket is checked asynchronously: wait until the hub holds it
    for (let i = 0; i < 100 && t.deps.qr.count(qr.UUIDStr) === 0; i++) await new Promise((r) => setTimeout(r, 10));
    const phone = await t.login('company01', 'Demo@2026', { deviceType: 'mobile' });
    expect((await t.post('user_qrScan', { UUIDStr: qr.UUIDStr }, { token: phone })).json()).toEqual({ success: true, data: MSG.qrScanned });
    expect(await wait('scanned')).toMatchObject({ msg: MSG.qrScanned });
    expect((await t.post('user_qrConfirm', { UUIDStr: qr.UUIDStr }, { token: phone })).json()).toEqual({ success: true, data: MSG.qrConfirmed });
    const login = await wait('qrLogin');
    expect(login).toMatchObject({ data: 'success', user: { name: 'company01' } });
    // the pushed session is a working PC session of that user, and the phone's stays
    const me = await t.post('user_current', {}, { token: login.jwt as string });
    expect(me.json()).toMatchObject({ success: true, user: { name: 'company01' } });
    expect((await t.post('user_current', {}, { token: phone })).statusCode).toBe(200);
    // reused
    expect((await t.post('user_qrConfirm', { UUIDStr: qr.UUIDStr }, { token: phone })).json()).toMatchObject({ success: false, error: MSG.qrExpired });
    ws.terminate();
  });
});
