import { Navigate, type RouteObject } from 'react-router';
import { queryClient } from '../../api/query-client.ts';
import type { RouteHandle } from '../../lib/route-handle.ts';
import { coursePaths } from './paths.ts';

// One import() per page module: each one is compiled into the entry with its own preload list.
const loadCartStepPage = () => import('./pages/CartStepPage.tsx');

// The course buyer's pages (spec section 2). Public: the list and the course page. Login required: the
// cart, order payment, review and learning. The personal-centre pages are exported apart; the lead
// places them in the personal-centre layout.

export const publicCourseRoutes: RouteObject[] = [
  {
    path: 'list',
    // light: no antd on arrival (the same course browser as /training's first load)
    handle: { title: '课程列表', light: true } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./pages/CourseListPage.tsx')).CourseListPage }),
  },
  {
    path: 'show',
    // light: a course's page loads no antd on arrival (what opens on a click brings it: messages, the pay page)
    handle: { title: '课程详情', light: true } satisfies RouteHandle,
    // The course is asked for beside the page's code, not after that code has loaded and rendered: its cover
    // is the page's largest element (LCP). Nothing is awaited, so the navigation does not wait for the data.
    loader: ({ request }) => {
      const id = Number(new URL(request.url).searchParams.get('id')) || 0;
      if (id > 0) void import('./api.ts').then(({ courseQuery }) => queryClient.prefetchQuery(courseQuery(id)));
      return null;
    },
    lazy: async () => ({ Component: (await import('./pages/ShowPage.tsx')).ShowPage }),
  },
];

export const courseRoutes: RouteObject[] = [
  {
    path: 'shopping_cart',
    handle: { title: '购物车' },
    lazy: async () => ({ Component: (await import('./pages/CartPage.tsx')).CartPage }),
  },
  {
    path: 'shopping_cart/orderpay',
    handle: { title: '订单支付' },
    lazy: async () => ({ Component: (await import('./pages/OrderPayPage.tsx')).OrderPayPage }),
  },
  // spec /shopping_cart/step1 … step4, the legacy checkout steps: the cart, then the pay page (confirm
  // and settle are one page and its dialog now), then the paid orders.
  { path: 'shopping_cart/step1', Component: () => <Navigate to={coursePaths.cart()} replace /> },
  {
    path: 'shopping_cart/step2',
    handle: { title: '订单支付' },
    lazy: async () => ({ Component: (await loadCartStepPage()).UnpaidOrderRedirect }),
  },
  {
    path: 'shopping_cart/step3',
    handle: { title: '订单支付' },
    lazy: async () => ({ Component: (await loadCartStepPage()).UnpaidOrderRedirect }),
  },
  { path: 'shopping_cart/step4', Component: () => <Navigate to={coursePaths.peopleCenter('paid')} replace /> },
  {
    path: 'comments',
    handle: { title: '评价课程' },
    lazy: async () => ({ Component: (await import('./pages/CommentsPage.tsx')).CommentsPage }),
  },
  { path: 'study', handle: { title: '课程学习' }, lazy: async () => ({ Component: (await import('./pages/StudyPage.tsx')).StudyPage }) },
];

export const personalCentreRoutes: RouteObject[] = [
  {
    path: 'people_center',
    handle: { title: '我的学习' },
    lazy: async () => ({ Component: (await import('./pages/PeopleCenterPage.tsx')).PeopleCenterPage }),
  },
  {
    path: 'sell_order',
    handle: { title: '卖出订单' },
    lazy: async () => ({ Component: (await import('./pages/SellOrderPage.tsx')).SellOrderPage }),
  },
  {
    path: 'enterprise_keys',
    handle: { title: '企业合作密钥' },
    lazy: async () => ({ Component: (await import('./pages/EnterpriseKeysPage.tsx')).EnterpriseKeysPage }),
  },
];
