import { createHash, randomBytes } from 'node:crypto';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { COURSE_MSG } from '@xcb/shared';
import { VIDEO_CHUNK } from '@xcb/shared/actions/course-author';
import type { Tx } from '../../db/client.ts';
import { courseSections, courseVideos } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../core/errors.ts';
import type { Actor, UploadedFile } from '../../http/router.ts';
import type { AppDeps } from '../../http/deps.ts';
import { ownCourse, resubmit } from './course.service.ts';
import { orphaned, removeLeftovers, type Leftovers } from './leftovers.ts';
import { newUploadName, recordUpload } from '../files/files.service.ts';

// Chunked, resumable section videos (spec: Video upload: ask for the uploaded size, then send 1 MB
// chunks until done, with a progress percent). The partial bytes are the storage's partial upload of the key,
// apart from finished files, so nothing serves half a video.
// A replaced or deleted video's file leaves the disk after the commit.

interface Target {
  articleId: number;
  courseChaptesId: number;
  fileName: string;
  fileSize: number;
  fingerprint: string;
}

/** One partial upload per user, course, section and file: a reload or another tab finds the same one. */
const uploadKey = (actor: Actor, t: Target) =>
  createHash('sha256').update(`${actor.userId}:${t.articleId}:${t.courseChaptesId}:${t.fingerprint}:${t.fileSize}`).digest('hex');

async function checkTarget(tx: Tx, actor: Actor, t: Target) {
  if (!/\.mp4$/i.test(t.fileName)) throw badRequest(COURSE_MSG.videoType);
  const course = await ownCourse(tx, actor, t.articleId, { editable: true });
  const [s] = await tx.select({ articleId: courseSections.articleId }).from(courseSections).where(eq(courseSections.id, t.courseChaptesId));
  if (!s || s.articleId !== t.articleId) throw notFound();
  return course;
}

export async function uploadedSize(deps: AppDeps, actor: Actor, t: Target): Promise<number> {
  return deps.db.transaction(async (tx) => {
    await checkTarget(tx, actor, t);
    const [row] = await tx
      .select()
      .from(courseVideos)
      .where(eq(courseVideos.uploadKey, uploadKey(actor, t)));
    if (!row || row.done) return 0;
    // The database row is the truth; the file may hold a tail written before a crash, cut on the next write.
    const size = await deps.storage.partialSize(row.uploadKey);
    return size === null ? 0 : Math.min(size, row.uploadedSize);
  });
}

/**
 * Appends one chunk at `uploadSize`. A chunk at another offset than the server's (a retry after a lost
 * reply, a second tab) changes nothing and the reply says where to continue.
 */
export async function uploadChunk(deps: AppDeps, actor: Actor, t: Target & { uploadSize: number }, file: UploadedFile | null) {
  if (!file || file.data.length === 0) throw badRequest(COURSE_MSG.videoChunk);
  if (file.data.length > VIDEO_CHUNK || t.uploadSize + file.data.length > t.fileSize) throw badRequest(COURSE_MSG.videoChunk);
  if (t.uploadSize === 0) {
    const type = await fileTypeFromBuffer(file.data);
    if (type?.ext !== 'mp4') throw badRequest(COURSE_MSG.videoType);
  }
  let replaced: Leftovers = { uploads: [], partials: [] };
  const reply = await deps.db.transaction(async (tx) => {
    const course = await checkTarget(tx, actor, t);
    const key = uploadKey(actor, t);
    await tx
      .insert(courseVideos)
      .values({
        userId: actor.userId,
        articleId: t.articleId,
        sectionId: t.courseChaptesId,
        uploadKey: key,
        fileName: t.fileName.slice(0, 200),
        fileSize: t.fileSize,
      })
      .onConflictDoNothing();
    const [row] = await tx.select().from(courseVideos).where(eq(courseVideos.uploadKey, key)).for('update');
    if (!row || row.done) throw badRequest(COURSE_MSG.videoChunk);
    if (row.uploadedSize !== t.uploadSize) return { uploadSize: row.uploadedSize, id: null, videosSrc: null };
    await deps.storage.writePartial(key, t.uploadSize, file.data, tx);
    const size = t.uploadSize + file.data.length;
    if (size < t.fileSize) {
      await tx.update(courseVideos).set({ uploadedSize: size }).where(eq(courseVideos.id, row.id));
      return { uploadSize: size, id: null, videosSrc: null };
    }
    // Complete: move it under the upload root; the section keeps one video, the newest.
    const rel = newUploadName('mp4');
    await deps.storage.finishPartial(key, rel, tx);
    await recordUpload(tx, actor.userId, rel, 'course');
    const old = await tx
      .select({ id: courseVideos.id, path: courseVideos.path })
      .from(courseVideos)
      .where(and(eq(courseVideos.sectionId, t.courseChaptesId), eq(courseVideos.done, true), ne(courseVideos.id, row.id)));
    if (old.length)
      await tx.delete(courseVideos).where(
        inArray(
          courseVideos.id,
          old.map((o) => o.id),
        ),
      );
    // The key is released so the same file can be uploaded again later as a new video.
    await tx
      .update(courseVideos)
      .set({ uploadedSize: size, done: true, path: rel, uploadKey: randomBytes(32).toString('hex') })
      .where(eq(courseVideos.id, row.id));
    await resubmit(tx, course);
    replaced = await orphaned(tx, { uploads: old.flatMap((o) => (o.path ? [o.path] : [])), partials: [] });
    return { uploadSize: size, id: row.id, videosSrc: rel };
  });
  await removeLeftovers(deps, replaced);
  return reply;
}

export async function deleteVideo(deps: AppDeps, actor: Actor, id: number) {
  const left = await deps.db.transaction(async (tx) => {
    const [v] = await tx.select().from(courseVideos).where(eq(courseVideos.id, id));
    if (!v) throw notFound();
    const course = await ownCourse(tx, actor, v.articleId, { editable: true });
    await tx.delete(courseVideos).where(eq(courseVideos.id, id));
    await resubmit(tx, course);
    return orphaned(tx, { uploads: v.path ? [v.path] : [], partials: v.done ? [] : [v.uploadKey] });
  });
  await removeLeftovers(deps, left);
  return { msg: COURSE_MSG.deleted };
}
