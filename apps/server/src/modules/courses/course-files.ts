import { eq } from 'drizzle-orm';
import { COURSE_MSG } from '@xcb/shared';
import type { Executor } from '../../db/client.ts';
import { articles, courseAttachments, courseSections, courseVideos, users } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../core/errors.ts';
import type { Actor } from '../../http/router.ts';
import { resolveUpload } from '../files/files.service.ts';
import type { GuardedFileCheck } from '../files/guarded.ts';
import type { FileStorage } from '../../providers/storage.ts';
import type { ReviewFileLink } from '../staff/review.ts';
import { signMedia } from './media-token.ts';

// Course attachments and videos are paid content: the public upload routes (/uploads/<path>,
// down_downFile.action) refuse them, whoever asks and whatever the name. Buyers get them through
// course_section's /course_media links; the author (also for uploads not yet saved into a section) and
// staff through courseFile_link's /course_file links. Covers, banners, avatars and article images stay
// public: they are not in these tables.

const DISABLED = 1;

export interface CourseFile {
  name: string;
  uploaderId: number;
  /** the course it belongs to; null for an attachment not yet saved into a section */
  articleId: number | null;
}

/** The course file stored under `rel` (a normalised path under the upload root), if it is one. */
export async function courseFileAt(db: Executor, rel: string): Promise<CourseFile | null> {
  const [attachment] = await db
    .select({ name: courseAttachments.name, uploaderId: courseAttachments.userId, articleId: courseSections.articleId })
    .from(courseAttachments)
    .leftJoin(courseSections, eq(courseSections.id, courseAttachments.sectionId))
    .where(eq(courseAttachments.path, rel))
    .limit(1);
  if (attachment) return attachment;
  const [video] = await db
    .select({ name: courseVideos.fileName, uploaderId: courseVideos.userId, articleId: courseVideos.articleId })
    .from(courseVideos)
    .where(eq(courseVideos.path, rel))
    .limit(1);
  return video ?? null;
}

/** Author (the uploader, or the course's author) or staff: who may open a course file by its path. */
async function mayOpen(db: Executor, who: { userId: number; staffRole: string | null }, file: CourseFile): Promise<boolean> {
  if (who.staffRole) return true;
  if (file.uploaderId === who.userId) return true;
  if (file.articleId === null) return false;
  const [course] = await db.select({ authorId: articles.authorId }).from(articles).where(eq(articles.id, file.articleId));
  return course?.authorId === who.userId;
}

/** spec courseFile_link: a two-hour link to a course file for its author or staff. */
export async function courseFileLink(
  db: Executor,
  secret: string,
  storage: FileStorage,
  actor: Actor,
  input: { path: string; name?: string | undefined },
) {
  const { rel } = await resolveUpload(storage, input.path);
  const file = await courseFileAt(db, rel);
  if (!file) throw notFound(COURSE_MSG.mediaInvalid);
  if (!(await mayOpen(db, actor, file))) throw forbidden(COURSE_MSG.mediaInvalid);
  const { token, expiresAt } = signMedia(secret, { u: actor.userId, a: file.articleId ?? 0, s: 0, p: rel }, Date.now(), undefined, 'file');
  const url = `/course_file?t=${token}`;
  return { url, downloadUrl: `${url}&download=1`, expiresAt: expiresAt.toISOString() };
}

/** What /course_file checks on every request: the link's user still exists, is enabled, and may open it. */
export async function openCourseFile(db: Executor, userId: number, rel: string): Promise<CourseFile> {
  const [user] = await db.select({ staffRole: users.staffRole, status: users.status }).from(users).where(eq(users.id, userId));
  if (!user || user.status === DISABLED) throw forbidden(COURSE_MSG.mediaInvalid);
  const file = await courseFileAt(db, rel);
  if (!file) throw notFound(COURSE_MSG.mediaInvalid);
  if (!(await mayOpen(db, { userId, staffRole: user.staffRole }, file))) throw forbidden(COURSE_MSG.mediaInvalid);
  return file;
}

// The public file routes refuse course files, and the review drawer links them signed; buildApp
// registers both, so the files and staff layers below need no import of courses.
export const isCourseFile: GuardedFileCheck = async (db, rel) => (await courseFileAt(db, rel)) !== null;
export const courseReviewFileLink: ReviewFileLink = async (deps, actor, path) => {
  if (!(await courseFileAt(deps.db, path))) return null;
  const link = await courseFileLink(deps.db, deps.config.sessionSecret, deps.storage, actor, { path }).catch(() => null);
  return link?.url ?? null;
};
