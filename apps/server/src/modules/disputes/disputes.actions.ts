import type { FastifyInstance } from 'fastify';
import {
  disputeAdminDecide,
  disputeAdminList,
  disputeAdminSettings,
  disputeOpen,
  disputeState,
  disputeStatement,
} from '@xcb/shared/actions/disputes';
import type { AppDeps } from '../../http/deps.ts';
import { defineAction } from '../../http/router.ts';
import * as disputes from './disputes.ts';

export const disputeActionList = [
  defineAction(disputeOpen, (input, { deps, actor }) => disputes.openDispute(deps, actor, input)),
  defineAction(disputeState, (input, { deps, actor }) => disputes.disputeState(deps, actor, input)),
  defineAction(disputeStatement, (input, { deps, actor }) => disputes.addStatement(deps, actor, input)),
  defineAction(disputeAdminList, (input, { deps, actor }) => disputes.listDisputes(deps, actor, input)),
  defineAction(disputeAdminDecide, (input, { deps, actor }) => disputes.decideDispute(deps, actor, input)),
  defineAction(disputeAdminSettings, (input, { deps, actor }) => disputes.disputeSettings(deps, actor, input)),
];

/** The automatic acceptance runs hourly: a delivery is accepted within an hour of its deadline. */
export function registerDisputeSweep(app: FastifyInstance, deps: AppDeps, everyMs = 3600_000): void {
  const timer = setInterval(() => {
    disputes.runAutoAccept(deps).catch((err: unknown) => app.log.error({ err }, 'auto-accept sweep failed'));
  }, everyMs);
  timer.unref();
  app.addHook('onClose', (_instance, done) => {
    clearInterval(timer);
    done();
  });
}
