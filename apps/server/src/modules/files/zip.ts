import { inflateRawSync } from 'node:zlib';
import { COURSE_MSG } from '@xcb/shared';
import { badRequest } from '../../core/errors.ts';

const MB = 1024 * 1024;
/** Office files are zip archives: what they unpack to is capped, so a zip bomb is refused. */
export const UNZIPPED_MAX = 100 * MB;
export const ZIP_ENTRIES_MAX = 2000;

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
