import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../lib/route-handle.ts';

// The short-term hire pages (spec §2 Employment group). Public: the list and a demand's page. Login
// required: publishing, the printable payment notice, and the personal-centre pages (menu group 30), which
// the router places in the personal-centre layout. The certification pages below /employment are their own
// area's (features/certification).

const orders = () => import('./pages/OrderDetailsPage.tsx');
const demand = async () => ({ Component: (await import('./pages/DemandPage.tsx')).DemandPage });

export const publicEmploymentRoutes: RouteObject[] = [
  {
    path: 'employment',
    // light: no antd on its first load (a first page from the home page and the search bar); 为你推荐 brings antd with its tab
    handle: { title: '短期用工', light: true } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./pages/EmploymentListPage.tsx')).EmploymentListPage }),
  },
  // light too: a demand's page is opened from the list, the home page and searches
  { path: 'employment/outer_demand', handle: { title: '需求详情', light: true } satisfies RouteHandle, lazy: demand },
  { path: 'employment/demand', handle: { title: '需求详情', light: true } satisfies RouteHandle, lazy: demand },
];

export const employmentRoutes: RouteObject[] = [
  {
    path: 'employment/free_need',
    handle: { title: '发布需求' },
    lazy: async () => ({ Component: (await import('./pages/FreeNeedPage.tsx')).FreeNeedPage }),
  },
  {
    path: 'employment/company_info',
    handle: { title: '企业主页' },
    lazy: async () => ({ Component: (await import('./pages/CompanyInfoPage.tsx')).CompanyInfoPage }),
  },
  {
    path: 'employment/company_position_details',
    handle: { title: '岗位详情' },
    lazy: async () => ({ Component: (await import('./pages/CompanyPositionDetailsPage.tsx')).CompanyPositionDetailsPage }),
  },
  {
    path: 'employment/agreement',
    handle: { title: '付款须知' },
    lazy: async () => ({ Component: (await import('./pages/AgreementPage.tsx')).AgreementPage }),
  },
];

export const employmentCentreRoutes: RouteObject[] = [
  {
    path: 'employment/my_deal',
    handle: { title: '我的需求' },
    lazy: async () => ({ Component: (await import('./pages/MyDealPage.tsx')).MyDealPage }),
  },
  {
    path: 'employment/my_send',
    handle: { title: '我的报名' },
    lazy: async () => ({ Component: (await import('./pages/MySendPage.tsx')).MySendPage }),
  },
  {
    path: 'employment/my_work',
    handle: { title: '我的办公' },
    lazy: async () => ({ Component: (await import('./pages/MyWorkPage.tsx')).MyWorkPage }),
  },
  {
    path: 'employment/my_outercollect',
    handle: { title: '我的收藏' },
    lazy: async () => ({ Component: (await import('./pages/MyOutercollectPage.tsx')).MyOutercollectPage }),
  },
  {
    path: 'employment/footprint',
    handle: { title: '我的足迹' },
    lazy: async () => ({ Component: (await import('./pages/FootprintPage.tsx')).FootprintPage }),
  },
  {
    path: 'employment/personel_information',
    handle: { title: '付款审核' },
    lazy: async () => ({ Component: (await import('./pages/PersonelInformationPage.tsx')).PersonelInformationPage }),
  },
  { path: 'employment/order_details', handle: { title: '订单详情' }, lazy: async () => ({ Component: (await orders()).OrderDetailsPage }) },
  {
    path: 'employment/my_order_details',
    handle: { title: '订单详情' },
    lazy: async () => ({ Component: (await import('./pages/MyOrderDetailsPage.tsx')).MyOrderDetailsPage }),
  },
  ...(['person', 'company', 'agency'] as const).map((kind): RouteObject => ({
    path: `employment/${kind === 'person' ? 'resume_review' : kind === 'company' ? 'resume_company' : 'proxy_company'}`,
    handle: { title: '报名审核' },
    lazy: async () => {
      const { ResumeReviewPage } = await import('./pages/ResumeReviewPage.tsx');
      return { Component: () => <ResumeReviewPage kind={kind} /> };
    },
  })),
  {
    path: 'employment/resume_review2',
    handle: { title: '报名者详情' },
    lazy: async () => ({ Component: (await import('./pages/ResumeReview2Page.tsx')).ResumeReview2Page }),
  },
];
