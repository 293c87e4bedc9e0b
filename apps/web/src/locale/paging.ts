// The pager's own words, apart from the back office's labels: the light pages' lists page too, and must
// not load the staff screens' strings for it.

export const PAGING = {
  total: (n: number) => `共 ${n} 条`,
} as const;
