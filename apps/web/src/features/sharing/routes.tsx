import { Navigate, type RouteObject } from 'react-router';
import type { RouteHandle } from '../../lib/route-handle.ts';
import { sharingPaths } from './paths.ts';

// One import() per page module: each one is compiled into the entry with its own preload list.
const loadDetailPage = () => import('./pages/DetailPage.tsx');

// The sharing section (spec "Sharing group"): /sharing is public, everything else needs a login. The
// router places `publicSharingRoutes` and, inside its login guard, `sharingRoutes` under the section's
// layout (`sharingLayout`), which is light (no antd): the routes below that are not light load antd's scope
// themselves (app/route-registry.ts).

export const sharingLayout = async () => ({ Component: (await import('./components/SharingLayout.tsx')).SharingLayout });

export const publicSharingRoutes: RouteObject[] = [
  {
    index: true,
    // light: the section's public landing, without antd on its first load
    handle: { title: '共享', light: true } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./pages/SharingPage.tsx')).SharingPage }),
  },
];

const page = (path: string, title: string, load: () => Promise<{ Component: React.ComponentType }>, light = false): RouteObject => ({
  path,
  handle: (light ? { title, light } : { title }) satisfies RouteHandle,
  lazy: load,
});

export const sharingRoutes: RouteObject[] = [
  // light: the lists are built of the landing's parts
  page('project_list', '共享项目', async () => ({ Component: (await import('./pages/ProjectListPage.tsx')).ProjectListPage }), true),
  page('server_list', '共享服务', async () => ({ Component: (await import('./pages/ServerListPage.tsx')).ServerListPage }), true),
  page('project_details', '项目详情', async () => ({ Component: (await loadDetailPage()).DetailPage })),
  page('server_details', '服务详情', async () => ({ Component: (await loadDetailPage()).DetailPage })),
  page('project_add', '发布项目', async () => ({ Component: (await import('./pages/ProjectAddPage.tsx')).ProjectAddPage })),
  page('project_update', '修改项目', async () => ({ Component: (await import('./pages/ProjectAddPage.tsx')).ProjectAddPage })),
  page('server_add', '发布服务', async () => ({ Component: (await import('./pages/ServerAddPage.tsx')).ServerAddPage })),
  page('server_update', '修改服务', async () => ({ Component: (await import('./pages/ServerAddPage.tsx')).ServerAddPage })),
  page('my_certification', '我的资料', async () => ({ Component: (await import('./pages/MyCertificationPage.tsx')).MyCertificationPage })),
  page('my_project_list', '我发布的项目', async () => ({ Component: (await import('./pages/MyProjectListPage.tsx')).MyProjectListPage })),
  page('my_server_list', '我发布的服务', async () => ({ Component: (await import('./pages/MyServerListPage.tsx')).MyServerListPage })),
  page('project_collect', '我的收藏', async () => ({ Component: (await import('./pages/ProjectCollectPage.tsx')).ProjectCollectPage })),
  page('my_historay_list', '浏览记录', async () => ({ Component: (await import('./pages/MyHistorayListPage.tsx')).MyHistorayListPage })),
  page('my_need_order', '我的需求订单', async () => ({ Component: (await import('./pages/MyNeedOrderPage.tsx')).MyNeedOrderPage })),
  page('my_server_order', '我的服务订单', async () => ({ Component: (await import('./pages/MyServerOrderPage.tsx')).MyServerOrderPage })),
  page('project_order_q', '确认订单', async () => ({ Component: (await import('./pages/OrderConfirmPage.tsx')).OrderConfirmPage })),
  page('project_server_q', '确认订单', async () => ({ Component: (await import('./pages/OrderConfirmPage.tsx')).OrderConfirmPage })),
  page('project_order_h', '支付结果', async () => ({ Component: (await import('./pages/OrderResultPage.tsx')).OrderResultPage })),
  page('project_server_h', '支付结果', async () => ({ Component: (await import('./pages/OrderResultPage.tsx')).OrderResultPage })),
  page('order_detail_project', '订单详情', async () => ({ Component: (await import('./pages/OrderDetailPage.tsx')).OrderDetailPage })),
  page('order_detail_server', '订单详情', async () => ({ Component: (await import('./pages/OrderDetailPage.tsx')).OrderDetailPage })),
  page('xcbjy_xy', '共享交易协议', async () => ({ Component: (await import('./pages/XcbjyXyPage.tsx')).XcbjyXyPage })),
  // spec right_nav and my_left_nav were the legacy side frames; the layout draws them now, so their
  // addresses open the user's data page.
  { path: 'right_nav', element: <Navigate to={sharingPaths.certification()} replace /> },
  { path: 'my_left_nav', element: <Navigate to={sharingPaths.certification()} replace /> },
];
