import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { seedSkills } from './vocabulary.ts';
import {
  articles,
  demandJobs,
  demands,
  personnelNeeds,
  platformConfigs,
  rsFirms,
  users,
  zpPositions,
  zpResumes,
} from '../../db/schema/index.ts';
import { firmSkillTexts, linkSkills, needSkillTexts, SKILL_KIND } from './links.ts';

// Rows written before the skills vocabulary existed get their skill links once: a marker row says the
// backfill ran. Read in id order, BATCH rows a transaction, so a large database is not one long lock.
// HR firms and HR demands were linked later than the rest: their own marker, so a database that ran the
// first backfill still gets them once.

const MARKER = 'skills.backfill';
const HR_MARKER = 'skills.backfill.hr';
const BATCH = 500;

async function each<T extends { id: number }>(
  read: (after: number) => Promise<T[]>,
  link: (tx: Executor, row: T) => Promise<unknown>,
  db: Db,
) {
  let after = 0;
  for (;;) {
    const rows = await read(after);
    if (!rows.length) return;
    await db.transaction(async (tx) => {
      for (const r of rows) await link(tx, r);
    });
    after = (rows[rows.length - 1] as T).id;
  }
}

const ran = async (db: Db, marker: string) =>
  (await db.select().from(platformConfigs).where(eq(platformConfigs.configKey, marker))).length > 0;
const mark = (db: Db, marker: string) => db.insert(platformConfigs).values({ configKey: marker, configStatus: '1' }).onConflictDoNothing();

/** Runs once per database (after migrate and seed); returns whether any of it ran now. */
export async function backfillSkills(db: Db): Promise<boolean> {
  const first = await backfillFirst(db);
  const hr = await backfillHr(db);
  return first || hr;
}

async function backfillHr(db: Db): Promise<boolean> {
  if (await ran(db, HR_MARKER)) return false;
  await seedSkills(db);
  await each(
    (after) =>
      db
        .select({ id: rsFirms.id, firmname: rsFirms.firmname, intro: rsFirms.intro })
        .from(rsFirms)
        .where(gt(rsFirms.id, after))
        .orderBy(asc(rsFirms.id))
        .limit(BATCH),
    (tx, r) => linkSkills(tx, SKILL_KIND.firm, r.id, ...firmSkillTexts(r)),
    db,
  );
  await each(
    (after) =>
      db
        .select({
          id: personnelNeeds.id,
          kind: personnelNeeds.kind,
          title: personnelNeeds.title,
          position: personnelNeeds.position,
          description: personnelNeeds.description,
        })
        .from(personnelNeeds)
        .where(gt(personnelNeeds.id, after))
        .orderBy(asc(personnelNeeds.id))
        .limit(BATCH),
    (tx, r) => linkSkills(tx, SKILL_KIND.need, r.id, ...needSkillTexts(r)),
    db,
  );
  await mark(db, HR_MARKER);
  return true;
}

async function backfillFirst(db: Db): Promise<boolean> {
  if (await ran(db, MARKER)) return false;
  // a database seeded before the vocabulary existed gets it now
  await seedSkills(db);
  await each(
    (after) =>
      db
        .select({ id: zpPositions.id, name: zpPositions.positionname, text: zpPositions.description })
        .from(zpPositions)
        .where(gt(zpPositions.id, after))
        .orderBy(asc(zpPositions.id))
        .limit(BATCH),
    (tx, r) => linkSkills(tx, SKILL_KIND.position, r.id, r.name, r.text),
    db,
  );
  await each(
    (after) =>
      db
        .select({ id: zpResumes.id, skills: zpResumes.skills, expected: zpResumes.expectedPosition, summary: zpResumes.summary })
        .from(zpResumes)
        .where(gt(zpResumes.id, after))
        .orderBy(asc(zpResumes.id))
        .limit(BATCH),
    (tx, r) => linkSkills(tx, SKILL_KIND.resume, r.id, r.skills, r.expected, r.summary),
    db,
  );
  await each(
    (after) =>
      db
        .select({ id: demands.id, title: demands.needtitle })
        .from(demands)
        .where(gt(demands.id, after))
        .orderBy(asc(demands.id))
        .limit(BATCH),
    async (tx, r) => {
      const jobs = await tx.select().from(demandJobs).where(eq(demandJobs.demandId, r.id));
      return linkSkills(tx, SKILL_KIND.demand, r.id, r.title, ...jobs.map((j) => `${j.position}\n${j.keytechnologies}`));
    },
    db,
  );
  await each(
    (after) =>
      db
        .select({ id: articles.id, title: articles.title, summary: articles.summary, skill: articles.postDivision })
        .from(articles)
        .where(and(eq(articles.kind, 'course'), gt(articles.id, after)))
        .orderBy(asc(articles.id))
        .limit(BATCH),
    (tx, r) => linkSkills(tx, SKILL_KIND.course, r.id, r.title, r.summary, r.skill),
    db,
  );
  await each(
    (after) => db.select({ id: users.id, job: users.job }).from(users).where(gt(users.id, after)).orderBy(asc(users.id)).limit(BATCH),
    (tx, r) => (r.job ? linkSkills(tx, SKILL_KIND.profile, r.id, r.job.replace(/,/g, '\n')) : Promise.resolve()),
    db,
  );
  await mark(db, MARKER);
  return true;
}
