import { and, asc, count, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { EMPLOYMENT_MSG as M } from '@xcb/shared';
import { DEMAND_STATUS as S, depositFor, type DemandForm } from '@xcb/shared/actions/employment';
import { DEMAND_STEPS } from '@xcb/shared/states';
import type { Executor, Tx } from '../../db/client.ts';
import { demandApplications, demandCollects, demandJobs, demandPayRequests, demandPays, demands } from '../../db/schema/index.ts';
import { keywordSearch } from '../../db/search.ts';
import { forbidden, notFound, refuse } from '../../core/errors.ts';
import { assertStep } from '../../http/steps.ts';
import type { Actor } from '../../http/router.ts';
import type { AppDeps } from '../../http/deps.ts';
import { sendNotice } from '../messaging/notices.service.ts';
import { assertVisible, inScope, publishZone, zoneScope } from '../domain/scope.ts';
import { closeEscrow, findEscrow } from '../ledger/escrow.ts';
import { escrowReleases } from '../ledger/escrow-history.ts';
import { publishCheck } from '../certification/certification.service.ts';
import {
  type DemandRow,
  IN_PROGRESS,
  applicationOf,
  coins,
  endedOr,
  escrowBalance,
  isOwnerOrStaff,
  loadDemand,
  mustCoins,
  ownDemandForUpdate,
} from './employment.common.ts';
import { cards, presentPay } from './employment.presenter.ts';
import { listPage, listReply } from '../../db/paging.ts';
import { linkSkills, SKILL_KIND } from '../skills/links.ts';

// Short-term demands (spec business-areas §2-3): lists and details, publishing and re-submitting after a
// rejection (staff review them in employment.review.ts), and the end of a project, when the escrow returns
// what it still holds to the publisher (trade code XQ<demand>E).

export interface ListQuery {
  pageNum: number;
  pageSize: number;
  cd?: number | undefined;
  px: number;
  needtype?: string | undefined;
  city?: string | undefined;
  iszc?: number | undefined;
  timeMin?: number | undefined;
  timeMax?: number | undefined;
  moneyMin?: number | undefined;
  moneyMax?: number | undefined;
  keyword?: string | undefined;
  publisherId?: number | undefined;
}

/** spec: lhyhneed_list, the demands in progress the caller's zone may see, filtered and sorted. */
export async function listDemands(db: Executor, actor: Actor | null, q: ListQuery) {
  const c: (SQL | undefined)[] = [inArray(demands.status, IN_PROGRESS), inScope(zoneScope(actor), demands.exclusiveCode)];
  if (q.cd !== undefined) c.push(eq(demands.needCd, q.cd));
  if (q.needtype) c.push(eq(demands.needtype, q.needtype));
  if (q.city) c.push(or(eq(demands.city, q.city), eq(demands.cityName, q.city), eq(demands.sf, q.city)));
  if (q.iszc !== undefined) c.push(q.iszc === 1 ? eq(demands.iszc, 1) : sql`${demands.iszc} <> 1`);
  if (q.timeMin !== undefined) c.push(gte(demands.projecttime, q.timeMin));
  if (q.timeMax !== undefined) c.push(lte(demands.projecttime, q.timeMax));
  if (q.moneyMin !== undefined) c.push(gte(demands.countmoney, Math.round(q.moneyMin * 100)));
  if (q.moneyMax !== undefined) c.push(lte(demands.countmoney, Math.round(q.moneyMax * 100)));
  if (q.publisherId !== undefined) c.push(eq(demands.userId, q.publisherId));
  const where = and(...c);
  // title matches first, each group in the order picked (db/search.ts)
  const search = keywordSearch(q.keyword, { titles: [demands.needtitle], bodies: [demands.needtype, demands.pay] });
  const order =
    q.px === 1
      ? [desc(demands.countmoney), desc(demands.id)]
      : q.px === 2
        ? [asc(demands.countmoney), desc(demands.id)]
        : q.px === 3
          ? [desc(demands.lookCount), desc(demands.id)]
          : [desc(demands.createdAt), desc(demands.id)];
  const found = await listPage(
    db,
    q,
    (match) =>
      db
        .select()
        .from(demands)
        .where(and(where, match))
        .orderBy(...order),
    { search },
  );
  return listReply(found, await cards(db, found.rows));
}

/** spec: lhyhneed_updateUI. Demands in progress are open to their zone; the others to the publisher and staff. */
export async function demandDetail(db: Executor, actor: Actor | null, id: number) {
  const scope = zoneScope(actor);
  const row = await loadDemand(db, id);
  const owner = isOwnerOrStaff(actor, row);
  if (!owner) {
    assertVisible(scope, row.exclusiveCode, '短期需求');
    const mine = actor ? await applicationOf(db, id, actor.userId) : null;
    if (!IN_PROGRESS.includes(row.status as 3 | 4) && !mine) throw notFound(M.notFound);
  }
  const [card] = await cards(db, [row]);
  if (!card) throw notFound(M.notFound);
  const jobs = await db.select().from(demandJobs).where(eq(demandJobs.demandId, id)).orderBy(asc(demandJobs.id));
  const application = actor ? await applicationOf(db, id, actor.userId) : null;
  const [collect] = actor
    ? await db
        .select({ id: demandCollects.id })
        .from(demandCollects)
        .where(and(eq(demandCollects.userId, actor.userId), eq(demandCollects.demandId, id)))
    : [];
  const pays = owner ? await db.select().from(demandPays).where(eq(demandPays.demandId, id)).orderBy(desc(demandPays.id)) : [];
  const payouts = owner ? await escrowReleases(db, 'demand', id) : [];
  const seesContact = owner || application?.state === 1;
  return {
    data: {
      ...card,
      xl: row.xl,
      settletype: row.settletype,
      isdeduction: row.isdeduction,
      exprince: row.exprince,
      pay: row.pay,
      area: row.area,
      address: row.address,
      name: row.name,
      settlementmodes: row.settlementmodes,
      settlementname: row.settlementname,
      phone: seesContact ? row.phone : null,
      tel: seesContact ? row.tel : null,
      lHyhneedPrice: coins(row.deposit),
      payPrice: coins(await escrowBalance(db, id)),
      auditReason: owner ? row.auditReason : null,
      jobs: jobs.map((j) => ({ position: j.position, workyear: j.workyear, peoplenum: j.peoplenum, keytechnologies: j.keytechnologies })),
      isOwner: !!actor && actor.userId === row.userId,
      isCollect: !!collect,
      applyState: application?.state ?? null,
      pays: pays.map(presentPay),
      payouts: payouts.map((r) => ({
        id: r.id,
        workerId: r.toUserId,
        workerName: r.toName,
        amount: coins(r.amount),
        tradeCode: r.tradeCode,
        createTime: r.createdAt.toISOString(),
      })),
    },
  };
}

/** my_deal: everything the caller published, with the deposit, what the escrow holds and what waits. */
export async function myDemands(db: Executor, actor: Actor, q: { pageNum: number; pageSize: number }) {
  const where = eq(demands.userId, actor.userId);
  const found = await listPage(db, q, () => db.select().from(demands).where(where).orderBy(desc(demands.createdAt), desc(demands.id)));
  const { rows } = found;
  const list = await cards(db, rows);
  const out = [];
  for (const [i, c] of list.entries()) {
    const r = rows[i] as DemandRow;
    const [apps] = await db.select({ n: count() }).from(demandApplications).where(eq(demandApplications.demandId, r.id));
    const [pending] = await db
      .select({ n: count() })
      .from(demandPays)
      .where(and(eq(demandPays.demandId, r.id), eq(demandPays.state, 0)));
    out.push({
      ...c,
      lHyhneedPrice: coins(r.deposit),
      payPrice: coins(await escrowBalance(db, r.id)),
      applyCount: apps?.n ?? 0,
      pendingPays: pending?.n ?? 0,
      auditReason: r.auditReason,
    });
  }
  return listReply(found, out);
}

/** The publish check (1,4,2) of a new or re-submitted demand, then its amounts and the fee rule's deposit. */
async function publishableMoney(deps: AppDeps, actor: Actor, input: DemandForm) {
  const check = await publishCheck(deps.db, actor.userId, 1);
  if (!check.ok) throw refuse(check.msg, { redirect: check.redirect });
  const daymoney = mustCoins(input.daymoney, M.dayMoneyInvalid);
  const countmoney = mustCoins(input.countmoney, M.countMoneyInvalid);
  const people = input.listPosition.reduce((n, j) => n + j.peoplenum, 0);
  return { daymoney, countmoney, deposit: depositFor({ iszc: input.iszc, daymoney, countmoney, people }) };
}

/** spec: free_need. Publish check (1,4,2) first; the demand waits for staff review (state 0). */
export async function addDemand(deps: AppDeps, actor: Actor, input: DemandForm) {
  const { daymoney, countmoney, deposit } = await publishableMoney(deps, actor, input);
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(demands)
      .values({
        userId: actor.userId,
        ...demandValues(input),
        daymoney,
        countmoney,
        deposit,
        status: S.reviewing,
        exclusiveCode: publishZone(actor),
      })
      .returning({ id: demands.id });
    if (!row) throw new Error('demand not inserted');
    await writeJobs(tx, row.id, input);
    return { msg: M.published, id: row.id };
  });
}

/** A demand's job needs and the skills its title and jobs name, as published or re-submitted. */
async function writeJobs(tx: Tx, demandId: number, input: DemandForm) {
  await tx.insert(demandJobs).values(
    input.listPosition.map((j) => ({
      demandId,
      position: j.position,
      workyear: j.workyear,
      peoplenum: j.peoplenum,
      keytechnologies: j.keytechnologies ?? '',
    })),
  );
  await linkSkills(
    tx,
    SKILL_KIND.demand,
    demandId,
    input.needtitle,
    ...input.listPosition.map((j) => `${j.position}\n${j.keytechnologies ?? ''}`),
  );
}

/**
 * free_need?id=: a rejected demand (state 1), edited and re-submitted. The same publish check as a new
 * demand, then the order details and the job-needs list are replaced, the deposit follows the fee rule
 * again, and the demand waits for staff review (state 0) in their queue once more.
 */
export async function resubmitDemand(deps: AppDeps, actor: Actor, id: number, input: DemandForm) {
  // access first: another's demand is 403 whatever the caller's certification
  if ((await loadDemand(deps.db, id)).userId !== actor.userId) throw forbidden();
  const { daymoney, countmoney, deposit } = await publishableMoney(deps, actor, input);
  return deps.db.transaction(async (tx) => {
    const demand = await ownDemandForUpdate(tx, actor, id);
    const status = assertStep(DEMAND_STEPS, 'edit', demand.status, M.notEditable);
    await tx
      .update(demands)
      .set({ ...demandValues(input), daymoney, countmoney, deposit, status, auditReason: null })
      .where(eq(demands.id, id));
    await tx.delete(demandJobs).where(eq(demandJobs.demandId, id));
    await writeJobs(tx, id, input);
    return { msg: M.resubmitted, id };
  });
}

/** The columns a demand form sets (money apart: the callers parse it). */
function demandValues(input: DemandForm) {
  return {
    needCd: input.needCd,
    needtitle: input.needtitle,
    needtype: input.needtype,
    xl: input.xl ?? null,
    projecttime: input.projecttime,
    settletype: input.settletype ?? null,
    isdeduction: input.isdeduction,
    exprince: input.exprince ?? null,
    pay: input.pay,
    sf: input.sf ?? null,
    city: input.city ?? null,
    area: input.area ?? null,
    cityName: input.city ?? input.sf ?? null,
    address: input.address ?? null,
    iszc: input.iszc,
    name: input.name,
    settlementmodes: input.settlementmodes,
    settlementname: input.settlementname ?? null,
    phone: input.phone,
    tel: input.tel ?? null,
  };
}

/**
 * Ends a demand in `status`: its escrow closed (what it held returns to the owner, the answer), the end
 * stamped, and the bank payments still waiting rejected with the reason (staff can no longer confirm them).
 */
async function closeDemand(tx: Tx, id: number, status: number, end: { tradeCode: string; remark: string; payReason: string }) {
  const escrow = await findEscrow(tx, 'demand', id);
  const closed = escrow ? await closeEscrow(tx, escrow.id, { tradeCode: end.tradeCode, remark: end.remark.slice(0, 100) }) : null;
  const returned = escrow && closed ? escrow.balance : 0;
  await tx
    .update(demands)
    .set({ status, endedAt: sql`now()` })
    .where(eq(demands.id, id));
  await tx
    .update(demandPays)
    .set({ state: 2, auditReason: end.payReason })
    .where(and(eq(demandPays.demandId, id), eq(demandPays.state, 0)));
  return returned;
}

export async function endDemand(deps: AppDeps, actor: Actor, id: number) {
  return deps.db.transaction(async (tx) => {
    const demand = await ownDemandForUpdate(tx, actor, id);
    const status = assertStep(DEMAND_STEPS, 'end', demand.status, endedOr(M.notInProgress));
    const [pending] = await tx
      .select({ n: count() })
      .from(demandPayRequests)
      .where(and(eq(demandPayRequests.demandId, id), eq(demandPayRequests.state, 0)));
    if ((pending?.n ?? 0) > 0) throw refuse(M.pendingRequests);
    const returned = await closeDemand(tx, id, status, {
      tradeCode: `XQ${id}E`,
      remark: `短期需求结束退回保证金：${demand.needtitle}`,
      payReason: '项目已结束',
    });
    await sendNotice(tx, deps.hub, {
      userId: demand.userId,
      messageType: '00',
      messageTypeClass: '01',
      title: '项目已结束',
      content: `需求「${demand.needtitle}」已结束，剩余保证金 ${coins(returned)} 晶币已退回您的钱包`,
      redirectId: id,
    });
    return { msg: M.ended, returned: coins(returned) };
  });
}

/**
 * The owner drops a demand that has not started (awaiting review, rejected or awaiting its deposit). The
 * deposit moves the demand into progress the moment it is paid, so normally the escrow holds nothing here;
 * should one exist (a bank transfer confirmed in the same instant), it is closed and its balance returned
 * (trade code XQ<demand>W). Bank proofs still waiting are rejected so staff no longer confirm them.
 */
export async function withdrawDemand(deps: AppDeps, actor: Actor, id: number) {
  return deps.db.transaction(async (tx) => {
    const demand = await ownDemandForUpdate(tx, actor, id);
    const status = assertStep(DEMAND_STEPS, 'withdraw', demand.status, (st) =>
      st === S.withdrawn ? M.withdrawn : endedOr(M.notWithdrawable)(st),
    );
    const returned = await closeDemand(tx, id, status, {
      tradeCode: `XQ${id}W`,
      remark: `短期需求撤回退回款项：${demand.needtitle}`,
      payReason: M.withdrawn,
    });
    return { msg: M.withdrawn, returned: coins(returned) };
  });
}
