import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { UPLOAD_MSG, fileActions as f } from '@xcb/shared';
import type { AppDeps } from '../../http/deps.ts';
import { defineAction } from '../../http/router.ts';
import { IMAGE_RULES, recordUpload, resolveUpload, storeUpload, type UploadRule } from './files.service.ts';
import type { UploadPolicy } from '../../http/multipart.ts';
import { isGuardedFile } from './guarded.ts';
import { notFound } from '../../core/errors.ts';
import { users } from '../../db/schema/index.ts';
import { verifyFileKey } from '../../http/file-key.ts';
import { fileAccess, mayView, type Viewer } from './access.ts';
import { sendStored } from './serve.ts';
import { SECURITY, fileResponses, queryParam } from '../../http/openapi.ts';

/** The purpose sent before the file decides the limit; sent after it (or unknown), the largest one holds until the handler checks. */
const imageLimit: UploadPolicy = {
  maxBytes: (fields) => ruleOf(fields)?.maxBytes ?? Math.max(...Object.values(IMAGE_RULES).map((r) => r.maxBytes)),
  tooLarge: (fields) => ruleOf(fields)?.sizeMessage ?? UPLOAD_MSG.image5mb,
};
function ruleOf(fields: Record<string, unknown>): UploadRule | undefined {
  const purpose = fields.purpose;
  return typeof purpose === 'string' && Object.hasOwn(IMAGE_RULES, purpose) ? IMAGE_RULES[purpose as keyof typeof IMAGE_RULES] : undefined;
}

export const fileActionList = [
  defineAction(
    f.uploadFile,
    async (input, { deps, file, actor }) => {
      const path = await storeUpload(deps.storage, file, IMAGE_RULES[input.purpose]);
      await recordUpload(deps.db, actor.userId, path, input.purpose);
      return { data: path };
    },
    { upload: imageLimit },
  ),
];

/** Who asks for a file: the session's user (Authorization) or the user a file key names (`?k=`). */
async function viewerOf(deps: AppDeps, request: FastifyRequest): Promise<Viewer | null> {
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (token) {
    const actor = await deps.sessions.resolve(token).catch(() => null);
    if (actor) return { userId: actor.userId, staffRole: actor.staffRole };
  }
  const userId = verifyFileKey(deps.config.sessionSecret, (request.query as { k?: unknown }).k);
  if (userId === null) return null;
  const [user] = await deps.db.select({ staffRole: users.staffRole, status: users.status }).from(users).where(eq(users.id, userId));
  // spec: status 1 = disabled; a disabled account's keys open nothing
  return user && user.status !== 1 ? { userId, staffRole: user.staffRole } : null;
}

/**
 * A stored file as the public routes may send it: paid course files never (course-files.ts), private
 * papers only to who may see them (access.ts), answered as missing to anyone else so nothing tells
 * whether the file exists.
 */
async function openForViewer(deps: AppDeps, request: FastifyRequest, name: string | undefined) {
  const stored = await resolveUpload(deps.storage, name);
  if (await isGuardedFile(deps.db, stored.rel)) throw notFound(UPLOAD_MSG.notFound);
  const access = await fileAccess(deps.db, stored.rel);
  if (access.private && !mayView(access, await viewerOf(deps, request))) throw notFound(UPLOAD_MSG.notFound);
  return { stored, cache: access.private ? ('private' as const) : ('public' as const) };
}

/**
 * Stored files: `down_downFile.action?filePathName=&newFileName=` (spec, as a download) and `/uploads/<path>`
 * (for <img> and <video>, with HTTP range requests), both from the storage (disk or database).
 */
export function registerFileRoutes(app: FastifyInstance, deps: AppDeps): void {
  // Public files need nothing; a private paper opens for its viewers by session or file key.
  const security = [...SECURITY.optional, ...SECURITY.fileKey];
  const downFile = {
    operationId: 'down_downFile',
    security,
    tags: ['files'],
    summary: '下载已上传的文件（作为附件保存，newFileName 为保存的文件名）；私有文件仅其可见者可下载，其他人得到 404',
    parameters: [queryParam('filePathName', '上传时返回的相对路径'), queryParam('newFileName', '保存的文件名', false)],
    responses: fileResponses('文件内容', { '404': '文件不存在或无权查看' }),
  };
  app.get('/down_downFile.action', { config: { openapi: downFile } }, async (request, reply) => {
    const q = request.query as { filePathName?: string; newFileName?: string };
    const { stored, cache } = await openForViewer(deps, request, q.filePathName);
    const name = q.newFileName || stored.rel.split('/').pop() || 'download';
    return sendStored(request, reply, deps.storage, stored, { cache, disposition: { type: 'attachment', name } });
  });
  const uploads = {
    operationId: 'uploads_get',
    security,
    path: '/uploads/{path}',
    tags: ['files'],
    summary: '按上传时返回的相对路径读取文件（图片、视频等），支持 Range；私有文件仅其可见者可读',
    parameters: [{ name: 'path', in: 'path', required: true, description: '上传时返回的相对路径', schema: { type: 'string' } }],
    responses: fileResponses('文件内容', { '404': '文件不存在或无权查看' }),
  };
  app.get('/uploads/*', { config: { openapi: uploads } }, async (request, reply) => {
    const { stored, cache } = await openForViewer(deps, request, (request.params as { '*': string })['*']);
    return sendStored(request, reply, deps.storage, stored, { cache });
  });
}
