import { and, eq, inArray } from 'drizzle-orm';
import { AUDIT_STATE, INSURANCE_STATUS, MSG, type SmsPurpose } from '@xcb/shared';
import type { AppDeps } from '../../http/deps.ts';
import type { Executor } from '../../db/client.ts';
import { areas, loginGuards, dictionaries, dictionaryDetails, personalInformation, users } from '../../db/schema/index.ts';
import { badRequest, notFound, refuse, unauthorized } from '../../core/errors.ts';
import type { Actor } from '../../http/router.ts';
import { assertOwnUploads, resolveUpload } from '../files/files.service.ts';
import { findUserById, findUserByPhone, phoneExists } from './account.queries.ts';
import { presentUserSelf } from './account.presenter.ts';
import { hashPassword, verifyPassword } from '../../http/password.ts';
import { consumeSmsCode, issueSmsCode } from './sms-codes.ts';
import type { ClientMeta } from './account.service.ts';
import { linkSkills, personChanged, SKILL_KIND } from '../skills/links.ts';

/** spec: skills come from the dictionary cszy */
const SKILL_DICTIONARY = 'cszy';
const MB = 1024 * 1024;
/** What upload_uploadFile returns for an image: <yyyy>/<mm>/<random>.<png|jpg>. */
const STORED_IMAGE = /^\d{4}\/\d{2}\/[0-9a-f]{24}\.(png|jpg)$/;

function isUniqueViolation(e: unknown): boolean {
  const err = e as { code?: string; cause?: { code?: string } } | null;
  return err?.code === '23505' || err?.cause?.code === '23505';
}

async function requireUser(db: Executor, userId: number) {
  const found = await findUserById(db, userId);
  if (!found) throw notFound(MSG.userNotFound);
  return found;
}

/** An uploaded image path of ours, present under the upload root and within the size limit. */
async function checkStoredImage(deps: AppDeps, path: string, maxBytes: number, message: string): Promise<string> {
  if (!STORED_IMAGE.test(path)) throw badRequest(message);
  try {
    const { rel, size } = await resolveUpload(deps.storage, path);
    if (size === 0 || size > maxBytes) throw badRequest(message);
    return rel;
  } catch {
    throw badRequest(message);
  }
}

// ---- SMS codes ----

export interface RangeCodeInput {
  name: string;
  type: SmsPurpose;
  oldPhone?: string | undefined;
}

/** spec: user_getRangeCode. Login and reset need a registered phone; a phone change a free new phone. */
export async function sendRangeCode(deps: AppDeps, actor: Actor | null, input: RangeCodeInput, meta: ClientMeta) {
  let userId: number | null = null;
  switch (input.type) {
    case 'login':
    case 'reset': {
      const found = await findUserByPhone(deps.db, input.name);
      if (!found) throw refuse(MSG.phoneNotRegistered);
      if (found.user.status === 1) throw refuse(MSG.accountDisabled);
      userId = found.user.id;
      break;
    }
    case 'phone': {
      if (!actor) throw unauthorized('ERR0001');
      if (!input.oldPhone) throw badRequest(MSG.oldPhoneRequired);
      const { user } = await requireUser(deps.db, actor.userId);
      if (user.phone !== input.oldPhone) throw refuse(MSG.oldPhoneMismatch);
      if (input.name === user.phone) throw refuse(MSG.samePhone);
      if (await phoneExists(deps.db, input.name)) throw refuse(MSG.phoneExists);
      userId = actor.userId;
      break;
    }
    default:
      input.type satisfies never;
  }
  await issueSmsCode(deps, { phone: input.name, purpose: input.type, userId, ip: meta.ip });
  return { data: MSG.smsSent, seconds: 60, sandbox: deps.sms.sandbox };
}

// ---- password reset and change ----

export interface ForgetPasswordInput {
  phone: string;
  password: string;
  checkCode: string;
}

/** spec: user_forgetPassword; every session of the user ends. */
export async function forgetPassword(deps: AppDeps, input: ForgetPasswordInput, meta: ClientMeta) {
  await deps.limiter.hit(`reset-ip:${meta.ip}`, deps.config.LOGIN_LIMIT_PER_ADDRESS, MSG.tooManyRequests);
  const found = await findUserByPhone(deps.db, input.phone);
  if (!found) throw refuse(MSG.phoneNotRegistered);
  if (!(await consumeSmsCode(deps, deps.db, input.phone, 'reset', input.checkCode))) throw refuse(MSG.smsCodeInvalid);
  const passwordHash = await hashPassword(input.password, deps.config.SCRYPT_LOG_N);
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, found.user.id));
    await deps.sessions.endAll(tx, found.user.id, 'password');
    // The code proved who this is: the captcha demanded after earlier wrong passwords is lifted.
    await tx
      .delete(loginGuards)
      .where(inArray(loginGuards.subject, [`login:${found.user.name.toLowerCase()}`, `login:${found.user.phone}`]));
  });
  return { data: 'success' };
}

export interface UpdatePasswordInput {
  oldPassword: string;
  password: string;
}

/** Change password from /people_info: the old one is checked; the other sessions end, this one stays. */
export async function updatePassword(deps: AppDeps, actor: Actor, input: UpdatePasswordInput) {
  await deps.limiter.hit(`password-change:${actor.userId}`, deps.config.LOGIN_LIMIT_PER_ACCOUNT, MSG.tooManyRequests);
  const { user } = await requireUser(deps.db, actor.userId);
  if (!(await verifyPassword(input.oldPassword, user.passwordHash))) throw refuse(MSG.oldPasswordWrong);
  const passwordHash = await hashPassword(input.password, deps.config.SCRYPT_LOG_N);
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
    await deps.sessions.endAll(tx, user.id, 'password', actor.sessionId);
  });
  await deps.limiter.reset(`password-change:${actor.userId}`);
  return { data: MSG.passwordChanged };
}

// ---- phone change ----

export interface UpdatePhoneInput {
  phone: string;
  newphone: string;
  checkCode: string;
}

export async function updatePhone(deps: AppDeps, actor: Actor, input: UpdatePhoneInput) {
  const { user, exclusiveName } = await requireUser(deps.db, actor.userId);
  if (user.phone !== input.phone) throw refuse(MSG.oldPhoneMismatch);
  if (input.newphone === user.phone) throw refuse(MSG.samePhone);
  if (await phoneExists(deps.db, input.newphone)) throw refuse(MSG.phoneExists);
  if (!(await consumeSmsCode(deps, deps.db, input.newphone, 'phone', input.checkCode, actor.userId))) throw refuse(MSG.smsCodeInvalid);
  try {
    const [updated] = await deps.db
      .update(users)
      .set({ phone: input.newphone, updatedAt: new Date() })
      .where(eq(users.id, user.id))
      .returning();
    if (!updated) throw notFound(MSG.userNotFound);
    return { data: MSG.phoneChanged, user: presentUserSelf(updated, exclusiveName) };
  } catch (e) {
    if (isUniqueViolation(e)) throw refuse(MSG.phoneExists);
    throw e;
  }
}

// ---- profile and insurance ----

export interface UpdateProfileInput {
  insurancePath?: string | undefined;
  nickName?: string | undefined;
  sign?: string | undefined;
  jobId?: number[] | undefined;
  province?: string | undefined;
  cityId?: string | undefined;
  area?: string | undefined;
  icon?: string | undefined;
}

async function skillNames(db: Executor, ids: number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const unique = [...new Set(ids)];
  const rows = await db
    .select({ id: dictionaryDetails.id, name: dictionaryDetails.name })
    .from(dictionaryDetails)
    .innerJoin(dictionaries, eq(dictionaries.id, dictionaryDetails.dictionaryId))
    .where(and(eq(dictionaries.number, SKILL_DICTIONARY), inArray(dictionaryDetails.id, unique)));
  if (rows.length !== unique.length) throw badRequest(MSG.skillInvalid);
  const byId = new Map(rows.map((r) => [r.id, r.name]));
  return unique.map((id) => byId.get(id) ?? '');
}

/** Province, city and district must each be the child of the one before (ids are administrative codes). */
async function checkAreaChain(db: Executor, chain: (string | undefined)[]): Promise<void> {
  const given = chain.filter((x): x is string => x !== undefined);
  // A later level without the earlier one is not a place.
  if (chain.slice(0, given.length).some((x) => x === undefined)) throw badRequest(MSG.areaInvalid);
  if (given.length === 0) return;
  if (given.some((x) => !/^\d{1,9}$/.test(x))) throw badRequest(MSG.areaInvalid);
  const ids = given.map(Number);
  const rows = await db.select().from(areas).where(inArray(areas.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  let parent: number | null = null;
  for (const [level, id] of ids.entries()) {
    const row = byId.get(id);
    if (!row || row.level !== level + 1 || row.parentId !== parent) throw badRequest(MSG.areaInvalid);
    parent = id;
  }
}

export async function updateProfile(deps: AppDeps, actor: Actor, input: UpdateProfileInput) {
  const { db } = deps;
  const { user, exclusiveName } = await requireUser(db, actor.userId);
  if (input.insurancePath) return submitInsurance(deps, actor, input.insurancePath);

  const jobIds = input.jobId ?? [];
  const names = await skillNames(db, jobIds);
  await checkAreaChain(db, [input.province, input.cityId, input.area]);
  const icon =
    input.icon && input.icon !== user.icon ? await checkStoredImage(deps, input.icon, 2 * MB, MSG.iconInvalid) : (input.icon ?? null);

  // A new avatar must be the caller's own upload; the one he already has may be sent back unchanged.
  await assertOwnUploads(db, actor.userId, [icon], [user.icon]);
  // the profile and its skill links change together or not at all
  const updated = await db.transaction(async (tx) => {
    const [u] = await tx
      .update(users)
      .set({
        nickName: input.nickName ?? user.nickName,
        sign: input.sign ? input.sign : null,
        job: names.length ? names.join(',') : null,
        jobId: jobIds.length ? [...new Set(jobIds)].join(',') : null,
        province: input.province ?? null,
        cityId: input.cityId ?? null,
        area: input.area ?? null,
        icon,
        updatedAt: new Date(),
      })
      .where(eq(users.id, user.id))
      .returning();
    if (!u) throw notFound(MSG.userNotFound);
    await linkSkills(tx, SKILL_KIND.profile, u.id, names.join('\n'));
    return u;
  });
  personChanged(db, updated.id);
  return { data: MSG.profileUpdated, user: presentUserSelf(updated, exclusiveName) };
}

/** spec: insurance proof upload, only after personal certification; it then awaits review (status 1). */
async function submitInsurance(deps: AppDeps, actor: Actor, path: string) {
  const { db } = deps;
  const [person] = await db
    .select({ jpAuditState: personalInformation.jpAuditState })
    .from(personalInformation)
    .where(eq(personalInformation.userId, actor.userId));
  if (person?.jpAuditState !== AUDIT_STATE.approved) throw refuse(MSG.insuranceNeedsCertification);
  const rel = await checkStoredImage(deps, path, 3 * MB, MSG.iconInvalid);
  const { exclusiveName } = await requireUser(db, actor.userId);
  const updated = await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ insuranceStatus: users.insuranceStatus, insurancePath: users.insurancePath })
      .from(users)
      .where(eq(users.id, actor.userId))
      .for('update');
    if (!user) throw notFound(MSG.userNotFound);
    if (user.insuranceStatus === INSURANCE_STATUS.pending) throw refuse(MSG.insurancePending);
    // The proof must be the caller's own upload; the one he sent before may be sent again.
    await assertOwnUploads(tx, actor.userId, [rel], [user.insurancePath]);
    const [row] = await tx
      .update(users)
      .set({
        insurancePath: rel,
        insuranceStatus: INSURANCE_STATUS.pending,
        insuranceSubmittedAt: new Date(),
        insuranceName: null,
        insuranceRemark: null,
        updatedAt: new Date(),
      })
      .where(eq(users.id, actor.userId))
      .returning();
    return row;
  });
  if (!updated) throw notFound(MSG.userNotFound);
  return { data: MSG.insuranceUploaded, user: presentUserSelf(updated, exclusiveName) };
}
