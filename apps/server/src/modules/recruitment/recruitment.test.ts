import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { RECRUIT_MSG as M, UPLOAD_MSG, ZONE_MSG } from '@xcb/shared';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { companies, notices, users, zpApplications, zpCompanyPages, zpPositions, zpResumes } from '../../db/schema/index.ts';
import { CFB, docx, pdf, png } from '../../test/fixtures.ts';

// Recruitment end to end through the API: refusals first (401, 400, 403, 404, business refusals),
// then the pipeline, contact details never before consent, shielding everywhere, zone isolation.

let t: TestApp;
let person: string; // seeker
let company: string; // recruiter, approved company (seeded)
let zone: string; // zone HZGX01 recruiter, approved company (seeded)
let newcomer: string; // no company
let admin: string;
let hr: string;
let personId = 0;
let companyOwnerId = 0;
let companyId = 0;

const job = (extra: Record<string, unknown> = {}) => ({
  positionname: 'Java开发工程师',
  salaryrange: '5',
  workexperience: '4',
  education: '5',
  industry: '1',
  city: '杭州市',
  fl: ['1', '9'],
  peoplenum: 2,
  description: '负责后端服务的设计与开发，熟悉Spring与PostgreSQL。',
  ...extra,
});

const resume = (extra: Record<string, unknown> = {}) => ({
  name: '张伟',
  gender: 1,
  phone: '13900001111',
  email: 'zhangwei@example.com',
  city: '杭州市',
  education: '5',
  workexperience: '4',
  expectedPosition: 'Java开发',
  expectedSalary: '5',
  expectedCity: '杭州市',
  summary: '五年后端经验',
  skills: 'Java, Spring, PostgreSQL',
  educations: [{ school: '浙江大学', major: '计算机', degree: '本科', start: '2012-09', end: '2016-06' }],
  works: [{ company: '某科技', title: '后端工程师', start: '2016-07', end: '2024-01', content: '订单系统' }],
  projects: [],
  ...extra,
});

const ok = (res: { statusCode: number; json: () => unknown }) => {
  const body = res.json() as { success: boolean; error?: string };
  if (res.statusCode !== 200 || !body.success) throw new Error(`${res.statusCode} ${JSON.stringify(body)}`);
  return body as Record<string, unknown> & { success: true };
};

async function approve(id: number) {
  ok(await t.post('admin_reviewDecide', { kind: 'zp-position', id: String(id), decision: 'approve' }, { token: admin }));
}

async function publish(token: string, extra: Record<string, unknown> = {}) {
  const r = ok(await t.post('zpPosition_add', job(extra), { token }));
  await approve(r.id as number);
  return r.id as number;
}

beforeAll(async () => {
  t = await createTestApp();
  [person, company, zone, newcomer, admin, hr] = await Promise.all([
    t.login('person01'),
    t.login('company01'),
    t.login('zoneuser01'),
    t.login('newuser01'),
    t.login('admin001', 'Admin@2026'),
    t.login('hragency01'),
  ]);
  const id = async (name: string) => (await t.deps.db.select({ id: users.id }).from(users).where(eq(users.name, name)))[0]?.id ?? 0;
  personId = await id('person01');
  companyOwnerId = await id('company01');
  companyId = (await t.deps.db.select({ id: companies.id }).from(companies).where(eq(companies.userId, companyOwnerId)))[0]?.id ?? 0;
});
afterAll(() => t.close());

describe('refusals', () => {
  it.each([
    'zpPosition_add',
    'zpPosition_detail',
    'zpResume_save',
    'zpApply_add',
    'zpResume_search',
    'zpResume_detail',
    'zpInterview_reply',
    'zpShield_toggle',
    'zpGrzl_save',
  ])('%s refuses anonymous callers (401)', async (action) => {
    expect((await t.post(action, {})).statusCode).toBe(401);
  });

  it('the position list is public and empty before anything is approved', async () => {
    expect(ok(await t.post('zpPosition_list', { pageNum: 0, pageSize: 9, listRandom: 0.3, positionstatus: 1 }))).toMatchObject({
      data: { recordList: [], recordCount: 0 },
    });
  });

  it('(3,5,2): no company → enterprise management; pending company → under review; no personal data → people_data', async () => {
    expect((await t.post('zpPosition_add', job(), { token: newcomer })).json()).toMatchObject({
      success: false,
      error: M.companyDataRequired,
      redirect: '/recruitment/enterprise_data',
    });
    const hrId = (await t.deps.db.select({ id: users.id }).from(users).where(eq(users.name, 'hragency01')))[0]?.id ?? 0;
    await t.deps.db.insert(companies).values({ userId: hrId, companyName: '众才人力', companyAuditState: 0 });
    expect((await t.post('zpPosition_add', job(), { token: hr })).json()).toMatchObject({ success: false, error: M.companyPending });
    expect((await t.post('zpPosition_permission', {}, { token: hr })).json()).toMatchObject({ ok: false, msg: M.companyPending });
    // company01's company is approved (seed) but the recruiter has not filled his personal data
    expect((await t.post('zpPosition_add', job(), { token: company })).json()).toMatchObject({
      success: false,
      error: M.recruiterDataRequired,
      redirect: '/recruitment/people_data',
    });
    expect(await t.deps.db.select().from(zpPositions)).toHaveLength(0);
  });

  it('people_data: bad input is a 400 in Chinese and changes nothing; another userid is 403', async () => {
    const bad = await t.post('zpGrzl_save', { name: '李经理', title: 'HR', phone: '123' }, { token: company });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: M.phoneInvalid });
    expect((await t.post('zpGrzl_mine', {}, { token: company })).json()).toMatchObject({ data: null });
    expect(
      (await t.post('zpGrzl_save', { name: '李经理', title: 'HR', phone: '13700000000', userid: personId }, { token: company })).statusCode,
    ).toBe(403);
    ok(
      await t.post(
        'zpGrzl_save',
        { name: '李经理', title: '招聘主管', phone: '13700000000', email: 'hr@xinghe.example' },
        { token: company },
      ),
    );
    ok(await t.post('zpGrzl_save', { name: '王主管', title: '人事', phone: '13700000001' }, { token: zone }));
    expect((await t.post('zpPosition_permission', {}, { token: company })).json()).toMatchObject({ ok: true });
  });

  it('add_job: bad input is a 400 with the Chinese message and stores nothing', async () => {
    for (const [patch, msg] of [
      [{ positionname: '' }, M.positionName],
      [{ salaryrange: '' }, M.salaryRequired],
      [{ description: '太短' }, M.descriptionRequired],
      [{ peoplenum: 0 }, M.peoplenum],
      [{ fl: ['x'] }, M.flInvalid],
      [{ city: '' }, M.cityRequired],
    ] as const) {
      const res = await t.post('zpPosition_add', job(patch), { token: company });
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(res.json()).toMatchObject({ error: msg });
    }
    expect(await t.deps.db.select().from(zpPositions)).toHaveLength(0);
  });
});

let positionId = 0;
let zonePositionId = 0;

describe('positions: publish, review, list with filters, zones', () => {
  it('a new position waits for review and is not listed; staff approve it and the recruiter is told', async () => {
    const r = ok(await t.post('zpPosition_add', job(), { token: company }));
    positionId = r.id as number;
    expect(r.msg).toBe(M.positionSubmitted);
    expect(ok(await t.post('zpPosition_list', {}))).toMatchObject({ data: { recordCount: 0 } });
    // pending: only the publisher (and staff) may open it
    expect((await t.post('zpPosition_detail', { id: positionId }, { token: person })).statusCode).toBe(404);
    expect(ok(await t.post('zpPosition_detail', { id: positionId }, { token: company }))).toMatchObject({
      data: { mine: true, positionstatus: 0 },
    });
    // the review queue lists it; a plain user cannot decide
    const q = ok(await t.post('admin_reviewList', { kind: 'zp-position', state: 'pending' }, { token: admin })) as unknown as {
      data: { recordList: { id: string; title: string }[] };
    };
    expect(q.data.recordList.map((x) => x.id)).toContain(String(positionId));
    expect(
      (await t.post('admin_reviewDecide', { kind: 'zp-position', id: String(positionId), decision: 'approve' }, { token: person }))
        .statusCode,
    ).toBe(403);
    // rejecting needs a reason
    expect(
      (await t.post('admin_reviewDecide', { kind: 'zp-position', id: String(positionId), decision: 'reject' }, { token: admin }))
        .statusCode,
    ).toBe(400);
    await approve(positionId);
    const n = await t.deps.db
      .select()
      .from(notices)
      .where(and(eq(notices.userId, companyOwnerId), eq(notices.messageType, '02'), eq(notices.messageTypeClass, '03')));
    expect(n.map((x) => x.content)).toContain(M.positionApproved('Java开发工程师'));
  });

  it('another company cannot edit or take the position offline (403)', async () => {
    expect((await t.post('zpPosition_add', job({ id: positionId }), { token: zone })).statusCode).toBe(403);
    expect((await t.post('zpPosition_offline', { id: positionId }, { token: zone })).statusCode).toBe(403);
    expect((await t.post('zpPosition_offline', { id: 999999 }, { token: company })).statusCode).toBe(404);
  });

  it('filters: city, salary, experience, education, industry, fl tags and keyword', async () => {
    const other = await publish(company, {
      positionname: '前端开发工程师',
      salaryrange: '4',
      workexperience: '3',
      education: '4',
      industry: '2',
      city: '上海市',
      fl: ['2'],
      description: '负责Web前端页面开发，熟悉React。',
    });
    const list = async (q: Record<string, unknown>) =>
      (
        ok(await t.post('zpPosition_list', { pageSize: 20, ...q }, { token: person })) as unknown as {
          data: { recordList: { id: number }[] };
        }
      ).data.recordList.map((x) => x.id);
    expect((await list({})).sort()).toEqual([positionId, other].sort());
    expect(await list({ city: '杭州' })).toEqual([positionId]);
    expect(await list({ salaryrange: '4' })).toEqual([other]);
    expect(await list({ workexperience: '4' })).toEqual([positionId]);
    expect(await list({ education: '4' })).toEqual([other]);
    expect(await list({ industry: '1' })).toEqual([positionId]);
    expect(await list({ fl: '1,9' })).toEqual([positionId]);
    expect(await list({ fl: ['1', '2'] })).toEqual([]);
    expect(await list({ keyword: 'react' })).toEqual([other]);
    expect(await list({ keyword: '星河' })).toHaveLength(2);
    expect((await t.post('zpPosition_list', { salaryrange: 'abc' })).statusCode).toBe(400);
    ok(await t.post('zpPosition_offline', { id: other }, { token: company }));
    expect(await list({})).toEqual([positionId]);
  });

  it('zone isolation: a zone position is seen only in its zone, public ones only in public (list, detail, companies)', async () => {
    zonePositionId = await publish(zone, { positionname: '园区运维工程师', description: '负责园区服务器与网络的运维工作。' });
    const ids = async (token?: string) =>
      (
        ok(await t.post('zpPosition_list', { pageSize: 50 }, token ? { token } : {})) as unknown as {
          data: { recordList: { id: number }[] };
        }
      ).data.recordList.map((x) => x.id);
    expect(await ids(person)).toEqual([positionId]);
    expect(await ids()).toEqual([positionId]);
    expect(await ids(zone)).toEqual([zonePositionId]);
    expect((await t.post('zpPosition_detail', { id: zonePositionId }, { token: person })).json()).toMatchObject({
      error: '该职位属于私域，请进入对应私域后查看',
    });
    expect((await t.post('zpPosition_detail', { id: positionId }, { token: zone })).json()).toMatchObject({
      error: ZONE_MSG.privateCannotViewPublic('职位'),
    });
    const companiesOf = async (token?: string) =>
      (
        ok(await t.post('zpCompany_list', { pageSize: 50 }, token ? { token } : {})) as unknown as {
          data: { recordList: { companyName: string }[] };
        }
      ).data.recordList.map((x) => x.companyName);
    expect(await companiesOf(person)).toEqual(['星河科技有限公司']);
    expect(await companiesOf(zone)).toEqual(['杭州高新园区科技企业']);
    const zoneCompany =
      (await t.deps.db.select({ id: companies.id }).from(companies).where(eq(companies.companyName, '杭州高新园区科技企业')))[0]?.id ?? 0;
    expect((await t.post('company_detail', { id: zoneCompany }, { token: person })).json()).toMatchObject({
      error: ZONE_MSG.publicUserCannotViewPrivate('企业信息'),
    });
    expect(ok(await t.post('company_detail', { id: companyId }, { token: person }))).toMatchObject({
      data: { companyName: '星河科技有限公司', positionCount: 1 },
    });
  });
});

describe('resumes', () => {
  it('save: bad input 400 and nothing stored; another userid 403; completeness grows', async () => {
    const bad = await t.post('zpResume_save', resume({ phone: '12' }), { token: person });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: M.phoneInvalid });
    expect((await t.post('zpResume_save', resume({ userid: companyOwnerId }), { token: person })).statusCode).toBe(403);
    expect(ok(await t.post('zpResume_mine', {}, { token: person }))).toMatchObject({ data: null, completeness: 0 });
    // applying without a resume is refused
    expect((await t.post('zpApply_add', { positionId }, { token: person })).json()).toMatchObject({
      success: false,
      error: M.resumeRequired,
    });
    const saved = ok(await t.post('zpResume_save', resume(), { token: person }));
    expect(saved.completeness).toBe(90);
    const mine = ok(await t.post('zpResume_mine', {}, { token: person })) as unknown as { missing: string[] };
    expect(mine.missing).toEqual(['项目经历', '附件简历']);
  });

  it('attached resume: checked by its content (a png named .pdf is refused), pdf/docx/doc accepted', async () => {
    const res = await t.upload('zpResume_uploadFile', { name: 'resume.pdf', data: png(), type: 'application/pdf' }, {}, person);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: M.resumeFileType });
    expect((await t.upload('zpResume_uploadFile', { name: 'empty.pdf', data: Buffer.alloc(0) }, {}, person)).statusCode).toBe(400);
    expect(ok(await t.upload('zpResume_uploadFile', { name: '张伟简历.docx', data: docx() }, {}, person))).toMatchObject({
      attachmentName: '张伟简历.docx',
    });
    expect(ok(await t.upload('zpResume_uploadFile', { name: 'old.doc', data: CFB }, {}, person))).toMatchObject({
      attachmentName: 'old.doc',
    });
    expect(ok(await t.upload('zpResume_uploadFile', { name: '张伟简历.pdf', data: pdf('Zhang Wei resume') }, {}, person))).toMatchObject({
      attachmentName: '张伟简历.pdf',
    });
    expect(ok(await t.post('zpResume_mine', {}, { token: person }))).toMatchObject({ completeness: 95, data: { hasAttachment: true } });
    // the owner downloads it
    const [r] = await t.deps.db.select().from(zpResumes).where(eq(zpResumes.userId, personId));
    const own = await t.app.inject({
      method: 'GET',
      url: `/zpResume_downFile.action?id=${r?.id}`,
      headers: { authorization: `Bearer ${person}` },
    });
    expect(own.statusCode).toBe(200);
    expect(own.body.startsWith('%PDF')).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `/zpResume_downFile.action?id=${r?.id}` })).statusCode).toBe(401);
  });
});

let resumeId = 0;
let applicationId = 0;
let interviewId = 0;

describe('contact details never before consent', () => {
  it('search finds the resume without contact; detail has no phone, e-mail or file until the seeker applies', async () => {
    resumeId = (await t.deps.db.select().from(zpResumes).where(eq(zpResumes.userId, personId)))[0]?.id ?? 0;
    // only audited companies search
    expect((await t.post('zpResume_search', {}, { token: newcomer })).json()).toMatchObject({ success: false, error: M.companyOnly });
    const found = ok(await t.post('zpResume_search', { keyword: 'spring' }, { token: company })) as unknown as {
      data: { recordList: { id: number }[] };
    };
    expect(JSON.stringify(found)).not.toContain('13900001111');
    expect(JSON.stringify(found)).not.toContain('zhangwei@example.com');
    expect(found.data.recordList.map((x) => x.id)).toEqual([resumeId]);
    const d = ok(await t.post('zpResume_detail', { id: resumeId }, { token: company }));
    // nor a way to message the seeker (联系TA): the chat follows the same consent
    expect(d).toMatchObject({ data: { contact: null, chatUserId: null, hasAttachment: true } });
    expect(JSON.stringify(d)).not.toContain('13900001111');
    const file = await t.app.inject({
      method: 'GET',
      url: `/zpResume_downFile.action?id=${resumeId}`,
      headers: { authorization: `Bearer ${company}` },
    });
    expect(file.statusCode).toBe(404);
    expect(file.body).not.toContain('%PDF');
    // a zone company does not find or open public resumes
    expect(
      (ok(await t.post('zpResume_search', {}, { token: zone })) as unknown as { data: { recordCount: number } }).data.recordCount,
    ).toBe(0);
    expect((await t.post('zpResume_detail', { id: resumeId }, { token: zone })).json()).toMatchObject({
      error: ZONE_MSG.privateCannotViewPublic('简历'),
    });
  });

  it('an invitation from search reveals nothing until the seeker accepts it', async () => {
    // 06:00 UTC is 14:00 in China: the notice states the time as the seeker's market reads it
    const at = new Date(Date.now() + 3 * 86400_000);
    at.setUTCHours(6, 0, 0, 0);
    const when = at.toISOString();
    const inv = ok(
      await t.post(
        'zpInterview_add',
        { resumeId, positionId, interviewTime: when, video: 0, place: '杭州市西湖区文三路1号' },
        { token: company },
      ),
    );
    const first = inv.id as number;
    // the seeker got a type 00 class 08 notice
    const n = await t.deps.db
      .select()
      .from(notices)
      .where(and(eq(notices.userId, personId), eq(notices.messageType, '00'), eq(notices.messageTypeClass, '08')));
    expect(n).toHaveLength(1);
    expect(n[0]?.content).toContain(`时间：${when.slice(0, 10)} 14:00`);
    expect(ok(await t.post('zpResume_detail', { id: resumeId }, { token: company }))).toMatchObject({ data: { contact: null } });
    // refusing keeps it hidden
    ok(await t.post('zpInterview_reply', { id: first, answer: 'refuse', reply: '暂不考虑' }, { token: person }));
    expect(ok(await t.post('zpResume_detail', { id: resumeId }, { token: company }))).toMatchObject({
      data: { contact: null, chatUserId: null },
    });
    expect((await t.post('zpInterview_reply', { id: first, answer: 'accept' }, { token: person })).json()).toMatchObject({
      success: false,
      error: M.interviewAnswered,
    });
  });

  it('applying gives the company the contact details and the file', async () => {
    // refusals first
    expect((await t.post('zpApply_add', { positionId: 999999 }, { token: person })).statusCode).toBe(404);
    expect((await t.post('zpApply_add', { positionId: zonePositionId }, { token: person })).statusCode).toBe(403);
    ok(await t.post('zpResume_save', resume({ searchable: 0 }), { token: company }));
    expect((await t.post('zpApply_add', { positionId }, { token: company })).json()).toMatchObject({ success: false, error: M.applyOwn });
    const a = ok(await t.post('zpApply_add', { positionId }, { token: person }));
    applicationId = a.id as number;
    expect((await t.post('zpApply_add', { positionId }, { token: person })).json()).toMatchObject({ success: false, error: M.applyTwice });
    expect(ok(await t.post('zpResume_detail', { id: resumeId }, { token: company }))).toMatchObject({
      data: { contact: { phone: '13900001111', email: 'zhangwei@example.com' }, chatUserId: personId },
    });
    const file = await t.app.inject({
      method: 'GET',
      url: `/zpResume_downFile.action?id=${resumeId}`,
      headers: { authorization: `Bearer ${company}` },
    });
    expect(file.statusCode).toBe(200);
  });
});

describe('the applicant pipeline', () => {
  it('another company cannot see or move the application (403); wrong steps are refused', async () => {
    expect((await t.post('zpApply_move', { id: applicationId, status: 1 }, { token: zone })).statusCode).toBe(403);
    expect((await t.post('zpApply_move', { id: applicationId, status: 2 }, { token: company })).statusCode).toBe(400);
    expect((await t.post('zpApply_move', { id: applicationId, status: 4 }, { token: company })).json()).toMatchObject({
      success: false,
      error: M.transitionInvalid,
    });
    expect((await t.post('zpApply_move', { id: 999999, status: 1 }, { token: company })).statusCode).toBe(404);
    expect(ok(await t.post('zpApply_companyList', {}, { token: zone })) as unknown as { data: { recordCount: number } }).toMatchObject({
      data: { recordCount: 0 },
    });
  });

  it('new → viewed (opening it) → invited → interviewed → offered, with a notice to the seeker each step', async () => {
    const before = (await t.deps.db.select().from(notices).where(eq(notices.userId, personId))).length;
    const list = ok(await t.post('zpApply_companyList', {}, { token: company })) as unknown as {
      data: { recordList: { id: number; status: number }[] };
    };
    expect(list.data.recordList).toMatchObject([{ id: applicationId, status: 0 }]);
    ok(await t.post('zpResume_detail', { id: resumeId, applicationId }, { token: company }));
    const viewed = await t.deps.db.select().from(zpApplications).where(eq(zpApplications.id, applicationId));
    expect(viewed[0]?.status).toBe(1);
    // an interview in the past, or on site without a place, is bad input
    expect(
      (
        await t.post(
          'zpInterview_add',
          { applicationId, interviewTime: new Date(Date.now() - 1000).toISOString(), video: 1 },
          { token: company },
        )
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await t.post(
          'zpInterview_add',
          { applicationId, interviewTime: new Date(Date.now() + 86400_000).toISOString(), video: 0 },
          { token: company },
        )
      ).json(),
    ).toMatchObject({ error: M.interviewPlace });
    expect(
      (
        await t.post(
          'zpInterview_add',
          { applicationId, interviewTime: new Date(Date.now() + 86400_000).toISOString(), video: 1 },
          { token: zone },
        )
      ).statusCode,
    ).toBe(403);
    const inv = ok(
      await t.post(
        'zpInterview_add',
        { applicationId, interviewTime: new Date(Date.now() + 86400_000).toISOString(), video: 1, note: '请提前5分钟进入' },
        { token: company },
      ),
    );
    interviewId = inv.id as number;
    // only the two sides open it (job_video); no call before the seeker accepted
    expect((await t.post('zpInterview_detail', { id: interviewId }, { token: zone })).statusCode).toBe(403);
    expect((await t.post('zpInterview_detail', { id: interviewId }, { token: newcomer })).statusCode).toBe(403);
    expect((await t.post('zpInterview_detail', { id: 999999 }, { token: person })).statusCode).toBe(404);
    expect((await t.post('zpInterview_detail', { id: 'x' }, { token: person })).statusCode).toBe(400);
    expect(ok(await t.post('zpInterview_detail', { id: interviewId }, { token: person }))).toMatchObject({
      data: { role: 'seeker', peerUserId: companyOwnerId, video: 1, callable: false },
    });
    // the seeker asks to reschedule; another user cannot answer for him
    expect((await t.post('zpInterview_reply', { id: interviewId, answer: 'accept' }, { token: company })).statusCode).toBe(403);
    expect((await t.post('zpInterview_reply', { id: interviewId, answer: 'reschedule' }, { token: person })).json()).toMatchObject({
      error: M.rescheduleTime,
    });
    ok(
      await t.post(
        'zpInterview_reply',
        { id: interviewId, answer: 'reschedule', proposedTime: new Date(Date.now() + 2 * 86400_000).toISOString() },
        { token: person },
      ),
    );
    // the recruiter sends a new time, which replaces it; the seeker accepts
    const replaced = interviewId;
    const again = ok(
      await t.post(
        'zpInterview_add',
        { applicationId, interviewTime: new Date(Date.now() + 2 * 86400_000).toISOString(), video: 1 },
        { token: company },
      ),
    );
    interviewId = again.id as number;
    const mine = ok(await t.post('zpInterview_myList', {}, { token: person })) as unknown as {
      data: { recordList: { id: number; state: number }[] };
    };
    expect(mine.data.recordList.slice(0, 2).map((x) => x.state)).toEqual([0, 4]);
    ok(await t.post('zpInterview_reply', { id: interviewId, answer: 'accept' }, { token: person }));
    // accepted: each side learns whom to call (the chat area's video call), and by what name
    expect(ok(await t.post('zpInterview_detail', { id: interviewId }, { token: person }))).toMatchObject({
      data: { role: 'seeker', peerUserId: companyOwnerId, peerName: '李经理（招聘主管）', callable: true, state: 1 },
    });
    expect(ok(await t.post('zpInterview_detail', { id: interviewId }, { token: company }))).toMatchObject({
      data: { role: 'recruiter', peerUserId: personId, peerName: '张伟', callable: true, positionname: 'Java开发工程师' },
    });
    expect((await t.post('zpInterview_detail', { id: interviewId }, { token: zone })).statusCode).toBe(403);
    // the replaced invitation stays visible to both, but cannot be called
    expect(ok(await t.post('zpInterview_detail', { id: replaced }, { token: company }))).toMatchObject({
      data: { state: 4, callable: false },
    });
    ok(await t.post('zpApply_move', { id: applicationId, status: 3 }, { token: company }));
    ok(await t.post('zpApply_move', { id: applicationId, status: 4, note: '月薪18K，下周一入职' }, { token: company }));
    expect((await t.post('zpApply_move', { id: applicationId, status: 5 }, { token: company })).json()).toMatchObject({
      success: false,
      error: M.transitionInvalid,
    });
    const apps = ok(await t.post('zpApply_myList', {}, { token: person })) as unknown as {
      data: { recordList: { status: number; note: string }[] };
    };
    expect(apps.data.recordList[0]).toMatchObject({ status: 4, note: '月薪18K，下周一入职' });
    const after = await t.deps.db.select().from(notices).where(eq(notices.userId, personId));
    // viewed, invitation, second invitation, interviewed, offer
    expect(after.length - before).toBe(5);
    expect(after.some((n) => n.title === '录用通知' && n.content.includes('月薪18K'))).toBe(true);
  });
});

describe('shielding hides the resume from the company everywhere', () => {
  it('search, detail, file, applicant list, history and invitations', async () => {
    // another public company to check that only the shielded one loses sight
    const newId = (await t.deps.db.select({ id: users.id }).from(users).where(eq(users.name, 'newuser01')))[0]?.id ?? 0;
    await t.deps.db.insert(companies).values({ userId: newId, companyName: '云帆信息', companyAuditState: 1 });
    expect((await t.post('zpShield_toggle', { companyId: 999999, shield: 1 }, { token: person })).statusCode).toBe(404);
    expect((await t.post('zpShield_toggle', { companyId, shield: 1, userid: companyOwnerId }, { token: person })).statusCode).toBe(403);
    ok(await t.post('zpShield_toggle', { companyId, shield: 1 }, { token: person }));
    expect(ok(await t.post('zpShield_list', {}, { token: person }))).toMatchObject({
      data: { recordCount: 1, recordList: [{ companyName: '星河科技有限公司' }] },
    });
    expect(
      (ok(await t.post('zpResume_search', {}, { token: company })) as unknown as { data: { recordCount: number } }).data.recordCount,
    ).toBe(0);
    expect((await t.post('zpResume_detail', { id: resumeId }, { token: company })).json()).toMatchObject({ error: M.resumeNotFound });
    const file = await t.app.inject({
      method: 'GET',
      url: `/zpResume_downFile.action?id=${resumeId}`,
      headers: { authorization: `Bearer ${company}` },
    });
    expect(file.statusCode).toBe(404);
    expect(
      (ok(await t.post('zpApply_companyList', {}, { token: company })) as unknown as { data: { recordCount: number } }).data.recordCount,
    ).toBe(0);
    // the homepage's 收到简历 (the sum of applyCount) counts what the applicant list shows
    const applyCounts = async () =>
      (
        ok(await t.post('zpPosition_myList', {}, { token: company })) as unknown as {
          data: { recordList: { applyCount: number; newCount: number }[] };
        }
      ).data.recordList;
    expect((await applyCounts()).reduce((n, p) => n + p.applyCount + p.newCount, 0)).toBe(0);
    expect(
      (ok(await t.post('zpJpLooked_resumeList', {}, { token: company })) as unknown as { data: { recordCount: number } }).data.recordCount,
    ).toBe(0);
    expect(
      (
        await t.post(
          'zpInterview_add',
          { resumeId, positionId, interviewTime: new Date(Date.now() + 86400_000).toISOString(), video: 1 },
          { token: company },
        )
      ).json(),
    ).toMatchObject({ error: M.notInvitable });
    expect((await t.post('zpApply_add', { positionId }, { token: person })).json()).toMatchObject({ success: false });
    // the other company still finds it
    expect(
      (ok(await t.post('zpResume_search', {}, { token: newcomer })) as unknown as { data: { recordCount: number } }).data.recordCount,
    ).toBe(1);
    ok(await t.post('zpShield_toggle', { companyId, shield: 0 }, { token: person }));
    expect(
      (ok(await t.post('zpResume_search', {}, { token: company })) as unknown as { data: { recordCount: number } }).data.recordCount,
    ).toBe(1);
    expect((await applyCounts()).reduce((n, p) => n + p.applyCount, 0)).toBeGreaterThan(0);
  });
});

describe('favourites, follows, history, viewers, reports, alerts', () => {
  it("collect and follow toggle; lists are the caller's own", async () => {
    expect(ok(await t.post('zpCollect_toggle', { positionId }, { token: person }))).toMatchObject({ collected: true });
    expect((await t.post('zpCollect_toggle', { positionId: zonePositionId }, { token: person })).statusCode).toBe(403);
    expect(ok(await t.post('zpCollect_list', {}, { token: person }))).toMatchObject({ data: { recordCount: 1 } });
    expect(ok(await t.post('zpCollect_list', {}, { token: company }))).toMatchObject({ data: { recordCount: 0 } });
    expect(ok(await t.post('zpConcern_toggle', { companyId }, { token: person }))).toMatchObject({ following: true });
    expect((await t.post('zpConcern_toggle', { companyId }, { token: company })).json()).toMatchObject({ success: false });
    expect(ok(await t.post('zpConcern_list', {}, { token: person }))).toMatchObject({
      data: { recordCount: 1, recordList: [{ id: companyId }] },
    });
    expect(ok(await t.post('zpConcern_toggle', { companyId }, { token: person }))).toMatchObject({ following: false });
    expect(ok(await t.post('zpPosition_detail', { id: positionId }, { token: person }))).toMatchObject({
      // recruiterId: the person behind the position, whom 联系TA opens the chat with
      data: { mine: false, collected: true, recruiter: { name: '李经理', title: '招聘主管' }, recruiterId: companyOwnerId },
    });
    expect(ok(await t.post('zpJpLooked_positionList', {}, { token: person }))).toMatchObject({
      data: { recordList: [{ id: positionId }] },
    });
    expect(
      (await t.post('zpJpLooked_add', { userid: companyOwnerId, positionoruserid: positionId, type: 1 }, { token: person })).statusCode,
    ).toBe(403);
    ok(await t.post('zpJpLooked_add', { userid: personId, positionoruserid: positionId, type: 1 }, { token: person }));
    expect(ok(await t.post('zpJpLooked_resumeList', {}, { token: company }))).toMatchObject({ data: { recordList: [{ id: resumeId }] } });
    expect(ok(await t.post('zpJpLooked_viewers', {}, { token: person }))).toMatchObject({
      data: { recordList: [{ companyName: '星河科技有限公司' }] },
    });
  });

  it('job alerts: a new approved matching position becomes a notice; another user cannot see or delete the alert', async () => {
    expect((await t.post('zpAlert_add', {}, { token: person })).json()).toMatchObject({ success: false, error: M.alertEmpty });
    expect((await t.post('zpAlert_list', {})).statusCode).toBe(401);
    expect((await t.post('zpAlert_delete', { id: 1 })).statusCode).toBe(401);
    const a = ok(await t.post('zpAlert_add', { keyword: 'Go', city: '杭州', salaryrange: '5' }, { token: person }));
    // listed for its owner only, with its criteria and time
    expect(ok(await t.post('zpAlert_list', {}, { token: person }))).toMatchObject({
      data: [{ id: a.id, keyword: 'Go', city: '杭州', salaryrange: '5', education: null }],
    });
    expect(ok(await t.post('zpAlert_list', {}, { token: company }))).toMatchObject({ data: [] });
    const other = await t.post('zpAlert_delete', { id: a.id }, { token: company });
    expect(other.statusCode).toBe(403);
    expect((await t.post('zpAlert_delete', { id: 999999 }, { token: person })).json()).toMatchObject({
      success: false,
      error: M.alertNotFound,
    });
    expect((await t.post('zpAlert_delete', { id: 'abc' }, { token: person })).json()).toMatchObject({
      success: false,
      error: '订阅 id 错误',
    });
    expect(ok(await t.post('zpAlert_list', {}, { token: person }))).toMatchObject({ data: [{ id: a.id }] });
    ok(await t.post('zpAlert_delete', { id: a.id }, { token: person }));
    const kept = ok(await t.post('zpAlert_add', { keyword: 'Go', city: '杭州' }, { token: person }));
    await publish(company, { positionname: 'Go开发工程师', description: '负责Go语言微服务的开发与维护。' });
    await publish(company, { positionname: 'Python开发工程师', description: '负责数据平台的开发与维护。' });
    const n = await t.deps.db
      .select()
      .from(notices)
      .where(and(eq(notices.userId, personId), eq(notices.messageTypeClass, '05'), eq(notices.messageType, '02')));
    expect(n.map((x) => x.content)).toEqual(['有新的职位符合您的订阅：星河科技有限公司「Go开发工程师」']);
    // a company the seeker shielded is not put in front of him by his alerts either
    ok(await t.post('zpShield_toggle', { companyId, shield: 1 }, { token: person }));
    await publish(company, { positionname: 'Go高级工程师', description: '负责Go语言网关的开发。' });
    ok(await t.post('zpShield_toggle', { companyId, shield: 0 }, { token: person }));
    const after = await t.deps.db
      .select()
      .from(notices)
      .where(and(eq(notices.userId, personId), eq(notices.messageTypeClass, '05'), eq(notices.messageType, '02')));
    expect(after).toHaveLength(1);
    expect(ok(await t.post('zpAlert_delete', { id: kept.id }, { token: person }))).toMatchObject({ msg: M.alertDeleted });
    expect(ok(await t.post('zpAlert_list', {}, { token: person }))).toMatchObject({ data: [] });
  });

  it('a report goes to the staff queue; upheld takes the position offline', async () => {
    expect((await t.post('zpPosition_report', { id: positionId, reason: '短' }, { token: person })).statusCode).toBe(400);
    ok(await t.post('zpPosition_report', { id: positionId, reason: '公司并不存在这个岗位' }, { token: person }));
    expect((await t.post('zpPosition_report', { id: positionId, reason: '公司并不存在这个岗位' }, { token: person })).json()).toMatchObject(
      { error: M.reportTwice },
    );
    const q = ok(await t.post('admin_reviewList', { kind: 'zp-report', state: 'pending' }, { token: admin })) as unknown as {
      data: { recordList: { id: string }[] };
    };
    expect(q.data.recordList).toHaveLength(1);
    ok(
      await t.post(
        'admin_reviewDecide',
        { kind: 'zp-report', id: q.data.recordList[0]?.id, decision: 'approve', reason: '已核实' },
        { token: admin },
      ),
    );
    const [p] = await t.deps.db.select().from(zpPositions).where(eq(zpPositions.id, positionId));
    expect(p?.positionstatus).toBe(3);
  });
});

describe("the company page logo is the company user's own upload", () => {
  const logo = async (token: string) =>
    ok(await t.upload('upload_uploadFile', { name: 'logo.png', data: png(4, 4), type: 'image/png' }, { purpose: 'general' }, token))
      .data as string;
  const page = { companyMainIndustry: '1', address: '杭州市西湖区', intro: '专注企业软件' };
  const stored = async () => (await t.deps.db.select().from(zpCompanyPages).where(eq(zpCompanyPages.companyId, companyId)))[0];

  it("refuses another user's upload or a made-up path (403, nothing saved); takes its own; an unchanged logo saves again", async () => {
    const mine = await logo(company);
    ok(await t.post('zpCompany_save', { ...page, companyTx: mine }, { token: company }));
    const before = await stored();
    expect(before?.companyTx).toBe(mine);
    for (const companyTx of [await logo(person), '2026/11/made-up.png']) {
      const res = await t.post('zpCompany_save', { ...page, intro: '改过的简介', companyTx }, { token: company });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false, error: UPLOAD_MSG.notYours });
    }
    expect(await stored()).toEqual(before);
    // saving without changing the logo works, also for a logo stored before uploads were recorded
    ok(await t.post('zpCompany_save', { ...page, intro: '第二次保存', companyTx: mine }, { token: company }));
    await t.deps.db.update(zpCompanyPages).set({ companyTx: '2025/01/logo-demo.png' }).where(eq(zpCompanyPages.companyId, companyId));
    ok(await t.post('zpCompany_save', { ...page, intro: '第三次保存', companyTx: '2025/01/logo-demo.png' }, { token: company }));
    expect(ok(await t.post('zpCompany_mine', {}, { token: company }))).toMatchObject({
      data: { companyTx: '2025/01/logo-demo.png', intro: '第三次保存' },
    });
    // no logo stays allowed
    ok(await t.post('zpCompany_save', page, { token: company }));
    expect((await stored())?.companyTx).toBeNull();
  });
});
