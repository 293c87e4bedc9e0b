import { and, eq, inArray, max, ne, notExists, sql } from 'drizzle-orm';
import { AUDIT_STATE, USER_STATUS } from '@xcb/shared';
import { CONTRACT_STATUS, MEMBER_STATUS } from '@xcb/shared/actions/personnel';
import { MATCH_MSG as M, normalizeSkill, type MatchScore } from '@xcb/shared/actions/matching';
import type { Db, Executor } from '../../db/client.ts';
import { companies, personnelContracts, personnelDelivers, personnelNeeds, rsFirms, users, zpShields } from '../../db/schema/index.ts';
import { forbidden, notFound, refuse } from '../../core/errors.ts';
import type { Actor } from '../../http/router.ts';
import { visibleNeed } from '../personnel/needs.service.ts';
import { dictionary, type Dictionary } from '../skills/extract.ts';
import { needServiceText, SKILL_KIND, skillsOf } from '../skills/links.ts';
import { candidates } from './candidates.ts';
import { byScore, emptyList, slice, type Page } from './common.ts';
import { scoreFirm, type FirmFacts, type NeedFacts } from './score.ts';

// Matched HR firms for an HR (personnel) demand (issue 27): approved firms whose services (the skills
// their intro names, skill_links kind firm) meet the demand's (kind need), scored on services, work of the
// same kind done, city, earlier quotes against the budget, membership and recent activity.

type NeedRow = typeof personnelNeeds.$inferSelect;
type FirmRow = typeof rsFirms.$inferSelect;

/**
 * What a demand asks of a firm: its skills in the vocabulary's categories of its kind's service (人力资源).
 * A recruitment-agency demand also names the position it fills (Java, Spring Boot): those are the skills
 * of the people it looks for (推荐人才), and counted against a firm they would mark every firm down for
 * 缺少 Java and send it to Java courses. Without the service in the vocabulary, every skill counts.
 */
async function needFacts(db: Executor, dict: Dictionary, n: NeedRow): Promise<NeedFacts> {
  const all = (await skillsOf(db, SKILL_KIND.need, [n.id])).get(n.id) ?? new Map<number, number>();
  const categoryOf = (id: number) => dict.skills.get(id)?.category;
  // the service is one vocabulary word: its alias, not a segmentation of free text
  const serviceId = dict.aliases.get(normalizeSkill(needServiceText(n.kind) ?? ''));
  const service = serviceId === undefined ? undefined : categoryOf(serviceId);
  return {
    skills: service === undefined ? all : new Map([...all].filter(([id]) => categoryOf(id) === service)),
    city: n.cityName,
    budget: n.budget,
  };
}

/** Every fact the score reads of some firms, for a demand of one kind, in three grouped queries. */
async function firmFacts(db: Executor, firms: FirmRow[], kind: string, now = new Date()): Promise<Map<number, FirmFacts>> {
  const out = new Map<number, FirmFacts>();
  if (!firms.length) return out;
  const userIds = firms.map((f) => f.userId);
  const [links, done, delivers] = await Promise.all([
    skillsOf(
      db,
      SKILL_KIND.firm,
      firms.map((f) => f.id),
    ),
    db
      .select({ providerId: personnelContracts.providerId, n: sql<number>`count(*)::int` })
      .from(personnelContracts)
      .where(
        and(
          inArray(personnelContracts.providerId, userIds),
          eq(personnelContracts.kind, kind),
          eq(personnelContracts.status, CONTRACT_STATUS.completed),
        ),
      )
      .groupBy(personnelContracts.providerId),
    db
      .select({
        providerId: personnelDelivers.providerId,
        avgQuote: sql<string | null>`avg(${personnelDelivers.quote}) filter (where ${personnelNeeds.kind} = ${kind})`,
        last: max(personnelDelivers.createdAt),
      })
      .from(personnelDelivers)
      .innerJoin(personnelNeeds, eq(personnelNeeds.id, personnelDelivers.needId))
      .where(inArray(personnelDelivers.providerId, userIds))
      .groupBy(personnelDelivers.providerId),
  ]);
  for (const f of firms) {
    const d = delivers.find((x) => x.providerId === f.userId);
    const last = d?.last && d.last > f.updatedAt ? d.last : f.updatedAt;
    out.set(f.id, {
      skills: links.get(f.id) ?? new Map<number, number>(),
      city: f.cityName,
      member: f.memberStatus === MEMBER_STATUS.member && !!f.memberUntil && f.memberUntil > now,
      done: done.find((x) => x.providerId === f.userId)?.n ?? 0,
      avgQuote: d?.avgQuote == null ? null : Math.round(Number(d.avgQuote)),
      lastActive: last,
    });
  }
  return out;
}

/** match_firms: for the demand's owner, approved firms in his zone, not of a company he shielded, scored. */
export async function recommendFirms(db: Executor, actor: Actor, q: Page & { id: number }) {
  const [n] = await db.select().from(personnelNeeds).where(eq(personnelNeeds.id, q.id));
  if (!n) throw notFound(M.targetMissing);
  if (n.userId !== actor.userId) throw forbidden(M.notYourNeed);
  const dict = await dictionary(db);
  const need = await needFacts(db, dict, n);
  if (!need.skills.size) return emptyList();
  const { rows } = await candidates(db, {
    kind: SKILL_KIND.firm,
    skills: need.skills.keys(),
    actor,
    id: rsFirms.id,
    // a firm's zone is its user's (as on its page, rsFrim_detail)
    zone: users.exclusiveCode,
    newest: rsFirms.updatedAt,
    where: [
      eq(rsFirms.auditState, AUDIT_STATE.approved),
      ne(rsFirms.userId, actor.userId),
      // a firm whose account staff disabled cannot take an order
      eq(users.status, USER_STATUS.active),
      // a firm run by a company the demander shielded is never put in front of him
      notExists(
        sql`(select 1 from ${zpShields} inner join ${companies} on ${companies.id} = ${zpShields.companyId} where ${zpShields.userId} = ${actor.userId} and ${companies.userId} = ${rsFirms.userId})`,
      ),
    ],
    read: (where, orderBy, cap) =>
      db
        .select({ f: rsFirms, icon: users.icon })
        .from(rsFirms)
        .innerJoin(users, eq(users.id, rsFirms.userId))
        .where(where)
        .orderBy(...orderBy)
        .limit(cap),
    idOf: (r) => r.f.id,
    // firmFacts reads them with the rest
    withLinks: false,
  });
  const facts = await firmFacts(
    db,
    rows.map((r) => r.f),
    n.kind,
  );
  const scored = rows.map(({ f, icon }) => {
    const x = facts.get(f.id) as FirmFacts;
    return {
      ...scoreFirm(dict, x, need),
      id: f.id,
      userId: f.userId,
      name: f.firmname,
      city: f.cityName,
      logo: icon,
      member: x.member,
      completedCount: x.done,
    };
  });
  scored.sort(byScore);
  return { data: { recordList: slice(scored, q), recordCount: scored.length } };
}

/**
 * match_gap for an HR demand: the caller's own approved firm against a demand he may open; the skill ids
 * of the services it lacks come back for the courses that teach them.
 */
export async function firmGap(db: Db, actor: Actor, needId: number): Promise<{ score: MatchScore; lacking: number[] }> {
  const n = await visibleNeed(db, actor, needId);
  const [f] = await db
    .select()
    .from(rsFirms)
    .where(and(eq(rsFirms.userId, actor.userId), eq(rsFirms.auditState, AUDIT_STATE.approved)))
    .orderBy(rsFirms.id)
    .limit(1);
  if (!f) throw refuse(M.notFirm);
  const dict = await dictionary(db);
  const need = await needFacts(db, dict, n);
  const facts = (await firmFacts(db, [f], n.kind)).get(f.id) as FirmFacts;
  const score = scoreFirm(dict, facts, need);
  const lacking = [...need.skills.keys()].filter((id) => score.missing.includes(dict.skills.get(id)?.name ?? ''));
  return { score, lacking };
}
