import type { PictureIcon } from '../pictures/types.ts';

// The demo courses: the four of the base seed (given chapters and covers by their authors) and the
// teachers' own, spread over the article type groups. Chapter: name (<=20), description (<=30),
// sections as [name (<=20), what the section teaches].

export type Handout = 'handout-1.pdf' | 'handout-2.pdf' | 'handout-1.docx';

export interface DemoCourse {
  /** short key: the cover's file name and references from the community */
  key: string;
  author: string;
  title: string;
  summary: string;
  /** the overview: a lead paragraph and what the course covers */
  lead: string;
  points: string[];
  audience: string;
  /** child article type value (data/article-types.ts) */
  type: string;
  /** dictionary cszy */
  skill: string;
  /** coins as typed; '' is free */
  price: string;
  cover: { keyword: string; subtitle: string; icon: PictureIcon; hue: number };
  /** the first section plays the demo video */
  video?: boolean;
  /** handouts attached to the second section, shown under their display names */
  handouts?: [Handout, string][];
  chapters: [string, string, [string, string][]][];
  /** a course of the base seed (matched by title): reopened for its author, then approved again */
  base?: boolean;
}

export const demoCourseList: DemoCourse[] = [
  {
    key: 'typescript',
    base: true,
    author: 'company01',
    title: 'TypeScript 工程化实战',
    summary: '从类型系统到工程配置，带你在真实项目中用好 TypeScript：严格模式、模块划分、测试与持续集成。',
    lead: '本课程面向有一定 JavaScript 基础的开发者，以星河科技内部的一个真实中台项目为例，讲清 TypeScript 在团队里落地的每一步。',
    points: ['类型系统与泛型', '项目结构与模块边界', '单元测试与端到端测试', '持续集成与发布'],
    audience: '前端或 Node.js 开发者，正在把 JS 项目迁移到 TS 的团队',
    type: 'g2-3',
    skill: '前端开发',
    price: '199',
    cover: { keyword: 'TypeScript', subtitle: '工程化实战', icon: 'code', hue: 215 },
    video: true,
    handouts: [['handout-1.pdf', 'TypeScript 严格模式检查清单.pdf']],
    chapters: [
      [
        '类型系统',
        '从基础类型到泛型与条件类型',
        [
          ['为什么要用 TypeScript', '对比 JavaScript 项目里常见的线上事故，看类型检查能提前拦住哪些问题。'],
          ['泛型与类型推断', '用一个通用的分页请求函数讲清泛型参数、约束与默认值。'],
          ['条件类型与映射类型', '从 Partial、Pick 的源码出发，写出自己的工具类型。'],
        ],
      ],
      [
        '工程配置',
        'tsconfig、模块边界与代码规范',
        [
          ['tsconfig 逐项解读', 'strict 家族的每个开关分别管什么，老项目如何分步开启。'],
          ['Monorepo 与项目引用', '用 workspaces 和 project references 拆分共享包与应用。'],
          ['ESLint 与 Prettier', '团队统一的规范配置，以及在提交前自动检查。'],
        ],
      ],
      [
        '测试与发布',
        '让每一次合并都可放心上线',
        [
          ['用 Vitest 写单元测试', '测试替身、覆盖率与类型测试的写法。'],
          ['持续集成流水线', '类型检查、测试、构建三步流水线，失败即阻止合并。'],
        ],
      ],
    ],
  },
  {
    key: 'laborlaw',
    base: true,
    author: 'company01',
    title: '劳动法规与用工风险防范',
    summary: '劳动合同、试用期、加班与解除，结合常见案例讲清企业用工的合规要点。',
    lead: '适合 HR 与企业管理者。课程以近年的典型劳动争议案例为线索，讲清用工全流程的风险点和应对办法。',
    points: ['劳动合同的订立与变更', '试用期与工时制度', '解除与经济补偿', '规章制度的民主程序'],
    audience: 'HR、部门负责人、创业公司老板',
    type: 'g6-3',
    skill: '人力资源',
    price: '99',
    cover: { keyword: '劳动法规', subtitle: '用工风险防范', icon: 'shield', hue: 5 },
    handouts: [['handout-1.docx', '劳动合同范本（2026 修订）.docx']],
    chapters: [
      [
        '入职与劳动合同',
        '合同订立、试用期约定与常见误区',
        [
          ['未签劳动合同的代价', '超过一个月未签书面合同的二倍工资风险，以及如何补救。'],
          ['试用期怎么约定才合法', '试用期长度、工资标准与试用期内解除的条件。'],
          ['入职材料清单', '入职登记表、背景调查授权、保密协议的要点。'],
        ],
      ],
      [
        '在职管理',
        '工时、加班与规章制度',
        [
          ['加班费的计算', '标准工时、综合工时与不定时工时下的加班费算法。'],
          ['规章制度的效力', '民主程序与公示，让制度在仲裁时站得住。'],
        ],
      ],
      [
        '离职与争议',
        '解除、补偿与仲裁应对',
        [
          ['合法解除的四种情形', '协商一致、过失性解除、无过失性解除与经济性裁员。'],
          ['经济补偿与赔偿金', 'N、N+1 与 2N 分别在什么情况下适用。'],
        ],
      ],
    ],
  },
  {
    key: 'pandas',
    base: true,
    author: 'person01',
    title: 'Python 数据分析入门',
    summary: '用 pandas 与 matplotlib 完成一次完整的数据分析：清洗、统计、可视化与报告。',
    lead: '零基础也能跟上的数据分析课：以一份真实的电商订单数据为例，从读取 Excel 到写出分析报告。',
    points: ['pandas 数据清洗', '分组统计与透视表', '图表与报告'],
    audience: '运营、财务、产品等想用数据说话的职场人',
    type: 'g4-4',
    skill: '数据分析师',
    price: '59.9',
    cover: { keyword: '数据分析', subtitle: 'Python 入门', icon: 'chart', hue: 150 },
    video: true,
    handouts: [['handout-2.pdf', 'pandas 常用函数速查表.pdf']],
    chapters: [
      [
        '准备工作',
        '环境搭建与 Python 基础回顾',
        [
          ['安装 Anaconda', '一次装好数据分析需要的全部工具，并认识 Notebook。'],
          ['十分钟 Python 速览', '列表、字典、函数与循环，够用就好。'],
        ],
      ],
      [
        'pandas 数据处理',
        '读取、清洗、合并与分组',
        [
          ['读取 Excel 与 CSV', 'read_excel、read_csv 的常用参数与编码问题。'],
          ['缺失值与重复值', '找出脏数据，决定删除还是填充。'],
          ['分组统计与透视表', 'groupby 与 pivot_table 回答“哪个品类卖得最好”。'],
        ],
      ],
      [
        '可视化与报告',
        '用图表讲清结论',
        [
          ['matplotlib 基础图表', '折线图、柱状图与饼图，以及中文字体设置。'],
          ['写一份分析报告', '结论先行，图表为证，给出可执行的建议。'],
        ],
      ],
    ],
  },
  {
    key: 'interview',
    base: true,
    author: 'person01',
    title: '面试技巧：从简历到录用',
    summary: '写出让人想约你的简历，准备好每一轮面试，谈一个合适的薪资。',
    lead: '求职者的实用指南：讲师做过五年招聘，把筛简历和面试官视角的经验整理成这门课。',
    points: ['简历结构与亮点', '常见面试问题', '薪资沟通'],
    audience: '应届生、准备跳槽的职场人',
    type: 'g6-6',
    skill: '人力资源',
    price: '29.9',
    cover: { keyword: '面试技巧', subtitle: '从简历到录用', icon: 'people', hue: 40 },
    chapters: [
      [
        '简历',
        '让 HR 六秒内看到你的亮点',
        [
          ['简历的结构', '基本信息、工作经历、项目经历的顺序与篇幅。'],
          ['用数字写成果', '把“负责某项目”改写成可衡量的成绩。'],
        ],
      ],
      [
        '面试',
        '自我介绍、行为面试与反问',
        [
          ['一分钟自我介绍', '与岗位相关的三件事，别背简历。'],
          ['STAR 法回答行为问题', '情境、任务、行动、结果，配三个练习题。'],
          ['面试最后的反问', '问什么能加分，哪些问题要避开。'],
        ],
      ],
      [
        '录用',
        '谈薪与选择 offer',
        [
          ['薪资怎么谈', '了解行情、给出区间、把总包算清楚。'],
          ['多个 offer 怎么选', '行业、团队、成长与薪酬的取舍。'],
        ],
      ],
    ],
  },
  {
    key: 'java',
    author: 'teacher01',
    title: 'Java 后端开发实战',
    summary: '从 Spring Boot 到上线部署，手把手完成一个电商订单系统的后端，覆盖面试高频考点。',
    lead: '以一个完整的电商订单系统为主线，带你走完需求分析、接口设计、编码、测试到部署的全过程。',
    points: ['Spring Boot 项目搭建与分层', 'MyBatis 与事务', 'Redis 缓存与分布式锁', 'Docker 部署与日志排查'],
    audience: '有 Java 基础、想找后端开发工作的同学',
    type: 'g1-1',
    skill: 'Java开发',
    price: '299',
    cover: { keyword: 'Java 后端', subtitle: '开发实战', icon: 'code', hue: 20 },
    video: true,
    handouts: [
      ['handout-1.pdf', '订单系统接口文档.pdf'],
      ['handout-1.docx', '课后练习题.docx'],
    ],
    chapters: [
      [
        '项目启动',
        '需求分析与工程搭建',
        [
          ['课程导学', '订单系统要做什么，最终效果演示，以及学习方法。'],
          ['搭建 Spring Boot 工程', '用 Spring Initializr 生成项目，讲清分层结构。'],
          ['统一返回与异常处理', '全局异常处理器与统一的接口返回格式。'],
        ],
      ],
      [
        '订单核心',
        '下单、支付与库存',
        [
          ['数据库表设计', '订单、订单明细与库存表，索引怎么建。'],
          ['下单接口与事务', '@Transactional 的传播行为与常见失效场景。'],
          ['防止超卖', '乐观锁与 Redis 预扣库存两种方案对比。'],
        ],
      ],
      [
        '上线运维',
        '部署、监控与排查',
        [
          ['Docker 打包部署', '写 Dockerfile，用 docker compose 启动全套服务。'],
          ['日志与线上排查', '从一次接口变慢的告警出发，定位慢 SQL。'],
        ],
      ],
    ],
  },
  {
    key: 'springcloud',
    author: 'teacher01',
    title: 'Spring Cloud 微服务入门',
    summary: '把单体应用拆成微服务：注册发现、配置中心、网关与链路追踪，一步一个脚印。',
    lead: '在《Java 后端开发实战》的订单系统基础上，把它拆成用户、订单、库存三个服务。',
    points: ['Nacos 注册与配置', 'OpenFeign 服务调用', 'Gateway 网关与限流', 'SkyWalking 链路追踪'],
    audience: '熟悉 Spring Boot、想进阶微服务的开发者',
    type: 'g1-1',
    skill: 'Java开发',
    price: '199',
    cover: { keyword: '微服务', subtitle: 'Spring Cloud 入门', icon: 'globe', hue: 130 },
    chapters: [
      [
        '拆分之前',
        '什么时候该用微服务',
        [
          ['单体与微服务', '拆分的收益与代价，别为了微服务而微服务。'],
          ['服务边界怎么划', '按业务能力划分，避免分布式大泥球。'],
        ],
      ],
      [
        '核心组件',
        '注册发现、调用与网关',
        [
          ['Nacos 注册中心', '服务注册、健康检查与配置热更新。'],
          ['OpenFeign 远程调用', '超时、重试与降级的配置。'],
          ['Gateway 网关', '统一鉴权、路由与限流。'],
        ],
      ],
    ],
  },
  {
    key: 'mysql',
    author: 'teacher01',
    title: 'MySQL 索引与性能优化',
    summary: '读懂执行计划，设计好索引，把慢查询从 3 秒优化到 30 毫秒。',
    lead: '面试必问、工作必用：以十个真实的慢查询为例，讲透 InnoDB 索引原理和优化套路。',
    points: ['B+ 树与聚簇索引', 'EXPLAIN 执行计划', '联合索引与最左前缀', '分页与深分页优化'],
    audience: '后端开发、DBA 入门者',
    type: 'g1-7',
    skill: 'Java开发',
    price: '99',
    cover: { keyword: 'MySQL 优化', subtitle: '索引与性能', icon: 'chip', hue: 195 },
    chapters: [
      [
        '索引原理',
        'InnoDB 如何存放与查找数据',
        [
          ['B+ 树', '为什么不用二叉树和哈希，页与扇区的关系。'],
          ['聚簇索引与回表', '主键索引、二级索引与覆盖索引。'],
        ],
      ],
      [
        '优化实战',
        '从执行计划到改写 SQL',
        [
          ['读懂 EXPLAIN', 'type、key、rows、Extra 各列的含义。'],
          ['联合索引的顺序', '最左前缀原则与区分度。'],
          ['深分页优化', '延迟关联与游标分页。'],
        ],
      ],
    ],
  },
  {
    key: 'crawler',
    author: 'teacher02',
    title: 'Python 爬虫与办公自动化',
    summary: '用 requests、Playwright 和 openpyxl 把重复的网页查询和表格整理交给程序。',
    lead: '每天复制粘贴两小时？这门课教你写脚本自动抓取公开数据、批量生成报表，并遵守网站规则。',
    points: ['requests 与网页解析', 'Playwright 自动化浏览器', 'openpyxl 批量处理 Excel', '定时任务'],
    audience: '运营、行政、财务等有重复性工作的职场人',
    type: 'g1-2',
    skill: 'Python开发',
    price: '129',
    cover: { keyword: 'Python 自动化', subtitle: '爬虫与办公', icon: 'tool', hue: 55 },
    chapters: [
      [
        '网页数据采集',
        '合法合规地获取公开数据',
        [
          ['爬虫的边界', 'robots 协议、频率控制与数据使用的法律要求。'],
          ['requests 抓取与解析', '请求网页并解析出需要的字段。'],
          ['Playwright 处理动态页面', '等待元素、模拟点击与截图。'],
        ],
      ],
      [
        '办公自动化',
        'Excel、Word 与邮件',
        [
          ['openpyxl 批量生成报表', '模板填充、公式与格式。'],
          ['定时发送日报', '用计划任务每天早上自动发邮件。'],
        ],
      ],
    ],
  },
  {
    key: 'ml',
    author: 'teacher02',
    title: '机器学习实战：从回归到分类',
    summary: '用 scikit-learn 完成房价预测、用户流失预警两个项目，理解模型而不只是调包。',
    lead: '少讲公式多讲直觉：每个算法先画图讲清原理，再在真实数据上训练、评估和调参。',
    points: ['线性回归与正则化', '逻辑回归与决策树', '模型评估与交叉验证', '特征工程'],
    audience: '会 Python、想入门机器学习的开发者和分析师',
    type: 'g4-1',
    skill: '算法工程师',
    price: '249',
    cover: { keyword: '机器学习', subtitle: '回归与分类', icon: 'chip', hue: 265 },
    video: true,
    handouts: [['handout-2.pdf', '机器学习实战讲义.pdf']],
    chapters: [
      [
        '回归',
        '房价预测项目',
        [
          ['机器学习是什么', '监督学习、无监督学习与一个完整项目的流程。'],
          ['线性回归', '最小二乘的直觉，用房价数据训练第一个模型。'],
          ['过拟合与正则化', 'L1、L2 正则化与学习曲线。'],
        ],
      ],
      [
        '分类',
        '用户流失预警项目',
        [
          ['逻辑回归', '把概率变成决策，阈值怎么选。'],
          ['决策树与随机森林', '可解释的模型与特征重要性。'],
          ['评估指标', '准确率、召回率、F1 与 ROC 曲线。'],
        ],
      ],
    ],
  },
  {
    key: 'llm',
    author: 'teacher02',
    title: '大模型应用开发：提示词与 RAG',
    summary: '从提示词工程到检索增强生成，做一个能回答公司制度问题的知识库助手。',
    lead: '大模型落地的第一站：让模型读懂你的文档。课程用开源框架搭一个企业知识库问答系统。',
    points: ['提示词设计模式', '文本切分与向量检索', 'RAG 流水线', '效果评估与上线'],
    audience: '开发者、产品经理与对 AI 应用感兴趣的职场人',
    type: 'g4-3',
    skill: '算法工程师',
    price: '199',
    cover: { keyword: '大模型应用', subtitle: '提示词与 RAG', icon: 'globe', hue: 290 },
    chapters: [
      [
        '提示词工程',
        '让模型稳定输出想要的结果',
        [
          ['提示词的基本结构', '角色、任务、约束与示例。'],
          ['结构化输出', '让模型按 JSON 格式回答并校验。'],
        ],
      ],
      [
        '检索增强生成',
        '知识库问答系统',
        [
          ['文档切分与向量化', '切多长、怎么重叠，嵌入模型怎么选。'],
          ['检索与重排', '向量检索加关键词检索的混合方案。'],
          ['效果评估', '准备测试问题集，持续改进回答质量。'],
        ],
      ],
    ],
  },
  {
    key: 'contract',
    author: 'teacher03',
    title: '劳动合同实务与争议处理',
    summary: '律师带你逐条读懂劳动合同，掌握调解、仲裁到诉讼的完整应对流程。',
    lead: '讲师代理过三百余起劳动争议案件，课程从企业和员工两个视角讲清合同条款与维权路径。',
    points: ['合同必备条款', '竞业限制与保密协议', '劳动仲裁流程', '证据的收集与保存'],
    audience: 'HR、法务、企业管理者，以及想了解自身权益的员工',
    type: 'g6-3',
    skill: '法务',
    price: '149',
    cover: { keyword: '劳动合同', subtitle: '实务与争议处理', icon: 'doc', hue: 350 },
    handouts: [['handout-1.docx', '劳动仲裁申请书模板.docx']],
    chapters: [
      [
        '合同条款',
        '逐条读懂一份劳动合同',
        [
          ['必备条款与约定条款', '哪些条款缺了会有风险。'],
          ['竞业限制', '适用人员、期限与补偿金标准。'],
          ['保密与知识产权', '职务作品与保密义务的约定。'],
        ],
      ],
      [
        '争议处理',
        '从协商到仲裁',
        [
          ['劳动仲裁流程', '申请、受理、开庭与裁决的时间线。'],
          ['证据清单', '工资条、考勤、聊天记录的证明力。'],
        ],
      ],
    ],
  },
  {
    key: 'ui',
    author: 'teacher04',
    title: 'UI 设计基础：从零到交付',
    summary: '配色、字体、栅格与组件，做一套完整的 App 界面并交付给开发。',
    lead: '零基础友好：先练眼睛再练手，最后完成一套包含 12 个页面的外卖 App 设计稿。',
    points: ['设计原则与视觉层级', '配色与字体', '栅格与布局', '组件库与标注交付'],
    audience: '想转行 UI 设计的同学、需要懂设计的产品经理',
    type: 'g5-3',
    skill: 'UI设计师',
    price: '159',
    cover: { keyword: 'UI 设计', subtitle: '从零到交付', icon: 'design', hue: 300 },
    video: true,
    handouts: [['handout-2.pdf', 'UI 设计规范示例.pdf']],
    chapters: [
      [
        '设计基础',
        '对齐、对比、重复与亲密',
        [
          ['好设计的四个原则', '用前后对比的案例讲清四个原则。'],
          ['配色方法', '主色、辅助色与中性色，60-30-10 法则。'],
          ['字体与字号', '中文界面常用字号层级。'],
        ],
      ],
      [
        '界面实战',
        '外卖 App 设计稿',
        [
          ['栅格与布局', '8 点栅格与安全区。'],
          ['组件库搭建', '按钮、输入框、卡片的状态设计。'],
          ['标注与交付', '切图、标注与和开发的沟通。'],
        ],
      ],
    ],
  },
  {
    key: 'figma',
    author: 'teacher04',
    title: 'Figma 交互原型入门',
    summary: '免费公开课：用 Figma 做出可点击的高保真原型，让评审一次通过。',
    lead: '两小时上手 Figma：框架、自动布局、组件变体与原型连线。',
    points: ['Figma 界面与快捷键', '自动布局', '组件与变体', '原型交互'],
    audience: '设计师、产品经理、前端开发',
    type: 'g5-2',
    skill: 'UI设计师',
    price: '',
    cover: { keyword: 'Figma', subtitle: '交互原型入门', icon: 'design', hue: 250 },
    chapters: [
      [
        '上手 Figma',
        '界面与基础操作',
        [
          ['认识 Figma', '画板、图层与常用快捷键。'],
          ['自动布局', '让按钮和列表随内容自适应。'],
        ],
      ],
      [
        '交互原型',
        '做出可点击的原型',
        [
          ['组件与变体', '一个按钮的默认、悬停与禁用状态。'],
          ['原型连线与动效', '页面跳转、弹窗与智能动画。'],
        ],
      ],
    ],
  },
  {
    key: 'newmedia',
    author: 'teacher05',
    title: '新媒体运营：内容与增长',
    summary: '公众号、小红书、视频号三大平台的定位、选题、写作与涨粉方法。',
    lead: '讲师从零运营过三个 50 万粉账号，课程拆解选题库、标题公式和数据复盘方法。',
    points: ['账号定位与人设', '选题与爆款标题', '排版与发布节奏', '数据复盘'],
    audience: '新媒体运营、个体店主、想做个人品牌的职场人',
    type: 'g5-5',
    skill: '新媒体运营',
    price: '99',
    cover: { keyword: '新媒体运营', subtitle: '内容与增长', icon: 'mic', hue: 340 },
    chapters: [
      [
        '账号定位',
        '先想清楚为谁写',
        [
          ['用户画像', '三个问题描述你的读者。'],
          ['平台差异', '公众号、小红书与视频号的内容偏好。'],
        ],
      ],
      [
        '内容生产',
        '选题、标题与写作',
        [
          ['建立选题库', '热点、痛点与常青选题的比例。'],
          ['标题公式', '数字、对比、提问三种常用结构。'],
          ['数据复盘', '打开率、完读率与转发率怎么看。'],
        ],
      ],
    ],
  },
  {
    key: 'shortvideo',
    author: 'teacher05',
    title: '短视频剪辑与直播带货',
    summary: '手机就能学：拍摄构图、剪映剪辑、直播话术与复盘。',
    lead: '面向零基础的实操课：每节课都有一个可以跟着做的小作业。',
    points: ['拍摄构图与运镜', '剪映剪辑与字幕', '直播间搭建', '话术与复盘'],
    audience: '店主、带货主播、运营新人',
    type: 'g5-4',
    skill: '新媒体运营',
    price: '69',
    cover: { keyword: '短视频', subtitle: '剪辑与直播', icon: 'camera', hue: 10 },
    chapters: [
      [
        '拍摄与剪辑',
        '手机拍出好画面',
        [
          ['构图与运镜', '三分法、前景与推拉摇移。'],
          ['剪映剪辑', '卡点、转场与自动字幕。'],
        ],
      ],
      [
        '直播带货',
        '从开播到复盘',
        [
          ['直播间搭建', '灯光、收音与背景。'],
          ['直播话术', '开场、留人、促单的话术模板。'],
        ],
      ],
    ],
  },
  {
    key: 'excel',
    author: 'teacher06',
    title: 'Excel 高效办公',
    summary: '函数、数据透视表与图表，把两小时的表格活压缩到十分钟。',
    lead: '所有案例来自真实的行政、人事和财务表格：考勤统计、工资表、销售报表。',
    points: ['常用函数 VLOOKUP、SUMIFS、IF', '数据透视表', '图表与仪表盘', '快捷键与数据规范'],
    audience: '行政、人事、财务与所有天天和表格打交道的人',
    type: 'g6-5',
    skill: '行政',
    price: '49',
    cover: { keyword: 'Excel', subtitle: '高效办公', icon: 'chart', hue: 140 },
    video: true,
    handouts: [['handout-1.pdf', 'Excel 快捷键一览.pdf']],
    chapters: [
      [
        '数据规范',
        '好表格是一切的开始',
        [
          ['一维表与二维表', '为什么原始数据要用一维表。'],
          ['数据验证与下拉菜单', '从源头减少录入错误。'],
        ],
      ],
      [
        '函数',
        '查找、统计与判断',
        [
          ['VLOOKUP 与 XLOOKUP', '精确查找、近似查找与常见报错。'],
          ['SUMIFS 与 COUNTIFS', '多条件求和与计数。'],
          ['IF 嵌套与 IFS', '工资表里的阶梯计算。'],
        ],
      ],
      [
        '透视与图表',
        '十分钟做一份月报',
        [
          ['数据透视表', '拖一拖就能出的汇总报表。'],
          ['动态图表', '切片器与联动图表。'],
        ],
      ],
    ],
  },
  {
    key: 'electric',
    author: 'teacher06',
    title: '低压电工上岗培训',
    summary: '对照特种作业操作证考试大纲，理论与实操一起过，安全第一。',
    lead: '课程覆盖低压电工作业的理论考点和实操科目，配合安全规程和事故案例讲解。',
    points: ['电工基础与安全规程', '常用仪表的使用', '照明与动力线路', '触电急救'],
    audience: '准备考取低压电工作业证的学员、设备维护人员',
    type: 'g6-4',
    skill: '运维工程师',
    price: '89',
    cover: { keyword: '电工上岗', subtitle: '低压电工作业', icon: 'build', hue: 45 },
    video: true,
    handouts: [['handout-2.pdf', '低压电工理论考试题库.pdf']],
    chapters: [
      [
        '安全与基础',
        '安全规程与电工基础',
        [
          ['电气安全规程', '停电、验电、挂接地线与悬挂标示牌。'],
          ['电路基础', '电压、电流、电阻与欧姆定律。'],
          ['万用表与兆欧表', '测量方法与注意事项。'],
        ],
      ],
      [
        '实操科目',
        '线路安装与急救',
        [
          ['照明线路安装', '单控、双控开关接线。'],
          ['电动机控制线路', '点动与自锁控制。'],
          ['触电急救', '脱离电源与心肺复苏。'],
        ],
      ],
    ],
  },
  {
    key: 'hrcert',
    author: 'teacher07',
    title: '人力资源管理师考证通关',
    summary: '三级人力资源管理师六大模块精讲，配历年真题与技能题答题模板。',
    lead: '按考试大纲六大模块组织：人力资源规划、招聘配置、培训开发、绩效、薪酬福利、劳动关系。',
    points: ['六大模块知识点', '历年真题精讲', '技能题答题模板', '考前冲刺'],
    audience: '准备考取人力资源管理师三级证书的学员',
    type: 'g6-4',
    skill: '人力资源',
    price: '199',
    cover: { keyword: 'HR 考证', subtitle: '人力资源管理师', icon: 'book', hue: 200 },
    handouts: [
      ['handout-1.pdf', '六大模块思维导图.pdf'],
      ['handout-1.docx', '技能题答题模板.docx'],
    ],
    chapters: [
      [
        '规划与招聘',
        '模块一、模块二',
        [
          ['人力资源规划', '供需预测方法与考点。'],
          ['招聘与配置', '招聘渠道、甄选方法与面试技术。'],
        ],
      ],
      [
        '培训与绩效',
        '模块三、模块四',
        [
          ['培训需求分析', '组织、任务与人员三层次分析。'],
          ['绩效考评方法', 'KPI、BSC 与 360 度考评。'],
        ],
      ],
      [
        '薪酬与劳动关系',
        '模块五、模块六',
        [
          ['薪酬调查与定薪', '薪酬等级与宽带薪酬。'],
          ['劳动关系管理', '集体合同与劳动争议处理。'],
        ],
      ],
    ],
  },
  {
    key: 'salary',
    author: 'teacher07',
    title: '薪酬绩效体系设计',
    summary: '中小企业可落地的职级、薪酬带宽与绩效考核方案，附完整模板。',
    lead: '以一家两百人的科技公司为例，从岗位价值评估到绩效奖金发放，完整设计一遍。',
    points: ['岗位价值评估', '职级与薪酬带宽', 'OKR 与 KPI', '绩效面谈'],
    audience: 'HRBP、薪酬绩效专员、管理者',
    type: 'g6-2',
    skill: '人力资源',
    price: '159',
    cover: { keyword: '薪酬绩效', subtitle: '体系设计', icon: 'money', hue: 35 },
    chapters: [
      [
        '薪酬体系',
        '职级与薪酬带宽',
        [
          ['岗位价值评估', '用因素计点法给岗位打分。'],
          ['薪酬带宽设计', '中位值、级差与重叠度。'],
        ],
      ],
      [
        '绩效体系',
        '目标、考核与激励',
        [
          ['OKR 还是 KPI', '两种方法的适用场景。'],
          ['绩效面谈', '反馈的技巧与改进计划。'],
        ],
      ],
    ],
  },
  {
    key: 'vue',
    author: 'teacher08',
    title: 'Vue 3 + TypeScript 项目实战',
    summary: '组合式 API、Pinia 与 Vite，完成一个后台管理系统并部署上线。',
    lead: '从脚手架到上线，完成一个包含登录鉴权、表格、表单与图表的后台管理系统。',
    points: ['组合式 API', 'Pinia 状态管理', '路由与权限', '打包优化与部署'],
    audience: '有 Vue 2 或 JavaScript 基础的前端开发者',
    type: 'g2-4',
    skill: '前端开发',
    price: '179',
    cover: { keyword: 'Vue 3', subtitle: '项目实战', icon: 'code', hue: 145 },
    chapters: [
      [
        '基础',
        '组合式 API 与工程搭建',
        [
          ['Vite 创建项目', '目录结构与代码规范。'],
          ['组合式 API', 'ref、reactive、computed 与 watch。'],
        ],
      ],
      [
        '实战',
        '后台管理系统',
        [
          ['路由与权限', '动态路由与按钮级权限。'],
          ['Pinia 状态管理', '用户信息与全局配置。'],
          ['打包与部署', '分包、压缩与 Nginx 配置。'],
        ],
      ],
    ],
  },
  {
    key: 'miniapp',
    author: 'teacher08',
    title: '微信小程序开发入门',
    summary: '免费入门课：一周做出第一个小程序，从注册到发布审核。',
    lead: '跟着做一个待办清单小程序，学会页面、组件、数据绑定与云开发。',
    points: ['小程序目录结构', 'WXML 与 WXSS', '云开发数据库', '发布与审核'],
    audience: '零基础的开发爱好者、想给店铺做小程序的店主',
    type: 'g2-6',
    skill: '小程序开发',
    price: '',
    cover: { keyword: '小程序', subtitle: '开发入门', icon: 'shop', hue: 110 },
    chapters: [
      [
        '第一个小程序',
        '注册、工具与目录',
        [
          ['注册与开发者工具', '申请账号，认识开发者工具。'],
          ['页面与组件', 'WXML、WXSS 与数据绑定。'],
        ],
      ],
      [
        '功能与发布',
        '云开发与上线',
        [
          ['云开发数据库', '增删改查一条待办。'],
          ['发布与审核', '版本管理与常见驳回原因。'],
        ],
      ],
    ],
  },
];
