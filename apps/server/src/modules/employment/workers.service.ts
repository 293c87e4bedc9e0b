import { and, desc, eq, inArray } from 'drizzle-orm';
import { AUDIT_STATE, CERT_MSG, EMPLOYMENT_MSG as M, USER_AUTH } from '@xcb/shared';
import { DEMAND_STATUS as S, type ApplicantKind } from '@xcb/shared/actions/employment';
import { DELIVERY_STEPS, DEMAND_STEPS } from '@xcb/shared/states';
import type { Executor } from '../../db/client.ts';
import { demandApplications, demandDeliveries, demands, users } from '../../db/schema/index.ts';
import { badRequest, forbidden, notFound, refuse } from '../../core/errors.ts';
import { assertStep } from '../../http/steps.ts';
import type { Actor } from '../../http/router.ts';
import type { AppDeps } from '../../http/deps.ts';
import { sendNotice } from '../messaging/notices.service.ts';
import { assertVisible, zoneScope } from '../domain/scope.ts';
import { personalInformation } from '../../db/schema/index.ts';
import { assertDeliveryFiles, namedFiles } from '../deliveries/deliveries.service.ts';
import { assertWorker, iso, loadDemand, ownDemandForUpdate } from './employment.common.ts';
import { cards, presentApplication, presentDelivery } from './employment.presenter.ts';
import { listPage, listReply } from '../../db/paging.ts';

// The workers of a short-term demand (spec business-areas §4-5): applications and the publisher's
// decisions (the first hire starts the work), the worker's lists, and deliveries with their review.

export async function apply(deps: AppDeps, actor: Actor, needId: number) {
  return deps.db.transaction(async (tx) => {
    const [demand] = await tx.select().from(demands).where(eq(demands.id, needId)).for('update');
    if (!demand) throw notFound(M.notFound);
    assertVisible(zoneScope(actor), demand.exclusiveCode, '短期需求');
    if (demand.userId === actor.userId) throw refuse(M.ownDemand);
    assertStep(DEMAND_STEPS, 'apply', demand.status, M.notRecruiting);
    const [person] = await tx
      .select({ s: personalInformation.jpAuditState })
      .from(personalInformation)
      .where(eq(personalInformation.userId, actor.userId));
    // spec §8: under review → wait; none (or rejected) → the guide to personal certification
    if (person?.s === AUDIT_STATE.pending) throw refuse(CERT_MSG.personalPending);
    if (person?.s !== AUDIT_STATE.approved) throw refuse(M.personalFirst, { redirect: '/employment/personal_certification' });
    const inserted = await tx
      .insert(demandApplications)
      .values({ demandId: needId, userId: actor.userId })
      .onConflictDoNothing()
      .returning({ id: demandApplications.id });
    if (inserted.length === 0) throw refuse(M.alreadyApplied);
    await sendNotice(tx, deps.hub, {
      userId: demand.userId,
      messageType: '00',
      messageTypeClass: '01',
      title: '有新的报名',
      content: `您的需求「${demand.needtitle}」收到新的报名，请到报名审核中处理`,
      redirectId: demand.id,
    });
    return { msg: M.applied };
  });
}

/** Which account kinds (spec User.auth) each applicant filter shows: resume_review, resume_company, proxy_company. */
const APPLICANT_AUTH: Record<ApplicantKind, number[]> = {
  person: [USER_AUTH.unfilled, USER_AUTH.individual],
  company: [USER_AUTH.company],
  agency: [USER_AUTH.hrAgency],
};

export async function listApplications(
  db: Executor,
  actor: Actor,
  q: { needId: number; pageNum: number; pageSize: number; applicantKind?: ApplicantKind | undefined },
) {
  const demand = await loadDemand(db, q.needId);
  if (demand.userId !== actor.userId && !actor.staffRole) throw forbidden();
  const where = and(
    eq(demandApplications.demandId, q.needId),
    q.applicantKind ? inArray(users.auth, APPLICANT_AUTH[q.applicantKind]) : undefined,
  );
  const found = await listPage(db, q, () =>
    db
      .select({ a: demandApplications, nickName: users.nickName, icon: users.icon, auth: users.auth, name: personalInformation.name })
      .from(demandApplications)
      .innerJoin(users, eq(users.id, demandApplications.userId))
      .leftJoin(personalInformation, eq(personalInformation.userId, demandApplications.userId))
      .where(where)
      .orderBy(desc(demandApplications.createdAt), desc(demandApplications.id)),
  );
  return listReply(found, found.rows.map(presentApplication));
}

export async function decideApplication(deps: AppDeps, actor: Actor, input: { id: number; state: number }) {
  return deps.db.transaction(async (tx) => {
    const [a] = await tx.select().from(demandApplications).where(eq(demandApplications.id, input.id)).for('update');
    if (!a) throw notFound(M.applicationNotFound);
    const demand = await ownDemandForUpdate(tx, actor, a.demandId);
    if (a.state !== 0) throw refuse(M.applicationDecided);
    const status = assertStep(DEMAND_STEPS, input.state === 1 ? 'hire' : 'decline', demand.status, M.notInProgress);
    await tx.update(demandApplications).set({ state: input.state }).where(eq(demandApplications.id, a.id));
    if (status !== demand.status) await tx.update(demands).set({ status }).where(eq(demands.id, demand.id));
    await sendNotice(tx, deps.hub, {
      userId: a.userId,
      messageType: '00',
      messageTypeClass: '08',
      title: input.state === 1 ? '报名已被录用' : '报名未被录用',
      content:
        input.state === 1
          ? `您报名的需求「${demand.needtitle}」已录用您，请到我的办公查看`
          : `很遗憾，您报名的需求「${demand.needtitle}」未录用您`,
      redirectId: demand.id,
    });
    return { msg: '操作成功' };
  });
}

async function myJoined(db: Executor, actor: Actor, q: { pageNum: number; pageSize: number }, acceptedOnly: boolean) {
  const where = acceptedOnly
    ? and(eq(demandApplications.userId, actor.userId), eq(demandApplications.state, 1))
    : eq(demandApplications.userId, actor.userId);
  const found = await listPage(db, q, () =>
    db
      .select({ d: demands, a: demandApplications })
      .from(demandApplications)
      .innerJoin(demands, eq(demands.id, demandApplications.demandId))
      .where(where)
      .orderBy(desc(demandApplications.createdAt), desc(demandApplications.id)),
  );
  const { rows } = found;
  const list = await cards(
    db,
    rows.map((r) => r.d),
  );
  return listReply(
    found,
    list.map((c, i) => ({ ...c, applyState: rows[i]?.a.state ?? 0, applyTime: iso(rows[i]?.a.createdAt ?? new Date()) })),
  );
}

export const mySends = (db: Executor, actor: Actor, q: { pageNum: number; pageSize: number }) => myJoined(db, actor, q, false);

export const myWork = (db: Executor, actor: Actor, q: { pageNum: number; pageSize: number }) => myJoined(db, actor, q, true);

export async function addDelivery(deps: AppDeps, actor: Actor, input: { needId: number; content: string; files: string[] }) {
  return deps.db.transaction(async (tx) => {
    const demand = await loadDemand(tx, input.needId);
    await assertWorker(tx, actor, demand.id);
    assertStep(DEMAND_STEPS, 'deliver', demand.status, M.notInProgress);
    // attachments are uploaded paths: the worker's own uploads only
    await assertDeliveryFiles(tx, actor.userId, input.files);
    await tx
      .insert(demandDeliveries)
      .values({ demandId: demand.id, userId: actor.userId, content: input.content, files: input.files.join(',') || null });
    await sendNotice(tx, deps.hub, {
      userId: demand.userId,
      messageType: '00',
      messageTypeClass: '06',
      title: '收到新的交付',
      content: `需求「${demand.needtitle}」有新的交付，请审核`,
      redirectId: demand.id,
    });
    return { msg: '交付已提交，请等待发布者审核' };
  });
}

export async function listDeliveries(db: Executor, actor: Actor, q: { needId: number; pageNum: number; pageSize: number }) {
  const demand = await loadDemand(db, q.needId);
  const owner = demand.userId === actor.userId || !!actor.staffRole;
  if (!owner) await assertWorker(db, actor, demand.id);
  const where = owner
    ? eq(demandDeliveries.demandId, demand.id)
    : and(eq(demandDeliveries.demandId, demand.id), eq(demandDeliveries.userId, actor.userId));
  const found = await listPage(db, q, () =>
    db
      .select({ d: demandDeliveries, nickName: users.nickName, name: personalInformation.name })
      .from(demandDeliveries)
      .innerJoin(users, eq(users.id, demandDeliveries.userId))
      .leftJoin(personalInformation, eq(personalInformation.userId, demandDeliveries.userId))
      .where(where)
      .orderBy(desc(demandDeliveries.createdAt), desc(demandDeliveries.id)),
  );
  const { rows } = found;
  const split = (files: string | null) => (files ? files.split(',').filter(Boolean) : []);
  const names = await namedFiles(
    db,
    rows.flatMap((r) => split(r.d.files)),
  );
  return listReply(
    found,
    rows.map((r) => ({
      ...presentDelivery(r),
      fileList: split(r.d.files).map((p) => names.get(p) ?? { path: p, name: p }),
    })),
  );
}

export async function decideDelivery(deps: AppDeps, actor: Actor, input: { id: number; state: number; reason?: string | undefined }) {
  if (input.state === 2 && !input.reason) throw badRequest(M.reasonRequired);
  return deps.db.transaction(async (tx) => {
    const [d] = await tx.select().from(demandDeliveries).where(eq(demandDeliveries.id, input.id)).for('update');
    if (!d) throw notFound(M.deliveryNotFound);
    const demand = await ownDemandForUpdate(tx, actor, d.demandId);
    const state = assertStep(DELIVERY_STEPS, input.state === 1 ? 'accept' : 'reject', d.state, M.deliveryDecided);
    // once ended, the rest of the deposit has gone back: an approval could no longer be paid
    if (demand.status === S.ended) throw refuse(M.endedNoDecisions);
    await tx
      .update(demandDeliveries)
      .set({ state, reason: input.reason ?? null })
      .where(eq(demandDeliveries.id, d.id));
    await sendNotice(tx, deps.hub, {
      userId: d.userId,
      messageType: '00',
      messageTypeClass: '06',
      title: input.state === 1 ? '交付审核通过' : '交付被退回',
      content:
        input.state === 1
          ? `需求「${demand.needtitle}」的交付已通过审核，可提交付款申请`
          : `需求「${demand.needtitle}」的交付被退回：${input.reason ?? ''}`,
      redirectId: demand.id,
    });
    return { msg: '操作成功' };
  });
}
