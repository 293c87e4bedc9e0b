import { and, desc, eq, ne } from 'drizzle-orm';
import { AUDIT_STATE, PRESIDENT_MSG } from '@xcb/shared';
import type { Db, Executor } from '../../db/client.ts';
import { exclusiveDomains, users, zonePresidentProofs } from '../../db/schema/index.ts';
import { forbidden, refuse } from '../../core/errors.ts';
import type { Actor } from '../../http/router.ts';
import { assertOwnUploads } from '../files/files.service.ts';
import { presentProof } from './domain.presenter.ts';

// /privatedomain/president_prove: a private zone's member applies to be its certified head;
// staff decide in the zonePresident queue (president.review.ts). Who may apply and which zone it is comes
// from the session's user (users.exclusiveCode), never from the request. Rules: a zone has at most one
// approved head, a user at most one pending application (also unique indexes on the table).

/** The zone the actor belongs to (null for a public-domain user, or a code no zone has any more). */
async function zoneOf(db: Executor, actor: Actor) {
  if (!actor.exclusiveCode) return null;
  const [zone] = await db.select().from(exclusiveDomains).where(eq(exclusiveDomains.code, actor.exclusiveCode));
  return zone ?? null;
}

/** The zone's approved head, if any. */
export async function presidentOf(db: Executor, domainId: number) {
  const [row] = await db
    .select()
    .from(zonePresidentProofs)
    .where(and(eq(zonePresidentProofs.domainId, domainId), eq(zonePresidentProofs.state, AUDIT_STATE.approved)))
    .limit(1);
  return row ?? null;
}

/** presidentProve_mine: the caller's zone, his latest application there, and the zone's certified head (name and title only). */
export async function mine(db: Executor, actor: Actor) {
  const zone = await zoneOf(db, actor);
  if (!zone) return { zone: null, proof: null, president: null };
  const [own] = await db
    .select()
    .from(zonePresidentProofs)
    .where(and(eq(zonePresidentProofs.userId, actor.userId), eq(zonePresidentProofs.domainId, zone.id)))
    .orderBy(desc(zonePresidentProofs.createdAt), desc(zonePresidentProofs.id))
    .limit(1);
  const head = await presidentOf(db, zone.id);
  return {
    zone: { exclusiveCode: zone.code, exclusiveName: zone.name },
    proof: own ? presentProof(own) : null,
    president: head ? { name: head.name, title: head.title } : null,
  };
}

export interface PresidentForm {
  name: string;
  title: string;
  phone: string;
  orgName: string;
  proofPaths: string[];
}

/** presidentProve_save: a first submission, or a new one after a rejection; it waits for staff. */
export async function save(db: Db, actor: Actor, f: PresidentForm) {
  return db.transaction(async (tx) => {
    const zone = await zoneOf(tx, actor);
    if (!zone) throw forbidden(PRESIDENT_MSG.zoneOnly);
    // One submission of a user at a time: his row is the lock (two tabs submitting at once queue here).
    await tx.select({ id: users.id }).from(users).where(eq(users.id, actor.userId)).for('update');
    const [latest] = await tx
      .select()
      .from(zonePresidentProofs)
      .where(eq(zonePresidentProofs.userId, actor.userId))
      .orderBy(desc(zonePresidentProofs.createdAt), desc(zonePresidentProofs.id))
      .limit(1);
    if (latest?.state === AUDIT_STATE.pending) throw refuse(PRESIDENT_MSG.pending);
    const head = await presidentOf(tx, zone.id);
    if (head?.userId === actor.userId) throw refuse(PRESIDENT_MSG.approved);
    if (head) throw refuse(PRESIDENT_MSG.zoneTaken);
    // The images must be the caller's own uploads; those of his rejected application may be kept.
    await assertOwnUploads(tx, actor.userId, f.proofPaths, latest?.domainId === zone.id ? [latest.proofPaths] : []);
    await tx.insert(zonePresidentProofs).values({
      userId: actor.userId,
      domainId: zone.id,
      name: f.name,
      title: f.title,
      phone: f.phone,
      orgName: f.orgName,
      proofPaths: f.proofPaths.join(','),
      state: AUDIT_STATE.pending,
    });
    return { msg: PRESIDENT_MSG.submitted };
  });
}

/** For the review's approval: another approved head of the same zone (the zone row locked first, so two approvals queue). */
export async function otherPresident(tx: Executor, domainId: number, proofId: number) {
  await tx.select({ id: exclusiveDomains.id }).from(exclusiveDomains).where(eq(exclusiveDomains.id, domainId)).for('update');
  const [row] = await tx
    .select({ id: zonePresidentProofs.id })
    .from(zonePresidentProofs)
    .where(
      and(
        eq(zonePresidentProofs.domainId, domainId),
        eq(zonePresidentProofs.state, AUDIT_STATE.approved),
        ne(zonePresidentProofs.id, proofId),
      ),
    )
    .limit(1);
  return row ?? null;
}
