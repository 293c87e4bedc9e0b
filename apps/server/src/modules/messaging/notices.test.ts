import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { notices, users } from '../../db/schema/index.ts';
import { openSocket, type Msg } from '../../test/sockets.ts';
import { sendNotice } from './notices.service.ts';

let t: TestApp;
let me: string;
let other: string;
let myId: number;
let otherNoticeId: number;

const get = (action: string, query: string, token?: string) =>
  t.app.inject({ method: 'GET', url: `/${action}.action?${query}`, headers: token ? { authorization: `Bearer ${token}` } : {} });

beforeAll(async () => {
  t = await createTestApp();
  me = await t.login('person01');
  other = await t.login('company01');
  const byName = async (name: string) => (await t.deps.db.select({ id: users.id }).from(users).where(eq(users.name, name)))[0]?.id ?? 0;
  myId = await byName('person01');
  const otherId = await byName('company01');
  for (let i = 0; i < 12; i++) {
    await sendNotice(t.deps.db, t.deps.hub, {
      userId: myId,
      messageType: i % 2 ? '04' : '05',
      messageTypeClass: '01',
      redirectId: i,
      title: `通知${i}`,
      content: `内容${i}`,
    });
  }
  await sendNotice(t.deps.db, t.deps.hub, {
    userId: otherId,
    messageType: '05',
    messageTypeClass: '02',
    title: '别人的通知',
    content: '…',
  });
  const list = (await get('message_sellist', 'pageNum=0&pageSize=10', other)).json();
  otherNoticeId = list.data.recordList[0].id;
});
afterAll(() => t.close());

describe('system notices', () => {
  it('refuses anonymous callers (401) and a userid that is not the caller (403)', async () => {
    expect((await get('message_sellist', 'pageNum=0')).statusCode).toBe(401);
    expect((await get('message_sellistCount', `userid=${myId + 1}`, me)).statusCode).toBe(403);
    expect((await get('message_sellist', 'messageType=09', me)).statusCode).toBe(400);
  });

  it('lists my notices, newest first, 10 a page, filtered by type', async () => {
    const first = (await get('message_sellist', `userid=${myId}&pageNum=0&pageSize=10&messageType=`, me)).json();
    expect(first.data.recordCount).toBe(12);
    expect(first.data.recordList).toHaveLength(10);
    expect(first.data.recordList[0]).toMatchObject({ messageTitle: '通知11', typeName: '交易', readMsg: 0, redirectId: '11' });
    const second = (await get('message_sellist', 'pageNum=1&pageSize=10', me)).json();
    expect(second.data.recordList).toHaveLength(2);
    const system = (await get('message_sellist', 'pageNum=0&messageType=05', me)).json();
    expect(system.data.recordCount).toBe(6);
    expect(system.data.recordList.every((n: { messageType: string }) => n.messageType === '05')).toBe(true);
  });

  it('counts unread, marks read, and refuses another user’s notice (403) or a missing one (404)', async () => {
    expect((await get('message_sellistCount', 'messageType=', me)).json()).toMatchObject({ data: { unread: 12 } });
    const [n] = (await get('message_sellist', 'pageNum=0', me)).json().data.recordList;
    expect((await get('message_update', `id=${n.id}`, me)).json()).toMatchObject({ success: true });
    expect((await get('message_sellistCount', '', me)).json().data.unread).toBe(11);
    expect((await get('message_sellistCount', 'messageType=04', me)).json().data.unread).toBe(5);
    expect((await get('message_update', `id=${otherNoticeId}`, me)).statusCode).toBe(403);
    expect((await get('message_update', 'id=99999999', me)).statusCode).toBe(404);
    expect((await get('message_sellistCount', '', other)).json().data.unread).toBe(1);
  });

  it('shows one of my notices; another user’s is refused (403), a missing one 404, anonymous 401', async () => {
    expect((await get('message_detail', `id=${otherNoticeId}`)).statusCode).toBe(401);
    expect((await get('message_detail', `id=${otherNoticeId}`, me)).statusCode).toBe(403);
    expect((await get('message_detail', 'id=99999999', me)).statusCode).toBe(404);
    expect((await get('message_detail', `id=${otherNoticeId}`, other)).json()).toMatchObject({
      success: true,
      data: { messageTitle: '别人的通知', messageType: '05' },
    });
  });
});

describe('the push of a notice leaves only when its transaction commits', () => {
  const titled = (title: string) => (m: Msg) =>
    m.cmdtype === 'xtMessage' && (m.message as { messageTitle?: string } | undefined)?.messageTitle === title;
  const stored = async (title: string) => (await t.deps.db.select({ id: notices.id }).from(notices).where(eq(notices.title, title))).length;

  it('a change that writes a notice and then rolls back rings nobody; a committed one rings at once', async () => {
    const socket = await openSocket(t.app, me);
    try {
      await t.deps.db
        .transaction(async (tx) => {
          await sendNotice(tx, t.deps.hub, {
            userId: myId,
            messageType: '05',
            messageTypeClass: '01',
            title: '撤回的通知',
            content: '这笔变更没有提交',
          });
          // the decision it reports fails after the notice was written
          throw new Error('rolled back');
        })
        .catch(() => undefined);
      expect(await stored('撤回的通知')).toBe(0);
      await new Promise((r) => setTimeout(r, 500));
      expect(socket.seen.filter(titled('撤回的通知'))).toEqual([]);

      await t.deps.db.transaction((tx) =>
        sendNotice(tx, t.deps.hub, {
          userId: myId,
          messageType: '05',
          messageTypeClass: '01',
          title: '提交的通知',
          content: '这笔变更已提交',
        }),
      );
      expect(await stored('提交的通知')).toBe(1);
      await socket.next(titled('提交的通知'));
      expect(socket.seen.filter(titled('撤回的通知'))).toEqual([]);
    } finally {
      socket.ws.close();
    }
  });

  it("a login rolled back after replacing the old session does not close the old session's socket", async () => {
    const token = await t.login('hragency01');
    const socket = await openSocket(t.app, token);
    try {
      const [hr] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.name, 'hragency01'));
      await t.deps.db
        .transaction(async (tx) => {
          await t.deps.sessions.open(tx, hr?.id ?? 0, { deviceClass: 'pc', ip: '127.0.0.1', userAgent: 'test' });
          throw new Error('rolled back');
        })
        .catch(() => undefined);
      await new Promise((r) => setTimeout(r, 500));
      expect(socket.seen.filter((m) => m.cmdtype === 'sessionEnded')).toEqual([]);
      expect((await t.post('user_current', {}, { token })).statusCode).toBe(200);
    } finally {
      socket.ws.close();
    }
  });
});
