import { expect } from 'vitest';
import type { TestApp } from '../helper.ts';
import { checkClient } from './client.ts';
import { publicDemands, zoneDemands } from '../../seed/demo/data/employment-demands.ts';

// What a fresh start must show in short-term hire and the wallets (issue 22), read through the actions the
// pages call: the list and its two home sections, every state of a demand and of what hangs on it, the
// zones kept apart, and wallets with money and history.

type Card = {
  id: number;
  needtitle: string;
  needCd: number;
  iszc: number;
  city: string | null;
  lHyhneedStatus: number;
  publisherId: number;
};
type List<T> = { recordList: T[]; recordCount: number };

export async function checkEmployment(t: TestApp): Promise<void> {
  const { post, login: token } = checkClient(t);

  // the public list a visitor sees, and the home page's 短期项目 / 长期项目 sections (10 each)
  const all = await post<List<Card>>('lhyhneed_list', { pageNum: 0, pageSize: 100 });
  expect(all.recordCount).toBeGreaterThanOrEqual(30);
  for (const cd of [0, 1]) {
    const home = await post<List<Card>>('lhyhneed_list', { pageNum: 0, pageSize: 10, cd, px: 0 });
    expect(home.recordList.length).toBe(10);
  }
  expect(new Set(all.recordList.map((d) => d.iszc))).toEqual(new Set([0, 1]));
  expect(new Set(all.recordList.map((d) => d.city)).size).toBeGreaterThanOrEqual(6);
  expect(new Set(all.recordList.map((d) => d.lHyhneedStatus))).toEqual(new Set([3, 4]));
  const zoneTitles = new Set(zoneDemands.map((d) => d.title));
  expect(all.recordList.filter((d) => zoneTitles.has(d.needtitle))).toEqual([]);
  // the filters find demands: on-site in 广州, remote software in 杭州
  expect((await post<List<Card>>('lhyhneed_list', { city: '广州市', iszc: 1 })).recordCount).toBeGreaterThan(0);
  expect((await post<List<Card>>('lhyhneed_list', { city: '杭州市', iszc: 0, keyword: '小程序' })).recordCount).toBeGreaterThan(0);

  // every state of a demand, in its publishers' 我的需求
  const publishers = [...new Set([...publicDemands, ...zoneDemands].map((d) => d.by))];
  const statuses = new Set<number>();
  let total = 0;
  const mine = new Map<string, (Card & { payPrice: string })[]>();
  for (const name of publishers) {
    const list = await post<List<Card & { payPrice: string }>>('lhyhneed_myList', { pageNum: 0, pageSize: 50 }, await token(name));
    mine.set(name, list.recordList);
    total += list.recordCount;
    for (const d of list.recordList) statuses.add(d.lHyhneedStatus);
  }
  expect(total).toBe(publicDemands.length + zoneDemands.length);
  expect([...statuses].sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);

  // applications, deliveries, payment requests and bank payments in each of their states
  const company = await token('company01');
  const boss02 = await token('boss02');
  const boss03 = await token('boss03');
  const byTitle = (name: string, title: string) => mine.get(name)?.find((d) => d.needtitle === title)?.id;
  const points = byTitle('company01', '会员积分小程序二期开发');
  const poster = byTitle('boss02', '双十二品牌促销海报设计');
  const expo = byTitle('boss03', '广交会展位现场执行');
  const apps = [
    ...(await post<List<{ state: number }>>('lhyhneedApply_list', { needId: points }, company)).recordList,
    ...(await post<List<{ state: number }>>('lhyhneedApply_list', { needId: poster }, boss02)).recordList,
  ];
  expect(new Set(apps.map((a) => a.state))).toEqual(new Set([0, 1, 2]));
  const deliveries = (await post<List<{ state: number; fileList: unknown[] }>>('lhyhneedDeliver_list', { needId: poster }, boss02))
    .recordList;
  expect(deliveries.map((d) => d.state)).toEqual([0, 2]);
  expect(deliveries.every((d) => d.fileList.length === 1)).toBe(true);
  expect((await post<List<{ state: number }>>('lhyhneedDeliver_list', { needId: expo }, boss03)).recordList[0]?.state).toBe(1);
  const requestStates = new Set<number>();
  for (const name of ['company01', 'boss01', 'boss05'])
    for (const r of (await post<List<{ state: number }>>('paymentInfoPC_list', { pageNum: 0, pageSize: 50 }, await token(name))).recordList)
      requestStates.add(r.state);
  expect([...requestStates].sort()).toEqual([0, 1, 2]);
  const payStates = new Set<number>();
  for (const [name, title] of [
    ['boss04', '退货仓质检员'],
    ['boss07', '儿童写真后期精修'],
    ['boss02', '小红书品牌账号代运营'],
  ] as const) {
    const { data } = await post<{ data: { pays: { state: number }[] } }>(
      'lhyhneed_updateUI',
      { id: byTitle(name, title) },
      await token(name),
    );
    for (const p of data.pays) payStates.add(p.state);
  }
  expect([...payStates].sort()).toEqual([0, 1, 2]);
  // the publisher's payment record lists what the escrow paid out
  const pointsDetail = await post<{ data: { payouts: unknown[]; payPrice: string } }>('lhyhneed_updateUI', { id: points }, company);
  expect(pointsDetail.data.payouts.length).toBe(1);

  // person01 applied (waiting, accepted, not accepted), works on two and keeps favourites
  const person = await token('person01');
  const sends = await post<List<{ applyState: number }>>('lhyhneedApply_mine', {}, person);
  expect(new Set(sends.recordList.map((s) => s.applyState))).toEqual(new Set([0, 1, 2]));
  expect((await post<List<Card>>('lhyhneed_myWork', {}, person)).recordCount).toBeGreaterThanOrEqual(2);
  expect((await post<List<Card>>('lhyhneedCollect_list', {}, person)).recordCount).toBeGreaterThanOrEqual(3);
  expect((await post<List<Card>>('zpJpLooked_list', {}, person)).recordCount).toBeGreaterThanOrEqual(3);

  // zones: each member sees his zone's demands only; the public never sees them
  for (const [member, code] of [
    ['zwork01', 'HZGX01'],
    ['zoneuser01', 'HZGX01'],
    ['zwork03', 'SZQH02'],
  ] as const) {
    const list = await post<List<Card>>('lhyhneed_list', { pageNum: 0, pageSize: 50 }, await token(member));
    const titles = list.recordList.map((d) => d.needtitle).sort();
    const expected = zoneDemands
      .filter((d) => (d.by === 'zboss02' ? 'SZQH02' : 'HZGX01') === code && (d.state === 'recruiting' || d.state === 'working'))
      .map((d) => d.title)
      .sort();
    expect(titles).toEqual(expected);
  }
  const zoneId = byTitle('zboss01', '设备监控大屏 UI 设计');
  expect((await t.post('lhyhneed_updateUI', { id: zoneId })).statusCode).toBe(403);
  expect((await t.post('lhyhneed_updateUI', { id: zoneId }, { token: person })).statusCode).toBe(403);
  expect((await t.post('lhyhneed_updateUI', { id: zoneId }, { token: await token('zwork02') })).statusCode).toBe(200);

  // wallets: money and a history of several kinds for the accounts people log in as
  for (const name of ['person01', 'company01', 'hragency01', 'zoneuser01']) {
    const tk = await token(name);
    const { custAccountBase } = await post<{ custAccountBase: { amount: string } }>('custAccount_getAccountBase', {}, tk);
    expect(Number(custAccountBase.amount), name).toBeGreaterThan(0);
    const trades = await post<List<{ kind: string }>>('custAccount_getTradList', { pageNum: 0, pageSize: 50 }, tk);
    expect(new Set(trades.recordList.map((r) => r.kind)).size, name).toBeGreaterThanOrEqual(2);
  }
  const personKinds = await post<List<{ kind: string }>>('custAccount_getTradList', { pageNum: 0, pageSize: 50 }, person);
  expect([...new Set(personKinds.recordList.map((r) => r.kind))]).toEqual(expect.arrayContaining(['topup', 'income', 'withdraw']));

  // the back office: a withdrawal waiting, a dispute open and one decided
  const staff = await token('admin001');
  expect((await post<List<unknown>>('walletAdmin_withdrawList', { status: 'pending' }, staff)).recordCount).toBeGreaterThanOrEqual(1);
  expect((await post<List<unknown>>('walletAdmin_withdrawList', { status: 'done' }, staff)).recordCount).toBeGreaterThanOrEqual(1);
  expect((await post<List<unknown>>('disputeAdmin_list', { state: 'open' }, staff)).recordCount).toBeGreaterThanOrEqual(1);
  expect((await post<List<unknown>>('disputeAdmin_list', { state: 'decided' }, staff)).recordCount).toBeGreaterThanOrEqual(1);

  // the area's people have faces
  for (const name of ['boss01', 'boss06', 'worker04', 'zwork03']) {
    const { user } = await post<{ user: { icon: string | null; sign: string | null } }>('user_current', {}, await token(name));
    expect(user.icon, name).toBeTruthy();
    expect(user.sign, name).toBeTruthy();
  }
}
