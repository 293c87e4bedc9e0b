import { z } from 'zod';
import { action } from '../action.ts';
import { EMPLOYMENT_MSG as M, WALLET_MSG } from '../messages.ts';
import { AMOUNT_PATTERN, PAY_PWD_PATTERN, PHONE_PATTERN } from '../rules.ts';
import { deliveryFile, deliveryFiles } from './deliveries.ts';
import { countCapped, id, legacyRandom, optionalText, page, text } from './fields.ts';

// Short-term hire (spec business-areas §2 Employment group, §3 Short-term demand / Order details / Job
// needs / Demand payment, §4 Demand order status, §7 Bank payment for demands). Money travels as coin
// strings with two decimals; the server keeps integer hundredths and holds the deposit in an escrow.

// the demand's states live in enums.ts (no zod), so the light pages can name them without the contracts
export { DEMAND_STATUS, DEMAND_STATUS_LABEL } from '../enums.ts';

/** spec: payment agreement types */
export const PAY_KIND_LABEL: Record<string, string> = { deposit: '保证金', topup: '项目充值' };
export const PAY_STATE_LABEL: Record<number, string> = { 0: '待审核', 1: '已确认', 2: '已驳回' };
export const APPLY_STATE_LABEL: Record<number, string> = { 0: '待处理', 1: '已录用', 2: '未录用' };
export const DELIVERY_STATE_LABEL: Record<number, string> = { 0: '待审核', 1: '已通过', 2: '已退回' };
export const REQUEST_STATE_LABEL: Record<number, string> = { 0: '待审核', 1: '已付款', 2: '已驳回' };
/** spec §9: footprint types; 1 short-term demand */
export const LOOK_TYPE = { demand: 1 } as const;

export { depositFor } from '../rules.ts';
/** spec §9 fee text: 130% of the monthly pay total on-site, else 30% of the project total (rules.ts depositFor). */
export const FEE_TEXT = '现场项目按月薪总额的130%缴纳保证金，远程项目按项目总金额的30%缴纳保证金';

const money = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    z
      .string({ error: message })
      .trim()
      .regex(AMOUNT_PATTERN, { error: message })
      .refine((s) => Number(s) > 0, { error: message }),
  );
const payPwd = z.preprocess(
  (v) => (typeof v === 'number' ? String(v).padStart(6, '0') : v),
  z.string({ error: WALLET_MSG.payPwdDigits }).regex(PAY_PWD_PATTERN, { error: WALLET_MSG.payPwdDigits }),
);
const small = (max: number) => optionalText().pipe(z.string().max(max).optional());
/** deposit or project top-up; absent: decided by the demand's state (awaiting deposit → deposit) */
const payKind = z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(['deposit', 'topup']).optional());
const flag = z.coerce.number().int().min(0).max(1).default(0);

export const jobNeed = z.object({
  position: text(M.positionRequired).pipe(z.string().max(50, { error: M.positionRequired })),
  workyear: text(M.workyearRequired).pipe(z.string().max(50, { error: M.workyearRequired })),
  peoplenum: z.coerce
    .number({ error: M.peopleInvalid })
    .int({ error: M.peopleInvalid })
    .min(1, { error: M.peopleInvalid })
    .max(999, { error: M.peopleInvalid }),
  keytechnologies: optionalText().pipe(z.string().max(200).optional()),
});
export type JobNeed = z.infer<typeof jobNeed>;

export const demandInput = z.object({
  userid: z.unknown().optional(),
  needCd: flag,
  needtitle: text(M.titleRequired).pipe(z.string().max(100, { error: M.titleRequired })),
  needtype: text(M.typeRequired).pipe(z.string().max(50, { error: M.typeRequired })),
  xl: small(50),
  projecttime: z.coerce
    .number({ error: M.timeInvalid })
    .int({ error: M.timeInvalid })
    .min(1, { error: M.timeInvalid })
    .max(3650, { error: M.timeInvalid }),
  daymoney: money(M.dayMoneyInvalid),
  countmoney: money(M.countMoneyInvalid),
  settletype: small(50),
  isdeduction: flag,
  exprince: small(100),
  pay: text(M.payRequired).pipe(z.string().max(5000, { error: M.payRequired })),
  sf: small(50),
  city: small(50),
  area: small(50),
  address: small(200),
  iszc: flag,
  name: text(M.contactRequired).pipe(z.string().max(50, { error: M.contactRequired })),
  settlementmodes: z.coerce.number().int().min(0).max(2).default(1),
  settlementname: small(100),
  phone: text(M.phoneInvalid).pipe(z.string().regex(PHONE_PATTERN, { error: M.phoneInvalid })),
  tel: small(30),
  listPosition: z.array(jobNeed, { error: M.jobsRequired }).min(1, { error: M.jobsRequired }).max(20, { error: M.jobsRequired }),
});
export type DemandInput = z.input<typeof demandInput>;
export type DemandForm = z.output<typeof demandInput>;

export const demandCard = z.object({
  id: z.number(),
  needId: z.number(),
  needCd: z.number(),
  needtitle: z.string(),
  needtype: z.string(),
  cityName: z.string().nullable(),
  sf: z.string().nullable(),
  city: z.string().nullable(),
  iszc: z.number(),
  projecttime: z.number(),
  /** coins, 2 decimals */
  countmoney: z.string(),
  daymoney: z.string(),
  /** positions joined with 、 */
  listPosition: z.string(),
  peoplenum: z.number(),
  /** spec payType 1 short-term labour */
  payType: z.number(),
  lHyhneedStatus: z.number(),
  companyName: z.string(),
  /** the publisher's user id (company_info?id=) */
  publisherId: z.number(),
  lookCount: z.number(),
  createTime: z.string(),
});
export type DemandCard = z.infer<typeof demandCard>;

export const demandPay = z.object({
  id: z.number(),
  kind: z.string(),
  source: z.string(),
  payPrice: z.string(),
  payProof: z.string().nullable(),
  payCompanyName: z.string().nullable(),
  state: z.number(),
  auditReason: z.string().nullable(),
  createTime: z.string(),
});
export type DemandPayRecord = z.infer<typeof demandPay>;

export const demandDetail = demandCard.extend({
  xl: z.string().nullable(),
  settletype: z.string().nullable(),
  isdeduction: z.number(),
  exprince: z.string().nullable(),
  pay: z.string(),
  area: z.string().nullable(),
  address: z.string().nullable(),
  name: z.string(),
  settlementmodes: z.number(),
  settlementname: z.string().nullable(),
  /** the contact's phone is shown to the publisher, staff and accepted workers only */
  phone: z.string().nullable(),
  tel: z.string().nullable(),
  /** the deposit the fee rule asks for */
  lHyhneedPrice: z.string(),
  /** what the escrow still holds (available balance) */
  payPrice: z.string(),
  auditReason: z.string().nullable(),
  jobs: z.array(z.object({ position: z.string(), workyear: z.string(), peoplenum: z.number(), keytechnologies: z.string() })),
  isOwner: z.boolean(),
  isCollect: z.boolean(),
  /** the caller's application state, null when he has not applied */
  applyState: z.number().nullable(),
  /** the publisher's payment records (deposit and top-ups); empty for others */
  pays: z.array(demandPay),
  /** what the escrow paid to workers (from the ledger: approved requests, dispute decisions); publisher only */
  payouts: z.array(
    z.object({
      id: z.number(),
      workerId: z.number(),
      workerName: z.string(),
      amount: z.string(),
      tradeCode: z.string(),
      createTime: z.string(),
    }),
  ),
});
export type DemandDetail = z.infer<typeof demandDetail>;

const list = <T extends z.ZodType>(row: T) => z.object({ recordList: z.array(row), recordCount: z.number(), ...countCapped() });

export const addDemand = action({
  name: 'lhyhneed_add',
  method: 'POST',
  auth: 'user',
  area: 'employment',
  summary: '发布短期需求（free_need）：订单信息与岗位需求列表；须通过企业或个人认证（发布检查 1,4,2），提交后待工作人员审核',
  input: demandInput,
  reply: z.object({ msg: z.string(), id: z.number() }),
});

export const resubmitDemand = action({
  name: 'lhyhneed_update',
  method: 'POST',
  auth: 'user',
  area: 'employment',
  summary: '修改审核未通过（状态 1）的需求并重新提交审核（free_need?id=）：字段同发布，保证金按收费规则重算，状态回到待审核（0）',
  input: demandInput.extend({ id: id(M.notFound) }),
  reply: z.object({ msg: z.string(), id: z.number() }),
});

export const listDemands = action({
  name: 'lhyhneed_list',
  method: 'POST',
  auth: 'optional',
  area: 'employment',
  summary:
    '短期需求列表（进行中的需求）：cd 0 短期、1 长期；筛选 needtype、city、iszc（1 现场 0 远程）、工期 timeMin/timeMax（天）、预算 moneyMin/moneyMax（晶币）、keyword；px 0 最新、1 预算从高到低、2 预算从低到高、3 浏览最多',
  input: z.object({
    ...page(),
    ...legacyRandom,
    sumFlag: z.unknown().optional(),
    cd: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().int().min(0).max(1).optional()),
    px: z.coerce.number().int().min(0).max(3).default(0),
    needtype: small(50),
    city: small(50),
    iszc: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().int().min(0).max(1).optional()),
    timeMin: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().int().min(0).optional()),
    timeMax: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().int().min(0).optional()),
    moneyMin: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().min(0).optional()),
    moneyMax: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().min(0).optional()),
    keyword: small(30),
    /** one publisher's demands (company_info?id=) */
    publisherId: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().int().positive().optional()),
  }),
  reply: list(demandCard),
});

export const publisherProfile = z.object({
  userId: z.number(),
  /** the certified company name, else the certified person's name */
  name: z.string(),
  kind: z.enum(['company', 'person']),
  companyMainIndustry: z.string().nullable(),
  companySize: z.string().nullable(),
  /** the logo (upload path) */
  companyTx: z.string().nullable(),
  companyAddress: z.string().nullable(),
  companyIntro: z.string().nullable(),
  /** demands in progress, all-time published demands past review */
  activeCount: z.number(),
  publishedCount: z.number(),
});
export type PublisherProfile = z.infer<typeof publisherProfile>;

export const publisherInfo = action({
  name: 'lhyhneed_publisher',
  method: 'POST',
  auth: 'user',
  area: 'employment',
  summary: '需求发布方的主页（company_info?id=发布者用户 id）：企业认证信息（或个人认证姓名）与需求数；按调用者所在域判断可见性',
  input: z.object({ id: id(M.publisherNotFound) }),
  reply: z.object({ data: publisherProfile }),
});

export const demandDetailAction = action({
  name: 'lhyhneed_updateUI',
  method: 'POST',
  auth: 'optional',
  area: 'employment',
  summary: '需求详情（订单信息、岗位需求、保证金与可用余额）；进行中的需求所有人可见，其他状态仅发布者与工作人员',
  input: z.object({ id: id(M.notFound), ...legacyRandom }),
  reply: z.object({ data: demandDetail }),
});

export const myDemands = action({
  name: 'lhyhneed_myList',
  method: 'POST',
  auth: 'user',
  area: 'employment',
  summary: '我的需求（my_deal）：本人发布的全部需求及状态',
  input: z.object({ ...page(), userid: z.unknown().optional() }),
  reply: list(
    demandCard.extend({
      lHyhneedPrice: z.string(),
      payPrice: z.string(),
      applyCount: z.number(),
      pendingPays: z.number(),
      auditReason: z.string().nullable(),
    }),
  ),
});

export const addPay = action({
  name: 'lhyhneedPay_addInfo',
  method: 'POST',
  auth: 'user',
  area: 'employment',
  summary:
    '银行转账缴纳保证金或项目充值：needId、payPrice（元）、payProof（逗号分隔，最多5张）、payCompanyName；带 id 为修改或重新提交（待审核或已驳回的记录）。待工作人员确认后入托管',
  input: z.object({
    lhyhneedPay: z.object({
      id: z.preprocess((v) => (v === '' || v === null || v === 0 || v === '0' ? undefined : v), id().optional()),
      needId: id(M.notFound),
      kind: payKind,
      payPrice: money(M.amountRequired),
      payProof: z.preprocess(
        (v) =>
          (Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : [])
            .map((s: unknown) => (typeof s === 'string' ? s.trim() : s))
            .filter((s: unknown) => s !== ''),
        z.array(z.string().trim().min(1).max(255)).min(1, { error: M.proofRequired }).max(5, { error: M.proofMax }),
      ),
      payCompanyName: small(100),
    }),
  }),
  reply: z.object({ code: z.number(), msg: z.string() }),
});

export const walletPay = action({
  name: 'lhyhneedPay_walletPay',
  method: 'POST',
  auth: 'user',
  area: 'employment',
  summary: '用钱包晶币缴纳保证金（金额为应缴保证金）或项目充值（payPrice 晶币），须支付密码；立即入托管',
  input: z.object({
    needId: id(M.notFound),
    kind: payKind,
    accountpwd: payPwd,
    payPrice: z.preprocess((v) => (v === '' || v === null ? undefined : v), money(M.amountRequired).optional()),
  }),
  reply: z.object({ msg: z.string(), payPrice: z.string() }),
  encrypted: ['accountpwd'],
});

export const applyDemand = action({
  name: 'lhyhneedApply_add',
  method: 'POST',
  auth: 'user',
  area: 'employment',
  summary: '报名短期需求：须已通过个人认证，不能报名自己的需求，只能报名招募中的需求',
  input: z.object({ needId: id(M.notFound), userid: z.unknown().optional() }),
  reply: z.object({ msg: z.string() }),
});

const application = z.object({
  id: z.number(),
  needId: z.number(),
  userId: z.number(),
  name: z.string(),
  nickName: z.string().nullable(),
  icon: z.string().nullable(),
  /** the applicant's account kind (spec User.auth: 1 individual, 2 company, 3 HR agency) */
  auth: z.number(),
  state: z.number(),
  createTime: z.string(),
});

/** resume_review lists individuals, resume_company companies, proxy_company HR agencies. */
export const APPLICANT_KINDS = ['person', 'company', 'agency'] as const;
export type ApplicantKind = (typeof APPLICANT_KINDS)[number];

export const demandApplications = action({
  name: 'lhyhneedApply_list',
  method: 'POST',
  auth: 'user',
  area: 'employment',
  summary:
    '需求的报名者，仅发布者与工作人员；applicantKind 按报名者类型筛选：person 个人（resume_review）、company 企业（resume_company）、agency 人事代理机构（proxy_company）',
  input: z.object({ needId: id(M.notFound), ...page(), applicantKind: z.enum(APPLICANT_KINDS, { error: '报名者类型错误' }).optional() }),
  reply: list(application),
});

export const applicationDetail = action({
  name: 'lhyhneedApply_detail',
  method: 'POST',
  auth: 'user',
  area: 'employment',
  summary:
    '一位报名者的资料（resume_review2?id=报名 id）：认证姓名或企业名、技能、所在地区、签名与平台履历（录用次数、通过的交付）；仅需求发布者与工作人员',
  input: z.object({ id: id(M.applicationNotFound) }),
  reply: z.object({
    data: application.extend({
      needtitle: z.string(),
      demandStatus: z.number(),
      sign: z.string().nullable(),
      job: z.string().nullable(),
      area: z.string().nullable(),
      personalCertified: z.boolean(),
      companyName: z.string().nullable(),
      /** the applicant's record on the platform: times accepted, deliveries passed */
      acceptedCount: z.number(),
      deliveriesPassed: z.number(),
    }),
  }),
});

export const decideApplication = action({
  name: 'lhyhneedApply_decide',
  method: 'POST',
  auth: 'user',
  area: 'employment',
  summary: '发布者录用（state 1）或不录用（2）报名者；录用后项目为进行中（4）',
  input: z.object({
    id: id(M.applicationNotFound),
    state: z.coerce
      .number()
      .int()
      .refine((v) => v === 1 || v === 2, { error: M.applicationDecided }),
  }),
  reply: z.object({ msg: z.string() }),
});

const myCard = demandCard.extend({ applyState: z.number(), applyTime: z.string() });

export const mySends = action({
  name: 'lhyhneedApply_mine',
  method: 'POST',
  auth: 'user',
  area: 'employment',
  summary: '我的报名（my_send）',
  input: z.object({ ...page(), userid: z.unknown().optional() }),
  reply: list(myCard),
});

export const myWork = action({
  name: 'lhyhneed_myWork',
  method: 'POST',
  auth: 'user',
  area: 'employment',
  summary: '我的办公（my_work）：已录用的项目',
  input: z.object({ ...page(), userid: z.unknown().optional() }),
  reply: list(myCard),
});

const delivery = z.object({
  id: z.number(),
  needId: z.number(),
  userId: z.number(),
  name: z.string(),
  content: z.string(),
  files: z.string().nullable(),
  state: z.number(),
  reason: z.string().nullable(),
  createTime: z.string(),
  /** the attachments with the names they were uploaded under */
  fileList: z.array(deliveryFile),
});
export type DeliveryRecord = z.infer<typeof delivery>;

export const addDelivery = action({
  name: 'lhyhneedDeliver_add',
  method: 'POST',
  auth: 'user',
  area: 'employment',
  summary: '已录用的工作人员提交交付（内容与最多5个附件：upload_uploadDelivery 返回的路径），通知发布者审核；被退回后可再次交付',
  input: z.object({
    needId: id(M.notFound),
    content: text(M.deliveryRequired).pipe(z.string().max(2000, { error: M.deliveryRequired })),
    files: deliveryFiles,
  }),
  reply: z.object({ msg: z.string() }),
});

export const listDeliveries = action({
  name: 'lhyhneedDeliver_list',
  method: 'POST',
  auth: 'user',
  area: 'employment',
  summary: '需求的交付记录：发布者看全部，工作人员看自己的',
  input: z.object({ needId: id(M.notFound), ...page() }),
  reply: list(delivery),
});

export const decideDelivery = action({
  name: 'lhyhneedDeliver_decide',
  method: 'POST',
  auth: 'user',
  area: 'employment',
  summary: '发布者审核交付：state 1 通过、2 退回（须填原因）；通知工作人员（00-06）',
  input: z.object({
    id: id(M.deliveryNotFound),
    state: z.coerce
      .number()
      .int()
      .refine((v) => v === 1 || v === 2, { error: M.deliveryDecided }),
    reason: small(200),
  }),
  reply: z.object({ msg: z.string() }),
});

const payRequest = z.object({
  id: z.number(),
  needId: z.number(),
  needtitle: z.string(),
  userId: z.number(),
  name: z.string(),
  amount: z.string(),
  remark: z.string(),
  state: z.number(),
  reason: z.string().nullable(),
  createTime: z.string(),
});
export type PayRequestRecord = z.infer<typeof payRequest>;

export const addPayRequest = action({
  name: 'paymentInfoPC_add',
  method: 'POST',
  auth: 'user',
  area: 'employment',
  summary: '工作人员提交付款申请（金额晶币、说明），由发布者在付款审核中处理',
  input: z.object({ needId: id(M.notFound), amount: money(M.amountRequired), remark: small(200) }),
  reply: z.object({ msg: z.string() }),
});

export const listPayRequests = action({
  name: 'paymentInfoPC_list',
  method: 'POST',
  auth: 'user',
  area: 'employment',
  summary: '付款审核（personel_information?typeId=6）：待本人审核的付款申请；mine=1 时为本人提交的申请',
  input: z.object({
    ...page(),
    state: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().int().min(0).max(2).optional()),
    mine: flag,
    needId: z.preprocess((v) => (v === '' || v === null ? undefined : v), id().optional()),
  }),
  reply: list(payRequest),
});

export const decidePayRequest = action({
  name: 'paymentInfoPC_decide',
  method: 'POST',
  auth: 'user',
  area: 'employment',
  summary: '发布者审核付款申请：approve 从托管的保证金付给工作人员钱包（超出可用余额拒绝），reject 须填原因',
  input: z.object({ id: id(M.requestNotFound), decision: z.enum(['approve', 'reject'], { error: M.requestDecided }), reason: small(200) }),
  reply: z.object({ msg: z.string() }),
});

export const endDemand = action({
  name: 'lhyhneed_end',
  method: 'POST',
  auth: 'user',
  area: 'employment',
  summary: '发布者结束项目：没有待审核的付款申请时，托管剩余的保证金退回发布者钱包，需求状态为已结束',
  input: z.object({ id: id(M.notFound) }),
  reply: z.object({ msg: z.string(), returned: z.string() }),
});

export const withdrawDemand = action({
  name: 'lhyhneed_withdraw',
  method: 'POST',
  auth: 'user',
  area: 'employment',
  summary:
    '发布者撤回尚未开始的需求（待审核、审核未通过或待缴纳保证金）：待审核的银行转账凭证一并驳回，托管中若有款项退回发布者钱包，需求状态为已撤回',
  input: z.object({ id: id(M.notFound) }),
  reply: z.object({ msg: z.string(), returned: z.string() }),
});

export const toggleCollect = action({
  name: 'lhyhneedCollect_toggle',
  method: 'POST',
  auth: 'user',
  area: 'employment',
  summary: '收藏或取消收藏需求',
  input: z.object({ needId: id(M.notFound), userid: z.unknown().optional() }),
  reply: z.object({ msg: z.string(), isCollect: z.boolean() }),
});

export const myCollects = action({
  name: 'lhyhneedCollect_list',
  method: 'POST',
  auth: 'user',
  area: 'employment',
  summary: '我的收藏（my_outercollect）',
  input: z.object({ ...page(), userid: z.unknown().optional() }),
  reply: list(demandCard.extend({ collectTime: z.string() })),
});

export const addLooked = action({
  name: 'lhyhneedLooked_add',
  method: 'POST',
  auth: 'user',
  area: 'employment',
  summary: '记录短期需求足迹（与招聘的 zpJpLooked_add 同参数）：positionoruserid 为需求 id，type 1',
  input: z.object({
    userid: z.unknown().optional(),
    positionoruserid: id(M.notFound),
    type: z.coerce
      .number()
      .int()
      .refine((v) => v === 1, { error: '足迹类型错误' }),
  }),
  reply: z.object({ msg: z.string() }),
});

export const myFootprints = action({
  name: 'zpJpLooked_list',
  method: 'POST',
  auth: 'user',
  area: 'employment',
  summary: '我的足迹（footprint）：浏览过的短期需求，最近的在前',
  input: z.object({ ...page(), userid: z.unknown().optional() }),
  reply: list(demandCard.extend({ lookedTime: z.string() })),
});
