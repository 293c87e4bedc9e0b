// Seed data: course/article type groups (shared training categories) with their child types.

export interface SeedArticleTypeGroup {
  name: string;
  value: string;
  children: { name: string; value: string }[];
}

/** Builds a group whose value is `g<n>` and whose children are `g<n>-1`, `g<n>-2`, … in list order. */
function group(n: number, name: string, children: string[]): SeedArticleTypeGroup {
  const value = `g${n}`;
  return { name, value, children: children.map((c, i) => ({ name: c, value: `${value}-${i + 1}` })) };
}

export const articleTypeGroups: SeedArticleTypeGroup[] = [
  group(1, '后端开发', ['Java', 'Python', 'Go', 'Node.js', 'PHP', 'C/C++', '数据库']),
  group(2, '前端开发', ['HTML/CSS', 'JavaScript', 'TypeScript', 'Vue', 'React', '小程序']),
  group(3, '移动开发', ['Android', 'iOS', 'Flutter', 'HarmonyOS', 'uni-app']),
  group(4, '人工智能与数据', ['机器学习', '深度学习', '大模型应用', '数据分析', '大数据', '计算机视觉']),
  group(5, '产品与设计', ['产品经理', '交互设计', 'UI设计', '平面设计', '用户研究']),
  group(6, '职场与人力资源', ['招聘面试', '薪酬绩效', '劳动法规', '培训发展', '办公技能', '职业规划']),
];
