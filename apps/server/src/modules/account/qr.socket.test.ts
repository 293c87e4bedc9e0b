import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { MSG } from '@xcb/shared';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { qrLogins } from '../../db/schema/index.ts';

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
    await t.deps.db
      .update(qrLogins)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(qrLogins.uuid, qr.UUIDStr));
    expect((await t.post('user_qrScan', { UUIDStr: qr.UUIDStr }, { token })).json()).toMatchObject({ error: MSG.qrExpired });
    expect((await t.post('user_qrConfirm', { UUIDStr: qr.UUIDStr }, { token })).json()).toMatchObject({ error: MSG.qrExpired });
    const ws = await t.app.injectWS(`/QrCodeWebsocket?UUIDStr=${qr.UUIDStr}`);
    expect(await new Promise<number>((resolve) => ws.on('close', (c: number) => resolve(c)))).toBe(4004);
  });
});

/** A QR socket whose messages and close are heard from its creation (the server may speak at once). */
async function openQrSocket(uuid: string, headers: Record<string, string> = {}) {
  let wait: (cmd: string) => Promise<Msg> = () => Promise.reject(new Error('not open'));
  let closed: Promise<number> = Promise.resolve(0);
  const ws = await t.app.injectWS(
    `/QrCodeWebsocket?UUIDStr=${uuid}`,
    { headers },
    {
      onInit: (socket) => {
        wait = inbox(socket);
        closed = new Promise<number>((resolve) => socket.on('close', (c: number) => resolve(c)));
      },
    },
  );
  return { ws, wait, closed };
}
const listening = async (uuid: string) => {
  for (let i = 0; i < 100 && t.deps.qr.count(uuid) === 0; i++) await new Promise((r) => setTimeout(r, 10));
};

describe('QR login hardening', () => {
  it('refuses a socket opened from another site (Origin)', async () => {
    const qr = await issue();
    const { wait, closed } = await openQrSocket(qr.UUIDStr, { origin: 'https://evil.example' });
    expect(await wait('refused')).toMatchObject({ msg: MSG.qrOrigin });
    expect(await closed).toBe(4003);
    expect(t.deps.qr.count(qr.UUIDStr)).toBe(0);
  });

  it('one listener per code: a second is refused and never hears the session', async () => {
    const qr = await issue();
    const { wait: firstInbox } = await openQrSocket(qr.UUIDStr);
    await listening(qr.UUIDStr);
    const { wait: secondInbox, closed } = await openQrSocket(qr.UUIDStr);
    expect(await secondInbox('refused')).toMatchObject({ msg: MSG.qrListenerTaken });
    expect(await closed).toBe(4009);
    const phone = await t.login('company01', 'Demo@2026', { deviceType: 'mobile' });
    await t.post('user_qrScan', { UUIDStr: qr.UUIDStr }, { token: phone });
    await t.post('user_qrConfirm', { UUIDStr: qr.UUIDStr }, { token: phone });
    expect(await firstInbox('qrLogin')).toMatchObject({ data: 'success' });
  });

  it('a listener that leaves before the scan gives the code back', async () => {
    const qr = await issue();
    const { ws: first } = await openQrSocket(qr.UUIDStr);
    await listening(qr.UUIDStr);
    first.terminate();
    for (let i = 0; i < 100; i++) {
      const [row] = await t.deps.db.select({ at: qrLogins.listenerAt }).from(qrLogins).where(eq(qrLogins.uuid, qr.UUIDStr));
      if (!row?.at) break;
      await new Promise((r) => setTimeout(r, 10));
    }
    const again = await openQrSocket(qr.UUIDStr);
    expect(await again.wait('connected')).toMatchObject({ cmdtype: 'connected' });
    again.ws.terminate();
  });

  it('expires: the desktop is told in Chinese and closed; the phone is refused with the same message', async () => {
    const qr = await issue();
    await t.deps.db
      .update(qrLogins)
      .set({ expiresAt: sql`now() + interval '400 milliseconds'` })
      .where(eq(qrLogins.uuid, qr.UUIDStr));
    const { wait, closed } = await openQrSocket(qr.UUIDStr);
    expect(await wait('connected')).toBeDefined();
    expect(await wait('expired')).toMatchObject({ msg: MSG.qrExpired });
    expect(await closed).toBe(4004);
    const phone = await t.login('company01', 'Demo@2026', { deviceType: 'mobile' });
    expect((await t.post('user_qrScan', { UUIDStr: qr.UUIDStr }, { token: phone })).json()).toMatchObject({
      success: false,
      error: MSG.qrExpired,
    });
  });

  it('the phone sees which device asked for the code, where and when (Beijing time) before confirming', async () => {
    const ua = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    const phone = await t.login('company01', 'Demo@2026', { deviceType: 'mobile' });
    const local = (
      await t.app.inject({ method: 'GET', url: `/user_getQrCode.action?${Math.random()}`, headers: { 'user-agent': ua } })
    ).json<{ UUIDStr: string }>();
    const scan = (await t.post('user_qrScan', { UUIDStr: local.UUIDStr }, { token: phone })).json();
    expect(scan).toMatchObject({
      success: true,
      data: MSG.qrScanned,
      device: { browser: 'Chrome 131', os: 'Windows 10', place: MSG.qrPlaceLocal },
    });
    expect(scan.expiresIn).toBeGreaterThan(0);
    expect(scan.expiresIn).toBeLessThanOrEqual(120);
    const [row] = await t.deps.db.select({ createdAt: qrLogins.createdAt }).from(qrLogins).where(eq(qrLogins.uuid, local.UUIDStr));
    const beijing = new Date((row?.createdAt.getTime() ?? 0) + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
    expect(scan.device.time).toBe(beijing);
    // a public address is shown masked, a private one as the LAN
    const remote = (
      await t.app.inject({ method: 'GET', url: `/user_getQrCode.action?${Math.random()}`, remoteAddress: '203.0.113.7' })
    ).json<{ UUIDStr: string }>();
    expect((await t.post('user_qrScan', { UUIDStr: remote.UUIDStr }, { token: phone })).json().device).toMatchObject({
      place: '203.0.113.*',
    });
    const lan = (
      await t.app.inject({ method: 'GET', url: `/user_getQrCode.action?${Math.random()}`, remoteAddress: '192.168.1.20' })
    ).json<{ UUIDStr: string }>();
    expect((await t.post('user_qrScan', { UUIDStr: lan.UUIDStr }, { token: phone })).json().device).toMatchObject({
      place: MSG.qrPlaceLan,
    });
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
    expect((await t.post('user_qrScan', { UUIDStr: qr.UUIDStr }, { token: phone })).json()).toMatchObject({
      success: true,
      data: MSG.qrScanned,
    });
    expect(await wait('scanned')).toMatchObject({ msg: MSG.qrScanned });
    expect((await t.post('user_qrConfirm', { UUIDStr: qr.UUIDStr }, { token: phone })).json()).toEqual({
      success: true,
      data: MSG.qrConfirmed,
    });
    const login = await wait('qrLogin');
    expect(login).toMatchObject({ data: 'success', user: { name: 'company01' } });
    // the pushed session is a working PC session of that user, and the phone's stays
    const me = await t.post('user_current', {}, { token: login.jwt as string });
    expect(me.json()).toMatchObject({ success: true, user: { name: 'company01' } });
    expect((await t.post('user_current', {}, { token: phone })).statusCode).toBe(200);
    // reused
    expect((await t.post('user_qrConfirm', { UUIDStr: qr.UUIDStr }, { token: phone })).json()).toMatchObject({
      success: false,
      error: MSG.qrExpired,
    });
    ws.terminate();
  });
});
