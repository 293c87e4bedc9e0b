// States and codes of the spec, each named once.

/** spec: User.auth, 0 new/unfilled, 1 individual, 2 company, 3 HR agency */
export const USER_AUTH = { unfilled: 0, individual: 1, company: 2, hrAgency: 3 } as const;
export type UserAuth = (typeof USER_AUTH)[keyof typeof USER_AUTH];
export const USER_AUTH_LABEL: Record<UserAuth, string> = {
  0: '普通用户',
  1: '个人',
  2: '企业',
  3: '人力资源机构',
};

/** spec: User.status, 1 disabled */
export const USER_STATUS = { active: 0, disabled: 1 } as const;

/** spec: config_getConfig configStatus '01' turns the SM4 encryption flag on */
export const CONFIG_ON = '01';
export const CONFIG_OFF = '00';
export const SM4_CONFIG_KEY = 'sm4Encrypt';

/**
 * Authentication failure codes (spec: ERR0001 to ERR0005 clear the stored tokens). Every one is a 401;
 * the client clears its stored login, shows `message` and goes to /login?redirect=.
 */
export const AUTH_FAILURES = {
  ERR0001: { reason: 'missing', message: '请先登录', doc: '请求没有携带登录凭证（Authorization: Bearer）。' },
  ERR0002: { reason: 'invalid', message: '登录信息无效，请重新登录', doc: '凭证签名错误、格式错误或对应的会话不存在。' },
  ERR0003: { reason: 'replaced', message: '当前账户已在其他设备登录', doc: '同类设备（电脑或手机）上有新的登录，本会话已被替换。' },
  ERR0004: { reason: 'disabled', message: '账号被禁用，请联系管理员', doc: '账号被工作人员禁用（status 1），其所有会话立即结束。' },
  ERR0005: { reason: 'ended', message: '登录已过期，请重新登录', doc: '会话已退出、过期，或因修改密码而结束。' },
} as const;
export type AuthFailureCode = keyof typeof AUTH_FAILURES;

export const STAFF_ROLES = ['admin', 'reviewer'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** spec: notice types ('' all) and the classes of types 00 and 05 */
export const NOTICE_TYPES = {
  '00': '短期用工',
  '01': '共享培训',
  '02': '求职招聘',
  '03': '人事代理',
  '04': '交易',
  '05': '系统审核',
} as const;
export type NoticeType = keyof typeof NOTICE_TYPES;
export const NOTICE_TYPE_CODES = Object.keys(NOTICE_TYPES) as NoticeType[];

export const NOTICE_CLASSES: Partial<Record<NoticeType, Record<string, string>>> = {
  '00': { '01': '需求状态审核', '02': '支付审核', '03': '需求项目充值', '04': '付款申请', '06': '交付审核', '08': '面试邀请' },
  '05': { '01': '企业认证', '02': '个人认证', '03': '人力资源机构', '05': '个人保险', '07': '专属域负责人认证' },
};

/** spec: insurance proof status 0 not uploaded, 1 pending review, 2 approved, 3 rejected, other timed out */
export const INSURANCE_STATUS = { none: 0, pending: 1, approved: 2, rejected: 3, timedOut: 4 } as const;

/**
 * The label of an insurance status. The legacy mapping had a duplicate case for 2, so "rejected" was
 * unreachable there; every status has its own label here, and anything unknown reads as timed out.
 */
export function insuranceStatusLabel(status: number): string {
  switch (status) {
    case INSURANCE_STATUS.none:
      return '未上传';
    case INSURANCE_STATUS.pending:
      return '待审核';
    case INSURANCE_STATUS.approved:
      return '审核通过';
    case INSURANCE_STATUS.rejected:
      return '审核驳回';
    default:
      return '审核超时';
  }
}

/** Audit states of certification records (company, personal information, HR firm). */
export const AUDIT_STATE = { pending: 0, approved: 1, rejected: 2 } as const;

/** SMS code purposes: each code is good only for what it was requested for. */
export const SMS_PURPOSES = ['login', 'reset', 'phone'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];

/** spec §9: the online-consultation (customer support) account. */
export const SUPPORT_USER_ID = 271;
/** spec §9: video ring 60 s */
export const VIDEO_RING_MS = 60_000;
/** Recruitment (spec business-areas §4): position review states, the applicant pipeline, interview answers. */
export const POSITION_STATUS = { pending: 0, published: 1, rejected: 2, offline: 3 } as const;
export const POSITION_STATUS_LABEL: Record<number, string> = { 0: '待审核', 1: '招聘中', 2: '未通过', 3: '已下线' };

/** spec: applicant pipeline new, viewed, invited, interviewed, offered, refused */
export const APPLY_STATUS = { new: 0, viewed: 1, invited: 2, interviewed: 3, offered: 4, refused: 5 } as const;
export type ApplyStatus = (typeof APPLY_STATUS)[keyof typeof APPLY_STATUS];
export const APPLY_STATUS_LABEL: Record<number, string> = {
  0: '新投递',
  1: '已查看',
  2: '已邀面试',
  3: '已面试',
  4: '已发offer',
  5: '不合适',
};

/** Interview invitations: 0 awaiting the seeker, 1 accepted, 2 refused, 3 reschedule asked, 4 cancelled */
export const INTERVIEW_STATE = { pending: 0, accepted: 1, refused: 2, reschedule: 3, cancelled: 4 } as const;
export const INTERVIEW_STATE_LABEL: Record<number, string> = { 0: '待回复', 1: '已接受', 2: '已拒绝', 3: '申请改期', 4: '已取消' };

/**
 * Recruitment notices. spec §9: an interview invitation is type 00 class 08; the other recruitment
 * notices are type 02 (求职招聘) with our own classes.
 */
export const RECRUIT_NOTICE = {
  invitation: { messageType: '00', messageTypeClass: '08' },
  application: { messageType: '02', messageTypeClass: '01' },
  pipeline: { messageType: '02', messageTypeClass: '02' },
  positionReview: { messageType: '02', messageTypeClass: '03' },
  interviewReply: { messageType: '02', messageTypeClass: '04' },
  alert: { messageType: '02', messageTypeClass: '05' },
} as const;

/** The zone head certification's decision: type 05 (system review), class 07 (01-03, 05, 06 are taken). */
export const PRESIDENT_NOTICE = { messageType: '05', messageTypeClass: '07' } as const;

/** zpJpLooked type: 1 a seeker viewed a position, 2 a recruiter viewed a resume */
export const LOOKED_TYPE = { position: 1, resume: 2 } as const;

/**
 * spec §4: lHyhneedStatus 2 awaiting deposit, 3 and 4 in progress, anything else terminated. The
 * states before the deposit (0 awaiting staff review, 1 rejected) and 5 (ended) are ours.
 */
export const DEMAND_STATUS = { reviewing: 0, rejected: 1, awaitingDeposit: 2, recruiting: 3, working: 4, ended: 5, withdrawn: 6 } as const;
export const DEMAND_STATUS_LABEL: Record<number, string> = {
  0: '待审核',
  1: '审核未通过',
  2: '待缴纳保证金',
  3: '进行中（招募中）',
  4: '进行中',
  5: '项目已结束',
  6: '已撤回',
};
