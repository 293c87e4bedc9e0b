import { random, type DemoClient } from '../context.ts';
import { ROLES, type RoleKey } from '../data/recruitment-roles.ts';
import type { SeededPosition } from './companies.ts';
import type { SeededSeeker } from './seekers.ts';

/** Where an application ends up: 0 新投递, 1 已查看, 2 已邀面试, 3 已面试, 4 已发offer, 5 不合适. */
type Target = 0 | 1 | 2 | 3 | 4 | 5;

interface Plan {
  seeker: SeededSeeker;
  position: SeededPosition;
  target: Target;
  /** how many plans before this one have the same target: varies answers evenly (company01's come first) */
  variant: number;
}

/** company01's applicants, so its 应聘管理 shows every state (by seeker; the rest follow `spread`). */
const COMPANY01_STATES: Record<string, [RoleKey, Target]> = {
  person01: ['javaSenior', 2],
  seeker01: ['java', 4],
  seeker02: ['frontend', 3],
  seeker03: ['javaSenior', 3],
  seeker04: ['data', 1],
  seeker05: ['test', 5],
  seeker06: ['pm', 0],
  seeker19: ['java', 2],
  seeker20: ['frontend', 5],
  seeker25: ['java', 0],
  seeker26: ['data', 2],
};

/** person01's other applications, by company account and job */
const PERSON01_MORE: [string, RoleKey, Target][] = [
  ['corp18', 'go', 1],
  ['corp17', 'itTeacher', 4],
  ['corp01', 'python', 5],
  ['corp09', 'ui', 0],
];

const spread: Target[] = [0, 1, 1, 2, 2, 3, 4, 5, 5, 0];

const OFFER_NOTES = [
  '月薪面议，待双方确认后发送正式录用通知',
  '税前月薪14K，13薪，下月1日入职',
  '试用期3个月，转正后缴纳全额公积金',
  '欢迎加入！入职材料清单已发至您的邮箱',
];
const REJECT_NOTES = [
  '经综合评估，您的经历与岗位要求暂不匹配，已将简历存入人才库',
  '该岗位已招满，感谢您的关注',
  '岗位需要更多相关行业经验，期待以后有机会合作',
];

/** Plans every application: company01's set, person01's, and each seeker's few matching jobs in his zone. */
function plan(person01: SeededSeeker, seekers: SeededSeeker[], positions: SeededPosition[]): Plan[] {
  const plans: Plan[] = [];
  const taken = new Set<string>();
  const add = (seeker: SeededSeeker, position: SeededPosition | undefined, target: Target) => {
    if (!position) throw new Error(`no demo position for ${seeker.seeker.user}`);
    const key = `${seeker.seeker.user}:${position.id}`;
    if (taken.has(key)) return;
    taken.add(key);
    plans.push({ seeker, position, target, variant: plans.filter((p) => p.target === target).length });
  };
  const find = (user: string, role: RoleKey) => positions.find((p) => p.company.user === user && p.role === role);
  for (const k of [person01, ...seekers]) {
    const state = COMPANY01_STATES[k.seeker.user];
    if (state) add(k, find('company01', state[0]), state[1]);
  }
  for (const [user, role, target] of PERSON01_MORE) add(person01, find(user, role), target);
  const rnd = random(9300);
  for (const k of seekers) {
    const zone = k.seeker.zone;
    const mine = positions.filter((p) => p.company.zone === zone && p.company.user !== 'company01');
    const industry = ROLES[k.seeker.role].industry;
    // the same job first (own city before others), then the same trade
    const same = mine
      .filter((p) => p.role === k.seeker.role)
      .sort((a, b) => Number(b.city === k.seeker.city) - Number(a.city === k.seeker.city));
    const near = mine.filter((p) => p.role !== k.seeker.role && ROLES[p.role].industry === industry && p.city === k.seeker.city);
    for (const p of [...same, ...near].slice(0, 3)) add(k, p, spread[rnd.int(0, spread.length - 1)] as Target);
  }
  return plans;
}

/** A future day at a China-time hour: invitations must lie ahead of the moment the demo is seeded. */
function ahead(days: number, hourCn: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  d.setUTCHours(hourCn - 8, 0, 0, 0);
  return d.toISOString();
}

/** Moves one application to its target through the recruiter's and the seeker's own actions. */
async function run(p: Plan, appId: number, n: number): Promise<void> {
  const hr: DemoClient = p.position.client;
  const me = p.seeker.client;
  if (p.target === 0) return;
  // the recruiter opens the resume from the applicant list: the application becomes 已查看 and the
  // seeker's 谁看过我的简历 lists the company
  await hr.call('zpResume_detail', { id: p.seeker.resumeId, applicationId: appId });
  if (p.target === 1) return;
  if (p.target === 5 && n % 2 === 0) {
    await hr.call('zpApply_move', { id: appId, status: 5, note: REJECT_NOTES[n % REJECT_NOTES.length] });
    return;
  }
  const video = n % 3 !== 0 ? 1 : 0;
  const inv = await hr.call<{ id: number }>('zpInterview_add', {
    applicationId: appId,
    interviewTime: ahead(1 + (n % 6), [10, 14, 15, 16][n % 4] as number),
    video,
    place: video ? undefined : p.position.company.address,
    note: video ? '请提前5分钟进入视频面试间，准备好近期的项目介绍' : '到前台报姓名即可，请携带纸质简历一份',
  });
  if (p.target === 2) {
    // some answered, some not yet: the seeker's 面试邀请 shows each state
    if (p.variant % 3 === 1) await me.call('zpInterview_reply', { id: inv.id, answer: 'accept', reply: '好的，准时参加' });
    else if (p.variant % 3 === 2)
      await me.call('zpInterview_reply', {
        id: inv.id,
        answer: 'reschedule',
        reply: '当天有事，能否改到后一天？',
        proposedTime: ahead(2 + (n % 6), 14),
      });
    return;
  }
  await me.call('zpInterview_reply', { id: inv.id, answer: 'accept', reply: '收到，谢谢' });
  await hr.call('zpApply_move', { id: appId, status: 3 });
  if (p.target === 3) return;
  if (p.target === 5) await hr.call('zpApply_move', { id: appId, status: 5, note: REJECT_NOTES[n % REJECT_NOTES.length] });
  else await hr.call('zpApply_move', { id: appId, status: 4, note: OFFER_NOTES[n % OFFER_NOTES.length] });
}

/**
 * Applications (投递) and the pipeline: each seeker applies, then each company moves its applicants on
 * (viewed, interview invitations answered or not, interviewed, offers, refusals). Seekers apply in
 * parallel; a company handles its own applicants one after another.
 */
export async function seedPipeline(person01: SeededSeeker, seekers: SeededSeeker[], positions: SeededPosition[]): Promise<void> {
  const plans = plan(person01, seekers, positions);
  const bySeeker = new Map<string, Plan[]>();
  for (const p of plans) bySeeker.set(p.seeker.seeker.user, [...(bySeeker.get(p.seeker.seeker.user) ?? []), p]);
  const ids = new Map<Plan, number>();
  await Promise.all(
    [...bySeeker.values()].map(async (list) => {
      for (const p of list) ids.set(p, (await p.seeker.client.call<{ id: number }>('zpApply_add', { positionId: p.position.id })).id);
    }),
  );
  const byCompany = new Map<string, Plan[]>();
  for (const p of plans) byCompany.set(p.position.company.user, [...(byCompany.get(p.position.company.user) ?? []), p]);
  // n varies times, notes and answers by the plan's place, not by which company's turn came first
  await Promise.all(
    [...byCompany.values()].map(async (list) => {
      for (const p of list) await run(p, ids.get(p) as number, plans.indexOf(p));
    }),
  );
}
