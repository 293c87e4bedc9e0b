// The dispute panel's words (申请平台介入, components/disputes), for both sides of a delivery.

export const DISPUTE_L = {
  side: { payer: '付款方', provider: '服务方' },
  submit: '提交',
  cancel: '取消',
  statement: '陈述',
  statementRequired: '请填写陈述内容',
  statementMax: '陈述最多2000字',
  statementPlaceholder: '说明事情经过与您的诉求',
  evidence: '证据',
  evidenceLabel: '证据（图片，仅交易双方与平台可见）',
  evidenceUpload: '上传证据',
  state: '状态',
  stake: '争议金额',
  coins: (n: string) => `${n} 晶币`,
  createTime: '申请时间',
  openedBy: '申请方',
  decision: (toPayer: string, toProvider: string) => `平台裁决：付款方 ${toPayer} 晶币，服务方 ${toProvider} 晶币`,
  decisionReason: (reason: string, time: string) => `理由：${reason}（${time}）`,
  statements: '双方陈述',
  title: '平台介入',
  paused: '平台处理中：验收、退回与重新交付暂停，等待平台裁决托管款项的分配',
  addStatement: '补充陈述与证据',
  open: '申请平台介入',
  openHint: (days: number) =>
    `对交付有异议可申请平台介入，由平台裁决托管款项的分配；交付后 ${days} 天内既未验收也未申请平台介入的，将自动验收。`,
  rowHint: '付款申请待审核或被驳回时，双方均可申请平台介入。',
} as const;
