import { eq, sql } from 'drizzle-orm';
import { MSG, PHONE_PATTERN, type DeviceClass } from '@xcb/shared';
import type { AppDeps } from '../../http/deps.ts';
import { loginGuards, users } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { executeRows } from '../../db/rows.ts';
import { badRequest, notFound, refuse } from '../../core/errors.ts';
import type { Actor } from '../../http/router.ts';
import { consumeInvitation } from '../domain/domain.service.ts';
import { accountExists, findUserById, findUserByLogin, findUserByPhone, phoneExists } from './account.queries.ts';
import { consumeSmsCode } from './sms-codes.ts';
import { presentChatUser, presentUserPublic, presentUserSelf } from './account.presenter.ts';
import { checkCaptcha, issueCaptcha } from './captcha.ts';
import { forgetFailures, loginFailed, refuseWhileOwed, secondsOwed, type LoginBackoff } from './login-backoff.ts';
import { dummyHash, hashPassword, verifyPassword } from '../../http/password.ts';

export interface ClientMeta {
  ip: string;
  userAgent: string;
}

const subjectOf = (login: string) => `login:${login.toLowerCase()}`.slice(0, 64);

export async function checkAccountAvailable(deps: AppDeps, name: string): Promise<void> {
  if (await accountExists(deps.db, name)) throw refuse(MSG.accountExists);
}

export interface RegisterInput {
  name: string;
  password: string;
  phone: string;
  exclusiveCode?: string | undefined;
  exclusiveDomain?: string | undefined;
  deviceType: DeviceClass;
}

/** spec: registration; on success the user is logged in automatically. */
export async function register(deps: AppDeps, input: RegisterInput, meta: ClientMeta) {
  // The legacy payload carries no captcha, so registrations are limited per address instead.
  await deps.limiter.hit(`register:${meta.ip}`, deps.config.REGISTER_LIMIT_PER_ADDRESS, MSG.tooManyRegistrations);
  if (await accountExists(deps.db, input.name)) throw refuse(MSG.accountExists);
  if (await phoneExists(deps.db, input.phone)) throw refuse(MSG.phoneExists);
  const passwordHash = await hashPassword(input.password, deps.config.SCRYPT_LOG_N);
  try {
    return await deps.db.transaction(async (tx) => {
      let zone = null;
      if (input.exclusiveCode) {
        zone = await consumeInvitation(tx, input.exclusiveCode);
        if (!zone) throw refuse(MSG.invitationInvalid);
        if (input.exclusiveDomain && input.exclusiveDomain !== zone.exclusiveCode) throw refuse(MSG.invitationWrongDomain);
      }
      const [user] = await tx
        .insert(users)
        .values({ name: input.name, phone: input.phone, passwordHash, nickName: input.name, exclusiveCode: zone?.exclusiveCode ?? null })
        .returning();
      if (!user) throw new Error('insert returned no row');
      const jwt = await deps.sessions.open(tx, user.id, { deviceClass: input.deviceType, ...meta });
      return { data: MSG.registerSuccess, user: presentUserSelf(user, zone?.exclusiveName ?? null), jwt, chatUser: presentChatUser(user) };
    });
  } catch (e) {
    // Two registrations of one account at the same moment: the unique index decides, the loser is told.
    if (isUniqueViolation(e)) throw refuse(MSG.accountExists);
    throw e;
  }
}

export interface LoginInput {
  name: string;
  password?: string | undefined;
  checkCode?: string | undefined;
  captchaId?: string | undefined;
  captcha?: string | undefined;
  exclusiveCode?: string | undefined;
  deviceType: DeviceClass;
}

/**
 * Past LOGIN_LIMIT_PER_ADDRESS failed tries in a window, a password login from that address must carry a
 * correct captcha, as an account's own failures ask (a whole office or a carrier's NAT behind one address
 * is asked for a captcha, never locked out by a stranger's failures: issue 45). Only a flood past this many
 * times the limit is refused outright (429).
 */
const ADDRESS_CEILING_FACTOR = 10;

/**
 * spec: login with account (or phone) and password. A wrong password makes the account demand a fresh
 * server-issued captcha from then on, until a successful login; so do an address's many failures.
 * Attempts are limited per account and address together (login-backoff.ts) and per address.
 */
export async function login(deps: AppDeps, input: LoginInput, meta: ClientMeta) {
  // Many people may log in from one office address: only failed attempts use up its limit.
  const addressKey = `login-ip:${meta.ip}`;
  if (input.password !== undefined || input.checkCode === undefined) return loginWithPassword(deps, input, meta, addressKey);
  // The SMS code is the proof here (each code allows a few tries, sms-codes.ts): only the flood ceiling.
  await deps.limiter.hit(addressKey, deps.config.LOGIN_LIMIT_PER_ADDRESS * ADDRESS_CEILING_FACTOR, MSG.tooManyLogins);
  const reply = await loginWithSmsCode(deps, input.name, input.checkCode, input, meta);
  await deps.limiter.release(addressKey);
  return reply;
}

interface TryGate {
  hits: number;
  owed: string | null;
  failures: number | null;
  captcha_required: boolean | null;
}

/**
 * What a password try must pass before scrypt, in one statement: the address's attempt counted, the wait
 * this address owes for the account's failures, and the account's captcha guard. A round trip each cost
 * a login more of the server's core than its own work (docs/performance.md, session 28).
 */
async function openPasswordTry(deps: AppDeps, subject: string, ip: string, addressKey: string, backoff: LoginBackoff) {
  const { db, limiter, config } = deps;
  const [gate] = await executeRows<TryGate>(
    db,
    sql`with hit as (${limiter.countStatement(addressKey).getSQL()})
    select (select count from hit) as hits, ${secondsOwed(subject, ip, backoff)} as owed, g.failures, g.captcha_required
    from (select 1) as one left join ${loginGuards} g on g.subject = ${subject}`,
  );
  const hits = Number(gate?.hits ?? 1);
  limiter.refuseOver(hits, config.LOGIN_LIMIT_PER_ADDRESS * ADDRESS_CEILING_FACTOR, MSG.tooManyLogins);
  refuseWhileOwed(Number(gate?.owed ?? 0), backoff);
  const addressBusy = hits > config.LOGIN_LIMIT_PER_ADDRESS;
  return {
    failures: gate?.failures ?? null,
    captchaRequired: !!gate?.captcha_required || addressBusy,
  };
}

async function loginWithPassword(deps: AppDeps, input: LoginInput, meta: ClientMeta, addressKey: string) {
  const { db, config } = deps;
  const subject = subjectOf(input.name);
  const backoff = { freeFailures: config.LOGIN_FREE_FAILURES, maxDelaySeconds: config.LOGIN_MAX_DELAY_SECONDS };
  const guard = await openPasswordTry(deps, subject, meta.ip, addressKey, backoff);
  if (guard.captchaRequired) {
    if (!input.captchaId || !input.captcha) throw refuse(MSG.captchaRequired, { needCaptcha: true });
    if (!(await checkCaptcha(db, subject, input.captchaId, input.captcha))) throw refuse(MSG.captchaWrong, { needCaptcha: true });
  }

  const found = await findUserByLogin(db, input.name);
  const ok = await verifyPassword(input.password ?? '', found?.user.passwordHash ?? (await dummyHash(config.SCRYPT_LOG_N)));
  if (!found || !ok) {
    await loginFailed(db, subject, meta.ip);
    await db
      .insert(loginGuards)
      .values({ subject, failures: 1, captchaRequired: true })
      .onConflictDoUpdate({
        target: loginGuards.subject,
        set: { failures: (guard.failures ?? 0) + 1, captchaRequired: true, updatedAt: new Date() },
      });
    throw refuse(MSG.wrongCredentials, { needCaptcha: true });
  }
  const { user, exclusiveName } = found;
  if (user.status === 1) throw refuse(MSG.accountDisabled);
  // spec: private-zone login refuses an account of another zone
  if (input.exclusiveCode && user.exclusiveCode !== input.exclusiveCode) throw refuse(MSG.notDomainUser);

  // the success forgets the account's failures and gives the address its attempt back, with the session
  const jwt = await deps.sessions.open(db, user.id, { deviceClass: input.deviceType, ...meta }, [
    db.delete(loginGuards).where(eq(loginGuards.subject, subject)).getSQL(),
    forgetFailures(db, subject, meta.ip),
    deps.limiter.releaseStatement(addressKey),
  ]);
  return { data: 'success', user: presentUserSelf(user, exclusiveName), jwt, chatUser: presentChatUser(user) };
}

/** spec: the phone + SMS code tab (user_login with name = phone and checkCode). */
async function loginWithSmsCode(deps: AppDeps, phone: string, code: string, input: LoginInput, meta: ClientMeta) {
  if (!PHONE_PATTERN.test(phone)) throw badRequest(MSG.phoneFormat);
  const { db } = deps;
  if (!(await consumeSmsCode(deps, db, phone, 'login', code))) throw refuse(MSG.smsCodeInvalid);
  const found = await findUserByPhone(db, phone);
  if (!found) throw refuse(MSG.phoneNotRegistered);
  const { user, exclusiveName } = found;
  if (user.status === 1) throw refuse(MSG.accountDisabled);
  if (input.exclusiveCode && user.exclusiveCode !== input.exclusiveCode) throw refuse(MSG.notDomainUser);
  const jwt = await db.transaction((tx) => deps.sessions.open(tx, user.id, { deviceClass: input.deviceType, ...meta }));
  return { data: 'success', user: presentUserSelf(user, exclusiveName), jwt, chatUser: presentChatUser(user) };
}

export async function captchaFor(deps: AppDeps, name: string | undefined, meta: ClientMeta) {
  await deps.limiter.hit(`captcha:${meta.ip}`, deps.config.LOGIN_LIMIT_PER_ADDRESS * 2, MSG.tooManyRequests);
  return issueCaptcha(deps.db, deps.outbox, subjectOf(name ?? ''));
}

export async function logout(deps: AppDeps, actor: Actor) {
  await deps.sessions.end(actor.sessionId, 'logout');
  return { data: MSG.logoutSuccess };
}

/**
 * The owner sees his private fields, staff the public profile with the login name; anyone else the public
 * profile without it: ids are sequential, so a login name by id would hand out every account to guess at.
 */
export async function getUser(deps: AppDeps, actor: Actor | null, id: number) {
  const found = await findUserById(deps.db, id);
  if (!found || found.user.staffRole) throw notFound(MSG.userNotFound);
  if (actor?.userId === id) return { user: presentUserSelf(found.user, found.exclusiveName) };
  const shown = presentUserPublic(found.user, found.exclusiveName);
  if (actor?.staffRole) return { user: shown };
  const { name: _name, ...withoutName } = shown;
  return { user: withoutName };
}

export async function currentUser(deps: AppDeps, actor: Actor) {
  const found = await findUserById(deps.db, actor.userId);
  if (!found) throw notFound(MSG.userNotFound);
  return { user: presentUserSelf(found.user, found.exclusiveName), chatUser: presentChatUser(found.user) };
}
