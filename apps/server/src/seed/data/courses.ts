// Demo courses (approved) so a fresh start has something to buy. Prices in hundredths of a coin.

export interface SeedCourse {
  author: string;
  title: string;
  summary: string;
  content: string;
  /** article type values: the parent group and one child */
  types: [string, string];
  postDivision: string;
  price: number;
}

export const demoCourses: SeedCourse[] = [
  {
    author: 'company01',
    title: 'TypeScript 工程化实战',
    summary: '从类型系统到工程配置，带你在真实项目中用好 TypeScript：严格模式、模块划分、测试与持续集成。',
    content: '<p>本课程面向有一定 JavaScript 基础的开发者。</p><ul><li>类型系统与泛型</li><li>项目结构与模块边界</li><li>单元测试与端到端测试</li><li>持续集成与发布</li></ul>',
    types: ['g2', 'g2-3'],
    postDivision: 'TypeScript',
    price: 19900,
  },
  {
    author: 'company01',
    title: '劳动法规与用工风险防范',
    summary: '劳动合同、试用期、加班与解除，结合常见案例讲清企业用工的合规要点。',
    content: '<p>适合 HR 与企业管理者。</p><ul><li>劳动合同的订立与变更</li><li>试用期与工时制度</li><li>解除与经济补偿</li></ul>',
    types: ['g6', 'g6-3'],
    postDivision: '劳动法规',
    price: 9900,
  },
  {
    author: 'person01',
    title: 'Python 数据分析入门',
    summary: '用 pandas 与 matplotlib 完成一次完整的数据分析：清洗、统计、可视化与报告。',
    content: '<p>零基础也能跟上的数据分析课。</p><ul><li>pandas 数据清洗</li><li>分组统计</li><li>图表与报告</li></ul>',
    types: ['g4', 'g4-4'],
    postDivision: '数据分析',
    price: 5990,
  },
  {
    author: 'person01',
    title: '面试技巧：从简历到录用',
    summary: '写出让人想约你的简历，准备好每一轮面试，谈一个合适的薪资。',
    content: '<p>求职者的实用指南。</p><ul><li>简历结构与亮点</li><li>常见面试问题</li><li>薪资沟通</li></ul>',
    types: ['g6', 'g6-6'],
    postDivision: '职业规划',
    price: 2990,
  },
];
