import type { DemoAccount } from '../context.ts';

// Short-term hire's demo accounts: demand publishers (companies and individuals), workers, and the two
// private zones' publishers and workers. Phones 1392xxxxxxx; names boss/worker/zboss/zwork.

export interface EmploymentAccount extends DemoAccount {
  /** the avatar in assets/ (pictures/employment.ts) */
  avatar: string;
  /** the profile's signature line */
  sign: string;
}

const company = (
  n: string,
  nickName: string,
  name: string,
  industry: string,
  size: string,
  address: string,
  intro: string,
  sign: string,
): EmploymentAccount => ({
  name: `boss${n}`,
  nickName,
  phone: `139200000${n}`,
  auth: 2,
  company: { name, industry, size, address, intro },
  avatar: `employment-avatar-boss${n}.png`,
  sign,
});

const person = (prefix: string, n: string, phone: string, realName: string, sign: string, exclusiveCode?: string): EmploymentAccount => ({
  name: `${prefix}${n}`,
  nickName: realName,
  realName,
  phone,
  auth: 1,
  ...(exclusiveCode ? { exclusiveCode } : {}),
  avatar: `employment-avatar-${prefix}${n}.png`,
  sign,
});

export const publishers: EmploymentAccount[] = [
  company(
    '01',
    '云帆数字',
    '云帆数字科技有限公司',
    '互联网/IT',
    '100-499人',
    '杭州市西湖区文三路 478 号华星时代广场 A 座',
    '为零售与连锁品牌做小程序、会员系统和数据中台，服务客户 300 余家。',
    '项目按周验收，结算准时',
  ),
  company(
    '02',
    '蓝鲸传媒',
    '蓝鲸文化传媒有限公司',
    '文化传媒',
    '20-99人',
    '上海市徐汇区漕溪北路 398 号汇智大厦 12 楼',
    '品牌内容与新媒体运营服务商，擅长短视频、活动策划和视觉设计。',
    '好创意值得好报酬',
  ),
  company(
    '03',
    '鼎盛会展',
    '鼎盛会展服务有限公司',
    '会展服务',
    '100-499人',
    '广州市海珠区阅江中路 380 号琶洲会展中心旁',
    '承办展会搭建、会务执行和路演活动，年执行大型活动 80 余场。',
    '活动旺季常年招现场执行',
  ),
  company(
    '04',
    '速达供应链',
    '速达供应链管理有限公司',
    '物流/仓储',
    '500-999人',
    '成都市双流区物联大道 88 号速达物流园',
    '西南地区仓配一体服务商，自营仓库 12 万平方米。',
    '大促期间需要大量临时人手',
  ),
  company(
    '05',
    '北辰软件',
    '北辰软件技术有限公司',
    '互联网/IT',
    '100-499人',
    '北京市海淀区上地十街 10 号辉煌国际 5 号楼',
    '企业级 SaaS 与政企信息化系统开发，研发团队 200 人。',
    '技术外包长期合作',
  ),
  person('boss', '06', '13920000006', '陈思远', '连续创业者，在做一款宠物社区 App'),
  person('boss', '07', '13920000007', '刘婉清', '独立摄影工作室主理人'),
  person('boss', '08', '13920000008', '王建国', '两家社区餐馆的老板'),
];

export const workers: EmploymentAccount[] = [
  person('worker', '01', '13920100001', '李明轩', 'Java 后端 6 年，Spring Cloud、MySQL 调优'),
  person('worker', '02', '13920100002', '王雨桐', 'UI/UX 设计，擅长小程序和 B 端界面'),
  person('worker', '03', '13920100003', '赵子豪', '前端开发，Vue3 / React / uni-app'),
  person('worker', '04', '13920100004', '孙晓雯', '平面设计，海报、包装、品牌 VI'),
  person('worker', '05', '13920100005', '周浩然', '商业摄影与短视频拍摄剪辑'),
  person('worker', '06', '13920100006', '吴佳琪', '活动执行与文案策划，做过 50+ 场路演'),
  person('worker', '07', '13920100007', '郑凯', '仓储物流 5 年，叉车证，能吃苦'),
  person('worker', '08', '13920100008', '冯思琪', '数据分析，Python、SQL、Power BI'),
  person('worker', '09', '13920100009', '陈志强', '软件测试，自动化测试与性能测试'),
  person('worker', '10', '13920100010', '杨梦瑶', '新媒体运营，小红书、抖音账号从 0 到 1'),
  person('worker', '11', '13920100011', '黄俊杰', '运维工程师，K8s、CI/CD、云上迁移'),
  person('worker', '12', '13920100012', '何丽娜', '英语专八，商务翻译与跨境客服'),
];

export const zonePublishers: EmploymentAccount[] = [
  {
    name: 'zboss01',
    nickName: '智谷信息',
    phone: '13920200001',
    auth: 2,
    exclusiveCode: 'HZGX01',
    company: {
      name: '杭州智谷信息技术有限公司',
      industry: '互联网/IT',
      size: '20-99人',
      address: '杭州市滨江区江南大道 3850 号创新大厦',
      intro: '高新园区入驻企业，做工业物联网平台。',
    },
    avatar: 'employment-avatar-zboss01.png',
    sign: '园区内项目优先对接园区人才',
  },
  {
    name: 'zboss02',
    nickName: '前海跨境',
    phone: '13920200002',
    auth: 2,
    exclusiveCode: 'SZQH02',
    company: {
      name: '深圳前海跨境电商服务有限公司',
      industry: '电子商务',
      size: '100-499人',
      address: '深圳市南山区前海深港合作区前湾一路 1 号',
      intro: '为跨境卖家提供选品、店铺运营和海外仓服务。',
    },
    avatar: 'employment-avatar-zboss02.png',
    sign: '跨境旺季长期招人',
  },
];

export const zoneWorkers: EmploymentAccount[] = [
  person('zwork', '01', '13920200011', '沈嘉怡', '园区人才港认证 UI 设计师', 'HZGX01'),
  person('zwork', '02', '13920200012', '许文博', '嵌入式与物联网开发', 'HZGX01'),
  person('zwork', '03', '13920200013', '林晓峰', '亚马逊店铺运营 4 年', 'SZQH02'),
  person('zwork', '04', '13920200014', '邓雅琴', '跨境电商客服与英语翻译', 'SZQH02'),
];
