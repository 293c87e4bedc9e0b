// The people of the course marketplace: teachers who publish courses and learners who buy them.
// Phones 1395xxxxxxx (teachers 13950000xxx, learners 13951000xxx); names teacherNN / learnerNN.

export interface DemoPerson {
  name: string;
  nickName: string;
  realName: string;
  gender: 'm' | 'f';
  /** signature shown on the person's home page and the teacher list (at most 30 characters) */
  sign: string;
  /** skills: names from dictionary cszy (at most 3) */
  skills: string[];
  /** province and city codes (administrative division) */
  city: [number, number];
  hue: number;
}

export const BEIJING: [number, number] = [110000, 110100];
export const SHANGHAI: [number, number] = [310000, 310100];
export const HANGZHOU: [number, number] = [330000, 330100];
export const SHENZHEN: [number, number] = [440000, 440300];
export const GUANGZHOU: [number, number] = [440000, 440100];
export const CHENGDU: [number, number] = [510000, 510100];
export const WUHAN: [number, number] = [420000, 420100];
export const NANJING: [number, number] = [320000, 320100];

export const teachers: DemoPerson[] = [
  {
    name: 'teacher01',
    nickName: '王建国',
    realName: '王建国',
    gender: 'm',
    sign: '十二年 Java 架构经验，带过 40 多位徒弟',
    skills: ['Java开发', '大数据开发'],
    city: HANGZHOU,
    hue: 210,
  },
  {
    name: 'teacher02',
    nickName: '李晓梅',
    realName: '李晓梅',
    gender: 'f',
    sign: '数据分析师，用数据讲业务故事',
    skills: ['数据分析师', 'Python开发', '算法工程师'],
    city: SHANGHAI,
    hue: 160,
  },
  {
    name: 'teacher03',
    nickName: '陈静律师',
    realName: '陈静',
    gender: 'f',
    sign: '执业律师，专注劳动争议与企业合规',
    skills: ['法务', '人力资源'],
    city: BEIJING,
    hue: 0,
  },
  {
    name: 'teacher04',
    nickName: '赵磊设计',
    realName: '赵磊',
    gender: 'm',
    sign: '前大厂设计专家，做过 30+ 款 App',
    skills: ['UI设计师', '平面设计师'],
    city: SHENZHEN,
    hue: 280,
  },
  {
    name: 'teacher05',
    nickName: '刘芳',
    realName: '刘芳',
    gender: 'f',
    sign: '新媒体操盘手，从 0 做到 50 万粉',
    skills: ['新媒体运营', '市场营销'],
    city: GUANGZHOU,
    hue: 330,
  },
  {
    name: 'teacher06',
    nickName: '孙志强',
    realName: '孙志强',
    gender: 'm',
    sign: '高级电工技师，兼职办公软件培训',
    skills: ['运维工程师', '行政'],
    city: WUHAN,
    hue: 30,
  },
  {
    name: 'teacher07',
    nickName: '周婷HR',
    realName: '周婷',
    gender: 'f',
    sign: '一级人力资源管理师，HRD 十年',
    skills: ['人力资源', '项目经理'],
    city: NANJING,
    hue: 190,
  },
  {
    name: 'teacher08',
    nickName: '吴昊',
    realName: '吴昊',
    gender: 'm',
    sign: '全栈工程师，开源项目维护者',
    skills: ['前端开发', '小程序开发', 'Node.js开发'],
    city: CHENGDU,
    hue: 120,
  },
];

export const learners: DemoPerson[] = [
  { name: 'learner01', nickName: '小马哥', realName: '马骏', gender: 'm', sign: '转行后端中，每天进步一点点', skills: ['Java开发'], city: HANGZHOU, hue: 200 },
  { name: 'learner02', nickName: '林悦', realName: '林悦', gender: 'f', sign: '运营转数据分析', skills: ['数据分析师'], city: SHANGHAI, hue: 340 },
  { name: 'learner03', nickName: '阿杰', realName: '黄杰', gender: 'm', sign: '', skills: ['前端开发'], city: SHENZHEN, hue: 100 },
  { name: 'learner04', nickName: '苏小雨', realName: '苏雨', gender: 'f', sign: 'HR 新人，考证冲冲冲', skills: ['人力资源'], city: NANJING, hue: 20 },
  { name: 'learner05', nickName: '老郑', realName: '郑国强', gender: 'm', sign: '工厂设备科，想考电工证', skills: ['运维工程师'], city: WUHAN, hue: 50 },
  { name: 'learner06', nickName: 'Cindy', realName: '唐欣', gender: 'f', sign: '设计小白，热爱画画', skills: ['UI设计师'], city: GUANGZHOU, hue: 300 },
  { name: 'learner07', nickName: '程序猿大飞', realName: '高飞', gender: 'm', sign: '写代码也写诗', skills: ['Python开发', 'Go开发'], city: BEIJING, hue: 230 },
  { name: 'learner08', nickName: '安安', realName: '何安', gender: 'f', sign: '', skills: ['新媒体运营'], city: CHENGDU, hue: 10 },
  { name: 'learner09', nickName: '陆远', realName: '陆远', gender: 'm', sign: '测试转开发', skills: ['测试工程师'], city: HANGZHOU, hue: 170 },
  { name: 'learner10', nickName: '一只小鹿', realName: '鹿晓', gender: 'f', sign: '行政小姐姐，Excel 提速中', skills: ['行政'], city: SHANGHAI, hue: 260 },
  { name: 'learner11', nickName: '大伟同学', realName: '邓伟', gender: 'm', sign: '', skills: ['产品经理'], city: BEIJING, hue: 140 },
  { name: 'learner12', nickName: '晴天', realName: '许晴', gender: 'f', sign: '财务也要懂数据', skills: ['财务会计'], city: WUHAN, hue: 40 },
];

export const personPhone = (name: string) => `${name.startsWith('teacher') ? '13950000' : '13951000'}${name.replace(/\D/g, '').padStart(3, '0')}`;
