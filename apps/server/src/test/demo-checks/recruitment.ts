import { expect } from 'vitest';
import type { TestApp } from '../helper.ts';

// What a fresh start must show in 求职招聘 (issue 22), read through the actions the pages call: the job
// list and company list a visitor sees, the home page's hot positions and companies, company01's
// applicant pipeline, person01's resume and applications, and the two zones' own content.

interface Card {
  id: number;
  city: string;
  industry: string;
  fl: string[];
  companyId: number;
}
type List<T> = { data: { recordList: T[]; recordCount: number } };

async function ok<T>(t: TestApp, action: string, body: Record<string, unknown>, token?: string): Promise<T> {
  const res = await t.post(action, body, token ? { token } : {});
  const json = res.json<T & { success?: boolean }>();
  expect(res.statusCode, `${action} ${res.body.slice(0, 300)}`).toBe(200);
  expect(json.success, `${action} ${res.body.slice(0, 300)}`).toBe(true);
  return json;
}

const positions = async (t: TestApp, token?: string, extra: Record<string, unknown> = {}) => {
  const all: Card[] = [];
  for (let pageNum = 0; ; pageNum++) {
    const r = await ok<List<Card>>(t, 'zpPosition_list', { pageNum, pageSize: 100, ...extra }, token);
    all.push(...r.data.recordList);
    if (r.data.recordList.length < 100) return all;
  }
};

export async function checkRecruitment(t: TestApp): Promise<void> {
  const [person, company, hzMember, szMember, zoneCompany] = await Promise.all([
    t.login('person01'),
    t.login('company01'),
    t.login('zseek01'),
    t.login('zseek05'),
    t.login('zoneuser01'),
  ]);

  // the public job list: at least 60 positions, across trades and cities, each with benefits
  const visitor = await positions(t);
  expect(visitor.length).toBeGreaterThanOrEqual(60);
  expect(new Set(visitor.map((p) => p.city)).size).toBeGreaterThanOrEqual(7);
  expect(new Set(visitor.map((p) => p.industry)).size).toBeGreaterThanOrEqual(8);
  expect(visitor.every((p) => p.fl.length > 0)).toBe(true);
  expect((await positions(t, person)).map((p) => p.id).sort()).toEqual(visitor.map((p) => p.id).sort());
  // the home page's 热门职位 (9) and a keyword search that a skill matcher would also use
  expect((await ok<List<Card>>(t, 'zpPosition_list', { pageNum: 0, pageSize: 9, positionstatus: 1 })).data.recordList).toHaveLength(9);
  expect((await positions(t, undefined, { keyword: 'Java' })).length).toBeGreaterThanOrEqual(3);

  // companies: at least 15 public ones with logo, introduction, address and positions with benefits
  const list = await ok<List<{ id: number; companyTx: string | null; positionCount: number }>>(t, 'zpCompany_list', {
    pageNum: 0,
    pageSize: 100,
  });
  expect(list.data.recordCount).toBeGreaterThanOrEqual(15);
  const details = await Promise.all(
    list.data.recordList.map((c) =>
      ok<{ data: { companyTx: string | null; intro: string | null; address: string | null; companyMainIndustry: string | null } }>(
        t,
        'company_detail',
        { id: c.id },
        person,
      ),
    ),
  );
  const complete = details.filter((d) => d.data.companyTx && d.data.intro && d.data.address && d.data.companyMainIndustry);
  expect(complete.length).toBeGreaterThanOrEqual(15);
  const hiring = list.data.recordList.filter((c) => c.positionCount >= 3 && c.companyTx);
  expect(hiring.length).toBeGreaterThanOrEqual(15);
  for (const c of hiring) expect(visitor.filter((p) => p.companyId === c.id).every((p) => p.fl.length > 0)).toBe(true);
  // the home page's 热门企业 (company_list): logos on the certified records
  const hot = await ok<{ recordList: { companyTx: string | null; companyMainIndustry: string | null }[] }>(t, 'company_list', {
    pageNum: 0,
    pageSize: 54,
  });
  expect(hot.recordList.filter((c) => c.companyTx && c.companyMainIndustry).length).toBeGreaterThanOrEqual(15);

  // company01: applicants in every pipeline state, interviews sent, a full company page
  const applicants = await ok<List<{ status: number; interview: unknown }>>(t, 'zpApply_companyList', { pageSize: 100 }, company);
  expect(new Set(applicants.data.recordList.map((a) => a.status))).toEqual(new Set([0, 1, 2, 3, 4, 5]));
  const sent = await ok<List<{ state: number }>>(t, 'zpInterview_companyList', { pageSize: 100 }, company);
  expect(sent.data.recordCount).toBeGreaterThanOrEqual(4);
  expect(new Set(sent.data.recordList.map((i) => i.state)).size).toBeGreaterThanOrEqual(3);
  const mine = await ok<{ data: { companyTx: string | null; intro: string | null; address: string | null } }>(
    t,
    'zpCompany_mine',
    {},
    company,
  );
  expect([mine.data.companyTx, mine.data.intro, mine.data.address].every(Boolean)).toBe(true);
  const managed = await ok<List<{ positionstatus: number }>>(t, 'zpPosition_myList', { pageSize: 100 }, company);
  expect(new Set(managed.data.recordList.map((p) => p.positionstatus))).toEqual(new Set([0, 1, 3]));

  // resumes: at least 20 a company finds; person01's is complete, with applications, an interview, lists
  const found = await ok<List<unknown>>(t, 'zpResume_search', { pageSize: 1 }, company);
  expect(found.data.recordCount).toBeGreaterThanOrEqual(20);
  const resume = await ok<{ completeness: number; data: { educations: unknown[]; works: unknown[] } }>(t, 'zpResume_mine', {}, person);
  expect(resume.completeness).toBeGreaterThanOrEqual(90);
  expect(resume.data.works.length).toBeGreaterThanOrEqual(1);
  const applied = await ok<List<{ status: number }>>(t, 'zpApply_myList', { pageSize: 20 }, person);
  expect(applied.data.recordCount).toBeGreaterThanOrEqual(4);
  expect(new Set(applied.data.recordList.map((a) => a.status)).size).toBeGreaterThanOrEqual(4);
  expect((await ok<List<unknown>>(t, 'zpInterview_myList', {}, person)).data.recordCount).toBeGreaterThanOrEqual(2);
  expect((await ok<List<unknown>>(t, 'zpCollect_list', {}, person)).data.recordCount).toBeGreaterThanOrEqual(2);
  expect((await ok<List<unknown>>(t, 'zpConcern_list', {}, person)).data.recordCount).toBeGreaterThanOrEqual(2);
  expect((await ok<List<unknown>>(t, 'zpJpLooked_viewers', {}, person)).data.recordCount).toBeGreaterThanOrEqual(2);
  expect((await ok<{ data: unknown[] }>(t, 'zpAlert_list', {}, person)).data.length).toBeGreaterThanOrEqual(1);

  // the zones: their own companies and positions, invisible to the public and to the other zone
  const [hz, sz] = await Promise.all([positions(t, hzMember), positions(t, szMember)]);
  expect(hz.length).toBeGreaterThanOrEqual(9);
  expect(sz.length).toBeGreaterThanOrEqual(9);
  const publicIds = new Set(visitor.map((p) => p.id));
  expect(hz.some((p) => publicIds.has(p.id)) || sz.some((p) => publicIds.has(p.id))).toBe(false);
  expect(hz.some((p) => sz.some((q) => q.id === p.id))).toBe(false);
  const zoneJob = hz[0] as Card;
  expect((await t.post('zpPosition_detail', { id: zoneJob.id }, { token: person })).json()).toMatchObject({ success: false });
  await ok(t, 'zpPosition_detail', { id: zoneJob.id }, hzMember);
  for (const token of [hzMember, szMember]) {
    const zoneCompanies = await ok<List<{ companyTx: string | null }>>(t, 'zpCompany_list', { pageSize: 50 }, token);
    expect(zoneCompanies.data.recordCount).toBeGreaterThanOrEqual(3);
    // recruitment's zone companies have logos; other areas' zone publishers may not have a recruiting page
    expect(zoneCompanies.data.recordList.filter((c) => c.companyTx).length).toBeGreaterThanOrEqual(3);
  }
  expect((await ok<List<unknown>>(t, 'zpPosition_myList', {}, zoneCompany)).data.recordCount).toBeGreaterThanOrEqual(3);
  expect((await ok<List<unknown>>(t, 'zpApply_companyList', {}, zoneCompany)).data.recordCount).toBeGreaterThanOrEqual(1);
  expect((await ok<List<unknown>>(t, 'zpApply_myList', {}, hzMember)).data.recordCount).toBeGreaterThanOrEqual(1);
  expect((await ok<List<unknown>>(t, 'zpResume_search', { pageSize: 1 }, zoneCompany)).data.recordCount).toBeGreaterThanOrEqual(4);
}
