import { and, eq, gt, inArray, ne, or, sql } from 'drizzle-orm';
import { CHAT_MSG, VIDEO_RING_MS } from '@xcb/shared';
import { videoCalls } from '../../db/schema/index.ts';
import type { Actor } from '../../http/router.ts';
import type { AppDeps } from '../../http/deps.ts';
import type { Db, Tx } from '../../db/client.ts';
import { RateLimiter } from '../../http/rate-limit.ts';
import { displayName, people } from './chat.presenter.ts';
import { mayReach } from '../domain/scope.ts';

// Video interviews (spec §4): signalling over ChatWebsocket, cmdtype sp. The caller sends startVideo and
// rings up to 60 s; the callee accepts (jtVideo) or refuses (jsendVideo); the caller cancels (fqendVideo).
// Once accepted, offers, answers and ICE candidates (signal) are relayed only between the two parties of
// that call; the media itself flows browser to browser (WebRTC).

/** spec states of a call row */
export const CALL_STATE = { ringing: 0, accepted: 1, refused: 2, cancelled: 3, ended: 4, missed: 5 } as const;

export interface SpMessage {
  type?: unknown;
  callId?: unknown;
  to?: unknown;
  nonce?: unknown;
  data?: unknown;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A little slack over the ring for the callee's click to arrive. */
const ANSWER_GRACE_MS = 5_000;

/**
 * Rings per caller per minute: enough to retry a few missed calls, too few to keep ringing everyone (a
 * ring shows a dialog on the callee's every tab).
 */
export const VIDEO_RINGS_PER_MINUTE = 10;
const ringLimiters = new WeakMap<Db, RateLimiter>();
const ringLimiter = (deps: AppDeps) => {
  let l = ringLimiters.get(deps.db);
  if (!l) ringLimiters.set(deps.db, (l = new RateLimiter(deps.db, 60)));
  return l;
};
/** Advisory-lock class for a person's calls: a check-then-insert per person is serialised across instances. */
const CALL_LOCK = 271_001;
const lockPeople = async (tx: Tx, ids: number[]) => {
  // Always in ascending order, so two transactions locking the same pair cannot deadlock.
  for (const id of [...new Set(ids)].sort((a, b) => a - b)) await tx.execute(sql`select pg_advisory_xact_lock(${CALL_LOCK}, ${id})`);
};

const sp = (payload: Record<string, unknown>) => ({ cmdtype: 'sp', ...payload });

/** Handles one sp message from a socket of `actor`. Replies to the sender go to its session only. */
export async function handleVideo(deps: AppDeps, actor: Actor, msg: SpMessage): Promise<void> {
  const toMe = (payload: Record<string, unknown>) =>
    deps.hub.publish({ userId: actor.userId, sessionId: actor.sessionId, payload: sp(payload) });
  const tell = (userId: number, payload: Record<string, unknown>) => deps.hub.publish({ userId, payload: sp(payload) });

  if (msg.type === 'startVideo') {
    const to = Number(msg.to);
    const nonce = typeof msg.nonce === 'string' ? msg.nonce.slice(0, 64) : '';
    if (!Number.isInteger(to) || to <= 0) return toMe({ type: 'error', nonce, msg: CHAT_MSG.noRecipient });
    if (to === actor.userId) return toMe({ type: 'error', nonce, msg: CHAT_MSG.self });
    const who = await people(deps.db, [actor.userId, to]);
    const callee = who.get(to);
    if (!callee) return toMe({ type: 'error', nonce, msg: CHAT_MSG.userNotFound });
    if (!mayReach(actor, callee)) return toMe({ type: 'error', nonce, msg: CHAT_MSG.otherDomain });
    // Counted before any other check, so refused rings (busy callee, own ring pending) use it up too.
    if ((await ringLimiter(deps).count(`video-ring:${actor.userId}`)) > VIDEO_RINGS_PER_MINUTE)
      return toMe({ type: 'error', nonce, msg: CHAT_MSG.videoRingLimit });
    await expireRinging(deps);
    const outcome = await deps.db.transaction(async (tx) => {
      await lockPeople(tx, [actor.userId]);
      // One outgoing ring at a time, and none during a call: one socket cannot ring many people at once.
      const [mine] = await tx
        .select({ id: videoCalls.id })
        .from(videoCalls)
        .where(
          or(
            and(eq(videoCalls.state, CALL_STATE.ringing), eq(videoCalls.callerId, actor.userId)),
            and(
              eq(videoCalls.state, CALL_STATE.accepted),
              or(eq(videoCalls.callerId, actor.userId), eq(videoCalls.calleeId, actor.userId)),
            ),
          ),
        )
        .limit(1);
      if (mine) return CHAT_MSG.videoCallerBusy;
      // Only a call the callee answered makes them busy: an unanswered ring does not keep others away.
      const [busy] = await tx
        .select({ id: videoCalls.id })
        .from(videoCalls)
        .where(and(eq(videoCalls.state, CALL_STATE.accepted), or(eq(videoCalls.callerId, to), eq(videoCalls.calleeId, to))))
        .limit(1);
      if (busy) return CHAT_MSG.videoBusy;
      const [row] = await tx.insert(videoCalls).values({ callerId: actor.userId, calleeId: to }).returning();
      return row ?? CHAT_MSG.videoFailed;
    });
    if (typeof outcome === 'string') return toMe({ type: 'error', nonce, msg: outcome });
    const call = outcome;
    toMe({ type: 'ringing', nonce, callId: call.id, to, toName: displayName(who.get(to)), ringMs: VIDEO_RING_MS });
    tell(to, {
      type: 'startVideo',
      callId: call.id,
      from: actor.userId,
      fromName: displayName(who.get(actor.userId)),
      fromIcon: who.get(actor.userId)?.icon ?? null,
    });
    return;
  }

  const callId = typeof msg.callId === 'string' && UUID.test(msg.callId) ? msg.callId : null;
  if (!callId) return;
  const [call] = await deps.db.select().from(videoCalls).where(eq(videoCalls.id, callId));
  // Only the two parties may act on a call; anyone else learns nothing about it.
  if (!call || (call.callerId !== actor.userId && call.calleeId !== actor.userId)) return;
  const isCaller = call.callerId === actor.userId;
  const other = isCaller ? call.calleeId : call.callerId;
  /** Moves the call from one state to another; false when it had already moved (a race, a second tab). */
  const move = async (from: number, to: number, extra = sql`true`) => {
    const done = await deps.db
      .update(videoCalls)
      .set({ state: to, ...(to === CALL_STATE.accepted ? {} : { endedAt: new Date() }) })
      .where(and(eq(videoCalls.id, callId), eq(videoCalls.state, from), extra))
      .returning({ id: videoCalls.id });
    return done.length > 0;
  };

  switch (msg.type) {
    case 'jtVideo': {
      if (isCaller) return;
      const fresh = gt(videoCalls.createdAt, new Date(Date.now() - VIDEO_RING_MS - ANSWER_GRACE_MS));
      const result = await deps.db.transaction(async (tx) => {
        await lockPeople(tx, [call.callerId, call.calleeId]);
        // Neither party may already be in another call (the caller may have answered someone meanwhile).
        const [inCall] = await tx
          .select({ id: videoCalls.id })
          .from(videoCalls)
          .where(
            and(
              eq(videoCalls.state, CALL_STATE.accepted),
              ne(videoCalls.id, callId),
              or(
                inArray(videoCalls.callerId, [call.callerId, call.calleeId]),
                inArray(videoCalls.calleeId, [call.callerId, call.calleeId]),
              ),
            ),
          )
          .limit(1);
        if (inCall) return null;
        const [taken] = await tx
          .update(videoCalls)
          .set({ state: CALL_STATE.accepted })
          .where(and(eq(videoCalls.id, callId), eq(videoCalls.state, CALL_STATE.ringing), fresh))
          .returning({ id: videoCalls.id });
        if (!taken) return null;
        // Now both are busy: the other rings to the callee end, and so does any ring the callee had started.
        const endedAt = new Date();
        const displaced = await tx
          .update(videoCalls)
          .set({ state: CALL_STATE.missed, endedAt })
          .where(and(eq(videoCalls.state, CALL_STATE.ringing), eq(videoCalls.calleeId, actor.userId)))
          .returning({ id: videoCalls.id, callerId: videoCalls.callerId });
        const withdrawn = await tx
          .update(videoCalls)
          .set({ state: CALL_STATE.cancelled, endedAt })
          .where(and(eq(videoCalls.state, CALL_STATE.ringing), eq(videoCalls.callerId, actor.userId)))
          .returning({ id: videoCalls.id, calleeId: videoCalls.calleeId });
        return { displaced, withdrawn };
      });
      if (!result) return toMe({ type: 'failed', callId, msg: CHAT_MSG.videoFailed });
      tell(other, { type: 'jtVideo', callId });
      // The callee's other tabs stop ringing.
      tell(actor.userId, { type: 'callTaken', callId });
      for (const d of result.displaced) {
        tell(d.callerId, { type: 'jsendVideo', callId: d.id, msg: CHAT_MSG.videoBusy });
        tell(actor.userId, { type: 'callTaken', callId: d.id });
      }
      for (const w of result.withdrawn) tell(w.calleeId, { type: 'fqendVideo', callId: w.id, msg: CHAT_MSG.videoCancelled });
      return;
    }
    case 'jsendVideo': {
      if (isCaller || !(await move(CALL_STATE.ringing, CALL_STATE.refused))) return;
      tell(other, { type: 'jsendVideo', callId, msg: CHAT_MSG.videoRefused });
      tell(actor.userId, { type: 'callTaken', callId });
      return;
    }
    case 'fqendVideo': {
      // The caller cancels (or its 60 s ring ran out); during a call, either side hangs up.
      if (call.state === CALL_STATE.ringing && isCaller) {
        const state = msg.data === 'timeout' ? CALL_STATE.missed : CALL_STATE.cancelled;
        if (await move(CALL_STATE.ringing, state)) tell(other, { type: 'fqendVideo', callId, msg: CHAT_MSG.videoCancelled });
      } else if (call.state === CALL_STATE.accepted && (await move(CALL_STATE.accepted, CALL_STATE.ended))) {
        tell(other, { type: 'endVideo', callId });
      }
      return;
    }
    case 'signal': {
      // Offer, answer and ICE candidates: only within an accepted call, only to the other party.
      if (call.state !== CALL_STATE.accepted || typeof msg.data !== 'object' || msg.data === null) return;
      tell(other, { type: 'signal', callId, data: msg.data });
      return;
    }
    default:
      return;
  }
}

/**
 * A user whose last socket closed (tab closed, network gone) cannot hang up any more: their call ends and
 * their outgoing ring is withdrawn, and the other side is told. Without this an answered call that was
 * never hung up would keep both people busy for good, since only an answered call makes someone busy.
 */
export async function endCallsOfGone(deps: AppDeps, userId: number): Promise<void> {
  const endedAt = new Date();
  const ended = await deps.db
    .update(videoCalls)
    .set({ state: CALL_STATE.ended, endedAt })
    .where(and(eq(videoCalls.state, CALL_STATE.accepted), or(eq(videoCalls.callerId, userId), eq(videoCalls.calleeId, userId))))
    .returning({ id: videoCalls.id, callerId: videoCalls.callerId, calleeId: videoCalls.calleeId });
  const withdrawn = await deps.db
    .update(videoCalls)
    .set({ state: CALL_STATE.cancelled, endedAt })
    .where(and(eq(videoCalls.state, CALL_STATE.ringing), eq(videoCalls.callerId, userId)))
    .returning({ id: videoCalls.id, calleeId: videoCalls.calleeId });
  for (const c of ended) {
    deps.hub.publish({ userId: c.callerId === userId ? c.calleeId : c.callerId, payload: sp({ type: 'endVideo', callId: c.id }) });
  }
  for (const w of withdrawn) {
    deps.hub.publish({ userId: w.calleeId, payload: sp({ type: 'fqendVideo', callId: w.id, msg: CHAT_MSG.videoCancelled }) });
  }
}

/** Calls left ringing past the ring (a caller that closed its tab) stop blocking their callee. */
async function expireRinging(deps: AppDeps) {
  await deps.db
    .update(videoCalls)
    .set({ state: CALL_STATE.missed, endedAt: new Date() })
    .where(
      and(
        eq(videoCalls.state, CALL_STATE.ringing),
        sql`${videoCalls.createdAt} < now() - make_interval(secs => ${(VIDEO_RING_MS + ANSWER_GRACE_MS) / 1000})`,
      ),
    );
}
