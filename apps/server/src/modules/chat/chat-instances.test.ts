import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createPeerApp, createTestApp, type TestApp } from '../../test/helper.ts';
import { cmd, openSocket } from '../../test/sockets.ts';
import { sendNotice } from '../messaging/notices.service.ts';
import { users } from '../../db/schema/index.ts';

// Two app instances on one PostgreSQL database, as behind a load balancer: a user connected to one
// receives what is sent through the other (LISTEN/NOTIFY). PGlite is one process, so this runs in the
// PostgreSQL pass only (DATABASE_URL).
describe.runIf(Boolean(process.env.DATABASE_URL))('chat across two app instances', () => {
  let one: TestApp;
  let two: Awaited<ReturnType<typeof createPeerApp>>;
  let a: string;
  let b: string;
  let aId: number;
  let bId: number;

  beforeAll(async () => {
    one = await createTestApp();
    two = await createPeerApp(one);
    [a, b] = [await one.login('person01'), await one.login('company01')];
    const byName = async (name: string) => (await one.deps.db.select({ id: users.id }).from(users).where(eq(users.name, name)))[0]?.id ?? 0;
    [aId, bId] = [await byName('person01'), await byName('company01')];
  });
  afterAll(async () => {
    await two.close();
    await one.close();
  });

  it('delivers a message sent on one instance to the sockets held by the other, and a notice too', async () => {
    const [bOnTwo, bOnOne, aOnTwo] = await Promise.all([openSocket(two.app, b), openSocket(one.app, b), openSocket(two.app, a)]);
    for (const s of [bOnTwo, bOnOne, aOnTwo]) await s.next(cmd('connected'));
    const sent = await one.post('chatHistory_add', { chatHistory: { useredid: bId, text: '跨实例的消息' } }, { token: a });
    expect(sent.json()).toMatchObject({ success: true });
    for (const s of [bOnTwo, bOnOne, aOnTwo])
      expect((await s.next(cmd('chat'))).message).toMatchObject({ text: '跨实例的消息', userid: aId });
    // Delivered once per socket, not once per instance.
    await new Promise((r) => setTimeout(r, 300));
    expect(bOnTwo.seen.filter((m) => m.cmdtype === 'chat')).toHaveLength(1);

    await sendNotice(one.deps.db, one.deps.hub, {
      userId: bId,
      messageType: '05',
      messageTypeClass: '01',
      title: '企业认证通过',
      content: '…',
    });
    expect((await bOnTwo.next(cmd('xtMessage'))).message).toMatchObject({ messageTitle: '企业认证通过' });
    for (const s of [bOnTwo, bOnOne, aOnTwo]) s.ws.close();
  });

  it('relays a video call (with an offer larger than NOTIFY allows) between instances', async () => {
    const [caller, callee] = await Promise.all([openSocket(one.app, b), openSocket(two.app, a)]);
    for (const s of [caller, callee]) await s.next(cmd('connected'));
    caller.send({ cmdtype: 'sp', type: 'startVideo', to: aId, nonce: 'x' });
    const ringing = await caller.next(cmd('sp', (m) => m.type === 'ringing'));
    expect(await callee.next(cmd('sp', (m) => m.type === 'startVideo'))).toMatchObject({ callId: ringing.callId, from: bId });
    callee.send({ cmdtype: 'sp', type: 'jtVideo', callId: ringing.callId });
    await caller.next(cmd('sp', (m) => m.type === 'jtVideo'));
    const sdp = 'v=0 '.repeat(3000);
    caller.send({ cmdtype: 'sp', type: 'signal', callId: ringing.callId, data: { type: 'offer', sdp } });
    expect((await callee.next(cmd('sp', (m) => m.type === 'signal'))).data).toMatchObject({ type: 'offer', sdp });
    for (const s of [caller, callee]) s.ws.close();
  });
});
