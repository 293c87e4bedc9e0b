import type { RoleKey } from './recruitment-roles.ts';

// The demo job seekers: who they are (name, school, city) and, per kind of job, what their resumes say.
// Dates are fixed (not today's): the demo reads the same on every start.

export interface Profile {
  skills: string;
  summary: string;
  /** the job title at the seeker's past employers */
  workTitle: string;
  /** past employers, the most recent first */
  employers: string[];
  work: string[];
  project: { name: string; role: string; content: string };
}

export const PROFILES: Partial<Record<RoleKey, Profile>> = {
  java: {
    skills: 'Java、Spring Boot、Spring Cloud、MyBatis、MySQL、Redis、Kafka、Docker、Linux',
    summary: '熟悉电商交易链路，能独立负责模块的设计、开发与上线，重视代码质量与线上稳定性。',
    workTitle: 'Java开发工程师',
    employers: ['杭州蓝鲸网络科技有限公司', '浙江恒生电子股份有限公司'],
    work: ['负责订单中心与库存服务的开发，参与秒杀活动的限流与缓存设计，接口平均响应时间降低40%。', '参与会员系统重构，将单体应用拆分为6个微服务，完成数据迁移。'],
    project: { name: '连锁门店订单中台', role: '后端负责人', content: '基于Spring Cloud Alibaba搭建订单中台，日处理订单30万笔，引入RocketMQ实现最终一致性。' },
  },
  javaSenior: {
    skills: 'Java、Spring Cloud Alibaba、JVM调优、分布式事务、MySQL分库分表、Elasticsearch、Kubernetes、DDD',
    summary: '8年后端经验，带过6人团队，擅长复杂业务建模与高并发系统治理。',
    workTitle: '高级Java工程师',
    employers: ['上海拉扎斯信息科技有限公司', '上海携程商务有限公司'],
    work: ['负责支付结算系统架构，主导分库分表与对账平台建设，支撑日均千万级交易。', '负责酒店库存服务的性能优化，完成JVM调优与缓存治理。'],
    project: { name: '跨境支付清结算平台', role: '技术负责人', content: '设计多币种清结算模型，引入Seata解决分布式事务，系统可用性达到99.99%。' },
  },
  frontend: {
    skills: 'Vue 3、TypeScript、Vite、Element Plus、Pinia、微信小程序、ECharts、Node.js',
    summary: '三年前端经验，关注交互细节与性能，能快速还原设计稿。',
    workTitle: '前端开发工程师',
    employers: ['杭州有赞科技有限公司', '杭州微拍堂文化创意有限公司'],
    work: ['负责商家后台与H5营销页开发，封装表单与表格组件20余个，首屏加载时间缩短一半。', '参与小程序商城开发，完成购物车、下单与支付流程。'],
    project: { name: '商家营销活动搭建平台', role: '前端开发', content: '基于Vue 3与低代码拖拽实现活动页搭建，运营人员可在10分钟内上线一个活动页。' },
  },
  python: {
    skills: 'Python、Django、FastAPI、Celery、PostgreSQL、Redis、Scrapy、pandas、Linux',
    summary: '擅长数据处理与后端接口开发，有较好的工程习惯。',
    workTitle: 'Python开发工程师',
    employers: ['杭州数梦工场科技有限公司'],
    work: ['负责政务数据采集与清洗平台的开发，接入数据源60余个。', '使用FastAPI开发数据服务接口，支撑可视化大屏。'],
    project: { name: '城市运行数据采集平台', role: '后端开发', content: '基于Scrapy与Celery实现分布式采集与调度，每日处理数据800万条。' },
  },
  data: {
    skills: 'SQL、Python（pandas、NumPy）、Excel、Tableau、Power BI、统计学、A/B测试',
    summary: '统计学背景，擅长从数据中发现业务问题，善于用图表讲清结论。',
    workTitle: '数据分析师',
    employers: ['北京字节跳动科技有限公司', '北京美团三快科技有限公司'],
    work: ['负责用户增长分析，搭建留存与转化看板，支持拉新渠道优化。', '设计并评估A/B实验30余个，输出专题分析报告。'],
    project: { name: '外卖用户流失预警分析', role: '分析负责人', content: '构建流失用户特征与预警规则，召回策略使次月留存提升3个百分点。' },
  },
  test: {
    skills: '功能测试、接口测试、Postman、JMeter、Selenium、Pytest、MySQL、Linux',
    summary: '细致认真，熟悉测试流程，能独立搭建接口自动化。',
    workTitle: '软件测试工程师',
    employers: ['杭州海康威视数字技术股份有限公司'],
    work: ['负责视频平台的功能与接口测试，编写用例600余条。', '基于Pytest搭建接口自动化，覆盖核心接口80%。'],
    project: { name: '接口自动化测试框架', role: '测试开发', content: '使用Pytest与Allure搭建自动化框架，接入Jenkins实现每日回归。' },
  },
  pm: {
    skills: 'Axure、墨刀、需求分析、PRD撰写、SQL、Excel、项目管理',
    summary: '5年B端产品经验，懂业务也懂技术，擅长把复杂流程做简单。',
    workTitle: '产品经理',
    employers: ['杭州网易云音乐科技有限公司', '杭州钉钉科技有限公司'],
    work: ['负责企业协同产品的审批模块，版本迭代20余次，企业客户活跃率提升15%。', '负责内部运营后台的规划与设计。'],
    project: { name: '智能审批流引擎', role: '产品负责人', content: '设计可视化审批流配置，支持条件分支与会签，服务企业客户1.2万家。' },
  },
  ui: {
    skills: 'Figma、Photoshop、Illustrator、Sketch、C4D、设计规范、动效设计',
    summary: '注重细节与一致性，有完整的设计规范搭建经验。',
    workTitle: 'UI设计师',
    employers: ['深圳市腾讯计算机系统有限公司外包团队', '深圳市大疆百旺科技有限公司'],
    work: ['负责App与小程序的界面设计，搭建组件库并维护设计规范。', '参与品牌活动视觉与运营海报设计。'],
    project: { name: '智能家居App改版', role: '主设计师', content: '重构信息架构与视觉风格，改版后应用商店评分由3.9升至4.6。' },
  },
  embedded: {
    skills: 'C语言、STM32、ESP32、FreeRTOS、UART/SPI/I2C/CAN、Keil、示波器',
    summary: '电子专业出身，软硬件联调能力强，做过多款量产产品。',
    workTitle: '嵌入式软件工程师',
    employers: ['深圳市汇顶科技股份有限公司', '深圳市拓邦股份有限公司'],
    work: ['负责智能家电主控板固件开发，完成电机控制与低功耗优化。', '编写串口与CAN通信协议，配合生产完成烧录测试工装。'],
    project: { name: '智能门锁主控固件', role: '固件负责人', content: '基于STM32L4与FreeRTOS实现指纹识别与蓝牙开锁，待机功耗降至30微安。' },
  },
  mech: {
    skills: 'AutoCAD、SolidWorks、公差配合、气动元件选型、伺服选型、钣金设计',
    summary: '六年非标自动化设计经验，熟悉锂电行业设备。',
    workTitle: '机械设计工程师',
    employers: ['上海先导智能装备有限公司', '苏州赛腾精密电子股份有限公司'],
    work: ['负责电芯装配线的机构设计，完成整线设计与出图。', '跟进现场调试，解决结构干涉与节拍问题。'],
    project: { name: '方形电芯包膜机', role: '机械负责人', content: '设计包膜与热封机构，设备节拍提升至每分钟24片。' },
  },
  plc: {
    skills: '西门子S7-1200/1500、TIA Portal、三菱PLC、EPLAN、WinCC、变频器调试',
    summary: '熟悉产线电气设计与调试，能独立负责现场。',
    workTitle: '电气工程师',
    employers: ['武汉华中数控股份有限公司'],
    work: ['负责自动化产线电气设计与PLC编程，完成项目8个。', '负责客户现场安装调试与操作培训。'],
    project: { name: '汽车焊装线改造', role: '电气负责人', content: '更换西门子S7-1500控制系统，实现与MES对接，停机时间减少30%。' },
  },
  english: {
    skills: '英语专业八级、TKT教师证、自然拼读、绘本教学、课堂管理',
    summary: '性格开朗，喜欢孩子，实习期间所带班级续费率达到90%。',
    workTitle: '英语助教',
    employers: ['北京瑞思学科英语培训学校'],
    work: ['担任少儿英语助教，协助主讲老师完成课堂教学与课后反馈。'],
    project: { name: '少儿英语绘本阅读课', role: '课程设计', content: '设计10节绘本阅读课，结合游戏与角色扮演，学员课堂参与度明显提高。' },
  },
  accountant: {
    skills: '用友U8、金蝶K3、Excel、总账核算、纳税申报、初级会计职称',
    summary: '做账细致，熟悉一般纳税人全盘账务。',
    workTitle: '会计',
    employers: ['南京苏宁易购集团财务共享中心', '南京中兴财光华会计师事务所'],
    work: ['负责子公司费用报销审核与凭证录入，月末结账与报表编制。', '协助年度审计，整理底稿与会计档案。'],
    project: { name: '财务共享中心费用标准化', role: '核算专员', content: '梳理报销科目与审核标准，单据处理时效提升25%。' },
  },
  risk: {
    skills: 'SQL、Python、SAS、评分卡建模、信贷风控策略、Excel',
    summary: '金融学硕士，熟悉消费信贷风控全流程。',
    workTitle: '风控分析师',
    employers: ['南京银行股份有限公司'],
    work: ['负责个人消费贷的贷前策略分析与监控，优化审批规则。', '参与评分卡模型的开发与上线。'],
    project: { name: '小微企业贷风控规则优化', role: '策略分析', content: '引入税务与发票数据，优化准入规则，逾期率下降1.2个百分点。' },
  },
  warehouse: {
    skills: 'WMS、5S管理、库存盘点、叉车证、Excel、团队管理',
    summary: '八年仓储经验，带过50人团队，熟悉电商大促作业。',
    workTitle: '仓储主管',
    employers: ['武汉京东世纪贸易有限公司', '武汉中百物流配送有限公司'],
    work: ['负责电商仓的收发存管理，双十一单日出库12万单。', '推行5S与定位管理，库存准确率提升至99.8%。'],
    project: { name: '仓库库位优化', role: '负责人', content: '按ABC分类重新规划库位，拣货路径缩短30%。' },
  },
  supply: {
    skills: 'Excel（数据透视表、VLOOKUP）、SAP、需求预测、库存管理、供应商协同',
    summary: '物流管理专业，熟悉快消品计划与补货。',
    workTitle: '计划专员',
    employers: ['上海联合利华有限公司'],
    work: ['负责华东区域的补货计划与库存监控，缺货率降至2%以下。'],
    project: { name: '安全库存模型', role: '计划专员', content: '按品类历史销量建立安全库存模型，库存周转天数减少5天。' },
  },
  nurse: {
    skills: '护士执业证书、基础护理、静脉输液、心肺复苏、护理文书',
    summary: '临床护理三年，工作认真负责，有良好的沟通能力。',
    workTitle: '护士',
    employers: ['南京市鼓楼医院'],
    work: ['在心内科病区从事临床护理，负责患者护理、用药与健康宣教。'],
    project: { name: '老年患者跌倒预防', role: '护理小组成员', content: '参与跌倒风险评估与宣教改进，病区跌倒事件减少。' },
  },
  chef: {
    skills: '川菜热菜、刀工、冷菜、健康证、食品安全管理',
    summary: '十年川菜厨师，擅长家常川菜与宴席菜。',
    workTitle: '热菜厨师',
    employers: ['成都大蓉和餐饮管理有限公司', '成都陈麻婆豆腐有限公司'],
    work: ['负责热菜出品与新菜研发，带领3名学徒。', '参与门店菜品标准化，编写菜谱与出品标准。'],
    project: { name: '宴席菜单研发', role: '主厨', content: '研发12道宴席热菜，门店宴席订单增长一倍。' },
  },
  storeManager: {
    skills: '门店运营、排班管理、陈列、损耗控制、收银系统、团队培训',
    summary: '从店员做到店长，熟悉社区超市运营。',
    workTitle: '店长',
    employers: ['苏州美宜佳便利店有限公司', '苏州永辉超市有限公司'],
    work: ['负责门店日常运营与12名员工管理，年销售额1500万元。', '负责生鲜区损耗控制，损耗率降至3%。'],
    project: { name: '门店会员复购提升', role: '店长', content: '建立社群与会员日活动，会员复购率提升20%。' },
  },
  ecommerce: {
    skills: '天猫运营、直通车、生意参谋、抖音电商、Excel、活动策划',
    summary: '两年天猫店铺运营经验，熟悉大促节奏。',
    workTitle: '电商运营',
    employers: ['苏州波司登电子商务有限公司'],
    work: ['负责天猫店铺日常运营与双十一活动，店铺GMV同比增长35%。'],
    project: { name: '新品上市推广', role: '运营专员', content: '策划新品上市活动与达人合作，首月销量突破2万件。' },
  },
  newMedia: {
    skills: '公众号运营、小红书、抖音、剪映、Photoshop、文案写作',
    summary: '新闻专业，写过多篇10万+文章，对热点敏感。',
    workTitle: '新媒体编辑',
    employers: ['成都博瑞传播股份有限公司'],
    work: ['负责本地生活公众号与小红书内容，粉丝从3万增长到15万。'],
    project: { name: '城市美食探店专栏', role: '主编', content: '策划探店系列内容30期，单篇最高阅读量28万。' },
  },
  hr: {
    skills: '招聘、员工关系、社保公积金、劳动法、Excel、北森系统',
    summary: '人力资源管理专业，熟悉招聘与人事全流程。',
    workTitle: '人事专员',
    employers: ['上海外服人力资源服务有限公司'],
    work: ['负责技术岗招聘，年入职80余人；办理入离职与社保手续。'],
    project: { name: '校园招聘', role: '项目执行', content: '组织20所高校宣讲与笔面试，录用应届生45人。' },
  },
  civil: {
    skills: 'AutoCAD、广联达、二级建造师、施工组织设计、质量安全管理',
    summary: '现场技术管理六年，参与过多个住宅与学校项目。',
    workTitle: '土建工程师',
    employers: ['中建一局集团建设发展有限公司'],
    work: ['负责住宅项目主体结构施工技术管理，组织技术交底与质量验收。'],
    project: { name: '朝阳区某中学新建工程', role: '技术负责人', content: '建筑面积4.5万平方米，获北京市结构长城杯。' },
  },
  autoTest: {
    skills: 'CANoe、CANalyzer、CAPL、UDS诊断、HIL测试、ISO 26262',
    summary: '汽车电子测试五年，熟悉整车厂联调流程。',
    workTitle: '测试工程师',
    employers: ['联合汽车电子有限公司'],
    work: ['负责BMS控制器的功能与HIL测试，编写CAPL脚本与测试报告。'],
    project: { name: 'BMS控制器HIL测试', role: '测试负责人', content: '搭建dSPACE HIL测试环境，自动化用例覆盖率达到85%。' },
  },
};

export interface DemoSeeker {
  /** account name: seekerNN public, zseekNN zone members */
  user: string;
  zone?: 'HZGX01' | 'SZQH02';
  name: string;
  gender: 1 | 2;
  birthYear: number;
  city: string;
  role: RoleKey;
  school: string;
  major: string;
  /** 大专 / 本科 / 硕士 */
  degree: '大专' | '本科' | '硕士';
}

export const SEEKERS: DemoSeeker[] = [
  { user: 'seeker01', name: '王浩然', gender: 1, birthYear: 1996, city: '杭州市', role: 'java', school: '浙江工业大学', major: '计算机科学与技术', degree: '本科' },
  { user: 'seeker02', name: '李思琪', gender: 2, birthYear: 1998, city: '杭州市', role: 'frontend', school: '杭州电子科技大学', major: '软件工程', degree: '本科' },
  { user: 'seeker03', name: '陈子轩', gender: 1, birthYear: 1991, city: '上海市', role: 'javaSenior', school: '同济大学', major: '软件工程', degree: '硕士' },
  { user: 'seeker04', name: '刘雨欣', gender: 2, birthYear: 1997, city: '北京市', role: 'data', school: '北京邮电大学', major: '统计学', degree: '硕士' },
  { user: 'seeker05', name: '张明轩', gender: 1, birthYear: 1997, city: '杭州市', role: 'test', school: '浙江科技学院', major: '电子信息工程', degree: '本科' },
  { user: 'seeker06', name: '赵梓涵', gender: 2, birthYear: 1994, city: '杭州市', role: 'pm', school: '浙江大学', major: '信息管理与信息系统', degree: '本科' },
  { user: 'seeker07', name: '孙嘉豪', gender: 1, birthYear: 1993, city: '上海市', role: 'mech', school: '上海理工大学', major: '机械设计制造及其自动化', degree: '本科' },
  { user: 'seeker08', name: '周欣怡', gender: 2, birthYear: 2003, city: '北京市', role: 'english', school: '北京外国语大学', major: '英语', degree: '本科' },
  { user: 'seeker09', name: '吴俊杰', gender: 1, birthYear: 1995, city: '深圳市', role: 'embedded', school: '深圳大学', major: '电子科学与技术', degree: '本科' },
  { user: 'seeker10', name: '郑雅婷', gender: 2, birthYear: 1997, city: '南京市', role: 'accountant', school: '南京审计大学', major: '会计学', degree: '本科' },
  { user: 'seeker11', name: '冯宇航', gender: 1, birthYear: 1992, city: '武汉市', role: 'warehouse', school: '武汉职业技术学院', major: '物流管理', degree: '大专' },
  { user: 'seeker12', name: '何静怡', gender: 2, birthYear: 1999, city: '南京市', role: 'nurse', school: '南京中医药大学', major: '护理学', degree: '大专' },
  { user: 'seeker13', name: '黄子豪', gender: 1, birthYear: 1992, city: '成都市', role: 'chef', school: '四川旅游学院', major: '烹饪工艺与营养', degree: '大专' },
  { user: 'seeker14', name: '林诗涵', gender: 2, birthYear: 1999, city: '苏州市', role: 'ecommerce', school: '苏州大学', major: '市场营销', degree: '本科' },
  { user: 'seeker15', name: '马俊熙', gender: 1, birthYear: 1994, city: '北京市', role: 'civil', school: '北京建筑大学', major: '土木工程', degree: '本科' },
  { user: 'seeker16', name: '高欣然', gender: 2, birthYear: 1997, city: '成都市', role: 'newMedia', school: '四川大学', major: '新闻学', degree: '本科' },
  { user: 'seeker17', name: '罗志强', gender: 1, birthYear: 1990, city: '苏州市', role: 'storeManager', school: '苏州经贸职业技术学院', major: '连锁经营管理', degree: '大专' },
  { user: 'seeker18', name: '梁晓雯', gender: 2, birthYear: 1997, city: '上海市', role: 'hr', school: '上海大学', major: '人力资源管理', degree: '本科' },
  { user: 'seeker19', name: '宋博文', gender: 1, birthYear: 1996, city: '杭州市', role: 'python', school: '杭州电子科技大学', major: '计算机科学与技术', degree: '本科' },
  { user: 'seeker20', name: '唐雨桐', gender: 2, birthYear: 1996, city: '深圳市', role: 'ui', school: '深圳大学', major: '视觉传达设计', degree: '本科' },
  { user: 'seeker21', name: '韩子墨', gender: 1, birthYear: 1997, city: '武汉市', role: 'plc', school: '武汉理工大学', major: '电气工程及其自动化', degree: '本科' },
  { user: 'seeker22', name: '曹佳怡', gender: 2, birthYear: 1996, city: '南京市', role: 'risk', school: '南京大学', major: '金融学', degree: '硕士' },
  { user: 'seeker23', name: '许文博', gender: 1, birthYear: 1993, city: '苏州市', role: 'autoTest', school: '苏州科技大学', major: '车辆工程', degree: '本科' },
  { user: 'seeker24', name: '邓梦琪', gender: 2, birthYear: 1999, city: '上海市', role: 'supply', school: '上海海事大学', major: '物流管理', degree: '本科' },
  { user: 'seeker25', name: '谢宇轩', gender: 1, birthYear: 1998, city: '杭州市', role: 'java', school: '杭州师范大学', major: '软件工程', degree: '本科' },
  { user: 'seeker26', name: '潘雨涵', gender: 2, birthYear: 1995, city: '杭州市', role: 'data', school: '浙江财经大学', major: '经济统计学', degree: '本科' },
  // 杭州高新人才港 (HZGX01) members
  { user: 'zseek01', zone: 'HZGX01', name: '蒋浩宇', gender: 1, birthYear: 1995, city: '杭州市', role: 'java', school: '浙江工商大学', major: '计算机科学与技术', degree: '本科' },
  { user: 'zseek02', zone: 'HZGX01', name: '沈佳琪', gender: 2, birthYear: 1998, city: '杭州市', role: 'test', school: '中国计量大学', major: '电子信息工程', degree: '本科' },
  { user: 'zseek03', zone: 'HZGX01', name: '彭宇轩', gender: 1, birthYear: 1994, city: '杭州市', role: 'embedded', school: '杭州电子科技大学', major: '微电子科学与工程', degree: '本科' },
  { user: 'zseek04', zone: 'HZGX01', name: '钟可欣', gender: 2, birthYear: 1997, city: '杭州市', role: 'data', school: '浙江财经大学', major: '统计学', degree: '本科' },
  // 深圳前海服务中心 (SZQH02) members
  { user: 'zseek05', zone: 'SZQH02', name: '袁子昂', gender: 1, birthYear: 1996, city: '深圳市', role: 'java', school: '华南理工大学', major: '软件工程', degree: '本科' },
  { user: 'zseek06', zone: 'SZQH02', name: '叶诗雨', gender: 2, birthYear: 1998, city: '深圳市', role: 'ecommerce', school: '深圳大学', major: '国际经济与贸易', degree: '本科' },
  { user: 'zseek07', zone: 'SZQH02', name: '魏家乐', gender: 1, birthYear: 1993, city: '深圳市', role: 'risk', school: '暨南大学', major: '金融学', degree: '硕士' },
  { user: 'zseek08', zone: 'SZQH02', name: '戴雨萱', gender: 2, birthYear: 1999, city: '深圳市', role: 'hr', school: '深圳大学', major: '人力资源管理', degree: '本科' },
];

/** person01 (张伟), the base seed's individual: a complete resume a visitor logging in as him finds. */
export const PERSON01: DemoSeeker = {
  user: 'person01',
  name: '张伟',
  gender: 1,
  birthYear: 1993,
  city: '杭州市',
  role: 'java',
  school: '浙江大学',
  major: '计算机科学与技术',
  degree: '本科',
};
