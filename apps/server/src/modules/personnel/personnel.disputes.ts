import { and, eq, lt } from 'drizzle-orm';
import { CONTRACT_STATUS as C, NEED_STATUS } from '@xcb/shared/actions/personnel';
import { personnelContracts, personnelNeeds } from '../../db/schema/index.ts';
import { closeEscrow, findEscrow } from '../ledger/escrow.ts';
import { type DisputeKindDef, splitReason } from '../disputes/disputes.ts';
import { decidePending } from '../deliveries/deliveries.service.ts';
import { CONTRACT_AREA, confirm } from './contracts.service.ts';
import { returnDeposit } from './needs.service.ts';

// A personnel contract in dispute: the demander pays, the firm serves. It may be disputed while the
// demander decides on the reported service or after he rejected it; what is at stake is all the
// contract's escrow holds. A decision ends the contract as a confirmation would (the demand completed,
// a recruitment deposit returned), except that the money is divided as staff decided.

const awaitingDecision = new Set<number>([C.delivered, C.rejected]);
const contractRef = (id: number) => `contract-${id}`;

const personnelDisputeKind: DisputeKindDef = {
  kind: 'personnel',
  notice: { messageType: '03', messageTypeClass: '05' },
  async locate(db, ref, lock) {
    const id = Number(ref);
    const q = db.select().from(personnelContracts).where(eq(personnelContracts.id, id));
    const [c] = lock ? await q.for('update') : await q;
    if (!c) return null;
    const escrow = await findEscrow(db, CONTRACT_AREA, contractRef(c.id));
    const open = escrow?.status === 'open';
    return {
      ref,
      title: `人事代理合同 ${c.contractNo}`,
      payerId: c.demanderId,
      providerId: c.providerId,
      escrowId: open ? escrow.id : null,
      stake: open ? escrow.balance : 0,
      redirectId: c.id,
      disputable: awaitingDecision.has(c.status),
    };
  },
  async settle(tx, s, split) {
    const id = Number(s.ref);
    const [now] = await tx.select({ state: personnelContracts.status }).from(personnelContracts).where(eq(personnelContracts.id, id));
    // the delivery awaiting the payer's decision is decided by the platform's split
    if (now?.state === C.delivered) await decidePending(tx, 'personnel', id, split.toPayer === 0 ? 'accept' : 'reject', splitReason(split));
    if (s.escrowId !== null) await closeEscrow(tx, s.escrowId, { tradeCode: `RSHT${id}C`, remark: `${s.title} 纠纷结清`.slice(0, 100) });
    const [c] = await tx
      .update(personnelContracts)
      .set({ status: split.toProvider > 0 ? C.completed : C.cancelled, closedAt: new Date() })
      .where(eq(personnelContracts.id, id))
      .returning();
    if (!c) throw new Error('contract vanished');
    const [n] = await tx
      .update(personnelNeeds)
      .set({ status: NEED_STATUS.completed, updatedAt: new Date() })
      .where(eq(personnelNeeds.id, c.needId))
      .returning();
    if (n) await returnDeposit(tx, n);
  },
  async overdue(db, cutoff) {
    const rows = await db
      .select({ id: personnelContracts.id })
      .from(personnelContracts)
      .where(and(eq(personnelContracts.status, C.delivered), lt(personnelContracts.deliveredAt, cutoff)));
    return rows.map((r) => String(r.id));
  },
  accept: (deps, payer, ref) => confirm(deps, payer, Number(ref)),
};

/** Registered by buildApp (app.ts). */
export const personnelDisputeKinds = [personnelDisputeKind];
