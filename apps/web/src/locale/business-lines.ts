// The four business lines (spec: short-term hire, shared training, recruitment, HR agency): the texts of
// the home page cards and of each line's landing page, in one place.

export type LineKey = 'employment' | 'training' | 'recruitment' | 'personnel';

export interface LineFeature {
  title: string;
  text: string;
}

export interface BusinessLine {
  key: LineKey;
  name: string;
  /** One line under the title on the home card. */
  tagline: string;
  /** The landing page hero text. */
  description: string;
  /** Three points on the home card. */
  bullets: readonly [string, string, string];
  /** What a user can do there (landing page). */
  features: readonly LineFeature[];
  /** Who it is for (landing page). */
  audience: string;
  banner: string;
  /** Accent colour of the line's cards and hero. */
  color: string;
}

export const BUSINESS_LINES: readonly BusinessLine[] = [
  {
    key: 'employment',
    name: '短期用工',
    tagline: '企业发布短期与长期项目，个人灵活接单',
    description: '企业按项目发布用工需求并缴纳保证金，个人与团队在线报名、签约、交付。平台托管资金、审核交付，让灵活用工安全高效。',
    bullets: ['短期、长期项目需求一键发布', '保证金托管，按交付审核付款', '个人与团队在线报名接单'],
    features: [
      { title: '发布需求', text: '填写项目周期、预算与技能要求，审核通过后即对平台用户展示。' },
      { title: '报名接单', text: '个人用户浏览项目，投递报名，企业筛选后在线确认合作。' },
      { title: '资金托管', text: '保证金与项目款由平台托管，交付审核通过后再结算，双方安心。' },
      { title: '我的办公', text: '需求、报名、交付与付款审核集中管理，进度一目了然。' },
    ],
    audience: '需要灵活用工的企业、自由职业者与技术团队',
    banner: '/banners/employment.svg',
    color: '#1668dc',
  },
  {
    key: 'training',
    name: '共享培训',
    tagline: '精品课程在线学习，讲师发布课程获得收益',
    description: '汇聚职业技能、管理与行业实务课程。学员使用晶币购买课程并在线学习，讲师发布课程、回答提问、获得收益。',
    bullets: ['职业技能与行业实务精品课', '晶币购课，学习进度随时可见', '讲师发布课程，问答互动'],
    features: [
      { title: '选课学习', text: '按技能分类浏览课程，试看章节后购买，随时随地学习。' },
      { title: '发布课程', text: '讲师按章节上传视频与资料，审核通过后上架销售。' },
      { title: '问答互动', text: '学习中遇到问题可向讲师提问，优质回答沉淀为知识库。' },
      { title: '关注与师徒', text: '关注感兴趣的讲师，结成师徒关系，持续成长。' },
    ],
    audience: '希望提升技能的个人、组织内训的企业与专业讲师',
    banner: '/banners/training.svg',
    color: '#057a55',
  },
  {
    key: 'recruitment',
    name: '求职招聘',
    tagline: '名企职位、简历投递与在线面试一站完成',
    description: '企业发布职位、筛选简历、发起视频面试；求职者完善简历、投递心仪职位、跟踪面试进度，让招聘与求职更高效。',
    bullets: ['热门职位与优质企业推荐', '在线简历，一键投递', '视频面试，进度实时通知'],
    features: [
      { title: '找工作', text: '按城市、岗位、薪资筛选职位，收藏并投递心仪机会。' },
      { title: '招人才', text: '企业发布职位、管理应聘者，按简历精准邀约面试。' },
      { title: '视频面试', text: '双方在线视频沟通，无需奔波即可完成初面。' },
      { title: '企业主页', text: '展示企业介绍与在招职位，吸引更多优秀人才。' },
    ],
    audience: '求职者、招聘企业与猎头顾问',
    banner: '/banners/recruitment.svg',
    color: '#ad4e00',
  },
  {
    key: 'personnel',
    name: '人事代理',
    tagline: '社保公积金代缴、代发工资、招聘代理省心办',
    description: '由认证的人力资源服务机构提供社会保险、住房公积金代缴，工资代发，招聘代理与劳动合同服务，需求方在线下单、全程可查。',
    bullets: ['社保、公积金代缴代办', '工资代发与薪税服务', '招聘代理与合同管理'],
    features: [
      { title: '社保代缴', text: '为员工或个人代缴社会保险，参保城市与基数清晰可查。' },
      { title: '公积金代缴', text: '住房公积金开户、缴存与变更，专业机构全程代办。' },
      { title: '代发工资', text: '按月代发工资并代扣个税，薪资发放准时合规。' },
      { title: '招聘代理', text: '委托人力资源机构代为招聘，按约定交付人才。' },
    ],
    audience: '中小企业、个体从业者与人力资源服务机构',
    banner: '/banners/personnel.svg',
    color: '#7b4fd6',
  },
];

export function lineByKey(key: LineKey): BusinessLine {
  const line = BUSINESS_LINES.find((l) => l.key === key);
  if (!line) throw new Error(`unknown business line ${key}`);
  return line;
}
