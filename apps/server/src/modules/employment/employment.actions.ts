import { employmentActions as e } from '@xcb/shared';
import { defineAction } from '../../http/router.ts';
import * as employment from './employment.service.ts';
import { applicationDetail, publisherInfo } from './employment.profiles.ts';
import './employment.review.ts';

// Short-term hire: thin actions over employment.service.ts.
export const employmentActionList = [
  defineAction(e.addDemand, (input, { deps, actor }) => employment.addDemand(deps, actor, input)),
  defineAction(e.resubmitDemand, (input, { deps, actor }) => {
    const { id, ...form } = input;
    return employment.resubmitDemand(deps, actor, id, form);
  }),
  defineAction(e.listDemands, (input, { deps, actor }) => employment.listDemands(deps.db, actor, input)),
  defineAction(e.demandDetailAction, (input, { deps, actor }) => employment.demandDetail(deps.db, actor, input.id)),
  defineAction(e.myDemands, (input, { deps, actor }) => employment.myDemands(deps.db, actor, input)),
  defineAction(e.addPay, (input, { deps, actor }) => employment.addBankPay(deps, actor, input.lhyhneedPay)),
  defineAction(e.walletPay, (input, { deps, actor }) => employment.walletPay(deps, actor, input)),
  defineAction(e.applyDemand, (input, { deps, actor }) => employment.apply(deps, actor, input.needId)),
  defineAction(e.publisherInfo, (input, { deps, actor }) => publisherInfo(deps.db, actor, input.id)),
  defineAction(e.applicationDetail, (input, { deps, actor }) => applicationDetail(deps.db, actor, input.id)),
  defineAction(e.demandApplications, (input, { deps, actor }) => employment.listApplications(deps.db, actor, input)),
  defineAction(e.decideApplication, (input, { deps, actor }) => employment.decideApplication(deps, actor, input)),
  defineAction(e.mySends, (input, { deps, actor }) => employment.mySends(deps.db, actor, input)),
  defineAction(e.myWork, (input, { deps, actor }) => employment.myWork(deps.db, actor, input)),
  defineAction(e.addDelivery, (input, { deps, actor }) => employment.addDelivery(deps, actor, input)),
  defineAction(e.listDeliveries, (input, { deps, actor }) => employment.listDeliveries(deps.db, actor, input)),
  defineAction(e.decideDelivery, (input, { deps, actor }) => employment.decideDelivery(deps, actor, input)),
  defineAction(e.addPayRequest, (input, { deps, actor }) => employment.addPayRequest(deps, actor, input)),
  defineAction(e.listPayRequests, (input, { deps, actor }) => employment.listPayRequests(deps.db, actor, input)),
  defineAction(e.decidePayRequest, (input, { deps, actor }) => employment.decidePayRequest(deps, actor, input)),
  defineAction(e.endDemand, (input, { deps, actor }) => employment.endDemand(deps, actor, input.id)),
  defineAction(e.toggleCollect, (input, { deps, actor }) => employment.toggleCollect(deps.db, actor, input.needId)),
  defineAction(e.myCollects, (input, { deps, actor }) => employment.myCollects(deps.db, actor, input)),
  defineAction(e.addLooked, (input, { deps, actor }) => employment.addLooked(deps.db, actor, input.positionoruserid)),
  defineAction(e.myFootprints, (input, { deps, actor }) => employment.myFootprints(deps.db, actor, input)),
];
