import type { FastifyInstance } from 'fastify';
import { UPLOAD_MSG, fileActions as f } from '@xcb/shared';
import type { AppDeps } from '../../deps.ts';
import { defineAction } from '../../http/router.ts';
import { IMAGE_RULES, recordUpload, resolveUpload, storeUpload } from './files.service.ts';
import { isGuardedFile } from './guarded.ts';
import { notFound } from '../../http/errors.ts';
import { SECURITY, fileResponses, queryParam } from '../../http/openapi.ts';

export const fileActionList = [
  defineAction(f.uploadFile, async (input, { deps, file, actor }) => {
    const path = await storeUpload(deps.config.uploadDir, file, IMAGE_RULES[input.purpose]);
    await recordUpload(deps.db, actor.userId, path);
    return { data: path };
  }),
];

/**
 * Stored files: `down_downFile.action?filePathName=&newFileName=` (spec, as a download) and `/uploads/<path>`
 * (for <img> and <video>, with HTTP range requests). Both go through resolveUpload, and neither serves a
 * course attachment or video (course-files.ts).
 */
export function registerFileRoutes(app: FastifyInstance, deps: AppDeps): void {
  const downFile = {
    operationId: 'down_downFile',
    security: SECURITY.public,
    tags: ['files'],
    summary: '下载已上传的文件（作为附件保存，newFileName 为保存的文件名）；路径不能离开上传目录，否则 404',
    parameters: [queryParam('filePathName', '上传时返回的相对路径'), queryParam('newFileName', '保存的文件名', false)],
    responses: fileResponses('文件内容', { '404': '文件不存在' }),
  };
  app.get('/down_downFile.action', { config: { openapi: downFile } }, async (request, reply) => {
    const q = request.query as { filePathName?: string; newFileName?: string };
    const { rel } = await resolveUpload(deps.config.uploadDir, q.filePathName);
    if (await isGuardedFile(deps.db, rel)) throw notFound(UPLOAD_MSG.notFound);
    const name = (q.newFileName || rel.split('/').pop() || 'download').replace(/["\r\n]/g, '');
    void reply.header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}`);
    return reply.sendFile(rel, deps.config.uploadDir);
  });
  const uploads = {
    operationId: 'uploads_get',
    security: SECURITY.public,
    path: '/uploads/{path}',
    tags: ['files'],
    summary: '按上传时返回的相对路径读取文件（图片、头像等公开文件），支持 Range，缓存一天',
    parameters: [{ name: 'path', in: 'path', required: true, description: '上传时返回的相对路径', schema: { type: 'string' } }],
    responses: fileResponses('文件内容', { '404': '文件不存在' }),
  };
  app.get('/uploads/*', { config: { openapi: uploads } }, async (request, reply) => {
    const { rel } = await resolveUpload(deps.config.uploadDir, (request.params as { '*': string })['*']);
    // Paid course files are served only through checked routes (/course_media, /course_file).
    if (await isGuardedFile(deps.db, rel)) throw notFound(UPLOAD_MSG.notFound);
    // Stored names are random and never rewritten, so a day in any cache is safe.
    return reply.sendFile(rel, deps.config.uploadDir, { maxAge: 86_400_000 });
  });
}
