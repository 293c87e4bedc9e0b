import { and, eq, inArray } from 'drizzle-orm';
import type { MatchScore } from '@xcb/shared/actions/matching';
import type { Executor } from '../../db/client.ts';
import { zpShields, type zpPositions } from '../../db/schema/index.ts';
import { dictionary } from '../skills/extract.ts';
import { SKILL_KIND, skillsOf } from '../skills/links.ts';
import { peopleOf, positionTarget } from './person.ts';
import { scorePair } from './score.ts';

// Job alerts (职位订阅) may use the score (issue 27): recruitment asks, for a newly approved position,
// which alert owners it matches well; matching registers the answer with recruitment (below), as lower
// layers never import higher ones.

/** A score at or above this is a good match: its owner hears of the position even when no saved criteria name it. */
export const ALERT_MATCH_MIN = 75;

/** The reasons a notice names: what fits, not what is missing. */
export const goodReasons = (s: MatchScore) => s.reasons.filter((r) => !r.startsWith('缺少'));

/**
 * The score of a position for each of some users who match it well (>= ALERT_MATCH_MIN); a user who
 * shielded the position's company, or whose resume and profile name no skill, is left out.
 */
export async function goodMatches(db: Executor, p: typeof zpPositions.$inferSelect, userIds: number[]): Promise<Map<number, MatchScore>> {
  const out = new Map<number, MatchScore>();
  if (!userIds.length) return out;
  const skills = (await skillsOf(db, SKILL_KIND.position, [p.id])).get(p.id);
  if (!skills?.size) return out;
  const [dict, people, shielded] = await Promise.all([
    dictionary(db),
    peopleOf(db, userIds),
    db
      .select({ userId: zpShields.userId })
      .from(zpShields)
      .where(and(eq(zpShields.companyId, p.companyId), inArray(zpShields.userId, userIds))),
  ]);
  const hidden = new Set(shielded.map((s) => s.userId));
  const target = positionTarget(p, skills);
  for (const [userId, person] of people) {
    if (hidden.has(userId) || !person.skills.size) continue;
    const score = scorePair(dict, person, target);
    if (score.score >= ALERT_MATCH_MIN) out.set(userId, score);
  }
  return out;
}

/** Registered by buildApp (app.ts) with recruitment, which sends the alerts. */
export const alertMatcher = { goodMatches, goodReasons };
