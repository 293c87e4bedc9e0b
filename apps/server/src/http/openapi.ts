import { z } from 'zod';
import { AUTH_FAILURES, type ActionContract } from '@xcb/shared';

const authText: Record<ActionContract['auth'], string> = {
  public: '无需登录',
  optional: '可选登录（登录后返回本人可见字段）',
  user: '需要登录（Authorization: Bearer <jwt>）',
  staff: '仅平台工作人员',
};

const failure = {
  type: 'object',
  properties: { success: { const: false }, error: { type: 'string' }, msg: { type: 'string' }, code: { type: 'string' } },
};

/** The OpenAPI document, generated from the action registry so it cannot drift from the code. */
export function buildOpenApi(registry: readonly ActionContract[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  const sorted = [...registry].sort((a, b) => a.area.localeCompare(b.area) || a.name.localeCompare(b.name));
  for (const c of sorted) {
    const input = z.toJSONSchema(c.input, { io: 'input', unrepresentable: 'any' });
    const reply = z.toJSONSchema(c.reply, { io: 'output', unrepresentable: 'any' });
    const responses = {
      '200': {
        description: '成功（success: true），或业务拒绝（success: false，error 为中文提示）',
        content: { 'application/json': { schema: { oneOf: [{ allOf: [reply, { type: 'object', properties: { success: { const: true } } }] }, failure] } } },
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
      ...(c.auth === 'user' || c.auth === 'staff' ? { security: [{ bearer: [] }] } : {}),
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
    paths[`/${c.name}.action`] =
      c.method === 'GET'
        ? { get: { ...operation, parameters: queryParameters(input) }, post: { ...operation, requestBody: body } }
        : { post: { ...operation, requestBody: body } };
  }
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
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    paths,
  };
}

function queryParameters(schema: Record<string, unknown>) {
  const props = (schema.properties ?? {}) as Record<string, Record<string, unknown>>;
  return Object.entries(props).map(([name, s]) => ({ name, in: 'query', required: false, schema: s }));
}
