import { expect } from 'vitest';
import type { TestApp } from '../helper.ts';
import { checkClient } from './client.ts';

// What a fresh start must show in chat and notices (issue 22), read through the actions the chat page, the
// header badges and the notice page call: conversations with messages, some unread; notices read and
// unread for the accounts people log in as; their avatars.

type Friend = { useredid: number; unread: number; lastText: string };

export async function checkMessaging(t: TestApp): Promise<void> {
  const { post, login } = checkClient(t);

  // conversations: person01 with company01 (about the demand he works on) and with support, unread ones
  const person = await login('person01');
  const chats = (await post<{ data: { recordList: Friend[]; unreadTotal: number } }>('chatFriend_list', { pageNum: 0 }, person)).data;
  expect(chats.recordList.length).toBeGreaterThanOrEqual(2);
  expect(chats.unreadTotal).toBeGreaterThan(0);
  expect(chats.recordList.some((f) => f.unread > 0)).toBe(true);
  const company = await login('company01');
  const companyChats = (await post<{ data: { recordList: Friend[]; unreadTotal: number } }>('chatFriend_list', { pageNum: 0 }, company))
    .data;
  expect(companyChats.recordList.length).toBeGreaterThanOrEqual(3);
  // read and unread conversations side by side
  expect(companyChats.recordList.some((f) => f.unread === 0)).toBe(true);
  expect(companyChats.recordList.some((f) => f.unread > 0)).toBe(true);
  const withPerson = companyChats.recordList.find((f) => f.lastText.includes('迭代会'));
  expect(withPerson).toBeDefined();
  const history = await post<{ data: { recordList: { text: string }[] } }>('chatHistory_list', { useredid: withPerson?.useredid }, company);
  expect(history.data.recordList.length).toBeGreaterThanOrEqual(6);
  expect((await post<{ data: { unread: number } }>('chatFriend_unread', {}, await login('hragency01'))).data.unread).toBeGreaterThan(0);
  expect((await post<{ data: { unread: number } }>('chatFriend_unread', {}, await login('zoneuser01'))).data.unread).toBeGreaterThan(0);
  const support = await login('support01');
  expect(
    (await post<{ data: { recordList: Friend[] } }>('chatFriend_list', { pageNum: 0 }, support)).data.recordList.length,
  ).toBeGreaterThanOrEqual(3);

  // notices: read and unread for the accounts people log in as
  for (const name of ['person01', 'company01', 'zoneuser01']) {
    const tk = await login(name);
    const list = (
      await post<{ data: { recordList: { readMsg: number }[]; recordCount: number } }>(
        'message_sellist',
        { messageType: '', pageNum: 0, pageSize: 50 },
        tk,
      )
    ).data;
    expect(list.recordCount, name).toBeGreaterThanOrEqual(4);
    expect(new Set(list.recordList.map((n) => n.readMsg)), name).toEqual(new Set([0, 1]));
    expect((await post<{ data: { unread: number } }>('message_sellistCount', { messageType: '' }, tk)).data.unread, name).toBeGreaterThan(
      0,
    );
  }

  // the base demo accounts have avatars
  for (const name of ['person01', 'company01', 'hragency01', 'zoneuser01', 'support01']) {
    const { user } = await post<{ user: { icon: string | null } }>('user_current', {}, await login(name));
    expect(user.icon, name).toBeTruthy();
  }
}
