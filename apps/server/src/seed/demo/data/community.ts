import type { PictureIcon } from '../pictures/types.ts';

// The training community's content: questions (about a course, to a teacher, or open) with their
// answers, the platform's articles, and who follows and studies under whom.

export interface DemoQuestion {
  asker: string;
  title: string;
  content: string;
  /** child article type value */
  type: string;
  /** the course it is about (data/courses.ts key) */
  course?: string;
  /** the teacher it is asked to */
  teacher?: string;
  answers: [string, string][];
  /** who saved it to their collection */
  collectedBy?: string[];
}

export const questions: DemoQuestion[] = [
  {
    asker: 'learner01',
    title: '@Transactional 加在 private 方法上为什么不生效？',
    content: '跟着《Java 后端开发实战》写下单接口，把事务注解放在一个 private 方法上，抛异常后数据没有回滚，是哪里不对？',
    type: 'g1-1',
    course: 'java',
    answers: [
      [
        'teacher01',
        'Spring 的事务是通过代理实现的，private 方法不会被代理拦截，注解自然不生效。另外同一个类里 this 调用也会绕过代理。把方法改成 public，并从另一个 Bean 调用即可，第二章第二节有详细演示。',
      ],
      ['learner07', '补充一下：默认只对 RuntimeException 回滚，受检异常要写 rollbackFor = Exception.class。'],
    ],
    collectedBy: ['learner09', 'person01'],
  },
  {
    asker: 'learner09',
    title: '测试转 Java 开发，先学 Spring Boot 还是先把基础打牢？',
    content: '做了三年功能测试，Java 语法会一些，想半年内转开发，学习顺序怎么安排比较好？',
    type: 'g1-1',
    teacher: 'teacher01',
    answers: [
      [
        'teacher01',
        '建议两条线并行：每天一小时补集合、并发、JVM 基础，其余时间跟一个完整项目做。测试经验是加分项，面试时可以讲你怎么给自己的代码写单元测试。',
      ],
      ['learner01', '我也是转行的，先跟项目做出东西更有动力，遇到不会的再回头补基础。'],
    ],
  },
  {
    asker: 'learner07',
    title: '联合索引 (a,b,c)，where b=1 and c=2 能用上索引吗？',
    content: '面试被问到这个问题，我回答不能，面试官说不完全对，求解释。',
    type: 'g1-7',
    course: 'mysql',
    answers: [
      [
        'teacher01',
        '按最左前缀原则不能走索引的查找，但 MySQL 8.0 有索引跳跃扫描（skip scan），在 a 的区分度很低时优化器可能会用；另外如果查询只需要索引里的列，也可能走覆盖索引的全索引扫描。面试时把这几种情况都说出来就完整了。',
      ],
    ],
    collectedBy: ['learner01'],
  },
  {
    asker: 'learner02',
    title: 'pandas 读取 Excel 中文乱码怎么办？',
    content: '用 read_csv 读取公司导出的订单文件，中文全是乱码，read_excel 又说找不到引擎。',
    type: 'g4-4',
    course: 'pandas',
    answers: [
      ['teacher02', 'CSV 乱码一般是 GBK 编码，加 encoding="gbk" 试试；read_excel 需要先 pip install openpyxl。'],
      ['person01', '课程第二章第一节讲了这个问题，还有一个小技巧：用记事本另存为 UTF-8 再读也可以。'],
    ],
  },
  {
    asker: 'learner12',
    title: '做财务的有必要学 Python 吗？',
    content: '每个月对账、做报表要花好几天，同事说学 Python 能省很多时间，但我完全没有编程基础。',
    type: 'g4-4',
    teacher: 'teacher02',
    answers: [
      [
        'teacher02',
        '很有必要。财务的工作大量是规则明确的重复操作，正适合自动化。建议先学 pandas 处理表格，两三周就能把对账脚本写出来，不需要先学完整的编程知识。',
      ],
      ['learner10', '我是行政，学了一个月，现在每周报表十分钟搞定，推荐！'],
      ['learner02', '可以先从《Python 数据分析入门》开始，讲得很慢很细。'],
    ],
  },
  {
    asker: 'learner07',
    title: '随机森林的特征重要性可信吗？',
    content: '用户流失项目里，随机森林给出的最重要特征是用户 ID 的后几位，这明显不合理，是哪里出了问题？',
    type: 'g4-1',
    course: 'ml',
    answers: [
      [
        'teacher02',
        '基于不纯度的特征重要性会偏向取值多的连续特征，用户 ID 这种特征本来就不该进模型，会造成数据泄露。先删掉 ID 类字段，再用 permutation importance 复核一次。',
      ],
    ],
  },
  {
    asker: 'learner11',
    title: '产品经理需要学多少大模型的知识？',
    content: '公司要做 AI 助手功能，我作为产品经理，需要懂到什么程度才能和算法同事顺畅沟通？',
    type: 'g4-3',
    answers: [
      [
        'teacher02',
        '不需要懂模型训练，但要懂三件事：模型能力的边界（会编造）、提示词和 RAG 能解决什么问题、怎么评估效果。做一个小的知识库问答原型，比读十篇文章有用。',
      ],
      ['teacher08', '建议亲手调一调接口，知道 token、上下文长度和成本的关系，排期和报价会准很多。'],
    ],
  },
  {
    asker: 'learner04',
    title: '试用期员工不符合录用条件，可以直接辞退吗？',
    content: '公司新招的一位员工试用期表现不好，部门想在试用期结束前解除，需要支付补偿吗？',
    type: 'g6-3',
    course: 'laborlaw',
    answers: [
      [
        'teacher03',
        '可以解除且不需要支付经济补偿，但前提是：录用条件在入职时已经明确告知并有员工签字，且有证据证明其不符合（例如考核记录）。很多企业败诉就是因为录用条件写得太笼统。',
      ],
      ['teacher07', 'HR 实操上建议试用期设置阶段性目标，每月有书面评估，解除时证据就很充分。'],
    ],
    collectedBy: ['learner04', 'company01'],
  },
  {
    asker: 'company01',
    title: '员工主动离职后，竞业限制补偿不付会怎样？',
    content: '有一位研发离职时签了竞业协议，公司这边忘了按月支付补偿金，现在他去了竞争对手那里。',
    type: 'g6-3',
    teacher: 'teacher03',
    answers: [
      [
        'teacher03',
        '因用人单位原因三个月未支付经济补偿，劳动者可以请求解除竞业限制约定。如果他还没有提出解除，公司可以尽快补足补偿金，再主张其违约，但风险较大，建议先固定他入职竞争对手的证据。',
      ],
    ],
  },
  {
    asker: 'learner05',
    title: '劳动仲裁需要请律师吗？',
    content: '公司拖欠了两个月工资，想申请劳动仲裁，自己准备材料可以吗？',
    type: 'g6-3',
    course: 'contract',
    answers: [
      [
        'teacher03',
        '欠薪这类事实清楚的案子完全可以自己申请：准备劳动合同或工资流水、考勤记录和催要工资的聊天记录，到用工所在地的仲裁委提交申请书即可，不收费。课程第二章有申请书模板。',
      ],
      ['learner04', '我朋友就是自己申请的，一个半月就拿到了裁决书。'],
    ],
  },
  {
    asker: 'learner06',
    title: '零基础学 UI，需要先学手绘吗？',
    content: '看到很多设计师都会画画，我完全不会画，可以学 UI 设计吗？',
    type: 'g5-3',
    teacher: 'teacher04',
    answers: [
      [
        'teacher04',
        '不需要。UI 设计更看重排版、配色和逻辑，手绘只是加分项。建议先临摹十个优秀 App 的页面，练眼力比练手更重要。',
      ],
      ['learner03', '我是前端，也在学 UI，完全不会画画，目前跟得上。'],
    ],
  },
  {
    asker: 'learner06',
    title: '作品集放几个项目合适？',
    content: '准备投 UI 设计的岗位，作品集里放课程里的练习项目可以吗？',
    type: 'g5-3',
    course: 'ui',
    answers: [
      [
        'teacher04',
        '三到四个就够，质量比数量重要。课程练习可以放，但要加上你自己的思考：为什么这样设计、改了哪些地方。最好有一个从需求到交付的完整案例。',
      ],
    ],
    collectedBy: ['learner06'],
  },
  {
    asker: 'learner03',
    title: 'Figma 自动布局和 CSS Flex 是一回事吗？',
    content: '作为前端看 Figma 的自动布局很眼熟，能不能直接对应成 flex 属性？',
    type: 'g5-2',
    course: 'figma',
    answers: [
      ['teacher04', '基本可以对应：方向对应 flex-direction，间距对应 gap，内边距对应 padding，“填充容器”对应 flex: 1。'],
      ['teacher08', '开发模式下 Figma 还能直接给出 CSS，不过嵌套多了需要自己整理一下。'],
    ],
  },
  {
    asker: 'learner08',
    title: '新号小红书笔记没有流量怎么办？',
    content: '发了二十篇笔记，每篇浏览量都只有几十，是被限流了吗？',
    type: 'g5-5',
    course: 'newmedia',
    answers: [
      [
        'teacher05',
        '新号大多不是限流，而是内容没有击中搜索和推荐的关键词。先检查三点：封面是否一眼能看懂、标题里有没有用户会搜的词、正文是否解决了一个具体问题。坚持一个垂直方向再发二十篇看看。',
      ],
      ['learner11', '我之前也是这样，按课程里的标题公式改了以后好多了。'],
    ],
  },
  {
    asker: 'learner08',
    title: '直播间冷启动没人看，话术怎么说？',
    content: '刚开始做服装直播，每场在线只有个位数，感觉自言自语很尴尬。',
    type: 'g5-4',
    teacher: 'teacher05',
    answers: [
      [
        'teacher05',
        '冷启动阶段把每一个进来的人当成朋友：叫出名字、问身高体重帮他搭配。固定开播时间，每场准备一个福利款留人，同时剪直播切片发短视频引流。',
      ],
    ],
  },
  {
    asker: 'learner10',
    title: 'VLOOKUP 返回 #N/A，但明明能找到',
    content: '两张表的工号看起来一模一样，VLOOKUP 就是匹配不上。',
    type: 'g6-5',
    course: 'excel',
    answers: [
      [
        'teacher06',
        '九成是格式问题：一边是文本一边是数字，或者有看不见的空格。用 =ISTEXT() 检查，再用 TRIM 和 VALUE 统一格式。课程第二章第一节讲了排查步骤。',
      ],
      ['learner12', '我也踩过这个坑，从系统导出的工号前面带了一个空格。'],
      ['person01', '用 XLOOKUP 也一样要先统一格式，函数本身不会帮你转。'],
    ],
    collectedBy: ['learner10', 'learner12'],
  },
  {
    asker: 'learner05',
    title: '低压电工证实操考试考哪些项目？',
    content: '报名了下个月的低压电工考试，理论题在刷，实操不知道要准备什么。',
    type: 'g6-4',
    course: 'electric',
    answers: [
      [
        'teacher06',
        '一般是四个科目：安全用具使用、安全操作技术（比如照明线路或电动机控制线路接线）、作业现场安全隐患排除、触电急救（心肺复苏）。接线题一定要多练，注意先验电再操作。',
      ],
    ],
    collectedBy: ['learner05'],
  },
  {
    asker: 'learner05',
    title: '电工证复审需要重新考试吗？',
    content: '特种作业操作证快到三年了，复审需要做什么？',
    type: 'g6-4',
    teacher: 'teacher06',
    answers: [
      [
        'teacher06',
        '三年复审一次，需要参加不少于 8 学时的安全培训并考试合格；连续从事本工种十年以上且无违章记录的，经确认后可延长复审周期。记得提前一个月准备材料。',
      ],
    ],
  },
  {
    asker: 'learner04',
    title: '人力资源管理师三级，技能题怎么答才能拿高分？',
    content: '看了真题，技能题都是案例分析，不知道怎么组织答案。',
    type: 'g6-4',
    course: 'hrcert',
    answers: [
      [
        'teacher07',
        '技能题按“概念 + 步骤 + 结合案例”三段写：先写出对应的知识点，再分条写方法步骤，最后每条结合题目情境说一句。课程附件里有答题模板，背熟框架再练十道题。',
      ],
      ['learner02', '我上个月刚考过，技能题就是按这个思路写的，得分还不错。'],
    ],
  },
  {
    asker: 'hragency01',
    title: '小公司有必要做宽带薪酬吗？',
    content: '我们服务的客户多是五十人以下的企业，老板问要不要做职级和薪酬带宽。',
    type: 'g6-2',
    teacher: 'teacher07',
    answers: [
      [
        'teacher07',
        '五十人以下不必做复杂的体系，但建议至少有三到五个职级和对应的薪酬区间，否则调薪全凭感觉，老员工和新员工倒挂的问题很快就会出现。',
      ],
      ['teacher03', '从合规角度，薪酬制度同样要走民主程序并公示。'],
    ],
  },
  {
    asker: 'learner11',
    title: 'OKR 适合销售团队吗？',
    content: '公司想全员推行 OKR，销售团队觉得没有 KPI 明确，怎么处理？',
    type: 'g6-2',
    course: 'salary',
    answers: [
      ['teacher07', '销售的核心结果指标本来就适合 KPI，可以 KPI 管考核、OKR 管挑战目标，两者并行，OKR 不直接和奖金挂钩。'],
    ],
  },
  {
    asker: 'learner03',
    title: 'Vue 3 里 ref 和 reactive 该怎么选？',
    content: '项目里两种写法混着用，有没有统一的规则？',
    type: 'g2-4',
    course: 'vue',
    answers: [
      [
        'teacher08',
        '团队里建议统一用 ref：它能放任何类型，解构不会丢响应性，模板里也自动解包。reactive 适合一组紧密相关的表单字段。',
      ],
      ['learner09', '官方文档现在也更推荐 ref 作为主要 API。'],
    ],
  },
  {
    asker: 'learner09',
    title: '小程序审核被驳回“功能不完整”怎么办？',
    content: '第一次提交审核就被驳回，说功能不完整，但我的待办功能都能用。',
    type: 'g2-6',
    course: 'miniapp',
    answers: [
      [
        'teacher08',
        '常见原因是审核员需要登录才能看到内容，却没有提供测试账号，或者有页面是空白的。在提交说明里写清使用路径，准备好演示数据，一般第二次就能通过。',
      ],
    ],
  },
  {
    asker: 'person01',
    title: 'TypeScript 的 any 和 unknown 有什么区别？',
    content: '代码评审时同事让我把 any 改成 unknown，改完以后好多地方报错了。',
    type: 'g2-3',
    course: 'typescript',
    answers: [
      [
        'company01',
        'unknown 是类型安全的 any：可以接收任何值，但使用前必须先收窄类型（typeof、instanceof 或类型守卫）。那些报错正是原来潜在的问题，逐个加上判断即可。',
      ],
      ['teacher08', '对接口返回的数据可以用 zod 这类库做运行时校验，校验后就有准确的类型了。'],
    ],
  },
  {
    asker: 'learner02',
    title: '面试数据分析岗，作品集应该准备什么？',
    content: '运营转数据分析，没有相关工作经验，简历上怎么体现能力？',
    type: 'g6-6',
    course: 'interview',
    answers: [
      [
        'person01',
        '准备两个完整的分析项目放在简历里：用公开数据集，从提出问题、清洗数据到给出建议，写成一页报告。运营经验其实是优势，面试时强调你懂业务。',
      ],
      ['teacher02', '可以把运营工作里做过的数据复盘整理成案例，比公开数据集更有说服力。'],
    ],
  },
];

export interface DemoArticle {
  key: string;
  title: string;
  summary: string;
  paragraphs: string[];
  /** article type values (1-3) */
  types: string[];
  cover: { keyword: string; subtitle: string; icon: PictureIcon; hue: number };
}

export const articles: DemoArticle[] = [
  {
    key: 'guide',
    title: '共享培训使用指南：买课、学习与提问',
    summary: '第一次来共享培训？三分钟了解怎么挑课、付款、学习和向讲师提问。',
    paragraphs: [
      '共享培训汇集了来自企业和个人讲师的职业技能课程，覆盖后端开发、数据分析、产品设计、人力资源等方向。',
      '挑课时可以按分类筛选，也可以看课程的评分和学员评价。付款使用晶币，支付前需要设置支付密码；企业也可以用合作密钥为员工统一购买。',
      '购买后在“我的学习”里进入课程，视频、讲义和学习进度都会保存。学完后欢迎给课程打分，帮助其他学员选择。',
      '学习中遇到问题，可以在课程的问答区提问，或者直接向讲师提问；也可以关注喜欢的讲师，或者申请拜师，获得更长期的指导。',
    ],
    types: ['g6-4'],
    cover: { keyword: '使用指南', subtitle: '买课、学习与提问', icon: 'book', hue: 210 },
  },
  {
    key: 'teacher',
    title: '成为讲师：发布第一门课的五个建议',
    summary: '从选题到审核通过，平台审核员总结的课程发布经验。',
    paragraphs: [
      '选题要小而具体。“Excel 高效办公”比“办公软件大全”更容易讲好，也更容易被需要的人找到。',
      '章节按学员的学习路径组织，每节控制在十五分钟以内，并在正文里写清本节要点。',
      '视频之外，附上讲义或练习文件，学员的评价会明显更好。',
      '封面突出课程主题，标题不超过三十个字。',
      '提交后平台会在一个工作日内完成审核，未通过时会写明原因，修改后可以再次提交。',
    ],
    types: ['g6-4'],
    cover: { keyword: '成为讲师', subtitle: '发布第一门课', icon: 'mic', hue: 30 },
  },
  {
    key: 'trend',
    title: '2026 年企业最缺的十项职业技能',
    summary: '根据平台招聘和培训数据，整理出今年需求增长最快的技能方向。',
    paragraphs: [
      '从平台上半年的职位和课程购买数据看，需求增长最快的是大模型应用、数据分析和云原生开发。',
      '非技术岗位中，新媒体运营、薪酬绩效和劳动合规相关的课程购买量同比明显上升。',
      '持证上岗的技能岗位依然稳定，电工、焊工等特种作业人员在制造业园区供不应求。',
      '建议职场人每年至少系统学习一门与本职相关的课程，并在项目中实践。',
    ],
    types: ['g4-3', 'g4-4', 'g6-6'],
    cover: { keyword: '职业技能', subtitle: '2026 趋势', icon: 'chart', hue: 160 },
  },
  {
    key: 'shitu',
    title: '拜师指南：怎样找到适合自己的师父',
    summary: '师徒制是职场成长最快的方式之一，这篇文章告诉你如何发起拜师。',
    paragraphs: [
      '在讲师的个人主页可以看到他的课程、文章和粉丝数。先学一门他的课、在问答区交流几次，再申请拜师，通过率会高很多。',
      '申请拜师时讲师会收到通知，同意后你们的师徒关系会显示在双方的个人中心。',
      '拜师后可以定期向师父汇报学习进展，把问题整理好再提问，尊重对方的时间。',
    ],
    types: ['g6-6'],
    cover: { keyword: '拜师指南', subtitle: '找到你的师父', icon: 'people', hue: 330 },
  },
  {
    key: 'safety',
    title: '特种作业证书全攻略：报名、考试与复审',
    summary: '电工、焊工、高处作业等特种作业操作证的报名条件和考试流程。',
    paragraphs: [
      '特种作业操作证由应急管理部门统一考核发证，全国通用，有效期六年，每三年复审一次。',
      '报名需要年满十八周岁、初中以上学历，并完成规定学时的培训。考试分为理论和实操两部分，都需要八十分以上才算合格。',
      '平台上的电工上岗培训课程按考试大纲编排，附有理论题库，可以边学边练。',
    ],
    types: ['g6-4'],
    cover: { keyword: '特种作业', subtitle: '报名与考试', icon: 'shield', hue: 50 },
  },
  {
    key: 'hr',
    title: 'HR 必读：新员工入职第一周清单',
    summary: '从签合同到融入团队，一份可以直接拿去用的入职清单。',
    paragraphs: [
      '入职当天：签订劳动合同、收集入职材料、开通账号与门禁，并安排一位入职伙伴。',
      '第一周：完成公司制度与安全培训，明确试用期目标并书面确认。',
      '第一个月末：与直属上级进行一次正式面谈，记录反馈。这些书面记录在试用期评估时非常重要。',
    ],
    types: ['g6-1', 'g6-3'],
    cover: { keyword: '入职清单', subtitle: 'HR 必读', icon: 'doc', hue: 190 },
  },
];

/** Who follows whom (follower, followed). */
export const follows: [string, string[]][] = [
  ['learner01', ['teacher01', 'teacher08', 'company01']],
  ['learner02', ['teacher02', 'person01']],
  ['learner03', ['teacher08', 'teacher04', 'company01']],
  ['learner04', ['teacher07', 'teacher03']],
  ['learner05', ['teacher06']],
  ['learner06', ['teacher04', 'teacher05']],
  ['learner07', ['teacher01', 'teacher02', 'teacher08']],
  ['learner08', ['teacher05']],
  ['learner09', ['teacher01', 'teacher08']],
  ['learner10', ['teacher06', 'teacher02']],
  ['learner11', ['teacher05', 'teacher07', 'teacher02']],
  ['learner12', ['teacher02', 'teacher06']],
  ['person01', ['teacher01', 'teacher02', 'teacher06', 'company01']],
  ['company01', ['teacher03', 'teacher07']],
  ['teacher01', ['teacher08']],
  ['teacher02', ['teacher01']],
  ['teacher03', ['teacher07']],
  ['teacher07', ['teacher03']],
  ['teacher08', ['teacher04']],
];

/** Apprenticeship requests (apprentice, master, decision: agreed, refused, or still pending). */
export const apprenticeships: [string, string, 'agreed' | 'refused' | 'pending'][] = [
  ['learner01', 'teacher01', 'agreed'],
  ['learner09', 'teacher01', 'agreed'],
  ['learner07', 'teacher01', 'pending'],
  ['learner02', 'teacher02', 'agreed'],
  ['learner12', 'teacher02', 'agreed'],
  ['learner04', 'teacher07', 'agreed'],
  ['learner05', 'teacher06', 'agreed'],
  ['learner06', 'teacher04', 'agreed'],
  ['learner03', 'teacher04', 'refused'],
  ['learner08', 'teacher05', 'pending'],
  ['person01', 'teacher02', 'agreed'],
];
