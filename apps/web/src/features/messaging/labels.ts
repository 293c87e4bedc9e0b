// Labels of the system notice widgets and page.
export const NL = {
  title: '系统通知',
  all: '全部',
  empty: '暂无通知',
  backToTop: '回到顶部',
  open: '查看系统通知',
  toolbar: '快捷工具',
  detailTitle: '通知详情',
  type: '类型',
  time: '时间',
  toFeedback: '查看我的投诉与反馈',
  allNotices: '全部通知',
  notFound: '通知不存在或已删除',
} as const;
