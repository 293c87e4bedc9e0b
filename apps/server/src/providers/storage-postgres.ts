import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, asc, eq, gt, gte, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { storedFileChunks, storedFiles } from '../db/schema/index.ts';
import {
  isPartialKey,
  isStorageName,
  rechunk,
  storageFailed,
  type ByteRange,
  type FileStorage,
  type StorageData,
  type StoredEntry,
  type StoredStat,
} from './storage.ts';

/** Every row holds at most this many bytes, so the rows of a range start after `start - CHUNK`. */
const CHUNK = 256 * 1024;
/** Rows fetched per query while streaming out: a few MB in memory at most, whatever the file's size. */
const BATCH = 8;

// Names outside the storage-name alphabet, so they can never be asked for by a client.
const tmpName = () => `~tmp:${randomBytes(12).toString('hex')}`;
const partName = (key: string) => {
  if (!isPartialKey(key)) throw new Error(`not a partial key: ${key}`);
  return `~part:${key}`;
};

/**
 * Uploads in PostgreSQL (FILE_STORAGE=postgres): every instance on one database server serves every
 * file. A file is written under a temporary name row by row as it arrives (no long transaction, never
 * whole in memory) and renamed when complete; reads stream a few rows at a time.
 */
export class PostgresStorage implements FileStorage {
  readonly kind = 'postgres' as const;
  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }

  private async writeRows(name: string, from: number, data: StorageData): Promise<number> {
    let pos = from;
    for await (const chunk of rechunk(data, CHUNK)) {
      await this.db.insert(storedFileChunks).values({ name, pos, data: chunk });
      pos += chunk.length;
    }
    return pos - from;
  }

  async put(name: string, data: StorageData): Promise<number> {
    if (!isStorageName(name)) throw new Error(`not a storage name: ${name}`);
    const tmp = tmpName();
    await this.db.insert(storedFiles).values({ name: tmp });
    try {
      const size = await this.writeRows(tmp, 0, data);
      // the rename moves the rows with it (ON UPDATE CASCADE); an existing name is a unique violation
      await this.db.update(storedFiles).set({ name, size, complete: true, updatedAt: new Date() }).where(eq(storedFiles.name, tmp));
      return size;
    } catch (e) {
      await this.db
        .delete(storedFiles)
        .where(eq(storedFiles.name, tmp))
        .catch(() => undefined);
      // drizzle wraps the driver's error: a unique violation means the name is taken
      const err = e as { code?: string; cause?: { code?: string } };
      if ((err.cause?.code ?? err.code) === '23505') throw storageFailed();
      throw e;
    }
  }

  async stat(name: string): Promise<StoredStat | null> {
    if (!isStorageName(name)) return null;
    const [row] = await this.db
      .select({ size: storedFiles.size, modified: storedFiles.updatedAt })
      .from(storedFiles)
      .where(and(eq(storedFiles.name, name), eq(storedFiles.complete, true)));
    return row ?? null;
  }

  read(name: string, range?: ByteRange): Readable {
    const db = this.db;
    const first = range?.start ?? 0;
    const last = range?.end ?? Number.MAX_SAFE_INTEGER;
    async function* rows(): AsyncGenerator<Buffer> {
      let next = first;
      while (next <= last) {
        const batch = await db
          .select({ pos: storedFileChunks.pos, data: storedFileChunks.data })
          .from(storedFileChunks)
          .where(
            and(
              eq(storedFileChunks.name, name),
              gt(storedFileChunks.pos, next - CHUNK),
              lte(storedFileChunks.pos, last),
              gt(sql`${storedFileChunks.pos} + length(${storedFileChunks.data})`, next),
            ),
          )
          .orderBy(asc(storedFileChunks.pos))
          .limit(BATCH);
        let moved = false;
        for (const row of batch) {
          const end = row.pos + row.data.length; // exclusive
          if (end <= next) continue;
          const piece = row.data.subarray(Math.max(0, next - row.pos), Math.min(row.data.length, last + 1 - row.pos));
          if (piece.length > 0) yield piece;
          next = Math.min(end, last + 1);
          moved = true;
        }
        if (!moved) return;
      }
    }
    return Readable.from(rows(), { objectMode: false });
  }

  async delete(name: string): Promise<void> {
    if (!isStorageName(name)) return;
    await this.db.delete(storedFiles).where(eq(storedFiles.name, name));
  }

  async *list(): AsyncIterable<StoredEntry> {
    let after = '';
    for (;;) {
      const page = await this.db
        .select({ name: storedFiles.name, size: storedFiles.size, modified: storedFiles.updatedAt })
        .from(storedFiles)
        .where(and(eq(storedFiles.complete, true), gt(storedFiles.name, after)))
        .orderBy(asc(storedFiles.name))
        .limit(500);
      yield* page;
      const last = page.at(-1);
      if (!last || page.length < 500) return;
      after = last.name;
    }
  }

  async writePartial(key: string, offset: number, data: Buffer, within?: Tx): Promise<number> {
    const name = partName(key);
    const size = offset + data.length;
    const run = <T>(fn: (tx: Tx) => Promise<T>) => (within ? fn(within) : this.db.transaction(fn));
    await run(async (tx) => {
      await tx.insert(storedFiles).values({ name }).onConflictDoNothing();
      // what lay beyond the offset (a tail written before a lost reply) is cut, as a file's truncate does
      await tx.delete(storedFileChunks).where(and(eq(storedFileChunks.name, name), gte(storedFileChunks.pos, offset)));
      await tx
        .update(storedFileChunks)
        .set({ data: sql`substring(${storedFileChunks.data} from 1 for (${offset}::bigint - ${storedFileChunks.pos})::int)` })
        .where(
          and(
            eq(storedFileChunks.name, name),
            gt(storedFileChunks.pos, offset - CHUNK),
            gt(sql`${storedFileChunks.pos} + length(${storedFileChunks.data})`, offset),
          ),
        );
      let pos = offset;
      for await (const chunk of rechunk(data, CHUNK)) {
        await tx.insert(storedFileChunks).values({ name, pos, data: chunk });
        pos += chunk.length;
      }
      await tx.update(storedFiles).set({ size, updatedAt: new Date() }).where(eq(storedFiles.name, name));
    });
    return size;
  }

  async partialSize(key: string): Promise<number | null> {
    const [row] = await this.db
      .select({ size: storedFiles.size })
      .from(storedFiles)
      .where(eq(storedFiles.name, partName(key)));
    return row ? row.size : null;
  }

  async finishPartial(key: string, name: string, tx?: Tx): Promise<void> {
    if (!isStorageName(name)) throw new Error(`not a storage name: ${name}`);
    const moved = await (tx ?? this.db)
      .update(storedFiles)
      .set({ name, complete: true, updatedAt: new Date() })
      .where(eq(storedFiles.name, partName(key)))
      .returning({ name: storedFiles.name });
    if (moved.length === 0) throw storageFailed();
  }

  async deletePartial(key: string): Promise<void> {
    await this.db.delete(storedFiles).where(eq(storedFiles.name, partName(key)));
  }
}
