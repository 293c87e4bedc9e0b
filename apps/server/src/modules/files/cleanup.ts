import { inArray, like, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  articles,
  banners,
  complaintFeedback,
  courseAttachments,
  courseSections,
  courseVideos,
  users,
  walletTrades,
} from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/deps.ts';
import { normalizeUploadName } from './files.service.ts';

// Removing stored files once the rows that named them are gone. A path is only ever one that
// storeUpload (or the attachment and video uploads) wrote; it is removed only when no row names it any
// more (a cover path can be sent again with another course, an image pasted into rich text), and only
// after the deleting transaction committed, so a rolled-back delete never loses a file.

/** The shape of every path the upload code writes: <yyyy>/<mm>/<24 hex>.<ext>. */
const STORED = /^\d{4}\/\d{2}\/[0-9a-f]{24}\.[a-z0-9]{2,5}$/;

/** Of the given paths, those no row names any more. Call it in the deleting transaction, after the delete. */
export async function unreferencedUploads(db: Executor, paths: Iterable<string | null | undefined>): Promise<string[]> {
  const wanted = [...new Set([...paths].filter((p): p is string => typeof p === 'string' && STORED.test(p)))];
  if (wanted.length === 0) return [];
  const named = (rows: { p: string | null }[]) => rows.map((r) => r.p);
  // Rich text shows uploads as /uploads/<path>; a LIKE finds them (the paths hold no LIKE wildcards).
  const inText = or(...wanted.map((p) => like(articles.content, `%${p}%`)));
  const inSection = or(...wanted.map((p) => like(courseSections.content, `%${p}%`)));
  const found = await Promise.all([
    db.select({ p: articles.icon }).from(articles).where(inArray(articles.icon, wanted)).then(named),
    db.select({ p: users.icon }).from(users).where(inArray(users.icon, wanted)).then(named),
    db.select({ p: users.insurancePath }).from(users).where(inArray(users.insurancePath, wanted)).then(named),
    db.select({ p: complaintFeedback.iconUrl }).from(complaintFeedback).where(inArray(complaintFeedback.iconUrl, wanted)).then(named),
    db.select({ p: banners.bannerPath }).from(banners).where(inArray(banners.bannerPath, wanted)).then(named),
    db.select({ p: walletTrades.payProof }).from(walletTrades).where(inArray(walletTrades.payProof, wanted)).then(named),
    db.select({ p: courseVideos.path }).from(courseVideos).where(inArray(courseVideos.path, wanted)).then(named),
    db.select({ p: courseAttachments.path }).from(courseAttachments).where(inArray(courseAttachments.path, wanted)).then(named),
    db
      .select({ c: articles.content })
      .from(articles)
      .where(inText)
      .then((rows) => wanted.filter((p) => rows.some((r) => r.c.includes(p)))),
    db
      .select({ c: courseSections.content })
      .from(courseSections)
      .where(inSection)
      .then((rows) => wanted.filter((p) => rows.some((r) => r.c.includes(p)))),
  ]);
  const still = new Set(found.flat());
  return wanted.filter((p) => !still.has(p));
}

/**
 * Removes stored files by their relative paths, normalised so nothing outside the upload root is
 * touched. Best effort: a file already gone is fine, any other failure is logged, never thrown (the
 * rows are deleted and the request has succeeded).
 */
export async function removeUploads(deps: Pick<AppDeps, 'storage' | 'log'>, paths: readonly string[]): Promise<void> {
  for (const path of paths) {
    const rel = normalizeUploadName(path);
    if (!rel) continue;
    await deps.storage.delete(rel).catch((err: unknown) => deps.log.warn({ err, path }, 'could not remove a stored file'));
  }
}
