// The sharing section's kinds, categories, states and their labels, without the action contracts: the
// light pages (/sharing, its lists) show them on their first load, which has no room for zod
// (actions/sharing.ts re-exports them for everyone else).

export const SHARE_KINDS = ['project', 'server'] as const;
export type ShareKind = (typeof SHARE_KINDS)[number];
export const SHARE_KIND_LABEL: Record<ShareKind, string> = { project: '项目', server: '服务' };

/** design: the categories offered on the publish forms (the spec does not list them). */
export const SHARE_CATEGORIES: Record<ShareKind, readonly string[]> = {
  project: ['软件开发', '网站建设', '小程序开发', 'UI设计', '数据分析', '系统集成', '其他'],
  server: ['技术咨询', '运维服务', '测试服务', '培训服务', '设计服务', '人事服务', '其他'],
};
export const SHARE_UNITS = ['项目', '次', '小时', '天', '月'] as const;

/** Item status: 0 under review, 1 listed (approved), 2 rejected, 3 taken off the shelf by its provider. */
export const SHARE_STATUS = { pending: 0, listed: 1, rejected: 2, offline: 3 } as const;
export const SHARE_STATUS_LABEL: Record<number, string> = { 0: '审核中', 1: '已上架', 2: '未通过', 3: '已下架' };

/**
 * Order state: 0 awaiting payment, 1 paid (held in escrow, awaiting delivery), 2 delivered (awaiting the
 * buyer's acceptance), 3 completed (escrow paid to the provider), 4 cancelled before payment,
 * 5 cancelled after payment (escrow returned to the buyer), 6 delivery rejected by the buyer (still held in
 * escrow, awaiting the provider's new delivery).
 */
export const SHARE_ORDER_STATE = { unpaid: 0, paid: 1, delivered: 2, completed: 3, cancelled: 4, refunded: 5, rejected: 6 } as const;
export const SHARE_ORDER_STATE_LABEL: Record<number, string> = {
  0: '待支付',
  1: '待交付',
  2: '待验收',
  3: '已完成',
  4: '已取消',
  5: '已退款',
  6: '待重新交付',
};

export const SHARE_PAGE_SIZE = 10;
