import type { RouteObject } from 'react-router';

// The course buyer's pages (spec section 2). Public: the list and the course page. Login required: the
// cart, order payment, review and learning. The personal-centre pages are exported apart; the lead
// places them in the personal-centre layout.

export const publicCourseRoutes: RouteObject[] = [
  { path: 'list', handle: { title: '课程列表' }, lazy: async () => ({ Component: (await import('./pages/CourseListPage.tsx')).CourseListPage }) },
  { path: 'show', handle: { title: '课程详情' }, lazy: async () => ({ Component: (await import('./pages/ShowPage.tsx')).ShowPage }) },
];

export const courseRoutes: RouteObject[] = [
  { path: 'shopping_cart', handle: { title: '购物车' }, lazy: async () => ({ Component: (await import('./pages/CartPage.tsx')).CartPage }) },
  { path: 'shopping_cart/orderpay', handle: { title: '订单支付' }, lazy: async () => ({ Component: (await import('./pages/OrderPayPage.tsx')).OrderPayPage }) },
  { path: 'comments', handle: { title: '评价课程' }, lazy: async () => ({ Component: (await import('./pages/CommentsPage.tsx')).CommentsPage }) },
  { path: 'study', handle: { title: '课程学习' }, lazy: async () => ({ Component: (await import('./pages/StudyPage.tsx')).StudyPage }) },
];

export const personalCentreRoutes: RouteObject[] = [
  { path: 'people_center', handle: { title: '我的学习' }, lazy: async () => ({ Component: (await import('./pages/OrdersPages.tsx')).PeopleCenterPage }) },
  { path: 'sell_order', handle: { title: '卖出订单' }, lazy: async () => ({ Component: (await import('./pages/OrdersPages.tsx')).SellOrderPage }) },
  { path: 'enterprise_keys', handle: { title: '企业合作密钥' }, lazy: async () => ({ Component: (await import('./pages/EnterpriseKeysPage.tsx')).EnterpriseKeysPage }) },
];
