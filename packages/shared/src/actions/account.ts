import { z } from 'zod';
import { action } from '../action.ts';
import { MSG } from '../messages.ts';
import { ACCOUNT_PATTERN, INVITATION_PATTERN, PHONE_PATTERN, isStrongPassword, DEVICE_CLASSES } from '../rules.ts';
import { text, optionalText, id, legacyRandom } from './fields.ts';

/** spec: user_registe sends the name URL-encoded. */
const urlDecoded = (v: unknown) => {
  if (typeof v !== 'string') return v;
  try {
    return decodeURIComponent(v);
  } catch {
    return v;
  }
};

export const userPublic = z.object({
  id: z.number(),
  name: z.string(),
  nickName: z.string().nullable(),
  icon: z.string().nullable(),
  sign: z.string().nullable(),
  job: z.string().nullable(),
  jobId: z.string().nullable(),
  province: z.string().nullable(),
  cityId: z.string().nullable(),
  area: z.string().nullable(),
  auth: z.number(),
  exclusiveCode: z.string().nullable(),
  exclusiveName: z.string().nullable(),
  createDate: z.string(),
  studyCount: z.number(),
});

/** What the user himself sees: adds the phone (masked for anyone else), status and insurance state. */
export const userSelf = userPublic.extend({
  phone: z.string(),
  status: z.number(),
  insuranceStatus: z.number(),
  isStaff: z.boolean(),
  /** Back-office role (admin | reviewer), null for marketplace users. */
  staffRole: z.string().nullable(),
});
export type UserSelf = z.infer<typeof userSelf>;
export type UserPublic = z.infer<typeof userPublic>;

const chatUser = z.object({ id: z.number(), nickname: z.string(), chaticon: z.string().nullable() });

const session = {
  data: z.string(),
  user: userSelf,
  jwt: z.string(),
  chatUser,
};

export const existUserName = action({
  name: 'user_existUserName',
  method: 'POST',
  auth: 'public',
  area: 'account',
  summary: '账号是否可注册：success 为 true 表示未被占用；已占用时 success 为 false，error 为 账号已存在',
  input: z.object({ name: z.preprocess(urlDecoded, text(MSG.accountRequired).regex(ACCOUNT_PATTERN, { error: MSG.accountFormat })) }),
  reply: z.object({}),
});

const deviceType = z.enum(DEVICE_CLASSES).default('pc');

export const register = action({
  name: 'user_registe',
  method: 'POST',
  auth: 'public',
  area: 'account',
  summary: '注册（账号、密码、手机号、邀请码）；成功即登录',
  encrypted: ['password'],
  input: z
    .object({
      name: z.preprocess(urlDecoded, text(MSG.accountRequired).regex(ACCOUNT_PATTERN, { error: MSG.accountFormat })),
      password: text(MSG.passwordRequired).refine(isStrongPassword, { error: MSG.passwordRule }),
      phone: text(MSG.phoneRequired).regex(PHONE_PATTERN, { error: MSG.phoneFormat }),
      exclusiveCode: optionalText().pipe(z.string().regex(INVITATION_PATTERN, { error: MSG.invitationFormat }).optional()),
      /** '1' when the user registers as a private-zone user (the form's yes/no radio). */
      isPrivate: z.preprocess((v) => v === '1' || v === 1 || v === true || v === 'true', z.boolean()).default(false),
      /** The zone chosen on /pyRegistered; the invitation code must belong to it. */
      exclusiveDomain: optionalText(),
      deviceType,
    })
    .refine((v) => !v.isPrivate || v.exclusiveCode, { error: MSG.invitationRequired, path: ['exclusiveCode'] }),
  reply: z.object(session),
});

export const login = action({
  name: 'user_login',
  method: 'POST',
  auth: 'public',
  area: 'account',
  summary: '账号密码登录；失败后该账号需先通过图形验证码（user_getCaptcha）',
  encrypted: ['password'],
  input: z.object({
    name: z.preprocess(urlDecoded, text(MSG.accountRequired)),
    password: text(MSG.passwordRequired),
    captchaId: optionalText(),
    captcha: optionalText(),
    /** On /pyLogin the chosen zone: an account of another zone is refused. */
    exclusiveCode: optionalText(),
    deviceType,
  }),
  reply: z.object(session),
});

export const getCaptcha = action({
  name: 'user_getCaptcha',
  method: 'POST',
  auth: 'public',
  area: 'account',
  summary: '为登录发放一张4位图形验证码（SVG），5分钟有效，只能使用一次',
  input: z.object({ name: optionalText() }),
  reply: z.object({ captchaId: z.string(), image: z.string() }),
});

export const logout = action({
  name: 'user_loginOut',
  method: 'POST',
  auth: 'user',
  area: 'account',
  summary: '退出登录，结束服务器端会话',
  input: z.object({ userid: z.unknown().optional() }),
  reply: z.object({ data: z.string() }),
});

export const getUserById = action({
  name: 'user_getUserById',
  method: 'POST',
  auth: 'optional',
  area: 'account',
  summary: '按 id 读取用户；本人可见手机号等私有字段，他人只见公开资料',
  input: z.object({ id: id(MSG.userNotFound), ...legacyRandom }),
  reply: z.object({ user: z.union([userSelf, userPublic]) }),
});

export const currentUser = action({
  name: 'user_current',
  method: 'POST',
  auth: 'user',
  area: 'account',
  summary: '当前会话的用户（刷新页面后恢复登录状态）',
  input: z.object({}),
  reply: z.object({ user: userSelf, chatUser }),
});
