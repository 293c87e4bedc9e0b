import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { MSG, type DeviceClass } from '@xcb/shared';
import type { AppDeps } from '../../http/deps.ts';
import { oauthStates, userOauth } from '../../db/schema/index.ts';
import { refuse } from '../../core/errors.ts';
import type { Actor } from '../../http/router.ts';
import type { OAuthIdentity, OAuthKind } from '../../providers/oauth.ts';
import { findUserById } from './account.queries.ts';
import { presentChatUser, presentOauthBinding, presentUserSelf } from './account.presenter.ts';
import type { ClientMeta } from './account.service.ts';

const STATE_TTL_MS = 10 * 60 * 1000;
const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

function isUniqueViolation(e: unknown): boolean {
  const err = e as { code?: string; cause?: { code?: string } } | null;
  return err?.code === '23505' || err?.cause?.code === '23505';
}

function provider(deps: AppDeps, kind: OAuthKind) {
  const p = deps.oauth?.[kind];
  if (!p) throw refuse(MSG.oauthUnavailable);
  return p;
}

/**
 * The popup's first stop (app_wechatLogin / qq_qq): the authorisation URL for its key. A key registered
 * by user_bindThirdParty continues that binding; any other key starts a login.
 */
export async function startPopup(deps: AppDeps, kind: OAuthKind, key: string): Promise<string> {
  const p = provider(deps, kind);
  const keyHash = hashKey(key);
  await deps.db.delete(oauthStates).where(lt(oauthStates.expiresAt, sql`now() - interval '1 hour'`));
  const [existing] = await deps.db.select().from(oauthStates).where(eq(oauthStates.keyHash, keyHash));
  if (existing) {
    if (existing.kind !== kind || existing.status !== 'pending' || existing.expiresAt.getTime() < Date.now())
      throw refuse(MSG.oauthExpired);
    return p.authorizeUrl(existing.state);
  }
  const state = randomBytes(18).toString('base64url');
  await deps.db.insert(oauthStates).values({ state, keyHash, kind, purpose: 'login', expiresAt: new Date(Date.now() + STATE_TTL_MS) });
  return p.authorizeUrl(state);
}

/** The provider came back: record who authorised, for the opener to collect. */
export async function completePopup(deps: AppDeps, kind: OAuthKind, state: string, code: string | undefined): Promise<string> {
  const p = provider(deps, kind);
  const [row] = await deps.db
    .select()
    .from(oauthStates)
    .where(
      and(
        eq(oauthStates.state, state),
        eq(oauthStates.kind, kind),
        eq(oauthStates.status, 'pending'),
        gt(oauthStates.expiresAt, sql`now()`),
      ),
    );
  if (!row) return MSG.oauthExpired;
  // Declined on the provider's page: the state stays pending and the opener hears "not authorised".
  if (!code) return MSG.oauthNotAuthorized;
  const identity = await p.exchange(code);
  if (!identity) return MSG.oauthNotAuthorized;
  if (row.purpose === 'bind' && row.userId) return bind(deps, kind, row.state, row.userId, identity);
  const [link] = await deps.db
    .select({ userId: userOauth.userId })
    .from(userOauth)
    .where(and(eq(userOauth.kind, kind), eq(userOauth.openId, identity.openId)));
  await deps.db
    .update(oauthStates)
    .set(link ? { status: 'done', userId: link.userId } : { status: 'unlinked' })
    .where(eq(oauthStates.state, row.state));
  return link ? '授权成功，窗口即将关闭' : MSG.oauthUnlinked;
}

async function bind(deps: AppDeps, kind: OAuthKind, state: string, userId: number, identity: OAuthIdentity): Promise<string> {
  try {
    await deps.db.insert(userOauth).values({ userId, kind, openId: identity.openId, nickname: identity.nickname.slice(0, 50) });
    await deps.db.update(oauthStates).set({ status: 'done' }).where(eq(oauthStates.state, state));
    return MSG.oauthBound;
  } catch (e) {
    if (!isUniqueViolation(e)) throw e;
    await deps.db.update(oauthStates).set({ status: 'conflict' }).where(eq(oauthStates.state, state));
    return MSG.oauthLinkedElsewhere;
  }
}

/** spec: user_checkLoginStatus / user_checkLoginQQStatus, after the popup closed. */
export async function checkLogin(deps: AppDeps, kind: OAuthKind, key: string, deviceType: DeviceClass, meta: ClientMeta) {
  await deps.limiter.hit(`oauth-check:${meta.ip}`, deps.config.LOGIN_LIMIT_PER_ADDRESS * 2, MSG.tooManyRequests);
  const [row] = await deps.db
    .select({ state: oauthStates.state, status: oauthStates.status, userId: oauthStates.userId })
    .from(oauthStates)
    .where(
      and(
        eq(oauthStates.keyHash, hashKey(key)),
        eq(oauthStates.kind, kind),
        eq(oauthStates.purpose, 'login'),
        gt(oauthStates.expiresAt, sql`now()`),
      ),
    );
  if (!row || row.status === 'pending' || row.status === 'consumed') return { code: 0, msg: MSG.oauthNotAuthorized };
  if (row.status !== 'done' || !row.userId) return { code: 0, msg: MSG.oauthUnlinked };
  // Taking the result consumes it (conditionally, so two checks at once open one session).
  const taken = await deps.db
    .update(oauthStates)
    .set({ status: 'consumed' })
    .where(and(eq(oauthStates.state, row.state), eq(oauthStates.status, 'done')))
    .returning({ state: oauthStates.state });
  if (taken.length === 0) return { code: 0, msg: MSG.oauthNotAuthorized };
  const found = await findUserById(deps.db, row.userId);
  if (!found) return { code: 0, msg: MSG.oauthUnlinked };
  if (found.user.status === 1) return { code: 0, msg: MSG.accountDisabled };
  const jwt = await deps.db.transaction((tx) => deps.sessions.open(tx, found.user.id, { deviceClass: deviceType, ...meta }));
  return {
    code: 1,
    msg: 'success',
    data: 'success',
    jwt,
    user: presentUserSelf(found.user, found.exclusiveName),
    chatUser: presentChatUser(found.user),
  };
}

export async function listBindings(deps: AppDeps, actor: Actor) {
  const rows = await deps.db.select().from(userOauth).where(eq(userOauth.userId, actor.userId));
  return { data: rows.map(presentOauthBinding) };
}

export async function startBinding(deps: AppDeps, actor: Actor, kind: OAuthKind, key: string) {
  provider(deps, kind);
  const [bound] = await deps.db
    .select({ id: userOauth.id })
    .from(userOauth)
    .where(and(eq(userOauth.userId, actor.userId), eq(userOauth.kind, kind)));
  if (bound) throw refuse(MSG.oauthAlreadyBound);
  try {
    await deps.db.insert(oauthStates).values({
      state: randomBytes(18).toString('base64url'),
      keyHash: hashKey(key),
      kind,
      purpose: 'bind',
      userId: actor.userId,
      expiresAt: new Date(Date.now() + STATE_TTL_MS),
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw refuse(MSG.oauthExpired);
    throw e;
  }
  return { data: 'ok' };
}

export async function bindingResult(deps: AppDeps, actor: Actor, key: string) {
  const [row] = await deps.db
    .select({ status: oauthStates.status })
    .from(oauthStates)
    .where(and(eq(oauthStates.keyHash, hashKey(key)), eq(oauthStates.purpose, 'bind'), eq(oauthStates.userId, actor.userId)));
  if (!row) return { code: 0, msg: MSG.oauthExpired };
  if (row.status === 'done') return { code: 1, msg: MSG.oauthBound };
  if (row.status === 'conflict') return { code: 0, msg: MSG.oauthLinkedElsewhere };
  return { code: 0, msg: MSG.oauthNotAuthorized };
}

export async function unbind(deps: AppDeps, actor: Actor, kind: OAuthKind) {
  const removed = await deps.db
    .delete(userOauth)
    .where(and(eq(userOauth.userId, actor.userId), eq(userOauth.kind, kind)))
    .returning({ id: userOauth.id });
  if (removed.length === 0) throw refuse(MSG.oauthNotBound);
  return { data: MSG.oauthUnbound };
}
