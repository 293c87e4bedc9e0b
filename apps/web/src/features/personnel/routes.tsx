import { Navigate, useSearchParams, type RouteObject } from 'react-router';
import type { NeedKind } from '@xcb/shared/actions/personnel';
import { kindPages, personnelPaths } from './paths.ts';

// The personnel pages (spec "Personnel group": /personnel is public, everything under it needs login).
// Most carry the fixed right navigation (PersonnelLayout); the six personal-centre entries (spec "Left menu
// tree", Personnel agency (14)) are exported apart for the personal-centre layout.

const page = (path: string, title: string, load: () => Promise<{ Component: React.ComponentType }>): RouteObject => ({
  path: `personnel/${path}`,
  handle: { title },
  lazy: load,
});
const KIND_TITLE: Record<NeedKind, string> = { sb: '社保代理', gjj: '公积金代理', gz: '工资代发', zp: '招聘代理' };

const kindRoutes = (Object.keys(kindPages) as NeedKind[]).flatMap((k) => [
  page(kindPages[k].list, `${KIND_TITLE[k]}需求`, async () => {
    const { NeedListPage } = await import('./pages/NeedListPage.tsx');
    return { Component: () => <NeedListPage kind={k} /> };
  }),
  page(kindPages[k].release, `发布${KIND_TITLE[k]}需求`, async () => {
    const { NeedReleasePage } = await import('./pages/NeedReleasePage.tsx');
    return { Component: () => <NeedReleasePage kind={k} /> };
  }),
  page(kindPages[k].need, `${KIND_TITLE[k]}需求详情`, async () => {
    const { NeedDetailPage } = await import('./pages/NeedDetailPage.tsx');
    return { Component: () => <NeedDetailPage kind={k} /> };
  }),
  page(kindPages[k].order, `${KIND_TITLE[k]}订单`, async () => {
    const { ContractOrderPage } = await import('./pages/ContractOrderPage.tsx');
    return { Component: () => <ContractOrderPage kind={k} /> };
  }),
]);

export const personnelRoutes: RouteObject[] = [
  {
    lazy: async () => ({ Component: (await import('./components/RightNav.tsx')).PersonnelLayout }),
    children: [
      ...kindRoutes,
      page('personnel_reqrired', '发布人事代理需求', async () => ({
        Component: (await import('./pages/ChooseKindPage.tsx')).ChooseKindPage,
      })),
      page('main_info', '机构认证', async () => ({ Component: (await import('./pages/MainInfoPage.tsx')).MainInfoPage })),
      page('main_demand', '我的需求', async () => ({ Component: (await import('./pages/MainDemandPage.tsx')).MainDemandPage })),
      page('zp_bzj', '招聘保证金', async () => ({ Component: (await import('./pages/ZpBzjPage.tsx')).ZpBzjPage })),
      page('personnel_contract', '人事代理合同', async () => ({ Component: (await import('./pages/ContractPage.tsx')).ContractPage })),
      page('personnel_contract_list', '合同列表', async () => ({
        Component: (await import('./pages/ContractListPage.tsx')).ContractListPage,
      })),
      page('personnel_pay', '支付合同款', async () => ({ Component: (await import('./pages/PayPage.tsx')).PayPage })),
      page('personnel_service_comments', '服务评价', async () => ({
        Component: (await import('./pages/ServiceCommentsPage.tsx')).ServiceCommentsPage,
      })),
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
  page('personnel_order', '我的服务订单', async () => ({ Component: (await import('./pages/OrderPage.tsx')).OrderPage })),
  page('personnel_need_order', '我的需求订单', async () => ({ Component: (await import('./pages/NeedOrderPage.tsx')).NeedOrderPage })),
  page('personnel_deliver', '我的申请', async () => ({ Component: (await import('./pages/DeliverPage.tsx')).DeliverPage })),
  page('personnel_collection', '我的收藏', async () => ({ Component: (await import('./pages/CollectionPage.tsx')).CollectionPage })),
  page('personnel_follow', '我的关注', async () => ({ Component: (await import('./pages/FollowPage.tsx')).FollowPage })),
  page('personnel_history', '浏览记录', async () => ({ Component: (await import('./pages/HistoryPage.tsx')).HistoryPage })),
];
