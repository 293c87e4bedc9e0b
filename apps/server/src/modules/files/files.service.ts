import { randomBytes } from 'node:crypto';
import { isAbsolute, normalize, sep } from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { UPLOAD_MSG } from '@xcb/shared';
import type { ImagePurpose } from '@xcb/shared/actions/files';
import type { Executor } from '../../db/client.ts';
import { uploads } from '../../db/schema/index.ts';
import { badRequest, forbidden, notFound } from '../../core/errors.ts';
import { isStorageName, type FileStorage, type StorageData } from '../../providers/storage.ts';
import type { UploadedFile } from '../../http/router.ts';

export interface UploadRule {
  /** Extensions allowed, as file-type reports them from the bytes. */
  ext: readonly string[];
  maxBytes: number;
  typeMessage: string;
  sizeMessage: string;
}

const MB = 1024 * 1024;
const IMAGE = ['png', 'jpg'] as const;

export const IMAGE_RULES: Record<ImagePurpose, UploadRule> = {
  avatar: { ext: IMAGE, maxBytes: 2 * MB, typeMessage: UPLOAD_MSG.imageType, sizeMessage: UPLOAD_MSG.avatarSize },
  insurance: { ext: IMAGE, maxBytes: 3 * MB, typeMessage: UPLOAD_MSG.imageSuffix, sizeMessage: UPLOAD_MSG.image3mb },
  proof: { ext: IMAGE, maxBytes: 3 * MB, typeMessage: UPLOAD_MSG.imageSuffix, sizeMessage: UPLOAD_MSG.image3mb },
  feedback: { ext: IMAGE, maxBytes: 3 * MB, typeMessage: UPLOAD_MSG.imageSuffix, sizeMessage: UPLOAD_MSG.image3mb },
  banner: { ext: IMAGE, maxBytes: 5 * MB, typeMessage: UPLOAD_MSG.imageType, sizeMessage: UPLOAD_MSG.image5mb },
  cover: { ext: IMAGE, maxBytes: 1 * MB, typeMessage: UPLOAD_MSG.imageType, sizeMessage: UPLOAD_MSG.cover1mb },
  editor: { ext: [...IMAGE, 'gif'], maxBytes: 2 * MB, typeMessage: UPLOAD_MSG.imageType, sizeMessage: UPLOAD_MSG.editor2mb },
  general: { ext: [...IMAGE, 'gif'], maxBytes: 5 * MB, typeMessage: UPLOAD_MSG.imageType, sizeMessage: UPLOAD_MSG.image5mb },
  // papers: the certification pages' pictures, bank-payment vouchers, a zone head's proofs; what a general
  // image may be, but private from the upload on (access.ts PRIVATE_PURPOSES), whether or not a form names it
  identity: { ext: [...IMAGE, 'gif'], maxBytes: 5 * MB, typeMessage: UPLOAD_MSG.imageType, sizeMessage: UPLOAD_MSG.image5mb },
};

/**
 * Stores an upload after checking its bytes (not its name) against the rule. The file lands in
 * <yyyy>/<mm>/<random>.<ext>; the returned relative path is what clients keep and send back.
 */
export async function storeUpload(storage: FileStorage, file: UploadedFile | null, rule: UploadRule): Promise<string> {
  if (!file) throw badRequest(UPLOAD_MSG.fileMissing);
  if (file.data.length === 0) throw badRequest(UPLOAD_MSG.empty);
  if (file.data.length > rule.maxBytes) throw badRequest(rule.sizeMessage);
  const detected = await fileTypeFromBuffer(file.data);
  if (!detected || !rule.ext.includes(detected.ext)) throw badRequest(rule.typeMessage);
  return saveUpload(storage, file.data, detected.ext);
}

/** A new stored name: <yyyy>/<mm>/<24 hex>.<ext>, random, so it is never reused or guessed. */
export function newUploadName(ext: string): string {
  const now = new Date();
  return `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomBytes(12).toString('hex')}.${ext}`;
}

/**
 * Stores checked bytes under a new name and returns it. The storage writes whole or not at all: a
 * failure part way leaves nothing under a name nobody would delete, and the caller gets a clear Chinese
 * refusal (507 when the disk is full) instead of a 500.
 */
export async function saveUpload(storage: FileStorage, data: StorageData, ext: string): Promise<string> {
  const rel = newUploadName(ext);
  await storage.put(rel, data);
  return rel;
}

/**
 * The stored name a client's path means, or null: never anything outside the upload root, whatever the
 * name holds (`../`, encoded forms, absolute paths, NUL bytes, backslashes).
 */
export function normalizeUploadName(name: string | undefined): string | null {
  if (!name) return null;
  let rel = name;
  try {
    // Clients may send the path encoded once more than the transport does.
    for (let i = 0; i < 3 && /%[0-9a-f]{2}/i.test(rel); i++) rel = decodeURIComponent(rel);
  } catch {
    return null;
  }
  rel = rel.replace(/^\/?(uploads\/)?/, '');
  if (rel.includes('\0') || rel.includes('\\') || isAbsolute(rel) || normalize(rel).split(/[/\\]/).includes('..')) return null;
  rel = normalize(rel).split(sep).join('/');
  return isStorageName(rel) ? rel : null;
}

/** A stored file by the path a client sent, or a 404. */
export async function resolveUpload(
  storage: FileStorage,
  name: string | undefined,
): Promise<{ rel: string; size: number; modified: Date }> {
  const rel = normalizeUploadName(name);
  const st = rel ? await storage.stat(rel) : null;
  if (!rel || !st) throw notFound(UPLOAD_MSG.notFound);
  return { rel, size: st.size, modified: st.modified };
}

/** Records who uploaded a stored file, so forms that take the path back can check it is the caller's own. */
export async function recordUpload(db: Executor, userId: number, path: string, purpose: string): Promise<void> {
  await db.insert(uploads).values({ path, userId, purpose }).onConflictDoNothing();
}

/**
 * The one check every area runs on uploaded paths a form sends back (certification images, payment
 * proofs): each must have been uploaded by the caller. Paths the object being edited already holds
 * (`kept`) pass unchanged, so a re-submission keeps images stored before (or seeded) without an upload
 * record. Anything else (another user's upload, a made-up path) is a 403 with a Chinese message, before
 * anything is written.
 */
export async function assertOwnUploads(
  db: Executor,
  userId: number,
  paths: Iterable<string | null | undefined>,
  kept: Iterable<string | null | undefined> = [],
): Promise<void> {
  const held = new Set([...kept].flatMap((k) => (k ? k.split(',') : [])));
  const wanted = [...new Set([...paths].filter((p): p is string => !!p && !held.has(p)))];
  if (wanted.length === 0) return;
  const mine = await db
    .select({ path: uploads.path })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), inArray(uploads.path, wanted)));
  if (mine.length !== wanted.length) throw forbidden(UPLOAD_MSG.notYours);
}
