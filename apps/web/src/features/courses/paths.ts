// Link builders of the course buyer pages (spec section 2 routes).
export const coursePaths = {
  list: () => '/list',
  show: (id: number, authorid?: number) => `/show?id=${id}${authorid ? `&authorid=${authorid}` : ''}`,
  cart: () => '/shopping_cart',
  orderPay: (id: number | string, listId: string) => `/shopping_cart/orderpay?id=${id}&listId=${encodeURIComponent(listId)}`,
  peopleCenter: (tab?: 'unpaid' | 'paid') => (tab ? `/people_center?tab=${tab}` : '/people_center'),
  sellOrder: () => '/sell_order',
  comments: (orderId: number, id: number) => `/comments?orderId=${orderId}&id=${id}`,
  study: (id: number) => `/study?id=${id}`,
  keys: () => '/enterprise_keys',
} as const;
