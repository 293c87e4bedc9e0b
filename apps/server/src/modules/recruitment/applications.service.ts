import { and, desc, eq, inArray, notInArray, type SQL } from 'drizzle-orm';
import {
  APPLY_NEXT,
  APPLY_STATUS,
  APPLY_STATUS_LABEL,
  INTERVIEW_STATE,
  POSITION_STATUS,
  RECRUIT_MSG as M,
  RECRUIT_NOTICE,
} from '@xcb/shared';
import type { AppDeps } from '../../http/deps.ts';
import type { Executor } from '../../db/client.ts';
import { companies, zpApplications, zpInterviews, zpPositions, zpResumes, zpShields } from '../../db/schema/index.ts';
import { forbidden, notFound, refuse } from '../../core/errors.ts';
import type { Actor } from '../../http/router.ts';
import { sendNotice } from '../messaging/notices.service.ts';
import { visiblePosition } from './positions.service.ts';
import { positionsQuery, requireCompany } from './recruitment.common.ts';
import { resumeOf } from './resumes.service.ts';
import { listData, listPage, listReply } from '../../db/paging.ts';
import { presentApplicant, presentMyApplication } from './recruitment.presenter.ts';

// Applications (send_resume) and the applicant pipeline (manage_job): new → viewed → invited → interviewed
// → offered, or refused from any open step.

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
  return listData(
    db,
    q,
    () =>
      positionsQuery(db, { a: zpApplications })
        .innerJoin(zpApplications, eq(zpApplications.positionId, zpPositions.id))
        .where(where)
        .orderBy(desc(zpApplications.updatedAt), desc(zpApplications.id)),
    presentMyApplication,
  );
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

/** An application of the caller's company, locked for a step (a seeker who shielded the company reads as missing). */
export async function lockApplication(tx: Executor, actor: Actor, id: number) {
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
