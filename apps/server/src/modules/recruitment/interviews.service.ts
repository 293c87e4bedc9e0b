import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { APPLY_STATUS, formatDateTime, INTERVIEW_STATE, POSITION_STATUS, RECRUIT_MSG as M, RECRUIT_NOTICE } from '@xcb/shared';
import type { AppDeps } from '../../http/deps.ts';
import type { Executor } from '../../db/client.ts';
import { companies, zpGrzl, zpApplications, zpInterviews, zpPositions, zpResumes } from '../../db/schema/index.ts';
import { badRequest, forbidden, notFound, refuse } from '../../core/errors.ts';
import type { Actor } from '../../http/router.ts';
import { sendNotice } from '../messaging/notices.service.ts';
import { requireCompany } from './recruitment.common.ts';
import { resumeForCompany } from './resumes.service.ts';
import { listPage, listReply } from '../../db/paging.ts';
import { presentInterview } from './recruitment.presenter.ts';
import { lockApplication } from './applications.service.ts';

// Interview invitations (interview_list, job_video): the company invites, the seeker answers.

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
