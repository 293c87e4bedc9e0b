import { and, eq, lt } from 'drizzle-orm';
import { DEMAND_STATUS as S } from '@xcb/shared/actions/employment';
import { demandPayRequests, demands } from '../../db/schema/index.ts';
import { findEscrow } from '../ledger/escrow.ts';
import type { DisputeKindDef } from '../disputes/disputes.ts';
import { decidePayRequest } from './payments.service.ts';

// A short-term worker's payment request in dispute: one demand's escrow pays many workers, so what is at
// stake is the amount the worker asked for, not the whole escrow. It may be disputed while the publisher
// decides on the request or after he rejected it, as long as the demand is in progress. A decision pays
// the worker's part and returns the publisher's part to his wallet; the escrow stays open for the others.

const PENDING = 0;
const PAID = 1;
const REJECTED = 2;

const employmentDisputeKind: DisputeKindDef = {
  kind: 'employment',
  notice: { messageType: '00', messageTypeClass: '04' },
  async locate(db, ref, lock) {
    const id = Number(ref);
    const q = db.select().from(demandPayRequests).where(eq(demandPayRequests.id, id));
    const [r] = lock ? await q.for('update') : await q;
    if (!r) return null;
    const [d] = await db.select().from(demands).where(eq(demands.id, r.demandId));
    if (!d) return null;
    const escrow = await findEscrow(db, 'demand', d.id);
    const open = escrow?.status === 'open' && d.status !== S.ended;
    return {
      ref,
      title: `短期需求「${d.needtitle}」的付款申请`,
      payerId: d.userId,
      providerId: r.userId,
      escrowId: open ? escrow.id : null,
      stake: open ? r.amount : 0,
      redirectId: d.id,
      disputable: r.state === PENDING || r.state === REJECTED,
    };
  },
  async settle(tx, s, split) {
    await tx
      .update(demandPayRequests)
      .set({
        state: split.toProvider > 0 ? PAID : REJECTED,
        amount: split.toProvider > 0 ? split.toProvider : undefined,
        reason: '平台裁决',
      })
      .where(eq(demandPayRequests.id, Number(s.ref)));
  },
  async overdue(db, cutoff) {
    const rows = await db
      .select({ id: demandPayRequests.id })
      .from(demandPayRequests)
      .where(and(eq(demandPayRequests.state, PENDING), lt(demandPayRequests.createdAt, cutoff)));
    return rows.map((r) => String(r.id));
  },
  accept: (deps, payer, ref) => decidePayRequest(deps, payer, { id: Number(ref), decision: 'approve' }),
};

/** Registered by buildApp (app.ts). */
export const employmentDisputeKinds = [employmentDisputeKind];
