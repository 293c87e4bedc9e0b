import { Navigate, useSearchParams, type RouteObject } from 'react-router';
import type { NeedKind } from '@xcb/shared/actions/personnel';
import { kindPages, personnelPaths } from './paths.ts';

// One import() per page module: each one is compiled into the entry with its own preload list.
const loadNeedPages = () => import('./pages/NeedPages.tsx');
const loadContractPages = () => import('./pages/ContractPages.tsx');
const loadDemandPages = () => import('./pages/DemandPages.tsx');

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
    const { NeedListPage } = await loadNeedPages();
    return { Component: () => <NeedListPage kind={k} /> };
  }),
  page(kindPages[k].release, `发布${KIND_TITLE[k]}需求`, async () => {
    const { NeedReleasePage } = await loadNeedPages();
    return { Component: () => <NeedReleasePage kind={k} /> };
  }),
  page(kindPages[k].need, `${KIND_TITLE[k]}需求详情`, async () => {
    const { NeedDetailPage } = await loadNeedPages();
    return { Component: () => <NeedDetailPage kind={k} /> };
  }),
  page(kindPages[k].order, `${KIND_TITLE[k]}订单`, async () => {
    const { KindOrderPage } = await loadContractPages();
    return { Component: () => <KindOrderPage kind={k} /> };
  }),
]);

export const personnelRoutes: RouteObject[] = [
  {
    lazy: async () => ({ Component: (await import('./components/RightNav.tsx')).PersonnelLayout }),
    children: [
      ...kindRoutes,
      page('personnel_reqrired', '发布人事代理需求', async () => ({ Component: (await loadNeedPages()).ChooseKindPage })),
      page('main_info', '机构认证', async () => ({ Component: (await import('./pages/MainInfoPage.tsx')).MainInfoPage })),
      page('main_demand', '我的需求', async () => ({ Component: (await loadDemandPages()).MainDemandPage })),
      page('zp_bzj', '招聘保证金', async () => ({ Component: (await loadDemandPages()).ZpBzjPage })),
      page('personnel_contract', '人事代理合同', async () => ({ Component: (await loadContractPages()).ContractPage })),
      page('personnel_contract_list', '合同列表', async () => ({ Component: (await loadContractPages()).ContractListPage })),
      page('personnel_pay', '支付合同款', async () => ({ Component: (await loadContractPages()).PayPage })),
      page('personnel_service_comments', '服务评价', async () => ({ Component: (await loadContractPages()).ServiceCommentsPage })),
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
  page('personnel_order', '我的服务订单', async () => ({ Component: (await loadContractPages()).ServeOrdersPage })),
  page('personnel_need_order', '我的需求订单', async () => ({ Component: (await loadContractPages()).NeedOrdersPage })),
  page('personnel_deliver', '我的申请', async () => ({ Component: (await loadDemandPages()).DeliverPage })),
  page('personnel_collection', '我的收藏', async () => ({ Component: (await loadDemandPages()).CollectionPage })),
  page('personnel_follow', '我的关注', async () => ({ Component: (await loadDemandPages()).FollowPage })),
  page('personnel_history', '浏览记录', async () => ({ Component: (await loadDemandPages()).HistoryPage })),
];
