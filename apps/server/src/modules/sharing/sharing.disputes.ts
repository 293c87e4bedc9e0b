import { and, eq, lt } from 'drizzle-orm';
import { SHARE_ORDER_STATE as O } from '@xcb/shared/actions/sharing';
import { shareOrders } from '../../db/schema/index.ts';
import { closeEscrow, findEscrow } from '../ledger/escrow.ts';
import { type DisputeKindDef, splitReason } from '../disputes/disputes.ts';
import { decidePending } from '../deliveries/deliveries.service.ts';
import { confirmOrder, tradeCodes } from './orders.service.ts';

// A sharing order in dispute: the buyer pays, the provider (seller) delivers. It may be disputed while the
// buyer decides on a delivery or after he rejected one; what is at stake is all the order's escrow holds.
// A decision ends the order: completed when the provider gets a part, refunded when the buyer gets it all.

const awaitingDecision = new Set<number>([O.delivered, O.rejected]);

const sharingDisputeKind: DisputeKindDef = {
  kind: 'sharing',
  notice: { messageType: '04', messageTypeClass: '05' },
  async locate(db, ref, lock) {
    const id = Number(ref);
    const q = db.select().from(shareOrders).where(eq(shareOrders.id, id));
    const [o] = lock ? await q.for('update') : await q;
    if (!o) return null;
    const escrow = await findEscrow(db, 'sharing', o.id);
    const open = escrow?.status === 'open';
    return {
      ref,
      title: `共享订单《${o.title}》`,
      payerId: o.buyerId,
      providerId: o.sellerId,
      escrowId: open ? escrow.id : null,
      stake: open ? escrow.balance : 0,
      redirectId: o.id,
      disputable: awaitingDecision.has(o.state),
    };
  },
  async settle(tx, s, split) {
    const id = Number(s.ref);
    const [now] = await tx.select({ state: shareOrders.state }).from(shareOrders).where(eq(shareOrders.id, id));
    // the delivery awaiting the payer's decision is decided by the platform's split
    if (now?.state === O.delivered) await decidePending(tx, 'sharing', id, split.toPayer === 0 ? 'accept' : 'reject', splitReason(split));
    if (s.escrowId !== null)
      await closeEscrow(tx, s.escrowId, { tradeCode: tradeCodes({ id }).close, remark: `${s.title}纠纷结清`.slice(0, 100) });
    await tx
      .update(shareOrders)
      .set(split.toProvider > 0 ? { state: O.completed, completedAt: new Date() } : { state: O.refunded, cancelledAt: new Date() })
      .where(eq(shareOrders.id, id));
  },
  async overdue(db, cutoff) {
    const rows = await db
      .select({ id: shareOrders.id })
      .from(shareOrders)
      .where(and(eq(shareOrders.state, O.delivered), lt(shareOrders.deliveredAt, cutoff)));
    return rows.map((r) => String(r.id));
  },
  accept: (deps, payer, ref) => confirmOrder(deps, payer, Number(ref)),
};

/** Registered by buildApp (app.ts). */
export const sharingDisputeKinds = [sharingDisputeKind];
