// The personal centre layout's words: here, not in the shell's labels, because only this lazily loaded
// layout shows them (the first load's budget).

export const CENTRE = {
  menu: '个人中心菜单',
} as const;
