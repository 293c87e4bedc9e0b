import { and, asc, count, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { AUDIT_STATE, CERT_MSG, COINS_PER_YUAN, EMPLOYMENT_MSG as M, USER_AUTH, formatCoins, parseHundredths } from '@xcb/shared';
import { DEMAND_STATUS as S, depositFor, type ApplicantKind, type DemandCard, type DemandForm, type DemandPayRecord } from '@xcb/shared/actions/employment';
import { DEMAND_STEPS, stepTo } from '@xcb/shared/states';
import type { Db, Executor, Tx } from '../../db/client.ts';
import { demandApplications, demandCollects, demandDeliveries, demandJobs, demandPayRequests, demandPays, demands, footprints, users } from '../../db/schema/index.ts';
import { anyContains } from '../../db/search.ts';
import { badRequest, forbidden, notFound, refuse } from '../../http/errors.ts';
import { assertStep } from '../../http/steps.ts';
import type { Actor } from '../../http/router.ts';
import type { AppDeps } from '../../deps.ts';
import { sendNotice } from '../messaging/notices.service.ts';
import { assertVisible, inScope, publishZone, zoneScope } from '../domain/scope.ts';
import { closeEscrow, depositToEscrow, findEscrow, openEscrow, payIntoEscrow, releaseFromEscrow } from '../wallet/escrow.ts';
import { publishCheck, publisherNameMap } from '../certification/certification.service.ts';
import { personalInformation } from '../../db/schema/index.ts';
import { assertOwnUploads } from '../files/files.service.ts';

// Short-term hire (spec business-areas §2-5, 7). Every money step goes through the demand's escrow
// (area 'demand', ref = demand id) in the same transaction as the state change it belongs to; each
// carries a trade code derived from the object (XQ<demand>D the deposit, XQ<demand>T<pay> a top-up,
// XQ<demand>P<request> a payment to a worker, XQ<demand>E the final return), so a repeat cannot move
// money twice.

type DemandRow = typeof demands.$inferSelect;
const iso = (d: Date) => d.toISOString();
const coins = (h: number) => formatCoins(h);
const mustCoins = (v: string, message: string) => {
  const n = parseHundredths(v);
  if (n === null) throw badRequest(message);
  return n;
};
const IN_PROGRESS = [S.recruiting, S.working];
/** The refusal of a step not allowed: "already ended" for an ended demand, `otherwise` for other states. */
const endedOr = (otherwise: string) => (state: number) => (state === S.ended ? M.alreadyEnded : otherwise);
const isOwnerOrStaff = (actor: Actor | null, row: DemandRow) => !!actor && (actor.userId === row.userId || !!actor.staffRole);

// ---- reading ----

async function cards(db: Executor, rows: DemandRow[]): Promise<DemandCard[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  // one round trip for the page: its jobs and its publishers' names (two queries) in parallel
  const [jobs, names] = await Promise.all([
    db.select().from(demandJobs).where(inArray(demandJobs.demandId, ids)).orderBy(asc(demandJobs.id)),
    publisherNameMap(db, rows.map((r) => r.userId)),
  ]);
  return rows.map((r) => {
    const own = jobs.filter((j) => j.demandId === r.id);
    return {
      id: r.id,
      needId: r.id,
      needCd: r.needCd,
      needtitle: r.needtitle,
      needtype: r.needtype,
      cityName: r.cityName,
      sf: r.sf,
      city: r.city,
      iszc: r.iszc,
      projecttime: r.projecttime,
      countmoney: coins(r.countmoney),
      daymoney: coins(r.daymoney),
      listPosition: own.map((j) => j.position).join('、'),
      peoplenum: own.reduce((n, j) => n + j.peoplenum, 0),
      payType: 1,
      lHyhneedStatus: r.status,
      companyName: names.get(r.userId) ?? '',
      publisherId: r.userId,
      lookCount: r.lookCount,
      createTime: iso(r.createdAt),
    };
  });
}

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
  if (q.keyword) c.push(anyContains(q.keyword, demands.needtitle, demands.needtype, demands.pay));
  if (q.publisherId !== undefined) c.push(eq(demands.userId, q.publisherId));
  const where = and(...c);
  const order =
    q.px === 1 ? [desc(demands.countmoney), desc(demands.id)] : q.px === 2 ? [asc(demands.countmoney), desc(demands.id)] : q.px === 3 ? [desc(demands.lookCount), desc(demands.id)] : [desc(demands.createdAt), desc(demands.id)];
  const [rows, [total]] = await Promise.all([
    db.select().from(demands).where(where).orderBy(...order).limit(q.pageSize).offset(q.pageNum * q.pageSize),
    db.select({ n: count() }).from(demands).where(where),
  ]);
  return { recordList: await cards(db, rows), recordCount: total?.n ?? 0 };
}

async function escrowBalance(db: Executor, demandId: number): Promise<number> {
  return (await findEscrow(db, 'demand', demandId))?.balance ?? 0;
}

function presentPay(p: typeof demandPays.$inferSelect): DemandPayRecord {
  return { id: p.id, kind: p.kind, source: p.source, payPrice: coins(p.amount), payProof: p.payProof, payCompanyName: p.payCompanyName, state: p.state, auditReason: p.auditReason, createTime: iso(p.createdAt) };
}

async function loadDemand(db: Executor, id: number): Promise<DemandRow> {
  const [row] = await db.select().from(demands).where(eq(demands.id, id));
  if (!row) throw notFound(M.notFound);
  return row;
}

async function applicationOf(db: Executor, demandId: number, userId: number) {
  const [row] = await db.select().from(demandApplications).where(and(eq(demandApplications.demandId, demandId), eq(demandApplications.userId, userId)));
  return row ?? null;
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
  const [collect] = actor ? await db.select({ id: demandCollects.id }).from(demandCollects).where(and(eq(demandCollects.userId, actor.userId), eq(demandCollects.demandId, id))) : [];
  const pays = owner ? await db.select().from(demandPays).where(eq(demandPays.demandId, id)).orderBy(desc(demandPays.id)) : [];
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
    },
  };
}

/** my_deal: everything the caller published, with the deposit, what the escrow holds and what waits. */
export async function myDemands(db: Executor, actor: Actor, q: { pageNum: number; pageSize: number }) {
  const where = eq(demands.userId, actor.userId);
  const [rows, [total]] = await Promise.all([
    db.select().from(demands).where(where).orderBy(desc(demands.createdAt), desc(demands.id)).limit(q.pageSize).offset(q.pageNum * q.pageSize),
    db.select({ n: count() }).from(demands).where(where),
  ]);
  const list = await cards(db, rows);
  const out = [];
  for (const [i, c] of list.entries()) {
    const r = rows[i] as DemandRow;
    const [apps] = await db.select({ n: count() }).from(demandApplications).where(eq(demandApplications.demandId, r.id));
    const [pending] = await db.select({ n: count() }).from(demandPays).where(and(eq(demandPays.demandId, r.id), eq(demandPays.state, 0)));
    out.push({ ...c, lHyhneedPrice: coins(r.deposit), payPrice: coins(await escrowBalance(db, r.id)), applyCount: apps?.n ?? 0, pendingPays: pending?.n ?? 0, auditReason: r.auditReason });
  }
  return { recordList: out, recordCount: total?.n ?? 0 };
}

// ---- publishing ----

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
    await tx.insert(demandJobs).values(input.listPosition.map((j) => ({ demandId: row.id, position: j.position, workyear: j.workyear, peoplenum: j.peoplenum, keytechnologies: j.keytechnologies ?? '' })));
    return { msg: M.published, id: row.id };
  });
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
    await tx.insert(demandJobs).values(input.listPosition.map((j) => ({ demandId: id, position: j.position, workyear: j.workyear, peoplenum: j.peoplenum, keytechnologies: j.keytechnologies ?? '' })));
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

/** Locks the caller's own demand for a change; another's demand is 403. */
async function ownDemandForUpdate(tx: Tx, actor: Actor, id: number): Promise<DemandRow> {
  const [row] = await tx.select().from(demands).where(eq(demands.id, id)).for('update');
  if (!row) throw notFound(M.notFound);
  if (row.userId !== actor.userId) throw forbidden();
  return row;
}

// ---- deposit and top-ups ----

/**
 * spec: lhyhneedPay_addInfo, a bank transfer with up to 5 proofs. While the demand awaits its deposit
 * it is the deposit (its amount fixed by the fee rule); in progress it is a project top-up. With an id
 * it edits a pending record or re-submits a rejected one. Staff confirm it in the demandPay queue.
 */
export async function addBankPay(deps: AppDeps, actor: Actor, p: { id?: number | undefined; kind?: 'deposit' | 'topup' | undefined; needId: number; payPrice: string; payProof: string[]; payCompanyName?: string | undefined }) {
  const yuan = mustCoins(p.payPrice, M.amountRequired);
  const amount = yuan * COINS_PER_YUAN;
  return deps.db.transaction(async (tx) => {
    const demand = await ownDemandForUpdate(tx, actor, p.needId);
    const values = { amount, payProof: p.payProof.join(','), payCompanyName: p.payCompanyName ?? null, state: 0, auditReason: null };
    if (p.id !== undefined) {
      const [pay] = await tx.select().from(demandPays).where(eq(demandPays.id, p.id)).for('update');
      if (!pay || pay.demandId !== demand.id) throw notFound(M.payNotFound);
      if (pay.userId !== actor.userId) throw forbidden();
      if (pay.state === 1 || pay.source !== 'bank') throw refuse(M.payNotEditable);
      if (pay.kind === 'deposit' && amount !== demand.deposit) throw refuse(M.depositAmountFixed);
      await assertOwnUploads(tx, actor.userId, p.payProof, [pay.payProof]);
      await tx.update(demandPays).set(values).where(eq(demandPays.id, pay.id));
      return { code: 1, msg: M.paySubmitted };
    }
    const kind = await nextPayKind(tx, demand, p.kind);
    if (kind === 'deposit' && amount !== demand.deposit) throw refuse(M.depositAmountFixed);
    await assertOwnUploads(tx, actor.userId, p.payProof);
    await tx.insert(demandPays).values({ demandId: demand.id, userId: actor.userId, kind, source: 'bank', ...values });
    return { code: 1, msg: M.paySubmitted };
  });
}

/** Whether a new payment is the deposit or a top-up; refuses a second deposit (paid or waiting). */
async function nextPayKind(tx: Tx, demand: DemandRow, wanted?: 'deposit' | 'topup'): Promise<'deposit' | 'topup'> {
  const topup = stepTo(DEMAND_STEPS, 'topup', demand.status) !== undefined;
  if (wanted === 'deposit' && topup) throw refuse(M.depositPaid);
  if (wanted === 'topup') assertStep(DEMAND_STEPS, 'topup', demand.status, endedOr(M.notInProgress));
  if (stepTo(DEMAND_STEPS, 'payDeposit', demand.status) !== undefined) {
    const open = await tx.select({ state: demandPays.state }).from(demandPays).where(and(eq(demandPays.demandId, demand.id), eq(demandPays.kind, 'deposit')));
    if (open.some((x) => x.state === 1)) throw refuse(M.depositPaid);
    if (open.some((x) => x.state === 0)) throw refuse(M.depositPending);
    return 'deposit';
  }
  if (topup) return 'topup';
  throw refuse(endedOr(M.notAwaitingDeposit)(demand.status));
}

/** The deposit or a top-up from the wallet, with the payment password; straight into the escrow. */
export async function walletPay(deps: AppDeps, actor: Actor, p: { needId: number; kind?: 'deposit' | 'topup' | undefined; accountpwd: string; payPrice?: string | undefined }) {
  return payIntoEscrow(deps, {
    payerId: actor.userId,
    accountpwd: p.accountpwd,
    // Cheap refusals first, so a wrong demand never costs a password try.
    precheck: async (db) => {
      const peek = await loadDemand(db, p.needId);
      if (peek.userId !== actor.userId) throw forbidden();
    },
    lock: async (tx) => {
      const demand = await ownDemandForUpdate(tx, actor, p.needId);
      const kind = await nextPayKind(tx, demand, p.kind);
      const amount = kind === 'deposit' ? demand.deposit : mustCoins(p.payPrice ?? '', M.amountRequired);
      return { demand, kind, amount };
    },
    payIn: async (tx, { demand, kind, amount }) => {
      const [pay] = await tx.insert(demandPays).values({ demandId: demand.id, userId: actor.userId, kind, source: 'wallet', amount, state: 1 }).returning();
      if (!pay) throw new Error('pay not inserted');
      const tradeCode = kind === 'deposit' ? `XQ${demand.id}D` : `XQ${demand.id}T${pay.id}`;
      await tx.update(demandPays).set({ tradeCode }).where(eq(demandPays.id, pay.id));
      return { area: 'demand', ref: demand.id, amount, tradeCode, remark: `${kind === 'deposit' ? '短期需求保证金' : '短期需求项目充值'}：${demand.needtitle}` };
    },
    settle: async (tx, { demand, kind, amount }) => {
      if (kind === 'deposit') await tx.update(demands).set({ status: assertStep(DEMAND_STEPS, 'payDeposit', demand.status, M.notAwaitingDeposit) }).where(eq(demands.id, demand.id));
      return { msg: M.paySuccess, payPrice: coins(amount) };
    },
  });
}

/** Staff confirm a bank payment (demandPay review queue): the coins enter the escrow. */
export async function confirmBankPay(tx: Tx, payId: number) {
  const [pay] = await tx.select().from(demandPays).where(eq(demandPays.id, payId));
  if (!pay) throw notFound(M.payNotFound);
  const [demand] = await tx.select().from(demands).where(eq(demands.id, pay.demandId)).for('update');
  if (!demand) throw notFound(M.notFound);
  if (demand.status === S.ended) throw refuse(M.alreadyEnded);
  const tradeCode = pay.kind === 'deposit' ? `XQ${demand.id}D` : `XQ${demand.id}T${pay.id}`;
  const escrow = await openEscrow(tx, { area: 'demand', ref: demand.id, payerId: demand.userId });
  await depositToEscrow(tx, escrow.id, {
    amount: pay.amount,
    tradeCode,
    source: 'bank',
    remark: `${pay.kind === 'deposit' ? '短期需求保证金（银行转账）' : '短期需求项目充值（银行转账）'}：${demand.needtitle}`.slice(0, 100),
    payProof: pay.payProof,
  });
  await tx.update(demandPays).set({ state: 1, tradeCode, auditReason: null }).where(eq(demandPays.id, pay.id));
  const paid = pay.kind === 'deposit' ? stepTo(DEMAND_STEPS, 'payDeposit', demand.status) : undefined;
  if (paid !== undefined) await tx.update(demands).set({ status: paid }).where(eq(demands.id, demand.id));
  return { demand, pay };
}

// ---- applications ----

export async function apply(deps: AppDeps, actor: Actor, needId: number) {
  return deps.db.transaction(async (tx) => {
    const [demand] = await tx.select().from(demands).where(eq(demands.id, needId)).for('update');
    if (!demand) throw notFound(M.notFound);
    assertVisible(zoneScope(actor), demand.exclusiveCode, '短期需求');
    if (demand.userId === actor.userId) throw refuse(M.ownDemand);
    assertStep(DEMAND_STEPS, 'apply', demand.status, M.notRecruiting);
    const [person] = await tx.select({ s: personalInformation.jpAuditState }).from(personalInformation).where(eq(personalInformation.userId, actor.userId));
    // spec §8: under review → wait; none (or rejected) → the guide to personal certification
    if (person?.s === AUDIT_STATE.pending) throw refuse(CERT_MSG.personalPending);
    if (person?.s !== AUDIT_STATE.approved) throw refuse(M.personalFirst, { redirect: '/employment/personal_certification' });
    const inserted = await tx.insert(demandApplications).values({ demandId: needId, userId: actor.userId }).onConflictDoNothing().returning({ id: demandApplications.id });
    if (inserted.length === 0) throw refuse(M.alreadyApplied);
    await sendNotice(tx, deps.hub, { userId: demand.userId, messageType: '00', messageTypeClass: '01', title: '有新的报名', content: `您的需求「${demand.needtitle}」收到新的报名，请到报名审核中处理`, redirectId: demand.id });
    return { msg: M.applied };
  });
}

/** Which account kinds (spec User.auth) each applicant filter shows: resume_review, resume_company, proxy_company. */
const APPLICANT_AUTH: Record<ApplicantKind, number[]> = { person: [USER_AUTH.unfilled, USER_AUTH.individual], company: [USER_AUTH.company], agency: [USER_AUTH.hrAgency] };

export async function listApplications(db: Executor, actor: Actor, q: { needId: number; pageNum: number; pageSize: number; applicantKind?: ApplicantKind | undefined }) {
  const demand = await loadDemand(db, q.needId);
  if (demand.userId !== actor.userId && !actor.staffRole) throw forbidden();
  const where = and(eq(demandApplications.demandId, q.needId), q.applicantKind ? inArray(users.auth, APPLICANT_AUTH[q.applicantKind]) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select({ a: demandApplications, nickName: users.nickName, icon: users.icon, auth: users.auth, name: personalInformation.name })
      .from(demandApplications)
      .innerJoin(users, eq(users.id, demandApplications.userId))
      .leftJoin(personalInformation, eq(personalInformation.userId, demandApplications.userId))
      .where(where)
      .orderBy(desc(demandApplications.createdAt), desc(demandApplications.id))
      .limit(q.pageSize)
      .offset(q.pageNum * q.pageSize),
    db.select({ n: count() }).from(demandApplications).innerJoin(users, eq(users.id, demandApplications.userId)).where(where),
  ]);
  return {
    recordList: rows.map((r) => ({ id: r.a.id, needId: r.a.demandId, userId: r.a.userId, name: r.name ?? r.nickName ?? '', nickName: r.nickName, icon: r.icon, auth: r.auth, state: r.a.state, createTime: iso(r.a.createdAt) })),
    recordCount: total?.n ?? 0,
  };
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
      content: input.state === 1 ? `您报名的需求「${demand.needtitle}」已录用您，请到我的办公查看` : `很遗憾，您报名的需求「${demand.needtitle}」未录用您`,
      redirectId: demand.id,
    });
    return { msg: '操作成功' };
  });
}

async function myJoined(db: Executor, actor: Actor, q: { pageNum: number; pageSize: number }, acceptedOnly: boolean) {
  const where = acceptedOnly ? and(eq(demandApplications.userId, actor.userId), eq(demandApplications.state, 1)) : eq(demandApplications.userId, actor.userId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ d: demands, a: demandApplications })
      .from(demandApplications)
      .innerJoin(demands, eq(demands.id, demandApplications.demandId))
      .where(where)
      .orderBy(desc(demandApplications.createdAt), desc(demandApplications.id))
      .limit(q.pageSize)
      .offset(q.pageNum * q.pageSize),
    db.select({ n: count() }).from(demandApplications).where(where),
  ]);
  const list = await cards(db, rows.map((r) => r.d));
  return { recordList: list.map((c, i) => ({ ...c, applyState: rows[i]?.a.state ?? 0, applyTime: iso(rows[i]?.a.createdAt ?? new Date()) })), recordCount: total?.n ?? 0 };
}

export const mySends = (db: Executor, actor: Actor, q: { pageNum: number; pageSize: number }) => myJoined(db, actor, q, false);
export const myWork = (db: Executor, actor: Actor, q: { pageNum: number; pageSize: number }) => myJoined(db, actor, q, true);

/** The caller must be an accepted worker of the demand. */
async function assertWorker(db: Executor, actor: Actor, demandId: number) {
  const a = await applicationOf(db, demandId, actor.userId);
  if (a?.state !== 1) throw forbidden(M.notWorker);
}

// ---- deliveries ----

export async function addDelivery(deps: AppDeps, actor: Actor, input: { needId: number; content: string; files?: string | undefined }) {
  return deps.db.transaction(async (tx) => {
    const demand = await loadDemand(tx, input.needId);
    await assertWorker(tx, actor, demand.id);
    assertStep(DEMAND_STEPS, 'deliver', demand.status, M.notInProgress);
    // attachments are uploaded paths: the worker's own uploads only
    await assertOwnUploads(tx, actor.userId, (input.files ?? '').split(',').map((f) => f.trim()));
    await tx.insert(demandDeliveries).values({ demandId: demand.id, userId: actor.userId, content: input.content, files: input.files ?? null });
    await sendNotice(tx, deps.hub, { userId: demand.userId, messageType: '00', messageTypeClass: '06', title: '收到新的交付', content: `需求「${demand.needtitle}」有新的交付，请审核`, redirectId: demand.id });
    return { msg: '交付已提交，请等待发布者审核' };
  });
}

export async function listDeliveries(db: Executor, actor: Actor, q: { needId: number; pageNum: number; pageSize: number }) {
  const demand = await loadDemand(db, q.needId);
  const owner = demand.userId === actor.userId || !!actor.staffRole;
  if (!owner) await assertWorker(db, actor, demand.id);
  const where = owner ? eq(demandDeliveries.demandId, demand.id) : and(eq(demandDeliveries.demandId, demand.id), eq(demandDeliveries.userId, actor.userId));
  const [rows, [total]] = await Promise.all([
    db
      .select({ d: demandDeliveries, nickName: users.nickName, name: personalInformation.name })
      .from(demandDeliveries)
      .innerJoin(users, eq(users.id, demandDeliveries.userId))
      .leftJoin(personalInformation, eq(personalInformation.userId, demandDeliveries.userId))
      .where(where)
      .orderBy(desc(demandDeliveries.createdAt), desc(demandDeliveries.id))
      .limit(q.pageSize)
      .offset(q.pageNum * q.pageSize),
    db.select({ n: count() }).from(demandDeliveries).where(where),
  ]);
  return {
    recordList: rows.map((r) => ({ id: r.d.id, needId: r.d.demandId, userId: r.d.userId, name: r.name ?? r.nickName ?? '', content: r.d.content, files: r.d.files, state: r.d.state, reason: r.d.reason, createTime: iso(r.d.createdAt) })),
    recordCount: total?.n ?? 0,
  };
}

export async function decideDelivery(deps: AppDeps, actor: Actor, input: { id: number; state: number; reason?: string | undefined }) {
  if (input.state === 2 && !input.reason) throw badRequest(M.reasonRequired);
  return deps.db.transaction(async (tx) => {
    const [d] = await tx.select().from(demandDeliveries).where(eq(demandDeliveries.id, input.id)).for('update');
    if (!d) throw notFound(M.deliveryNotFound);
    const demand = await ownDemandForUpdate(tx, actor, d.demandId);
    if (d.state !== 0) throw refuse(M.deliveryDecided);
    // once ended, the rest of the deposit has gone back: an approval could no longer be paid
    if (demand.status === S.ended) throw refuse(M.endedNoDecisions);
    await tx.update(demandDeliveries).set({ state: input.state, reason: input.reason ?? null }).where(eq(demandDeliveries.id, d.id));
    await sendNotice(tx, deps.hub, {
      userId: d.userId,
      messageType: '00',
      messageTypeClass: '06',
      title: input.state === 1 ? '交付审核通过' : '交付被退回',
      content: input.state === 1 ? `需求「${demand.needtitle}」的交付已通过审核，可提交付款申请` : `需求「${demand.needtitle}」的交付被退回：${input.reason ?? ''}`,
      redirectId: demand.id,
    });
    return { msg: '操作成功' };
  });
}

// ---- payment requests (payment audit, menu item 36) ----

export async function addPayRequest(deps: AppDeps, actor: Actor, input: { needId: number; amount: string; remark?: string | undefined }) {
  const amount = mustCoins(input.amount, M.amountRequired);
  return deps.db.transaction(async (tx) => {
    const demand = await loadDemand(tx, input.needId);
    await assertWorker(tx, actor, demand.id);
    assertStep(DEMAND_STEPS, 'requestPay', demand.status, M.notInProgress);
    await tx.insert(demandPayRequests).values({ demandId: demand.id, userId: actor.userId, auditUserId: demand.userId, amount, remark: input.remark ?? '' });
    await sendNotice(tx, deps.hub, { userId: demand.userId, messageType: '00', messageTypeClass: '04', title: '收到付款申请', content: `需求「${demand.needtitle}」有新的付款申请（${coins(amount)} 晶币），请到付款审核中处理`, redirectId: demand.id });
    return { msg: '付款申请已提交，请等待发布者审核' };
  });
}

export async function listPayRequests(db: Executor, actor: Actor, q: { pageNum: number; pageSize: number; state?: number | undefined; mine: number; needId?: number | undefined }) {
  const c: (SQL | undefined)[] = [q.mine === 1 ? eq(demandPayRequests.userId, actor.userId) : eq(demandPayRequests.auditUserId, actor.userId)];
  if (q.state !== undefined) c.push(eq(demandPayRequests.state, q.state));
  if (q.needId !== undefined) c.push(eq(demandPayRequests.demandId, q.needId));
  const where = and(...c);
  const [rows, [total]] = await Promise.all([
    db
      .select({ r: demandPayRequests, needtitle: demands.needtitle, nickName: users.nickName, name: personalInformation.name })
      .from(demandPayRequests)
      .innerJoin(demands, eq(demands.id, demandPayRequests.demandId))
      .innerJoin(users, eq(users.id, demandPayRequests.userId))
      .leftJoin(personalInformation, eq(personalInformation.userId, demandPayRequests.userId))
      .where(where)
      .orderBy(desc(demandPayRequests.createdAt), desc(demandPayRequests.id))
      .limit(q.pageSize)
      .offset(q.pageNum * q.pageSize),
    db.select({ n: count() }).from(demandPayRequests).where(where),
  ]);
  return {
    recordList: rows.map((x) => ({
      id: x.r.id,
      needId: x.r.demandId,
      needtitle: x.needtitle,
      userId: x.r.userId,
      name: x.name ?? x.nickName ?? '',
      amount: coins(x.r.amount),
      remark: x.r.remark,
      state: x.r.state,
      reason: x.r.reason,
      createTime: iso(x.r.createdAt),
    })),
    recordCount: total?.n ?? 0,
  };
}

/** Approve: the worker is paid from the demand's escrow (refused beyond what it holds); reject with a reason. */
export async function decidePayRequest(deps: AppDeps, actor: Actor, input: { id: number; decision: 'approve' | 'reject'; reason?: string | undefined }) {
  if (input.decision === 'reject' && !input.reason) throw badRequest(M.reasonRequired);
  return deps.db.transaction(async (tx) => {
    const [r] = await tx.select().from(demandPayRequests).where(eq(demandPayRequests.id, input.id)).for('update');
    if (!r) throw notFound(M.requestNotFound);
    if (r.auditUserId !== actor.userId) throw forbidden();
    const demand = await ownDemandForUpdate(tx, actor, r.demandId);
    if (r.state !== 0) throw refuse(M.requestDecided);
    if (demand.status === S.ended) throw refuse(M.endedNoDecisions);
    if (input.decision === 'approve') {
      const escrow = await findEscrow(tx, 'demand', demand.id);
      if (!escrow || escrow.balance < r.amount) throw refuse('托管金额不足');
      await releaseFromEscrow(tx, escrow.id, { toUserId: r.userId, amount: r.amount, tradeCode: `XQ${demand.id}P${r.id}`, remark: `短期需求付款：${demand.needtitle}`.slice(0, 100) });
    }
    await tx.update(demandPayRequests).set({ state: input.decision === 'approve' ? 1 : 2, reason: input.reason ?? null }).where(eq(demandPayRequests.id, r.id));
    await sendNotice(tx, deps.hub, {
      userId: r.userId,
      messageType: '00',
      messageTypeClass: '04',
      title: input.decision === 'approve' ? '付款申请已通过' : '付款申请被驳回',
      content: input.decision === 'approve' ? `需求「${demand.needtitle}」的付款 ${coins(r.amount)} 晶币已转入您的钱包` : `需求「${demand.needtitle}」的付款申请被驳回：${input.reason ?? ''}`,
      redirectId: demand.id,
    });
    return { msg: input.decision === 'approve' ? '已付款' : '已驳回' };
  });
}

// ---- the end of a project ----

export async function endDemand(deps: AppDeps, actor: Actor, id: number) {
  return deps.db.transaction(async (tx) => {
    const demand = await ownDemandForUpdate(tx, actor, id);
    const status = assertStep(DEMAND_STEPS, 'end', demand.status, endedOr(M.notInProgress));
    const [pending] = await tx.select({ n: count() }).from(demandPayRequests).where(and(eq(demandPayRequests.demandId, id), eq(demandPayRequests.state, 0)));
    if ((pending?.n ?? 0) > 0) throw refuse(M.pendingRequests);
    const escrow = await findEscrow(tx, 'demand', id);
    const closed = escrow ? await closeEscrow(tx, escrow.id, { tradeCode: `XQ${id}E`, remark: `短期需求结束退回保证金：${demand.needtitle}`.slice(0, 100) }) : null;
    const returned = escrow && closed ? escrow.balance : 0;
    await tx.update(demands).set({ status, endedAt: sql`now()` }).where(eq(demands.id, id));
    // Bank payments still waiting can no longer be confirmed; they are rejected with the reason.
    await tx.update(demandPays).set({ state: 2, auditReason: '项目已结束' }).where(and(eq(demandPays.demandId, id), eq(demandPays.state, 0)));
    await sendNotice(tx, deps.hub, { userId: demand.userId, messageType: '00', messageTypeClass: '01', title: '项目已结束', content: `需求「${demand.needtitle}」已结束，剩余保证金 ${coins(returned)} 晶币已退回您的钱包`, redirectId: id });
    return { msg: M.ended, returned: coins(returned) };
  });
}

// ---- favourites and footprints ----

export async function toggleCollect(db: Db, actor: Actor, needId: number) {
  const demand = await loadDemand(db, needId);
  assertVisible(zoneScope(actor), demand.exclusiveCode, '短期需求');
  const removed = await db.delete(demandCollects).where(and(eq(demandCollects.userId, actor.userId), eq(demandCollects.demandId, needId))).returning({ id: demandCollects.id });
  if (removed.length > 0) return { msg: M.uncollected, isCollect: false };
  await db.insert(demandCollects).values({ userId: actor.userId, demandId: needId }).onConflictDoNothing();
  return { msg: M.collected, isCollect: true };
}

export async function myCollects(db: Executor, actor: Actor, q: { pageNum: number; pageSize: number }) {
  const where = and(eq(demandCollects.userId, actor.userId), inScope(zoneScope(actor), demands.exclusiveCode));
  const [rows, [total]] = await Promise.all([
    db.select({ d: demands, at: demandCollects.createdAt }).from(demandCollects).innerJoin(demands, eq(demands.id, demandCollects.demandId)).where(where).orderBy(desc(demandCollects.createdAt)).limit(q.pageSize).offset(q.pageNum * q.pageSize),
    db.select({ n: count() }).from(demandCollects).innerJoin(demands, eq(demands.id, demandCollects.demandId)).where(where),
  ]);
  const list = await cards(db, rows.map((r) => r.d));
  return { recordList: list.map((c, i) => ({ ...c, collectTime: iso(rows[i]?.at ?? new Date()) })), recordCount: total?.n ?? 0 };
}

/** lhyhneedLooked_add (the spec's zpJpLooked_add for demands). A visible demand's footprint (the latest look) and its view count. */
export async function addLooked(db: Db, actor: Actor, targetId: number) {
  const demand = await loadDemand(db, targetId);
  assertVisible(zoneScope(actor), demand.exclusiveCode, '短期需求');
  await db.transaction(async (tx) => {
    await tx
      .insert(footprints)
      .values({ userId: actor.userId, type: 1, targetId })
      .onConflictDoUpdate({ target: [footprints.userId, footprints.type, footprints.targetId], set: { lookedAt: sql`now()` } });
    await tx.update(demands).set({ lookCount: sql`${demands.lookCount} + 1` }).where(eq(demands.id, targetId));
  });
  return { msg: '操作成功' };
}

export async function myFootprints(db: Executor, actor: Actor, q: { pageNum: number; pageSize: number }) {
  const where = and(eq(footprints.userId, actor.userId), eq(footprints.type, 1), inScope(zoneScope(actor), demands.exclusiveCode));
  const [rows, [total]] = await Promise.all([
    db.select({ d: demands, at: footprints.lookedAt }).from(footprints).innerJoin(demands, eq(demands.id, footprints.targetId)).where(where).orderBy(desc(footprints.lookedAt)).limit(q.pageSize).offset(q.pageNum * q.pageSize),
    db.select({ n: count() }).from(footprints).innerJoin(demands, eq(demands.id, footprints.targetId)).where(where),
  ]);
  const list = await cards(db, rows.map((r) => r.d));
  return { recordList: list.map((c, i) => ({ ...c, lookedTime: iso(rows[i]?.at ?? new Date()) })), recordCount: total?.n ?? 0 };
}
