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
  Object.assign(paths, FILE_ROUTES);
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

const file = (description: string) => ({ '200': { description }, '206': { description: '按 Range 返回的部分内容（视频拖动）' } });
const query = (name: string, description: string, required = true) => ({ name, in: 'query', required, description, schema: { type: 'string' } });

/** The file routes are plain GETs, not actions (files.actions.ts, courses/media.routes.ts): listed by hand. */
const FILE_ROUTES = {
  '/down_downFile.action': {
    get: {
      tags: ['files'],
      summary: '下载已上传的文件（作为附件保存，newFileName 为保存的文件名）；路径不能离开上传目录，否则 404',
      parameters: [query('filePathName', '上传时返回的相对路径'), query('newFileName', '保存的文件名', false)],
      responses: { ...file('文件内容'), '404': { description: '文件不存在' } },
    },
  },
  '/uploads/{path}': {
    get: {
      tags: ['files'],
      summary: '按上传时返回的相对路径读取文件（图片、作者自己的课程文件），支持 Range，缓存一天',
      parameters: [{ name: 'path', in: 'path', required: true, schema: { type: 'string' } }],
      responses: { ...file('文件内容'), '404': { description: '文件不存在' } },
    },
  },
  '/course_media': {
    get: {
      tags: ['courses'],
      summary: '已购课程的视频或附件：course_section 返回的签名链接（两小时内有效，每次请求都重新核对学习权限）；download=1 时作为附件下载',
      parameters: [query('t', '签名令牌'), query('download', '为 1 时作为附件下载', false)],
      responses: { ...file('文件内容'), '403': { description: '链接无效、已过期或无权访问' }, '404': { description: '文件已不属于该小节' } },
    },
  },
};
