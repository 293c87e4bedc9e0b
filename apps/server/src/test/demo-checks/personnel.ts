import { expect } from 'vitest';
import { CONTRACT_STATUS, MEMBER_STATUS, NEED_KINDS, NEED_STATUS } from '@xcb/shared/actions/personnel';
import type { TestApp } from '../helper.ts';
import { checkClient } from './client.ts';
import { DEMANDERS, FIRMS, NEEDS } from '../../seed/demo/data/personnel.ts';

// What a fresh start must show in personnel agency (issue 22: at least 8 member HR firms, at least 20
// demands of all four kinds, contracts in several states with comments), read through the actions the
// pages call: the kind lists, main_demand, the contract lists of both sides, a contract's deliveries,
// the firms' comments and pages, the zone kept apart.

type List<T> = { data: { recordList: T[]; recordCount: number } };
type Need = { id: number; kind: string; status: number; applyCount: number; cityName: string; exclusiveCode?: string };
type Contract = { id: number; status: number; kind: string; commented: boolean };

export async function checkPersonnel(t: TestApp): Promise<void> {
  const { post, login } = checkClient(t);
  const idOf = async (name: string) =>
    (await post<{ user: { id: number; icon: string | null } }>('user_current', {}, await login(name))).user;

  // eight member firms with their logos, each with a public page
  expect(FIRMS.length).toBeGreaterThanOrEqual(8);
  for (const f of FIRMS) {
    const me = await idOf(f.user);
    expect(me.icon, f.user).toBeTruthy();
    const info = await post<{ rsFrim: { auditState: number; memberStatus: number } }>('rsFrim_mainInfo', {}, await login(f.user));
    expect(info.rsFrim).toMatchObject({ auditState: 1, memberStatus: MEMBER_STATUS.member });
    const page = await post<{ data: { firmname: string; memberStatus: number } }>('rsFrim_detail', { firmUserId: me.id });
    expect(page.data).toMatchObject({ firmname: f.firmname, memberStatus: MEMBER_STATUS.member });
  }

  // every kind's public list has open demands a visitor sees, in several cities; none of the zone's
  const publicOpen: Need[] = [];
  for (const kind of NEED_KINDS) {
    const list = await post<List<Need>>('rsNeed_list', { kind, pageNum: 0, pageSize: 50 });
    expect(list.data.recordCount, kind).toBeGreaterThanOrEqual(2);
    publicOpen.push(...list.data.recordList);
  }
  expect(new Set(publicOpen.map((n) => n.cityName)).size).toBeGreaterThanOrEqual(4);
  expect(publicOpen.every((n) => n.status === NEED_STATUS.published)).toBe(true);
  const zoneTitle = NEEDS.find((n) => n.owner === 'zoneuser01')?.title;
  expect(
    (await post<List<{ title: string }>>('rsNeed_list', { kind: 'sb', pageNum: 0, pageSize: 50 })).data.recordList.map((n) => n.title),
  ).not.toContain(zoneTitle);
  const zoneList = await post<List<{ title: string }>>('rsNeed_list', { kind: 'sb', pageNum: 0, pageSize: 50 }, await login('zoneuser01'));
  expect(zoneList.data.recordList.map((n) => n.title)).toEqual([zoneTitle]);

  // at least 20 demands of all four kinds, in every state, as their publishers' main_demand shows them
  const all: Need[] = [];
  for (const owner of new Set(NEEDS.map((n) => n.owner))) {
    const mine = await post<List<Need>>('rsNeed_myList', { pageNum: 0, pageSize: 50 }, await login(owner));
    all.push(...mine.data.recordList);
  }
  expect(all.length).toBeGreaterThanOrEqual(20);
  expect(new Set(all.map((n) => n.kind))).toEqual(new Set(NEED_KINDS));
  expect(new Set(all.map((n) => n.status))).toEqual(new Set(Object.values(NEED_STATUS)));
  // company01 has published demands, one of them open with applications to choose from
  const company = await login('company01');
  const companyNeeds = (await post<List<Need>>('rsNeed_myList', { pageNum: 0, pageSize: 50 }, company)).data.recordList;
  expect(companyNeeds.length).toBeGreaterThanOrEqual(2);
  const choosing = companyNeeds.find((n) => n.status === NEED_STATUS.published);
  expect(choosing).toBeDefined();
  const applications = await post<{ data: Array<{ status: number; firmname: string }> }>(
    'rsDeliver_needList',
    { needId: choosing?.id },
    company,
  );
  expect(applications.data.length).toBeGreaterThanOrEqual(2);

  // contracts in every state, hragency01's in several, completed ones commented and on the firms' pages
  const contracts: Contract[] = [];
  for (const f of FIRMS) {
    const served = await post<List<Contract>>('rsContract_list', { role: 'serve', pageNum: 0, pageSize: 50 }, await login(f.user));
    contracts.push(...served.data.recordList);
    if (f.user === 'hragency01') expect(new Set(served.data.recordList.map((c) => c.status)).size).toBeGreaterThanOrEqual(6);
  }
  expect(new Set(contracts.map((c) => c.status))).toEqual(new Set(Object.values(CONTRACT_STATUS)));
  const completed = contracts.filter((c) => c.status === CONTRACT_STATUS.completed);
  expect(completed.length).toBeGreaterThanOrEqual(5);
  expect(completed.every((c) => c.commented)).toBe(true);
  let comments = 0;
  for (const f of FIRMS) {
    const me = await idOf(f.user);
    comments += (await post<List<{ stars: number }>>('rsComment_list', { firmUserId: me.id, pageNum: 0, pageSize: 50 })).data.recordCount;
  }
  expect(comments).toBe(completed.length);
  const hr = await idOf('hragency01');
  expect(
    (await post<{ data: { stars: number | null; completedCount: number } }>('rsFrim_detail', { firmUserId: hr.id })).data,
  ).toMatchObject({
    completedCount: 2,
    stars: 4.5,
  });

  // the demander's side: reports with their files, a rejection, a dispute
  const needSide: Contract[] = [];
  for (const d of DEMANDERS) {
    const list = await post<List<Contract>>('rsContract_list', { role: 'need', pageNum: 0, pageSize: 50 }, await login(d.user));
    needSide.push(...list.data.recordList);
  }
  expect(needSide.length).toBe(contracts.length);
  const rejected = contracts.find((c) => c.status === CONTRACT_STATUS.rejected);
  const rejectedOwner = DEMANDERS.find((d) => d.user === 'hrneed02')?.user ?? '';
  const detail = await post<{ deliveries: Array<{ state: number; files: unknown[]; reason: string | null }> }>(
    'rsContract_detail',
    { id: rejected?.id },
    await login(rejectedOwner),
  );
  expect(detail.deliveries.map((d) => [d.state, d.files.length, Boolean(d.reason)])).toEqual([[2, 1, true]]);
  const disputedNeed = NEEDS.find((n) => n.contract?.fate === 'disputed');
  const disputedOwner = await login(disputedNeed?.owner ?? '');
  const ownerContracts = (
    await post<List<Contract & { needTitle: string }>>('rsContract_list', { role: 'need', pageNum: 0, pageSize: 50 }, disputedOwner)
  ).data.recordList;
  const disputed = ownerContracts.find((c) => c.needTitle === disputedNeed?.title);
  const state = await post<{ dispute: { state: string } | null }>('dispute_state', { kind: 'personnel', ref: disputed?.id }, disputedOwner);
  expect(state.dispute?.state).toBe('open');

  // follows and favourites fill the firms' and companies' own pages
  expect((await post<List<unknown>>('rsFollow_list', { pageNum: 0, pageSize: 10 }, company)).data.recordCount).toBeGreaterThanOrEqual(2);
  expect(
    (await post<List<unknown>>('rsCollection_list', { pageNum: 0, pageSize: 10 }, await login('hragency01'))).data.recordCount,
  ).toBeGreaterThan(0);
  expect(
    (await post<List<unknown>>('rsHistory_list', { pageNum: 0, pageSize: 10 }, await login('hragency01'))).data.recordCount,
  ).toBeGreaterThan(0);
}
