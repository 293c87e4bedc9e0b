import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type demands, type zpPositions, zpResumes } from '../../db/schema/index.ts';
import { SKILL_KIND, skillsOf } from '../skills/links.ts';
import type { Person, Target } from './score.ts';

// The two sides of a score as the score reads them: what people bring (their resume and profile) and
// what a position or a short-term demand asks. No area above this one is imported, so recruitment's
// job alerts can score a new position too.

export type PersonFacts = Person & {
  resumeId: number | null;
  resumeName: string | null;
  resumeUpdatedAt: Date | null;
  searchable: boolean;
};

/**
 * What each user brings: the skills of their resume and profile, the resume's cities, pay, experience,
 * education. Three queries for any number of users; a user without resume or profile skills is absent.
 */
export async function peopleOf(db: Executor, userIds: number[]): Promise<Map<number, PersonFacts>> {
  const out = new Map<number, PersonFacts>();
  const ids = [...new Set(userIds)];
  if (!ids.length) return out;
  const resumes = await db.select().from(zpResumes).where(inArray(zpResumes.userId, ids));
  const [resumeSkills, profileSkills] = await Promise.all([
    skillsOf(
      db,
      SKILL_KIND.resume,
      resumes.map((r) => r.id),
    ),
    skillsOf(db, SKILL_KIND.profile, ids),
  ]);
  const byUser = new Map(resumes.map((r) => [r.userId, r]));
  for (const id of ids) {
    const resume = byUser.get(id);
    const skills = new Map([...(profileSkills.get(id) ?? []), ...(resume ? (resumeSkills.get(resume.id) ?? []) : [])]);
    if (!resume && !skills.size) continue;
    out.set(id, {
      resumeId: resume?.id ?? null,
      resumeName: resume?.name ?? null,
      resumeUpdatedAt: resume?.updatedAt ?? null,
      searchable: resume ? resume.searchable === 1 : true,
      skills,
      cities: [resume?.city, resume?.expectedCity].filter((c): c is string => !!c),
      salary: resume?.expectedSalary ?? null,
      experience: resume?.workexperience ?? null,
      education: resume?.education ?? null,
    });
  }
  return out;
}

const nobody = (): PersonFacts => ({
  resumeId: null,
  resumeName: null,
  resumeUpdatedAt: null,
  searchable: true,
  skills: new Map(),
  cities: [],
});

/** One user's facts (no skills when they named none). */
export async function personOf(db: Executor, userId: number): Promise<PersonFacts> {
  return (await peopleOf(db, [userId])).get(userId) ?? nobody();
}

/** What a position states that the score reads (a list selects only these). */
export type PositionFacts = Pick<typeof zpPositions.$inferSelect, 'city' | 'salaryrange' | 'workexperience' | 'education' | 'updatedAt'>;

export const positionTarget = (p: PositionFacts, s: Map<number, number> | undefined): Target => ({
  skills: s ?? new Map<number, number>(),
  city: p.city,
  salary: p.salaryrange,
  experience: p.workexperience,
  education: p.education,
  publishedAt: p.updatedAt,
});

/** A short-term demand states skills (its jobs' 关键技术), a city and when it was published; its pay is money, not a salary code. */
export const demandTarget = (d: typeof demands.$inferSelect, s: Map<number, number> | undefined): Target => ({
  skills: s ?? new Map<number, number>(),
  city: d.cityName ?? d.city,
  publishedAt: d.createdAt,
});
