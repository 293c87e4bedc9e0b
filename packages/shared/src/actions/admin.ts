import { z } from 'zod';
import { action } from '../action.ts';
import { ADMIN_MSG, MSG } from '../messages.ts';
import { STAFF_ROLES } from '../enums.ts';
import { ACCOUNT_PATTERN, PHONE_PATTERN, isStrongPassword } from '../rules.ts';
import { id, optionalId, optionalText, page, text } from './fields.ts';

// Back-office actions (staff only). The router lets any staff role in; the admin module checks the
// finer role (administrator for everything but the review queues).

const flag = z.preprocess((v) => v === '1' || v === 1 || v === true || v === 'true', z.boolean());
const optionalInt = (message: string) =>
  z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? undefined : v),
    z.coerce.number({ error: message }).int({ error: message }).min(0, { error: message }).optional(),
  );
const optionalDate = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.iso.datetime({ offset: true, error: ADMIN_MSG.dateInvalid }).optional(),
);
const list = <T extends z.ZodType>(row: T) => z.object({ recordList: z.array(row), recordCount: z.number() });

// ---- staff ----

export const staffRole = z.enum(STAFF_ROLES, { error: ADMIN_MSG.roleInvalid });

const staffRow = z.object({
  id: z.number(),
  name: z.string(),
  phone: z.string(),
  nickName: z.string().nullable(),
  staffRole: z.string(),
  status: z.number(),
  createDate: z.string(),
});
export type StaffRow = z.infer<typeof staffRow>;

export const staffList = action({
  name: 'admin_staffList',
  method: 'POST',
  auth: 'staff',
  area: 'admin',
  summary: '工作人员列表（仅管理员）',
  input: z.object({}),
  reply: z.object({ data: z.array(staffRow) }),
});

export const staffCreate = action({
  name: 'admin_staffCreate',
  method: 'POST',
  auth: 'staff',
  area: 'admin',
  summary: '新建工作人员账号（仅管理员）：账号、密码（与注册规则相同）、手机号、角色',
  encrypted: ['password'],
  input: z.object({
    name: text(MSG.accountRequired).regex(ACCOUNT_PATTERN, { error: MSG.accountFormat }),
    password: text(MSG.passwordRequired).refine(isStrongPassword, { error: MSG.passwordRule }),
    phone: text(MSG.phoneRequired).regex(PHONE_PATTERN, { error: MSG.phoneFormat }),
    nickName: optionalText().pipe(z.string().max(20, { error: ADMIN_MSG.nickNameTooLong }).optional()),
    staffRole,
  }),
  reply: z.object({ id: z.number() }),
});

export const staffSetRole = action({
  name: 'admin_staffSetRole',
  method: 'POST',
  auth: 'staff',
  area: 'admin',
  summary: '修改工作人员角色（仅管理员；不能修改自己的角色）',
  input: z.object({ id: id(), staffRole }),
  reply: z.object({}),
});

// ---- users ----

const userRow = z.object({
  id: z.number(),
  name: z.string(),
  phone: z.string(),
  nickName: z.string().nullable(),
  auth: z.number(),
  exclusiveCode: z.string().nullable(),
  status: z.number(),
  createDate: z.string(),
});
export type AdminUserRow = z.infer<typeof userRow>;

export const userList = action({
  name: 'admin_userList',
  method: 'POST',
  auth: 'staff',
  area: 'admin',
  summary: '用户查询（仅管理员）：账号、手机号、类型 auth、专属域、状态',
  input: z.object({
    name: optionalText(),
    phone: optionalText(),
    auth: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z.coerce.number().int().min(0).max(3, { error: ADMIN_MSG.authInvalid }).optional(),
    ),
    exclusiveCode: optionalText(),
    status: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().int().min(0).max(1).optional()),
    ...page(),
  }),
  reply: z.object({ data: list(userRow) }),
});

export const userDetail = action({
  name: 'admin_userDetail',
  method: 'POST',
  auth: 'staff',
  area: 'admin',
  summary: '用户详情（仅管理员）：资料、在线会话数、反馈数、最近通知',
  input: z.object({ id: id() }),
  reply: z.object({
    data: userRow.extend({
      sign: z.string().nullable(),
      job: z.string().nullable(),
      exclusiveName: z.string().nullable(),
      insuranceStatus: z.number(),
      openSessions: z.number(),
      feedbackCount: z.number(),
      lastSeenAt: z.string().nullable(),
    }),
  }),
});

export const userSetStatus = action({
  name: 'admin_userSetStatus',
  method: 'POST',
  auth: 'staff',
  area: 'admin',
  summary: '禁用（status 1）或启用（0）用户（仅管理员）；禁用即结束其全部会话',
  input: z.object({ id: id(), status: z.coerce.number().int().min(0).max(1, { error: ADMIN_MSG.statusInvalid }) }),
  reply: z.object({}),
});

// ---- private zones ----

const zoneRow = z.object({
  id: z.number(),
  exclusiveCode: z.string(),
  exclusiveName: z.string(),
  userCount: z.number(),
  inviteCount: z.number(),
  createDate: z.string(),
});
export type AdminZoneRow = z.infer<typeof zoneRow>;

export const zoneList = action({
  name: 'admin_zoneList',
  method: 'POST',
  auth: 'staff',
  area: 'admin',
  summary: '专属域列表（仅管理员）',
  input: z.object({}),
  reply: z.object({ data: z.array(zoneRow) }),
});

export const zoneSave = action({
  name: 'admin_zoneSave',
  method: 'POST',
  auth: 'staff',
  area: 'admin',
  summary: '新建（无 id）或修改专属域（代码、名称）（仅管理员）',
  input: z.object({
    id: optionalId(),
    exclusiveCode: text(ADMIN_MSG.zoneCodeRequired).regex(/^[A-Za-z0-9]{2,16}$/, { error: ADMIN_MSG.zoneCodeFormat }),
    exclusiveName: text(ADMIN_MSG.zoneNameRequired).max(50, { error: ADMIN_MSG.zoneNameTooLong }),
  }),
  reply: z.object({ id: z.number() }),
});

const inviteRow = z.object({
  id: z.number(),
  code: z.string(),
  maxUses: z.number().nullable(),
  usedCount: z.number(),
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  createDate: z.string(),
});
export type InviteRow = z.infer<typeof inviteRow>;

export const inviteList = action({
  name: 'admin_inviteList',
  method: 'POST',
  auth: 'staff',
  area: 'admin',
  summary: '某专属域的邀请码（仅管理员）',
  input: z.object({ domainId: id() }),
  reply: z.object({ data: z.array(inviteRow) }),
});

export const inviteCreate = action({
  name: 'admin_inviteCreate',
  method: 'POST',
  auth: 'staff',
  area: 'admin',
  summary: '生成邀请码（随机6位字母数字；可选最多使用次数、过期时间）（仅管理员）',
  input: z.object({
    domainId: id(),
    maxUses: optionalInt(ADMIN_MSG.maxUsesInvalid).pipe(z.number().min(1, { error: ADMIN_MSG.maxUsesInvalid }).optional()),
    expiresAt: optionalDate,
  }),
  reply: z.object({ code: z.string() }),
});

export const inviteRevoke = action({
  name: 'admin_inviteRevoke',
  method: 'POST',
  auth: 'staff',
  area: 'admin',
  summary: '作废邀请码（仅管理员）',
  input: z.object({ id: id() }),
  reply: z.object({}),
});

// ---- settings ----

export const setSm4 = action({
  name: 'admin_setSm4',
  method: 'POST',
  auth: 'staff',
  area: 'admin',
  summary: '打开或关闭 SM4 加密开关（仅管理员）；config_getConfig 数秒内反映',
  input: z.object({ on: flag }),
  reply: z.object({}),
});

const dictDetail = z.object({ id: z.number(), name: z.string(), value: z.string(), varchar1: z.string().nullable(), sort: z.number() });
export type AdminDictDetail = z.infer<typeof dictDetail>;

export const dictionaryList = action({
  name: 'admin_dictionaryList',
  method: 'POST',
  auth: 'staff',
  area: 'admin',
  summary: '全部字典及其明细（仅管理员）',
  input: z.object({}),
  reply: z.object({ data: z.array(z.object({ id: z.number(), number: z.string(), name: z.string(), details: z.array(dictDetail) })) }),
});

export const dictionaryDetailSave = action({
  name: 'admin_dictionaryDetailSave',
  method: 'POST',
  auth: 'staff',
  area: 'admin',
  summary: '新增（无 id）或修改字典明细（仅管理员）；积分规则 integralRule 的值为 label=term,months',
  input: z.object({
    id: optionalId(),
    dictionaryId: id(),
    name: text(ADMIN_MSG.detailNameRequired).max(100, { error: ADMIN_MSG.detailNameRequired }),
    value: text(ADMIN_MSG.detailValueRequired).max(255, { error: ADMIN_MSG.detailValueRequired }),
    varchar1: optionalText(),
    sort: optionalInt(ADMIN_MSG.sortInvalid),
  }),
  reply: z.object({ id: z.number() }),
});

export const dictionaryDetailDelete = action({
  name: 'admin_dictionaryDetailDelete',
  method: 'POST',
  auth: 'staff',
  area: 'admin',
  summary: '删除字典明细（仅管理员）',
  input: z.object({ id: id() }),
  reply: z.object({}),
});

export const articleTypeSave = action({
  name: 'admin_articleTypeSave',
  method: 'POST',
  auth: 'staff',
  area: 'admin',
  summary: '新增（无 id）或修改课程类型：无 parentId 为分组，有则为其子类型（仅管理员）',
  input: z.object({
    id: optionalId(),
    parentId: optionalId(),
    name: text(ADMIN_MSG.typeNameRequired).max(50, { error: ADMIN_MSG.typeNameRequired }),
    value: text(ADMIN_MSG.typeValueRequired).regex(/^[A-Za-z0-9-]{1,32}$/, { error: ADMIN_MSG.typeValueFormat }),
    sort: optionalInt(ADMIN_MSG.sortInvalid),
  }),
  reply: z.object({ id: z.number() }),
});

export const articleTypeDelete = action({
  name: 'admin_articleTypeDelete',
  method: 'POST',
  auth: 'staff',
  area: 'admin',
  summary: '删除课程类型（分组须先清空子类型）（仅管理员）',
  input: z.object({ id: id() }),
  reply: z.object({}),
});

const bannerRow = z.object({
  id: z.number(),
  title: z.string(),
  subtitle: z.string(),
  buttonText: z.string(),
  bannerPath: z.string(),
  bannerUrl: z.string(),
  bannerType: z.string(),
  sort: z.number(),
});
export type AdminBanner = z.infer<typeof bannerRow>;

export const bannerAdminList = action({
  name: 'admin_bannerList',
  method: 'POST',
  auth: 'staff',
  area: 'admin',
  summary: '首页轮播图（全部类型）（仅管理员）',
  input: z.object({}),
  reply: z.object({ data: z.array(bannerRow) }),
});

export const bannerSave = action({
  name: 'admin_bannerSave',
  method: 'POST',
  auth: 'staff',
  area: 'admin',
  summary:
    '新增（无 id）或修改轮播图：标题、副标题与按钮文字（显示在图片上的文字）、背景图片路径（upload_uploadFile purpose banner）、链接、类型、顺序（仅管理员）',
  input: z.object({
    id: optionalId(),
    title: text(ADMIN_MSG.bannerTitleRequired).max(50, { error: ADMIN_MSG.bannerTitleRequired }),
    subtitle: optionalText().pipe(z.string().max(60, { error: ADMIN_MSG.bannerSubtitleTooLong }).optional()),
    buttonText: optionalText().pipe(z.string().max(10, { error: ADMIN_MSG.bannerButtonTooLong }).optional()),
    bannerPath: text(ADMIN_MSG.bannerImageRequired).refine((v) => v.startsWith('/') && !v.startsWith('//'), {
      error: ADMIN_MSG.bannerImageRequired,
    }),
    bannerUrl: text(ADMIN_MSG.bannerLinkRequired).refine((v) => (v.startsWith('/') && !v.startsWith('//')) || /^https?:\/\//.test(v), {
      error: ADMIN_MSG.bannerLinkFormat,
    }),
    bannerType: text(ADMIN_MSG.bannerTypeRequired).regex(/^\d{1,8}$/, { error: ADMIN_MSG.bannerTypeRequired }),
    sort: optionalInt(ADMIN_MSG.sortInvalid),
  }),
  reply: z.object({ id: z.number() }),
});

export const bannerDelete = action({
  name: 'admin_bannerDelete',
  method: 'POST',
  auth: 'staff',
  area: 'admin',
  summary: '删除轮播图（仅管理员）',
  input: z.object({ id: id() }),
  reply: z.object({}),
});

// ---- review queues (administrators and reviewers) ----

export const reviewDecision = z.enum(['approve', 'reject'], { error: ADMIN_MSG.decisionInvalid });
export type ReviewDecision = z.infer<typeof reviewDecision>;

/** What a queue shows of one submission: the generic drawer renders these without knowing the kind. */
export const reviewItem = z.object({
  id: z.string(),
  userId: z.number(),
  userName: z.string(),
  title: z.string(),
  /** pending | approved | rejected */
  state: z.string(),
  submittedAt: z.string(),
  /** Integer hundredths of a coin, when the item moves money. */
  amount: z.number().nullable(),
  fields: z.array(z.object({ label: z.string(), value: z.string() })),
  images: z.array(z.string()),
  /** `url`: a signed link for a file that is not a public upload (a course's attachments and videos). */
  files: z.array(z.object({ name: z.string(), path: z.string(), url: z.string().optional() })),
  /** A page of the site that shows the submission itself (opened in a new tab), e.g. a course's content. */
  link: z.object({ label: z.string(), href: z.string() }).optional(),
  decision: z.object({ decision: z.string(), reason: z.string().nullable(), staffName: z.string(), decidedAt: z.string() }).nullable(),
});
export type ReviewItem = z.infer<typeof reviewItem>;

export const reviewList = action({
  name: 'admin_reviewList',
  method: 'POST',
  auth: 'staff',
  area: 'admin',
  summary: '审核队列：kind（feedback …）、state（pending/approved/rejected，空为全部）、filter（队列自定义筛选）、keyword，分页',
  input: z.object({
    kind: text(ADMIN_MSG.kindInvalid),
    state: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z.enum(['pending', 'approved', 'rejected'], { error: ADMIN_MSG.stateInvalid }).optional(),
    ),
    filter: optionalText(),
    keyword: optionalText(),
    ...page(),
  }),
  reply: z.object({ data: list(reviewItem) }),
});

export const reviewDecide = action({
  name: 'admin_reviewDecide',
  method: 'POST',
  auth: 'staff',
  area: 'admin',
  summary: '审核决定：approve 或 reject（reject 须填写原因）；记录决定、写审计日志并通知用户',
  input: z
    .object({
      kind: text(ADMIN_MSG.kindInvalid),
      id: text(MSG.notFound),
      decision: reviewDecision,
      reason: optionalText().pipe(z.string().max(200, { error: ADMIN_MSG.reasonTooLong }).optional()),
    })
    .refine((v) => v.decision === 'approve' || v.reason, { error: ADMIN_MSG.reasonRequired, path: ['reason'] }),
  reply: z.object({}),
});

// ---- audit log ----

const auditRow = z.object({
  id: z.number(),
  actorId: z.number(),
  actorName: z.string(),
  action: z.string(),
  kind: z.string(),
  target: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type AuditRow = z.infer<typeof auditRow>;

export const auditList = action({
  name: 'admin_auditList',
  method: 'POST',
  auth: 'staff',
  area: 'admin',
  summary: '审计日志（仅管理员）：按操作人、类别、时间范围筛选',
  input: z.object({ actorId: optionalId(), kind: optionalText(), from: optionalDate, to: optionalDate, ...page() }),
  reply: z.object({ data: list(auditRow) }),
});

// ---- articles (administrator article flow) ----

// article_add / article_update (staff articles and users' courses) are in actions/course-author.ts.

const articleRow = z.object({
  id: z.number(),
  title: z.string(),
  summary: z.string(),
  icon: z.string().nullable(),
  content: z.string(),
  authorId: z.number(),
  author: z.string(),
  typeIds: z.array(z.number()),
  typeNames: z.array(z.string()),
  status: z.number(),
  createDate: z.string(),
});
export type AdminArticle = z.infer<typeof articleRow>;

export const articleAdminList = action({
  name: 'admin_articleList',
  method: 'POST',
  auth: 'staff',
  area: 'admin',
  summary: '工作人员发布的文章列表（仅管理员）',
  input: z.object({ ...page() }),
  reply: z.object({ data: list(articleRow.omit({ content: true })) }),
});

export const articleAdminGet = action({
  name: 'admin_articleGet',
  method: 'POST',
  auth: 'staff',
  area: 'admin',
  summary: '一篇文章（编辑与发布成功页用）（仅管理员）',
  input: z.object({ id: id() }),
  reply: z.object({ data: articleRow }),
});

// ---- dashboard ----

const dayFigure = z.object({
  /** YYYY-MM-DD, China time */
  day: z.string(),
  count: z.number(),
  /** coins hundredths (payments); 0 for users */
  amount: z.number(),
});
export type DayFigure = z.infer<typeof dayFigure>;

const waiting = z.object({ count: z.number(), amount: z.number() });

export const ledgerRun = z.object({
  ok: z.boolean(),
  /** how many breaches the check listed */
  breaches: z.number(),
  checkedAt: z.string(),
  /** who ran it; null when it ran from the command line (npm run ledger:check) */
  staffName: z.string().nullable(),
});
export type LedgerRun = z.infer<typeof ledgerRun>;

const dashboardData = z.object({
  /** every review queue the viewer's role may work, with its pending items and its back-office page */
  queues: z.array(z.object({ kind: z.string(), label: z.string(), route: z.string(), pending: z.number() })),
  /** administrators only (null for reviewers): marketplace users by kind (auth) and new per day over 30 days */
  users: z
    .object({
      total: z.number(),
      byAuth: z.array(z.object({ auth: z.number(), count: z.number() })),
      staff: z.number(),
      perDay: z.array(dayFigure),
    })
    .nullable(),
  /** administrators only: coins held in open escrows, waiting top-ups and withdrawals, payments per day (hundredths) */
  money: z
    .object({
      escrowHeld: z.number(),
      escrowOpen: z.number(),
      topupsWaiting: waiting,
      withdrawalsWaiting: waiting,
      paymentsPerDay: z.array(dayFigure),
    })
    .nullable(),
  /** administrators only: whether the ledger check may be run and read here */
  ledgerAllowed: z.boolean(),
  /** the last ledger check (null: never run, or not an administrator) */
  ledger: ledgerRun.nullable(),
});
export type DashboardData = z.infer<typeof dashboardData>;

export const dashboard = action({
  name: 'admin_dashboard',
  method: 'POST',
  auth: 'staff',
  area: 'admin',
  summary: '工作台概览：各审核队列待处理数；管理员另见用户分类与近 30 日新增、托管晶币、待审充值与提现、近 30 日支付、上次对账结果',
  input: z.object({}),
  reply: z.object({ data: dashboardData }),
});

export const ledgerRunNow = action({
  name: 'admin_ledgerRun',
  method: 'POST',
  auth: 'staff',
  area: 'admin',
  summary: '立即核对账本（仅管理员）：运行对账并保存结果与时间，工作台显示上次核对',
  input: z.object({}),
  reply: z.object({ data: ledgerRun }),
});
