import { sharingActions as s } from '@xcb/shared';
import { defineAction } from '../../http/router.ts';
import {
  addItem,
  certification,
  collect,
  collectList,
  historyList,
  itemDetail,
  itemRatings,
  listItems,
  myItems,
  saveProfile,
  setOffline,
  updateItem,
} from './items.service.ts';
import {
  addOrder,
  cancelOrder,
  confirmOrder,
  deliverOrder,
  listOrders,
  orderDetail,
  payOrder,
  rateOrder,
  rejectOrder,
} from './orders.service.ts';
import * as tables from '../../db/schema/index.ts';

export const sharingActionList = [
  defineAction(s.projectAdd, (input, { deps, actor }) => addItem(deps.db, actor, 'project', input)),
  defineAction(s.projectUpdate, (input, { deps, actor }) => updateItem(deps.db, actor, 'project', input.id, input)),
  defineAction(s.serverAdd, (input, { deps, actor }) => addItem(deps.db, actor, 'server', input)),
  defineAction(s.serverUpdate, (input, { deps, actor }) => updateItem(deps.db, actor, 'server', input.id, input)),
  defineAction(s.itemList, (input, { deps, actor }) => listItems(deps.db, actor, input), {
    keep: { reads: [tables.shareItems, tables.users] },
  }),
  defineAction(s.itemDetail, (input, { deps, actor }) => itemDetail(deps.db, actor, input.id)),
  defineAction(s.myList, (input, { deps, actor }) => myItems(deps.db, actor, input)),
  defineAction(s.setOffline, (input, { deps, actor }) => setOffline(deps.db, actor, input.id, input.offline === 1)),
  defineAction(s.collect, (input, { deps, actor }) => collect(deps.db, actor, input.id, input.collect === 1)),
  defineAction(s.collectList, (input, { deps, actor }) => collectList(deps.db, actor, input)),
  defineAction(s.historyList, (input, { deps, actor }) => historyList(deps.db, actor, input)),
  defineAction(s.certGet, (_input, { deps, actor }) => certification(deps.db, actor)),
  defineAction(s.certSave, (input, { deps, actor }) => saveProfile(deps.db, actor, input)),
  defineAction(s.orderAdd, (input, { deps, actor }) => addOrder(deps.db, actor, input)),
  defineAction(s.orderPay, (input, { deps, actor }) => payOrder(deps, actor, input)),
  defineAction(s.orderDeliver, (input, { deps, actor }) => deliverOrder(deps, actor, input)),
  defineAction(s.orderConfirm, (input, { deps, actor }) => confirmOrder(deps, actor, input.id)),
  defineAction(s.orderReject, (input, { deps, actor }) => rejectOrder(deps, actor, input)),
  defineAction(s.orderCancel, (input, { deps, actor }) => cancelOrder(deps, actor, input)),
  defineAction(s.orderList, (input, { deps, actor }) => listOrders(deps.db, actor, input)),
  defineAction(s.orderDetail, (input, { deps, actor }) => orderDetail(deps.db, actor, input.id)),
  defineAction(s.orderRate, (input, { deps, actor }) => rateOrder(deps, actor, input)),
  defineAction(s.itemRatings, (input, { deps, actor }) => itemRatings(deps.db, actor, input)),
];
