import { randomInt } from 'node:crypto';
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, max, sql, type SQL } from 'drizzle-orm';
import { ADMIN_MSG, MSG, type StaffRole } from '@xcb/shared';
import { complaintFeedback, exclusiveDomains, sessions, users } from '../../db/schema/index.ts';
import { notFound, refuse } from '../../core/errors.ts';
import type { Actor } from '../../http/router.ts';
import type { AppDeps } from '../../http/deps.ts';
import { hashPassword } from '../../http/password.ts';
import { requireAdmin } from '../staff/access.ts';
import { audit } from '../staff/audit.ts';
import { containing } from '../../db/search.ts';
import { listPage } from '../../db/paging.ts';
import { presentStaff, presentUser, presentUserDetail } from './admin.presenter.ts';

export async function searchUsers(
  deps: AppDeps,
  actor: Actor,
  q: {
    name?: string | undefined;
    phone?: string | undefined;
    auth?: number | undefined;
    exclusiveCode?: string | undefined;
    status?: number | undefined;
    pageNum: number;
    pageSize: number;
  },
) {
  requireAdmin(actor);
  // Staff accounts are managed on their own page; the user search lists marketplace users only.
  const c: SQL[] = [isNull(users.staffRole)];
  if (q.name) c.push(ilike(users.name, containing(q.name)));
  if (q.phone) c.push(ilike(users.phone, containing(q.phone)));
  if (q.auth !== undefined) c.push(eq(users.auth, q.auth));
  if (q.exclusiveCode) c.push(q.exclusiveCode === '-' ? isNull(users.exclusiveCode) : eq(users.exclusiveCode, q.exclusiveCode));
  if (q.status !== undefined) c.push(eq(users.status, q.status));
  const where = and(...c);
  const { rows, total } = await listPage(deps.db, q, () =>
    deps.db.select().from(users).where(where).orderBy(desc(users.createdAt), desc(users.id)),
  );
  return { recordList: rows.map(presentUser), recordCount: total };
}

export async function userDetail(deps: AppDeps, actor: Actor, id: number) {
  requireAdmin(actor);
  const [row] = await deps.db
    .select({ u: users, zoneName: exclusiveDomains.name })
    .from(users)
    .leftJoin(exclusiveDomains, eq(exclusiveDomains.code, users.exclusiveCode))
    .where(and(eq(users.id, id), isNull(users.staffRole)));
  if (!row) throw notFound(MSG.userNotFound);
  const [[open], [fb], [seen]] = await Promise.all([
    deps.db
      .select({ n: count() })
      .from(sessions)
      .where(and(eq(sessions.userId, id), isNull(sessions.endedAt), sql`${sessions.expiresAt} > now()`)),
    deps.db
      .select({ n: count() })
      .from(complaintFeedback)
      .where(and(eq(complaintFeedback.userId, id), isNull(complaintFeedback.replyToId))),
    deps.db
      .select({ at: max(sessions.lastSeenAt) })
      .from(sessions)
      .where(eq(sessions.userId, id)),
  ]);
  return presentUserDetail(row.u, {
    zoneName: row.zoneName,
    openSessions: open?.n ?? 0,
    feedbackCount: fb?.n ?? 0,
    lastSeenAt: seen?.at ? new Date(seen.at).toISOString() : null,
  });
}

/** spec: status 1 disabled; a disabled user's sessions end at once (next request 401 ERR0004, sockets closed). */
export async function setUserStatus(deps: AppDeps, actor: Actor, id: number, status: number) {
  requireAdmin(actor);
  if (id === actor.userId) throw refuse(ADMIN_MSG.cannotChangeSelf);
  await deps.db.transaction(async (tx) => {
    const [u] = await tx.select({ status: users.status, staffRole: users.staffRole }).from(users).where(eq(users.id, id)).for('update');
    if (!u) throw notFound(MSG.userNotFound);
    if (u.staffRole) throw refuse(ADMIN_MSG.isStaff);
    if (u.status === status) return;
    await tx
      .update(users)
      .set({ status, updatedAt: sql`now()` })
      .where(eq(users.id, id));
    if (status === 1) await deps.sessions.endAll(tx, id, 'disabled');
    await audit(tx, actor, {
      action: status === 1 ? 'user.disable' : 'user.enable',
      kind: 'user',
      target: id,
      before: { status: u.status },
      after: { status },
    });
  });
  return {};
}

// ---- staff accounts ----

export async function listStaff(deps: AppDeps, actor: Actor) {
  requireAdmin(actor);
  const rows = await deps.db.select().from(users).where(isNotNull(users.staffRole)).orderBy(asc(users.id));
  return rows.map(presentStaff);
}

export async function createStaff(
  deps: AppDeps,
  actor: Actor,
  input: { name: string; password: string; phone: string; nickName?: string | undefined; staffRole: StaffRole },
) {
  requireAdmin(actor);
  const passwordHash = await hashPassword(input.password, deps.config.SCRYPT_LOG_N);
  return deps.db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.name}) = lower(${input.name})`);
    if (taken) throw refuse(MSG.accountExists);
    const [phoneTaken] = await tx.select({ id: users.id }).from(users).where(eq(users.phone, input.phone));
    if (phoneTaken) throw refuse(MSG.phoneExists);
    const [row] = await tx
      .insert(users)
      .values({ name: input.name, phone: input.phone, passwordHash, nickName: input.nickName ?? null, staffRole: input.staffRole })
      .returning({ id: users.id });
    const newId = row?.id ?? 0;
    await audit(tx, actor, {
      action: 'staff.create',
      kind: 'staff',
      target: newId,
      before: null,
      after: { name: input.name, phone: input.phone, staffRole: input.staffRole },
    });
    return { id: newId };
  });
}

export async function setStaffRole(deps: AppDeps, actor: Actor, id: number, role: StaffRole) {
  requireAdmin(actor);
  // An administrator demoting himself could leave the back office without one.
  if (id === actor.userId) throw refuse(ADMIN_MSG.cannotChangeSelf);
  await deps.db.transaction(async (tx) => {
    const [u] = await tx.select({ staffRole: users.staffRole }).from(users).where(eq(users.id, id)).for('update');
    if (!u) throw notFound(MSG.userNotFound);
    if (!u.staffRole) throw refuse(ADMIN_MSG.notStaff);
    if (u.staffRole === role) return;
    await tx
      .update(users)
      .set({ staffRole: role, updatedAt: sql`now()` })
      .where(eq(users.id, id));
    await audit(tx, actor, {
      action: 'staff.setRole',
      kind: 'staff',
      target: id,
      before: { staffRole: u.staffRole },
      after: { staffRole: role },
    });
  });
  return {};
}

/** spec: invitation code of 6 letters or digits; without look-alikes so it can be read out over the phone. */
export function randomInvitationCode(): string {
  const chars = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  let s = '';
  for (let i = 0; i < 6; i++) s += chars[randomInt(chars.length)];
  return s;
}
