import type { RouteOptions } from 'fastify';
import { z } from 'zod';
import { AUTH_FAILURES, type ActionContract } from '@xcb/shared';

/** An OpenAPI security requirement list; `[]` says the route needs no credentials. */
export type Security = Record<string, string[]>[];

/** Who may call a route, as the reference states it (the schemes are in components.securitySchemes). */
export const SECURITY = {
  public: [] as Security,
  /** Works without a session; with one, the reply includes what that user may see. */
  optional: [{}, { bearer: [] }] as Security,
  bearer: [{ bearer: [] }] as Security,
  /** A signed, expiring link (`t` in the query) handed out by an action that checked the session. */
  signedLink: [{ signedLink: [] }] as Security,
  /** A file key (`k` in the query) naming the user, for private files opened where no header can be sent. */
  fileKey: [{ fileKey: [] }] as Security,
};

/**
 * What a route registered outside the action registry says about itself in the reference: the route
 * option `config.openapi`. operationId and security are required here, and the check
 * (`npm run check:openapi`) fails on any listed route without them; `false` keeps a route out of the
 * reference (sandbox and development pages, the web app's own pages).
 */
export interface RouteDoc {
  operationId: string;
  security: Security;
  tags: string[];
  summary: string;
  description?: string;
  /** How the path is written in the reference when it has a wildcard (`/uploads/*` → `/uploads/{path}`). */
  path?: string;
  parameters?: Record<string, unknown>[];
  responses?: Record<string, { description: string; content?: Record<string, unknown> }>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    openapi?: RouteDoc | false;
  }
}

const authText: Record<ActionContract['auth'], string> = {
  public: '无需登录',
  optional: '可选登录（登录后返回本人可见字段）',
  user: '需要登录（Authorization: Bearer <jwt>）',
  staff: '仅平台工作人员',
};

const authSecurity: Record<ActionContract['auth'], Security> = {
  public: SECURITY.public,
  optional: SECURITY.optional,
  user: SECURITY.bearer,
  staff: SECURITY.bearer,
};

const failure = {
  type: 'object',
  required: ['success', 'error'],
  properties: { success: { const: false }, error: { type: 'string' }, msg: { type: 'string' }, code: { type: 'string' } },
};

const METHODS = ['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'PATCH'] as const;

/**
 * The OpenAPI document, generated from the action registry and the options of every other route, so it
 * cannot drift from the code. `routes` are the routes as registered (an onRoute hook in app.ts).
 */
export function buildOpenApi(registry: readonly ActionContract[], routes: readonly RouteOptions[] = []) {
  const paths: Record<string, Record<string, unknown>> = {};
  const sorted = [...registry].sort((a, b) => a.area.localeCompare(b.area) || a.name.localeCompare(b.name));
  for (const c of sorted) {
    const input = z.toJSONSchema(c.input, { io: 'input', unrepresentable: 'any' });
    const reply = z.toJSONSchema(c.reply, { io: 'output', unrepresentable: 'any' });
    const responses = {
      '200': {
        description: '成功（success: true），或业务拒绝（success: false，error 为中文提示）',
        content: {
          'application/json': {
            schema: {
              oneOf: [{ allOf: [reply, { type: 'object', required: ['success'], properties: { success: { const: true } } }] }, failure],
            },
          },
        },
      },
      '400': { description: '参数错误，error 为第一条中文校验信息', content: { 'application/json': { schema: failure } } },
      '401': { description: '未登录或会话已结束，code 为 ERR0001..ERR0005', content: { 'application/json': { schema: failure } } },
      '403': { description: '无权操作（如 userid 不是当前用户）', content: { 'application/json': { schema: failure } } },
      '429': { description: '操作过于频繁', content: { 'application/json': { schema: failure } } },
    };
    const encrypted = c.encrypted?.length ? `\n\n加密字段（configStatus '01' 时为 SM4 密文）：${c.encrypted.join(', ')}` : '';
    const operation = {
      tags: [c.area],
      summary: c.summary,
      description: `${authText[c.auth]}${encrypted}`,
      operationId: c.name,
      security: authSecurity[c.auth],
      responses,
    };
    const body = {
      required: false,
      content: {
        'application/json': { schema: input },
        'application/x-www-form-urlencoded': { schema: input },
        'multipart/form-data': { schema: input },
      },
    };
    // A GET action also answers POST (old clients post everything): two operations, so two names; the
    // GET keeps the action's own name, as the clients that follow the contract call it that way.
    paths[`/${c.name}.action`] =
      c.method === 'GET'
        ? {
            get: { ...operation, parameters: queryParameters(input) },
            post: { ...operation, operationId: `${c.name}_post`, requestBody: body },
          }
        : { post: { ...operation, requestBody: body } };
  }
  Object.assign(paths, routePaths(routes, paths));
  const codes = Object.entries(AUTH_FAILURES)
    .map(([code, f]) => `- **${code}** ${f.message}：${f.doc}`)
    .join('\n');
  return {
    openapi: '3.1.0',
    info: {
      title: '贤才宝 Action API',
      version: '1.0.0',
      description: `所有接口为 \`/{action}.action\`，请求体可为 JSON、表单（点号键名表示嵌套字段）或 multipart（文件字段名 upload）。查询串中的随机数会被忽略。\n\n应答总带 success；业务拒绝为 HTTP 200 且 success 为 false。\n\n认证失败代码（HTTP 401，客户端收到后清除本地登录信息并跳转登录页）：\n${codes}`,
    },
    // The reference is served by the API itself, so its own origin is the server.
    servers: [{ url: '/', description: '提供本文档的服务器' }],
    components: { securitySchemes: usedSchemes(paths) },
    paths,
  };
}

const SCHEMES: Record<string, Record<string, string>> = {
  bearer: { type: 'http', scheme: 'bearer', description: 'user_login 等登录接口返回的 jwt' },
  signedLink: { type: 'apiKey', in: 'query', name: 't', description: '由已核对登录与权限的接口返回的签名链接令牌，有效期有限' },
  fileKey: { type: 'apiKey', in: 'query', name: 'k', description: '文件钥匙：代表某个用户打开其可见的私有文件（如 <img> 无法带请求头时）' },
};

/**
 * The schemes the operations name, and only those: an unused one is a lint warning, and a name no
 * scheme defines is left for the linter to report as an error.
 */
function usedSchemes(paths: Record<string, Record<string, unknown>>) {
  const used = new Set<string>();
  for (const item of Object.values(paths)) {
    for (const op of Object.values(item) as { security?: Security }[])
      for (const req of op.security ?? []) for (const name of Object.keys(req)) used.add(name);
  }
  return Object.fromEntries(Object.entries(SCHEMES).filter(([name]) => used.has(name)));
}

/**
 * Every route that is not an action (they are listed above from their contracts), documented from its
 * route options. Left out: HEAD (Fastify adds one per GET), WebSockets (not HTTP operations), routes that
 * hide themselves (`schema.hide`, as @fastify/static and @fastify/swagger-ui do) or set
 * `config.openapi: false`. A route without `config.openapi` is still listed, without operationId and
 * security, so the check names it instead of the reference silently missing it.
 */
function routePaths(routes: readonly RouteOptions[], documented: Record<string, Record<string, unknown>>) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const doc = route.config?.openapi;
    const schema = (route.schema ?? {}) as { hide?: boolean };
    if (doc === false || schema.hide || (route as { websocket?: boolean }).websocket) continue;
    const path = doc?.path ?? route.url.replace(/:(\w+)/g, '{$1}');
    for (const m of [route.method].flat()) {
      const method = m.toUpperCase();
      if (!(METHODS as readonly string[]).includes(method)) continue;
      const key = method.toLowerCase();
      if (documented[path]?.[key]) continue;
      paths[path] ??= {};
      paths[path][key] = doc
        ? {
            tags: doc.tags,
            summary: doc.summary,
            ...(doc.description ? { description: doc.description } : {}),
            operationId: doc.operationId,
            security: doc.security,
            parameters: doc.parameters ?? [],
            responses: doc.responses ?? { '200': { description: '成功' } },
          }
        : { summary: `${method} ${route.url}（路由未提供 config.openapi）`, responses: { '200': { description: '未说明' } } };
    }
  }
  return paths;
}

function queryParameters(schema: Record<string, unknown>) {
  const props = (schema.properties ?? {}) as Record<string, Record<string, unknown>>;
  return Object.entries(props).map(([name, s]) => ({ name, in: 'query', required: false, schema: s }));
}

/** Responses of a route that sends a stored file (Range requests get 206, so a player can seek). */
export const fileResponses = (description: string, errors: Record<string, string> = {}) => ({
  '200': { description },
  '206': { description: '按 Range 返回的部分内容（视频拖动）' },
  ...Object.fromEntries(Object.entries(errors).map(([status, text]) => [status, { description: text }])),
});

/** A string query parameter of a route's reference. */
export const queryParam = (name: string, description: string, required = true) => ({
  name,
  in: 'query',
  required,
  description,
  schema: { type: 'string' },
});
