import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  isPartialKey,
  isStorageName,
  rechunk,
  storageFailed,
  storageFull,
  type ByteRange,
  type FileStorage,
  type StorageData,
  type StoredEntry,
  type StoredStat,
} from './storage.ts';

/**
 * Uploads on the local disk, in today's layout: `<root>/<yyyy>/<mm>/<name>`, so existing data keeps
 * working. Partial uploads sit beside the root (`<root>-partial/<key>.part`), never under it.
 */
export class DiskStorage implements FileStorage {
  readonly kind = 'disk' as const;
  private readonly root: string;
  private readonly partials: string;

  constructor(root: string) {
    this.root = resolve(root);
    this.partials = `${this.root}-partial`;
  }

  /** The absolute path of a name; names that could leave the root are refused before any file call. */
  private at(name: string): string {
    if (!isStorageName(name)) throw new Error(`not a storage name: ${name}`);
    const abs = resolve(this.root, name);
    if (!abs.startsWith(this.root + sep)) throw new Error(`not a storage name: ${name}`);
    return abs;
  }

  private part(key: string): string {
    if (!isPartialKey(key)) throw new Error(`not a partial key: ${key}`);
    return join(this.partials, `${key}.part`);
  }

  async put(name: string, data: StorageData): Promise<number> {
    const abs = this.at(name);
    await mkdir(dirname(abs), { recursive: true });
    let size = 0;
    try {
      // 'wx': an existing file is someone else's, never replaced (and never ours to remove below)
      if (Buffer.isBuffer(data)) {
        await writeFile(abs, data, { flag: 'wx' });
        return data.length;
      }
      const out = createWriteStream(abs, { flags: 'wx' });
      await pipeline(
        (async function* () {
          for await (const chunk of rechunk(data, 256 * 1024)) {
            size += chunk.length;
            yield chunk;
          }
        })(),
        out,
      );
      return size;
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code !== 'EEXIST') await unlink(abs).catch(() => undefined);
      if (code === 'ENOSPC' || code === 'EDQUOT') throw storageFull();
      // The disk's own failures become a clear refusal; the source's (a size limit, a cut connection) stay theirs.
      if (typeof code === 'string' && /^E[A-Z]+$/.test(code)) throw storageFailed();
      throw e;
    }
  }

  async stat(name: string): Promise<StoredStat | null> {
    if (!isStorageName(name)) return null;
    const st = await stat(this.at(name)).catch(() => null);
    return st?.isFile() ? { size: st.size, modified: st.mtime } : null;
  }

  read(name: string, range?: ByteRange): Readable {
    const abs = this.at(name);
    return createReadStream(abs, range ? { start: range.start, end: range.end } : {});
  }

  async delete(name: string): Promise<void> {
    if (!isStorageName(name)) return;
    await rm(this.at(name), { force: true });
  }

  async *list(): AsyncIterable<StoredEntry> {
    const entries = await readdir(this.root, { recursive: true, withFileTypes: true }).catch(() => []);
    for (const e of entries) {
      if (!e.isFile()) continue;
      const abs = join(e.parentPath, e.name);
      const st = await stat(abs).catch(() => null);
      if (st) yield { name: relative(this.root, abs).split(sep).join('/'), size: st.size, modified: st.mtime };
    }
  }

  async writePartial(key: string, offset: number, data: Buffer): Promise<number> {
    const file = this.part(key);
    await mkdir(this.partials, { recursive: true });
    try {
      const fh = await open(file, offset === 0 ? 'w' : 'r+');
      try {
        await fh.write(data, 0, data.length, offset);
        await fh.truncate(offset + data.length);
      } finally {
        await fh.close();
      }
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code === 'ENOSPC' || code === 'EDQUOT') throw storageFull();
      throw storageFailed();
    }
    return offset + data.length;
  }

  async partialSize(key: string): Promise<number | null> {
    const st = await stat(this.part(key)).catch(() => null);
    return st ? st.size : null;
  }

  async finishPartial(key: string, name: string): Promise<void> {
    const abs = this.at(name);
    await mkdir(dirname(abs), { recursive: true });
    await rename(this.part(key), abs);
  }

  async deletePartial(key: string): Promise<void> {
    await rm(this.part(key), { force: true });
  }
}
