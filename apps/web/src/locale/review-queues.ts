/** The texts of an approve / reject queue whose confirmation names its subject (certifications, demands). */
export const approveRejectLabels = (subject: string, confirmApprove: string) => ({
  approve: '通过',
  reject: '驳回',
  confirmApprove,
  confirmReject: `确认驳回该${subject}？`,
  reasonLabel: '驳回原因',
  reasonPlaceholder: '用户将在通知中看到该原因',
  subject,
});

/** The staff queues of certifications and short-term hire: their titles and confirmations. */
export const QUEUES = {
  company: { title: '企业认证审核', subject: '企业认证', confirmApprove: '确认通过该企业认证？通过后该企业可发布需求。' },
  personal: { title: '个人认证审核', subject: '个人认证', confirmApprove: '确认通过该个人认证？' },
  demand: { title: '短期需求审核', subject: '需求', confirmApprove: '确认通过该需求？通过后发布方缴纳保证金（金额为应缴保证金）。' },
  demandPay: {
    title: '保证金到账确认（银行转账）',
    subject: '付款凭证',
    confirmApprove: '确认款项已到账？金额将存入该需求的托管。',
    filter: {
      label: '类型',
      options: [
        { value: 'deposit', label: '保证金' },
        { value: 'topup', label: '项目充值' },
      ],
    },
  },
} as const;

/** The back-office menu groups and entries of those queues. */
export const QUEUE_MENU = {
  certification: '认证审核',
  employment: '短期用工',
  company: '企业认证审核',
  personal: '个人认证审核',
  demandsTitle: '需求审核',
  demands: '短期需求审核',
  pays: '保证金到账确认',
} as const;

/** The shared review queue's own texts (components/review/ReviewQueue.tsx). */
export const REVIEW_QUEUE_L = {
  filterAll: (filter: string, all: string) => `${filter}：${all}`,
  noPending: (subject: string | undefined) => `暂无待审核的${subject ?? '事项'}`,
  allDone: '这个队列已全部处理完毕',
  toDashboard: '返回工作台',
  noMatch: '没有符合条件的记录',
  otherFilter: '换个状态或关键词看看',
} as const;
