// The light controls' own words (components/light: antd's look in plain markup). Apart from the shell's
// labels, so a page drawing a light input or pager loads only these few.

export const LIGHT = {
  clear: '清除',
  search: '搜索',
  pagination: { nav: '分页', prev: '上一页', next: '下一页' },
  password: { hide: '隐藏密码', show: '显示密码' },
} as const;
