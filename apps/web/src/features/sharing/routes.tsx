import { Navigate, type RouteObject } from 'react-router';
import type { RouteHandle } from '../../lib/route-handle.ts';
import { sharingPaths } from './paths.ts';

// One import() per page module: each one is compiled into the entry with its own preload list.
const loadListPages = () => import('./pages/ListPages.tsx');
const loadDetailPage = () => import('./pages/DetailPage.tsx');
const loadPublishPage = () => import('./pages/PublishPage.tsx');
const loadMinePages = () => import('./pages/MinePages.tsx');
const loadOrderPages = () => import('./pages/OrderPages.tsx');

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
    lazy: async () => ({ Component: (await loadListPages()).SharingHomePage }),
  },
];

const page = (path: string, title: string, load: () => Promise<{ Component: React.ComponentType }>, light = false): RouteObject => ({
  path,
  handle: (light ? { title, light } : { title }) satisfies RouteHandle,
  lazy: load,
});

export const sharingRoutes: RouteObject[] = [
  // light: the lists are built of the landing's parts
  page('project_list', '共享项目', async () => ({ Component: (await loadListPages()).ProjectListPage }), true),
  page('server_list', '共享服务', async () => ({ Component: (await loadListPages()).ServerListPage }), true),
  page('project_details', '项目详情', async () => ({ Component: (await loadDetailPage()).DetailPage })),
  page('server_details', '服务详情', async () => ({ Component: (await loadDetailPage()).DetailPage })),
  page('project_add', '发布项目', async () => ({ Component: (await loadPublishPage()).ProjectAddPage })),
  page('project_update', '修改项目', async () => ({ Component: (await loadPublishPage()).ProjectAddPage })),
  page('server_add', '发布服务', async () => ({ Component: (await loadPublishPage()).ServerAddPage })),
  page('server_update', '修改服务', async () => ({ Component: (await loadPublishPage()).ServerAddPage })),
  page('my_certification', '我的资料', async () => ({ Component: (await loadMinePages()).CertificationPage })),
  page('my_project_list', '我发布的项目', async () => ({ Component: (await loadMinePages()).MyProjectListPage })),
  page('my_server_list', '我发布的服务', async () => ({ Component: (await loadMinePages()).MyServerListPage })),
  page('project_collect', '我的收藏', async () => ({ Component: (await loadMinePages()).CollectPage })),
  page('my_historay_list', '浏览记录', async () => ({ Component: (await loadMinePages()).HistoryPage })),
  page('my_need_order', '我的需求订单', async () => ({ Component: (await loadOrderPages()).NeedOrderPage })),
  page('my_server_order', '我的服务订单', async () => ({ Component: (await loadOrderPages()).ServerOrderPage })),
  page('project_order_q', '确认订单', async () => ({ Component: (await loadOrderPages()).OrderConfirmPage })),
  page('project_server_q', '确认订单', async () => ({ Component: (await loadOrderPages()).OrderConfirmPage })),
  page('project_order_h', '支付结果', async () => ({ Component: (await loadOrderPages()).OrderResultPage })),
  page('project_server_h', '支付结果', async () => ({ Component: (await loadOrderPages()).OrderResultPage })),
  page('order_detail_project', '订单详情', async () => ({ Component: (await loadOrderPages()).OrderDetailPage })),
  page('order_detail_server', '订单详情', async () => ({ Component: (await loadOrderPages()).OrderDetailPage })),
  page('xcbjy_xy', '共享交易协议', async () => ({ Component: (await loadMinePages()).AgreementPage })),
  // spec right_nav and my_left_nav were the legacy side frames; the layout draws them now, so their
  // addresses open the user's data page.
  { path: 'right_nav', element: <Navigate to={sharingPaths.certification()} replace /> },
  { path: 'my_left_nav', element: <Navigate to={sharingPaths.certification()} replace /> },
];
