import type { RouteObject } from 'react-router';
import { lazyPage, pageRoute } from '../../lib/page-route.ts';
import { NAV } from '../../locale/nav.ts';

// The short-term hire pages (spec §2 Employment group). Public: the list and a demand's page. Login
// required: publishing, the printable payment notice, and the personal-centre pages (menu group 30), which
// the router places in the personal-centre layout. The certification pages below /employment are their own
// area's (features/certification).

const T = NAV.employment;
const demand = lazyPage(() => import('./pages/DemandPage.tsx'), 'DemandPage');

export const publicEmploymentRoutes: RouteObject[] = [
  // light: no antd on its first load (a first page from the home page and the search bar); 为你推荐 brings antd with its tab
  pageRoute('employment', { title: T.employment, light: true }, () => import('./pages/EmploymentListPage.tsx'), 'EmploymentListPage'),
  // light too: a demand's page is opened from the list, the home page and searches
  { path: 'employment/outer_demand', handle: { title: T.demand, light: true }, lazy: demand },
  { path: 'employment/demand', handle: { title: T.demand, light: true }, lazy: demand },
];

export const employmentRoutes: RouteObject[] = [
  pageRoute('employment/free_need', T.free_need, () => import('./pages/FreeNeedPage.tsx'), 'FreeNeedPage'),
  pageRoute('employment/company_info', T.company_info, () => import('./pages/CompanyInfoPage.tsx'), 'CompanyInfoPage'),
  pageRoute(
    'employment/company_position_details',
    T.company_position_details,
    () => import('./pages/CompanyPositionDetailsPage.tsx'),
    'CompanyPositionDetailsPage',
  ),
  pageRoute('employment/agreement', T.agreement, () => import('./pages/AgreementPage.tsx'), 'AgreementPage'),
];

export const employmentCentreRoutes: RouteObject[] = [
  pageRoute('employment/my_deal', T.my_deal, () => import('./pages/MyDealPage.tsx'), 'MyDealPage'),
  pageRoute('employment/my_send', T.my_send, () => import('./pages/MySendPage.tsx'), 'MySendPage'),
  pageRoute('employment/my_work', T.my_work, () => import('./pages/MyWorkPage.tsx'), 'MyWorkPage'),
  pageRoute('employment/my_outercollect', T.my_outercollect, () => import('./pages/MyOutercollectPage.tsx'), 'MyOutercollectPage'),
  pageRoute('employment/footprint', T.footprint, () => import('./pages/FootprintPage.tsx'), 'FootprintPage'),
  pageRoute(
    'employment/personel_information',
    T.personel_information,
    () => import('./pages/PersonelInformationPage.tsx'),
    'PersonelInformationPage',
  ),
  pageRoute('employment/order_details', T.order_details, () => import('./pages/OrderDetailsPage.tsx'), 'OrderDetailsPage'),
  pageRoute('employment/my_order_details', T.my_order_details, () => import('./pages/MyOrderDetailsPage.tsx'), 'MyOrderDetailsPage'),
  ...(['person', 'company', 'agency'] as const).map((kind): RouteObject => ({
    path: `employment/${kind === 'person' ? 'resume_review' : kind === 'company' ? 'resume_company' : 'proxy_company'}`,
    handle: { title: T.resume_review },
    lazy: async () => {
      const { ResumeReviewPage } = await import('./pages/ResumeReviewPage.tsx');
      return { Component: () => <ResumeReviewPage kind={kind} /> };
    },
  })),
  pageRoute('employment/resume_review2', T.resume_review2, () => import('./pages/ResumeReview2Page.tsx'), 'ResumeReview2Page'),
];
