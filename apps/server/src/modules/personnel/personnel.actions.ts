import type { FastifyInstance } from 'fastify';
import { personnelActions as p } from '@xcb/shared';
import type { AppDeps } from '../../http/deps.ts';
import { defineAction } from '../../http/router.ts';
import { applyNeed, choose, myDelivers, needDelivers, withdrawDeliver } from './applications.service.ts';
import { addComment, listComments } from './comments.service.ts';
import { cancel, confirm, contractDetail, deliverService, reject, listContracts, pay, sign } from './contracts.service.ts';
import { buyMembership, firmDetail, mainInfo, saveFirm, sweepMemberships } from './firm.service.ts';
import { closeNeed, listNeeds, myNeeds, needDetail, payDeposit, publishPermission, saveNeed } from './needs.service.ts';
import { deleteRate, listRates, saveRate } from './rates.service.ts';
import { listCollections, listFollows, listHistory, toggleCollection, toggleFollow } from './social.service.ts';
import * as tables from '../../db/schema/index.ts';

// Personnel agency: thin actions over the services of this folder.
export const personnelActionList = [
  defineAction(p.mainInfo, (_i, { deps, actor }) => mainInfo(deps, actor)),
  defineAction(p.firmSave, (input, { deps, actor }) => saveFirm(deps.db, actor, input)),
  defineAction(p.buyMember, (input, { deps, actor }) => buyMembership(deps, actor, input.accountpwd)),
  defineAction(p.firmDetail, (input, { deps, actor }) => firmDetail(deps.db, actor, input.firmUserId)),
  defineAction(p.permission, (_i, { deps, actor }) => publishPermission(deps.db, actor)),
  defineAction(p.needSave, (input, { deps, actor }) => saveNeed(deps.db, actor, input)),
  defineAction(p.needList, (input, { deps, actor }) => listNeeds(deps.db, actor, input), {
    keep: { reads: [tables.personnelNeeds, tables.personnelCollections, tables.personnelContracts, tables.personnelDelivers] },
  }),
  defineAction(p.needDetail, (input, { deps, actor }) => needDetail(deps.db, actor, input.id)),
  defineAction(p.myNeeds, (input, { deps, actor }) => myNeeds(deps.db, actor, input)),
  defineAction(p.needClose, (input, { deps, actor }) => closeNeed(deps, actor, input.id)),
  defineAction(p.payDeposit, (input, { deps, actor }) => payDeposit(deps, actor, input.id, input.accountpwd)),
  defineAction(p.deliverAdd, (input, { deps, actor }) => applyNeed(deps, actor, input)),
  defineAction(p.myDelivers, (input, { deps, actor }) => myDelivers(deps.db, actor, input)),
  defineAction(p.needDelivers, (input, { deps, actor }) => needDelivers(deps.db, actor, input.needId)),
  defineAction(p.deliverWithdraw, (input, { deps, actor }) => withdrawDeliver(deps.db, actor, input.id)),
  defineAction(p.choose, (input, { deps, actor }) => choose(deps, actor, input)),
  defineAction(p.contractList, (input, { deps, actor }) => listContracts(deps.db, actor, input)),
  defineAction(p.contractDetail, (input, { deps, actor }) => contractDetail(deps.db, actor, input.id)),
  defineAction(p.contractSign, (input, { deps, actor }) => sign(deps, actor, input.id)),
  defineAction(p.contractPay, (input, { deps, actor }) => pay(deps, actor, input.id, input.accountpwd)),
  defineAction(p.contractDeliver, (input, { deps, actor }) => deliverService(deps, actor, input.id, input.note, input.files)),
  defineAction(p.contractReject, (input, { deps, actor }) => reject(deps, actor, input.id, input.reason)),
  defineAction(p.contractConfirm, (input, { deps, actor }) => confirm(deps, actor, input.id)),
  defineAction(p.contractCancel, (input, { deps, actor }) => cancel(deps, actor, input.id, input.reason)),
  defineAction(p.commentAdd, (input, { deps, actor }) => addComment(deps, actor, input)),
  defineAction(p.commentList, (input, { deps, actor }) => listComments(deps.db, actor, input)),
  defineAction(p.collectToggle, (input, { deps, actor }) => toggleCollection(deps.db, actor, input.needId)),
  defineAction(p.collectList, (input, { deps, actor }) => listCollections(deps.db, actor, input)),
  defineAction(p.followToggle, (input, { deps, actor }) => toggleFollow(deps.db, actor, input.firmUserId)),
  defineAction(p.followList, (input, { deps, actor }) => listFollows(deps.db, actor, input)),
  defineAction(p.historyList, (input, { deps, actor }) => listHistory(deps.db, actor, input)),
  defineAction(p.rateList, (_i, { deps }) => listRates(deps.db)),
  defineAction(p.rateSave, (input, { deps, actor }) => saveRate(deps.db, actor, input)),
  defineAction(p.rateDelete, (input, { deps, actor }) => deleteRate(deps.db, actor, input.id)),
];

/** Membership expiry and the reminder before it run hourly (like the course sweep), besides every membership check. */
export function registerPersonnelSweep(app: FastifyInstance, deps: AppDeps, everyMs = 3600_000): void {
  const timer = setInterval(() => {
    sweepMemberships(deps.db, deps.hub).catch((err: unknown) => app.log.error({ err }, 'personnel membership sweep failed'));
  }, everyMs);
  timer.unref();
  app.addHook('onClose', (_instance, done) => {
    clearInterval(timer);
    done();
  });
}
