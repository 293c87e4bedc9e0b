import type { DemoSeed } from './context.ts';
import { seedCompanies, type SeededPosition } from './recruitment/companies.ts';
import { seedPipeline } from './recruitment/pipeline.ts';
import { seedSeekers, type SeededSeeker } from './recruitment/seekers.ts';

/**
 * 求职招聘 as a fresh start shows it (issue 22): companies of many trades and cities with logo, page and
 * recruiter; their positions reviewed and published; job seekers with avatars and complete resumes;
 * applications in every pipeline state with interviews; favourites, follows and job alerts. The two
 * private zones get their own companies, positions and members, seen only inside the zone.
 */
export async function seedRecruitment(s: DemoSeed): Promise<void> {
  // Seekers first: person01's job alert then hears of the matching positions as staff approve them.
  const { person01, seekers } = await seedSeekers(s);
  await Promise.all([
    person01.client.call('zpAlert_add', { keyword: 'Java', city: '杭州' }),
    seekerNamed(seekers, 'seeker04').client.call('zpAlert_add', { keyword: '数据分析', city: '北京' }),
    seekerNamed(seekers, 'seeker09').client.call('zpAlert_add', { keyword: '嵌入式', salaryrange: '5' }),
  ]);
  const positions = await seedCompanies(s);
  await seedPipeline(person01, seekers, positions);
  await seedInterest(person01, seekers, positions);
}

function seekerNamed(seekers: SeededSeeker[], user: string): SeededSeeker {
  const found = seekers.find((k) => k.seeker.user === user);
  if (!found) throw new Error(`no demo seeker ${user}`);
  return found;
}

/** Favourite positions and followed companies: person01's lists, and a few for the others. */
async function seedInterest(person01: SeededSeeker, seekers: SeededSeeker[], positions: SeededPosition[]): Promise<void> {
  const pick = (user: string, role: string) => positions.find((p) => p.company.user === user && p.role === role);
  const wants: [SeededSeeker, SeededPosition | undefined][] = [
    [person01, pick('corp01', 'bigdata')],
    [person01, pick('corp18', 'go')],
    [person01, pick('company01', 'java')],
  ];
  for (const k of seekers.filter((_, i) => i % 2 === 0)) {
    const match = positions.filter((p) => p.company.zone === k.seeker.zone && p.role === k.seeker.role);
    wants.push([k, match[match.length - 1]]);
  }
  const follows: [SeededSeeker, SeededPosition | undefined][] = [
    [person01, pick('company01', 'java')],
    [person01, pick('corp01', 'bigdata')],
    [person01, pick('corp17', 'itTeacher')],
    ...seekers
      .slice(0, 10)
      .map((k): [SeededSeeker, SeededPosition | undefined] => [
        k,
        positions.find((p) => p.company.zone === k.seeker.zone && p.role === k.seeker.role),
      ]),
  ];
  await Promise.all(
    [person01, ...seekers].map(async (k) => {
      for (const [who, p] of wants)
        if (who === k && p && p.company.zone === k.seeker.zone) await k.client.call('zpCollect_toggle', { positionId: p.id });
      for (const [who, p] of follows)
        if (who === k && p && p.company.zone === k.seeker.zone) await k.client.call('zpConcern_toggle', { companyId: p.companyId });
    }),
  );
}
