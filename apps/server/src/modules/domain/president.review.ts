import { desc, eq, sql } from 'drizzle-orm';
import { AUDIT_STATE, PRESIDENT_MSG, PRESIDENT_NOTICE } from '@xcb/shared';
import type { Executor } from '../../db/client.ts';
import { exclusiveDomains, users, zonePresidentProofs } from '../../db/schema/index.ts';
import { badRequest, refuse } from '../../core/errors.ts';
import { defineReviewKind, type ReviewListQuery } from '../staff/review.ts';
import { auditQueueWhere, rejectionReason, reviewPage, verdictNotice } from '../staff/review-rows.ts';
import { otherPresident } from './president.service.ts';
import { presentProofReview } from './domain.presenter.ts';

// Staff queue of the zone head certifications: approve → state 1, unless the zone meanwhile
// got an approved head; reject with a reason → state 2. The notice is 05 (system review) class 07.

const validId = (id: string) => /^\d{1,9}$/.test(id);
const P = zonePresidentProofs;

function listPresidents(db: Executor, q: ReviewListQuery) {
  return reviewPage(
    db,
    'zonePresident',
    q,
    () =>
      db
        .select({ p: P, userName: users.name, zoneName: exclusiveDomains.name, zoneCode: exclusiveDomains.code })
        .from(P)
        .innerJoin(users, eq(users.id, P.userId))
        .innerJoin(exclusiveDomains, eq(exclusiveDomains.id, P.domainId))
        .where(auditQueueWhere(q, P.state, P.name, P.orgName, exclusiveDomains.name, exclusiveDomains.code, users.name))
        .orderBy(desc(P.createdAt), desc(P.id)),
    (r) => r.p.id,
    (rows, decisionOf) => rows.map((r) => presentProofReview(r, decisionOf(r))),
  );
}

interface Snapshot {
  state: number;
  domainId: number;
  zoneName: string;
  name: string;
}

const presidentReviewKind = defineReviewKind({
  kind: 'zonePresident',
  label: '负责人认证审核',
  route: '/admin/domain/presidents',
  list: listPresidents,
  async load(tx, id) {
    if (!validId(id)) return null;
    const [row] = await tx
      .select()
      .from(P)
      .where(eq(P.id, Number(id)))
      .for('update');
    if (!row) return null;
    const [zone] = await tx.select({ name: exclusiveDomains.name }).from(exclusiveDomains).where(eq(exclusiveDomains.id, row.domainId));
    const snapshot: Snapshot = { state: row.state, domainId: row.domainId, zoneName: zone?.name ?? '', name: row.name };
    return { id, userId: row.userId, pending: row.state === AUDIT_STATE.pending, snapshot };
  },
  async apply(tx, subject, decision, reason) {
    if (decision === 'reject' && !reason) throw badRequest(PRESIDENT_MSG.reasonRequired);
    const { domainId } = subject.snapshot;
    if (decision === 'approve' && (await otherPresident(tx, domainId, Number(subject.id)))) throw refuse(PRESIDENT_MSG.zoneTaken);
    const state = decision === 'approve' ? AUDIT_STATE.approved : AUDIT_STATE.rejected;
    await tx
      .update(P)
      .set({ state, auditReason: rejectionReason(decision, reason), decidedAt: sql`now()` })
      .where(eq(P.id, Number(subject.id)));
    return { state };
  },
  notice(subject, decision, reason) {
    const { zoneName } = subject.snapshot;
    return verdictNotice(
      decision,
      { ...PRESIDENT_NOTICE, redirectId: subject.id },
      { title: PRESIDENT_MSG.approvedTitle, content: PRESIDENT_MSG.approvedNotice(zoneName) },
      { title: PRESIDENT_MSG.rejectedTitle, content: PRESIDENT_MSG.rejectedNotice(zoneName, reason ?? '') },
    );
  },
});

/** Registered by buildApp (app.ts). */
export const presidentReviewKinds = [presidentReviewKind];
