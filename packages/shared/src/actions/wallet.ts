import { z } from 'zod';
import { action } from '../action.ts';
import { FEEDBACK_MSG, WALLET_MSG } from '../messages.ts';
import { AMOUNT_PATTERN, BANK_CARD_MAX, BANK_CARD_MIN, PAY_PWD_PATTERN, PHONE_PATTERN, LIMITS } from '../rules.ts';
import { countCapped, id, optionalText, page, text } from './fields.ts';

// Wallet actions (spec accounts-wallet-courses.md sections 4, 5, 7). Amounts travel as decimal strings
// with 2 places ("12.50" coins); the server holds integer hundredths and never a float.

/** spec: payment mode 0 balance, 1 WeChat, 2 Alipay, 3 bank card, 4 platform top-up */
export const PAY_MODE = { balance: 0, wechat: 1, alipay: 2, bank: 3, platform: 4 } as const;
/** spec: payment record status 0 paying, 1 success, 2 failed, 5 pending review */
export const PAY_STATUS = { paying: 0, success: 1, failed: 2, pending: 5 } as const;
export const PAY_STATUS_LABEL: Record<number, string> = { 0: '支付中', 1: '成功', 2: '失败', 5: '待审核' };
export const PAY_MODE_LABEL: Record<number, string> = { 0: '余额', 1: '微信', 2: '支付宝', 3: '银行卡', 4: '平台充值' };
/** What a trade was, for the list's wording. */
export const TRADE_KINDS = ['topup', 'withdraw', 'pay', 'income', 'refund'] as const;
export type TradeKind = (typeof TRADE_KINDS)[number];
export const TRADE_KIND_LABEL: Record<TradeKind, string> = { topup: '充值', withdraw: '提现', pay: '支付', income: '收入', refund: '退款' };
/** spec: order_queryOrderBy tradestatus 2 = paid */
export const TRADE_STATUS_PAID = 2;

const amountText = (message: string = WALLET_MSG.amountPositive) =>
  z
    .string({ error: message })
    .trim()
    .regex(AMOUNT_PATTERN, { error: message })
    .refine((s) => Number(s) > 0, { error: message });
const amount = (message: string = WALLET_MSG.amountPositive) =>
  z.preprocess((v) => (typeof v === 'number' ? String(v) : v), amountText(message));

const payPwd = z.preprocess(
  (v) => (typeof v === 'number' ? String(v).padStart(6, '0') : v),
  z.string({ error: WALLET_MSG.payPwdDigits }).regex(PAY_PWD_PATTERN, { error: WALLET_MSG.payPwdDigits }),
);
const tradeCode = z
  .string({ error: '交易编号不能为空' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{6,64}$/, { error: '交易编号格式错误' });
const anyUser = z.unknown().optional();
const pwdType = z.unknown().optional();

export const trade = z.object({
  id: z.number(),
  tradetime: z.string(),
  remark: z.string(),
  tradecode: z.string(),
  /** coins, 2 decimals; negative when coins left the wallet */
  amount: z.string(),
  rmbAmount: z.string(),
  suserid: z.number(),
  fuserid: z.number().nullable(),
  score: z.number(),
  scoreoperator: z.number(),
  paymode: z.number(),
  ispaysuccess: z.number(),
  payProof: z.string().nullable(),
  kind: z.enum(TRADE_KINDS),
  payeeAccount: z.string().nullable(),
  note: z.string().nullable(),
});
export type Trade = z.infer<typeof trade>;

export const accountBase = z.object({
  id: z.number(),
  /** coins, 2 decimals */
  amount: z.string(),
  /** available = balance minus held (withdrawals under audit) */
  available: z.string(),
  held: z.string(),
  totalsocre: z.number(),
  custAccountPWD: z.object({ accountid: z.number(), pwdtype: z.number() }).optional(),
  /** ISO time until which wallet payments are locked after too many wrong passwords */
  lockedUntil: z.string().nullable(),
});
export type AccountBase = z.infer<typeof accountBase>;

export const getAccountBase = action({
  name: 'custAccount_getAccountBase',
  method: 'POST',
  auth: 'user',
  area: 'wallet',
  summary: '钱包概况：余额（晶币）、可用、冻结、积分、是否已设支付密码',
  input: z.object({ userid: anyUser }),
  reply: z.object({ custAccountBase: accountBase }),
});

export const getTradList = action({
  name: 'custAccount_getTradList',
  method: 'POST',
  auth: 'user',
  area: 'wallet',
  summary: '交易记录（每页10条，pageNum 从 0 开始）',
  input: z.object({ userid: anyUser, ...page() }),
  reply: z.object({ recordList: z.array(trade), recordCount: z.number(), ...countCapped() }),
});

export const getTradDetail = action({
  name: 'custAccount_getTradDetail',
  method: 'POST',
  auth: 'user',
  area: 'wallet',
  summary: '一条交易记录（账单详情）',
  input: z.object({ id: id(WALLET_MSG.tradeNotFound) }),
  reply: z.object({ custAccountDetail: trade }),
});

export const addPWD = action({
  name: 'custAccount_addPWD',
  method: 'POST',
  auth: 'user',
  area: 'wallet',
  summary: '设置支付密码（6位数字）',
  input: z.object({
    custAccountPWD: z.object(
      { accountid: z.unknown().optional(), pwdtype: pwdType, accountpwd: payPwd },
      { error: WALLET_MSG.payPwdSetMismatch },
    ),
  }),
  reply: z.object({ msg: z.string() }),
  encrypted: ['custAccountPWD.accountpwd'],
});

export const setPWD = action({
  name: 'custAccount_setPWD',
  method: 'POST',
  auth: 'user',
  area: 'wallet',
  summary: '修改支付密码（旧密码 accountpwd，新密码 newaccountpwd）',
  input: z.object({ userid: anyUser, pwdtype: pwdType, accountpwd: payPwd, newpwdtype: pwdType, newaccountpwd: payPwd }),
  reply: z.object({ msg: z.string() }),
  encrypted: ['accountpwd', 'newaccountpwd'],
});

export const createcz = action({
  name: 'custAccount_createcz',
  method: 'POST',
  auth: 'user',
  area: 'wallet',
  summary: '在线充值下单（支付宝 paymode 2 / 微信 paymode 1），amount 为人民币元；tradecode 为 QB+时间戳；需支付密码',
  input: z.object({
    pwdtype: pwdType,
    accountpwd: payPwd,
    amount: amount(),
    suserid: anyUser,
    tradecode: tradeCode,
    paymode: z.coerce
      .number({ error: WALLET_MSG.payModeRequired })
      .refine((m) => m === 1 || m === 2, { error: WALLET_MSG.payModeRequired }),
    remark: optionalText(),
  }),
  reply: z.object({ custAccountDetail: trade }),
  encrypted: ['accountpwd'],
});

export const createJY = action({
  name: 'custAccount_createJY',
  method: 'POST',
  auth: 'user',
  area: 'wallet',
  summary:
    '钱包交易：paymode 0 余额支付（付给平台课程收入，orderId 为订单号），paymode 2 支付宝 / 1 微信 / 3 银行卡为提现（冻结晶币，等待审核）；amount 为晶币；同一 tradecode 重复提交返回第一次的结果',
  input: z.object({
    userid: anyUser,
    pwdtype: pwdType,
    accountpwd: payPwd,
    amount: amount(),
    suserid: anyUser,
    tradecode: tradeCode,
    paymode: z.coerce
      .number({ error: WALLET_MSG.payModeRequired })
      .refine((m) => m === 0 || m === 1 || m === 2 || m === 3, { error: WALLET_MSG.payModeRequired }),
    remark: optionalText(),
    orderId: optionalText(),
  }),
  reply: z.object({ msg: z.string(), custAccountDetail: trade }),
  encrypted: ['accountpwd'],
});

export const createAccount = action({
  name: 'custAccount_createAccount',
  method: 'POST',
  auth: 'user',
  area: 'wallet',
  summary: '银行转账充值：付款金额（元）与付款凭证，待工作人员审核（ispaysuccess 5）',
  input: z.object({
    suserid: anyUser,
    payProof: text(WALLET_MSG.transferProofRequired),
    // spec: an empty amount says 付款金额未填写; a filled one follows the amount rule
    rmbAmount: z.preprocess(
      (v) => (v === '' || v === null || v === undefined ? undefined : typeof v === 'number' ? String(v) : v),
      z.string({ error: WALLET_MSG.transferAmountRequired }).pipe(amountText()),
    ),
  }),
  reply: z.object({ msg: z.string(), custAccountDetail: trade }),
});

const auditInput = z.object({
  order_id: tradeCode,
  subject: optionalText(),
  total_amount: optionalText(),
  body: optionalText(),
  payeeAccount: optionalText(),
  payeeRealName: text(WALLET_MSG.realNameRequired),
  status: z.literal('out', { error: '转账状态错误' }).default('out'),
  userid: anyUser,
});

export const aliZZAudit = action({
  name: 'aliZZAudit_add',
  method: 'POST',
  auth: 'user',
  area: 'wallet',
  summary: '支付宝提现转账申请（status out），关联 createJY 的交易编号 order_id',
  input: auditInput.extend({ payeeAccount: text(WALLET_MSG.payeeAccountRequired) }),
  reply: z.object({ msg: z.string() }),
});

export const wxZZAudit = action({
  name: 'wxzzAudit_add',
  method: 'POST',
  auth: 'user',
  area: 'wallet',
  summary: '微信提现转账申请（status out）',
  input: auditInput.extend({ payeeAccount: text(WALLET_MSG.wxAccountRequired) }),
  reply: z.object({ msg: z.string() }),
});

export const bankZZAudit = action({
  name: 'bankzzAudit_add',
  method: 'POST',
  auth: 'user',
  area: 'wallet',
  summary: '贤才宝提现到已绑定银行卡的转账申请（status out），payeeAccount 为银行卡 id',
  input: auditInput.extend({ payeeAccount: text(WALLET_MSG.bankCardRequired) }),
  reply: z.object({ msg: z.string() }),
});

export const companyBank = z.object({
  companyName: z.string(),
  companyBank: z.string(),
  companyBankNumber: z.string(),
  companyBankAddress: z.string(),
});
export type CompanyBank = z.infer<typeof companyBank>;

export const payCompanyBankUI = action({
  name: 'payCompanyBank_updateUI',
  method: 'POST',
  auth: 'user',
  area: 'wallet',
  summary: '平台收款银行信息（银行转账充值）',
  input: z.object({ payCompanyBank: z.object({ type: z.unknown().optional() }).optional() }),
  reply: z.object({ data: companyBank }),
});

export const payCompanyBankSave = action({
  name: 'payCompanyBank_save',
  method: 'POST',
  auth: 'staff',
  area: 'wallet',
  summary: '工作人员修改平台收款银行信息',
  input: z.object({
    companyName: text('收款户名不能为空').pipe(z.string().max(100)),
    companyBank: text('开户银行不能为空').pipe(z.string().max(100)),
    companyBankNumber: text('收款账号不能为空').pipe(z.string().regex(/^[0-9 ]{8,32}$/, { error: '收款账号格式错误' })),
    companyBankAddress: text('开户行地址不能为空').pipe(z.string().max(200)),
  }),
  reply: z.object({ msg: z.string(), data: companyBank }),
});

export const aliPayOrderStr = action({
  name: 'order_getAliPayOrderStr',
  method: 'POST',
  auth: 'user',
  area: 'wallet',
  summary: '支付宝收银台地址（沙箱）：data 为收银台页面 URL',
  input: z.object({ order_id: tradeCode, subject: optionalText(), total_amount: optionalText(), body: optionalText() }),
  reply: z.object({ data: z.string() }),
});

export const wxPayFunction = action({
  name: 'order_wxPayFunction',
  method: 'POST',
  auth: 'user',
  area: 'wallet',
  summary: '微信支付二维码（沙箱）：code_url 为扫码后打开的确认页',
  input: z.object({ order_id: tradeCode }),
  reply: z.object({ code_url: z.string() }),
});

export const queryOrderBy = action({
  name: 'order_queryOrderBy',
  method: 'POST',
  auth: 'user',
  area: 'wallet',
  summary: '查询充值单状态：tradestatus 2 已支付，1 等待支付，3 失败',
  input: z.object({ order_id: tradeCode }),
  reply: z.object({ tradestatus: z.number() }),
});

const cardNumber = z
  .string({ error: WALLET_MSG.cardNumberRequired })
  .trim()
  .min(1, { error: WALLET_MSG.cardNumberRequired })
  .refine((s) => s.length >= BANK_CARD_MIN && s.length <= BANK_CARD_MAX, { error: WALLET_MSG.cardNumberLength })
  .refine((s) => /^\d+$/.test(s), { error: WALLET_MSG.cardNumberDigits });

const cardFields = {
  companyName: text(WALLET_MSG.cardHolderRequired).pipe(z.string().max(50, { error: '开户名过长' })),
  companyBank: text(WALLET_MSG.cardBankRequired).pipe(z.string().max(50, { error: '开户银行名称过长' })),
  companyBankNumber: cardNumber,
  unitedBankNumber: optionalText().pipe(
    z
      .string()
      .regex(/^\d{12}$/, { error: '联行号为12位数字' })
      .optional(),
  ),
};

export const bankCard = z.object({
  id: z.number(),
  userid: z.number(),
  companyName: z.string(),
  companyBank: z.string(),
  companyBankNumber: z.string(),
  unitedBankNumber: z.string().nullable(),
  createtime: z.string(),
});
export type BankCard = z.infer<typeof bankCard>;

export const userBankList = action({
  name: 'userBank_list',
  method: 'POST',
  auth: 'user',
  area: 'wallet',
  summary: '我绑定的银行卡',
  input: z.object({ userBank: z.object({ userid: anyUser }).optional() }),
  reply: z.object({ data: z.array(bankCard) }),
});

export const userBankAdd = action({
  name: 'userBank_add',
  method: 'POST',
  auth: 'user',
  area: 'wallet',
  summary: '绑定银行卡（卡号16到19位数字）',
  input: z.object({ userBank: z.object({ userid: anyUser, ...cardFields }, { error: WALLET_MSG.cardHolderRequired }) }),
  reply: z.object({ msg: z.string(), data: bankCard }),
});

export const userBankUpdate = action({
  name: 'userBank_update',
  method: 'POST',
  auth: 'user',
  area: 'wallet',
  summary: '修改银行卡',
  input: z.object({
    userBank: z.object({ id: id(WALLET_MSG.cardNotFound), userid: anyUser, ...cardFields }, { error: WALLET_MSG.cardNotFound }),
  }),
  reply: z.object({ msg: z.string(), data: bankCard }),
});

export const userBankDelete = action({
  name: 'userBank_delete',
  method: 'POST',
  auth: 'user',
  area: 'wallet',
  summary: '解绑银行卡',
  input: z.object({ userBank: z.object({ id: id(WALLET_MSG.cardNotFound), userid: anyUser }, { error: WALLET_MSG.cardNotFound }) }),
  reply: z.object({ msg: z.string() }),
});

export const scoreRecord = z.object({
  id: z.number(),
  sourceName: z.string(),
  createtime: z.string(),
  endtime: z.string(),
  /** 1 earned */
  operatortype: z.number(),
  score: z.number(),
  expired: z.boolean(),
});
export type ScoreRecord = z.infer<typeof scoreRecord>;

export const scoreList = action({
  name: 'socre_scorelist',
  method: 'POST',
  auth: 'user',
  area: 'wallet',
  summary: '积分记录（每页10条，pageNum 从 0 开始）；totalsocre 只计未过期积分',
  input: z.object({ userid: anyUser, ...page() }),
  reply: z.object({ recordList: z.array(scoreRecord), recordCount: z.number(), totalsocre: z.number() }),
});

/** spec: feedback type 0 feedback, 1 complaint, 2 reply (staff) */
export const FEEDBACK_TYPE_LABEL: Record<number, string> = { 0: '反馈', 1: '投诉', 2: '回复' };

export const feedbackAdd = action({
  name: 'complaintAndFeedback_add',
  method: 'POST',
  auth: 'user',
  area: 'wallet',
  summary: '提交投诉或反馈（type 0 反馈 / 1 投诉，内容1到200字，可附图片、电话、微信、QQ）',
  input: z.object({
    complaintAndFeedback: z.object(
      {
        userid: anyUser,
        type: z.preprocess(
          (v) => (v === '' || v === null ? undefined : v),
          z.coerce.number({ error: FEEDBACK_MSG.typeRequired }).refine((t) => t === 0 || t === 1, { error: FEEDBACK_MSG.typeRequired }),
        ),
        content: text(FEEDBACK_MSG.contentRequired).pipe(z.string().max(LIMITS.feedback, { error: FEEDBACK_MSG.contentLength })),
        iconurl: optionalText().pipe(z.string().max(255).optional()),
        phone: optionalText().pipe(z.string().regex(PHONE_PATTERN, { error: FEEDBACK_MSG.phoneWrong }).optional()),
        wx: optionalText().pipe(z.string().max(50, { error: '微信号过长' }).optional()),
        qq: optionalText().pipe(
          z
            .string()
            .regex(/^\d{5,20}$/, { error: 'QQ号有误' })
            .optional(),
        ),
      },
      { error: FEEDBACK_MSG.typeRequired },
    ),
  }),
  reply: z.object({ msg: z.string() }),
});

export const feedbackItem = z.object({
  id: z.number(),
  type: z.number(),
  content: z.string(),
  iconurl: z.string().nullable(),
  phone: z.string().nullable(),
  wx: z.string().nullable(),
  qq: z.string().nullable(),
  createtime: z.string(),
  replies: z.array(z.object({ id: z.number(), content: z.string(), createtime: z.string() })),
});
export type FeedbackItem = z.infer<typeof feedbackItem>;

export const feedbackMine = action({
  name: 'complaintAndFeedback_myList',
  method: 'POST',
  auth: 'user',
  area: 'wallet',
  summary: '我提交的投诉与反馈，附工作人员回复（每页10条，pageNum 从 0 开始）',
  input: z.object({ ...page() }),
  reply: z.object({ recordList: z.array(feedbackItem), recordCount: z.number() }),
});

export const PROCESS_MANUALS = [
  { key: 'employment', name: '短期用工' },
  { key: 'recruitment', name: '求职招聘' },
  { key: 'personnel', name: '人事代理' },
] as const;

export const flowpathAccess = action({
  name: 'flowpath_access',
  method: 'POST',
  auth: 'user',
  area: 'wallet',
  summary: '流程规则是否可见（已审核企业、已通过个人认证或人力资源机构成员），及三份操作手册的下载地址',
  input: z.object({}),
  reply: z.object({ allowed: z.boolean(), manuals: z.array(z.object({ key: z.string(), name: z.string(), url: z.string() })) }),
});

// ---- back office (staff) ----

export const adminTrade = trade.extend({
  userName: z.string(),
  nickName: z.string().nullable(),
  payeeRealName: z.string().nullable(),
  auditStatus: z.string().nullable(),
});
export type AdminTrade = z.infer<typeof adminTrade>;

const queue = z.object({ status: z.enum(['pending', 'done', 'all']).default('pending'), ...page() });

export const adminTopupList = action({
  name: 'walletAdmin_topupList',
  method: 'POST',
  auth: 'staff',
  area: 'wallet',
  summary: '银行转账充值审核队列',
  input: queue,
  reply: z.object({ recordList: z.array(adminTrade), recordCount: z.number() }),
});

const decision = z.object({
  id: id(WALLET_MSG.tradeNotFound),
  decision: z.enum(['approve', 'reject'], { error: '请选择审核结果' }),
  note: optionalText().pipe(z.string().max(200).optional()),
});

export const adminTopupDecide = action({
  name: 'walletAdmin_topupDecide',
  method: 'POST',
  auth: 'staff',
  area: 'wallet',
  summary: '审核银行转账充值：通过则入账晶币，驳回不入账；两种结果都通知用户',
  input: decision,
  reply: z.object({ msg: z.string(), custAccountDetail: trade }),
});

export const adminWithdrawList = action({
  name: 'walletAdmin_withdrawList',
  method: 'POST',
  auth: 'staff',
  area: 'wallet',
  summary: '提现审核队列',
  input: queue,
  reply: z.object({ recordList: z.array(adminTrade), recordCount: z.number() }),
});

export const adminWithdrawDecide = action({
  name: 'walletAdmin_withdrawDecide',
  method: 'POST',
  auth: 'staff',
  area: 'wallet',
  summary: '审核提现：通过则经沙箱打款（冻结转为支出），驳回则退回晶币；两种结果都通知用户',
  input: decision,
  reply: z.object({ msg: z.string(), custAccountDetail: trade }),
});

export const ledgerCheckReport = z.object({
  ok: z.boolean(),
  checkedAt: z.string(),
  accounts: z.number(),
  transfers: z.number(),
  total: z.string(),
  checks: z.array(z.object({ id: z.number(), name: z.string(), ok: z.boolean(), breaches: z.array(z.string()) })),
  platformAccounts: z.array(z.object({ code: z.string(), name: z.string(), balance: z.string() })),
});
export type LedgerCheckReport = z.infer<typeof ledgerCheckReport>;

export const adminLedgerCheck = action({
  name: 'walletAdmin_ledgerCheck',
  method: 'POST',
  auth: 'staff',
  area: 'wallet',
  summary: '对账：检查账本的不变量（含托管与纠纷裁决的分配），列出每一处违反',
  input: z.object({}),
  reply: ledgerCheckReport,
});
