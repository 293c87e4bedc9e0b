import { randomBytes } from 'node:crypto';
import { and, desc, eq, ne } from 'drizzle-orm';
import { PERSONNEL_MSG, formatCoins, formatDate, parseHundredths } from '@xcb/shared';
import { DELIVER_STATUS, NEED_STATUS, PERSONNEL_NOTICE_CLASS } from '@xcb/shared/actions/personnel';
import type { Db } from '../../db/client.ts';
import { listPage, listReply } from '../../db/paging.ts';
import { personnelContracts, personnelDelivers, personnelNeeds } from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/deps.ts';
import { badRequest, forbidden, notFound, refuse } from '../../core/errors.ts';
import type { Actor } from '../../http/router.ts';
import { assertVisible, zoneScope } from '../domain/scope.ts';
import { personnelNotice } from './contracts.service.ts';
import { requireActiveMember, sweepMemberships } from './firm.service.ts';
import { presentDelivers } from './personnel.presenter.ts';

// Applications (personnel_deliver): a firm applies to a published demand at its quote, may withdraw, and
// the demander chooses one, which makes the contract awaiting the firm's signature (contracts.service.ts);
// the applications not chosen are told so.

type DeliverRow = typeof personnelDelivers.$inferSelect;

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
    await personnelNotice(
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
  const p = await listPage(db, q, () =>
    db
      .select()
      .from(personnelDelivers)
      .where(eq(personnelDelivers.providerId, actor.userId))
      .orderBy(desc(personnelDelivers.createdAt), desc(personnelDelivers.id)),
  );
  return { data: listReply(p, await presentDelivers(db, p.rows)) };
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
    await personnelNotice(
      tx,
      deps,
      d.providerId,
      PERSONNEL_NOTICE_CLASS.contract,
      PERSONNEL_MSG.chosenTitle,
      PERSONNEL_MSG.chosen(n.title),
      c.id,
    );
    for (const o of others)
      await personnelNotice(
        tx,
        deps,
        o.providerId,
        PERSONNEL_NOTICE_CLASS.apply,
        '人事代理：申请结果',
        PERSONNEL_MSG.notChosen(n.title),
        n.id,
      );
    return c.id;
  });
  return { msg: '已选定服务方，请等待服务方签署合同', contractId };
}
