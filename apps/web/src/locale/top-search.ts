// The top search bar's words (app/layouts/TopSearchBar): its categories with their publish buttons, and
// the search box. Apart from the shell's labels: the bar loads by itself, on the pages that show it.

export const TOP_SEARCH = {
  categories: {
    employment: { label: '短期用工', publish: '发布需求' },
    training: { label: '共享培训', publish: '发布课程' },
    recruitment: { label: '求职招聘', publish: '发布职位' },
    personnel: { label: '人事代理', publish: '代理需求' },
  },
  category: '搜索分类',
  placeholder: '请输入关键词',
  keyword: '搜索关键词',
  search: '搜索',
} as const;
