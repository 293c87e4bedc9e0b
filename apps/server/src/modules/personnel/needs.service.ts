import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { AUDIT_STATE, PERSONNEL_MSG, formatCoins, parseHundredths } from '@xcb/shared';
import { DELIVER_STATUS, NEED_STATUS, PERSONNEL_NOTICE_CLASS, zpDeposit, type NeedKind } from '@xcb/shared/actions/personnel';
import { calculate, isCalcError, percent, yuan, type CityRate } from '@xcb/shared/personnel-calc';
import type { Db } from '../../db/client.ts';
import {
  companies,
  personalInformation,
  personnelCityRates,
  personnelDelivers,
  personnelHistory,
  personnelNeeds,
} from '../../db/schema/index.ts';
import { anyContains, keywordSearch } from '../../db/search.ts';
import type { AppDeps } from '../../http/deps.ts';
import { badRequest, forbidden, notFound, refuse } from '../../core/errors.ts';
import type { Actor } from '../../http/router.ts';
import { assertVisible, inScope, publishZone, zoneScope } from '../domain/scope.ts';
import { sendNotice } from '../messaging/notices.service.ts';
import { closeEscrow, findEscrow, payIntoEscrow } from '../ledger/escrow.ts';
import { presentNeeds, type NeedRow } from './personnel.presenter.ts';
import { presentRate } from './rates.service.ts';
import { listPage, listReply } from '../../db/paging.ts';
import { linkSkills, needSkillTexts, SKILL_KIND } from '../skills/links.ts';

// Demands (需求) of the four kinds: the (4,6,2) publish check, writing (with the calculator), staff review
// (personnel.review.ts), the public lists and details (zone scope), my demands, closing, and the
// recruitment deposit zp_bzj held in escrow.

/** Demands anyone (in the zone) may open: published, taken, completed. The rest only their publisher and staff. */
const PUBLIC_STATES: number[] = [NEED_STATUS.published, NEED_STATUS.contracted, NEED_STATUS.completed];
export const DEPOSIT_AREA = 'recruitment' as const;
export const depositRef = (needId: number) => `zp-need-${needId}`;

/**
 * spec §5: the user-permission check (4,6,2) for agency demands: the user must have an approved company
 * certification or an approved personal information certification; while one is under review (flag 0)
 * 您的企业或个人资料正在审核, otherwise 请先完成企业认证或个人资料认证！ and the way to /employment/company_store.
 */
export async function publishPermission(db: Db, actor: Actor): Promise<{ ok: boolean; msg: string; redirect: string | null }> {
  const [cs, [p]] = await Promise.all([
    db.select({ state: companies.companyAuditState }).from(companies).where(eq(companies.userId, actor.userId)),
    db.select({ state: personalInformation.jpAuditState }).from(personalInformation).where(eq(personalInformation.userId, actor.userId)),
  ]);
  const states = [...cs.map((c) => c.state), ...(p ? [p.state] : [])];
  if (states.includes(AUDIT_STATE.approved)) return { ok: true, msg: '', redirect: null };
  if (states.includes(AUDIT_STATE.pending)) return { ok: false, msg: PERSONNEL_MSG.certifyPending, redirect: null };
  return { ok: false, msg: PERSONNEL_MSG.certifyFirst, redirect: '/employment/company_store' };
}

export interface NeedInput {
  id?: number | undefined;
  kind: NeedKind;
  title: string;
  cityName: string;
  headcount: number;
  months: number;
  baseAmount?: string | undefined;
  gjjRate?: number | undefined;
  position?: string | undefined;
  salary?: string | undefined;
  budget: string;
  contactName: string;
  contactPhone: string;
  description: string;
}

async function rateOf(db: Db, cityName: string): Promise<CityRate | null> {
  const [r] = await db.select().from(personnelCityRates).where(eq(personnelCityRates.cityName, cityName));
  return r ? presentRate(r) : null;
}

/** The kind's own fields checked and the calculator run (sb, gjj); bad input is a 400 with the message. */
async function kindFields(db: Db, input: NeedInput) {
  const budget = parseHundredths(input.budget);
  if (budget === null) throw badRequest(PERSONNEL_MSG.budgetInvalid);
  const base = input.baseAmount === undefined ? null : parseHundredths(input.baseAmount);
  const out = {
    budget,
    baseAmount: null as number | null,
    position: null as string | null,
    salary: null as string | null,
    calc: null as unknown,
    deposit: 0,
  };
  switch (input.kind) {
    case 'sb':
    case 'gjj': {
      if (base === null) throw badRequest(PERSONNEL_MSG.baseRequired);
      const rate = await rateOf(db, input.cityName);
      if (!rate) throw badRequest(PERSONNEL_MSG.rateNotFound);
      const r = calculate(rate, input.kind, {
        base,
        headcount: input.headcount,
        months: input.months,
        gjjRate: input.gjjRate === undefined ? undefined : Math.round(input.gjjRate * 100),
      });
      if (isCalcError(r))
        throw badRequest(
          r.error === 'base'
            ? PERSONNEL_MSG.baseOutOfRange(yuan(r.min), yuan(r.max))
            : PERSONNEL_MSG.gjjRateOutOfRange(percent(r.min), percent(r.max)),
        );
      out.baseAmount = base;
      out.calc = r;
      break;
    }
    case 'gz':
      if (base === null) throw badRequest(PERSONNEL_MSG.payrollRequired);
      out.baseAmount = base;
      break;
    case 'zp':
      if (!input.position) throw badRequest(PERSONNEL_MSG.positionRequired);
      if (!input.salary) throw badRequest(PERSONNEL_MSG.salaryRequired);
      out.position = input.position;
      out.salary = input.salary;
      out.deposit = zpDeposit(budget);
      break;
    default: {
      const never: never = input.kind;
      throw badRequest(String(never));
    }
  }
  return out;
}

export async function saveNeed(db: Db, actor: Actor, input: NeedInput) {
  const perm = await publishPermission(db, actor);
  if (!perm.ok) throw refuse(perm.msg, perm.redirect ? { redirect: perm.redirect } : {});
  const f = await kindFields(db, input);
  const values = {
    kind: input.kind,
    title: input.title,
    cityName: input.cityName,
    headcount: input.headcount,
    months: input.months,
    contactName: input.contactName,
    contactPhone: input.contactPhone,
    description: input.description,
    ...f,
    status: NEED_STATUS.pending,
    reviewReason: null,
    updatedAt: new Date(),
  };
  const row = await db.transaction(async (tx) => {
    if (input.id) {
      const [n] = await tx.select().from(personnelNeeds).where(eq(personnelNeeds.id, input.id)).for('update');
      if (!n) throw notFound(PERSONNEL_MSG.needNotFound);
      if (n.userId !== actor.userId) throw forbidden();
      if (n.status !== NEED_STATUS.pending && n.status !== NEED_STATUS.rejected) throw refuse(PERSONNEL_MSG.needNotEditable);
      const [u] = await tx.update(personnelNeeds).set(values).where(eq(personnelNeeds.id, n.id)).returning();
      if (u) await linkSkills(tx, SKILL_KIND.need, u.id, ...needSkillTexts(u));
      return u;
    }
    const [n] = await tx
      .insert(personnelNeeds)
      .values({ userId: actor.userId, exclusiveCode: publishZone(actor), ...values })
      .returning();
    // the services it asks for (matched firms, issue 27), in the same transaction as the text
    if (n) await linkSkills(tx, SKILL_KIND.need, n.id, ...needSkillTexts(n));
    return n;
  });
  if (!row) throw new Error('need not saved');
  const [data] = await presentNeeds(db, [row], actor);
  if (!data) throw new Error('need not presented');
  return { msg: PERSONNEL_MSG.needSubmitted, data };
}

export async function listNeeds(
  db: Db,
  actor: Actor | null,
  q: { kind?: NeedKind | undefined; cityName?: string | undefined; keyword?: string | undefined; pageNum: number; pageSize: number },
) {
  const c: (SQL | undefined)[] = [
    eq(personnelNeeds.status, NEED_STATUS.published),
    inScope(zoneScope(actor), personnelNeeds.exclusiveCode),
  ];
  if (q.kind) c.push(eq(personnelNeeds.kind, q.kind));
  if (q.cityName) c.push(anyContains(q.cityName, personnelNeeds.cityName));
  const where = and(...c);
  // title matches first (db/search.ts)
  const search = keywordSearch(q.keyword, {
    titles: [personnelNeeds.title],
    bodies: [personnelNeeds.description, personnelNeeds.position],
  });
  const p = await listPage(
    db,
    q,
    (match) => db.select().from(personnelNeeds).where(and(where, match)).orderBy(desc(personnelNeeds.createdAt), desc(personnelNeeds.id)),
    { search },
  );
  return { data: listReply(p, await presentNeeds(db, p.rows, actor)) };
}

/** A demand the caller may open: its own, staff, one in public state, or one he applied to; in his zone. */
export async function visibleNeed(db: Db, actor: Actor | null, id: number): Promise<NeedRow> {
  const scope = zoneScope(actor);
  const [n] = await db.select().from(personnelNeeds).where(eq(personnelNeeds.id, id));
  if (!n) throw notFound(PERSONNEL_MSG.needNotFound);
  if (actor && (actor.userId === n.userId || actor.staffRole)) return n;
  assertVisible(scope, n.exclusiveCode, '人事代理需求');
  if (PUBLIC_STATES.includes(n.status)) return n;
  if (actor) {
    const [d] = await db
      .select({ id: personnelDelivers.id })
      .from(personnelDelivers)
      .where(and(eq(personnelDelivers.needId, id), eq(personnelDelivers.providerId, actor.userId)));
    if (d) return n;
  }
  throw notFound(PERSONNEL_MSG.needNotFound);
}

export async function needDetail(db: Db, actor: Actor | null, id: number) {
  let n = await visibleNeed(db, actor, id);
  if (actor && actor.userId !== n.userId && !actor.staffRole) {
    await db
      .insert(personnelHistory)
      .values({ userId: actor.userId, needId: id })
      .onConflictDoUpdate({ target: [personnelHistory.userId, personnelHistory.needId], set: { viewedAt: sql`now()` } });
    const [u] = await db
      .update(personnelNeeds)
      .set({ readCount: sql`${personnelNeeds.readCount} + 1` })
      .where(eq(personnelNeeds.id, id))
      .returning();
    if (u) n = u;
  }
  const [data] = await presentNeeds(db, [n], actor);
  if (!data) throw new Error('need not presented');
  return { data };
}

export async function myNeeds(
  db: Db,
  actor: Actor,
  q: { kind?: NeedKind | undefined; status?: number | undefined; pageNum: number; pageSize: number },
) {
  const c: (SQL | undefined)[] = [eq(personnelNeeds.userId, actor.userId)];
  if (q.kind) c.push(eq(personnelNeeds.kind, q.kind));
  if (q.status !== undefined) c.push(eq(personnelNeeds.status, q.status));
  const where = and(...c);
  const p = await listPage(db, q, () =>
    db.select().from(personnelNeeds).where(where).orderBy(desc(personnelNeeds.updatedAt), desc(personnelNeeds.id)),
  );
  return { data: listReply(p, await presentNeeds(db, p.rows, actor)) };
}

/**
 * The demander closes a demand no firm is engaged on (design: under review, published, rejected or
 * waiting for its deposit). Open applications become "not chosen"; a paid recruitment deposit returns.
 */
export async function closeNeed(deps: AppDeps, actor: Actor, id: number) {
  await deps.db.transaction(async (tx) => {
    const [n] = await tx.select().from(personnelNeeds).where(eq(personnelNeeds.id, id)).for('update');
    if (!n) throw notFound(PERSONNEL_MSG.needNotFound);
    if (n.userId !== actor.userId) throw forbidden();
    if (n.status === NEED_STATUS.contracted) throw refuse(PERSONNEL_MSG.needNotClosable);
    if (n.status === NEED_STATUS.closed || n.status === NEED_STATUS.completed) throw refuse(PERSONNEL_MSG.needNotOpen);
    await tx.update(personnelNeeds).set({ status: NEED_STATUS.closed, updatedAt: new Date() }).where(eq(personnelNeeds.id, id));
    const open = await tx
      .update(personnelDelivers)
      .set({ status: DELIVER_STATUS.notChosen })
      .where(and(eq(personnelDelivers.needId, id), eq(personnelDelivers.status, DELIVER_STATUS.applied)))
      .returning({ providerId: personnelDelivers.providerId });
    for (const d of open) {
      await sendNotice(tx, deps.hub, {
        userId: d.providerId,
        messageType: '03',
        messageTypeClass: PERSONNEL_NOTICE_CLASS.apply,
        title: '人事代理需求已关闭',
        content: `您申请的需求「${n.title}」已被发布方关闭`,
        redirectId: id,
      });
    }
    await returnDeposit(tx, n);
  });
  return { msg: PERSONNEL_MSG.needClosed };
}

/** Returns what the demand's recruitment deposit still holds to the demander (once; nothing if none). */
export async function returnDeposit(tx: Parameters<Parameters<Db['transaction']>[0]>[0], n: NeedRow) {
  const e = await findEscrow(tx, DEPOSIT_AREA, depositRef(n.id));
  if (e && e.status === 'open')
    await closeEscrow(tx, e.id, { tradeCode: `RSBZJ${n.id}C`, remark: `招聘保证金退回「${n.title}」`.slice(0, 100) });
}

/** A contract's end completes its demand and returns the recruitment deposit still held. */
export async function completeNeed(tx: Parameters<Parameters<Db['transaction']>[0]>[0], needId: number) {
  const [n] = await tx
    .update(personnelNeeds)
    .set({ status: NEED_STATUS.completed, updatedAt: new Date() })
    .where(eq(personnelNeeds.id, needId))
    .returning();
  if (n) await returnDeposit(tx, n);
}

/** zp_bzj: the demander pays the recruitment deposit into escrow; the demand is then published. */
export async function payDeposit(deps: AppDeps, actor: Actor, id: number, accountpwd: string) {
  const row = await payIntoEscrow(deps, {
    payerId: actor.userId,
    accountpwd,
    precheck: async (db) => {
      const [pre] = await db.select().from(personnelNeeds).where(eq(personnelNeeds.id, id));
      if (!pre) throw notFound(PERSONNEL_MSG.needNotFound);
      if (pre.userId !== actor.userId) throw forbidden();
      if (pre.status !== NEED_STATUS.awaitingDeposit) throw refuse(PERSONNEL_MSG.depositNotDue);
    },
    lock: async (tx) => {
      const [n] = await tx.select().from(personnelNeeds).where(eq(personnelNeeds.id, id)).for('update');
      if (!n || n.status !== NEED_STATUS.awaitingDeposit) throw refuse(PERSONNEL_MSG.depositNotDue);
      return n;
    },
    payIn: (_tx, n) => ({
      area: DEPOSIT_AREA,
      ref: depositRef(id),
      amount: n.deposit,
      tradeCode: `RSBZJ${id}`,
      remark: `招聘保证金「${n.title}」`,
    }),
    settle: async (tx) => {
      const [u] = await tx
        .update(personnelNeeds)
        .set({ status: NEED_STATUS.published, depositPaidAt: new Date(), updatedAt: new Date() })
        .where(eq(personnelNeeds.id, id))
        .returning();
      return u;
    },
  });
  if (!row) throw new Error('need vanished');
  const [data] = await presentNeeds(deps.db, [row], actor);
  if (!data) throw new Error('need not presented');
  return { msg: PERSONNEL_MSG.depositPaid, data };
}

/** What the recruitment deposit of a demand still holds (coins text). */
export async function depositHeld(db: Db, needId: number): Promise<string> {
  const e = await findEscrow(db, DEPOSIT_AREA, depositRef(needId));
  return formatCoins(e?.balance ?? 0);
}

/** Ids of demands among `ids` the caller may see in listings of his own (favourites, history). */
export function listable(actor: Actor) {
  return and(
    inScope(zoneScope(actor), personnelNeeds.exclusiveCode),
    or(inArray(personnelNeeds.status, PUBLIC_STATES), eq(personnelNeeds.userId, actor.userId)),
  );
}
