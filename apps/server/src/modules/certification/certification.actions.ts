import { certificationActions as c } from '@xcb/shared';
import { defineAction } from '../../http/router.ts';
import * as certification from './certification.service.ts';
import * as tables from '../../db/schema/index.ts';

export const certificationActionList = [
  defineAction(c.companyByUser, async (_input, { deps, actor }) => ({ companys: await certification.companiesOf(deps.db, actor.userId) })),
  defineAction(c.personalInformationByUser, async (_input, { deps, actor }) => ({
    personalInformation: await certification.personalInformationOf(deps.db, actor.userId),
  })),
  defineAction(c.rsFirmByUser, async (_input, { deps, actor }) => ({ rsFrims: await certification.rsFirmsOf(deps.db, actor.userId) })),
  defineAction(c.zpGrzlByUser, async (_input, { deps, actor }) => ({ zpGrzls: await certification.zpGrzlOf(deps.db, actor.userId) })),
  defineAction(c.companyAuth, (_input, { deps, actor }) => certification.authSummary(deps, actor)),
  defineAction(c.paymentPending, (input, { deps, actor }) => certification.pendingPaymentAudits(deps.db, actor, input.entity?.auditUser)),
  defineAction(c.companySave, (input, { deps, actor }) => certification.saveCompany(deps.db, actor, input)),
  defineAction(c.personalSave, (input, { deps, actor }) => certification.savePersonal(deps.db, actor, input)),
  defineAction(c.publishCheck, (input, { deps, actor }) => certification.publishCheck(deps.db, actor.userId, input.type)),
  defineAction(c.companyList, (input, { deps, actor }) => certification.hotCompanies(deps.db, actor, input), {
    keep: { reads: [tables.companies, tables.users] },
  }),
];
