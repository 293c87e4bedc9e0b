// UI labels of the training community's pages (spec messages, empty states of the spec and refusals, come from COMMUNITY_MSG).
export const CL = {
  focus: { title: '关注与粉丝', theirFollows: 'TA的关注', theirFans: 'TA的粉丝', noFollows: '暂无关注', noFans: '暂无粉丝' },
  followedAt: { follows: '关注于', fans: '关注您于' },
  questionsToThem: '向TA的提问',
  askThem: '向TA提问',
  courseQa: { title: '课程问答', ask: '就该课程提问' },
  square: { title: '问答广场', search: '搜索问题', searchPlaceholder: '搜索问题标题', ask: '我要提问' },
  articles: { title: '平台文章', none: '暂无文章', reads: (n: number) => `阅读 ${n}` },
  teachers: { title: '讲师列表', search: '搜索讲师', searchPlaceholder: '搜索讲师昵称', none: '暂无讲师' },
} as const;
