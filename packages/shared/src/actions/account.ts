import { z } from 'zod';
import { action } from '../action.ts';
import { MSG } from '../messages.ts';
import { ACCOUNT_PATTERN, INVITATION_PATTERN, PHONE_PATTERN, isStrongPassword, DEVICE_CLASSES, LIMITS } from '../rules.ts';
import { SMS_PURPOSES } from '../enums.ts';
import { text, optionalText, id, legacyRandom } from './fields.ts';
import { accountBase } from './wallet.ts';

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
  insurancePath: z.string().nullable(),
  insuranceName: z.string().nullable(),
  insuranceRemak: z.string().nullable(),
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
  custAccountBase: accountBase,
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
  summary: '登录：账号（或手机号）+ 密码；或手机号 + 短信验证码 checkCode（user_getRangeCode 发送）。密码失败后该账号需先通过图形验证码',
  encrypted: ['password'],
  input: z
    .object({
      name: z.preprocess(urlDecoded, text(MSG.accountRequired)),
      password: optionalText(),
      /** spec: the phone + SMS code tab sends name (the phone) and checkCode instead of a password */
      checkCode: optionalText(),
      captchaId: optionalText(),
      captcha: optionalText(),
      /** On /pyLogin the chosen zone: an account of another zone is refused. */
      exclusiveCode: optionalText(),
      deviceType,
    })
    .refine((v) => v.password !== undefined || v.checkCode !== undefined, { error: MSG.passwordRequired, path: ['password'] }),
  reply: z.object(session),
});

export const getRangeCode = action({
  name: 'user_getRangeCode',
  method: 'POST',
  auth: 'optional',
  area: 'account',
  summary:
    '发送6位短信验证码（5分钟有效，只能使用一次，同一手机号60秒内只发一次）。type：login 登录、reset 找回密码（手机号须已注册）、phone 更换手机号（须登录，name 为新手机号，oldPhone 须等于当前手机号）',
  input: z.object({
    name: text(MSG.phoneRequired).regex(PHONE_PATTERN, { error: MSG.phoneFormat }),
    type: z.enum(SMS_PURPOSES).default('login'),
    oldPhone: optionalText(),
  }),
  reply: z.object({ data: z.string(), seconds: z.number(), /** the sandbox provider: no real text is sent */ sandbox: z.boolean() }),
});

export const forgetPassword = action({
  name: 'user_forgetPassword',
  method: 'POST',
  auth: 'public',
  area: 'account',
  summary: '找回密码：手机号 + 短信验证码（type reset）+ 新密码；成功后该用户的所有会话结束',
  encrypted: ['password', 'confirmPassword'],
  input: z
    .object({
      phone: text(MSG.phoneRequired).regex(PHONE_PATTERN, { error: MSG.resetPhoneFormat }),
      password: text(MSG.userPasswordRequired).refine(isStrongPassword, { error: MSG.passwordRule }),
      /** The legacy client checks the confirmation itself; when sent, it must match. */
      confirmPassword: optionalText(),
      checkCode: text(MSG.codeRequired),
    })
    .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.password, {
      error: MSG.passwordTwiceMismatch,
      path: ['confirmPassword'],
    }),
  reply: z.object({ data: z.string() }),
});

/** Comma-joined ids (spec: jobId) as a list of positive integers. */
const idList = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean)
      : v === null
        ? []
        : v,
  z
    .array(z.coerce.number({ error: MSG.skillInvalid }).int({ error: MSG.skillInvalid }).positive({ error: MSG.skillInvalid }))
    .max(LIMITS.skills, { error: MSG.skillsMax }),
);

export const updateUser = action({
  name: 'user_update',
  method: 'POST',
  auth: 'user',
  area: 'account',
  summary:
    '修改个人资料（头像 icon、昵称、个性签名、技能 jobId（字典 cszy，最多3个）、省市区）；或只传 insurancePath 提交保险证明（须已通过个人认证）',
  input: z
    .object({
      userid: z.unknown().optional(),
      id: z.union([z.string(), z.number()]).nullable().optional(),
      insurancePath: optionalText(),
      nickName: optionalText(),
      sign: z.preprocess((v) => (v === null ? '' : v), z.string().trim().max(LIMITS.sign, { error: MSG.signRule }).optional()),
      jobId: idList.optional(),
      /** Skill names are looked up from jobId; a name sent by the client is ignored. */
      job: z.unknown().optional(),
      province: optionalText(),
      cityId: optionalText(),
      area: optionalText(),
      city: z.unknown().optional(),
      icon: optionalText(),
      exclusiveCode: z.unknown().optional(),
      phone: z.unknown().optional(),
    })
    .superRefine((v, ctx) => {
      if (v.insurancePath) return;
      if (!v.nickName || v.nickName.length > LIMITS.nickName)
        ctx.addIssue({ code: 'custom', message: MSG.nickNameRule, path: ['nickName'] });
    }),
  reply: z.object({ data: z.string(), user: userSelf }),
});

export const updatePhone = action({
  name: 'user_updatePhone',
  method: 'POST',
  auth: 'user',
  area: 'account',
  summary: '更换手机号：旧手机号须等于当前手机号，验证码发往新手机号（user_getRangeCode type phone）',
  input: z.object({
    userid: z.unknown().optional(),
    phone: text(MSG.phoneAndCodeRequired).regex(PHONE_PATTERN, { error: MSG.oldPhoneFormat }),
    newphone: text(MSG.phoneAndCodeRequired).regex(PHONE_PATTERN, { error: MSG.newPhoneFormat }),
    checkCode: text(MSG.phoneAndCodeRequired),
  }),
  reply: z.object({ data: z.string(), user: userSelf }),
});

export const updatePassword = action({
  name: 'user_updatePassword',
  method: 'POST',
  auth: 'user',
  area: 'account',
  summary: '修改登录密码：核对旧密码，新密码遵守注册规则；本会话以外的会话全部结束',
  encrypted: ['oldPassword', 'password', 'confirmPassword'],
  input: z
    .object({
      userid: z.unknown().optional(),
      oldPassword: text(MSG.oldPasswordRequired),
      password: text(MSG.userPasswordRequired).refine(isStrongPassword, { error: MSG.passwordRule }),
      confirmPassword: text(MSG.confirmRequired),
    })
    .refine((v) => v.confirmPassword === v.password, { error: MSG.passwordTwiceMismatch, path: ['confirmPassword'] }),
  reply: z.object({ data: z.string() }),
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
  summary: '按 id 读取用户；本人可见手机号等私有字段，工作人员可见登录名，他人只见公开资料（不含登录名）',
  input: z.object({ id: id(MSG.userNotFound), ...legacyRandom }),
  // a visitor does not get the login name (ids are sequential; names are half of a login)
  reply: z.object({ user: z.union([userSelf, userPublic, userPublic.omit({ name: true })]) }),
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

const qrUuid = { UUIDStr: text(MSG.qrExpired).max(64, { error: MSG.qrExpired }) };

export const getQrCode = action({
  name: 'user_getQrCode',
  method: 'GET',
  auth: 'public',
  area: 'account',
  summary:
    '扫码登录：发放二维码（60秒有效）。data 为二维码内容（手机端打开的确认链接，相对本站），UUIDStr 用于连接 QrCodeWebsocket?UUIDStr=',
  input: z.object({ ...legacyRandom }),
  reply: z.object({ data: z.string(), UUIDStr: z.string(), expiresIn: z.number() }),
});

export const qrScan = action({
  name: 'user_qrScan',
  method: 'POST',
  auth: 'user',
  area: 'account',
  summary:
    '手机端已登录用户打开二维码链接：电脑端显示"扫码成功，请在手机上确认"；返回发起登录的设备（浏览器、系统、大致位置、时间，北京时间），供用户确认前核对',
  input: z.object(qrUuid),
  reply: z.object({
    data: z.string(),
    device: z.object({
      browser: z.string(),
      os: z.string(),
      /** 本机 / 局域网, or the public address masked (203.0.113.*) */
      place: z.string(),
      /** When the code was asked for, Asia/Shanghai, e.g. 2026-11-25 21:13:05 */
      time: z.string(),
    }),
    /** Seconds until the code expires. */
    expiresIn: z.number(),
  }),
});

export const qrConfirm = action({
  name: 'user_qrConfirm',
  method: 'POST',
  auth: 'user',
  area: 'account',
  summary: '手机端确认扫码登录：为电脑端开启会话，并经 QrCodeWebsocket 推送登录信息；过期或已使用的二维码被拒绝',
  input: z.object(qrUuid),
  reply: z.object({ data: z.string() }),
});

export const OAUTH_KIND_LIST = ['wechat', 'qq'] as const;
/** The key the opener made for one popup; only its hash is stored. */
const popupKey = text(MSG.oauthExpired).min(16, { error: MSG.oauthExpired }).max(128, { error: MSG.oauthExpired });

const loginStatusReply = z.object({
  /** spec: code 1 = success */
  code: z.number(),
  msg: z.string(),
  data: z.string().optional(),
  jwt: z.string().optional(),
  user: userSelf.optional(),
  chatUser: chatUser.optional(),
});

export const checkLoginStatus = action({
  name: 'user_checkLoginStatus',
  method: 'POST',
  auth: 'public',
  area: 'account',
  summary: '微信登录弹窗关闭后查询结果（key 为打开弹窗 app_wechatLogin.action?key= 时的随机值）：code 1 成功并返回会话',
  input: z.object({ key: popupKey, deviceType }),
  reply: loginStatusReply,
});

export const checkLoginQQStatus = action({
  name: 'user_checkLoginQQStatus',
  method: 'POST',
  auth: 'public',
  area: 'account',
  summary: 'QQ登录弹窗关闭后查询结果（key 为打开弹窗 qq_qq.action?key= 时的随机值）：code 1 成功并返回会话',
  input: z.object({ key: popupKey, deviceType }),
  reply: loginStatusReply,
});

const binding = z.object({ kind: z.enum(OAUTH_KIND_LIST), nickname: z.string().nullable(), createDate: z.string() });
export type ThirdPartyBinding = z.infer<typeof binding>;

export const thirdPartyList = action({
  name: 'user_thirdPartyList',
  method: 'POST',
  auth: 'user',
  area: 'account',
  summary: '本人绑定的微信、QQ',
  input: z.object({ userid: z.unknown().optional() }),
  reply: z.object({ data: z.array(binding) }),
});

export const bindThirdParty = action({
  name: 'user_bindThirdParty',
  method: 'POST',
  auth: 'user',
  area: 'account',
  summary:
    '开始绑定微信或QQ：登记弹窗的 key，随后打开 app_wechatLogin.action?key= 或 qq_qq.action?key=；弹窗关闭后用 user_bindThirdPartyResult 查询结果',
  input: z.object({ kind: z.enum(OAUTH_KIND_LIST), key: popupKey }),
  reply: z.object({ data: z.string() }),
});

export const bindThirdPartyResult = action({
  name: 'user_bindThirdPartyResult',
  method: 'POST',
  auth: 'user',
  area: 'account',
  summary: '绑定弹窗关闭后的结果：code 1 绑定成功',
  input: z.object({ key: popupKey }),
  reply: z.object({ code: z.number(), msg: z.string() }),
});

export const unbindThirdParty = action({
  name: 'user_unbindThirdParty',
  method: 'POST',
  auth: 'user',
  area: 'account',
  summary: '解绑微信或QQ',
  input: z.object({ kind: z.enum(OAUTH_KIND_LIST), userid: z.unknown().optional() }),
  reply: z.object({ data: z.string() }),
});
