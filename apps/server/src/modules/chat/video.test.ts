import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { CHAT_MSG, SUPPORT_USER_ID } from '@xcb/shared';
import { VIDEO_RINGS_PER_MINUTE } from './video.service.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { cmd, openSocket, type Msg, type TestSocket } from '../../test/sockets.ts';
import { users, videoCalls } from '../../db/schema/index.ts';

let t: TestApp;
let caller: TestSocket;
let callee: TestSocket;
let calleeTab2: TestSocket;
let stranger: TestSocket;
let callerId: number;
let strangerToken: string;
let calleeId: number;
let strangerId: number;

const sp = (type: string, extra: (m: Msg) => boolean = () => true) => cmd('sp', (m) => m.type === type && extra(m));
const state = async (id: string) => (await t.deps.db.select({ s: videoCalls.state }).from(videoCalls).where(eq(videoCalls.id, id)))[0]?.s;

async function ring(nonce: string): Promise<string> {
  caller.send({ cmdtype: 'sp', type: 'startVideo', to: calleeId, nonce });
  const ringing = await caller.next(sp('ringing', (m) => m.nonce === nonce));
  const incoming = await callee.next(sp('startVideo', (m) => m.callId === ringing.callId));
  expect(incoming).toMatchObject({ from: callerId, fromName: '星河科技' });
  await calleeTab2.next(sp('startVideo', (m) => m.callId === ringing.callId));
  return String(ringing.callId);
}

beforeAll(async () => {
  t = await createTestApp({ ICE_SERVERS: '[{"urls":"stun:stun.example.com:3478"}]' });
  const byName = async (name: string) => (await t.deps.db.select({ id: users.id }).from(users).where(eq(users.name, name)))[0]?.id ?? 0;
  [callerId, calleeId, strangerId] = [await byName('company01'), await byName('person01'), await byName('hragency01')];
  const [ct, pt, st] = [await t.login('company01'), await t.login('person01'), await t.login('hragency01')];
  strangerToken = st;
  [caller, callee, calleeTab2, stranger] = await Promise.all([
    openSocket(t.app, ct),
    openSocket(t.app, pt),
    openSocket(t.app, pt),
    openSocket(t.app, st),
  ]);
  for (const s of [caller, callee, calleeTab2, stranger]) await s.next(cmd('connected'));
});
afterAll(async () => {
  for (const s of [caller, callee, calleeTab2, stranger]) s.ws.close();
  await t.close();
});

describe('video interview signalling', () => {
  it('serves the STUN/TURN servers from configuration', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/video_config.action', headers: { authorization: `Bearer ${strangerToken}` } });
    expect(res.json()).toMatchObject({ data: { iceServers: [{ urls: 'stun:stun.example.com:3478' }], ringMs: 60000 } });
    expect((await t.app.inject({ method: 'GET', url: '/video_config.action' })).statusCode).toBe(401);
  });

  it('refuses calling yourself or nobody', async () => {
    caller.send({ cmdtype: 'sp', type: 'startVideo', to: callerId, nonce: 'self' });
    expect(await caller.next(sp('error', (m) => m.nonce === 'self'))).toMatchObject({ msg: CHAT_MSG.self });
    caller.send({ cmdtype: 'sp', type: 'startVideo', nonce: 'none' });
    expect(await caller.next(sp('error', (m) => m.nonce === 'none'))).toMatchObject({ msg: CHAT_MSG.noRecipient });
  });

  it('rings, is accepted, relays offer/answer/ICE only between the two parties, and hangs up', async () => {
    const callId = await ring('n1');
    // Nothing can be relayed before the callee accepts, and a stranger cannot accept or inject.
    caller.send({ cmdtype: 'sp', type: 'signal', callId, data: { sdp: 'early' } });
    stranger.send({ cmdtype: 'sp', type: 'jtVideo', callId });
    stranger.send({ cmdtype: 'sp', type: 'signal', callId, data: { sdp: 'intruder' } });
    // An unanswered ring does not make the callee busy: a second caller rings too.
    stranger.send({ cmdtype: 'sp', type: 'startVideo', to: calleeId, nonce: 'second' });
    const second = String((await stranger.next(sp('ringing', (m) => m.nonce === 'second'))).callId);
    expect(await state(callId)).toBe(0);

    callee.send({ cmdtype: 'sp', type: 'jtVideo', callId });
    expect(await caller.next(sp('jtVideo'))).toMatchObject({ callId });
    // The callee's other tab stops ringing.
    expect(await calleeTab2.next(sp('callTaken', (m) => m.callId === callId))).toMatchObject({ callId });
    expect(await state(callId)).toBe(1);
    // Answering one call makes the callee busy: the other ring ends, its caller is told so.
    expect(await stranger.next(sp('jsendVideo', (m) => m.callId === second))).toMatchObject({ msg: CHAT_MSG.videoBusy });
    expect(await state(second)).toBe(5);
    stranger.send({ cmdtype: 'sp', type: 'startVideo', to: calleeId, nonce: 'busy' });
    expect(await stranger.next(sp('error', (m) => m.nonce === 'busy'))).toMatchObject({ msg: CHAT_MSG.videoBusy });

    caller.send({ cmdtype: 'sp', type: 'signal', callId, data: { sdp: 'offer', type: 'offer' } });
    expect(await callee.next(sp('signal'))).toMatchObject({ callId, data: { sdp: 'offer', type: 'offer' } });
    // A large offer (over NOTIFY's 8000 bytes) travels too.
    const big = 'a=candidate '.repeat(1200);
    callee.send({ cmdtype: 'sp', type: 'signal', callId, data: { sdp: big, type: 'answer' } });
    expect(((await caller.next(sp('signal'))).data as Msg).sdp).toBe(big);
    expect(callee.seen.some((m) => m.type === 'signal' && (m.data as Msg).sdp === 'early')).toBe(false);
    expect(callee.seen.some((m) => m.type === 'signal' && (m.data as Msg).sdp === 'intruder')).toBe(false);
    expect(stranger.seen.some((m) => m.cmdtype === 'sp' && m.callId === callId)).toBe(false);

    callee.send({ cmdtype: 'sp', type: 'fqendVideo', callId });
    expect(await caller.next(sp('endVideo'))).toMatchObject({ callId });
    expect(await state(callId)).toBe(4);
  });

  it('a refused call tells the caller (spec text); a cancelled one tells the callee', async () => {
    const refused = await ring('n2');
    callee.send({ cmdtype: 'sp', type: 'jsendVideo', callId: refused });
    expect(await caller.next(sp('jsendVideo'))).toMatchObject({ callId: refused, msg: CHAT_MSG.videoRefused });
    expect(await state(refused)).toBe(2);

    const cancelled = await ring('n3');
    // Only the caller cancels a ringing call; the callee's fqendVideo does nothing.
    callee.send({ cmdtype: 'sp', type: 'fqendVideo', callId: cancelled });
    caller.send({ cmdtype: 'sp', type: 'fqendVideo', callId: cancelled });
    expect(await callee.next(sp('fqendVideo'))).toMatchObject({ callId: cancelled, msg: CHAT_MSG.videoCancelled });
    expect(await state(cancelled)).toBe(3);
    // Accepting a call that is over fails with the spec's message.
    callee.send({ cmdtype: 'sp', type: 'jtVideo', callId: cancelled });
    expect(await callee.next(sp('failed'))).toMatchObject({ msg: CHAT_MSG.videoFailed });
  });

  it('a ring that ran out (60 s) is missed and cannot be accepted', async () => {
    const callId = await ring('n4');
    await t.deps.db
      .update(videoCalls)
      .set({ createdAt: new Date(Date.now() - 70_000) })
      .where(eq(videoCalls.id, callId));
    callee.send({ cmdtype: 'sp', type: 'jtVideo', callId });
    expect(await callee.next(sp('failed', (m) => m.callId === callId))).toMatchObject({ msg: CHAT_MSG.videoFailed });
    // The stale ring no longer blocks a new call.
    const fresh = await ring('n5');
    caller.send({ cmdtype: 'sp', type: 'fqendVideo', callId: fresh });
    await callee.next(sp('fqendVideo', (m) => m.callId === fresh));
  });

  it('one outgoing ring at a time: a caller ringing or in a call cannot ring anyone else', async () => {
    const callId = await ring('n6');
    caller.send({ cmdtype: 'sp', type: 'startVideo', to: SUPPORT_USER_ID, nonce: 'n7' });
    expect(await caller.next(sp('error', (m) => m.nonce === 'n7'))).toMatchObject({ msg: CHAT_MSG.videoCallerBusy });
    caller.send({ cmdtype: 'sp', type: 'startVideo', to: strangerId, nonce: 'n8' });
    expect(await caller.next(sp('error', (m) => m.nonce === 'n8'))).toMatchObject({ msg: CHAT_MSG.videoCallerBusy });
    expect(stranger.seen.some((m) => m.type === 'startVideo')).toBe(false);
    const rows = await t.deps.db
      .select({ id: videoCalls.id })
      .from(videoCalls)
      .where(and(eq(videoCalls.callerId, callerId), eq(videoCalls.state, 0)));
    expect(rows.map((r) => r.id)).toEqual([callId]);
    // Once answered, still busy (in a call); after hanging up, free again.
    callee.send({ cmdtype: 'sp', type: 'jtVideo', callId });
    await caller.next(sp('jtVideo', (m) => m.callId === callId));
    caller.send({ cmdtype: 'sp', type: 'startVideo', to: strangerId, nonce: 'n9' });
    expect(await caller.next(sp('error', (m) => m.nonce === 'n9'))).toMatchObject({ msg: CHAT_MSG.videoCallerBusy });
    caller.send({ cmdtype: 'sp', type: 'fqendVideo', callId });
    await callee.next(sp('endVideo', (m) => m.callId === callId));
    await ring('n10');
  });

  it('limits rings per caller per minute', async () => {
    const limited = await openSocket(t.app, await t.login('newuser02'));
    await limited.next(cmd('connected'));
    let refused: Msg | null = null;
    for (let i = 0; i <= VIDEO_RINGS_PER_MINUTE && !refused; i++) {
      limited.send({ cmdtype: 'sp', type: 'startVideo', to: strangerId, nonce: `r${i}` });
      const reply = await limited.next((m) => m.cmdtype === 'sp' && m.nonce === `r${i}`);
      if (reply.type === 'error') refused = { ...reply, i };
      else limited.send({ cmdtype: 'sp', type: 'fqendVideo', callId: reply.callId });
      // wait until the ring is cancelled before the next one
      if (reply.type === 'ringing') await stranger.next(sp('fqendVideo', (m) => m.callId === reply.callId));
    }
    expect(refused).toMatchObject({ msg: CHAT_MSG.videoRingLimit, i: VIDEO_RINGS_PER_MINUTE });
    limited.ws.close();
  });

  it('a party whose last socket closes ends the call, and the other side is free again', async () => {
    const gone = await openSocket(t.app, await t.login('newuser01'));
    await gone.next(cmd('connected'));
    gone.send({ cmdtype: 'sp', type: 'startVideo', to: strangerId, nonce: 'g1' });
    const callId = String((await gone.next(sp('ringing', (m) => m.nonce === 'g1'))).callId);
    await stranger.next(sp('startVideo', (m) => m.callId === callId));
    stranger.send({ cmdtype: 'sp', type: 'jtVideo', callId });
    await gone.next(sp('jtVideo', (m) => m.callId === callId));
    expect(await state(callId)).toBe(1);
    gone.ws.terminate();
    expect(await stranger.next(sp('endVideo', (m) => m.callId === callId))).toMatchObject({ callId });
    expect(await state(callId)).toBe(4);
  });

  it('a call across domains is refused before anything rings (spec §5: a private zone stays closed)', async () => {
    const zone = await openSocket(t.app, await t.login('zoneuser01'));
    await zone.next(cmd('connected'));
    zone.send({ cmdtype: 'sp', type: 'startVideo', to: calleeId, nonce: 'z1' });
    expect(await zone.next(sp('error', (m) => m.nonce === 'z1'))).toMatchObject({ msg: CHAT_MSG.otherDomain });
    zone.ws.close();
  });
});
