import type { Readable } from 'node:stream';
import { HARDENING_MSG } from '@xcb/shared';
import type { Tx } from '../db/client.ts';
import { AppError } from '../core/errors.ts';

/**
 * Where uploaded files live. Every module that stores, serves or removes an upload goes through this
 * interface, so several instances of the product on one PostgreSQL server can share files
 * (FILE_STORAGE=postgres) while a single machine keeps today's layout on disk (FILE_STORAGE=disk).
 *
 * Names are the relative paths clients keep (`2026/11/<24 hex>.png`); partial uploads (chunked videos)
 * live apart from them under a key, so nothing serves half a file.
 */
export interface StoredStat {
  size: number;
  modified: Date;
}

export interface StoredEntry extends StoredStat {
  name: string;
}

/** Inclusive byte range, as HTTP Range counts. */
export interface ByteRange {
  start: number;
  end: number;
}

export type StorageData = Buffer | AsyncIterable<Buffer | Uint8Array>;

export interface FileStorage {
  readonly kind: 'disk' | 'postgres';
  /**
   * Stores a new file whole or not at all (a failure part way leaves nothing behind) and answers its
   * size; never replaces an existing name. A stream is written as it arrives, never held whole.
   */
  put(name: string, data: StorageData): Promise<number>;
  stat(name: string): Promise<StoredStat | null>;
  /** The bytes of a stored file (all, or one range); the caller checked it exists (stat). */
  read(name: string, range?: ByteRange): Readable;
  /** Removes a file; one already gone is fine. */
  delete(name: string): Promise<void>;
  /** Every stored file (for cleanup jobs), in no particular order. */
  list(): AsyncIterable<StoredEntry>;
  /**
   * Chunked uploads: writes at `offset`, cutting whatever lay beyond it, and answers the new size. Given
   * the transaction that records the upload's progress, a database storage writes within it, so the
   * bytes and the recorded size commit together.
   */
  writePartial(key: string, offset: number, data: Buffer, tx?: Tx): Promise<number>;
  partialSize(key: string): Promise<number | null>;
  /** Moves a complete partial upload under `name`, where it can be read (within `tx`, as writePartial). */
  finishPartial(key: string, name: string, tx?: Tx): Promise<void>;
  deletePartial(key: string): Promise<void>;
}

/**
 * The one shape of a stored name: relative segments of letters, digits, dots, dashes and underscores,
 * no `..`, no leading slash. Seeded and legacy files keep other file names, so only the characters are
 * checked here; the callers normalise what clients send first (files.service.ts normalizeUploadName).
 */
export function isStorageName(name: string): boolean {
  if (name.length === 0 || name.length > 255) return false;
  return name.split('/').every((seg) => seg.length > 0 && seg !== '.' && seg !== '..' && /^[\w.\-\u4e00-\u9fff]+$/.test(seg));
}

/** Partial-upload keys are hex digests (course-author/video.service.ts). */
export function isPartialKey(key: string): boolean {
  return /^[0-9a-f]{16,128}$/.test(key);
}

const TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  webm: 'video/webm',
  ogv: 'video/ogg',
  mov: 'video/quicktime',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  opus: 'audio/ogg',
  wav: 'audio/wav',
  amr: 'audio/amr',
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

/** The type a stored file is served with, from the extension the upload checks gave it (from its bytes). */
export function contentTypeOf(name: string): string {
  const ext = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';
  return TYPES[ext] ?? 'application/octet-stream';
}

export const storageFull = () => new AppError(507, 'STORAGE_FULL', HARDENING_MSG.storageFull);
export const storageFailed = () => new AppError(503, 'STORAGE_FAILED', HARDENING_MSG.storageFailed);

/** Chunks of at most `size` bytes from whatever the data arrives as. */
export async function* rechunk(data: StorageData, size: number): AsyncGenerator<Buffer> {
  if (Buffer.isBuffer(data)) {
    for (let i = 0; i < data.length; i += size) yield data.subarray(i, i + size);
    return;
  }
  let pending: Buffer[] = [];
  let held = 0;
  for await (const piece of data) {
    let buf = Buffer.isBuffer(piece) ? piece : Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength);
    while (buf.length > 0) {
      const take = Math.min(size - held, buf.length);
      pending.push(buf.subarray(0, take));
      held += take;
      buf = buf.subarray(take);
      if (held === size) {
        yield Buffer.concat(pending, held);
        pending = [];
        held = 0;
      }
    }
  }
  if (held > 0) yield Buffer.concat(pending, held);
}
