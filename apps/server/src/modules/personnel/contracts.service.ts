import { and, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import { PERSONNEL_MSG, formatCoins } from '@xcb/shared';
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
import { listPage, listReply } from '../../db/paging.ts';
import { personnelComments, personnelContracts, personnelDelivers, personnelNeeds } from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/deps.ts';
import { forbidden, notFound } from '../../core/errors.ts';
import { assertStep } from '../../http/steps.ts';
import type { Actor } from '../../http/router.ts';
import { sendNotice } from '../messaging/notices.service.ts';
import { DELIVERY_MSG } from '@xcb/shared/actions/deliveries';
import { decidePending, deliveryHistory, recordDelivery } from '../deliveries/deliveries.service.ts';
import { closeEscrow, findEscrow, payIntoEscrow, releaseFromEscrow } from '../ledger/escrow.ts';
import { assertNotDisputed } from '../disputes/disputes.ts';
import { firmNames } from './firm.service.ts';
import { completeNeed, DEPOSIT_AREA, depositHeld, depositRef } from './needs.service.ts';
import { presentContract, presentNeeds, publisherNames, type ContractRow, type NeedRow } from './personnel.presenter.ts';

// The contract a demander's choice makes (applications.service.ts) and its states (design,
// shared/actions/personnel.ts CONTRACT_STATUS):
//   0 awaiting the firm's signature --sign--> 1 awaiting payment --pay (escrow)--> 2 in service
//   --deliver--> 3 awaiting confirmation --confirm (release)--> 4 completed
//   3 --reject (reason)--> 6 rejected --deliver--> 3 (each delivery, with its files, kept in `deliveries`)
//   0, 1, 2 --cancel--> 5 cancelled (what escrow holds returns to the demander; the demand reopens)
// Every money step is one transaction with its state change; trade codes come from the contract
// (RSHT<id> pay, RSHT<id>R release, RSHT<id>C return), so a repeated request cannot move money twice.

export const CONTRACT_AREA = 'personnel' as const;
const contractRef = (id: number) => `contract-${id}`;
/** A personnel notice (type 03) of the given class, pointing at the demand or contract it is about. */
export const personnelNotice = (
  tx: Executor,
  deps: AppDeps,
  userId: number,
  cls: string,
  title: string,
  content: string,
  redirectId: number,
) => sendNotice(tx, deps.hub, { userId, messageType: '03', messageTypeClass: cls, title, content, redirectId });

/** A step's state change and the notice (to, class, title, content) it sends, in the step's transaction. */
async function moveContract(
  tx: Tx,
  deps: AppDeps,
  id: number,
  set: Partial<typeof personnelContracts.$inferInsert>,
  [to, cls, title, content]: [number, string, string, string],
) {
  await tx.update(personnelContracts).set(set).where(eq(personnelContracts.id, id));
  await personnelNotice(tx, deps, to, cls, title, content, id);
}

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
  const p = await listPage(db, q, () =>
    db
      .select()
      .from(personnelContracts)
      .where(and(...c))
      .orderBy(desc(personnelContracts.createdAt), desc(personnelContracts.id)),
  );
  return { data: listReply(p, await presentContracts(db, p.rows, actor)) };
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
export async function contractStep(
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
    const { c, to } = await contractStep(tx, actor, id, 'sign');
    await moveContract(tx, deps, id, { status: to, signedAt: new Date() }, [
      c.demanderId,
      PERSONNEL_NOTICE_CLASS.contract,
      '人事代理：合同已签署',
      PERSONNEL_MSG.signedNotice(c.contractNo),
    ]);
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
    lock: (tx) => contractStep(tx, actor, id, 'pay', paidMsg),
    payIn: (_tx, { c }) => ({
      area: CONTRACT_AREA,
      ref: contractRef(id),
      amount: c.amount,
      tradeCode: `RSHT${id}`,
      remark: `人事代理合同款 ${c.contractNo}`,
    }),
    settle: async (tx, { c, to }) => {
      await moveContract(tx, deps, id, { status: to, paidAt: new Date() }, [
        c.providerId,
        PERSONNEL_NOTICE_CLASS.pay,
        '人事代理：合同款已托管',
        PERSONNEL_MSG.paidNotice(c.contractNo),
      ]);
    },
  });
  return { msg: PERSONNEL_MSG.paid, data: await one(deps.db, actor, id) };
}

export async function deliverService(deps: AppDeps, actor: Actor, id: number, note: string, files: readonly string[] = []) {
  await deps.db.transaction(async (tx) => {
    const { c, to } = await contractStep(tx, actor, id, 'deliver');
    await assertNotDisputed(tx, 'personnel', id);
    // every report stays in the history; the contract keeps the latest note for its lists
    await recordDelivery(tx, { area: 'personnel', ref: id, providerId: c.providerId, buyerId: c.demanderId, note, files });
    await moveContract(tx, deps, id, { status: to, deliverNote: note, deliveredAt: new Date() }, [
      c.demanderId,
      PERSONNEL_NOTICE_CLASS.deliver,
      '人事代理：服务已完成待确认',
      PERSONNEL_MSG.deliveredNotice(c.contractNo),
    ]);
  });
  return { msg: PERSONNEL_MSG.delivered, data: await one(deps.db, actor, id) };
}

/** The demander rejects the reported service with a reason: the escrow stays held and the firm reports again. */
export async function reject(deps: AppDeps, actor: Actor, id: number, reason: string) {
  await deps.db.transaction(async (tx) => {
    const { c, to } = await contractStep(tx, actor, id, 'reject', DELIVERY_MSG.notRejectable);
    await assertNotDisputed(tx, 'personnel', id);
    await decidePending(tx, 'personnel', id, 'reject', reason);
    await moveContract(tx, deps, id, { status: to }, [
      c.providerId,
      PERSONNEL_NOTICE_CLASS.deliver,
      `人事代理：${DELIVERY_MSG.rejectedTitle}`,
      DELIVERY_MSG.rejectedNotice(`合同${c.contractNo}`, reason),
    ]);
  });
  return { msg: DELIVERY_MSG.rejected, data: await one(deps.db, actor, id) };
}

/** The demander confirms: everything held is released to the firm, the escrow closed, the deposit returned. */
export async function confirm(deps: AppDeps, actor: Actor, id: number) {
  await deps.db.transaction(async (tx) => {
    const { c, to } = await contractStep(tx, actor, id, 'confirm');
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
    await completeNeed(tx, c.needId);
    await personnelNotice(
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
    const { c, to } = await contractStep(tx, actor, id, 'cancel', (s) =>
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
    await personnelNotice(
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
