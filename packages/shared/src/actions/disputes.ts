import { z } from 'zod';
import { action } from '../action.ts';
import { AMOUNT_PATTERN } from '../rules.ts';
import { id, int, page, text, uploadPaths } from './fields.ts';

// Disputes (申请平台介入): either side of an escrowed delivery asks the platform to decide; both sides
// state their case with evidence files; staff divide what is at stake between them through the escrow.
// A delivery nobody disputes is accepted automatically after the staff-set number of days.

export const DISPUTE_KINDS = ['employment', 'personnel', 'sharing'] as const;
export type DisputeKind = (typeof DISPUTE_KINDS)[number];
export const DISPUTE_KIND_NAME: Record<DisputeKind, string> = {
  employment: '短期用工付款申请',
  personnel: '人事代理合同',
  sharing: '共享订单',
};

export const DISPUTE_STATE_NAME = { open: '平台处理中', decided: '平台已裁决' } as const;

/** The default of the staff-editable setting: days after delivery before it counts as accepted. */
export const AUTO_ACCEPT_DAYS_DEFAULT = 7;
export const AUTO_ACCEPT_DAYS_MAX = 90;

export const DISPUTE_MSG = {
  kindInvalid: '纠纷类型错误',
  notFound: '纠纷不存在',
  subjectNotFound: '交易不存在',
  notParty: '只有交易双方可以申请平台介入',
  notDisputable: '当前状态不能申请平台介入：交付后、验收前方可申请',
  already: '该交易已申请过平台介入',
  opened: '已申请平台介入，请等待平台处理',
  statementRequired: '请填写陈述内容',
  statementMax: '陈述最多2000字',
  filesMax: '证据文件最多5个',
  fileInvalid: '证据文件路径错误',
  statementAdded: '陈述已提交',
  decided: '该纠纷已裁决',
  amountInvalid: '请填写正确的金额（最多两位小数）',
  reasonRequired: '请填写裁决理由',
  reasonMax: '裁决理由最多500字',
  decidedOk: '已裁决，款项已按裁决分配',
  inDispute: '该交易正在平台处理纠纷，请等待平台裁决',
  daysInvalid: `自动验收天数须为1到${AUTO_ACCEPT_DAYS_MAX}天`,
  settingsSaved: '设置已保存',
  noticeTitle: '纠纷处理',
  openedNotice: (title: string) => `「${title}」已申请平台介入，请在纠纷详情中提交您的陈述与证据`,
  statementNotice: (title: string) => `「${title}」的纠纷有新的陈述`,
  decidedNotice: (title: string, toPayer: string, toProvider: string, reason: string) =>
    `「${title}」的纠纷已由平台裁决：付款方 ${toPayer} 晶币，服务方 ${toProvider} 晶币。理由：${reason}`,
  autoAcceptedNotice: (title: string, days: number) => `「${title}」交付后${days}天内未验收也未申请平台介入，已自动验收`,
} as const;

const kind = z.enum(DISPUTE_KINDS, { error: DISPUTE_MSG.kindInvalid });

const evidence = uploadPaths(5, DISPUTE_MSG.fileInvalid, DISPUTE_MSG.filesMax);

const statementText = text(DISPUTE_MSG.statementRequired).pipe(z.string().max(2000, { error: DISPUTE_MSG.statementMax }));

/** Coins with up to 2 decimals, zero allowed (a side may get nothing). */
const share = z.string({ error: DISPUTE_MSG.amountInvalid }).trim().regex(AMOUNT_PATTERN, { error: DISPUTE_MSG.amountInvalid });

export const disputeSide = z.enum(['payer', 'provider']);
export type DisputeSide = z.infer<typeof disputeSide>;

export const dispute = z.object({
  id: z.number(),
  kind,
  ref: z.string(),
  title: z.string(),
  state: z.enum(['open', 'decided']),
  /** what the decision divides, coins with 2 decimals */
  stake: z.string(),
  openedBy: disputeSide,
  payerName: z.string(),
  providerName: z.string(),
  /** the caller's side; staff see every dispute */
  side: z.enum(['payer', 'provider', 'staff']),
  statements: z.array(
    z.object({
      side: disputeSide,
      name: z.string(),
      content: z.string(),
      files: z.array(z.string()),
      createTime: z.string(),
    }),
  ),
  decision: z
    .object({ toPayer: z.string(), toProvider: z.string(), reason: z.string(), decidedTime: z.string(), staffName: z.string() })
    .nullable(),
  createTime: z.string(),
});
export type Dispute = z.infer<typeof dispute>;

export const disputeOpen = action({
  name: 'dispute_open',
  method: 'POST',
  auth: 'user',
  area: 'wallet',
  summary: '申请平台介入：交付后、验收前，交易任一方提交陈述与证据文件；通知双方',
  input: z.object({ kind, ref: id(DISPUTE_MSG.subjectNotFound), content: statementText, files: evidence }),
  reply: z.object({ msg: z.string(), dispute }),
});

export const disputeState = action({
  name: 'dispute_state',
  method: 'POST',
  auth: 'user',
  area: 'wallet',
  summary: '一笔交易的纠纷：陈述、证据与裁决（仅交易双方与工作人员），以及能否申请平台介入、自动验收天数',
  input: z.object({ kind, ref: id(DISPUTE_MSG.subjectNotFound) }),
  reply: z.object({ dispute: dispute.nullable(), canOpen: z.boolean(), autoAcceptDays: z.number() }),
});

export const disputeStatement = action({
  name: 'dispute_addStatement',
  method: 'POST',
  auth: 'user',
  area: 'wallet',
  summary: '纠纷处理中，交易一方补充陈述与证据文件；通知另一方',
  input: z.object({ id: id(DISPUTE_MSG.notFound), content: statementText, files: evidence }),
  reply: z.object({ msg: z.string(), dispute }),
});

export const disputeAdminList = action({
  name: 'disputeAdmin_list',
  method: 'POST',
  auth: 'staff',
  area: 'wallet',
  summary: '纠纷处理队列（待裁决 / 已裁决）',
  input: z.object({ state: z.enum(['open', 'decided']).default('open'), ...page() }),
  reply: z.object({ recordList: z.array(dispute), recordCount: z.number() }),
});

export const disputeAdminDecide = action({
  name: 'disputeAdmin_decide',
  method: 'POST',
  auth: 'staff',
  area: 'wallet',
  summary: '裁决纠纷：托管中的争议金额分给付款方与服务方（两数之和须等于争议金额），一个事务内记账；通知双方',
  input: z.object({
    id: id(DISPUTE_MSG.notFound),
    toPayer: share,
    toProvider: share,
    reason: text(DISPUTE_MSG.reasonRequired).pipe(z.string().max(500, { error: DISPUTE_MSG.reasonMax })),
  }),
  reply: z.object({ msg: z.string(), dispute }),
});

export const disputeAdminSettings = action({
  name: 'disputeAdmin_settings',
  method: 'POST',
  auth: 'staff',
  area: 'wallet',
  summary: '自动验收天数：交付后该天数内既未验收也未申请平台介入，即自动验收；带 autoAcceptDays 时保存',
  input: z.object({ autoAcceptDays: int(DISPUTE_MSG.daysInvalid, 1, AUTO_ACCEPT_DAYS_MAX).optional() }),
  reply: z.object({ msg: z.string(), autoAcceptDays: z.number() }),
});
