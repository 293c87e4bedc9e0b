import { and, desc, eq, inArray, ne, notExists, sql } from 'drizzle-orm';
import { POSITION_STATUS, USER_STATUS } from '@xcb/shared';
import { DEMAND_STATUS } from '@xcb/shared/actions/employment';
import { MATCH_MSG as M, type MatchScore, type MatchTarget } from '@xcb/shared/actions/matching';
import type { Db, Executor } from '../../db/client.ts';
import { articles, demands, personnelNeeds, skillLinks, users, zpPositions, zpResumes, zpShields } from '../../db/schema/index.ts';
import { forbidden, notFound, refuse } from '../../core/errors.ts';
import type { Actor } from '../../http/router.ts';
import { assertVisible, zoneScope } from '../domain/scope.ts';
import { companyOf } from '../recruitment/recruitment.common.ts';
import { notShieldedFrom } from '../recruitment/resumes.service.ts';
import { dictionary, extractSkills, skillNames } from '../skills/extract.ts';
import { SKILL_KIND, skillsOf } from '../skills/links.ts';
import { candidates } from './candidates.ts';
import { byScore, emptyList, slice, type Page } from './common.ts';
import { firmGap } from './firms.ts';
import { demandTarget, peopleOf, personOf, positionTarget } from './person.ts';
import { scorePair, type Target } from './score.ts';

// 推荐人才 for the owner of a position, a short-term demand or a recruitment-agency (zp) HR demand, and
// 提升匹配度 (the viewer's score, the skills he lacks and the courses teaching them). People are shown as
// resume search shows them: in the owner's zone, never to a company they shielded, without contact
// details (those follow consent: an application or an accepted invitation, elsewhere).

interface OwnTarget {
  target: Target;
  /** the owner's company, which people may have shielded (null: the owner has none) */
  companyId: number | null;
  /** short-term work also goes to people who name skills on their profile only (no resume) */
  withProfiles: boolean;
}

/** The target of 推荐人才, refused to anyone but its owner. */
async function ownTarget(db: Executor, actor: Actor, kind: MatchTarget, id: number): Promise<OwnTarget> {
  if (kind === 'position') {
    const [p] = await db.select().from(zpPositions).where(eq(zpPositions.id, id));
    if (!p) throw notFound(M.targetMissing);
    const company = await companyOf(db, actor.userId);
    if (p.userId !== actor.userId && p.companyId !== company?.id) throw forbidden(M.notYourPosition);
    return {
      target: positionTarget(p, (await skillsOf(db, SKILL_KIND.position, [p.id])).get(p.id)),
      companyId: p.companyId,
      withProfiles: false,
    };
  }
  if (kind === 'demand') {
    const [d] = await db.select().from(demands).where(eq(demands.id, id));
    if (!d) throw notFound(M.targetMissing);
    if (d.userId !== actor.userId) throw forbidden(M.notYourDemand);
    return {
      target: demandTarget(d, (await skillsOf(db, SKILL_KIND.demand, [d.id])).get(d.id)),
      companyId: (await companyOf(db, actor.userId))?.id ?? null,
      withProfiles: true,
    };
  }
  const [n] = await db.select().from(personnelNeeds).where(eq(personnelNeeds.id, id));
  if (!n) throw notFound(M.targetMissing);
  if (n.userId !== actor.userId) throw forbidden(M.notYourNeed);
  // social security, housing fund and payroll are services for a firm, not work for a person
  if (n.kind !== 'zp') throw refuse(M.needNoTalents);
  // the position to fill and what the description asks of it; not the title (招聘…) nor the agency
  // service itself (招聘外包): those are the firm's skills, not the person's
  const skills = extractSkills(await dictionary(db), [n.position, n.description].filter(Boolean).join('\n'));
  return {
    target: { skills, city: n.cityName, publishedAt: n.createdAt },
    companyId: (await companyOf(db, actor.userId))?.id ?? null,
    withProfiles: false,
  };
}

/** 推荐人才: people sharing a skill with the caller's own position or demand, scored, no contact details. */
export async function recommendTalents(db: Executor, actor: Actor, q: Page & { target: MatchTarget; id: number }) {
  const own = await ownTarget(db, actor, q.target, q.id);
  if (!own.target.skills.size) return emptyList();
  const skills = [...own.target.skills.keys()];
  const resumes = await candidates(db, {
    kind: SKILL_KIND.resume,
    skills,
    actor,
    id: zpResumes.id,
    zone: zpResumes.exclusiveCode,
    newest: zpResumes.updatedAt,
    where: [
      eq(zpResumes.searchable, 1),
      ne(zpResumes.userId, actor.userId),
      // a disabled account cannot answer anyone: its resume is not put in front of a company
      notExists(sql`(select 1 from ${users} where ${users.id} = ${zpResumes.userId} and ${users.status} = ${USER_STATUS.disabled})`),
      ...(own.companyId ? [notShieldedFrom(own.companyId)] : []),
    ],
    read: (where, orderBy, cap) =>
      db
        .select({ id: zpResumes.id, userId: zpResumes.userId })
        .from(zpResumes)
        .where(where)
        .orderBy(...orderBy)
        .limit(cap),
    idOf: (r) => r.id,
    withLinks: false,
  });
  const userIds = resumes.rows.map((r) => r.userId);
  if (own.withProfiles) {
    const profiles = await candidates(db, {
      kind: SKILL_KIND.profile,
      skills,
      actor,
      id: users.id,
      zone: users.exclusiveCode,
      newest: users.updatedAt,
      where: [
        ne(users.id, actor.userId),
        eq(users.status, USER_STATUS.active),
        // a hidden resume hides its person here too
        notExists(sql`(select 1 from ${zpResumes} where ${zpResumes.userId} = ${users.id} and ${zpResumes.searchable} <> 1)`),
        ...(own.companyId
          ? [
              notExists(
                sql`(select 1 from ${zpShields} where ${zpShields.userId} = ${users.id} and ${zpShields.companyId} = ${own.companyId})`,
              ),
            ]
          : []),
      ],
      read: (where, orderBy, cap) =>
        db
          .select({ id: users.id })
          .from(users)
          .where(where)
          .orderBy(...orderBy)
          .limit(cap),
      idOf: (r) => r.id,
      withLinks: false,
    });
    userIds.push(...profiles.rows.map((r) => r.id));
  }
  const [dict, people, nicks] = await Promise.all([
    dictionary(db),
    peopleOf(db, userIds),
    userIds.length
      ? db.select({ id: users.id, nickName: users.nickName, updatedAt: users.updatedAt }).from(users).where(inArray(users.id, userIds))
      : Promise.resolve([]),
  ]).then(([d, p, n]) => [d, p, new Map(n.map((u) => [u.id, u]))] as const);
  const scored = [...people].flatMap(([userId, p]) => {
    if (!p.searchable) return [];
    const user = nicks.get(userId);
    return [
      {
        ...scorePair(dict, p, own.target),
        userId,
        resumeId: p.resumeId,
        name: p.resumeName ?? user?.nickName ?? '',
        city: p.cities[0] ?? null,
        education: p.education ?? null,
        workexperience: p.experience ?? null,
        skills: skillNames(dict, p.skills.keys()),
        updateTime: (p.resumeUpdatedAt ?? user?.updatedAt ?? new Date(0)).toISOString(),
      },
    ];
  });
  scored.sort(byScore);
  return { data: { recordList: slice(scored, q), recordCount: scored.length } };
}

/** The caller's score against a position or short-term demand he may see, and the target's skill ids he lacks. */
async function personGap(db: Executor, actor: Actor, kind: 'position' | 'demand', id: number) {
  let target: Target;
  if (kind === 'position') {
    const [p] = await db.select().from(zpPositions).where(eq(zpPositions.id, id));
    if (!p || p.positionstatus !== POSITION_STATUS.published) throw notFound(M.targetMissing);
    assertVisible(zoneScope(actor), p.exclusiveCode, '职位');
    target = positionTarget(p, (await skillsOf(db, SKILL_KIND.position, [p.id])).get(p.id));
  } else {
    const [d] = await db.select().from(demands).where(eq(demands.id, id));
    if (!d || d.status !== DEMAND_STATUS.recruiting) throw notFound(M.targetMissing);
    assertVisible(zoneScope(actor), d.exclusiveCode, '短期需求');
    target = demandTarget(d, (await skillsOf(db, SKILL_KIND.demand, [d.id])).get(d.id));
  }
  const dict = await dictionary(db);
  const score: MatchScore = scorePair(dict, await personOf(db, actor.userId), target);
  const lacking = [...target.skills.keys()].filter((s) => score.missing.includes(dict.skills.get(s)?.name ?? ''));
  return { score, lacking };
}

/**
 * 提升匹配度: the caller's score for a position or short-term demand he may see (a firm's for an HR demand),
 * what he lacks and the published courses teaching it.
 */
export async function skillGap(db: Db, actor: Actor, q: { target: MatchTarget; id: number }) {
  const { score, lacking } = q.target === 'need' ? await firmGap(db, actor, q.id) : await personGap(db, actor, q.target, q.id);
  const dict = await dictionary(db);
  const courses = lacking.length ? await coursesTeaching(db, lacking) : [];
  return {
    data: {
      ...score,
      courses: courses.map((c) => ({ ...c, teaches: skillNames(dict, c.teaches) })),
    },
  };
}
async function coursesTeaching(db: Executor, skillIds: number[]) {
  const rows = await db
    .select({ id: articles.id, title: articles.title, cover: articles.icon, readMoney: articles.readMoney, skillId: skillLinks.skillId })
    .from(skillLinks)
    .innerJoin(articles, eq(articles.id, skillLinks.entityId))
    .where(
      and(
        eq(skillLinks.kind, SKILL_KIND.course),
        inArray(skillLinks.skillId, skillIds),
        eq(articles.kind, 'course'),
        eq(articles.status, 1),
      ),
    )
    .orderBy(desc(articles.createdAt))
    .limit(50);
  const byId = new Map<number, { id: number; title: string; cover: string | null; price: string; teaches: number[] }>();
  for (const r of rows) {
    const c = byId.get(r.id) ?? { id: r.id, title: r.title, cover: r.cover, price: (r.readMoney / 100).toString(), teaches: [] };
    c.teaches.push(r.skillId);
    byId.set(r.id, c);
  }
  return [...byId.values()].sort((a, b) => b.teaches.length - a.teaches.length).slice(0, 10);
}
