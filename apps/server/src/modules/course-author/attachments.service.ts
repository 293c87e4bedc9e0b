import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { fileTypeFromBuffer } from 'file-type';
import { COURSE_MSG, UPLOAD_MSG } from '@xcb/shared';
import { courseAttachments } from '../../db/schema/index.ts';
import { badRequest } from '../../http/errors.ts';
import type { Actor, UploadedFile } from '../../http/router.ts';
import type { AppDeps } from '../../deps.ts';
import { writeWhole } from '../files/files.service.ts';

// Section attachments (spec: docx, pdf, excel, ppt, pptx; 请上传指定类型文件), checked by their bytes.
// The calls follow the spec's table: upload_uploadWord (docx), upload_uploadPdf (pdf), upload_uploadExcle
// (xlsx, xls; ppt and pptx too, the spec names no call of their own for them).

export type AttachmentFamily = 'word' | 'pdf' | 'excel';

const MB = 1024 * 1024;
export const ATTACHMENT_MAX = 20 * MB;
/** Office files are zip archives: what they unpack to is capped, so a zip bomb is refused. */
export const UNZIPPED_MAX = 100 * MB;
export const ZIP_ENTRIES_MAX = 2000;

const FAMILY: Record<AttachmentFamily, readonly string[]> = {
  word: ['docx'],
  pdf: ['pdf'],
  excel: ['xlsx', 'xls', 'pptx', 'ppt'],
};

/**
 * Walks the zip's central directory and inflates every entry with a ceiling on the output, so the
 * declared sizes (which a bomb lies about) are never trusted. Throws on anything malformed.
 */
export function checkZip(buf: Buffer): void {
  const min = Math.max(0, buf.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = buf.length - 22; i >= min; i--) {
    if (buf.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw badRequest(COURSE_MSG.attachmentType);
  const entries = buf.readUInt16LE(eocd + 10);
  if (entries > ZIP_ENTRIES_MAX) throw badRequest(COURSE_MSG.archiveTooLarge);
  let p = buf.readUInt32LE(eocd + 16);
  let budget = UNZIPPED_MAX;
  for (let n = 0; n < entries; n++) {
    if (p + 46 > buf.length || buf.readUInt32LE(p) !== 0x02014b50) throw badRequest(COURSE_MSG.archiveTooLarge);
    const method = buf.readUInt16LE(p + 10);
    const compressed = buf.readUInt32LE(p + 20);
    const nameLen = buf.readUInt16LE(p + 28);
    const extraLen = buf.readUInt16LE(p + 30);
    const commentLen = buf.readUInt16LE(p + 32);
    const local = buf.readUInt32LE(p + 42);
    if (local + 30 > buf.length || buf.readUInt32LE(local) !== 0x04034b50) throw badRequest(COURSE_MSG.archiveTooLarge);
    const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    if (start + compressed > buf.length) throw badRequest(COURSE_MSG.archiveTooLarge);
    const data = buf.subarray(start, start + compressed);
    let size: number;
    if (method === 0) size = data.length;
    else if (method === 8) {
      try {
        size = inflateRawSync(data, { maxOutputLength: Math.max(1, budget) }).length;
      } catch {
        throw badRequest(COURSE_MSG.archiveTooLarge);
      }
    } else throw badRequest(COURSE_MSG.archiveTooLarge);
    budget -= size;
    if (budget < 0) throw badRequest(COURSE_MSG.archiveTooLarge);
    p += 46 + nameLen + extraLen + commentLen;
  }
}

/** The stored extension, from the bytes; an old Office file (an OLE container) keeps the name's xls/ppt. */
async function detect(file: UploadedFile): Promise<string | null> {
  const t = await fileTypeFromBuffer(file.data);
  if (!t) return null;
  if (t.ext === 'cfb') {
    const ext = /\.([a-z]+)$/i.exec(file.filename)?.[1]?.toLowerCase();
    return ext === 'xls' || ext === 'ppt' ? ext : null;
  }
  return t.ext;
}

export async function storeAttachment(deps: AppDeps, actor: Actor, family: AttachmentFamily, file: UploadedFile | null) {
  if (!file) throw badRequest(UPLOAD_MSG.fileMissing);
  if (file.data.length === 0) throw badRequest(UPLOAD_MSG.empty);
  if (file.data.length > ATTACHMENT_MAX) throw badRequest(COURSE_MSG.attachmentTooLarge);
  const ext = await detect(file);
  if (!ext || !FAMILY[family].includes(ext)) throw badRequest(COURSE_MSG.attachmentType);
  if (ext === 'docx' || ext === 'xlsx' || ext === 'pptx') checkZip(file.data);
  const now = new Date();
  const dir = join(String(now.getUTCFullYear()), String(now.getUTCMonth() + 1).padStart(2, '0'));
  await mkdir(join(deps.config.uploadDir, dir), { recursive: true });
  const rel = `${dir}/${randomBytes(12).toString('hex')}.${ext}`;
  await writeWhole(join(deps.config.uploadDir, rel), file.data);
  // Names are joined with commas in the section's coursefilename, so a comma in a name would split it.
  const base = file.filename.replace(/[\\/]/g, '_').replace(/,/g, '，').replace(/\.[^.]*$/, '').slice(0, 180) || 'attachment';
  const name = `${base}.${ext}`;
  await deps.db.insert(courseAttachments).values({ userId: actor.userId, path: rel, name });
  return { data: rel, fileName: name };
}
