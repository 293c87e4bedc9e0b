import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { MATCH_MSG } from '@xcb/shared/actions/matching';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import {
  companies,
  demands,
  dictionaries,
  dictionaryDetails,
  notices,
  personnelDelivers,
  personnelNeeds,
  platformConfigs,
  rsFirms,
  skillLinks,
  users,
  zpAlerts,
  zpPositions,
  zpResumes,
  zpShields,
} from '../../db/schema/index.ts';
import { linkSkills, SKILL_KIND, type SkillKind } from '../skills/links.ts';
import { backfillSkills } from '../skills/backfill.ts';
import { uploadProof, userId } from '../ledger/test-support.ts';
import { ALERT_MATCH_MIN } from './alerts.ts';
import { resume } from './test-support.ts';

// Matching beyond the seeker's lists (issue 27): matched firms for an HR demand, 推荐人才 and 提升匹配度
// for short-term and HR demands, the skill links written in the same transaction as their text, and job
// alerts that use the score.

let t: TestApp;
let company: string; // company01: publishes the demands
let hr: string; // hragency01: a member firm in 杭州
let person: string; // person01: a seeker with a resume, later a second firm (上海, no membership)
let zone: string; // zoneuser01: private zone HZGX01
let newcomer: string; // newuser01: no firm, no certification
let admin: string;
const ids = { company: 0, hr: 0, person: 0, zone: 0, newcomer: 0, newcomer2: 0, companyRow: 0 };

type Res = { statusCode: number; body: string; json: <T = unknown>() => T };
type List = { data: { recordList: Array<Record<string, unknown>>; recordCount: number } };
const ok = <T = List>(res: Res): T => {
  const body = res.json<{ success: boolean }>();
  if (res.statusCode !== 200 || !body.success) throw new Error(`${res.statusCode} ${res.body}`);
  return body as T;
};

const firmInput = {
  contactName: '王经理',
  contactPhone: '13900000004',
  licenseNo: '91330106MA2KXXXX1A',
  address: '文三路 1 号',
};
async function firm(token: string, uid: number, firmname: string, cityName: string, intro: string, member: boolean) {
  const licensePath = await uploadProof(t, token, 'general');
  const permitPath = await uploadProof(t, token, 'general');
  ok(await t.post('rsFrim_save', { ...firmInput, firmname, cityName, intro, licensePath, permitPath }, { token }));
  const until = new Date(Date.now() + 200 * 86_400_000);
  await t.deps.db
    .update(rsFirms)
    .set(member ? { auditState: 1, memberStatus: 1, memberUntil: until } : { auditState: 1 })
    .where(eq(rsFirms.userId, uid));
  return (await t.deps.db.select({ id: rsFirms.id }).from(rsFirms).where(eq(rsFirms.userId, uid)))[0]?.id ?? 0;
}

async function demand(ownerId: number, title: string, tech: string, extra: Partial<typeof demands.$inferInsert> = {}) {
  const [row] = await t.deps.db
    .insert(demands)
    .values({
      userId: ownerId,
      needtitle: title,
      needtype: '1',
      projecttime: 30,
      daymoney: 800_000,
      countmoney: 800_000,
      name: '李主管',
      phone: '13800000013',
      deposit: 0,
      status: 3,
      cityName: '杭州市',
      ...extra,
    })
    .returning({ id: demands.id });
  if (!row) throw new Error('demand not inserted');
  await linkSkills(t.deps.db, SKILL_KIND.demand, row.id, title, tech);
  return row.id;
}

const sbNeed = {
  kind: 'sb',
  title: '杭州研发团队社保代缴',
  cityName: '杭州',
  headcount: 10,
  months: 12,
  baseAmount: '6000',
  budget: '3000',
  contactName: '李主管',
  contactPhone: '13800000013',
  description: '为杭州研发中心10名员工代缴社会保险，服务期一年，需每月提供缴费明细。',
};

/** company01's recruitment-agency (zp) demand for a Java developer: the position is the people's skill. */
async function javaAgencyNeed(): Promise<number> {
  const zp = { ...sbNeed, kind: 'zp', title: '招聘Java工程师', position: 'Java开发工程师', salary: '15000-20000', baseAmount: '' };
  return ok<{ data: { id: number } }>(await t.post('rsNeed_save', zp, { token: company })).data.id;
}
/** Every insert of a skill link of this kind (and entity) fails when its transaction commits. */
async function failLinksAtCommit(kind: SkillKind, entityId?: number) {
  await t.deps.db.execute(
    sql.raw(`create or replace function fail_link() returns trigger language plpgsql as $$
    begin raise exception 'forced failure of a skill link'; end $$`),
  );
  await t.deps.db.execute(
    sql.raw(`create constraint trigger fail_link after insert on skill_links deferrable initially deferred for each row
      when (new.kind = ${kind}${entityId ? ` and new.entity_id = ${entityId}` : ''}) execute function fail_link()`),
  );
}
const dropFailure = () => t.deps.db.execute(sql.raw('drop trigger if exists fail_link on skill_links'));
const linksOf = async (kind: SkillKind, entityId: number) =>
  (
    await t.deps.db
      .select({ skillId: skillLinks.skillId })
      .from(skillLinks)
      .where(and(eq(skillLinks.kind, kind), eq(skillLinks.entityId, entityId)))
  )
    .map((r) => r.skillId)
    .sort();

beforeAll(async () => {
  t = await createTestApp();
  [company, hr, person, zone, newcomer, admin] = await Promise.all([
    t.login('company01'),
    t.login('hragency01'),
    t.login('person01'),
    t.login('zoneuser01'),
    t.login('newuser01'),
    t.login('admin001', 'Admin@2026'),
  ]);
  for (const [k, name] of [
    ['company', 'company01'],
    ['hr', 'hragency01'],
    ['person', 'person01'],
    ['zone', 'zoneuser01'],
    ['newcomer', 'newuser01'],
    ['newcomer2', 'newuser02'],
  ] as const)
    ids[k] = await userId(t, name);
  ids.companyRow = (await t.deps.db.select({ id: companies.id }).from(companies).where(eq(companies.userId, ids.company)))[0]?.id ?? 0;
  // the recruiter's data positions need
  ok(await t.post('zpGrzl_save', { name: '李经理', title: '招聘主管', phone: '13700000000' }, { token: company }));
}, 120_000);
afterAll(() => t.close());

describe('matched firms for an HR demand (match_firms)', () => {
  let needId = 0;
  let hrFirm = 0;
  let personFirm = 0;
  let zoneFirm = 0;

  beforeAll(async () => {
    hrFirm = await firm(hr, ids.hr, '众才人力资源有限公司', '杭州', '专业提供社保代缴、公积金、薪资核算与招聘外包服务。', true);
    personFirm = await firm(person, ids.person, '沪上人事服务社', '上海', '社保代缴与劳务派遣。', false);
    zoneFirm = await firm(zone, ids.zone, '高新园区人事服务', '杭州', '社保代缴、招聘外包。', true);
    needId = ok<{ data: { id: number } }>(await t.post('rsNeed_save', sbNeed, { token: company })).data.id;
  });

  it('links the firm and the demand to the vocabulary when they are saved', async () => {
    const names = async (kind: SkillKind, id: number) =>
      (
        await t.deps.db.execute<{ name: string }>(
          sql`select s.name from skill_links l join skills s on s.id = l.skill_id where l.kind = ${kind} and l.entity_id = ${id}`,
        )
      ).rows.map((r) => r.name);
    expect(await names(SKILL_KIND.firm, hrFirm)).toEqual(expect.arrayContaining(['社保代缴', '招聘流程外包', '薪酬绩效']));
    expect(await names(SKILL_KIND.need, needId)).toContain('社保代缴');
  });

  it('ranks approved firms of the zone by services, city, membership, with reasons true of the pair', async () => {
    const list = ok(await t.post('match_firms', { id: needId }, { token: company })).data.recordList;
    const byId = new Map(list.map((f) => [f.id as number, f]));
    expect(byId.has(hrFirm)).toBe(true);
    expect(byId.has(personFirm)).toBe(true);
    // never across a zone: the private zone's firm is not offered to a public company
    expect(byId.has(zoneFirm)).toBe(false);
    const first = byId.get(hrFirm) as Record<string, unknown>;
    expect(list[0]?.id).toBe(hrFirm);
    expect(first.reasons).toEqual(expect.arrayContaining(['服务匹配 社保代缴', '同城', '会员服务商', '近期活跃']));
    expect(first).toMatchObject({ userId: ids.hr, name: '众才人力资源有限公司', member: true, completedCount: 0 });
    const second = byId.get(personFirm) as Record<string, unknown>;
    expect(second.reasons).not.toContain('同城');
    expect(second.reasons).not.toContain('会员服务商');
    expect(second.member).toBe(false);
    expect(second.score as number).toBeLessThan(first.score as number);
    // contact details of a firm are not part of a recommendation
    expect(JSON.stringify(list)).not.toContain('13900000004');
  });

  it('says when a firm quoted within budget before (its applications to demands of the same kind)', async () => {
    await t.deps.db
      .insert(personnelDelivers)
      .values({ needId, providerId: ids.hr, firmId: hrFirm, quote: 250_000, message: '可按月提供缴费明细' });
    const list = ok(await t.post('match_firms', { id: needId }, { token: company })).data.recordList;
    expect(list.find((f) => f.id === hrFirm)?.reasons).toContain('以往报价在预算内');
    await t.deps.db.delete(personnelDelivers).where(eq(personnelDelivers.needId, needId));
  });

  it("is only for the demand's owner, and leaves out a firm run by a company the owner shielded", async () => {
    expect((await t.post('match_firms', { id: needId }, { token: newcomer })).statusCode).toBe(403);
    expect((await t.post('match_firms', { id: 99_999_999 }, { token: company })).statusCode).toBe(404);
    const [c] = await t.deps.db.insert(companies).values({ userId: ids.hr, companyName: '众才人力', companyAuditState: 1 }).returning();
    await t.deps.db.insert(zpShields).values({ userId: ids.company, companyId: c?.id ?? 0 });
    const list = ok(await t.post('match_firms', { id: needId }, { token: company })).data.recordList;
    expect(list.map((f) => f.id)).not.toContain(hrFirm);
    expect(list.map((f) => f.id)).toContain(personFirm);
    await t.deps.db.delete(zpShields).where(eq(zpShields.userId, ids.company));
    await t.deps.db.delete(companies).where(eq(companies.id, c?.id ?? 0));
    // a firm whose account staff disabled is not recommended
    await t.deps.db.update(users).set({ status: 1 }).where(eq(users.id, ids.hr));
    expect(ok(await t.post('match_firms', { id: needId }, { token: company })).data.recordList.map((f) => f.id)).not.toContain(hrFirm);
    await t.deps.db.update(users).set({ status: 0 }).where(eq(users.id, ids.hr));
    expect(ok(await t.post('match_firms', { id: needId }, { token: company })).data.recordList.map((f) => f.id)).toContain(hrFirm);
  });

  it('提升匹配度 for a firm: its score on a demand it may open, the services it lacks; refused to a non-firm', async () => {
    await t.deps.db.update(personnelNeeds).set({ status: 1 }).where(eq(personnelNeeds.id, needId));
    const gap = ok<{ data: { score: number; matched: string[]; missing: string[]; courses: unknown[] } }>(
      await t.post('match_gap', { target: 'need', id: needId }, { token: hr }),
    );
    expect(gap.data.matched).toContain('社保代缴');
    expect(gap.data.missing).toEqual([]);
    const refused = (await t.post('match_gap', { target: 'need', id: needId }, { token: newcomer })).json<{
      success: boolean;
      error: string;
    }>();
    expect(refused).toMatchObject({ success: false, error: MATCH_MSG.notFirm });
  });

  it('scores firms on the services a recruitment-agency demand asks for, not on the position it fills', async () => {
    const zp = await javaAgencyNeed();
    const list = ok(await t.post('match_firms', { id: zp }, { token: company })).data.recordList;
    const first = list.find((f) => f.id === hrFirm) as { reasons: string[]; missing: string[] };
    expect(first.reasons.join('；')).toContain('招聘流程外包');
    // Java is what the people it looks for know (推荐人才), not a service a firm lacks
    expect(first.missing).not.toContain('Java');
    expect(JSON.stringify(list)).not.toContain('Java');
    await t.deps.db.update(personnelNeeds).set({ status: 1 }).where(eq(personnelNeeds.id, zp));
    const gap = ok<{ data: { missing: string[] } }>(await t.post('match_gap', { target: 'need', id: zp }, { token: hr }));
    expect(gap.data.missing).not.toContain('Java');
    await t.deps.db.delete(skillLinks).where(and(eq(skillLinks.kind, SKILL_KIND.need), eq(skillLinks.entityId, zp)));
    await t.deps.db.delete(personnelNeeds).where(eq(personnelNeeds.id, zp));
  });

  it('backfills firms and HR demands written before their links, once', async () => {
    // this database ran the backfill already (or runs it now): a later one finds firms without links
    await backfillSkills(t.deps.db);
    await t.deps.db.delete(platformConfigs).where(eq(platformConfigs.configKey, 'skills.backfill.hr'));
    await t.deps.db.delete(skillLinks).where(eq(skillLinks.kind, SKILL_KIND.firm));
    await t.deps.db.delete(skillLinks).where(eq(skillLinks.kind, SKILL_KIND.need));
    expect(await linksOf(SKILL_KIND.firm, hrFirm)).toEqual([]);
    expect(await backfillSkills(t.deps.db)).toBe(true);
    expect((await linksOf(SKILL_KIND.firm, hrFirm)).length).toBeGreaterThan(0);
    expect((await linksOf(SKILL_KIND.need, needId)).length).toBeGreaterThan(0);
    expect(await backfillSkills(t.deps.db)).toBe(false);
  });
});

describe('推荐人才 and 提升匹配度 for a short-term demand', () => {
  let demandId = 0;

  beforeAll(async () => {
    ok(await t.post('zpResume_save', resume('Java, Spring Boot, Redis'), { token: person }));
    demandId = await demand(ids.company, 'Java后端外包', 'Java、Spring Boot开发，了解Redis');
    // people who name skills on their profile only (no resume): one public, one in a private zone
    await linkSkills(t.deps.db, SKILL_KIND.profile, ids.newcomer2, 'Java');
    await linkSkills(t.deps.db, SKILL_KIND.profile, ids.zone, 'Java');
  });

  it('shows the owner resumes and profile-only people of his zone, scored, without contact details', async () => {
    const res = await t.post('match_talents', { target: 'demand', id: demandId }, { token: company });
    const list = ok(res).data.recordList;
    const seeker = list.find((x) => x.userId === ids.person) as Record<string, unknown>;
    expect(seeker).toMatchObject({ name: '张伟', matched: expect.arrayContaining(['Java', 'Spring Boot']) });
    expect(seeker.resumeId).toEqual(expect.any(Number));
    expect(seeker.reasons).toContain('同城');
    const profileOnly = list.find((x) => x.userId === ids.newcomer2) as Record<string, unknown>;
    expect(profileOnly).toMatchObject({ resumeId: null, name: '新用户小周', matched: ['Java'] });
    expect(list.map((x) => x.userId)).not.toContain(ids.zone);
    expect(list.map((x) => x.score)).toEqual(list.map((x) => x.score as number).sort((a, b) => b - a));
    expect(res.body).not.toContain('13900001111');
    expect(res.body).not.toContain('zhangwei@example.com');
    expect(res.body).not.toContain('13800000006');
  });

  it("refuses anyone but the owner; hides whoever shielded the owner's company or hid the resume", async () => {
    expect((await t.post('match_talents', { target: 'demand', id: demandId }, { token: newcomer })).statusCode).toBe(403);
    await t.deps.db.insert(zpShields).values({ userId: ids.person, companyId: ids.companyRow });
    let list = ok(await t.post('match_talents', { target: 'demand', id: demandId }, { token: company })).data.recordList;
    expect(list.map((x) => x.userId)).not.toContain(ids.person);
    await t.deps.db.delete(zpShields).where(eq(zpShields.userId, ids.person));
    // a hidden resume hides the person, profile skills or not
    await linkSkills(t.deps.db, SKILL_KIND.profile, ids.person, 'Java');
    await t.deps.db.update(zpResumes).set({ searchable: 0 }).where(eq(zpResumes.userId, ids.person));
    list = ok(await t.post('match_talents', { target: 'demand', id: demandId }, { token: company })).data.recordList;
    expect(list.map((x) => x.userId)).not.toContain(ids.person);
    await t.deps.db.update(zpResumes).set({ searchable: 1 }).where(eq(zpResumes.userId, ids.person));
    // a disabled account is put forward neither by its resume nor by its profile
    await t.deps.db
      .update(users)
      .set({ status: 1 })
      .where(inArray(users.id, [ids.person, ids.newcomer2]));
    list = ok(await t.post('match_talents', { target: 'demand', id: demandId }, { token: company })).data.recordList;
    expect(list.map((x) => x.userId)).not.toContain(ids.person);
    expect(list.map((x) => x.userId)).not.toContain(ids.newcomer2);
    await t.deps.db
      .update(users)
      .set({ status: 0 })
      .where(inArray(users.id, [ids.person, ids.newcomer2]));
    list = ok(await t.post('match_talents', { target: 'demand', id: demandId }, { token: company })).data.recordList;
    expect(list.map((x) => x.userId)).toEqual(expect.arrayContaining([ids.person, ids.newcomer2]));
  });

  it('gives a worker his score on a recruiting demand of his zone, and what he lacks', async () => {
    ok(await t.post('zpResume_save', resume('Java'), { token: person }));
    const gap = ok<{ data: { matched: string[]; missing: string[]; reasons: string[] } }>(
      await t.post('match_gap', { target: 'demand', id: demandId }, { token: person }),
    );
    expect(gap.data.matched).toEqual(['Java']);
    expect([...gap.data.missing].sort()).toEqual(['Redis', 'Spring Boot'].sort());
    const ended = await demand(ids.company, 'Java已结束', 'Java', { status: 5 });
    expect((await t.post('match_gap', { target: 'demand', id: ended }, { token: person })).statusCode).toBe(404);
    const zoned = await demand(ids.zone, '专区Java外包', 'Java', { exclusiveCode: 'HZGX01' });
    expect((await t.post('match_gap', { target: 'demand', id: zoned }, { token: person })).statusCode).toBe(403);
  });
});

describe('推荐人才 for an HR demand', () => {
  it('only a recruitment-agency demand has talents, matched on the position it fills', async () => {
    ok(await t.post('zpResume_save', resume('Java, Spring Boot'), { token: person }));
    const sb = ok<{ data: { id: number } }>(await t.post('rsNeed_save', sbNeed, { token: company })).data.id;
    expect((await t.post('match_talents', { target: 'need', id: sb }, { token: company })).json()).toMatchObject({
      success: false,
      error: MATCH_MSG.needNoTalents,
    });
    const zp = await javaAgencyNeed();
    const list = ok(await t.post('match_talents', { target: 'need', id: zp }, { token: company })).data.recordList;
    const seeker = list.find((x) => x.userId === ids.person);
    expect(seeker?.matched).toEqual(['Java']);
    // the agency service itself is the firm's skill, not the person's
    expect(seeker?.missing).toEqual([]);
    expect((await t.post('match_talents', { target: 'need', id: zp }, { token: hr })).statusCode).toBe(403);
  });
});

describe('skill links are written in the same transaction as their text', () => {
  it('a failed position edit changes neither its text nor its links; a failed new position leaves nothing', async () => {
    const job = (description: string) => ({
      positionname: '后端工程师',
      salaryrange: '5',
      workexperience: '4',
      education: '5',
      industry: '1',
      city: '杭州市',
      fl: ['1'],
      peoplenum: 1,
      description,
    });
    const id = ok<{ id: number }>(await t.post('zpPosition_add', job('熟悉Java与MySQL开发'), { token: company })).id;
    const before = await linksOf(SKILL_KIND.position, id);
    expect(before.length).toBe(2);
    await failLinksAtCommit(SKILL_KIND.position);
    try {
      expect((await t.post('zpPosition_add', { ...job('熟悉Python与Django开发，负责订单服务'), id }, { token: company })).statusCode).toBe(
        500,
      );
      const n = (await t.deps.db.select({ id: zpPositions.id }).from(zpPositions)).length;
      expect((await t.post('zpPosition_add', job('熟悉Go语言开发，负责订单服务'), { token: company })).statusCode).toBe(500);
      expect((await t.deps.db.select({ id: zpPositions.id }).from(zpPositions)).length).toBe(n);
    } finally {
      await dropFailure();
    }
    expect(await linksOf(SKILL_KIND.position, id)).toEqual(before);
    const [row] = await t.deps.db.select({ d: zpPositions.description }).from(zpPositions).where(eq(zpPositions.id, id));
    expect(row?.d).toBe('熟悉Java与MySQL开发');
  });

  it('a failed resume save leaves no resume and no links', async () => {
    await failLinksAtCommit(SKILL_KIND.resume);
    try {
      expect((await t.post('zpResume_save', resume('Java, Redis'), { token: newcomer })).statusCode).toBe(500);
    } finally {
      await dropFailure();
    }
    expect(await t.deps.db.select().from(zpResumes).where(eq(zpResumes.userId, ids.newcomer))).toEqual([]);
    expect(
      (await t.deps.db.execute(sql`select 1 from skill_links where kind = 3 and entity_id not in (select id from zp_resumes)`)).rows,
    ).toEqual([]);
  });

  it('a failed profile update keeps the skills it had, in the text and the links', async () => {
    const [java] = await t.deps.db
      .select({ id: dictionaryDetails.id })
      .from(dictionaryDetails)
      .innerJoin(dictionaries, eq(dictionaries.id, dictionaryDetails.dictionaryId))
      .where(and(eq(dictionaries.number, 'cszy'), eq(dictionaryDetails.name, 'Python开发')));
    await linkSkills(t.deps.db, SKILL_KIND.profile, ids.newcomer, 'Java');
    const before = await linksOf(SKILL_KIND.profile, ids.newcomer);
    await failLinksAtCommit(SKILL_KIND.profile, ids.newcomer);
    try {
      const res = await t.post('user_update', { nickName: '新用户小林', jobId: String(java?.id) }, { token: newcomer });
      expect(res.statusCode).toBe(500);
    } finally {
      await dropFailure();
    }
    expect(await linksOf(SKILL_KIND.profile, ids.newcomer)).toEqual(before);
    const [u] = await t.deps.db.select({ job: users.job }).from(users).where(eq(users.id, ids.newcomer));
    expect(u?.job ?? null).not.toBe('Python开发');
  });
});

describe('job alerts use the score', () => {
  it('notify an alert owner the new position matches well, with the reasons, besides the saved criteria', async () => {
    ok(await t.post('zpResume_save', resume('Java, Spring Boot, MySQL, Redis'), { token: person }));
    // a saved search the position does not meet (another city), and a newcomer whose resume names no skill
    await t.deps.db.insert(zpAlerts).values([
      { userId: ids.person, city: '北京' },
      { userId: ids.newcomer2, city: '北京' },
    ]);
    const publish = async (positionname: string, description: string) => {
      const id = ok<{ id: number }>(
        await t.post(
          'zpPosition_add',
          {
            positionname,
            salaryrange: '5',
            workexperience: '3',
            education: '4',
            industry: '1',
            city: '杭州市',
            fl: ['1'],
            peoplenum: 1,
            description,
          },
          { token: company },
        ),
      ).id;
      ok(await t.post('admin_reviewDecide', { kind: 'zp-position', id: String(id), decision: 'approve' }, { token: admin }));
      return id;
    };
    const alertsOf = async (uid: number, redirectId: number) =>
      t.deps.db
        .select({ content: notices.content })
        .from(notices)
        .where(and(eq(notices.userId, uid), eq(notices.redirectId, String(redirectId)), eq(notices.title, '职位订阅')));
    const good = await publish('Java开发工程师', '熟悉Java和SpringBoot，了解Redis、MySQL');
    const [notice] = await alertsOf(ids.person, good);
    expect(notice?.content).toMatch(/^有新的职位与您的简历匹配度高：.*「Java开发工程师」（匹配度 (\d+)%：技能匹配 /);
    expect(Number(/匹配度 (\d+)%/.exec(notice?.content ?? '')?.[1])).toBeGreaterThanOrEqual(ALERT_MATCH_MIN);
    expect(notice?.content).toContain('同城');
    expect(await alertsOf(ids.newcomer2, good)).toEqual([]);
    // a position that shares nothing with the resume: no notice
    const poor = await publish('平面设计师', '负责平面设计与海报，熟练使用Photoshop');
    expect(await alertsOf(ids.person, poor)).toEqual([]);
    // shielding the company silences the score's notices
    await t.deps.db.insert(zpShields).values({ userId: ids.person, companyId: ids.companyRow });
    const shielded = await publish('Java后端工程师', '熟悉Java和SpringBoot，了解Redis、MySQL');
    expect(await alertsOf(ids.person, shielded)).toEqual([]);
    await t.deps.db.delete(zpShields).where(eq(zpShields.userId, ids.person));
  });
});
