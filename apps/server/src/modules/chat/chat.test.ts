import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CHAT_MSG, SUPPORT_USER_ID, UPLOAD_MSG } from '@xcb/shared';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { cmd, openSocket, type Msg } from '../../test/sockets.ts';
import { CFB, MP4_HEAD, docx, png } from '../../test/fixtures.ts';
import { chatFriends, chatMessages, users } from '../../db/schema/index.ts';

let t: TestApp;
let a: string; // person01
let b: string; // company01
let c: string; // hragency01
let aId: number;
let bId: number;
let cId: number;

const body = <T = Record<string, unknown>>(r: { json(): unknown }) => r.json() as T & { success: boolean; error?: string; data?: unknown };
const send = (token: string, useredid: number | string, text: string, sendtype = 'txt', extra: Record<string, unknown> = {}) =>
  t.post('chatHistory_add', { chatHistory: { useredid, text, sendtype, ...extra } }, { token });
const userIdOf = async (name: string) => (await t.deps.db.select({ id: users.id }).from(users).where(eq(users.name, name)))[0]?.id ?? 0;
const messageCount = async () => (await t.deps.db.select({ id: chatMessages.id }).from(chatMessages)).length;
const friends = async (token: string, pageNum = 0) =>
  body<{
    data: {
      recordList: { id: number; useredid: number; unread: number; useredname: string; lastText: string }[];
      recordCount: number;
      unreadTotal: number;
    };
  }>(await t.post('chatFriend_list', { pageNum, pageSize: 10 }, { token })).data;
const history = async (token: string, useredid: number, extra: Record<string, unknown> = {}) =>
  body<{
    data: { recordList: { id: number; text: string; userid: number; sendtype: string; fileSize: number | null }[]; hasMore: boolean };
  }>(await t.post('chatHistory_list', { useredid, ...extra }, { token })).data;

beforeAll(async () => {
  t = await createTestApp();
  [a, b, c] = [await t.login('person01'), await t.login('company01'), await t.login('hragency01')];
  [aId, bId, cId] = [await userIdOf('person01'), await userIdOf('company01'), await userIdOf('hragency01')];
});
afterAll(() => t.close());

describe('chat refusals', () => {
  it('refuses anonymous callers (401)', async () => {
    for (const action of [
      'chatFriend_list',
      'chatFriend_add',
      'chatHistory_list',
      'chatHistory_add',
      'chatHistory_delete',
      'chatHistory_deleteAll',
      'chatFriend_read',
      'upload_uploadChat',
    ]) {
      expect((await t.post(action, {})).statusCode, action).toBe(401);
    }
  });

  it('refuses an empty message, no recipient and messaging yourself (400, spec text), storing nothing', async () => {
    const before = await messageCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ useredid: bId, text: '   ' }, CHAT_MSG.empty],
      [{ useredid: bId }, CHAT_MSG.empty],
      [{ text: '你好' }, CHAT_MSG.noRecipient],
      [{ useredid: '', text: '你好' }, CHAT_MSG.noRecipient],
      [{ useredid: aId, text: '你好' }, CHAT_MSG.self],
      [{ useredid: bId, text: '你好', sendtype: 'html' }, CHAT_MSG.badType],
      [{ useredid: bId, text: '76', sendtype: 'exp' }, CHAT_MSG.badEmoji],
      [{ useredid: bId, text: 'x'.repeat(1001) }, CHAT_MSG.tooLong],
      [{ useredid: bId, text: '../../etc/passwd', sendtype: 'img' }, CHAT_MSG.badFile],
      [{ useredid: bId, text: '2026/01/0123456789abcdef01234567.png', sendtype: 'img' }, CHAT_MSG.badFile],
    ];
    for (const [chatHistory, message] of cases) {
      const res = await t.post('chatHistory_add', { chatHistory }, { token: a });
      expect(res.statusCode, JSON.stringify(chatHistory)).toBe(400);
      expect(body(res).error).toBe(message);
    }
    expect((await t.post('chatFriend_add', { chatFriend: {} }, { token: a })).json()).toMatchObject({ error: CHAT_MSG.noRecipient });
    expect((await t.post('chatFriend_add', { chatFriend: { useredid: aId } }, { token: a })).json()).toMatchObject({
      error: CHAT_MSG.self,
    });
    expect((await t.post('chatFriend_add', { chatFriend: { useredid: 99999999 } }, { token: a })).statusCode).toBe(404);
    expect(await messageCount()).toBe(before);
    expect(await t.deps.db.select().from(chatFriends)).toHaveLength(0);
  });

  it('refuses a conversation across domains (public ⇄ private zone), storing nothing; support and staff reach everyone', async () => {
    const zone = await t.login('zoneuser01');
    const before = await messageCount();
    for (const [token, to] of [
      [zone, aId],
      [a, await userIdOf('zoneuser01')],
    ] as const) {
      const add = await t.post('chatFriend_add', { chatFriend: { useredid: to } }, { token });
      expect([add.statusCode, body(add).error]).toEqual([403, CHAT_MSG.otherDomain]);
      const send = await t.post('chatHistory_add', { chatHistory: { useredid: to, text: '你好', sendtype: 'txt' } }, { token });
      expect([send.statusCode, body(send).error]).toEqual([403, CHAT_MSG.otherDomain]);
    }
    expect(await messageCount()).toBe(before);
    // online consultation (id 271) serves every zone, and so do staff
    expect((await t.post('chatFriend_add', { chatFriend: { useredid: SUPPORT_USER_ID } }, { token: zone })).statusCode).toBe(200);
    expect(
      (
        await t.post(
          'chatFriend_add',
          { chatFriend: { useredid: await userIdOf('zoneuser01') } },
          { token: await t.login('admin001', 'Admin@2026') },
        )
      ).statusCode,
    ).toBe(200);
    await t.deps.db.delete(chatFriends);
  });

  it('refuses a userid that is not the caller (403), as form fields too', async () => {
    expect((await t.post('chatHistory_add', { chatHistory: { userid: bId, useredid: cId, text: '冒名' } }, { token: a })).statusCode).toBe(
      403,
    );
    expect(
      (await t.form('chatHistory_add', `chatHistory.userid=${bId}&chatHistory.useredid=${cId}&chatHistory.text=x`, { token: a }))
        .statusCode,
    ).toBe(403);
    expect((await t.post('chatHistory_list', { userid: bId, useredid: cId }, { token: a })).statusCode).toBe(403);
    expect((await t.post('chatFriend_add', { chatFriend: { userid: bId, useredid: cId } }, { token: a })).statusCode).toBe(403);
  });
});

describe('chat between two users', () => {
  const inbox: Msg[] = [];

  it('stores a message and pushes it to every tab of both users, not to anyone else', async () => {
    const [aTab1, aTab2, bTab, cTab] = await Promise.all([
      openSocket(t.app, a),
      openSocket(t.app, a),
      openSocket(t.app, b),
      openSocket(t.app, c),
    ]);
    for (const s of [aTab1, aTab2, bTab, cTab]) await s.next(cmd('connected'));
    // The conversation starts: the friend row shows the peer's name from the users table, not the body.
    const added = body<{ data: { useredid: number; useredname: string; unread: number } }>(
      await t.post('chatFriend_add', { chatFriend: { userid: aId, useredid: bId, useredname: '伪造的名字' } }, { token: a }),
    );
    expect(added.data).toMatchObject({ useredid: bId, useredname: '星河科技', unread: 0 });

    const sent = body<{ data: { id: number; text: string } }>(await send(a, bId, '你好，请问岗位还在招吗？'));
    expect(sent.success).toBe(true);
    for (const s of [aTab1, aTab2, bTab]) {
      const m = await s.next(cmd('chat'));
      expect(m.message).toMatchObject({ id: sent.data.id, userid: aId, useredid: bId, text: '你好，请问岗位还在招吗？', sendtype: 'txt' });
    }
    await send(b, aId, '在的', 'txt');
    await send(b, aId, '13', 'exp');
    expect((await bTab.next(cmd('chat', (m) => (m.message as Msg).sendtype === 'exp'))).message).toMatchObject({ text: '13' });
    expect(cTab.seen.some((m) => m.cmdtype === 'chat')).toBe(false);

    // Unread: B's two messages for A; A's one for B.
    const aList = await friends(a);
    expect(aList.recordList[0]).toMatchObject({ useredid: bId, unread: 2, lastText: '13' });
    expect(aList.unreadTotal).toBe(2);
    expect((await friends(b)).recordList[0]).toMatchObject({ useredid: aId, unread: 1, useredname: '张伟' });

    // Reading in one tab tells the other tabs, so their badges agree.
    expect(body<{ data: { unreadTotal: number } }>(await t.post('chatFriend_read', { useredid: bId }, { token: a })).data.unreadTotal).toBe(
      0,
    );
    expect(await aTab2.next(cmd('chatRead'))).toMatchObject({ useredid: bId, unreadTotal: 0 });
    expect((await friends(a)).recordList[0]?.unread).toBe(0);
    expect(
      body<{ data: { unread: number } }>(
        await t.app.inject({ method: 'GET', url: '/chatFriend_unread.action', headers: { authorization: `Bearer ${b}` } }),
      ).data.unread,
    ).toBe(1);
    inbox.push(...aTab1.seen);
    for (const s of [aTab1, aTab2, bTab, cTab]) s.ws.close();
  });

  it('pages history back, and a reconnecting client catches up with afterId', async () => {
    for (let i = 0; i < 25; i++) await send(i % 2 ? a : b, i % 2 ? bId : aId, `第${i}条`);
    const newest = await history(a, bId);
    expect(newest.recordList).toHaveLength(20);
    expect(newest.hasMore).toBe(true);
    expect(newest.recordList.at(-1)?.text).toBe('第24条');
    const ids = newest.recordList.map((m) => m.id);
    expect([...ids].sort((x, y) => x - y)).toEqual(ids);
    const older = await history(a, bId, { beforeId: ids[0] });
    expect(older.hasMore).toBe(false);
    expect(older.recordList).toHaveLength(8);
    expect(older.recordList[0]?.text).toBe('你好，请问岗位还在招吗？');

    // A client offline since message X asks for everything after it.
    const lastSeen = newest.recordList[9]?.id ?? 0;
    const missed = await history(a, bId, { afterId: lastSeen, pageSize: 5 });
    expect(missed.recordList.map((m) => m.text)).toEqual(['第15条', '第16条', '第17条', '第18条', '第19条']);
    expect(missed.hasMore).toBe(true);
    // Someone outside the conversation sees none of it.
    expect((await history(c, aId)).recordList).toHaveLength(0);
  });

  it('deletes a message for one side only; another user’s message is refused (403), a missing one 404', async () => {
    const mine = (await history(a, bId)).recordList.at(-1);
    if (!mine) throw new Error('no message');
    expect((await t.post('chatHistory_delete', { id: mine.id }, { token: c })).statusCode).toBe(403);
    expect((await t.post('chatHistory_delete', { id: 99999999 }, { token: a })).statusCode).toBe(404);
    expect((await t.post('chatHistory_delete', { id: 'x' }, { token: a })).statusCode).toBe(400);
    const bSocket = await openSocket(t.app, b);
    await bSocket.next(cmd('connected'));
    expect(body(await t.post('chatHistory_delete', { id: mine.id }, { token: b })).success).toBe(true);
    expect(await bSocket.next(cmd('chatDelete'))).toMatchObject({ ids: [mine.id], useredid: aId });
    expect((await history(b, aId)).recordList.some((m) => m.id === mine.id)).toBe(false);
    expect((await history(a, bId)).recordList.some((m) => m.id === mine.id)).toBe(true);
    expect((await t.post('chatHistory_delete', { id: mine.id }, { token: b })).statusCode).toBe(404);
    bSocket.ws.close();
  });

  it('keeps unread counts right when unread messages are deleted', async () => {
    await t.post('chatFriend_read', { useredid: aId }, { token: b });
    const m1 = body<{ data: { id: number } }>(await send(a, bId, '未读一')).data.id;
    await send(a, bId, '未读二');
    expect((await friends(b)).unreadTotal).toBe(2);
    await t.post('chatHistory_delete', { id: m1 }, { token: b });
    expect((await friends(b)).unreadTotal).toBe(1);
    // The sender deleting its own copy does not change what the recipient has to read.
    await t.post('chatHistory_delete', { id: m1 }, { token: a });
    expect((await friends(b)).unreadTotal).toBe(1);
  });

  it('deleteAll clears one side; a deleted conversation leaves the list and comes back with the next message', async () => {
    expect(body<{ count: number }>(await t.post('chatHistory_deleteAll', { useredid: aId }, { token: b })).count).toBeGreaterThan(20);
    expect((await history(b, aId)).recordList).toHaveLength(0);
    expect((await history(a, bId)).recordList.length).toBeGreaterThan(0);
    expect((await friends(b)).unreadTotal).toBe(0);

    const row = (await friends(a)).recordList.find((f) => f.useredid === bId);
    if (!row) throw new Error('no row');
    expect((await t.post('chatFriend_delete', { id: row.id }, { token: b })).statusCode).toBe(403);
    expect((await t.post('chatFriend_delete', { id: 99999999 }, { token: a })).statusCode).toBe(404);
    expect(body(await t.post('chatFriend_delete', { id: row.id }, { token: a })).success).toBe(true);
    expect((await friends(a)).recordList.some((f) => f.useredid === bId)).toBe(false);
    await send(b, aId, '还在吗');
    const back = (await friends(a)).recordList.find((f) => f.useredid === bId);
    // Only the new message is unread: what the deleted conversation held counted as read.
    expect(back).toMatchObject({ unread: 1, lastText: '还在吗' });
  });

  it('lists friends 10 a page, the most recent conversation first', async () => {
    // everyone person01 may reach: the public domain, staff and the support account (not a private zone's users)
    const more = await t.deps.db.select({ id: users.id, zone: users.exclusiveCode }).from(users);
    const others = more
      .filter((u) => u.zone === null)
      .map((u) => u.id)
      .filter((id) => id !== aId);
    for (const id of others) await t.post('chatFriend_add', { chatFriend: { useredid: id } }, { token: a });
    await send(c, aId, '最新的消息');
    const first = await friends(a);
    expect(first.recordCount).toBe(others.length);
    expect(first.recordList).toHaveLength(Math.min(10, others.length));
    expect(first.recordList[0]).toMatchObject({ useredid: cId, unread: 1 });
    const all = [...first.recordList, ...(await friends(a, 1)).recordList];
    expect(new Set(all.map((f) => f.useredid)).size).toBe(others.length);
    expect(others).toContain(SUPPORT_USER_ID);
  });
});

describe('chat media', () => {
  const upload = (kind: string, file: { name: string; data: Buffer }) => t.upload('upload_uploadChat', file, { kind }, a);

  it('accepts each kind by its bytes and refuses the wrong kind, an empty file and anonymous callers', async () => {
    const img = body<{ data: string; fileName: string; fileSize: number }>(await upload('img', { name: 'photo.png', data: png() }));
    expect(img).toMatchObject({ success: true, fileName: 'photo.png' });
    expect(img.data).toMatch(/^\d{4}\/\d{2}\/[0-9a-f]{24}\.png$/);
    expect(body<{ fileName: string }>(await upload('file', { name: '简历.docx', data: docx() })).fileName).toBe('简历.docx');
    expect(body<{ fileName: string }>(await upload('file', { name: '说明.txt', data: Buffer.from('岗位说明：Java 开发') })).fileName).toBe(
      '说明.txt',
    );
    expect(body<{ fileName: string }>(await upload('file', { name: '报价.xls', data: CFB })).fileName).toBe('报价.xls');
    expect(body(await upload('video', { name: 'clip.mp4', data: Buffer.concat([MP4_HEAD, Buffer.alloc(2048)]) })).success).toBe(true);

    const refused: [string, { name: string; data: Buffer }, string][] = [
      ['img', { name: 'a.png', data: Buffer.from('not an image') }, CHAT_MSG.imageType],
      ['file', { name: 'x.exe', data: Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff]) }, CHAT_MSG.fileType],
      ['file', { name: 'fake.txt', data: Buffer.from([0xff, 0xfe, 0, 0x41]) }, CHAT_MSG.fileType],
      ['video', { name: 'photo.mp4', data: png() }, CHAT_MSG.videoType],
      ['audio', { name: 'a.mp3', data: png() }, CHAT_MSG.audioType],
      ['img', { name: 'empty.png', data: Buffer.alloc(0) }, UPLOAD_MSG.empty],
    ];
    for (const [kind, file, message] of refused) {
      const res = await upload(kind, file);
      expect(res.statusCode, file.name).toBe(400);
      expect(body(res).error).toBe(message);
    }
    expect((await t.upload('upload_uploadChat', { name: 'a.png', data: png() }, { kind: 'img' })).statusCode).toBe(401);

    // The stored path is then sent as the message; a file of another kind is refused.
    const sent = body<{ data: { sendtype: string; fileSize: number; fileName: string } }>(
      await send(a, bId, img.data, 'img', { fileName: img.fileName }),
    );
    expect(sent.data).toMatchObject({ sendtype: 'img', fileSize: img.fileSize, fileName: 'photo.png' });
    expect((await send(a, bId, img.data, 'file')).json()).toMatchObject({ error: CHAT_MSG.badFile });
    // a chat file is private: the conversation's two sides get it, nobody else (files/access.ts)
    const fetchAs = (token?: string) =>
      t.app.inject({ method: 'GET', url: `/uploads/${img.data}`, headers: token ? { authorization: `Bearer ${token}` } : {} });
    expect((await fetchAs()).statusCode).toBe(404);
    expect((await fetchAs(c)).statusCode).toBe(404);
    expect((await fetchAs(a)).statusCode).toBe(200);
    expect((await fetchAs(b)).statusCode).toBe(200);
  });

  it("sends only the sender's own files: another user's chat upload or form image is refused (403) and nothing is stored", async () => {
    const theirChat = body<{ data: string }>(await t.upload('upload_uploadChat', { name: 'c.png', data: png() }, { kind: 'img' }, c)).data;
    const theirImage = body<{ data: string }>(
      await t.upload('upload_uploadFile', { name: 'id.png', data: png() }, { purpose: 'general' }, c),
    ).data;
    const before = await messageCount();
    for (const path of [theirChat, theirImage]) {
      const res = await send(a, bId, path, 'img', { fileName: 'x.png' });
      expect(res.statusCode).toBe(403);
      expect(body(res)).toMatchObject({ success: false, error: UPLOAD_MSG.notYours });
    }
    // what a user received is not his to send on as his own
    const mine = body<{ data: string }>(await upload('img', { name: 'mine.png', data: png() })).data;
    expect(body(await send(a, bId, mine, 'img', { fileName: 'mine.png' })).success).toBe(true);
    expect((await send(b, aId, mine, 'img')).statusCode).toBe(403);
    expect(await messageCount()).toBe(before + 1);
  });
});

describe('ChatWebsocket origin', () => {
  it('refuses a page of another site, accepts this site’s own', async () => {
    const foreign = await openSocket(t.app, a, { origin: 'https://evil.example', host: 'localhost:8080' });
    expect(await foreign.closed).toBe(4003);
    const own = await openSocket(t.app, a, { origin: 'http://localhost:8080', host: 'localhost:8080' });
    expect(await own.next(cmd('connected'))).toMatchObject({ userid: aId });
    own.ws.close();
  });
});

describe('recipients known from their kept session', () => {
  it('sees a recipient moved into a zone at the next send, though his session row was kept', async () => {
    // b is online: his session row is kept, and the chat reads recipients from it (http/sessions.ts)
    await new Promise((r) => setTimeout(r, 1_100));
    expect((await t.post('chatFriend_list', { pageNum: 0, pageSize: 1 }, { token: b })).statusCode).toBe(200);
    expect((await send(a, bId, '在线的对方')).statusCode).toBe(200);
    const [zoneUser] = await t.deps.db.select({ code: users.exclusiveCode }).from(users).where(eq(users.name, 'zoneuser01'));
    await t.deps.db.update(users).set({ exclusiveCode: zoneUser!.code }).where(eq(users.id, bId));
    try {
      const refused = await send(a, bId, '他已进入专区');
      expect([refused.statusCode, body(refused).error]).toEqual([403, CHAT_MSG.otherDomain]);
    } finally {
      await t.deps.db.update(users).set({ exclusiveCode: null }).where(eq(users.id, bId));
    }
    expect((await send(a, bId, '他回到公共区')).statusCode).toBe(200);
    await t.deps.db.delete(chatFriends);
  });
});
