import type { DemoClient, DemoSeed } from '../context.ts';
import { ROLES } from '../data/recruitment-roles.ts';
import { PERSON01, PROFILES, SEEKERS, type DemoSeeker } from '../data/recruitment-seekers.ts';
import { avatarFile } from '../pictures/recruitment.ts';
import { uploadPicture } from './uploads.ts';

/** The year the demo's resumes are written in: fixed, so a start next year shows the same experience. */
const NOW_YEAR = 2026;
const TIER1 = ['北京市', '上海市', '深圳市'];
const DEGREE = { 大专: { edu: '4', years: 3 }, 本科: { edu: '5', years: 4 }, 硕士: { edu: '6', years: 7 } } as const;

/** seekerNN 139100002NN, zseekNN 139100003NN */
const seekerPhone = (user: string) => {
  const n = Number(user.replace(/\D/g, ''));
  return `1391000${user.startsWith('z') ? '3' : '2'}${String(n).padStart(3, '0')}`;
};

/** gzjy from years worked: 应届生, 1年以下, 1-3年, 3-5年, 5-10年, 10年以上 */
const experienceCode = (years: number) =>
  years <= 0 ? '2' : years === 1 ? '3' : years <= 3 ? '4' : years <= 5 ? '5' : years <= 10 ? '6' : '7';

/** A complete resume in the words of the seeker's trade: education, work history, a project, skills. */
export function resumeFor(p: DemoSeeker, phone: string) {
  const profile = PROFILES[p.role];
  if (!profile) throw new Error(`no resume profile for ${p.role}`);
  const role = ROLES[p.role];
  const degree = DEGREE[p.degree];
  const grad = p.birthYear + 18 + degree.years;
  const years = NOW_YEAR - grad;
  const educations =
    p.degree === '硕士'
      ? [
          { school: p.school, major: p.major, degree: '硕士', start: `${grad - 3}-09`, end: `${grad}-06` },
          { school: p.school, major: p.major, degree: '本科', start: `${grad - 7}-09`, end: `${grad - 3}-06` },
        ]
      : [{ school: p.school, major: p.major, degree: p.degree, start: `${grad - degree.years}-09`, end: `${grad}-06` }];
  const [latest, earlier] = profile.employers;
  const switched = earlier && years >= 4 ? grad + Math.floor(years / 2) : undefined;
  const works =
    years <= 0
      ? [
          {
            company: latest ?? '',
            title: `${profile.workTitle}（实习）`,
            start: `${grad - 1}-07`,
            end: `${grad - 1}-12`,
            content: profile.work[0] ?? '',
          },
        ]
      : [
          { company: latest ?? '', title: profile.workTitle, start: `${switched ?? grad}-07`, end: '至今', content: profile.work[0] ?? '' },
          ...(switched && earlier
            ? [{ company: earlier, title: profile.workTitle, start: `${grad}-07`, end: `${switched}-06`, content: profile.work[1] ?? '' }]
            : []),
        ];
  const projectStart = Math.max(grad, NOW_YEAR - 2);
  const salary = Math.min(8, role.salary + (TIER1.includes(p.city) ? 1 : 0) + (years >= 5 ? 1 : 0));
  // a QQ mailbox from the phone: believable and unique
  const email = `${Number(phone.slice(-6)) * 7 + 31_000_000}@qq.com`;
  return {
    name: p.name,
    gender: p.gender,
    birthYear: p.birthYear,
    phone,
    email,
    city: p.city,
    education: degree.edu,
    workexperience: experienceCode(years),
    expectedPosition: role.title,
    expectedSalary: String(salary),
    expectedCity: p.city,
    expectedIndustry: role.industry,
    summary: profile.summary,
    skills: profile.skills,
    educations,
    works,
    projects: [{ ...profile.project, start: `${projectStart}-03`, end: years <= 0 ? `${projectStart}-06` : `${projectStart + 1}-01` }],
    searchable: 1,
  };
}

export interface SeededSeeker {
  seeker: DemoSeeker;
  client: DemoClient;
  resumeId: number;
}

async function setUpSeeker(s: DemoSeeker, client: DemoClient, phone: string): Promise<SeededSeeker> {
  const icon = await uploadPicture(client, avatarFile(s.user), 'avatar');
  await client.call('user_update', { nickName: s.name, icon });
  const saved = await client.call<{ id: number }>('zpResume_save', resumeFor(s, phone));
  return { seeker: s, client, resumeId: saved.id };
}

/** person01 and every demo job seeker: avatar, nickname and a complete resume. */
export async function seedSeekers(s: DemoSeed): Promise<{ person01: SeededSeeker; seekers: SeededSeeker[] }> {
  const person = await s.as(PERSON01.user);
  const [person01, ...seekers] = await Promise.all([
    setUpSeeker(PERSON01, person, '13800000002'),
    ...SEEKERS.map(async (k) => {
      const phone = seekerPhone(k.user);
      const client = await s.account({ name: k.user, nickName: k.name, phone, auth: 1, realName: k.name, exclusiveCode: k.zone });
      return setUpSeeker(k, client, phone);
    }),
  ]);
  return { person01, seekers };
}
