import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { CHAT_MSG, MSG } from '@xcb/shared';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { cmd, openSocket, type TestSocket } from '../../test/sockets.ts';
import { chatFriends, chatMessages, users } from '../../db/schema/index.ts';
import { chatWriter } from './chat-writer.ts';

// Group commit of chat messages (chat-writer.ts): sends arriving together are stored by one statement.
// What must hold whatever the batches turn out to be: every acknowledged send is stored and delivered, in
// the order of its conversation; a batch that fails fails every send in it, and none is acknowledged.

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const names = ['person01', 'company01', 'hragency01'] as const;

beforeAll(async () => {
  t = await createTestApp();
  for (const n of names) {
    tokens[n] = await t.login(n);
    ids[n] = (await t.deps.db.select({ id: users.id }).from(users).where(eq(users.name, n)))[0]?.id ?? 0;
  }
});
afterAll(() => t.close());

const send = (from: string, to: string, text: string) =>
  t.post('chatHistory_add', { chatHistory: { useredid: ids[to], text } }, { token: tokens[from] });
const chats = (s: TestSocket) => s.seen.filter((m) => m.cmdtype === 'chat').map((m) => m.message as { id: number; text: string });

describe('chat sends arriving together', () => {
  it('stores, acknowledges and delivers every concurrent send once, in order per conversation', async () => {
    const sockets = Object.fromEntries(await Promise.all(names.map(async (n) => [n, await openSocket(t.app, tokens[n] ?? '')] as const)));
    for (const s of Object.values(sockets)) await s.next(cmd('connected'));
    // Three senders each send 15 messages one after another (each waits for its answer), all at once,
    // while a burst of 15 more goes out without waiting.
    const pairs = [
      ['person01', 'company01'],
      ['company01', 'person01'],
      ['hragency01', 'person01'],
    ] as const;
    const sequential = pairs.map(async ([from, to]) => {
      const acked: number[] = [];
      for (let i = 0; i < 15; i++) {
        const res = await send(from, to, `${from}→${to} #${i}`);
        expect(res.statusCode).toBe(200);
        acked.push(res.json<{ data: { id: number } }>().data.id);
      }
      return acked;
    });
    const burst = Array.from({ length: 15 }, (_, i) => send('company01', 'hragency01', `burst #${i}`));
    const [perSender, burstReplies] = await Promise.all([Promise.all(sequential), Promise.all(burst)]);
    for (const r of burstReplies) expect(r.statusCode).toBe(200);

    // Each sender's messages got ids in the order it sent them.
    for (const acked of perSender) expect(acked).toEqual([...acked].sort((x, y) => x - y));
    const allIds = [...perSender.flat(), ...burstReplies.map((r) => r.json<{ data: { id: number } }>().data.id)];
    expect(new Set(allIds).size).toBe(60);
    const stored = await t.deps.db
      .select({ id: chatMessages.id, from: chatMessages.senderId, to: chatMessages.recipientId })
      .from(chatMessages)
      .where(inArray(chatMessages.id, allIds));
    expect(stored).toHaveLength(60);

    // Every socket gets each message of its user (sent or received) exactly once, in id order.
    for (const n of names) {
      const want = stored
        .filter((m) => m.from === ids[n] || m.to === ids[n])
        .map((m) => m.id)
        .sort((x, y) => x - y);
      const got = () =>
        chats(sockets[n] as TestSocket)
          .map((m) => m.id)
          .filter((id) => allIds.includes(id));
      await expect.poll(() => got().length, { timeout: 5000 }).toBeGreaterThanOrEqual(want.length);
      expect(got()).toEqual(want);
    }
    // Both sides' conversation rows exist once per pair, as with one message at a time.
    const rows = await t.deps.db.select({ owner: chatFriends.ownerId, peer: chatFriends.peerId }).from(chatFriends);
    expect(new Set(rows.map((r) => `${r.owner}-${r.peer}`)).size).toBe(rows.length);
    expect(rows).toHaveLength(6);
    for (const s of Object.values(sockets)) s.ws.close();
  });

  it('fails every send of a batch that fails: none is acknowledged, stored or pushed', async () => {
    // A batch that the database refuses: a trigger rejects one message of it.
    await t.deps.db.execute(
      sql.raw(`create or replace function chat_refuse() returns trigger language plpgsql as $$
        begin if new.text = 'refused by the database' then raise exception 'refused'; end if; return new; end $$`),
    );
    await t.deps.db.execute(
      sql.raw(`create trigger chat_refuse before insert on chat_messages for each row execute function chat_refuse()`),
    );
    try {
      const socket = await openSocket(t.app, tokens.company01 ?? '');
      await socket.next(cmd('connected'));
      const before = (await t.deps.db.select({ id: chatMessages.id }).from(chatMessages)).length;
      const person = { userId: ids.person01 ?? 0, sessionId: 'x', deviceClass: 'pc', staffRole: null, exclusiveCode: null, auth: 0 };
      const draft = (text: string) => ({
        actor: person,
        recipientId: ids.company01 ?? 0,
        sendtype: 'txt',
        text,
        fileName: null,
        fileSize: null,
      });
      // Submitted in one turn, so they are one batch.
      const writer = chatWriter(t.deps);
      const results = await Promise.allSettled(
        ['甲', '乙', 'refused by the database', '丙'].map((text) => writer.add(draft(text) as Parameters<typeof writer.add>[0])),
      );
      expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected', 'rejected']);
      expect((await t.deps.db.select({ id: chatMessages.id }).from(chatMessages)).length).toBe(before);

      // Through the action: the refused send is answered with the generic server error, nothing stored.
      const res = await send('person01', 'company01', 'refused by the database');
      expect([res.statusCode, res.json<{ error: string }>().error]).toEqual([500, MSG.serverError]);
      expect((await t.deps.db.select({ id: chatMessages.id }).from(chatMessages)).length).toBe(before);
      // The next batch is stored as usual.
      expect((await send('person01', 'company01', '之后的消息')).statusCode).toBe(200);
      await socket.next(cmd('chat', (m) => (m.message as { text: string }).text === '之后的消息'));
      expect(chats(socket).map((m) => m.text)).not.toContain('甲');
      socket.ws.close();
    } finally {
      await t.deps.db.execute(sql.raw('drop trigger chat_refuse on chat_messages'));
    }
  });

  it('refuses each bad recipient of a batch on its own, storing the others', async () => {
    const person = { userId: ids.person01 ?? 0, sessionId: 'x', deviceClass: 'pc', staffRole: null, exclusiveCode: null, auth: 0 };
    const writer = chatWriter(t.deps);
    const draft = (recipientId: number, text: string) =>
      ({ actor: person, recipientId, sendtype: 'txt', text, fileName: null, fileSize: null }) as Parameters<typeof writer.add>[0];
    const [ok, missing] = await Promise.allSettled([
      writer.add(draft(ids.company01 ?? 0, '有效的')),
      writer.add(draft(99999999, '无效的')),
    ]);
    expect(ok.status).toBe('fulfilled');
    expect(missing).toMatchObject({ status: 'rejected', reason: { message: CHAT_MSG.userNotFound } });
    expect(await t.deps.db.select().from(chatMessages).where(eq(chatMessages.text, '无效的'))).toHaveLength(0);
  });
});
