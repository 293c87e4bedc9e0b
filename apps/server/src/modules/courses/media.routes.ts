import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { COURSE_MSG, UPLOAD_MSG } from '@xcb/shared';
import { users } from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/deps.ts';
import { AppError, forbidden, notFound } from '../../core/errors.ts';
import { resolveUpload } from '../files/files.service.ts';
import { sendStored } from '../files/serve.ts';
import { courseContent } from './course-content.port.ts';
import { openCourse, saveProgress } from './learning.service.ts';
import { verifyMedia } from './media-token.ts';
import { openCourseFile } from './course-files.ts';
import { SECURITY, fileResponses, queryParam } from '../../http/openapi.ts';

const DISABLED = 1;

/**
 * GET /course_media?t=<token>[&download=1]: a course's video or attachment behind a signed link
 * (media-token.ts). Streams through reply.sendFile, so Range requests get 206 and the player can seek.
 * Every request, each range included, checks again that the link's user may still open the course and
 * that the file is still that section's: a refund, a replaced video or a moved attachment ends it.
 * Video progress is reported by the player (course_progress); attachments are counted here.
 */
export function registerCourseMediaRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get(
    '/course_media',
    {
      config: {
        openapi: {
          operationId: 'course_media',
          security: SECURITY.signedLink,
          tags: ['courses'],
          summary:
            '已购课程的视频或附件：course_section 返回的签名链接（两小时内有效，每次请求都重新核对学习权限）；download=1 时作为附件下载',
          parameters: [queryParam('download', '为 1 时作为附件下载', false)],
          responses: fileResponses('文件内容', { '403': '链接无效、已过期或无权访问', '404': '文件已不属于该小节' }),
        },
      },
      // The static plugin stamps its own public caching on every file it sends; a paid file may be kept
      // by the learner's browser only, and only briefly.
      onSend: (_request, reply, payload, done) => {
        void reply.header('Cache-Control', reply.statusCode < 300 ? 'private, max-age=300' : 'no-store');
        done(null, payload);
      },
    },
    async (request, reply) => {
      const q = request.query as { t?: string; download?: string };
      const check = verifyMedia(deps.config.sessionSecret, q.t);
      if (!check.ok) throw forbidden(check.reason === 'expired' ? COURSE_MSG.mediaExpired : COURSE_MSG.mediaInvalid);
      const { u, a, s, p } = check.claims;
      const [user] = await deps.db.select({ staffRole: users.staffRole, status: users.status }).from(users).where(eq(users.id, u));
      if (!user || user.status === DISABLED) throw forbidden(COURSE_MSG.mediaInvalid);
      const who = { userId: u, staffRole: user.staffRole };
      const { viewer } = await openCourse(deps.db, who, a).catch((err: unknown) => {
        throw err instanceof AppError ? forbidden(COURSE_MSG.mediaInvalid) : err;
      });
      const section = await courseContent().section(deps.db, a, s);
      const video = section?.video?.path === p ? { name: section.video.fileName } : null;
      const file = video ?? section?.attachments.find((f) => f.path === p);
      if (!file) throw notFound(UPLOAD_MSG.notFound);
      // An attachment is fetched whole (preview or download): that is learning, and it ends the right to
      // a refund as watching does, or a buyer could take every handout and then ask for the money back.
      // The progress write re-checks the paid order under its lock, so a refund cannot slip in between.
      if (viewer === 'buyer' && !video) {
        await saveProgress(deps.db, who, { articleId: a, sectionId: s, percent: 1 }).catch((err: unknown) => {
          throw err instanceof AppError ? forbidden(COURSE_MSG.mediaInvalid) : err;
        });
      }
      const stored = await resolveUpload(deps.storage, p);
      return sendStored(request, reply, deps.storage, stored, {
        cache: 'learner',
        disposition: { type: q.download === '1' ? 'attachment' : 'inline', name: file.name },
      });
    },
  );

  /**
   * GET /course_file?t=<token>[&download=1]: a course file for its author or staff (courseFile_link). The
   * token names the user and the path; every request checks again that this user may open that file.
   */
  app.get(
    '/course_file',
    {
      config: {
        openapi: {
          operationId: 'course_file',
          security: SECURITY.signedLink,
          tags: ['courses'],
          summary: '课程作者或平台工作人员查看课程文件：courseFile_link 返回的签名链接，每次请求都重新核对权限；download=1 时作为附件下载',
          parameters: [queryParam('download', '为 1 时作为附件下载', false)],
          responses: fileResponses('文件内容', { '403': '链接无效、已过期或无权访问', '404': '文件不存在' }),
        },
      },
      onSend: (_request, reply, payload, done) => {
        void reply.header('Cache-Control', reply.statusCode < 300 ? 'private, max-age=300' : 'no-store');
        done(null, payload);
      },
    },
    async (request, reply) => {
      const q = request.query as { t?: string; download?: string };
      const check = verifyMedia(deps.config.sessionSecret, q.t, Date.now(), 'file');
      if (!check.ok) throw forbidden(check.reason === 'expired' ? COURSE_MSG.mediaExpired : COURSE_MSG.mediaInvalid);
      const { u, p } = check.claims;
      const stored = await resolveUpload(deps.storage, p);
      const file = await openCourseFile(deps.db, u, stored.rel);
      return sendStored(request, reply, deps.storage, stored, {
        cache: 'learner',
        disposition: { type: q.download === '1' ? 'attachment' : 'inline', name: file.name },
      });
    },
  );
}
