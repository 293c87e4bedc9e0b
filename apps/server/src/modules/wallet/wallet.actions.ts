import type { FastifyInstance } from 'fastify';
import { walletActions as w } from '@xcb/shared';
import type { AppDeps } from '../../http/deps.ts';
import { defineAction } from '../../http/router.ts';
import { SECURITY } from '../../http/openapi.ts';
import type { Channel, SandboxGateway } from '../../providers/payment-gateway.ts';
import { checkLedger } from '../ledger/ledger-check.ts';
import { requireAdmin } from '../staff/access.ts';
import { addPayPassword, changePayPassword, getAccountBase } from './account.service.ts';
import { companyBank, saveCompanyBank } from './bank-settings.service.ts';
import { addCard, deleteCard, listCards, updateCard } from './cards.service.ts';
import { handleNotification } from './gateway-notify.service.ts';
import { listPoints } from './points.service.ts';
import { adminTradeQueue } from './queues.ts';
import type { WalletDeps } from './requests.ts';
import { checkout, createBankTopup, createOnlineTopup, queryOrder } from './topups.service.ts';
import { listTrades, tradeDetail } from './trades.service.ts';
import { createWalletTransaction } from './transactions.service.ts';
import { addTransferAudit } from './withdrawals.service.ts';
import { decideTopup, decideWithdrawal } from './wallet.review.ts';

const walletDeps = (deps: AppDeps): WalletDeps => ({ db: deps.db, hub: deps.hub, config: deps.config, gateway: deps.payments });
const origin = (deps: AppDeps) => (deps.config.PUBLIC_URL ?? '').replace(/\/$/, '');

export const walletActionList = [
  defineAction(w.getAccountBase, (_input, { deps, actor }) => getAccountBase(deps.db, actor)),
  defineAction(w.getTradList, (input, { deps, actor }) => listTrades(deps.db, actor, input)),
  defineAction(w.getTradDetail, (input, { deps, actor }) => tradeDetail(deps.db, actor, input.id)),
  defineAction(w.addPWD, (input, { deps, actor }) => addPayPassword(walletDeps(deps), actor, input.custAccountPWD.accountpwd)),
  defineAction(w.setPWD, (input, { deps, actor }) => changePayPassword(walletDeps(deps), actor, input.accountpwd, input.newaccountpwd)),
  defineAction(w.createcz, (input, { deps, actor }) => createOnlineTopup(walletDeps(deps), actor, input)),
  defineAction(w.createJY, (input, { deps, actor }) => createWalletTransaction(walletDeps(deps), actor, input)),
  defineAction(w.createAccount, (input, { deps, actor }) => createBankTopup(walletDeps(deps), actor, input)),
  defineAction(w.aliZZAudit, (input, { deps, actor }) => addTransferAudit(deps.db, actor, 'ali', input)),
  defineAction(w.wxZZAudit, (input, { deps, actor }) => addTransferAudit(deps.db, actor, 'wx', input)),
  defineAction(w.bankZZAudit, (input, { deps, actor }) => addTransferAudit(deps.db, actor, 'bank', input)),
  defineAction(w.payCompanyBankUI, (_input, { deps }) => companyBank(deps.db)),
  defineAction(w.payCompanyBankSave, (input, { deps, actor }) => saveCompanyBank(deps.db, actor, input)),
  defineAction(w.aliPayOrderStr, async (input, { deps, actor }) => ({
    data: await checkout(walletDeps(deps), actor, 'alipay', input.order_id, origin(deps)),
  })),
  defineAction(w.wxPayFunction, async (input, { deps, actor }) => ({
    code_url: await checkout(walletDeps(deps), actor, 'wxpay', input.order_id, origin(deps)),
  })),
  defineAction(w.queryOrderBy, (input, { deps, actor }) => queryOrder(deps.db, actor, input.order_id)),
  defineAction(w.userBankList, (_input, { deps, actor }) => listCards(deps.db, actor)),
  defineAction(w.userBankAdd, (input, { deps, actor }) => addCard(deps.db, actor, input.userBank)),
  defineAction(w.userBankUpdate, (input, { deps, actor }) => updateCard(deps.db, actor, input.userBank.id, input.userBank)),
  defineAction(w.userBankDelete, (input, { deps, actor }) => deleteCard(deps.db, actor, input.userBank.id)),
  defineAction(w.scoreList, (input, { deps, actor }) => listPoints(deps.db, actor, input)),
  defineAction(w.adminTopupList, (input, { deps }) => adminTradeQueue(deps.db, 'topup', input)),
  defineAction(w.adminTopupDecide, (input, { deps, actor }) => decideTopup(deps, actor, input)),
  defineAction(w.adminWithdrawList, (input, { deps }) => adminTradeQueue(deps.db, 'withdraw', input)),
  defineAction(w.adminWithdrawDecide, (input, { deps, actor }) => decideWithdrawal(deps, actor, input)),
  defineAction(w.adminLedgerCheck, (_input, { deps, actor }) => {
    requireAdmin(actor);
    return checkLedger(deps.db);
  }),
];

/**
 * The gateways' notification endpoints (called by Alipay / WeChat Pay, or the sandbox, never by a user),
 * and the sandbox's own pages.
 */
export function registerWalletRoutes(app: FastifyInstance, deps: AppDeps, sandbox: SandboxGateway | null): void {
  for (const channel of ['alipay', 'wxpay'] as const satisfies Channel[]) {
    const notify = {
      operationId: `pay_${channel}Notify`,
      // No session: the gateway calls it, and the notification's signature is what is checked.
      security: SECURITY.public,
      tags: ['wallet'],
      summary: `${channel === 'alipay' ? '支付宝' : '微信支付'}异步支付通知（由支付网关调用，按签名核对）`,
      responses: { '200': { description: 'success：已处理' }, '400': { description: '签名无效或通知不符' } },
    };
    app.post(`/pay/${channel}/notify`, { config: { openapi: notify } }, async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const params = Object.fromEntries(Object.entries(body).map(([k, v]) => [k, typeof v === 'string' ? v : String(v)]));
      const outcome = await handleNotification(walletDeps(deps), channel, params);
      return reply
        .status(outcome === 'success' ? 200 : 400)
        .type('text/plain')
        .send(outcome);
    });
  }
  if (sandbox) {
    sandbox.register(app, async (channel, params) => {
      await app.inject({
        method: 'POST',
        url: `/pay/${channel}/notify`,
        payload: new URLSearchParams(params).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    });
  }
}
