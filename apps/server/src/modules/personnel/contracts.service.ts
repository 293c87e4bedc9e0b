import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import { PERSONNEL_MSG, formatCoins, formatDate, parseHundredths } from '@xcb/shared';
import {
  CONTRACT_STATUS,
  DELIVER_STATUS,
  NEED_STATUS,
  PERSONNEL_NOTICE_CLASS,
  type Contract,
  type Need,
  type NeedKind,
} from '@xcb/shared/actions/personnel';
import { CONTRACT_STEPS, type ContractAction } from '@xcb/shared/states';
import type { Db, Executor, Tx } from '../../db/client.ts';
import { personnelComments, personnelContracts, personnelDelivers, personnelNeeds, users } from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/deps.ts';
import { badRequest, forbidden, notFound, refuse } from '../../core/errors.ts';
import { assertStep } from '../../http/steps.ts';
import type { Actor } from '../../http/router.ts';
import { assertVisible, zoneScope } from '../domain/scope.ts';
import { sendNotice } from '../messaging/notices.service.ts';
import { DELIVERY_MSG } from '@xcb/shared/actions/deliveries';
import { decidePending, deliveryHistory, recordDelivery } from '../deliveries/deliveries.service.ts';
import { closeEscrow, findEscrow, payIntoEscrow, releaseFromEscrow } from '../ledger/escrow.ts';
import { assertNotDisputed } from '../disputes/disputes.ts';
import { firmNames, requireActiveMember, sweepMemberships } from './firm.service.ts';
import { DEPOSIT_AREA, depositHeld, depositRef, returnDeposit } from './needs.service.ts';
import {
  presentComment,
  presentContract,
  presentDelivers,
  presentNeeds,
  publisherNames,
  type ContractRow,
  type NeedRow,
} from './personnel.presenter.ts';
import { ONE, countUpTo, page } from '../../db/paging.ts';

// Applications (personnel_deliver), the demander's choice, and the contract with its states (design,
// shared/actions/personnel.ts CONTRACT_STATUS):
//   0 awaiting the firm's signature --sign--> 1 awaiting payment --pay (escrow)--> 2 in service
//   --deliver--> 3 awaiting confirmation --confirm (release)--> 4 completed
//   3 --reject (reason)--> 6 rejected --deliver--> 3 (each delivery, with its files, kept in `deliveries`)
//   0, 1, 2 --cancel--> 5 cancelled (what escrow holds returns to the demander; the demand reopens)
// Every money step is one transaction with its state change; trade codes come from the contract
// (RSHT<id> pay, RSHT<id>R release, RSHT<id>C return), so a repeated request cannot move money twice.

type DeliverRow = typeof personnelDelivers.$inferSelect;
export const CONTRACT_AREA = 'personnel' as const;
const contractRef = (id: number) => `contract-${id}`;
const notice = (tx: Executor, deps: AppDeps, userId: number, cls: string, title: string, content: string, redirectId: number) =>
  sendNotice(tx, deps.hub, { userId, messageType: '03', messageTypeClass: cls, title, content, redirectId });

// ---- applications ----

/** A firm applies: approved, membership running, not its own demand, demand published and in its zone. */
export async function applyNeed(deps: AppDeps, actor: Actor, input: { needId: number; quote: string; message: string }) {
  const quote = parseHundredths(input.quote);
  if (quote === null) throw badRequest(PERSONNEL_MSG.quoteInvalid);
  await sweepMemberships(deps.db, deps.hub);
  const row = await deps.db.transaction(async (tx) => {
    const [n] = await tx.select().from(personnelNeeds).where(eq(personnelNeeds.id, input.needId)).for('update');
    if (!n) throw notFound(PERSONNEL_MSG.needNotFound);
    assertVisible(zoneScope(actor), n.exclusiveCode, '人事代理需求');
    if (n.userId === actor.userId) throw refuse(PERSONNEL_MSG.ownNeed);
    const firm = await requireActiveMember(tx, actor.userId);
    if (n.status !== NEED_STATUS.published) throw refuse(PERSONNEL_MSG.needNotOpen);
    const [prev] = await tx
      .select()
      .from(personnelDelivers)
      .where(and(eq(personnelDelivers.needId, n.id), eq(personnelDelivers.providerId, actor.userId)))
      .for('update');
    let d: DeliverRow | undefined;
    if (prev) {
      // design: a withdrawn application may be made again; any other stays as it is
      if (prev.status !== DELIVER_STATUS.withdrawn) throw refuse(PERSONNEL_MSG.alreadyApplied);
      [d] = await tx
        .update(personnelDelivers)
        .set({ quote, message: input.message, status: DELIVER_STATUS.applied, createdAt: new Date() })
        .where(eq(personnelDelivers.id, prev.id))
        .returning();
    } else {
      [d] = await tx
        .insert(personnelDelivers)
        .values({ needId: n.id, providerId: actor.userId, firmId: firm.id, quote, message: input.message })
        .returning();
    }
    if (!d) throw new Error('deliver not saved');
    await notice(
      tx,
      deps,
      n.userId,
      PERSONNEL_NOTICE_CLASS.apply,
      '人事代理：收到新的服务申请',
      `「${firm.firmname}」申请承接您的需求「${n.title}」，报价${formatCoins(quote)}晶币`,
      n.id,
    );
    return d;
  });
  const [data] = await presentDelivers(deps.db, [row]);
  if (!data) throw new Error('deliver not presented');
  return { msg: PERSONNEL_MSG.applied, data };
}

export async function myDelivers(db: Db, actor: Actor, q: { pageNum: number; pageSize: number }) {
  const where = eq(personnelDelivers.providerId, actor.userId);
  const { rows, total } = await page(
    db.select().from(personnelDelivers).where(where).orderBy(desc(personnelDelivers.createdAt), desc(personnelDelivers.id)),
    countUpTo(db, db.select(ONE).from(personnelDelivers).where(where)),
    { page: q.pageNum, size: q.pageSize },
  );
  return { data: { recordList: await presentDelivers(db, rows), recordCount: total } };
}

export async function needDelivers(db: Db, actor: Actor, needId: number) {
  const [n] = await db.select({ userId: personnelNeeds.userId }).from(personnelNeeds).where(eq(personnelNeeds.id, needId));
  if (!n) throw notFound(PERSONNEL_MSG.needNotFound);
  if (n.userId !== actor.userId && !actor.staffRole) throw forbidden();
  const rows = await db
    .select()
    .from(personnelDelivers)
    .where(and(eq(personnelDelivers.needId, needId), ne(personnelDelivers.status, DELIVER_STATUS.withdrawn)))
    .orderBy(desc(personnelDelivers.createdAt));
  return { data: await presentDelivers(db, rows) };
}

export async function withdrawDeliver(db: Db, actor: Actor, id: number) {
  await db.transaction(async (tx) => {
    const [d] = await tx.select().from(personnelDelivers).where(eq(personnelDelivers.id, id)).for('update');
    if (!d) throw notFound(PERSONNEL_MSG.deliverNotFound);
    if (d.providerId !== actor.userId) throw forbidden();
    if (d.status !== DELIVER_STATUS.applied) throw refuse(PERSONNEL_MSG.deliverNotOpen);
    await tx.update(personnelDelivers).set({ status: DELIVER_STATUS.withdrawn }).where(eq(personnelDelivers.id, id));
  });
  return { msg: '申请已撤回' };
}

// the contract number carries the China calendar day it was made on
const stamp = () => formatDate(new Date()).replace(/-/g, '');

/** The demander chooses one application: the contract (at the firm's quote) waits for the firm's signature. */
export async function choose(deps: AppDeps, actor: Actor, input: { id: number; terms: string; startDate: string; endDate: string }) {
  const contractId = await deps.db.transaction(async (tx) => {
    const [d] = await tx.select().from(personnelDelivers).where(eq(personnelDelivers.id, input.id)).for('update');
    if (!d) throw notFound(PERSONNEL_MSG.deliverNotFound);
    const [n] = await tx.select().from(personnelNeeds).where(eq(personnelNeeds.id, d.needId)).for('update');
    if (!n) throw notFound(PERSONNEL_MSG.needNotFound);
    if (n.userId !== actor.userId) throw forbidden();
    if (n.status !== NEED_STATUS.published) throw refuse(PERSONNEL_MSG.needTaken);
    if (d.status !== DELIVER_STATUS.applied) throw refuse(PERSONNEL_MSG.deliverNotOpen);
    const [c] = await tx
      .insert(personnelContracts)
      .values({
        contractNo: `RS${stamp()}${randomBytes(3).toString('hex').toUpperCase()}`,
        needId: n.id,
        deliverId: d.id,
        demanderId: n.userId,
        providerId: d.providerId,
        kind: n.kind,
        amount: d.quote,
        terms: input.terms,
        startDate: input.startDate,
        endDate: input.endDate,
      })
      .returning();
    if (!c) throw new Error('contract not written');
    await tx.update(personnelDelivers).set({ status: DELIVER_STATUS.chosen }).where(eq(personnelDelivers.id, d.id));
    const others = await tx
      .update(personnelDelivers)
      .set({ status: DELIVER_STATUS.notChosen })
      .where(and(eq(personnelDelivers.needId, n.id), eq(personnelDelivers.status, DELIVER_STATUS.applied)))
      .returning({ providerId: personnelDelivers.providerId });
    await tx.update(personnelNeeds).set({ status: NEED_STATUS.contracted, updatedAt: new Date() }).where(eq(personnelNeeds.id, n.id));
    await notice(tx, deps, d.providerId, PERSONNEL_NOTICE_CLASS.contract, PERSONNEL_MSG.chosenTitle, PERSONNEL_MSG.chosen(n.title), c.id);
    for (const o of others)
      await notice(tx, deps, o.providerId, PERSONNEL_NOTICE_CLASS.apply, '人事代理：申请结果', PERSONNEL_MSG.notChosen(n.title), n.id);
    return c.id;
  });
  return { msg: '已选定服务方，请等待服务方签署合同', contractId };
}

// ---- contracts ----

async function presentContracts(db: Db, rows: ContractRow[], actor: Actor, withNeed = false): Promise<Contract[]> {
  if (rows.length === 0) return [];
  const needIds = [...new Set(rows.map((r) => r.needId))];
  const [needs, demanders, firms, comments] = await Promise.all([
    db.select().from(personnelNeeds).where(inArray(personnelNeeds.id, needIds)),
    publisherNames(
      db,
      rows.map((r) => r.demanderId),
    ),
    firmNames(
      db,
      rows.map((r) => r.providerId),
    ),
    db
      .select({ contractId: personnelComments.contractId })
      .from(personnelComments)
      .where(
        inArray(
          personnelComments.contractId,
          rows.map((r) => r.id),
        ),
      ),
  ]);
  const needOf = new Map<number, NeedRow>(needs.map((n) => [n.id, n]));
  const presented = new Map<number, Need>(withNeed ? (await presentNeeds(db, needs, actor)).map((n) => [n.id, n]) : []);
  const commented = new Set(comments.map((c) => c.contractId));
  const out: Contract[] = [];
  for (const r of rows) {
    const escrow = await findEscrow(db, CONTRACT_AREA, contractRef(r.id));
    out.push(
      presentContract(
        r,
        {
          needTitle: needOf.get(r.needId)?.title ?? '',
          need: presented.get(r.needId) ?? null,
          demanderName: demanders.get(r.demanderId) ?? '',
          firmname: firms.get(r.providerId) ?? '',
          escrowBalance: escrow?.balance ?? 0,
          depositHeld: r.kind === 'zp' ? await depositHeld(db, r.needId) : '0.00',
          commented: commented.has(r.id),
        },
        actor,
      ),
    );
  }
  return out;
}

export async function listContracts(
  db: Db,
  actor: Actor,
  q: { role: 'need' | 'serve'; kind?: NeedKind | undefined; status?: number | undefined; pageNum: number; pageSize: number },
) {
  const c: SQL[] = [q.role === 'need' ? eq(personnelContracts.demanderId, actor.userId) : eq(personnelContracts.providerId, actor.userId)];
  if (q.kind) c.push(eq(personnelContracts.kind, q.kind));
  if (q.status !== undefined) c.push(eq(personnelContracts.status, q.status));
  const where = and(...c);
  const { rows, total } = await page(
    db.select().from(personnelContracts).where(where).orderBy(desc(personnelContracts.createdAt), desc(personnelContracts.id)),
    countUpTo(db, db.select(ONE).from(personnelContracts).where(where)),
    { page: q.pageNum, size: q.pageSize },
  );
  return { data: { recordList: await presentContracts(db, rows, actor), recordCount: total } };
}

async function partyContract(db: Executor, actor: Actor, id: number, lock?: Tx): Promise<ContractRow> {
  const q = (lock ?? db).select().from(personnelContracts).where(eq(personnelContracts.id, id));
  const [c] = lock ? await q.for('update') : await q;
  if (!c) throw notFound(PERSONNEL_MSG.contractNotFound);
  if (c.demanderId !== actor.userId && c.providerId !== actor.userId && !actor.staffRole) throw forbidden();
  return c;
}

async function one(db: Db, actor: Actor, id: number): Promise<Contract> {
  const [c] = await db.select().from(personnelContracts).where(eq(personnelContracts.id, id));
  if (!c) throw notFound(PERSONNEL_MSG.contractNotFound);
  const [data] = await presentContracts(db, [c], actor, true);
  if (!data) throw new Error('contract not presented');
  return data;
}

export async function contractDetail(db: Db, actor: Actor, id: number) {
  await partyContract(db, actor, id);
  return { data: await one(db, actor, id), deliveries: await deliveryHistory(db, 'personnel', id) };
}

const paidMsg = (s: number) =>
  (s >= CONTRACT_STATUS.inService && s <= CONTRACT_STATUS.completed) || s === CONTRACT_STATUS.rejected
    ? PERSONNEL_MSG.paidTwice
    : PERSONNEL_MSG.contractState;

/** The caller must be a side the step table names for the action (403 otherwise). */
function assertSide(c: ContractRow, actor: Actor, action: ContractAction) {
  const sides: readonly ('demander' | 'provider')[] = CONTRACT_STEPS[action].by;
  if (!sides.some((s) => (s === 'demander' ? c.demanderId : c.providerId) === actor.userId)) throw forbidden();
}

/**
 * Locks the contract, checks the caller's side (403 otherwise) and the state against the step table
 * (the refusal otherwise); answers the row and the state the step leads to.
 */
async function step(
  tx: Tx,
  actor: Actor,
  id: number,
  action: ContractAction,
  message: string | ((state: number) => string) = PERSONNEL_MSG.contractState,
): Promise<{ c: ContractRow; to: number }> {
  const [c] = await tx.select().from(personnelContracts).where(eq(personnelContracts.id, id)).for('update');
  if (!c) throw notFound(PERSONNEL_MSG.contractNotFound);
  assertSide(c, actor, action);
  return { c, to: assertStep(CONTRACT_STEPS, action, c.status, message) };
}

export async function sign(deps: AppDeps, actor: Actor, id: number) {
  await deps.db.transaction(async (tx) => {
    const { c, to } = await step(tx, actor, id, 'sign');
    await tx.update(personnelContracts).set({ status: to, signedAt: new Date() }).where(eq(personnelContracts.id, id));
    await notice(
      tx,
      deps,
      c.demanderId,
      PERSONNEL_NOTICE_CLASS.contract,
      '人事代理：合同已签署',
      PERSONNEL_MSG.signedNotice(c.contractNo),
      id,
    );
  });
  return { msg: PERSONNEL_MSG.signed, data: await one(deps.db, actor, id) };
}

/** personnel_pay: the demander's coins into the contract's escrow, with the state change, once. */
export async function pay(deps: AppDeps, actor: Actor, id: number, accountpwd: string) {
  await payIntoEscrow(deps, {
    payerId: actor.userId,
    accountpwd,
    precheck: async (db) => {
      const pre = await partyContract(db, actor, id);
      assertSide(pre, actor, 'pay');
      assertStep(CONTRACT_STEPS, 'pay', pre.status, paidMsg);
    },
    lock: (tx) => step(tx, actor, id, 'pay', paidMsg),
    payIn: (_tx, { c }) => ({
      area: CONTRACT_AREA,
      ref: contractRef(id),
      amount: c.amount,
      tradeCode: `RSHT${id}`,
      remark: `人事代理合同款 ${c.contractNo}`,
    }),
    settle: async (tx, { c, to }) => {
      await tx.update(personnelContracts).set({ status: to, paidAt: new Date() }).where(eq(personnelContracts.id, id));
      await notice(
        tx,
        deps,
        c.providerId,
        PERSONNEL_NOTICE_CLASS.pay,
        '人事代理：合同款已托管',
        PERSONNEL_MSG.paidNotice(c.contractNo),
        id,
      );
    },
  });
  return { msg: PERSONNEL_MSG.paid, data: await one(deps.db, actor, id) };
}

export async function deliverService(deps: AppDeps, actor: Actor, id: number, note: string, files: readonly string[] = []) {
  await deps.db.transaction(async (tx) => {
    const { c, to } = await step(tx, actor, id, 'deliver');
    await assertNotDisputed(tx, 'personnel', id);
    // every report stays in the history; the contract keeps the latest note for its lists
    await recordDelivery(tx, { area: 'personnel', ref: id, providerId: c.providerId, buyerId: c.demanderId, note, files });
    await tx
      .update(personnelContracts)
      .set({ status: to, deliverNote: note, deliveredAt: new Date() })
      .where(eq(personnelContracts.id, id));
    await notice(
      tx,
      deps,
      c.demanderId,
      PERSONNEL_NOTICE_CLASS.deliver,
      '人事代理：服务已完成待确认',
      PERSONNEL_MSG.deliveredNotice(c.contractNo),
      id,
    );
  });
  return { msg: PERSONNEL_MSG.delivered, data: await one(deps.db, actor, id) };
}

/** The demander rejects the reported service with a reason: the escrow stays held and the firm reports again. */
export async function reject(deps: AppDeps, actor: Actor, id: number, reason: string) {
  await deps.db.transaction(async (tx) => {
    const { c, to } = await step(tx, actor, id, 'reject', DELIVERY_MSG.notRejectable);
    await assertNotDisputed(tx, 'personnel', id);
    await decidePending(tx, 'personnel', id, 'reject', reason);
    await tx.update(personnelContracts).set({ status: to }).where(eq(personnelContracts.id, id));
    await notice(
      tx,
      deps,
      c.providerId,
      PERSONNEL_NOTICE_CLASS.deliver,
      `人事代理：${DELIVERY_MSG.rejectedTitle}`,
      DELIVERY_MSG.rejectedNotice(`合同${c.contractNo}`, reason),
      id,
    );
  });
  return { msg: DELIVERY_MSG.rejected, data: await one(deps.db, actor, id) };
}

/** The demander confirms: everything held is released to the firm, the escrow closed, the deposit returned. */
export async function confirm(deps: AppDeps, actor: Actor, id: number) {
  await deps.db.transaction(async (tx) => {
    const { c, to } = await step(tx, actor, id, 'confirm');
    await decidePending(tx, 'personnel', id, 'accept');
    await assertNotDisputed(tx, 'personnel', id);
    const e = await findEscrow(tx, CONTRACT_AREA, contractRef(id));
    if (!e) throw new Error(`contract ${id} delivered without escrow`);
    if (e.balance > 0)
      await releaseFromEscrow(tx, e.id, {
        toUserId: c.providerId,
        amount: e.balance,
        tradeCode: `RSHT${id}R`,
        remark: `人事代理合同款 ${c.contractNo}`,
      });
    await closeEscrow(tx, e.id, { tradeCode: `RSHT${id}C`, remark: `人事代理合同结算 ${c.contractNo}` });
    await tx.update(personnelContracts).set({ status: to, closedAt: new Date() }).where(eq(personnelContracts.id, id));
    const [n] = await tx
      .update(personnelNeeds)
      .set({ status: NEED_STATUS.completed, updatedAt: new Date() })
      .where(eq(personnelNeeds.id, c.needId))
      .returning();
    if (n) await returnDeposit(tx, n);
    await notice(
      tx,
      deps,
      c.providerId,
      PERSONNEL_NOTICE_CLASS.deliver,
      '人事代理：服务已确认完成',
      PERSONNEL_MSG.confirmedNotice(c.contractNo, formatCoins(e.balance)),
      id,
    );
  });
  return { msg: PERSONNEL_MSG.confirmed, data: await one(deps.db, actor, id) };
}

/**
 * Either side cancels before the firm reports the service done. What escrow holds returns to the demander.
 * The demand opens again for the other applications, except (design) when the demander walks away from a
 * signed recruitment contract: then the recruitment deposit goes to the firm as compensation and the
 * demand closes.
 */
export async function cancel(deps: AppDeps, actor: Actor, id: number, reason: string) {
  await deps.db.transaction(async (tx) => {
    const { c, to } = await step(tx, actor, id, 'cancel', (s) =>
      s === CONTRACT_STATUS.delivered || s === CONTRACT_STATUS.rejected ? PERSONNEL_MSG.cancelDelivered : PERSONNEL_MSG.contractState,
    );
    const e = await findEscrow(tx, CONTRACT_AREA, contractRef(id));
    if (e) await closeEscrow(tx, e.id, { tradeCode: `RSHT${id}C`, remark: `人事代理合同取消退款 ${c.contractNo}` });
    await tx
      .update(personnelContracts)
      .set({ status: to, cancelReason: reason, cancelledBy: actor.userId, closedAt: new Date() })
      .where(eq(personnelContracts.id, id));
    await tx.update(personnelDelivers).set({ status: DELIVER_STATUS.notChosen }).where(eq(personnelDelivers.id, c.deliverId));
    const [n] = await tx.select().from(personnelNeeds).where(eq(personnelNeeds.id, c.needId)).for('update');
    if (!n) throw new Error('need vanished');
    const forfeit = c.kind === 'zp' && actor.userId === c.demanderId && c.status !== CONTRACT_STATUS.awaitingSign;
    if (forfeit) {
      const d = await findEscrow(tx, DEPOSIT_AREA, depositRef(n.id));
      if (d && d.balance > 0)
        await releaseFromEscrow(tx, d.id, {
          toUserId: c.providerId,
          amount: d.balance,
          tradeCode: `RSBZJ${n.id}P`,
          remark: `招聘保证金补偿 ${c.contractNo}`,
        });
      if (d) await closeEscrow(tx, d.id, { tradeCode: `RSBZJ${n.id}C`, remark: `招聘保证金结算「${n.title}」`.slice(0, 100) });
      await tx.update(personnelNeeds).set({ status: NEED_STATUS.closed, updatedAt: new Date() }).where(eq(personnelNeeds.id, n.id));
    } else {
      // the others who were not chosen may be chosen now
      await tx.update(personnelNeeds).set({ status: NEED_STATUS.published, updatedAt: new Date() }).where(eq(personnelNeeds.id, n.id));
      await tx
        .update(personnelDelivers)
        .set({ status: DELIVER_STATUS.applied })
        .where(
          and(
            eq(personnelDelivers.needId, n.id),
            eq(personnelDelivers.status, DELIVER_STATUS.notChosen),
            ne(personnelDelivers.id, c.deliverId),
          ),
        );
    }
    const other = actor.userId === c.demanderId ? c.providerId : c.demanderId;
    await notice(
      tx,
      deps,
      other,
      PERSONNEL_NOTICE_CLASS.cancel,
      '人事代理：合同已取消',
      PERSONNEL_MSG.cancelledNotice(c.contractNo, reason),
      id,
    );
  });
  return { msg: PERSONNEL_MSG.cancelled, data: await one(deps.db, actor, id) };
}

// ---- comments ----

export async function addComment(deps: AppDeps, actor: Actor, input: { contractId: number; stars: number; content: string }) {
  await deps.db.transaction(async (tx) => {
    const { c } = await step(tx, actor, input.contractId, 'comment', PERSONNEL_MSG.notCommentable);
    const [done] = await tx.select({ id: personnelComments.id }).from(personnelComments).where(eq(personnelComments.contractId, c.id));
    if (done) throw refuse(PERSONNEL_MSG.commentedTwice);
    await tx
      .insert(personnelComments)
      .values({ contractId: c.id, authorId: actor.userId, providerId: c.providerId, stars: input.stars, content: input.content });
    await notice(
      tx,
      deps,
      c.providerId,
      PERSONNEL_NOTICE_CLASS.deliver,
      '人事代理：收到新的服务评价',
      `合同${c.contractNo}的需求方给出了${input.stars}星评价`,
      c.id,
    );
  });
  return { msg: PERSONNEL_MSG.commented };
}

/** A firm's comments name the demands it served, which are zoned: they are shown where the firm is. */
export async function listComments(db: Db, actor: Actor | null, q: { firmUserId: number; pageNum: number; pageSize: number }) {
  const scope = zoneScope(actor);
  const [firm] = await db.select({ zone: users.exclusiveCode }).from(users).where(eq(users.id, q.firmUserId));
  assertVisible(scope, firm?.zone ?? null, '企业信息');
  const where = eq(personnelComments.providerId, q.firmUserId);
  const { rows, total } = await page(
    db
      .select({
        c: personnelComments,
        kind: personnelContracts.kind,
        needTitle: personnelNeeds.title,
        author: users.nickName,
        authorName: users.name,
      })
      .from(personnelComments)
      .innerJoin(personnelContracts, eq(personnelContracts.id, personnelComments.contractId))
      .innerJoin(personnelNeeds, eq(personnelNeeds.id, personnelContracts.needId))
      .innerJoin(users, eq(users.id, personnelComments.authorId))
      .where(where)
      .orderBy(desc(personnelComments.createdAt)),
    countUpTo(db, db.select(ONE).from(personnelComments).where(where)),
    { page: q.pageNum, size: q.pageSize },
  );
  const names = await publisherNames(
    db,
    rows.map((r) => r.c.authorId),
  );
  return {
    data: {
      recordList: rows.map((r) => presentComment(r, names.get(r.c.authorId) ?? r.author ?? r.authorName)),
      recordCount: total,
    },
  };
}
