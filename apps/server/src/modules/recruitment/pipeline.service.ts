import { and, count, desc, eq, inArray, isNull, notExists, notInArray, sql, type SQL } from 'drizzle-orm';
import {
  APPLY_NEXT,
  APPLY_STATUS,
  APPLY_STATUS_LABEL,
  formatDateTime,
  INTERVIEW_STATE,
  LOOKED_TYPE,
  POSITION_STATUS,
  RECRUIT_MSG as M,
  RECRUIT_NOTICE,
} from '@xcb/shared';
import type { AppDeps } from '../../http/deps.ts';
import type { Executor } from '../../db/client.ts';
import {
  companies,
  zpAlerts,
  zpCompanyPages,
  zpGrzl,
  zpApplications,
  zpCollects,
  zpConcerns,
  zpInterviews,
  zpLooked,
  zpPositions,
  zpResumes,
  zpShields,
} from '../../db/schema/index.ts';
import { badRequest, forbidden, notFound, refuse } from '../../core/errors.ts';
import type { Actor } from '../../http/router.ts';
import { inScope, zoneScope } from '../domain/scope.ts';
import type { MatchScore } from '@xcb/shared/actions/matching';
import { sendNotice } from '../messaging/notices.service.ts';
import { companiesQuery, visibleCompany, visiblePosition } from './positions.service.ts';
import { cardColumns, iso, presentCard, recordLook, requireCompany } from './recruitment.common.ts';
import { resumeForCompany, resumeOf } from './resumes.service.ts';
import { listPage, listReply } from '../../db/paging.ts';
import { presentApplicant, presentCompany, presentInterview, presentMyApplication } from './recruitment.presenter.ts';
import { personChanged } from '../skills/links.ts';

// Applications (send_resume), the applicant pipeline (manage_job), interview invitations
// (interview_list, job_video), favourites, follows, shielding, browsing history and job alerts.

// ---- applications ----

export async function apply(deps: AppDeps, actor: Actor, positionId: number) {
  const { db } = deps;
  const resume = await resumeOf(db, actor.userId);
  if (!resume) throw refuse(M.resumeRequired, { redirect: '/recruitment/editor_resume' });
  if (!resume.name || !resume.phone || !resume.expectedPosition)
    throw refuse(M.resumeIncomplete, { redirect: '/recruitment/editor_resume' });
  const row = await visiblePosition(db, actor, positionId);
  if (row.p.positionstatus !== POSITION_STATUS.published) throw refuse(M.positionClosed);
  const [company] = await db.select().from(companies).where(eq(companies.id, row.p.companyId));
  if (!company) throw notFound(M.companyNotFound);
  if (company.userId === actor.userId) throw refuse(M.applyOwn);
  const [shield] = await db
    .select({ id: zpShields.id })
    .from(zpShields)
    .where(and(eq(zpShields.userId, actor.userId), eq(zpShields.companyId, company.id)));
  if (shield) throw refuse(M.applyShielded);
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(zpApplications)
      .values({ positionId, resumeId: resume.id, seekerId: actor.userId, companyId: company.id })
      .onConflictDoNothing()
      .returning({ id: zpApplications.id });
    if (!created) throw refuse(M.applyTwice);
    await sendNotice(tx, deps.hub, {
      userId: company.userId,
      ...RECRUIT_NOTICE.application,
      redirectId: created.id,
      title: '收到新的简历',
      content: `${resume.name}投递了职位「${row.p.positionname}」`,
    });
    return { msg: M.applied, id: created.id };
  });
}

export async function myApplications(db: Executor, actor: Actor, q: { pageNum: number; pageSize: number; status?: number | undefined }) {
  const conds: SQL[] = [eq(zpApplications.seekerId, actor.userId)];
  if (q.status !== undefined) conds.push(eq(zpApplications.status, q.status));
  const where = and(...conds);
  const found = await listPage(db, q, () =>
    db
      .select({ ...cardColumns, a: zpApplications })
      .from(zpPositions)
      .innerJoin(companies, eq(companies.id, zpPositions.companyId))
      .leftJoin(zpCompanyPages, eq(zpCompanyPages.companyId, zpPositions.companyId))
      .innerJoin(zpApplications, eq(zpApplications.positionId, zpPositions.id))
      .where(where)
      .orderBy(desc(zpApplications.updatedAt), desc(zpApplications.id)),
  );
  return { data: listReply(found, found.rows.map(presentMyApplication)) };
}

export async function companyApplications(
  db: Executor,
  actor: Actor,
  q: { pageNum: number; pageSize: number; positionId?: number | undefined; status?: number | undefined },
) {
  const company = await requireCompany(db, actor);
  // A seeker who shields the company after applying drops out of its lists too ("everywhere").
  const conds: SQL[] = [eq(zpApplications.companyId, company.id)];
  if (q.positionId) conds.push(eq(zpApplications.positionId, q.positionId));
  if (q.status !== undefined) conds.push(eq(zpApplications.status, q.status));
  const shielded = db.select({ u: zpShields.userId }).from(zpShields).where(eq(zpShields.companyId, company.id));
  const where = and(...conds, notInArray(zpApplications.seekerId, shielded));
  const found = await listPage(db, q, () =>
    db
      .select({ a: zpApplications, r: zpResumes, positionname: zpPositions.positionname })
      .from(zpApplications)
      .innerJoin(zpResumes, eq(zpResumes.id, zpApplications.resumeId))
      .innerJoin(zpPositions, eq(zpPositions.id, zpApplications.positionId))
      .where(where)
      .orderBy(desc(zpApplications.createdAt), desc(zpApplications.id)),
  );
  const { rows } = found;
  const ids = rows.map((r) => r.a.id);
  const interviews = ids.length
    ? await db
        .select()
        .from(zpInterviews)
        .where(inArray(zpInterviews.applicationId, ids))
        .orderBy(desc(zpInterviews.createdAt), desc(zpInterviews.id))
    : [];
  const latest = new Map<number, (typeof interviews)[number]>();
  for (const i of interviews) if (i.applicationId && !latest.has(i.applicationId)) latest.set(i.applicationId, i);
  return {
    data: listReply(
      found,
      rows.map((r) => presentApplicant(r, latest.get(r.a.id))),
    ),
  };
}

async function lockApplication(tx: Executor, actor: Actor, id: number) {
  const [row] = await tx
    .select({ a: zpApplications, owner: companies.userId, companyName: companies.companyName, positionname: zpPositions.positionname })
    .from(zpApplications)
    .innerJoin(companies, eq(companies.id, zpApplications.companyId))
    .innerJoin(zpPositions, eq(zpPositions.id, zpApplications.positionId))
    .where(eq(zpApplications.id, id))
    .for('update', { of: zpApplications });
  if (!row) throw notFound(M.applicationNotFound);
  if (row.owner !== actor.userId) throw forbidden();
  const [shield] = await tx
    .select({ id: zpShields.id })
    .from(zpShields)
    .where(and(eq(zpShields.userId, row.a.seekerId), eq(zpShields.companyId, row.a.companyId)));
  if (shield) throw notFound(M.applicationNotFound);
  return row;
}

const STEP_TEXT: Record<number, string> = { 1: '已被查看', 3: '已标记为已面试', 4: '已发放录用通知（offer）', 5: '未通过筛选' };

/** spec pipeline: new → viewed → invited → interviewed → offered, and refused from any open step. */
export async function move(deps: AppDeps, actor: Actor, input: { id: number; status: number; note?: string | undefined }) {
  return deps.db.transaction(async (tx) => {
    const row = await lockApplication(tx, actor, input.id);
    if (!(APPLY_NEXT[row.a.status] ?? []).includes(input.status)) throw refuse(M.transitionInvalid);
    await tx
      .update(zpApplications)
      .set({ status: input.status, note: input.note ?? row.a.note, updatedAt: new Date() })
      .where(eq(zpApplications.id, row.a.id));
    if (input.status === APPLY_STATUS.refused || input.status === APPLY_STATUS.offered) {
      // a pending invitation ends with the application
      await tx
        .update(zpInterviews)
        .set({ state: INTERVIEW_STATE.cancelled, updatedAt: new Date() })
        .where(
          and(eq(zpInterviews.applicationId, row.a.id), inArray(zpInterviews.state, [INTERVIEW_STATE.pending, INTERVIEW_STATE.reschedule])),
        );
    }
    const note = input.note ? `：${input.note}` : '';
    await sendNotice(tx, deps.hub, {
      userId: row.a.seekerId,
      ...RECRUIT_NOTICE.pipeline,
      redirectId: row.a.id,
      title: input.status === APPLY_STATUS.offered ? '录用通知' : '投递状态更新',
      content: `您投递${row.companyName}「${row.positionname}」的简历${STEP_TEXT[input.status] ?? APPLY_STATUS_LABEL[input.status]}${note}`,
    });
    return { msg: '操作成功', status: input.status };
  });
}

// ---- interviews ----

export async function invite(
  deps: AppDeps,
  actor: Actor,
  input: {
    applicationId?: number | undefined;
    resumeId?: number | undefined;
    positionId?: number | undefined;
    interviewTime: Date;
    video: number;
    place?: string | undefined;
    note?: string | undefined;
  },
) {
  const { db } = deps;
  const company = await requireCompany(db, actor);
  if (input.interviewTime.getTime() <= Date.now()) throw badRequest(M.interviewFuture);
  if (input.video === 0 && !input.place) throw badRequest(M.interviewPlace);
  return db.transaction(async (tx) => {
    let applicationId: number | null = null;
    let positionId: number;
    let positionname: string;
    let resumeId: number;
    let seekerId: number;
    if (input.applicationId) {
      const row = await lockApplication(tx, actor, input.applicationId);
      if (!([APPLY_STATUS.new, APPLY_STATUS.viewed, APPLY_STATUS.invited] as number[]).includes(row.a.status))
        throw refuse(M.transitionInvalid);
      applicationId = row.a.id;
      positionId = row.a.positionId;
      positionname = row.positionname;
      resumeId = row.a.resumeId;
      seekerId = row.a.seekerId;
      await tx.update(zpApplications).set({ status: APPLY_STATUS.invited, updatedAt: new Date() }).where(eq(zpApplications.id, row.a.id));
      // a new invitation replaces the open one (the recruiter's answer to a reschedule request)
      await tx
        .update(zpInterviews)
        .set({ state: INTERVIEW_STATE.cancelled, updatedAt: new Date() })
        .where(
          and(eq(zpInterviews.applicationId, row.a.id), inArray(zpInterviews.state, [INTERVIEW_STATE.pending, INTERVIEW_STATE.reschedule])),
        );
    } else {
      if (!input.resumeId || !input.positionId) throw badRequest('请选择简历和职位');
      const [pos] = await tx.select().from(zpPositions).where(eq(zpPositions.id, input.positionId));
      if (!pos) throw notFound(M.positionNotFound);
      if (pos.companyId !== company.id) throw forbidden();
      if (pos.positionstatus !== POSITION_STATUS.published) throw refuse(M.positionClosed);
      const r = await resumeForCompany(tx, actor, company.id, input.resumeId).catch(() => {
        throw refuse(M.notInvitable);
      });
      positionId = pos.id;
      positionname = pos.positionname;
      resumeId = r.id;
      seekerId = r.userId;
    }
    const [created] = await tx
      .insert(zpInterviews)
      .values({
        applicationId,
        positionId,
        resumeId,
        seekerId,
        recruiterId: actor.userId,
        companyId: company.id,
        interviewTime: input.interviewTime,
        video: input.video,
        place: input.place ?? null,
        note: input.note ?? null,
      })
      .returning({ id: zpInterviews.id });
    if (!created) throw badRequest();
    const when = formatDateTime(input.interviewTime);
    await sendNotice(tx, deps.hub, {
      userId: seekerId,
      ...RECRUIT_NOTICE.invitation,
      redirectId: created.id,
      title: input.video ? '视频面试邀请' : '面试邀请',
      content: `${company.companyName}邀请您${input.video ? '视频' : ''}面试「${positionname}」，时间：${when}${input.place ? `，地点：${input.place}` : ''}`,
    });
    return { msg: '面试邀请已发送', id: created.id };
  });
}

const interviewCols = {
  i: zpInterviews,
  positionname: zpPositions.positionname,
  companyName: companies.companyName,
  seekerName: zpResumes.name,
};

function interviewsQuery(db: Executor) {
  return db
    .select(interviewCols)
    .from(zpInterviews)
    .innerJoin(zpPositions, eq(zpPositions.id, zpInterviews.positionId))
    .innerJoin(companies, eq(companies.id, zpInterviews.companyId))
    .innerJoin(zpResumes, eq(zpResumes.id, zpInterviews.resumeId));
}

export async function myInterviews(db: Executor, actor: Actor, q: { pageNum: number; pageSize: number; state?: number | undefined }) {
  const conds: SQL[] = [eq(zpInterviews.seekerId, actor.userId)];
  if (q.state !== undefined) conds.push(eq(zpInterviews.state, q.state));
  const where = and(...conds);
  const found = await listPage(db, q, () => interviewsQuery(db).where(where).orderBy(desc(zpInterviews.createdAt), desc(zpInterviews.id)));
  return { data: listReply(found, found.rows.map(presentInterview)) };
}

export async function companyInterviews(db: Executor, actor: Actor, q: { pageNum: number; pageSize: number }) {
  const company = await requireCompany(db, actor);
  const where = eq(zpInterviews.companyId, company.id);
  const found = await listPage(db, q, () => interviewsQuery(db).where(where).orderBy(desc(zpInterviews.createdAt), desc(zpInterviews.id)));
  return { data: listReply(found, found.rows.map(presentInterview)) };
}

const ANSWER = {
  accept: { state: INTERVIEW_STATE.accepted, text: '接受了' },
  refuse: { state: INTERVIEW_STATE.refused, text: '拒绝了' },
  reschedule: { state: INTERVIEW_STATE.reschedule, text: '申请改期' },
} as const;

export async function replyInterview(
  deps: AppDeps,
  actor: Actor,
  input: { id: number; answer: keyof typeof ANSWER; reply?: string | undefined; proposedTime?: Date | undefined },
) {
  if (input.answer === 'reschedule') {
    if (!input.proposedTime) throw badRequest(M.rescheduleTime);
    if (input.proposedTime.getTime() <= Date.now()) throw badRequest(M.interviewFuture);
  }
  return deps.db.transaction(async (tx) => {
    const [row] = await interviewsQuery(tx).where(eq(zpInterviews.id, input.id)).for('update', { of: zpInterviews });
    if (!row) throw notFound(M.interviewNotFound);
    if (row.i.seekerId !== actor.userId) throw forbidden();
    if (row.i.state !== INTERVIEW_STATE.pending) throw refuse(M.interviewAnswered);
    const a = ANSWER[input.answer];
    await tx
      .update(zpInterviews)
      .set({
        state: a.state,
        reply: input.reply ?? null,
        proposedTime: input.answer === 'reschedule' ? (input.proposedTime ?? null) : null,
        updatedAt: new Date(),
      })
      .where(eq(zpInterviews.id, row.i.id));
    const when = input.proposedTime ? `，希望改到${formatDateTime(input.proposedTime)}` : '';
    await sendNotice(tx, deps.hub, {
      userId: row.i.recruiterId,
      ...RECRUIT_NOTICE.interviewReply,
      redirectId: row.i.id,
      title: '面试邀请回复',
      content: `${row.seekerName}${a.text}「${row.positionname}」的面试邀请${when}${input.reply ? `：${input.reply}` : ''}`,
    });
    return { msg: '已回复', state: a.state };
  });
}

/**
 * job_video: one invitation, for its two sides only. The call itself is the chat area's video call
 * (cmdtype sp over ChatWebsocket): the page calls peerUserId once `callable` (an accepted video interview).
 */
export async function interviewDetail(db: Executor, actor: Actor, id: number) {
  const [row] = await interviewsQuery(db).where(eq(zpInterviews.id, id));
  if (!row) throw notFound(M.interviewNotFound);
  const role: 'seeker' | 'recruiter' | null =
    row.i.seekerId === actor.userId ? 'seeker' : row.i.recruiterId === actor.userId ? 'recruiter' : null;
  if (!role) throw forbidden();
  let peerName = row.seekerName;
  if (role === 'seeker') {
    // the recruiter's name and title as his personal data gives them (never his phone or e-mail)
    const [grzl] = await db
      .select({ name: zpGrzl.name, title: zpGrzl.title })
      .from(zpGrzl)
      .where(eq(zpGrzl.userId, row.i.recruiterId))
      .orderBy(desc(zpGrzl.createdAt))
      .limit(1);
    peerName = grzl ? `${grzl.name}${grzl.title ? `（${grzl.title}）` : ''}` : row.companyName;
  }
  return {
    data: {
      ...presentInterview(row),
      role,
      peerUserId: role === 'seeker' ? row.i.recruiterId : row.i.seekerId,
      peerName,
      callable: row.i.video === 1 && row.i.state === INTERVIEW_STATE.accepted,
    },
  };
}

// ---- favourites, follows, shielding ----

export async function toggleCollect(db: Executor, actor: Actor, positionId: number) {
  const [existing] = await db
    .select({ id: zpCollects.id })
    .from(zpCollects)
    .where(and(eq(zpCollects.userId, actor.userId), eq(zpCollects.positionId, positionId)));
  if (existing) {
    await db.delete(zpCollects).where(eq(zpCollects.id, existing.id));
    return { msg: M.uncollected, collected: false };
  }
  const row = await visiblePosition(db, actor, positionId);
  if (row.p.positionstatus !== POSITION_STATUS.published) throw refuse(M.positionClosed);
  await db.insert(zpCollects).values({ userId: actor.userId, positionId }).onConflictDoNothing();
  return { msg: M.collected, collected: true };
}

export async function collects(db: Executor, actor: Actor, q: { pageNum: number; pageSize: number }) {
  const where = and(eq(zpCollects.userId, actor.userId), inScope(zoneScope(actor), zpPositions.exclusiveCode));
  const found = await listPage(db, q, () =>
    db
      .select({ ...cardColumns, collectedAt: zpCollects.createdAt })
      .from(zpPositions)
      .innerJoin(companies, eq(companies.id, zpPositions.companyId))
      .leftJoin(zpCompanyPages, eq(zpCompanyPages.companyId, zpPositions.companyId))
      .innerJoin(zpCollects, eq(zpCollects.positionId, zpPositions.id))
      .where(where)
      .orderBy(desc(zpCollects.createdAt)),
  );
  return {
    data: listReply(
      found,
      found.rows.map((r) => ({ ...presentCard(r), collectTime: iso(r.collectedAt) })),
    ),
  };
}

export async function toggleConcern(db: Executor, actor: Actor, companyId: number) {
  const [existing] = await db
    .select({ id: zpConcerns.id })
    .from(zpConcerns)
    .where(and(eq(zpConcerns.userId, actor.userId), eq(zpConcerns.companyId, companyId)));
  if (existing) {
    await db.delete(zpConcerns).where(eq(zpConcerns.id, existing.id));
    return { msg: M.unfollowed, following: false };
  }
  const company = await visibleCompany(db, actor, companyId);
  if (company.userId === actor.userId) throw refuse('不能关注自己的企业');
  await db.insert(zpConcerns).values({ userId: actor.userId, companyId }).onConflictDoNothing();
  return { msg: M.followed, following: true };
}

async function companyRows<T extends { companyId: number; createdAt: Date }>(db: Executor, rows: T[]) {
  if (!rows.length) return [];
  const found = await companiesQuery(db).where(
    inArray(
      companies.id,
      rows.map((r) => r.companyId),
    ),
  );
  const byId = new Map(found.map((f) => [f.c.id, f]));
  return rows.flatMap((r) => {
    const f = byId.get(r.companyId);
    return f ? [{ ...presentCompany(f), at: iso(r.createdAt) }] : [];
  });
}

export async function concerns(db: Executor, actor: Actor, q: { pageNum: number; pageSize: number }) {
  const where = eq(zpConcerns.userId, actor.userId);
  const found = await listPage(db, q, () => db.select().from(zpConcerns).where(where).orderBy(desc(zpConcerns.createdAt)));
  const list = await companyRows(db, found.rows);
  return {
    data: listReply(
      found,
      list.map(({ at, ...c }) => ({ ...c, followTime: at })),
    ),
  };
}

export async function toggleShield(db: Executor, actor: Actor, input: { companyId: number; shield: number }) {
  if (input.shield === 0) {
    await db.delete(zpShields).where(and(eq(zpShields.userId, actor.userId), eq(zpShields.companyId, input.companyId)));
    personChanged(db, actor.userId);
    return { msg: M.unshielded, shielded: false };
  }
  const company = await visibleCompany(db, actor, input.companyId);
  if (company.userId === actor.userId) throw refuse('不能屏蔽自己的企业');
  await db.insert(zpShields).values({ userId: actor.userId, companyId: input.companyId }).onConflictDoNothing();
  personChanged(db, actor.userId);
  return { msg: M.shielded, shielded: true };
}

export async function shields(db: Executor, actor: Actor, q: { pageNum: number; pageSize: number }) {
  const where = eq(zpShields.userId, actor.userId);
  const found = await listPage(db, q, () => db.select().from(zpShields).where(where).orderBy(desc(zpShields.createdAt)));
  const list = await companyRows(db, found.rows);
  return {
    data: listReply(
      found,
      list.map(({ at, ...c }) => ({ ...c, shieldTime: at })),
    ),
  };
}

// ---- browsing history ----

export async function lookPosition(db: Executor, actor: Actor, positionId: number) {
  const row = await visiblePosition(db, actor, positionId);
  if (row.p.positionstatus !== POSITION_STATUS.published) throw notFound(M.positionClosed);
  await recordLook(db, actor.userId, LOOKED_TYPE.position, positionId);
  return { msg: '已记录' };
}

export async function positionHistory(db: Executor, actor: Actor, q: { pageNum: number; pageSize: number }) {
  const where = and(
    eq(zpLooked.userId, actor.userId),
    eq(zpLooked.type, LOOKED_TYPE.position),
    inScope(zoneScope(actor), zpPositions.exclusiveCode),
  );
  const found = await listPage(db, q, () =>
    db
      .select({ ...cardColumns, lookedAt: zpLooked.lookedAt })
      .from(zpPositions)
      .innerJoin(companies, eq(companies.id, zpPositions.companyId))
      .leftJoin(zpCompanyPages, eq(zpCompanyPages.companyId, zpPositions.companyId))
      .innerJoin(zpLooked, eq(zpLooked.targetId, zpPositions.id))
      .where(where)
      .orderBy(desc(zpLooked.lookedAt)),
  );
  return {
    data: listReply(
      found,
      found.rows.map((r) => ({ ...presentCard(r), lookedTime: iso(r.lookedAt) })),
    ),
  };
}

// ---- job alerts ----

const ALERT_MAX = 5;

export async function addAlert(
  db: Executor,
  actor: Actor,
  input: {
    keyword?: string | undefined;
    city?: string | undefined;
    salaryrange?: string | undefined;
    workexperience?: string | undefined;
    education?: string | undefined;
    industry?: string | undefined;
  },
) {
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
