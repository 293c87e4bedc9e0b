// Seed data: a few complaints and feedback entries, so the back-office queue is not empty on a fresh start.

export interface SeedFeedback {
  userName: string;
  type: 0 | 1;
  content: string;
  phone?: string;
  wx?: string;
  qq?: string;
}

export const feedbackEntries: SeedFeedback[] = [
  { userName: 'person01', type: 0, content: '希望共享培训的课程列表可以按价格排序，另外能否增加按学习人数筛选的功能？', phone: '13800000002', wx: 'zhangwei_hz' },
  { userName: 'company01', type: 1, content: '我们发布的短期用工需求已付款三天仍显示“待审核”，影响项目进度，请尽快处理。', phone: '13800000003', qq: '275839102' },
  { userName: 'hragency01', type: 0, content: '人事代理订单导出的 Excel 中身份证号显示为科学计数法，麻烦修复一下格式。', wx: 'zhongcai_hr' },
];
