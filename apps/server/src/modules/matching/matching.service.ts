import { and, eq, ne, notExists, sql, type SQL } from 'drizzle-orm';
import { POSITION_STATUS } from '@xcb/shared';
import { DEMAND_STATUS } from '@xcb/shared/actions/employment';
import { MATCH_MSG as M } from '@xcb/shared/actions/matching';
import type { Executor } from '../../db/client.ts';
import { articles, demands, companies, zpCompanyPages, zpPositions, zpShields } from '../../db/schema/index.ts';
import { notFound } from '../../core/errors.ts';
import type { Actor } from '../../http/router.ts';
import { dictionary, skillNames } from '../skills/extract.ts';
import { SKILL_KIND, skillsOf } from '../skills/links.ts';
import { candidates } from './candidates.ts';
import { keptForPerson } from './cache.ts';
import { emptyList, slice, type Page } from './common.ts';
import { demandTarget, personOf, positionTarget } from './person.ts';
import { scorePair } from './score.ts';

// 为你推荐 (positions and short-term demands for the caller) and a course's positions. 推荐人才 and
// 提升匹配度 are in talents.ts, matched firms in firms.ts, the staff dictionary in dictionary.ts.

export { CANDIDATE_CAP } from './common.ts';

/** Published positions in the viewer's zone asking for any of the skills: the newest candidates, with their links. */
function positionCandidates(db: Executor, actor: Actor | null, skills: Iterable<number>, extra: SQL[] = []) {
  return candidates(db, {
    kind: SKILL_KIND.position,
    skills,
    actor,
    id: zpPositions.id,
    zone: zpPositions.exclusiveCode,
    newest: zpPositions.updatedAt,
    where: [eq(zpPositions.positionstatus, POSITION_STATUS.published), ...extra],
    read: (where, orderBy, cap) =>
      db
        .select({
          // the columns the lists show and the score reads (not the description)
          p: {
            id: zpPositions.id,
            positionname: zpPositions.positionname,
            salaryrange: zpPositions.salaryrange,
            workexperience: zpPositions.workexperience,
            education: zpPositions.education,
            city: zpPositions.city,
            companyId: zpPositions.companyId,
            createdAt: zpPositions.createdAt,
            updatedAt: zpPositions.updatedAt,
          },
          companyName: companies.companyName,
          companyTx: zpCompanyPages.companyTx,
        })
        .from(zpPositions)
        .innerJoin(companies, eq(companies.id, zpPositions.companyId))
        .leftJoin(zpCompanyPages, eq(zpCompanyPages.companyId, zpPositions.companyId))
        .where(where)
        .orderBy(...orderBy)
        .limit(cap),
    idOf: (r) => r.p.id,
  });
}

/** 为你推荐: published positions in the user's zone sharing a skill with them, scored (kept a while: cache.ts). */
export async function recommendPositions(db: Executor, actor: Actor, q: Page & { sort: 'match' | 'new' }) {
  const scored = await keptForPerson(db, actor, 'positions', q.sort, async () => {
    const dict = await dictionary(db);
    const person = await personOf(db, actor.userId);
    if (!person.skills.size) return null;
    const { rows, links } = await positionCandidates(db, actor, person.skills.keys(), [
      ne(zpPositions.userId, actor.userId),
      // a company the seeker shielded is never put in front of them
      notExists(
        sql`(select 1 from ${zpShields} where ${zpShields.userId} = ${actor.userId} and ${zpShields.companyId} = ${zpPositions.companyId})`,
      ),
    ]);
    return rows.map((r) => ({
      ...scorePair(dict, person, positionTarget(r.p, links.get(r.p.id))),
      id: r.p.id,
      positionname: r.p.positionname,
      salaryrange: r.p.salaryrange,
      city: r.p.city,
      companyId: r.p.companyId,
      companyname: r.companyName,
      companyTx: r.companyTx,
      createTime: r.p.createdAt.toISOString(),
    }));
  });
  if (!scored) return { data: { recordList: [], recordCount: 0, noSkills: true } };
  return { data: { recordList: slice(scored, q), recordCount: scored.length } };
}

/** 为你推荐 short-term demands: recruiting demands in the user's zone sharing a skill with them, scored (kept a while). */
export async function recommendDemands(db: Executor, actor: Actor, q: Page & { sort: 'match' | 'new' }) {
  const scored = await keptForPerson(db, actor, 'demands', q.sort, async () => {
    const dict = await dictionary(db);
    const person = await personOf(db, actor.userId);
    if (!person.skills.size) return null;
    const { rows, links } = await candidates(db, {
      kind: SKILL_KIND.demand,
      skills: person.skills.keys(),
      actor,
      id: demands.id,
      zone: demands.exclusiveCode,
      newest: demands.createdAt,
      where: [eq(demands.status, DEMAND_STATUS.recruiting), ne(demands.userId, actor.userId)],
      read: (where, orderBy, cap) =>
        db
          .select()
          .from(demands)
          .where(where)
          .orderBy(...orderBy)
          .limit(cap),
      idOf: (d) => d.id,
    });
    return rows.map((d) => ({
      ...scorePair(dict, person, demandTarget(d, links.get(d.id))),
      id: d.id,
      title: d.needtitle,
      city: d.cityName ?? d.city,
      budget: `${d.daymoney / 100}元/月`,
      createTime: d.createdAt.toISOString(),
    }));
  });
  if (!scored) return { data: { recordList: [], recordCount: 0, noSkills: true } };
  return { data: { recordList: slice(scored, q), recordCount: scored.length } };
}

/** A course page: open positions in the viewer's zone that ask for what the course teaches. */
export async function courseJobs(db: Executor, actor: Actor | null, q: Page & { id: number }) {
  const [course] = await db
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.id, q.id), eq(articles.kind, 'course'), eq(articles.status, 1)));
  if (!course) throw notFound(M.courseMissing);
  const dict = await dictionary(db);
  const teaches = [...((await skillsOf(db, SKILL_KIND.course, [course.id])).get(course.id)?.keys() ?? [])];
  if (!teaches.length) return emptyList();
  const { rows, links } = await positionCandidates(db, actor, teaches);
  const list = rows.map((r) => ({
    id: r.p.id,
    positionname: r.p.positionname,
    salaryrange: r.p.salaryrange,
    city: r.p.city,
    companyname: r.companyName,
    createTime: r.p.createdAt.toISOString(),
    skills: skillNames(
      dict,
      teaches.filter((t) => links.get(r.p.id)?.has(t)),
    ),
  }));
  return { data: { recordList: slice(list, q), recordCount: list.length } };
}
