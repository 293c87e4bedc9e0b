import { randomBytes } from 'node:crypto';
import { mkdir, stat, unlink, writeFile } from 'node:fs/promises';
import { isAbsolute, join, normalize, resolve, sep } from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { HARDENING_MSG, UPLOAD_MSG } from '@xcb/shared';
import type { ImagePurpose } from '@xcb/shared/actions/files';
import type { Executor } from '../../db/client.ts';
import { uploads } from '../../db/schema/index.ts';
import { AppError, badRequest, forbidden, notFound } from '../../http/errors.ts';
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
};

/**
 * Stores an upload after checking its bytes (not its name) against the rule. The file lands in
 * <root>/<yyyy>/<mm>/<random>.<ext>; the returned relative path is what clients keep and send back.
 */
export async function storeUpload(root: string, file: UploadedFile | null, rule: UploadRule): Promise<string> {
  if (!file) throw badRequest(UPLOAD_MSG.fileMissing);
  if (file.data.length === 0) throw badRequest(UPLOAD_MSG.empty);
  if (file.data.length > rule.maxBytes) throw badRequest(rule.sizeMessage);
  const detected = await fileTypeFromBuffer(file.data);
  if (!detected || !rule.ext.includes(detected.ext)) throw badRequest(rule.typeMessage);
  return saveUpload(root, file.data, detected.ext);
}

/** Writes checked bytes under <root>/<yyyy>/<mm>/<random>.<ext> and returns the relative path. */
export async function saveUpload(root: string, data: Buffer, ext: string): Promise<string> {
  const now = new Date();
  const dir = join(String(now.getUTCFullYear()), String(now.getUTCMonth() + 1).padStart(2, '0'));
  await mkdir(join(root, dir), { recursive: true });
  const rel = `${dir}/${randomBytes(12).toString('hex')}.${ext}`;
  await writeWhole(join(root, rel), data);
  return rel;
}

/**
 * Writes a new file whole or not at all: a write that fails part way (disk full, quota, I/O error) removes
 * what it wrote, so no partial file is left under a name nobody will ever delete, and the caller gets a
 * clear Chinese refusal (507 when the disk is full) instead of a 500.
 */
export async function writeWhole(path: string, data: Buffer): Promise<void> {
  try {
    await writeFile(path, data, { flag: 'wx' });
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    // 'wx': an existing file is someone else's, never ours to remove
    if (code !== 'EEXIST') await unlink(path).catch(() => undefined);
    if (code === 'ENOSPC' || code === 'EDQUOT') throw new AppError(507, 'STORAGE_FULL', HARDENING_MSG.storageFull);
    throw new AppError(503, 'STORAGE_FAILED', HARDENING_MSG.storageFailed);
  }
}

/**
 * The absolute path of a stored file, or a 404: never anything outside the upload root, whatever the
 * name holds (`../`, encoded forms, absolute paths, NUL bytes, backslashes).
 */
export async function resolveUpload(root: string, name: string | undefined): Promise<{ abs: string; rel: string }> {
  if (!name) throw notFound(UPLOAD_MSG.notFound);
  let rel = name;
  try {
    // Clients may send the path encoded once more than the transport does.
    for (let i = 0; i < 3 && /%[0-9a-f]{2}/i.test(rel); i++) rel = decodeURIComponent(rel);
  } catch {
    throw notFound(UPLOAD_MSG.notFound);
  }
  rel = rel.replace(/^\/?(uploads\/)?/, '');
  if (rel.includes('\0') || rel.includes('\\') || isAbsolute(rel) || normalize(rel).split(/[/\\]/).includes('..')) throw notFound(UPLOAD_MSG.notFound);
  const base = resolve(root);
  const abs = resolve(base, rel);
  if (!abs.startsWith(base + sep)) throw notFound(UPLOAD_MSG.notFound);
  const st = await stat(abs).catch(() => null);
  if (!st?.isFile()) throw notFound(UPLOAD_MSG.notFound);
  return { abs, rel: abs.slice(base.length + 1) };
}

/** Records who uploaded a stored file, so forms that take the path back can check it is the caller's own. */
export async function recordUpload(db: Executor, userId: number, path: string): Promise<void> {
  await db.insert(uploads).values({ path, userId }).onConflictDoNothing();
}

/**
 * The one check every area runs on uploaded paths a form sends back (certification images, payment
 * proofs): each must have been uploaded by the caller. Paths the object being edited already holds
 * (`kept`) pass unchanged, so a re-submission keeps images stored before (or seeded) without an upload
 * record. Anything else (another user's upload, a made-up path) is a 403 with a Chinese message, before
 * anything is written.
 */
export async function assertOwnUploads(db: Executor, userId: number, paths: Iterable<string | null | undefined>, kept: Iterable<string | null | undefined> = []): Promise<void> {
  const held = new Set([...kept].flatMap((k) => (k ? k.split(',') : [])));
  const wanted = [...new Set([...paths].filter((p): p is string => !!p && !held.has(p)))];
  if (wanted.length === 0) return;
  const mine = await db.select({ path: uploads.path }).from(uploads).where(and(eq(uploads.userId, userId), inArray(uploads.path, wanted)));
  if (mine.length !== wanted.length) throw forbidden(UPLOAD_MSG.notYours);
}
