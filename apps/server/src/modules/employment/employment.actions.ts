import { employmentActions as e } from '@xcb/shared';
import { defineAction } from '../../http/router.ts';
import * as collects from './collects.service.ts';
import * as demands from './demands.service.ts';
import * as payments from './payments.service.ts';
import * as workers from './workers.service.ts';
import { applicationDetail, publisherInfo } from './employment.profiles.ts';
import * as tables from '../../db/schema/index.ts';

// Short-term hire: thin actions over its services (demands, payments, workers, collects).
export const employmentActionList = [
  defineAction(e.addDemand, (input, { deps, actor }) => demands.addDemand(deps, actor, input)),
  defineAction(e.resubmitDemand, (input, { deps, actor }) => {
    const { id, ...form } = input;
    return demands.resubmitDemand(deps, actor, id, form);
  }),
  defineAction(e.listDemands, (input, { deps, actor }) => demands.listDemands(deps.db, actor, input), {
    keep: { reads: [tables.demands, tables.demandJobs, tables.companies, tables.personalInformation] },
  }),
  defineAction(e.demandDetailAction, (input, { deps, actor }) => demands.demandDetail(deps.db, actor, input.id)),
  defineAction(e.myDemands, (input, { deps, actor }) => demands.myDemands(deps.db, actor, input)),
  defineAction(e.addPay, (input, { deps, actor }) => payments.addBankPay(deps, actor, input.lhyhneedPay)),
  defineAction(e.walletPay, (input, { deps, actor }) => payments.walletPay(deps, actor, input)),
  defineAction(e.applyDemand, (input, { deps, actor }) => workers.apply(deps, actor, input.needId)),
  defineAction(e.publisherInfo, (input, { deps, actor }) => publisherInfo(deps.db, actor, input.id)),
  defineAction(e.applicationDetail, (input, { deps, actor }) => applicationDetail(deps.db, actor, input.id)),
  defineAction(e.demandApplications, (input, { deps, actor }) => workers.listApplications(deps.db, actor, input)),
  defineAction(e.decideApplication, (input, { deps, actor }) => workers.decideApplication(deps, actor, input)),
  defineAction(e.mySends, (input, { deps, actor }) => workers.mySends(deps.db, actor, input)),
  defineAction(e.myWork, (input, { deps, actor }) => workers.myWork(deps.db, actor, input)),
  defineAction(e.addDelivery, (input, { deps, actor }) => workers.addDelivery(deps, actor, input)),
  defineAction(e.listDeliveries, (input, { deps, actor }) => workers.listDeliveries(deps.db, actor, input)),
  defineAction(e.decideDelivery, (input, { deps, actor }) => workers.decideDelivery(deps, actor, input)),
  defineAction(e.addPayRequest, (input, { deps, actor }) => payments.addPayRequest(deps, actor, input)),
  defineAction(e.listPayRequests, (input, { deps, actor }) => payments.listPayRequests(deps.db, actor, input)),
  defineAction(e.decidePayRequest, (input, { deps, actor }) => payments.decidePayRequest(deps, actor, input)),
  defineAction(e.endDemand, (input, { deps, actor }) => demands.endDemand(deps, actor, input.id)),
  defineAction(e.withdrawDemand, (input, { deps, actor }) => demands.withdrawDemand(deps, actor, input.id)),
  defineAction(e.toggleCollect, (input, { deps, actor }) => collects.toggleCollect(deps.db, actor, input.needId)),
  defineAction(e.myCollects, (input, { deps, actor }) => collects.myCollects(deps.db, actor, input)),
  defineAction(e.addLooked, (input, { deps, actor }) => collects.addLooked(deps.db, actor, input.positionoruserid)),
  defineAction(e.myFootprints, (input, { deps, actor }) => collects.myFootprints(deps.db, actor, input)),
];
