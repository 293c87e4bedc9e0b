import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * A payment channel (Alipay, WeChat Pay) as the wallet sees it: a checkout the payer completes on the
 * channel's own page, an asynchronous signed notification to the server when the money has arrived,
 * and payouts (withdrawals). The local sandbox below behaves the same way, labelled 沙箱 on its pages.
 */
export type Channel = 'alipay' | 'wxpay';

export interface CheckoutOrder {
  tradeCode: string;
  /** yuan hundredths (fen) */
  amountFen: number;
  subject: string;
}

export interface Notification {
  notifyId: string;
  tradeCode: string;
  gatewayRef: string;
  amountFen: number;
  paid: boolean;
}

export interface PayoutRequest {
  orderId: string;
  channel: Channel | 'bank';
  account: string;
  realName: string;
  amountFen: number;
}

export interface PaymentGateway {
  /** Alipay: the cashier page's URL; WeChat: the code_url a phone scans. */
  checkout(channel: Channel, order: CheckoutOrder, origin: string): string;
  /** A verified notification, or null when forged or malformed. */
  verifyNotification(channel: Channel, params: Record<string, string>): Notification | null;
  payout(req: PayoutRequest): Promise<{ ok: true; ref: string } | { ok: false; reason: string }>;
}

const fen = (f: number) => `${Math.floor(f / 100)}.${String(f % 100).padStart(2, '0')}`;
const toFen = (s: string) => (/^\d{1,10}\.\d{2}$/.test(s) ? Number(s.replace('.', '')) : NaN);

/** Signs the sorted key=value pairs, as the real gateways do (they with RSA; the sandbox with HMAC-SHA256). */
export function signParams(key: string, params: Record<string, string>): string {
  const base = Object.keys(params)
    .filter((k) => k !== 'sign' && params[k] !== '')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
  return createHmac('sha256', key).update(base).digest('hex');
}

function verifySign(key: string, params: Record<string, string>): boolean {
  const given = Buffer.from(params.sign ?? '', 'hex');
  const expected = Buffer.from(signParams(key, params), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Where the sandbox delivers its notifications: the server's notify endpoints, through HTTP. */
export type Deliver = (channel: Channel, params: Record<string, string>) => Promise<void>;

export class SandboxGateway implements PaymentGateway {
  /** Payouts made, for the back office and the tests to see. */
  readonly payouts: PayoutRequest[] = [];
  private readonly key: string;
  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('payment-sandbox').digest('hex');
  }

  checkout(channel: Channel, order: CheckoutOrder, origin: string): string {
    const params = { out_trade_no: order.tradeCode, total_amount: fen(order.amountFen), subject: order.subject.slice(0, 60) };
    const q = new URLSearchParams({ ...params, sign: signParams(this.key, params) });
    return `${origin}/__sandbox/${channel}/${channel === 'alipay' ? 'cashier' : 'confirm'}?${q.toString()}`;
  }

  verifyNotification(_channel: Channel, params: Record<string, string>): Notification | null {
    if (!verifySign(this.key, params)) return null;
    const amountFen = toFen(params.total_amount ?? '');
    if (!params.notify_id || !params.out_trade_no || !params.trade_no || !Number.isSafeInteger(amountFen)) return null;
    return {
      notifyId: params.notify_id,
      tradeCode: params.out_trade_no,
      gatewayRef: params.trade_no,
      amountFen,
      paid: params.trade_status === 'TRADE_SUCCESS',
    };
  }

  payout(req: PayoutRequest): Promise<{ ok: true; ref: string } | { ok: false; reason: string }> {
    // The sandbox pays every well-formed request, once per order id, like the real transfer APIs.
    const seen = this.payouts.find((p) => p.orderId === req.orderId);
    if (!seen) this.payouts.push(req);
    return Promise.resolve({ ok: true, ref: `SBX${createHmac('sha256', this.key).update(req.orderId).digest('hex').slice(0, 20)}` });
  }

  /** The signed notification the sandbox sends once the payer confirms. */
  notification(params: { out_trade_no: string; total_amount: string }): Record<string, string> {
    const p: Record<string, string> = {
      notify_id: randomBytes(12).toString('hex'),
      out_trade_no: params.out_trade_no,
      trade_no: `SBX${Date.now()}${randomBytes(3).toString('hex')}`,
      total_amount: params.total_amount,
      trade_status: 'TRADE_SUCCESS',
      gmt_payment: new Date().toISOString(),
    };
    return { ...p, sign: signParams(this.key, p) };
  }

  /** A checkout link the sandbox issued itself (the amount cannot be edited in the address bar). */
  checkoutValid(params: Record<string, string>): boolean {
    const { out_trade_no = '', total_amount = '', subject = '' } = params;
    return verifySign(this.key, { out_trade_no, total_amount, subject, sign: params.sign ?? '' });
  }

  /** The sandbox's own pages: the Alipay cashier and the WeChat phone confirm page. */
  register(app: FastifyInstance, deliver: Deliver): void {
    const page = (title: string, body: string, mobile: boolean) => `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title>
<style>body{font-family:"Noto Sans CJK SC","PingFang SC","Microsoft YaHei",sans-serif;background:#f3f5f8;margin:0;color:#222}
.box{max-width:${mobile ? '360px' : '480px'};margin:${mobile ? '16px auto' : '60px auto'};background:#fff;border-radius:10px;padding:24px;box-shadow:0 2px 12px #0001}
.tag{display:inline-block;background:#fa8c16;color:#fff;border-radius:4px;padding:2px 8px;font-size:13px;margin-left:8px}
.amt{font-size:34px;font-weight:600;margin:16px 0}.row{color:#666;margin:6px 0}
button{width:100%;padding:12px;font-size:17px;border:0;border-radius:6px;color:#fff;cursor:pointer;margin-top:18px}
.ok{color:#389e0d;font-size:20px;margin-top:16px}</style></head><body><div class="box">${body}</div></body></html>`;
    const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

    for (const channel of ['alipay', 'wxpay'] as const) {
      const name = channel === 'alipay' ? '支付宝' : '微信支付';
      const color = channel === 'alipay' ? '#1677ff' : '#07c160';
      const path = channel === 'alipay' ? 'cashier' : 'confirm';
      // The sandbox's pages stand in for the gateway's own: not part of the API reference.
      app.get(`/__sandbox/${channel}/${path}`, { config: { openapi: false } }, (request, reply) => {
        const q = request.query as Record<string, string>;
        void reply.type('text/html; charset=utf-8');
        if (!this.checkoutValid(q))
          return reply
            .status(400)
            .send(page(`${name}（沙箱）`, `<h2>${name}<span class="tag">沙箱</span></h2><p>订单参数签名无效</p>`, channel === 'wxpay'));
        const hidden = ['out_trade_no', 'total_amount', 'subject', 'sign']
          .map((k) => `<input type="hidden" name="${k}" value="${esc(q[k] ?? '')}">`)
          .join('');
        return reply.send(
          page(
            `${name}收银台（沙箱）`,
            `<h2 style="color:${color}">${name}<span class="tag">沙箱</span></h2>
<div class="row">商品：${esc(q.subject ?? '')}</div><div class="row">订单号：${esc(q.out_trade_no ?? '')}</div>
<div class="amt">￥${esc(q.total_amount ?? '')}</div>
<form method="post" action="/__sandbox/${channel}/pay">${hidden}<button type="submit" style="background:${color}">确认付款</button></form>
<p class="row" style="font-size:13px">这是本地沙箱收银台：不会真实扣款，确认后沙箱向服务器发送签名的异步通知。</p>`,
            channel === 'wxpay',
          ),
        );
      });
      app.post(`/__sandbox/${channel}/pay`, { config: { openapi: false } }, (request, reply) => {
        const b = (request.body ?? {}) as Record<string, string>;
        void reply.type('text/html; charset=utf-8');
        if (!this.checkoutValid(b)) return reply.status(400).send(page(name, '<p>订单参数签名无效</p>', channel === 'wxpay'));
        const params = this.notification({ out_trade_no: b.out_trade_no ?? '', total_amount: b.total_amount ?? '' });
        // Asynchronous, like the real gateway: the payer's page returns before the server hears of it.
        setTimeout(() => void deliver(channel, params).catch(() => undefined), 200);
        return reply.send(
          page(
            `${name}（沙箱）`,
            `<h2 style="color:${color}">${name}<span class="tag">沙箱</span></h2><div class="amt">￥${esc(b.total_amount ?? '')}</div><div class="ok">付款成功</div><p class="row">可以关闭本页，返回商户页面查看结果。</p>`,
            channel === 'wxpay',
          ),
        );
      });
    }
  }
}

/**
 * No payment channel configured (production without a real gateway and without PAYMENT_SANDBOX):
 * online top-ups and payouts are refused instead of pretending.
 */
export class UnavailableGateway implements PaymentGateway {
  checkout(): string {
    throw new GatewayUnavailable();
  }
  verifyNotification(): Notification | null {
    return null;
  }
  payout(): Promise<{ ok: false; reason: string }> {
    return Promise.resolve({ ok: false, reason: 'no payment channel configured' });
  }
}

export class GatewayUnavailable extends Error {
  constructor() {
    super('payment channel not configured');
  }
}
