import type { FastifyInstance } from 'fastify';
import { courseActions as c } from '@xcb/shared';
import type { AppDeps } from '../../http/deps.ts';
import { defineAction } from '../../http/router.ts';
import { addToCart, clearCart, courseDetail, deleteCartItems, listCart, listCourses } from './catalog.service.ts';
import { courseFileLink } from './course-files.ts';
import { createKey, keyUses, listKeys, revokeKey } from './keys.service.ts';
import { learn, openSection, saveProgress } from './learning.service.ts';
import { addOrders, listOrders, orderDetail, refundOrder, review, sweepExpired } from './orders.service.ts';
import { payOrders, wxPayOrder, wxQuery } from './order-payments.service.ts';
import * as tables from '../../db/schema/index.ts';

export const courseActionList = [
  defineAction(c.getArticleList, (input, { deps }) => listCourses(deps.db, input), {
    keep: { reads: [tables.articleTypes, tables.articles, tables.users] },
  }),
  defineAction(c.selectArticleById, (input, { deps, actor }) => courseDetail(deps.db, deps.views, actor, input.id)),
  defineAction(c.cartAdd, (input, { deps, actor }) => addToCart(deps.db, actor, input.articleId)),
  defineAction(c.cartList, (_input, { deps, actor }) => listCart(deps.db, actor)),
  defineAction(c.cartDelete, (input, { deps, actor }) => deleteCartItems(deps.db, actor, input.ids)),
  defineAction(c.cartClear, (_input, { deps, actor }) => clearCart(deps.db, actor)),
  defineAction(c.orderAdd, (input, { deps, actor }) => addOrders(deps.db, actor, input.ids)),
  defineAction(c.orderDetail, (input, { deps, actor }) => orderDetail(deps.db, actor, input)),
  defineAction(c.orderPay, (input, { deps, actor }) =>
    payOrders(
      deps,
      actor,
      input.payPwdType === 0
        ? { payPwdType: 0, ids: input.ids, accountpwd: input.accountpwd ?? '' }
        : { payPwdType: 1, ids: input.ids, key: input.key ?? '' },
    ),
  ),
  defineAction(c.wxPayOrder, (input, { deps, actor }) => wxPayOrder(deps, actor, input.listId)),
  defineAction(c.wxQuery, (input, { deps, actor }) => wxQuery(deps.db, actor, input.tradecode)),
  defineAction(c.buyList, (input, { deps, actor }) => listOrders(deps.db, actor, 'buy', input)),
  defineAction(c.saleList, (input, { deps, actor }) => listOrders(deps.db, actor, 'sale', input)),
  defineAction(c.pingJia, (input, { deps, actor }) => review(deps.db, actor, input)),
  defineAction(c.refund, (input, { deps, actor }) => refundOrder(deps.db, actor, input.orderId)),
  defineAction(c.fileLink, (input, { deps, actor }) => courseFileLink(deps.db, deps.config.sessionSecret, deps.storage, actor, input)),
  defineAction(c.learn, (input, { deps, actor }) => learn(deps.db, actor, input.id)),
  defineAction(c.section, (input, { deps, actor }) => openSection(deps.db, deps.config.sessionSecret, actor, input)),
  defineAction(c.progress, (input, { deps, actor }) => saveProgress(deps.db, actor, input)),
  defineAction(c.keyAdd, (input, { deps, actor }) => createKey(deps.db, actor, input)),
  defineAction(c.keyList, (_input, { deps, actor }) => listKeys(deps.db, actor)),
  defineAction(c.keyRevoke, (input, { deps, actor }) => revokeKey(deps.db, actor, input.id)),
  defineAction(c.keyUses, (input, { deps, actor }) => keyUses(deps.db, actor, input.id)),
];

/** The 30-day cancellation and key expiry also run on a timer (hourly), besides every read. */
export function registerCourseSweep(app: FastifyInstance, deps: AppDeps, everyMs = 3600_000): void {
  const timer = setInterval(() => {
    sweepExpired(deps.db).catch((err: unknown) => app.log.error({ err }, 'course sweep failed'));
  }, everyMs);
  timer.unref();
  app.addHook('onClose', (_instance, done) => {
    clearInterval(timer);
    done();
  });
}
