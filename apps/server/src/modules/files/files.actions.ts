import type { FastifyInstance } from 'fastify';
import { UPLOAD_MSG, fileActions as f } from '@xcb/shared';
import type { AppDeps } from '../../deps.ts';
import { defineAction } from '../../http/router.ts';
import { IMAGE_RULES, recordUpload, resolveUpload, storeUpload } from './files.service.ts';
import { isGuardedFile } from './guarded.ts';
import { notFound } from '../../http/errors.ts';

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
  app.get('/down_downFile.action', async (request, reply) => {
    const q = request.query as { filePathName?: string; newFileName?: string };
    const { rel } = await resolveUpload(deps.config.uploadDir, q.filePathName);
    if (await isGuardedFile(deps.db, rel)) throw notFound(UPLOAD_MSG.notFound);
    const name = (q.newFileName || rel.split('/').pop() || 'download').replace(/["\r\n]/g, '');
    void reply.header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}`);
    return reply.sendFile(rel, deps.config.uploadDir);
  });
  app.get('/uploads/*', async (request, reply) => {
    const { rel } = await resolveUpload(deps.config.uploadDir, (request.params as { '*': string })['*']);
    // Paid course files are served only through checked routes (/course_media, /course_file).
    if (await isGuardedFile(deps.db, rel)) throw notFound(UPLOAD_MSG.notFound);
    // Stored names are random and never rewritten, so a day in any cache is safe.
    return reply.sendFile(rel, deps.config.uploadDir, { maxAge: 86_400_000 });
  });
}
