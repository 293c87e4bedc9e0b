import { Navigate, useSearchParams, type RouteObject } from 'react-router';
import type { NeedKind } from '@xcb/shared/actions/personnel';
import { pageRoute } from '../../lib/page-route.ts';
import { NAV } from '../../locale/nav.ts';
import { kindPages, personnelPaths } from './paths.ts';

// The personnel pages (spec "Personnel group": /personnel is public, everything under it needs login).
// Most carry the fixed right navigation (PersonnelLayout); the six personal-centre entries (spec "Left menu
// tree", Personnel agency (14)) are exported apart for the personal-centre layout.

const T = NAV.personnel;
/** The four pages of every need kind (list, publish, detail, order), each told its kind. */
type KindPage = React.ComponentType<{ kind: NeedKind }>;
const KIND_PAGES: [page: 'list' | 'release' | 'need' | 'order', load: () => Promise<KindPage>][] = [
  ['list', async () => (await import('./pages/NeedListPage.tsx')).NeedListPage],
  ['release', async () => (await import('./pages/NeedReleasePage.tsx')).NeedReleasePage],
  ['need', async () => (await import('./pages/NeedDetailPage.tsx')).NeedDetailPage],
  ['order', async () => (await import('./pages/ContractOrderPage.tsx')).ContractOrderPage],
];

const kindRoutes = (Object.keys(kindPages) as NeedKind[]).flatMap((k) =>
  KIND_PAGES.map(([page, load]): RouteObject => ({
    path: `personnel/${kindPages[k][page]}`,
    handle: { title: T[page](k) },
    lazy: async () => {
      const Page = await load();
      return { Component: () => <Page kind={k} /> };
    },
  })),
);

export const personnelRoutes: RouteObject[] = [
  {
    lazy: async () => ({ Component: (await import('./components/RightNav.tsx')).PersonnelLayout }),
    children: [
      ...kindRoutes,
      pageRoute('personnel/personnel_reqrired', T.personnel_reqrired, () => import('./pages/ChooseKindPage.tsx'), 'ChooseKindPage'),
      pageRoute('personnel/main_info', T.main_info, () => import('./pages/MainInfoPage.tsx'), 'MainInfoPage'),
      pageRoute('personnel/main_demand', T.main_demand, () => import('./pages/MainDemandPage.tsx'), 'MainDemandPage'),
      pageRoute('personnel/zp_bzj', T.zp_bzj, () => import('./pages/ZpBzjPage.tsx'), 'ZpBzjPage'),
      pageRoute('personnel/personnel_contract', T.personnel_contract, () => import('./pages/ContractPage.tsx'), 'ContractPage'),
      pageRoute(
        'personnel/personnel_contract_list',
        T.personnel_contract_list,
        () => import('./pages/ContractListPage.tsx'),
        'ContractListPage',
      ),
      pageRoute('personnel/personnel_pay', T.personnel_pay, () => import('./pages/PayPage.tsx'), 'PayPage'),
      pageRoute(
        'personnel/personnel_service_comments',
        T.personnel_service_comments,
        () => import('./pages/ServiceCommentsPage.tsx'),
        'ServiceCommentsPage',
      ),
      // spec routes served by other pages: the notices (人事代理 notices are type 03), the certification flows
      { path: 'personnel/personnel_notice', Component: () => <Navigate to="/notices" replace /> },
      { path: 'personnel/company_store', Component: () => <Navigate to="/employment/company_store" replace /> },
      { path: 'personnel/personal_certification', Component: () => <Navigate to="/employment/personal_certification" replace /> },
    ],
  },
];

/** A spec path that another page serves: it forwards there, keeping what the query names. */
function forward(path: string, to: (sp: URLSearchParams) => string): RouteObject {
  function Forward() {
    const [sp] = useSearchParams();
    return <Navigate to={to(sp)} replace />;
  }
  return { path, Component: Forward };
}
const idOf = (sp: URLSearchParams) => Number(sp.get('id') ?? 0) || 0;

/**
 * The spec's top-level personnel paths (spec §2 "Top-level and other routes"; the search bar's 代理需求
 * publishes to /release_demand). The spec names them without pages of their own; each leads to the
 * /personnel page that does what its name says.
 */
export const personnelTopLevelRoutes: RouteObject[] = [
  forward('release_demand', () => personnelPaths.chooseKind()),
  forward('release_demand_need', (sp) =>
    (sp.get('kind') ?? '') in kindPages ? personnelPaths.release(sp.get('kind') ?? '') : personnelPaths.chooseKind(),
  ),
  forward('agency_requirements', () => personnelPaths.home()),
  forward('service_broker', () => personnelPaths.mainInfo()),
  forward('service_info', () => personnelPaths.order()),
  forward('demand_info', (sp) => personnelPaths.mainDemand(idOf(sp) || undefined)),
  forward('contract_info', (sp) => (idOf(sp) ? personnelPaths.contract(idOf(sp)) : personnelPaths.contractList())),
];

export const personalCentreRoutes: RouteObject[] = [
  pageRoute('personnel/personnel_order', T.personnel_order, () => import('./pages/OrderPage.tsx'), 'OrderPage'),
  pageRoute('personnel/personnel_need_order', T.personnel_need_order, () => import('./pages/NeedOrderPage.tsx'), 'NeedOrderPage'),
  pageRoute('personnel/personnel_deliver', T.personnel_deliver, () => import('./pages/DeliverPage.tsx'), 'DeliverPage'),
  pageRoute('personnel/personnel_collection', T.personnel_collection, () => import('./pages/CollectionPage.tsx'), 'CollectionPage'),
  pageRoute('personnel/personnel_follow', T.personnel_follow, () => import('./pages/FollowPage.tsx'), 'FollowPage'),
  pageRoute('personnel/personnel_history', T.personnel_history, () => import('./pages/HistoryPage.tsx'), 'HistoryPage'),
];
