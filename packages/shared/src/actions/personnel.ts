import { z } from 'zod';
import { action } from '../action.ts';
import { COURSE_MSG, PERSONNEL_MSG, WALLET_MSG } from '../messages.ts';
import { AMOUNT_PATTERN, PAY_PWD_PATTERN, PHONE_PATTERN } from '../rules.ts';
import { countCapped, id, optionalState, optionalText, page } from './fields.ts';
import { deliveryFiles, deliveryRecord, rejectReason } from './deliveries.ts';

// Personnel agency (人事代理, spec business-areas §1, §2 "Personnel group", §5). The spec names
// the pages and the (4,6,2) publish check; the calls themselves are "not shown", so these are designed in
// the legacy style (rsFrim_*, rsNeed_*, rsDeliver_*, rsContract_* …). Money travels as coin strings with
// two decimals; contribution amounts of the calculator as yuan strings.

/** design: the four kinds of demand, as the contract order pages name them (contract_sb_order …) */
export const NEED_KINDS = ['sb', 'gjj', 'gz', 'zp'] as const;
export type NeedKind = (typeof NEED_KINDS)[number];
export const NEED_KIND_LABEL: Record<NeedKind, string> = { sb: '社保代理', gjj: '公积金代理', gz: '工资代发', zp: '招聘代理' };

/** design: demand states (schema/personnel.ts) */
export const NEED_STATUS = { pending: 0, published: 1, rejected: 2, contracted: 3, closed: 4, completed: 5, awaitingDeposit: 6 } as const;
export const NEED_STATUS_LABEL: Record<number, string> = {
  0: '审核中',
  1: '已发布',
  2: '审核驳回',
  3: '已选定服务方',
  4: '已关闭',
  5: '已完成',
  6: '待缴保证金',
};
/** design: application states */
export const DELIVER_STATUS = { applied: 0, chosen: 1, notChosen: 2, withdrawn: 3 } as const;
export const DELIVER_STATUS_LABEL: Record<number, string> = { 0: '待选择', 1: '已选中', 2: '未选中', 3: '已撤回' };
/** design: contract states */
/** 6: the demander rejected the reported service (escrow still held); the firm delivers again. */
export const CONTRACT_STATUS = {
  awaitingSign: 0,
  awaitingPay: 1,
  inService: 2,
  delivered: 3,
  completed: 4,
  cancelled: 5,
  rejected: 6,
} as const;
export const CONTRACT_STATUS_LABEL: Record<number, string> = {
  0: '待服务方签署',
  1: '待支付',
  2: '服务中（款项托管）',
  3: '待确认完成',
  4: '已完成',
  5: '已取消',
  6: '被退回待重新交付',
};
/** design: memberStatus 0 never a member, 1 member (spec), 2 membership ended */
export const MEMBER_STATUS = { none: 0, member: 1, expired: 2 } as const;
export const MEMBER_STATUS_LABEL: Record<number, string> = { 0: '未开通', 1: '会员有效', 2: '已到期' };
/** design: the yearly membership fee in hundredths of a coin (2,000 coins = 200 yuan), one year (spec agreement: memberships last one year) */
export const MEMBER_FEE = 200_000;
/** design: renewal opens this many days before the end; the reminder goes out this many days before */
export const MEMBER_RENEW_DAYS = 30;
export const MEMBER_NOTICE_DAYS = 7;
/** design: the recruitment deposit is 10 % of the budget, at least 100 coins */
export const ZP_DEPOSIT_RATE = 0.1;
export const ZP_DEPOSIT_MIN = 10_000;
/** design: notice type 03 (spec) and its classes */
export const PERSONNEL_NOTICE_CLASS = {
  review: '01',
  apply: '02',
  contract: '03',
  pay: '04',
  deliver: '05',
  cancel: '06',
  member: '07',
} as const;

export const zpDeposit = (budget: number) => Math.max(ZP_DEPOSIT_MIN, Math.round(budget * ZP_DEPOSIT_RATE));

const coins = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    z.string({ error: message }).trim().regex(AMOUNT_PATTERN, { error: message }),
  );
const yuanText = (message: string) => coins(message);
const int = (message: string, min: number, max: number) =>
  z.coerce.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });
const sized = (message: string, min: number, max: number) =>
  z.string({ error: message }).trim().min(min, { error: message }).max(max, { error: message });
const kind = z.enum(NEED_KINDS, { error: PERSONNEL_MSG.kindInvalid });
const optionalKind = z.preprocess((v) => (v === '' || v === null ? undefined : v), kind.optional());
const payPwd = z
  .preprocess(
    (v) => (v === '' || v === null ? undefined : typeof v === 'number' ? String(v).padStart(6, '0') : v),
    z.string({ error: COURSE_MSG.payPwdFirst }),
  )
  .refine((v) => PAY_PWD_PATTERN.test(v), { error: WALLET_MSG.payPwdDigits });
const list = <T extends z.ZodType>(item: T) => z.object({ recordList: z.array(item), recordCount: z.number(), ...countCapped() });

// ---- agent certification and membership (main_info) ----

export const firm = z.object({
  id: z.number(),
  firmname: z.string(),
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  licenseNo: z.string().nullable(),
  licensePath: z.string().nullable(),
  permitPath: z.string().nullable(),
  cityName: z.string().nullable(),
  address: z.string().nullable(),
  intro: z.string().nullable(),
  /** 0 under review, 1 approved, 2 rejected */
  auditState: z.number(),
  rejectReason: z.string().nullable(),
  memberStatus: z.number(),
  memberUntil: z.string().nullable(),
  /** design: whether the renewal window is open (or there is no running membership) */
  canBuy: z.boolean(),
});
export type Firm = z.infer<typeof firm>;

export const mainInfo = action({
  name: 'rsFrim_mainInfo',
  method: 'POST',
  auth: 'user',
  area: 'personnel',
  summary: '本人的人力资源机构认证资料与会员状态（main_info），以及会员年费',
  input: z.object({ userid: z.unknown().optional() }),
  reply: z.object({
    rsFrim: firm.nullable(),
    memberFee: z.string(),
    renewDays: z.number(),
    memberships: z.array(z.object({ term: z.number(), amount: z.string(), startsAt: z.string(), endsAt: z.string() })),
  }),
});

export const firmSave = action({
  name: 'rsFrim_save',
  method: 'POST',
  auth: 'user',
  area: 'personnel',
  summary: '提交或修改人力资源机构认证资料；提交后进入工作人员审核（memberStatus 不变）',
  input: z.object({
    firmname: sized(PERSONNEL_MSG.firmNameRequired, 2, 100),
    contactName: sized(PERSONNEL_MSG.contactNameRequired, 2, 50),
    contactPhone: z.string({ error: PERSONNEL_MSG.phoneInvalid }).trim().regex(PHONE_PATTERN, { error: PERSONNEL_MSG.phoneInvalid }),
    licenseNo: z
      .string({ error: PERSONNEL_MSG.licenseNoInvalid })
      .trim()
      .toUpperCase()
      .regex(/^[0-9A-HJ-NPQRTUWXY]{18}$/, { error: PERSONNEL_MSG.licenseNoInvalid }),
    licensePath: sized(PERSONNEL_MSG.licenseRequired, 1, 255),
    permitPath: sized(PERSONNEL_MSG.permitRequired, 1, 255),
    cityName: sized(PERSONNEL_MSG.cityRequired, 1, 50),
    address: optionalText().pipe(z.string().max(200).optional()),
    intro: sized(PERSONNEL_MSG.introRequired, 10, 1000),
  }),
  reply: z.object({ msg: z.string(), rsFrim: firm }),
});

export const buyMember = action({
  name: 'rsFrim_buyMember',
  method: 'POST',
  auth: 'user',
  area: 'personnel',
  summary: '用晶币开通或续费一年人事代理会员（支付密码）；到期前30天内可续费，续费从原到期日顺延',
  input: z.object({ accountpwd: payPwd }),
  reply: z.object({ msg: z.string(), rsFrim: firm }),
  encrypted: ['accountpwd'],
});

export const publicFirm = z.object({
  userId: z.number(),
  firmname: z.string(),
  cityName: z.string().nullable(),
  intro: z.string().nullable(),
  memberStatus: z.number(),
  commentCount: z.number(),
  /** average stars with one decimal, null without comments */
  stars: z.number().nullable(),
  completedCount: z.number(),
  followCount: z.number(),
  followed: z.boolean(),
});

export const firmDetail = action({
  name: 'rsFrim_detail',
  method: 'POST',
  auth: 'optional',
  area: 'personnel',
  summary: '已认证人力资源机构的公开信息（评价数、平均星级、完成合同数、关注）',
  input: z.object({ firmUserId: id() }),
  reply: z.object({ data: publicFirm }),
});

// ---- the (4,6,2) publish check ----

export const permission = action({
  name: 'rsNeed_permission',
  method: 'POST',
  auth: 'user',
  area: 'personnel',
  summary: '发布人事代理需求前的权限检查（spec 参数 4,6,2）：须有通过的企业认证或个人资料认证；ok 为 false 时 msg 为提示、redirect 为去处',
  input: z.object({ a: z.coerce.number().optional(), b: z.coerce.number().optional(), c: z.coerce.number().optional() }),
  reply: z.object({ ok: z.boolean(), msg: z.string(), redirect: z.string().nullable() }),
});

// ---- demands ----

export const calcLine = z.object({
  item: z.string(),
  label: z.string(),
  companyRate: z.number(),
  personalRate: z.number(),
  company: z.number(),
  personal: z.number(),
});
export const calcResult = z.object({
  kind: z.enum(['sb', 'gjj']),
  cityName: z.string(),
  year: z.number(),
  base: z.number(),
  headcount: z.number(),
  months: z.number(),
  lines: z.array(calcLine),
  perPersonCompany: z.number(),
  perPersonPersonal: z.number(),
  monthlyTotal: z.number(),
  total: z.number(),
});

export const need = z.object({
  id: z.number(),
  kind: z.string(),
  kindName: z.string(),
  title: z.string(),
  cityName: z.string(),
  headcount: z.number(),
  months: z.number(),
  /** yuan, per person per month (sb, gjj base; gz payroll) */
  baseAmount: z.string().nullable(),
  position: z.string().nullable(),
  salary: z.string().nullable(),
  budget: z.string(),
  description: z.string(),
  calc: calcResult.nullable(),
  status: z.number(),
  statusName: z.string(),
  reviewReason: z.string().nullable(),
  deposit: z.string(),
  depositPaid: z.boolean(),
  userId: z.number(),
  publisher: z.string(),
  readCount: z.number(),
  applyCount: z.number(),
  createTime: z.string(),
  /** only for the publisher, staff and the chosen firm */
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  mine: z.boolean(),
  collected: z.boolean(),
  /** the caller's own application to it, if any */
  myDeliver: z.object({ id: z.number(), status: z.number(), quote: z.string() }).nullable(),
  contractId: z.number().nullable(),
});
export type Need = z.infer<typeof need>;

const needFields = {
  kind,
  title: sized(PERSONNEL_MSG.titleRequired, 2, 60),
  cityName: sized(PERSONNEL_MSG.cityRequired, 1, 50),
  headcount: int(PERSONNEL_MSG.headcountInvalid, 1, 10000),
  months: int(PERSONNEL_MSG.monthsInvalid, 1, 60),
  /** yuan per person per month: the contribution base (sb, gjj) or the payroll (gz) */
  baseAmount: z.preprocess((v) => (v === '' || v === null ? undefined : v), yuanText(PERSONNEL_MSG.baseRequired).optional()),
  /** gjj: the contribution rate in percent (within the city's range) */
  gjjRate: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce.number({ error: PERSONNEL_MSG.rateInvalid }).min(0).max(100).optional(),
  ),
  position: optionalText().pipe(z.string().max(50).optional()),
  salary: optionalText().pipe(z.string().max(30).optional()),
  budget: coins(PERSONNEL_MSG.budgetInvalid),
  contactName: sized(PERSONNEL_MSG.contactRequired, 2, 50),
  contactPhone: z.string({ error: PERSONNEL_MSG.phoneInvalid }).trim().regex(PHONE_PATTERN, { error: PERSONNEL_MSG.phoneInvalid }),
  description: sized(PERSONNEL_MSG.descriptionRequired, 10, 2000),
};

export const needSave = action({
  name: 'rsNeed_save',
  method: 'POST',
  auth: 'user',
  area: 'personnel',
  summary: '发布（无 id）或修改（审核中、被驳回的本人需求）人事代理需求；社保、公积金按城市参考数据计算缴费并保存；提交后待审核',
  input: z.object({
    id: z.preprocess((v) => (v === '' || v === null || v === 0 || v === '0' ? undefined : v), id().optional()),
    ...needFields,
  }),
  reply: z.object({ msg: z.string(), data: need }),
});

export const needList = action({
  name: 'rsNeed_list',
  method: 'POST',
  auth: 'optional',
  area: 'personnel',
  summary: '已发布的人事代理需求（按类型、城市、关键词；只显示本域的需求）',
  input: z.object({ kind: optionalKind, cityName: optionalText(), keyword: optionalText(), ...page() }),
  reply: z.object({ data: list(need) }),
});

export const needDetail = action({
  name: 'rsNeed_detail',
  method: 'POST',
  auth: 'optional',
  area: 'personnel',
  summary: '需求详情；登录用户打开他人需求时记入浏览记录',
  input: z.object({ id: id() }),
  reply: z.object({ data: need }),
});

export const myNeeds = action({
  name: 'rsNeed_myList',
  method: 'POST',
  auth: 'user',
  area: 'personnel',
  summary: '我发布的需求（main_demand）',
  input: z.object({ kind: optionalKind, status: optionalState(), ...page() }),
  reply: z.object({ data: list(need) }),
});

export const needClose = action({
  name: 'rsNeed_close',
  method: 'POST',
  auth: 'user',
  area: 'personnel',
  summary: '关闭本人未选定服务方的需求；已缴的招聘保证金退回钱包',
  input: z.object({ id: id() }),
  reply: z.object({ msg: z.string() }),
});

export const payDeposit = action({
  name: 'rsNeed_payDeposit',
  method: 'POST',
  auth: 'user',
  area: 'personnel',
  summary: '缴纳招聘代理需求的保证金（zp_bzj，由平台托管），缴纳后需求发布',
  input: z.object({ id: id(), accountpwd: payPwd }),
  reply: z.object({ msg: z.string(), data: need }),
  encrypted: ['accountpwd'],
});

// ---- applications (personnel_deliver) ----

export const deliver = z.object({
  id: z.number(),
  needId: z.number(),
  needTitle: z.string(),
  needKind: z.string(),
  needStatus: z.number(),
  providerId: z.number(),
  firmname: z.string(),
  quote: z.string(),
  message: z.string(),
  status: z.number(),
  statusName: z.string(),
  createTime: z.string(),
  contractId: z.number().nullable(),
  /** the firm's average stars, for the demander choosing */
  stars: z.number().nullable(),
});

export const deliverAdd = action({
  name: 'rsDeliver_add',
  method: 'POST',
  auth: 'user',
  area: 'personnel',
  summary: '人力资源机构申请承接需求（须认证通过且会员有效）',
  input: z.object({ needId: id(), quote: coins(PERSONNEL_MSG.quoteInvalid), message: sized(PERSONNEL_MSG.messageRequired, 5, 500) }),
  reply: z.object({ msg: z.string(), data: deliver }),
});

export const myDelivers = action({
  name: 'rsDeliver_myList',
  method: 'POST',
  auth: 'user',
  area: 'personnel',
  summary: '我的申请（personnel_deliver）',
  input: z.object({ ...page() }),
  reply: z.object({ data: list(deliver) }),
});

export const needDelivers = action({
  name: 'rsDeliver_needList',
  method: 'POST',
  auth: 'user',
  area: 'personnel',
  summary: '本人需求收到的申请（需求方选择服务方）',
  input: z.object({ needId: id() }),
  reply: z.object({ data: z.array(deliver) }),
});

export const deliverWithdraw = action({
  name: 'rsDeliver_withdraw',
  method: 'POST',
  auth: 'user',
  area: 'personnel',
  summary: '撤回本人尚未被处理的申请',
  input: z.object({ id: id() }),
  reply: z.object({ msg: z.string() }),
});

export const choose = action({
  name: 'rsDeliver_choose',
  method: 'POST',
  auth: 'user',
  area: 'personnel',
  summary: '需求方选定服务方并拟定合同（金额为其报价），等待服务方签署；其余申请标为未选中',
  input: z
    .object({
      id: id(),
      terms: sized(PERSONNEL_MSG.termsRequired, 10, 5000),
      startDate: z.string({ error: PERSONNEL_MSG.datesInvalid }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: PERSONNEL_MSG.datesInvalid }),
      endDate: z.string({ error: PERSONNEL_MSG.datesInvalid }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: PERSONNEL_MSG.datesInvalid }),
    })
    .refine((v) => v.endDate >= v.startDate, { error: PERSONNEL_MSG.datesInvalid, path: ['endDate'] }),
  reply: z.object({ msg: z.string(), contractId: z.number() }),
});

// ---- contracts ----

export const contract = z.object({
  id: z.number(),
  contractNo: z.string(),
  kind: z.string(),
  kindName: z.string(),
  needId: z.number(),
  needTitle: z.string(),
  need: need.nullable(),
  demanderId: z.number(),
  demanderName: z.string(),
  providerId: z.number(),
  firmname: z.string(),
  amount: z.string(),
  terms: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  status: z.number(),
  statusName: z.string(),
  deliverNote: z.string().nullable(),
  cancelReason: z.string().nullable(),
  signedAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  createTime: z.string(),
  /** the caller's side */
  role: z.enum(['demander', 'provider', 'staff']),
  /** what the escrow holds for it (coins), and the recruitment deposit held for its demand */
  escrowHeld: z.string(),
  depositHeld: z.string(),
  commented: z.boolean(),
});
export type Contract = z.infer<typeof contract>;

export const contractList = action({
  name: 'rsContract_list',
  method: 'POST',
  auth: 'user',
  area: 'personnel',
  summary: '合同订单：role need 为我作为需求方（personnel_need_order），serve 为我作为服务方（personnel_order）；可按类型、状态筛选',
  input: z.object({ role: z.enum(['need', 'serve'], { error: '参数 role 错误' }), kind: optionalKind, status: optionalState(), ...page() }),
  reply: z.object({ data: list(contract) }),
});

export const contractDetail = action({
  name: 'rsContract_detail',
  method: 'POST',
  auth: 'user',
  area: 'personnel',
  summary: '合同详情（仅合同双方与工作人员）；含每次提交的服务完成（附件）与退回记录',
  input: z.object({ id: id() }),
  reply: z.object({ data: contract, deliveries: z.array(deliveryRecord) }),
});

export const contractSign = action({
  name: 'rsContract_sign',
  method: 'POST',
  auth: 'user',
  area: 'personnel',
  summary: '服务方签署合同（状态 0 → 1 待支付）',
  input: z.object({ id: id() }),
  reply: z.object({ msg: z.string(), data: contract }),
});

export const contractPay = action({
  name: 'rsContract_pay',
  method: 'POST',
  auth: 'user',
  area: 'personnel',
  summary: '需求方用晶币支付合同款（personnel_pay，支付密码），款项进入平台托管（状态 1 → 2）',
  input: z.object({ id: id(), accountpwd: payPwd }),
  reply: z.object({ msg: z.string(), data: contract }),
  encrypted: ['accountpwd'],
});

export const contractDeliver = action({
  name: 'rsContract_deliver',
  method: 'POST',
  auth: 'user',
  area: 'personnel',
  summary: '服务方提交服务完成，可附最多5个附件（upload_uploadDelivery 返回的路径）（状态 2 或被退回 6 → 3）',
  input: z.object({ id: id(), note: sized(PERSONNEL_MSG.deliverNoteRequired, 5, 500), files: deliveryFiles }),
  reply: z.object({ msg: z.string(), data: contract }),
});

export const contractReject = action({
  name: 'rsContract_reject',
  method: 'POST',
  auth: 'user',
  area: 'personnel',
  summary: '需求方退回服务完成（须填原因，最多200字）：款项仍托管，服务方修改后重新提交（状态 3 → 6）',
  input: z.object({ id: id(), reason: rejectReason }),
  reply: z.object({ msg: z.string(), data: contract }),
});

export const contractConfirm = action({
  name: 'rsContract_confirm',
  method: 'POST',
  auth: 'user',
  area: 'personnel',
  summary: '需求方确认服务完成：托管款支付给服务方，招聘保证金退回（状态 3 → 4）',
  input: z.object({ id: id() }),
  reply: z.object({ msg: z.string(), data: contract }),
});

export const contractCancel = action({
  name: 'rsContract_cancel',
  method: 'POST',
  auth: 'user',
  area: 'personnel',
  summary: '取消合同：未支付时双方均可；服务中可由任一方取消，托管款全部退回需求方；需求重新开放申请',
  input: z.object({ id: id(), reason: sized(PERSONNEL_MSG.cancelReasonRequired, 2, 200) }),
  reply: z.object({ msg: z.string(), data: contract }),
});

// ---- comments ----

export const comment = z.object({
  id: z.number(),
  contractId: z.number(),
  kindName: z.string(),
  needTitle: z.string(),
  authorName: z.string(),
  stars: z.number(),
  content: z.string(),
  createTime: z.string(),
});

export const commentAdd = action({
  name: 'rsComment_add',
  method: 'POST',
  auth: 'user',
  area: 'personnel',
  summary: '需求方评价已完成合同的服务（一次）',
  input: z.object({
    contractId: id(),
    stars: int(PERSONNEL_MSG.starsInvalid, 1, 5),
    content: sized(PERSONNEL_MSG.commentRequired, 5, 500),
  }),
  reply: z.object({ msg: z.string() }),
});

export const commentList = action({
  name: 'rsComment_list',
  method: 'POST',
  auth: 'optional',
  area: 'personnel',
  summary: '人力资源机构收到的服务评价（personnel_service_comments）',
  input: z.object({ firmUserId: id(), ...page() }),
  reply: z.object({ data: list(comment) }),
});

// ---- favourites, follows, history ----

export const collectToggle = action({
  name: 'rsCollection_toggle',
  method: 'POST',
  auth: 'user',
  area: 'personnel',
  summary: '收藏或取消收藏需求',
  input: z.object({ needId: id() }),
  reply: z.object({ msg: z.string(), collected: z.boolean() }),
});

export const collectList = action({
  name: 'rsCollection_list',
  method: 'POST',
  auth: 'user',
  area: 'personnel',
  summary: '我收藏的需求（personnel_collection，仅本域可见的）',
  input: z.object({ ...page() }),
  reply: z.object({ data: list(need.extend({ at: z.string() })) }),
});

export const followToggle = action({
  name: 'rsFollow_toggle',
  method: 'POST',
  auth: 'user',
  area: 'personnel',
  summary: '关注或取消关注人力资源机构',
  input: z.object({ firmUserId: id() }),
  reply: z.object({ msg: z.string(), followed: z.boolean() }),
});

export const followList = action({
  name: 'rsFollow_list',
  method: 'POST',
  auth: 'user',
  area: 'personnel',
  summary: '我关注的人力资源机构（personnel_follow）',
  input: z.object({ ...page() }),
  reply: z.object({ data: list(publicFirm.extend({ at: z.string() })) }),
});

export const historyList = action({
  name: 'rsHistory_list',
  method: 'POST',
  auth: 'user',
  area: 'personnel',
  summary: '我浏览过的需求（personnel_history，最近的在前）',
  input: z.object({ ...page() }),
  reply: z.object({ data: list(need.extend({ at: z.string() })) }),
});

// ---- calculator reference data ----

const bp = (message: string) =>
  z.coerce
    .number({ error: message })
    .min(0, { error: message })
    .max(100, { error: message })
    .transform((v) => Math.round(v * 100));
const sbPart = z.object(
  { company: bp(PERSONNEL_MSG.rateInvalid), personal: bp(PERSONNEL_MSG.rateInvalid) },
  { error: PERSONNEL_MSG.rateInvalid },
);
export const cityRate = z.object({
  id: z.number(),
  cityName: z.string(),
  year: z.number(),
  sbBaseMin: z.number(),
  sbBaseMax: z.number(),
  sbRates: z.object({
    pension: z.object({ company: z.number(), personal: z.number() }),
    medical: z.object({ company: z.number(), personal: z.number() }),
    unemployment: z.object({ company: z.number(), personal: z.number() }),
    injury: z.object({ company: z.number(), personal: z.number() }),
    maternity: z.object({ company: z.number(), personal: z.number() }),
  }),
  gjjBaseMin: z.number(),
  gjjBaseMax: z.number(),
  gjjRateMin: z.number(),
  gjjRateMax: z.number(),
  updatedAt: z.string(),
});

export const rateList = action({
  name: 'rsRate_list',
  method: 'POST',
  auth: 'public',
  area: 'personnel',
  summary: '各城市社保、公积金缴费基数上下限与比例（计算器参考数据；金额为分，比例为万分之一）',
  input: z.object({}),
  reply: z.object({ data: z.array(cityRate) }),
});

export const rateSave = action({
  name: 'rsRateAdmin_save',
  method: 'POST',
  auth: 'staff',
  area: 'personnel',
  summary: '新增或修改城市的社保公积金参考数据（仅管理员）；基数以元、比例以百分比填写',
  input: z.object({
    id: z.preprocess((v) => (v === '' || v === null || v === 0 || v === '0' ? undefined : v), id().optional()),
    cityName: sized(PERSONNEL_MSG.rateCityRequired, 1, 50),
    year: int('年度错误', 2000, 2100),
    sbBaseMin: yuanText(PERSONNEL_MSG.rateBaseInvalid),
    sbBaseMax: yuanText(PERSONNEL_MSG.rateBaseInvalid),
    sbRates: z.object(
      { pension: sbPart, medical: sbPart, unemployment: sbPart, injury: sbPart, maternity: sbPart },
      { error: PERSONNEL_MSG.rateInvalid },
    ),
    gjjBaseMin: yuanText(PERSONNEL_MSG.rateBaseInvalid),
    gjjBaseMax: yuanText(PERSONNEL_MSG.rateBaseInvalid),
    gjjRateMin: bp(PERSONNEL_MSG.rateInvalid),
    gjjRateMax: bp(PERSONNEL_MSG.rateInvalid),
  }),
  reply: z.object({ msg: z.string(), data: cityRate }),
});

export const rateDelete = action({
  name: 'rsRateAdmin_delete',
  method: 'POST',
  auth: 'staff',
  area: 'personnel',
  summary: '删除城市的社保公积金参考数据（仅管理员；已写入需求的计算结果不受影响）',
  input: z.object({ id: id() }),
  reply: z.object({ msg: z.string() }),
});
