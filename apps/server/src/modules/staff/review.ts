import { and, desc, eq, inArray } from 'drizzle-orm';
import { ADMIN_MSG, type NoticeType } from '@xcb/shared';
import type { ReviewDecision, ReviewItem } from '@xcb/shared/actions/admin';
import type { Executor, Tx } from '../../db/client.ts';
import { reviewDecisions, users } from '../../db/schema/index.ts';
import { badRequest, notFound, refuse } from '../../core/errors.ts';
import type { Actor } from '../../http/router.ts';
import type { AppDeps } from '../../http/deps.ts';
import { sendNotice } from '../messaging/notices.service.ts';
import { REVIEW_ROLES, requireRole } from './access.ts';
import { audit } from './audit.ts';

/**
 * The review-queue pattern. A business area plugs in a queue by defining a ReviewKind:
 *
 *   const topupReviewKind = defineReviewKind({
 *     kind: 'topup',
 *     list: (db, q) => …rows as ReviewItem (amount in hundredths, images/files for the drawer)…,
 *     load: (tx, id) => …the row locked (select … for update), its owner and whether it is still pending…,
 *     apply: (tx, item, decision, reason, actor) => …post or void the hold, set the row's state…,
 *     notice: (item, decision, reason) => ({ messageType: '04', messageTypeClass: '01', title, content }),
 *   });
 *
 * in its module, exporting its kinds as a list (walletReviewKinds) that buildApp registers
 * (registerReviewKinds), and on the web side adds a section whose page renders
 * <ReviewQueue kind="topup" …/>. decide() below does the rest the same way for every kind: role check,
 * one transaction, the decision row (who, when, what), the audit row, the user's notice.
 */
export interface ReviewSubject {
  id: string;
  userId: number;
  pending: boolean;
  /** What the audit log records as the state before the decision. */
  snapshot: unknown;
}

export interface ReviewListQuery {
  state?: 'pending' | 'approved' | 'rejected' | undefined;
  filter?: string | undefined;
  keyword?: string | undefined;
  pageNum: number;
  pageSize: number;
}

export interface ReviewKind<S extends ReviewSubject = ReviewSubject> {
  kind: string;
  /** The queue's name and its back-office page, for the staff dashboard's list of pending work. */
  label: string;
  route: string;
  /** Who works the queue; every staff member who reviews (REVIEW_ROLES) when left out. */
  roles?: readonly ('admin' | 'reviewer')[];
  list(db: Executor, q: ReviewListQuery): Promise<{ recordList: ReviewItem[]; recordCount: number }>;
  load(tx: Tx, id: string): Promise<S | null>;
  /** Applies the decision to the area's own rows; returns the state after, for the audit log. */
  apply(tx: Tx, subject: S, decision: ReviewDecision, reason: string | undefined, actor: Actor, deps: AppDeps): Promise<unknown>;
  /** The user's notice, sent in the decision's transaction; null when settle() tells the user later. */
  notice(
    subject: S,
    decision: ReviewDecision,
    reason: string | undefined,
  ): {
    messageType: NoticeType;
    messageTypeClass: string;
    title: string;
    content: string;
    redirectId?: string | number | null;
  } | null;
  /**
   * Work that must not hold the subject's lock, run after the decision's transaction commits (a
   * withdrawal's payout waits on the payment gateway). Its result is what decide() returns.
   */
  settle?(deps: AppDeps, subject: S, decision: ReviewDecision, reason: string | undefined, actor: Actor): Promise<unknown>;
}

const kinds = new Map<string, ReviewKind>();

/** A kind as its area writes it, its subject's type inferred from load(); buildApp registers it. */
export function defineReviewKind<S extends ReviewSubject>(k: ReviewKind<S>): ReviewKind<S> {
  return k;
}

/**
 * Makes a kind known to the queues. Registering the same kind again (every app a test file builds
 * registers them all) changes nothing; another kind under a name already taken is a mistake.
 */
export function registerReviewKind<S extends ReviewSubject>(k: ReviewKind<S>): void {
  const known = kinds.get(k.kind);
  if (known && known !== k) throw new Error(`two review kinds are named ${k.kind}`);
  kinds.set(k.kind, k);
}

export function registerReviewKinds(list: readonly ReviewKind[]): void {
  for (const k of list) registerReviewKind(k);
}

/**
 * A file in a queue's drawer that is not a public upload gets a signed link from the area that owns it
 * (courses registers one for course files); null leaves the file as the queue listed it.
 */
export type ReviewFileLink = (deps: AppDeps, actor: Actor, path: string) => Promise<string | null>;

const fileLinks = new Set<ReviewFileLink>();

/** Registered by buildApp; the same link again changes nothing. */
export function registerReviewFileLink(link: ReviewFileLink): void {
  fileLinks.add(link);
}

const rolesOf = (k: ReviewKind) => (k.roles?.length ? k.roles : REVIEW_ROLES);

function kindOf(actor: Actor, name: string): ReviewKind {
  const k = kinds.get(name);
  if (!k) throw badRequest(ADMIN_MSG.kindInvalid);
  requireRole(actor, rolesOf(k));
  return k;
}

/**
 * Pending items of every queue the actor's role may work, counted by the queue's own list (so the
 * dashboard's figure is the total the queue page shows; capped like every list total).
 */
export async function pendingByQueue(db: Executor, actor: Actor) {
  const mine = [...kinds.values()].filter((k) => actor.staffRole && rolesOf(k).includes(actor.staffRole as never));
  return Promise.all(
    mine.map(async (k) => {
      const { recordCount } = await k.list(db, { state: 'pending', pageNum: 0, pageSize: 1 });
      return { kind: k.kind, label: k.label, route: k.route, pending: recordCount };
    }),
  );
}

export async function listReview(deps: AppDeps, actor: Actor, q: ReviewListQuery & { kind: string }) {
  const page = await kindOf(actor, q.kind).list(deps.db, q);
  // Course attachments and videos are not public uploads: their area signs a link for the reviewer.
  for (const item of page.recordList) {
    item.files = await Promise.all(
      item.files.map(async (f) => {
        for (const link of fileLinks) {
          const url = await link(deps, actor, f.path);
          if (url) return { ...f, url };
        }
        return f;
      }),
    );
  }
  return page;
}

/** Returns what the kind's settle() returns, or else the state its apply() returned. */
export async function decide(
  deps: AppDeps,
  actor: Actor,
  input: { kind: string; id: string; decision: ReviewDecision; reason?: string | undefined },
): Promise<unknown> {
  const k = kindOf(actor, input.kind);
  const { subject, after } = await deps.db.transaction(async (tx) => {
    const subject = await k.load(tx, input.id);
    if (!subject) throw notFound();
    // Two reviewers on one item: the second finds it decided (load locks the row) and is told so.
    if (!subject.pending) throw refuse(ADMIN_MSG.alreadyDecided);
    const after = await k.apply(tx, subject, input.decision, input.reason, actor, deps);
    await tx
      .insert(reviewDecisions)
      .values({ kind: k.kind, subjectId: subject.id, decision: input.decision, reason: input.reason ?? null, staffId: actor.userId });
    await audit(tx, actor, {
      action: `review.${input.decision}`,
      kind: `review:${k.kind}`,
      target: subject.id,
      before: subject.snapshot,
      after: { decision: input.decision, reason: input.reason ?? null, result: after },
    });
    const notice = k.notice(subject, input.decision, input.reason);
    if (notice) await sendNotice(tx, deps.hub, { userId: subject.userId, ...notice });
    return { subject, after };
  });
  return k.settle ? k.settle(deps, subject, input.decision, input.reason, actor) : after;
}

/** The latest decision on each subject of a kind, for the queue rows. */
export async function latestDecisions(db: Executor, kind: string, subjectIds: string[]) {
  const out = new Map<string, NonNullable<ReviewItem['decision']>>();
  if (subjectIds.length === 0) return out;
  const rows = await db
    .select({
      subjectId: reviewDecisions.subjectId,
      decision: reviewDecisions.decision,
      reason: reviewDecisions.reason,
      staffName: users.name,
      createdAt: reviewDecisions.createdAt,
    })
    .from(reviewDecisions)
    .innerJoin(users, eq(users.id, reviewDecisions.staffId))
    .where(and(eq(reviewDecisions.kind, kind), inArray(reviewDecisions.subjectId, subjectIds)))
    .orderBy(desc(reviewDecisions.createdAt), desc(reviewDecisions.id));
  for (const r of rows) {
    if (out.has(r.subjectId)) continue;
    out.set(r.subjectId, { decision: r.decision, reason: r.reason, staffName: r.staffName, decidedAt: r.createdAt.toISOString() });
  }
  return out;
}
