import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../../core/errors.ts';
import { SECURITY, type RouteDoc } from '../../http/openapi.ts';
import type { AppDeps } from '../../http/deps.ts';
import { SandboxOAuthProvider, type OAuthKind } from '../../providers/oauth.ts';
import { completePopup, startPopup } from './oauth.service.ts';

const NAMES: Record<OAuthKind, string> = { wechat: '微信', qq: 'QQ' };

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A small page in the popup. Everything in it is our own text; nothing from the request is echoed unescaped. */
function page(reply: FastifyReply, title: string, body: string, closeAfterMs?: number) {
  // No inline script (the CSP allows none): the close timer is a file that reads its delay from data-ms.
  const close = closeAfterMs === undefined ? '' : `<script src="/oauth/close.js" data-ms="${closeAfterMs}"></script>`;
  return reply
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .send(
      `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)}</title>` +
        `<style>body{font-family:system-ui,"Noto Sans CJK SC",sans-serif;margin:0;background:#f5f7fb;color:#1f2937}main{max-width:420px;margin:32px auto;padding:28px;background:#fff;border-radius:12px;box-shadow:0 6px 24px rgba(0,0,0,.08)}` +
        `h1{font-size:20px;margin:0 0 8px}.tag{display:inline-block;padding:2px 8px;border-radius:4px;background:#fff7e6;color:#d46b08;border:1px solid #ffd591;font-size:12px;margin-left:8px}p{color:#6b7280;font-size:14px;line-height:1.7}` +
        `label{display:block;margin:14px 0 6px;font-size:14px}input{width:100%;box-sizing:border-box;padding:9px 12px;border:1px solid #d1d5db;border-radius:6px;font-size:15px}` +
        `.row{display:flex;gap:12px;margin-top:22px}button{flex:1;padding:10px;border-radius:6px;border:1px solid #d1d5db;background:#fff;font-size:15px;cursor:pointer}button.ok{background:#07c160;border-color:#07c160;color:#fff}</style></head>` +
        `<body><main>${body}</main>${close}</body></html>`,
    );
}

/**
 * spec: app_wechatLogin and qq_qq open in a popup (GET). They lead to the provider's authorisation page;
 * its callback records the result and closes the popup, and the opener, polling every second until the
 * popup is closed, asks user_checkLoginStatus / user_checkLoginQQStatus.
 */
export function registerOAuthRoutes(app: FastifyInstance, deps: AppDeps): void {
  const start = (kind: OAuthKind) => async (request: { query: unknown }, reply: FastifyReply) => {
    const key = (request.query as Record<string, unknown>).key;
    if (typeof key !== 'string' || key.length < 16 || key.length > 128)
      return page(reply, NAMES[kind], `<h1>${NAMES[kind]}登录</h1><p>授权已过期，请重新操作</p>`, 3000);
    try {
      return reply.redirect(await startPopup(deps, kind, key));
    } catch (e) {
      if (e instanceof AppError) return page(reply, NAMES[kind], `<h1>${NAMES[kind]}登录</h1><p>${escape(e.message)}</p>`, 3000);
      throw e;
    }
  };
  const popup = (kind: OAuthKind): { config: { openapi: RouteDoc } } => ({
    config: {
      openapi: {
        operationId: kind === 'wechat' ? 'app_wechatLogin' : 'qq_qq',
        security: SECURITY.public,
        tags: ['account'],
        summary: `${NAMES[kind]}登录弹窗：转到${NAMES[kind]}授权页；key 为页面随后查询登录结果所用的随机串`,
        parameters: [
          {
            name: 'key',
            in: 'query',
            required: true,
            description: '16–128 个字符的随机串',
            schema: { type: 'string', minLength: 16, maxLength: 128 },
          },
        ],
        responses: {
          '302': { description: '转到授权页' },
          '200': { description: '说明原因的页面（key 无效或授权不可用）' },
          '400': { description: '无法解析的请求' },
        },
      },
    },
  });
  // A script of the popup's own pages, not an API.
  app.get('/oauth/close.js', { config: { openapi: false } }, (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send('var s=document.currentScript;setTimeout(function(){window.close()},Number(s&&s.dataset.ms)||0);'),
  );
  app.get('/app_wechatLogin.action', popup('wechat'), start('wechat'));
  app.get('/qq_qq.action', popup('qq'), start('qq'));

  const callback: RouteDoc = {
    operationId: 'oauth_callback',
    security: SECURITY.public,
    tags: ['account'],
    summary: '第三方授权回调：记录授权结果并关闭弹窗（由授权页跳转而来）',
    parameters: [
      { name: 'kind', in: 'path', required: true, schema: { type: 'string', enum: ['wechat', 'qq'] } },
      { name: 'state', in: 'query', required: true, schema: { type: 'string' } },
      { name: 'code', in: 'query', required: false, description: '授权码；用户拒绝时没有', schema: { type: 'string' } },
    ],
    responses: { '200': { description: '说明结果并关闭弹窗的页面' }, '404': { description: '未知的登录方式' } },
  };
  app.get('/oauth/:kind/callback', { config: { openapi: callback } }, async (request, reply) => {
    const { kind } = request.params as { kind: string };
    if (kind !== 'wechat' && kind !== 'qq') return reply.status(404).send({ success: false });
    const q = request.query as Record<string, unknown>;
    const state = typeof q.state === 'string' ? q.state : '';
    const code = typeof q.code === 'string' && q.code ? q.code : undefined;
    const text = await completePopup(deps, kind, state, code);
    return page(reply, NAMES[kind], `<h1>${NAMES[kind]}授权</h1><p>${escape(text)}</p>`, 800);
  });

  // The sandbox authorisation pages (outside production only).
  for (const kind of ['wechat', 'qq'] as const) {
    const provider = deps.oauth?.[kind];
    if (!(provider instanceof SandboxOAuthProvider)) continue;
    app.get(`/__sandbox/oauth/${kind}/authorize`, { config: { openapi: false } }, (request, reply) => {
      const raw = (request.query as Record<string, unknown>).state;
      const state = typeof raw === 'string' ? raw : '';
      const name = NAMES[kind];
      return page(
        reply,
        `${name}授权（沙箱）`,
        `<h1>${name}授权登录<span class="tag">沙箱</span></h1>` +
          `<p>这是本地沙箱的${name}授权页，不会连接真实的${name}。填写一个沙箱${name}账号标识，同一标识每次代表同一个${name}用户。</p>` +
          `<form method="get" action="/__sandbox/oauth/${kind}/approve"><input type="hidden" name="state" value="${escape(state)}">` +
          `<label for="account">沙箱${name}账号标识</label><input id="account" name="account" required maxlength="40" placeholder="例如 wx_demo_01">` +
          `<label for="nickname">${name}昵称</label><input id="nickname" name="nickname" maxlength="20" value="沙箱${name}用户">` +
          `<div class="row"><button type="submit" name="decision" value="deny">拒绝</button><button class="ok" type="submit" name="decision" value="allow">同意授权</button></div></form>`,
      );
    });
    app.get(`/__sandbox/oauth/${kind}/approve`, { config: { openapi: false } }, (request, reply) => {
      const q = request.query as Record<string, unknown>;
      const state = typeof q.state === 'string' ? q.state : '';
      const account = typeof q.account === 'string' ? q.account.trim().slice(0, 40) : '';
      const nickname = typeof q.nickname === 'string' && q.nickname.trim() ? q.nickname.trim().slice(0, 20) : `沙箱${NAMES[kind]}用户`;
      const allow = q.decision === 'allow' && account !== '';
      const code = allow ? `&code=${encodeURIComponent(provider.issueCode(account, nickname))}` : '&error=access_denied';
      return reply.redirect(`/oauth/${kind}/callback?state=${encodeURIComponent(state)}${code}`);
    });
  }
}
