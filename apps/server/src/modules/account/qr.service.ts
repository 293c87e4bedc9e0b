import { randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { MSG } from '@xcb/shared';
import type { AppDeps } from '../../http/deps.ts';
import { qrLogins } from '../../db/schema/index.ts';
import { notFound, refuse } from '../../core/errors.ts';
import type { Actor } from '../../http/router.ts';
import { findUserById } from './account.queries.ts';
import { presentChatUser, presentUserSelf } from './account.presenter.ts';
import type { ClientMeta } from './account.service.ts';
import { describePlace, describeUserAgent, shanghaiTime } from './device.ts';

/** spec: the QR code is valid for 60 s */
export const QR_TTL_SECONDS = 60;
const OPEN = ['pending', 'scanned'];

export async function issueQr(deps: AppDeps, meta: ClientMeta) {
  await deps.limiter.hit(`qr-ip:${meta.ip}`, deps.config.LOGIN_LIMIT_PER_ADDRESS * 2, MSG.tooManyRequests);
  // Old codes are swept as new ones are issued, so the table stays small without a timer.
  await deps.db.delete(qrLogins).where(lt(qrLogins.expiresAt, sql`now() - interval '1 hour'`));
  const uuid = randomBytes(24).toString('base64url');
  await deps.db.insert(qrLogins).values({
    uuid,
    expiresAt: new Date(Date.now() + QR_TTL_SECONDS * 1000),
    requestIp: meta.ip.slice(0, 64),
    requestUa: meta.userAgent.slice(0, 300),
  });
  return { data: `/qr_confirm?uuid=${uuid}`, UUIDStr: uuid, expiresIn: QR_TTL_SECONDS };
}

/**
 * A desktop starts waiting on this code: the first one only. Whoever else learns the uuid (a shared
 * screenshot, a link sent to a victim) cannot also listen for the session the confirmation pushes.
 */
export async function claimQr(deps: AppDeps, uuid: string): Promise<{ expiresAt: Date } | 'taken' | 'expired'> {
  const open = and(eq(qrLogins.uuid, uuid), inArray(qrLogins.status, OPEN), gt(qrLogins.expiresAt, sql`now()`));
  const [row] = await deps.db
    .update(qrLogins)
    .set({ listenerAt: sql`now()` })
    .where(and(open, isNull(qrLogins.listenerAt)))
    .returning({ expiresAt: qrLogins.expiresAt });
  if (row) return { expiresAt: row.expiresAt };
  const [exists] = await deps.db.select({ uuid: qrLogins.uuid }).from(qrLogins).where(open);
  return exists ? 'taken' : 'expired';
}

/**
 * The listener left before anyone scanned (a closed tab, React's development double mount): the code may
 * be waited on again. Once scanned it stays with the desktop that showed it.
 */
export async function releaseQr(deps: AppDeps, uuid: string): Promise<void> {
  await deps.db
    .update(qrLogins)
    .set({ listenerAt: null })
    .where(and(eq(qrLogins.uuid, uuid), eq(qrLogins.status, 'pending')));
}

/** The phone opened the link: the desktop says so, and waits for the confirmation. */
export async function scanQr(deps: AppDeps, uuid: string) {
  const [row] = await deps.db
    .update(qrLogins)
    .set({ status: 'scanned' })
    .where(and(eq(qrLogins.uuid, uuid), inArray(qrLogins.status, OPEN), gt(qrLogins.expiresAt, sql`now()`)))
    .returning({
      createdAt: qrLogins.createdAt,
      expiresAt: qrLogins.expiresAt,
      requestIp: qrLogins.requestIp,
      requestUa: qrLogins.requestUa,
    });
  if (!row) throw refuse(MSG.qrExpired);
  deps.qr.publish(uuid, { cmdtype: 'scanned', msg: MSG.qrScanned });
  // What the phone shows before its user confirms: a login asked for somewhere else is seen as such.
  const device = { ...describeUserAgent(row.requestUa), place: describePlace(row.requestIp), time: shanghaiTime(row.createdAt) };
  return { data: MSG.qrScanned, device, expiresIn: Math.max(0, Math.ceil((row.expiresAt.getTime() - Date.now()) / 1000)) };
}

/**
 * The phone's user confirms: the code is used up (once, whatever happens after), a PC session opens for
 * that user, and the desktop receives it over its QrCodeWebsocket.
 */
export async function confirmQr(deps: AppDeps, actor: Actor, uuid: string, meta: ClientMeta) {
  const found = await findUserById(deps.db, actor.userId);
  if (!found) throw notFound(MSG.userNotFound);
  const { user, exclusiveName } = found;
  if (user.status === 1) throw refuse(MSG.accountDisabled);
  const jwt = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(qrLogins)
      .set({ status: 'confirmed', userId: actor.userId, confirmedAt: sql`now()` })
      .where(and(eq(qrLogins.uuid, uuid), inArray(qrLogins.status, OPEN), gt(qrLogins.expiresAt, sql`now()`)))
      .returning({ uuid: qrLogins.uuid });
    if (!row) throw refuse(MSG.qrExpired);
    return deps.sessions.open(tx, user.id, { deviceClass: 'pc', ip: meta.ip, userAgent: `QR: ${meta.userAgent}` });
  });
  deps.qr.publish(
    uuid,
    { cmdtype: 'qrLogin', data: 'success', jwt, user: presentUserSelf(user, exclusiveName), chatUser: presentChatUser(user) },
    true,
  );
  return { data: MSG.qrConfirmed };
}
