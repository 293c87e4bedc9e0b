// Seed data: dictionaries (学历, 工作经验, 项目类型 … 积分规则) with their detail entries.

export interface SeedDictionary {
  number: string;
  name: string;
  details: { name: string; value: string; varchar1?: string }[];
}

/** Builds details whose value is a stable sequential code '1', '2', … in list order. */
function seq(names: string[]): SeedDictionary['details'] {
  return names.map((name, i) => ({ name, value: String(i + 1) }));
}

/** Builds an integral-rule detail whose value has the form `label=term,months`. */
function rule(label: string, term: string, months: number): { name: string; value: string } {
  return { name: label, value: `${label}=${term},${months}` };
}

export const dictionaries: SeedDictionary[] = [
  {
    number: 'xl',
    name: '学历',
    details: seq(['不限', '初中及以下', '高中/中专', '大专', '本科', '硕士', '博士']),
  },
  {
    number: 'gzjy',
    name: '工作经验',
    details: seq(['不限', '应届生', '1年以下', '1-3年', '3-5年', '5-10年', '10年以上']),
  },
  {
    number: 'xmlx',
    name: '项目类型',
    details: seq([
      '软件开发',
      '网站建设',
      '小程序开发',
      'APP开发',
      'UI设计',
      '平面设计',
      '软件测试',
      '运维部署',
      '数据分析',
      '人工智能',
      '技术咨询',
      '文案策划',
      '其他',
    ]),
  },
  {
    number: 'jsfs',
    name: '结算方式',
    details: seq(['按天', '按周', '按月', '按项目', '按小时']),
  },
  {
    number: 'xzfw',
    name: '薪资范围',
    details: seq(['3K以下', '3-5K', '5-10K', '10-15K', '15-20K', '20-30K', '30-50K', '50K以上', '面议']),
  },
  {
    number: 'gwfl',
    name: '岗位福利',
    details: seq([
      '五险一金',
      '补充医疗保险',
      '带薪年假',
      '餐补',
      '交通补助',
      '通讯补贴',
      '住房补贴',
      '弹性工作',
      '双休',
      '年终奖',
      '绩效奖金',
      '定期体检',
      '股票期权',
      '员工旅游',
      '节日福利',
      '免费班车',
      '包吃包住',
      '专业培训',
    ]),
  },
  {
    number: 'gsgm',
    name: '公司规模',
    details: seq(['0-20人', '20-99人', '100-499人', '500-999人', '1000-9999人', '10000人以上']),
  },
  {
    number: 'gsxz',
    name: '公司性质',
    details: seq(['民营', '国企', '外企', '合资', '上市公司', '事业单位', '政府机关', '非营利组织']),
  },
  {
    number: 'gzxz',
    name: '工作性质',
    details: seq(['全职', '兼职', '实习']),
  },
  {
    number: 'cshy',
    name: '从事行业',
    details: seq([
      '互联网/IT',
      '电子/通信/半导体',
      '金融',
      '教育培训',
      '制造业',
      '医疗健康',
      '房地产/建筑',
      '电子商务',
      '物流运输',
      '文化传媒',
      '专业服务',
      '能源/环保',
      '汽车',
      '消费零售',
      '农林牧渔',
      '政府/公共事业',
      '其他',
    ]),
  },
  {
    number: 'rzjd',
    name: '融资阶段',
    details: seq(['未融资', '天使轮', 'A轮', 'B轮', 'C轮', 'D轮及以上', '已上市', '不需要融资']),
  },
  {
    number: 'cszy',
    name: '从事职业',
    details: seq([
      'Java开发',
      '前端开发',
      'Python开发',
      'Go开发',
      'C/C++开发',
      'PHP开发',
      '.NET开发',
      'Node.js开发',
      'Android开发',
      'iOS开发',
      '小程序开发',
      '算法工程师',
      '大数据开发',
      '数据分析师',
      '测试工程师',
      '运维工程师',
      '网络安全工程师',
      '嵌入式开发',
      '产品经理',
      '项目经理',
      'UI设计师',
      '平面设计师',
      '新媒体运营',
      '人力资源',
      '财务会计',
      '销售',
      '市场营销',
      '行政',
      '法务',
      '客服',
    ]),
  },
  {
    number: 'gwhf',
    name: '岗位划分',
    details: seq(['技术', '产品', '设计', '运营', '市场', '销售', '职能', '金融', '教育', '医疗', '生产制造', '其他']),
  },
  {
    number: 'integralRule',
    name: '积分规则',
    details: [
      rule('课程消费', '每消费1晶币获得1积分（小数部分不计）', 12),
      rule('获取时机', '课程订单支付成功后发放积分，未支付或已取消订单不计积分', 12),
      rule('优惠抵扣', '使用优惠、折扣抵扣的部分不获得积分，仅按实付晶币计算', 12),
      rule('积分取整', '积分均为整数，小数部分直接舍去，不四舍五入', 12),
      rule('有效期限', '积分可累计，自获得之日起12个月内有效，逾期自动失效', 12),
    ],
  },
];
