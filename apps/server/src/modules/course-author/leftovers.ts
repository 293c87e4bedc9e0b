import { inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { courseAttachments, courseVideos } from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/deps.ts';
import { removeUploads, unreferencedUploads } from '../files/cleanup.ts';

// The files a course's rows leave behind: its cover, its sections' attachments and videos, and the
// partial bytes of unfinished video uploads. They are collected in the deleting transaction and
// removed after it commits (removeLeftovers), each only when no row names it any more.

export interface Leftovers {
  /** Relative paths under the upload root. */
  uploads: string[];
  /** Upload keys of unfinished videos (their bytes are the storage's partial upload of that key). */
  partials: string[];
}

/**
 * Deletes the attachments and videos of these sections and answers their files. The attachments are
 * deleted here because the foreign key would only unlink them, keeping their paths named.
 */
export async function dropSectionFiles(tx: Tx, sectionIds: number[]): Promise<Leftovers> {
  if (sectionIds.length === 0) return { uploads: [], partials: [] };
  const files = await tx
    .delete(courseAttachments)
    .where(inArray(courseAttachments.sectionId, sectionIds))
    .returning({ path: courseAttachments.path });
  const videos = await tx
    .delete(courseVideos)
    .where(inArray(courseVideos.sectionId, sectionIds))
    .returning({ path: courseVideos.path, key: courseVideos.uploadKey, done: courseVideos.done });
  return {
    uploads: [...files.map((f) => f.path), ...videos.flatMap((v) => (v.path ? [v.path] : []))],
    partials: videos.filter((v) => !v.done).map((v) => v.key),
  };
}

/** Of what was collected, what no row names any more: call it in the transaction, after the deletes. */
export async function orphaned(tx: Tx, left: Leftovers): Promise<Leftovers> {
  const keys = [...new Set(left.partials)];
  const live = keys.length
    ? await tx.select({ key: courseVideos.uploadKey }).from(courseVideos).where(inArray(courseVideos.uploadKey, keys))
    : [];
  return { uploads: await unreferencedUploads(tx, left.uploads), partials: keys.filter((k) => !live.some((l) => l.key === k)) };
}

/** After the commit: best effort, logged, never failing the request. */
export async function removeLeftovers(deps: Pick<AppDeps, 'storage' | 'log'>, left: Leftovers): Promise<void> {
  await removeUploads(deps, left.uploads);
  for (const key of left.partials) {
    // keys are sha256 hex (or random hex once done): anything else is not a file of ours
    if (!/^[0-9a-f]{64}$/.test(key)) continue;
    await deps.storage.deletePartial(key).catch((err: unknown) => deps.log.warn({ err, key }, 'could not remove a partial upload'));
  }
}
