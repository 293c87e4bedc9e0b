import type { FastifyInstance } from 'fastify';
import { walletActions as w } from '@xcb/shared';
import { PROCESS_MANUALS } from '@xcb/shared/actions/wallet';
import type { AppDeps } from '../../http/deps.ts';
import { defineAction } from '../../http/router.ts';
import { SECURITY } from '../../http/openapi.ts';
import type { Channel, SandboxGateway } from '../../providers/payment-gateway.ts';
import { addCard, deleteCard, listCards, updateCard } from './cards.service.ts';
import { addFeedback, myFeedback } from './feedback.service.ts';
import { flowpathAccess, manualDocument, manualFileName } from './flowpath.service.ts';
import { checkLedger } from '../ledger/ledger-check.ts';
import { listPoints } from './points.service.ts';
import * as wallet from './wallet.service.ts';
import { decideTopup, decideWithdrawal } from './wallet.review.ts';
import { requireAdmin } from '../staff/access.ts';

const walletDeps = (deps: AppDeps): wallet.WalletDeps => ({ db: deps.db, hub: deps.hub, config: deps.config, gateway: deps.payments });
const origin = (deps: AppDeps) => (deps.config.PUBLIC_URL ?? '').replace(/\/$/, '');

export const walletActionList = [
  defineAction(w.getAccountBase, (_input, { deps, actor }) => wallet.getAccountBase(deps.db, actor)),
  defineAction(w.getTradList, (input, { deps, actor }) => wallet.listTrades(deps.db, actor, input)),
  defineAction(w.getTradDetail, (input, { deps, actor }) => wallet.tradeDetail(deps.db, actor, input.id)),
  defineAction(w.addPWD, (input, { deps, actor }) => wallet.addPayPassword(walletDeps(deps), actor, input.custAccountPWD.accountpwd)),
  defineAction(w.setPWD, (input, { deps, actor }) =>
    wallet.changePayPassword(walletDeps(deps), actor, input.accountpwd, input.newaccountpwd),
  ),
  defineAction(w.createcz, (input, { deps, actor }) => wallet.createOnlineTopup(walletDeps(deps), actor, input)),
  defineAction(w.createJY, (input, { deps, actor }) => wallet.createWalletTransaction(walletDeps(deps), actor, input)),
  defineAction(w.createAccount, (input, { deps, actor }) => wallet.createBankTopup(walletDeps(deps), actor, input)),
  defineAction(w.aliZZAudit, (input, { deps, actor }) => wallet.addTransferAudit(deps.db, actor, 'ali', input)),
  defineAction(w.wxZZAudit, (input, { deps, actor }) => wallet.addTransferAudit(deps.db, actor, 'wx', input)),
  defineAction(w.bankZZAudit, (input, { deps, actor }) => wallet.addTransferAudit(deps.db, actor, 'bank', input)),
  defineAction(w.payCompanyBankUI, (_input, { deps }) => wallet.companyBank(deps.db)),
  defineAction(w.payCompanyBankSave, (input, { deps, actor }) => wallet.saveCompanyBank(deps.db, actor, input)),
  defineAction(w.aliPayOrderStr, async (input, { deps, actor }) => ({
    data: await wallet.checkout(walletDeps(deps), actor, 'alipay', input.order_id, origin(deps)),
  })),
  defineAction(w.wxPayFunction, async (input, { deps, actor }) => ({
    code_url: await wallet.checkout(walletDeps(deps), actor, 'wxpay', input.order_id, origin(deps)),
  })),
  defineAction(w.queryOrderBy, (input, { deps, actor }) => wallet.queryOrder(deps.db, actor, input.order_id)),
  defineAction(w.userBankList, (_input, { deps, actor }) => listCards(deps.db, actor)),
  defineAction(w.userBankAdd, (input, { deps, actor }) => addCard(deps.db, actor, input.userBank)),
  defineAction(w.userBankUpdate, (input, { deps, actor }) => updateCard(deps.db, actor, input.userBank.id, input.userBank)),
  defineAction(w.userBankDelete, (input, { deps, actor }) => deleteCard(deps.db, actor, input.userBank.id)),
  defineAction(w.scoreList, (input, { deps, actor }) => listPoints(deps.db, actor, input)),
  defineAction(w.feedbackAdd, (input, { deps, actor }) => addFeedback(deps.db, actor, input.complaintAndFeedback)),
  defineAction(w.feedbackMine, (input, { deps, actor }) => myFeedback(deps.db, actor, input)),
  defineAction(w.flowpathAccess, (_input, { deps, actor }) => flowpathAccess(deps.db, actor)),
  defineAction(w.adminTopupList, (input, { deps }) => wallet.topupQueue(deps.db, input)),
  defineAction(w.adminTopupDecide, (input, { deps, actor }) => decideTopup(deps, actor, input)),
  defineAction(w.adminWithdrawList, (input, { deps }) => wallet.withdrawQueue(deps.db, input)),
  defineAction(w.adminWithdrawDecide, (input, { deps, actor }) => decideWithdrawal(deps, actor, input)),
  defineAction(w.adminLedgerCheck, (_input, { deps, actor }) => {
    requireAdmin(actor);
    return checkLedger(deps.db);
  }),
];

/**
 * The gateways' notification endpoints (called by Alipay / WeChat Pay, or the sandbox, never by a user),
 * the sandbox's own pages, and the process manuals under the spec's /upload/excel/ path.
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
      const outcome = await wallet.handleNotification(walletDeps(deps), channel, params);
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
  const cache = new Map<string, Promise<Buffer>>();
  const manualDoc = {
    operationId: 'flowpath_manualFile',
    security: SECURITY.public,
    tags: ['wallet'],
    summary: '下载业务流程说明书（Word 文档）',
    parameters: [{ name: 'file', in: 'path', required: true, description: '说明书文件名', schema: { type: 'string' } }],
    responses: { '200': { description: 'Word 文档' }, '404': { description: '文件不存在' } },
  };
  app.get('/upload/excel/:file', { config: { openapi: manualDoc } }, async (request, reply) => {
    const file = decodeURIComponent((request.params as { file: string }).file);
    const manual = PROCESS_MANUALS.find((m) => manualFileName(m.name) === file);
    if (!manual) return reply.status(404).send({ success: false, error: '文件不存在', msg: '文件不存在', code: 'NOT_FOUND' });
    let doc = cache.get(manual.key);
    if (!doc) {
      doc = manualDocument(manual.key);
      cache.set(manual.key, doc);
    }
    void reply.header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file)}`);
    return reply.type('application/vnd.openxmlformats-officedocument.wordprocessingml.document').send(await doc);
  });
}
