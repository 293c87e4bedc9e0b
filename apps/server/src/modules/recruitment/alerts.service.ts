import { and, count, desc, eq, isNull, notExists, sql } from 'drizzle-orm';
import { RECRUIT_MSG as M, RECRUIT_NOTICE } from '@xcb/shared';
import type { AppDeps } from '../../http/deps.ts';
import type { Executor } from '../../db/client.ts';
import { zpAlerts, zpShields, type zpPositions } from '../../db/schema/index.ts';
import { badRequest, forbidden, notFound, refuse } from '../../core/errors.ts';
import type { Actor } from '../../http/router.ts';
import type { MatchScore } from '@xcb/shared/actions/matching';
import { sendNotice } from '../messaging/notices.service.ts';
import { iso } from './recruitment.common.ts';
import type { PositionFilters } from './positions.service.ts';

// Job alerts: a seeker's saved searches, and the notices a newly approved position sends to them.

const ALERT_MAX = 5;

/** An alert saves the list's filters but the skill tags and the company. */
type AlertFilters = Omit<PositionFilters, 'fl' | 'companyId'>;

export async function addAlert(db: Executor, actor: Actor, input: AlertFilters) {
  const values = {
    keyword: input.keyword ?? null,
    city: input.city ?? null,
    salaryrange: input.salaryrange ?? null,
    workexperience: input.workexperience ?? null,
    education: input.education ?? null,
    industry: input.industry ?? null,
  };
  if (Object.values(values).every((v) => v === null)) throw badRequest(M.alertEmpty);
  const [n] = await db.select({ n: count() }).from(zpAlerts).where(eq(zpAlerts.userId, actor.userId));
  if ((n?.n ?? 0) >= ALERT_MAX) throw refuse(M.alertMax);
  const [row] = await db
    .insert(zpAlerts)
    .values({ ...values, userId: actor.userId, exclusiveCode: actor.exclusiveCode })
    .returning({ id: zpAlerts.id });
  return { msg: M.alertSaved, id: row?.id ?? 0 };
}

export async function alerts(db: Executor, actor: Actor) {
  const rows = await db.select().from(zpAlerts).where(eq(zpAlerts.userId, actor.userId)).orderBy(desc(zpAlerts.createdAt));
  return {
    data: rows.map((r) => ({
      id: r.id,
      keyword: r.keyword,
      city: r.city,
      salaryrange: r.salaryrange,
      workexperience: r.workexperience,
      education: r.education,
      industry: r.industry,
      createTime: iso(r.createdAt),
    })),
  };
}

export async function deleteAlert(db: Executor, actor: Actor, id: number) {
  const [row] = await db.select({ userId: zpAlerts.userId }).from(zpAlerts).where(eq(zpAlerts.id, id));
  if (!row) throw notFound(M.alertNotFound);
  if (row.userId !== actor.userId) throw forbidden();
  await db.delete(zpAlerts).where(and(eq(zpAlerts.id, id), eq(zpAlerts.userId, actor.userId)));
  return { msg: M.alertDeleted };
}

/**
 * Who a newly approved position matches well by the score. Matching sits above the business areas (it
 * reads them all), so it registers this at start-up (matching/alerts.ts) rather than being imported.
 */
type AlertMatcher = {
  goodMatches: (db: Executor, p: typeof zpPositions.$inferSelect, userIds: number[]) => Promise<Map<number, MatchScore>>;
  goodReasons: (s: MatchScore) => string[];
};
let alertMatcher: AlertMatcher | undefined;
export function registerAlertMatcher(m: AlertMatcher): void {
  alertMatcher = m;
}

/**
 * A newly approved position: every saved search of its zone that it matches becomes a notice, and so does
 * an alert whose owner it matches well by the score (matching/alerts.ts), with the score's reasons.
 */
export async function notifyAlerts(
  tx: Executor,
  deps: AppDeps,
  p: typeof zpPositions.$inferSelect,
  companyName: string,
  companyOwner: number,
) {
  const rows = await tx
    .select()
    .from(zpAlerts)
    .where(
      and(
        p.exclusiveCode === null ? isNull(zpAlerts.exclusiveCode) : eq(zpAlerts.exclusiveCode, p.exclusiveCode),
        // a company the owner shielded is never put in front of him (as in 为你推荐)
        notExists(
          tx
            .select({ one: sql`1` })
            .from(zpShields)
            .where(and(eq(zpShields.userId, zpAlerts.userId), eq(zpShields.companyId, p.companyId))),
        ),
      ),
    );
  const kw = (s: string | null) => !s || `${p.positionname} ${companyName} ${p.description}`.toLowerCase().includes(s.toLowerCase());
  const scores = alertMatcher
    ? await alertMatcher.goodMatches(
        tx,
        p,
        rows.map((a) => a.userId).filter((u) => u !== companyOwner),
      )
    : new Map<number, MatchScore>();
  const notified = new Set<number>();
  for (const a of rows) {
    if (a.userId === companyOwner || notified.has(a.userId)) continue;
    const match =
      kw(a.keyword) &&
      (!a.city || p.city.includes(a.city)) &&
      (!a.salaryrange || a.salaryrange === p.salaryrange) &&
      (!a.workexperience || a.workexperience === p.workexperience) &&
      (!a.education || a.education === p.education) &&
      (!a.industry || a.industry === p.industry);
    const score = scores.get(a.userId);
    if (!match && !score) continue;
    notified.add(a.userId);
    const why = score && alertMatcher ? `（匹配度 ${score.score}%：${alertMatcher.goodReasons(score).join('；')}）` : '';
    await sendNotice(tx, deps.hub, {
      userId: a.userId,
      ...RECRUIT_NOTICE.alert,
      redirectId: p.id,
      title: '职位订阅',
      content: match
        ? `有新的职位符合您的订阅：${companyName}「${p.positionname}」${why}`
        : `有新的职位与您的简历匹配度高：${companyName}「${p.positionname}」${why}`,
    });
  }
}
