import { Navigate, type RouteObject } from 'react-router';
import { queryClient } from '../../api/query-client.ts';
import { lazyPage, pageRoute } from '../../lib/page-route.ts';
import { NAV } from '../../locale/nav.ts';
import { coursePaths } from './paths.ts';

// One import() per page module: each one is compiled into the entry with its own preload list.
const loadCartStepPage = () => import('./pages/CartStepPage.tsx');
const T = NAV.courses;

// The course buyer's pages (spec section 2). Public: the list and the course page. Login required: the
// cart, order payment, review and learning. The personal-centre pages are exported apart; the lead
// places them in the personal-centre layout.

export const publicCourseRoutes: RouteObject[] = [
  // light: no antd on arrival (the same course browser as /training's first load)
  pageRoute('list', { title: T.list, light: true }, () => import('./pages/CourseListPage.tsx'), 'CourseListPage'),
  {
    path: 'show',
    // light: a course's page loads no antd on arrival (what opens on a click brings it: messages, the pay page)
    handle: { title: T.show, light: true },
    // The course is asked for beside the page's code, not after that code has loaded and rendered: its cover
    // is the page's largest element (LCP). Nothing is awaited, so the navigation does not wait for the data.
    loader: ({ request }) => {
      const id = Number(new URL(request.url).searchParams.get('id')) || 0;
      if (id > 0) void import('./api.ts').then(({ courseQuery }) => queryClient.prefetchQuery(courseQuery(id)));
      return null;
    },
    lazy: lazyPage(() => import('./pages/ShowPage.tsx'), 'ShowPage'),
  },
];

export const courseRoutes: RouteObject[] = [
  pageRoute('shopping_cart', T.shopping_cart, () => import('./pages/CartPage.tsx'), 'CartPage'),
  pageRoute('shopping_cart/orderpay', T.orderpay, () => import('./pages/OrderPayPage.tsx'), 'OrderPayPage'),
  // spec /shopping_cart/step1 … step4, the legacy checkout steps: the cart, then the pay page (confirm
  // and settle are one page and its dialog now), then the paid orders.
  { path: 'shopping_cart/step1', Component: () => <Navigate to={coursePaths.cart()} replace /> },
  pageRoute('shopping_cart/step2', T.orderpay, loadCartStepPage, 'UnpaidOrderRedirect'),
  pageRoute('shopping_cart/step3', T.orderpay, loadCartStepPage, 'UnpaidOrderRedirect'),
  { path: 'shopping_cart/step4', Component: () => <Navigate to={coursePaths.peopleCenter('paid')} replace /> },
  pageRoute('comments', T.comments, () => import('./pages/CommentsPage.tsx'), 'CommentsPage'),
  pageRoute('study', T.study, () => import('./pages/StudyPage.tsx'), 'StudyPage'),
];

export const personalCentreRoutes: RouteObject[] = [
  pageRoute('people_center', T.people_center, () => import('./pages/PeopleCenterPage.tsx'), 'PeopleCenterPage'),
  pageRoute('sell_order', T.sell_order, () => import('./pages/SellOrderPage.tsx'), 'SellOrderPage'),
  pageRoute('enterprise_keys', T.enterprise_keys, () => import('./pages/EnterpriseKeysPage.tsx'), 'EnterpriseKeysPage'),
];
