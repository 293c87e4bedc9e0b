import type { MatchTarget } from '@xcb/shared/actions/matching';

// The matching panels' Chinese labels (the server's messages live in @xcb/shared MATCH_MSG).

/** What the panels call the thing matched against: a position, a short-term demand, an HR demand. */
const NOUN: Record<MatchTarget, string> = { position: '职位', demand: '需求', need: '需求' };

export const ML = {
  forYou: '为你推荐',
  all: '全部职位',
  allDemands: '全部需求',
  score: '匹配度',
  sortMatch: '按匹配度',
  sortNew: '最新发布',
  sort: '排序',
  loginFirst: '登录后查看为你推荐',
  loginFirstHint: '按你简历与个人资料中的技能推荐，并说明匹配理由',
  login: '登录',
  completeResume: '完善简历',
  completeProfile: '完善个人资料',
  noPositions: '暂无与你技能匹配的职位',
  noDemands: '暂无与你技能匹配的需求',
  noMatchHint: '在简历的专业技能中写清楚你会的技术，推荐会更准',
  matched: '已具备',
  missing: '还缺少',
  gapTitle: '提升匹配度',
  gapLogin: (t: MatchTarget) => `登录后查看你与该${NOUN[t]}的匹配度，以及补齐技能的课程`,
  gapAllSkills: (t: MatchTarget) => (t === 'need' ? '贵机构的服务已覆盖该需求的全部服务内容' : `你已具备该${NOUN[t]}要求的全部技能`),
  gapNoSkills: (t: MatchTarget) => `该${NOUN[t]}没有写明技能要求`,
  gapCourses: '学习这些课程，补齐缺少的技能',
  gapNoCourses: '暂无教授这些技能的课程',
  teaches: (names: string[]) => `教授 ${names.join('、')}`,
  free: '免费',
  coins: (yuan: string) => `${Number(yuan).toFixed(2)} 晶币`,
  courseJobs: '相关职位',
  courseJobsHint: '需要这门课所教技能的在招职位',
  noCourseJobs: '暂无需要这门课所教技能的在招职位',
  talents: '推荐人才',
  noTalents: (t: MatchTarget) => `暂无与该${NOUN[t]}技能匹配的人才`,
  noTalentsHint: (t: MatchTarget) =>
    t === 'demand'
      ? '岗位需求的关键技术写清楚所需技能（如 Java、Spring Boot），推荐会更准'
      : `${NOUN[t]}描述写清楚所需技能（如 Java、Spring Boot），推荐会更准`,
  viewResume: '查看简历',
  contactRule: (t: MatchTarget) =>
    t === 'demand'
      ? '推荐人才不显示联系方式：对方报名并被录用后可查看，也可先在线沟通'
      : '推荐人才不显示联系方式：求职者投递本企业或接受面试邀请后可查看',
  firms: '推荐服务商',
  firmsHint: '按服务内容、同类服务经验、城市、以往报价与预算匹配的已认证人力资源机构',
  noFirms: '暂无与该需求匹配的服务商',
  noFirmsHint: '需求说明写清楚所需服务（如 社保代缴、薪酬核算），推荐会更准',
  member: '会员服务商',
  completed: (n: number) => `已完成同类服务 ${n} 单`,
  viewFirm: '查看机构',
  skills: '技能',
  total: (n: number) => `共 ${n} 条`,
  homePositions: '为你推荐 · 职位',
  homeDemands: '为你推荐 · 短期需求',
  more: '查看更多',
  reasons: (reasons: string[]) => reasons.join('；'),
  updated: (time: string) => `更新于 ${time}`,
} as const;
