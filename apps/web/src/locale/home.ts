// The home page's sections (spec §2 Home page): project lists, courses, hot companies, the HR cards.
export const HOME = {
  projects: {
    short: '短期项目',
    long: '长期项目',
    noShort: '暂无短期项目',
    noLong: '暂无长期项目',
    emptyHint: '发布第一个需求，让服务方来报名',
    publish: '发布需求',
    onsite: '现场',
    remote: '远程',
    days: (n: number) => `${n}天`,
    views: (n: string | number) => `浏览 ${n}`,
    wan: (n: string | number) => `${n}万`,
  },
  more: '查看更多',
  courses: {
    title: '共享培训',
    all: '全部',
    none: '暂无课程',
    noneHint: '讲师可以发布第一门课程',
    browse: '去看看课程',
    noneOfType: '这个分类暂无课程',
    allTypes: '看看全部分类',
    price: (coins: string | number, buyers: string | number) => `${coins} 晶币 · ${buyers} 人购买`,
  },
  companies: {
    title: '热门企业',
    none: '暂无热门企业',
    noneHint: '企业发布职位后会出现在这里',
    browse: '去看看招聘',
  },
  hr: {
    social: { title: '社保代缴', text: '企业与个人社会保险代理缴纳' },
    agency: { title: '招聘代理', text: '专业团队为企业代理招聘' },
    payroll: { title: '薪资代发', text: '工资发放与个税申报一站式服务' },
  },
} as const;
