import { eq } from 'drizzle-orm';
import { companies } from '../../../db/schema/index.ts';
import { random, type DemoClient, type DemoSeed } from '../context.ts';
import { COMPANIES, type DemoCompany } from '../data/recruitment-companies.ts';
import { ROLES, type Role, type RoleKey } from '../data/recruitment-roles.ts';
import { logoFile } from '../pictures/recruitment.ts';
import { uploadPicture } from './uploads.ts';

/** A published demo position, as the pipeline step needs it. */
export interface SeededPosition {
  id: number;
  role: RoleKey;
  company: DemoCompany;
  client: DemoClient;
  companyId: number;
  city: string;
}

const TIER1 = ['北京市', '上海市', '深圳市'];

/** corpNN / zcorpNN get phones 139100000NN / 139100001NN; their recruiters' contact numbers 139104000NN. */
const accountPhone = (user: string) => {
  const n = Number(user.replace(/\D/g, ''));
  return `1391000${user.startsWith('z') ? '1' : '0'}${String(n).padStart(3, '0')}`;
};
const recruiterPhone = (i: number) => `1391040${String(i).padStart(4, '0')}`;

function positionBody(c: DemoCompany, role: Role, rnd: ReturnType<typeof random>) {
  // some entry jobs pay a step more (a company competing for people), senior ones stay at their level
  const salary = Math.min(8, role.salary + (TIER1.includes(c.city) ? 1 : 0) + (role.salary <= 3 && rnd.next() < 0.25 ? 1 : 0));
  const fl = [...new Set([...c.fl, ...(role.fl ?? [])])].sort((a, b) => Number(a) - Number(b));
  const many = ['2', '3'].includes(role.edu) || role.salary <= 2;
  const description = [
    '岗位职责：',
    ...role.duties.map((d, i) => `${i + 1}. ${d}；`),
    '',
    '任职要求：',
    ...role.reqs.map((d, i) => `${i + 1}. ${d}；`),
    '',
    `工作地点：${c.address}`,
  ].join('\n');
  return {
    positionname: role.title,
    salaryrange: String(salary),
    workexperience: role.exp,
    education: role.edu,
    industry: role.industry,
    city: c.city,
    fl,
    peoplenum: many ? rnd.int(3, 10) : rnd.int(1, 3),
    description,
  };
}

/**
 * One company as its recruiter sets it up: the logo upload, the recruiting page (logo, trade, size,
 * nature, address, introduction), the recruiter's own data (the (3,5,2) check), then its positions.
 * Answers the submitted positions' ids (they wait for staff review).
 */
async function setUpCompany(
  s: DemoSeed,
  c: DemoCompany,
  index: number,
): Promise<{ client: DemoClient; companyId: number; submitted: number[] }> {
  const client =
    c.user.startsWith('corp') || c.user.startsWith('zcorp')
      ? await s.account({
          name: c.user,
          nickName: c.nickName ?? c.short,
          phone: accountPhone(c.user),
          auth: 2,
          exclusiveCode: c.zone,
          company: { name: c.name, industry: c.industryText, size: c.sizeText, address: c.address, intro: c.intro.split('\n')[0] },
        })
      : await s.as(c.user);
  const logo = await uploadPicture(client, logoFile(c.user), 'general');
  // The certified record's logo is what the home page's 热门企业 shows; it is part of the certification
  // the seed writes directly (the base seed's company01 and zoneuser01 were certified without one).
  const [row] = await s.deps.db
    .update(companies)
    .set({ companyTx: logo, companyMainIndustry: c.industryText, companySize: c.sizeText, companyAddress: c.address })
    .where(eq(companies.userId, client.id))
    .returning({ id: companies.id });
  if (!row) throw new Error(`no certified company for ${c.user}`);
  await client.call('zpCompany_save', {
    companyTx: logo,
    companyMainIndustry: c.industry,
    companySize: c.size,
    companyNature: c.nature,
    address: c.address,
    intro: c.intro,
  });
  await client.call('zpGrzl_save', { ...c.recruiter, phone: recruiterPhone(index + 1) });
  const rnd = random(9100 + index);
  const submitted: number[] = [];
  for (const key of c.roles) {
    const r = await client.call<{ id: number }>('zpPosition_add', positionBody(c, ROLES[key], rnd));
    submitted.push(r.id);
  }
  return { client, companyId: row.id, submitted };
}

/**
 * Every demo company with its positions, approved through the staff review queue as a reviewer would.
 * company01 also has one position still waiting for review and one taken offline, as a real recruiter's
 * management page does.
 */
export async function seedCompanies(s: DemoSeed): Promise<SeededPosition[]> {
  const staff = await s.staff();
  const set = await Promise.all(COMPANIES.map((c, i) => setUpCompany(s, c, i)));
  const positions: SeededPosition[] = [];
  for (const [i, c] of COMPANIES.entries()) {
    const { client, companyId, submitted } = set[i] as { client: DemoClient; companyId: number; submitted: number[] };
    for (const [j, id] of submitted.entries())
      positions.push({ id, role: c.roles[j] as RoleKey, company: c, client, companyId, city: c.city });
  }
  for (const p of positions) await staff.call('admin_reviewDecide', { kind: 'zp-position', id: String(p.id), decision: 'approve' });

  const company01 = (set[0] as { client: DemoClient }).client;
  const home = COMPANIES[0] as DemoCompany;
  const rnd = random(9099);
  const offline = await company01.call<{ id: number }>('zpPosition_add', positionBody(home, ROLES.ui, rnd));
  await staff.call('admin_reviewDecide', { kind: 'zp-position', id: String(offline.id), decision: 'approve' });
  await company01.call('zpPosition_offline', { id: offline.id });
  await company01.call('zpPosition_add', positionBody(home, ROLES.ops, rnd));
  return positions;
}
