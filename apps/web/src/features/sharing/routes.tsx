import { Navigate, type RouteObject } from 'react-router';
import { lazyPage, pageRoute } from '../../lib/page-route.ts';
import type { RouteHandle } from '../../lib/route-handle.ts';
import { NAV } from '../../locale/nav.ts';
import { sharingPaths } from './paths.ts';

// One import() per page module: each one is compiled into the entry with its own preload list.
const loadDetailPage = () => import('./pages/DetailPage.tsx');
const T = NAV.sharing;

// The sharing section (spec "Sharing group"): /sharing is public, everything else needs a login. The
// router places `publicSharingRoutes` and, inside its login guard, `sharingRoutes` under the section's
// layout (`sharingLayout`), which is light (no antd): the routes below that are not light load antd's scope
// themselves (app/route-registry.ts).

export const sharingLayout = async () => ({ Component: (await import('./components/SharingLayout.tsx')).SharingLayout });

export const publicSharingRoutes: RouteObject[] = [
  {
    index: true,
    // light: the section's public landing, without antd on its first load
    handle: { title: T.index, light: true } satisfies RouteHandle,
    lazy: lazyPage(() => import('./pages/SharingPage.tsx'), 'SharingPage'),
  },
];

export const sharingRoutes: RouteObject[] = [
  // light: the lists are built of the landing's parts
  pageRoute('project_list', { title: T.project_list, light: true }, () => import('./pages/ProjectListPage.tsx'), 'ProjectListPage'),
  pageRoute('server_list', { title: T.server_list, light: true }, () => import('./pages/ServerListPage.tsx'), 'ServerListPage'),
  pageRoute('project_details', T.project_details, loadDetailPage, 'DetailPage'),
  pageRoute('server_details', T.server_details, loadDetailPage, 'DetailPage'),
  pageRoute('project_add', T.project_add, () => import('./pages/ProjectAddPage.tsx'), 'ProjectAddPage'),
  pageRoute('project_update', T.project_update, () => import('./pages/ProjectAddPage.tsx'), 'ProjectAddPage'),
  pageRoute('server_add', T.server_add, () => import('./pages/ServerAddPage.tsx'), 'ServerAddPage'),
  pageRoute('server_update', T.server_update, () => import('./pages/ServerAddPage.tsx'), 'ServerAddPage'),
  pageRoute('my_certification', T.my_certification, () => import('./pages/MyCertificationPage.tsx'), 'MyCertificationPage'),
  pageRoute('my_project_list', T.my_project_list, () => import('./pages/MyProjectListPage.tsx'), 'MyProjectListPage'),
  pageRoute('my_server_list', T.my_server_list, () => import('./pages/MyServerListPage.tsx'), 'MyServerListPage'),
  pageRoute('project_collect', T.project_collect, () => import('./pages/ProjectCollectPage.tsx'), 'ProjectCollectPage'),
  pageRoute('my_historay_list', T.my_historay_list, () => import('./pages/MyHistorayListPage.tsx'), 'MyHistorayListPage'),
  pageRoute('my_need_order', T.my_need_order, () => import('./pages/MyNeedOrderPage.tsx'), 'MyNeedOrderPage'),
  pageRoute('my_server_order', T.my_server_order, () => import('./pages/MyServerOrderPage.tsx'), 'MyServerOrderPage'),
  pageRoute('project_order_q', T.project_order_q, () => import('./pages/OrderConfirmPage.tsx'), 'OrderConfirmPage'),
  pageRoute('project_server_q', T.project_server_q, () => import('./pages/OrderConfirmPage.tsx'), 'OrderConfirmPage'),
  pageRoute('project_order_h', T.project_order_h, () => import('./pages/OrderResultPage.tsx'), 'OrderResultPage'),
  pageRoute('project_server_h', T.project_server_h, () => import('./pages/OrderResultPage.tsx'), 'OrderResultPage'),
  pageRoute('order_detail_project', T.order_detail_project, () => import('./pages/OrderDetailPage.tsx'), 'OrderDetailPage'),
  pageRoute('order_detail_server', T.order_detail_server, () => import('./pages/OrderDetailPage.tsx'), 'OrderDetailPage'),
  pageRoute('xcbjy_xy', T.xcbjy_xy, () => import('./pages/XcbjyXyPage.tsx'), 'XcbjyXyPage'),
  // spec right_nav and my_left_nav were the legacy side frames; the layout draws them now, so their
  // addresses open the user's data page.
  { path: 'right_nav', element: <Navigate to={sharingPaths.certification()} replace /> },
  { path: 'my_left_nav', element: <Navigate to={sharingPaths.certification()} replace /> },
];
