import type { ShareKind } from '@xcb/shared/actions/sharing';

// Link builders of the sharing section (spec "Sharing group" routes, all under /sharing).
export const sharingPaths = {
  home: () => '/sharing',
  list: (kind: ShareKind) => (kind === 'project' ? '/sharing/project_list' : '/sharing/server_list'),
  details: (kind: string, id: number) => (kind === 'server' ? `/sharing/server_details?id=${id}` : `/sharing/project_details?id=${id}`),
  add: (kind: ShareKind) => (kind === 'project' ? '/sharing/project_add' : '/sharing/server_add'),
  update: (kind: string, id: number) => (kind === 'server' ? `/sharing/server_update?id=${id}` : `/sharing/project_update?id=${id}`),
  certification: () => '/sharing/my_certification',
  myList: (kind: ShareKind) => (kind === 'project' ? '/sharing/my_project_list' : '/sharing/my_server_list'),
  collect: () => '/sharing/project_collect',
  history: () => '/sharing/my_historay_list',
  serverOrders: () => '/sharing/my_server_order',
  needOrders: () => '/sharing/my_need_order',
  /** q: confirm and pay the order of an item; h: the paid order's result */
  orderQ: (kind: string, itemId: number) =>
    kind === 'server' ? `/sharing/project_server_q?id=${itemId}` : `/sharing/project_order_q?id=${itemId}`,
  orderH: (kind: string, orderId: number) =>
    kind === 'server' ? `/sharing/project_server_h?id=${orderId}` : `/sharing/project_order_h?id=${orderId}`,
  orderDetail: (kind: string, orderId: number) =>
    kind === 'server' ? `/sharing/order_detail_server?id=${orderId}` : `/sharing/order_detail_project?id=${orderId}`,
  agreement: () => '/sharing/xcbjy_xy',
} as const;

/** The id a link above put in the query (0 when missing or not a number). */
export const idParam = (params: URLSearchParams) => Number(params.get('id')) || 0;
