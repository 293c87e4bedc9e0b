import { getTableName, type Table } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { writeWatchOf, type Topic, type WriteWatch } from './write-watch.ts';
import { SESSION_TABLES, UNLISTED, type SessionTable, type TableName, type UnlistedTable } from './tables.ts';

// The one way to keep a copy of what the database answered: keep() takes the tables the copy is read from,
// and they choose what drops it. A copy of session rows (sessions and users only) is dropped by a write to
// either; any other copy by a write to any listed table, which covers the tables it names. A copy cannot
// name a table whose writes the watch does not count for listed data (UNLISTED): it would outlive them.
// The types say so at the call; keep() says so again for a table whose type was widened.

type TableNamed<N extends string> = Table & { readonly _: { readonly name: N } };
/** A table a copy of listed data may be read from: any but the UNLISTED. */
export type ListedTable = TableNamed<Exclude<TableName, UnlistedTable>>;
type NonEmpty<T> = readonly [T, ...T[]];
/** The tables a copy of listed data is read from, one at least. */
export type ListedReads = NonEmpty<ListedTable>;

/**
 * The tables a kept copy is read from. EVERY_LISTED_TABLE for a copy drawn through the public API as a
 * visitor (the page documents), which reads whatever the pages' actions read.
 */
export type Reads = NonEmpty<TableNamed<SessionTable>> | ListedReads | typeof EVERY_LISTED_TABLE;
export const EVERY_LISTED_TABLE = 'every listed table';

/** How much a copy keeps: a number of values, or bytes by each value's estimated size; `ttl` in ms (0: no age limit). */
export type Limits<V> = { max: number; ttl: number } | { maxBytes: number; ttl: number; bytes: (v: V) => number };

const SESSION_NAMES: ReadonlySet<string> = new Set(SESSION_TABLES);
const UNLISTED_NAMES: ReadonlySet<string> = new Set(UNLISTED);

/** The write watch's topic whose writes drop a copy read from `reads`. */
export function topicOfReads(reads: Reads): Topic {
  if (reads === EVERY_LISTED_TABLE) return 'lists';
  const names = (reads as readonly Table[]).map((t) => getTableName(t));
  if (names.every((n) => SESSION_NAMES.has(n))) return 'sessions';
  const unlisted = names.filter((n) => UNLISTED_NAMES.has(n));
  if (unlisted.length > 0)
    throw new Error(
      `a kept copy of listed data cannot be read from ${unlisted.join(', ')}: their writes do not drop it (db/kept/tables.ts)`,
    );
  return 'lists';
}

/** A copy kept of values read from the database handle `db`, dropped by the writes that may change them. */
export function keep<K extends NonNullable<unknown>, V extends NonNullable<unknown>>(
  db: object,
  options: { reads: Reads } & Limits<V>,
): Kept<K, V> {
  const { reads, ...limits } = options;
  return new Kept<K, V>(writeWatchOf(db), topicOfReads(reads), limits);
}

/**
 * Values read from the database, kept while no write of their topic was seen since the read. Read with
 * get(); after a miss, take stamp() before reading and set() after, which keeps nothing if a write came in
 * between. Made by keep() only (exported as a type).
 */
class Kept<K extends NonNullable<unknown>, V extends NonNullable<unknown>> {
  private readonly lru: LRUCache<K, { seq: number; value: V }>;
  private readonly watch: WriteWatch;
  private readonly topic: Topic;

  constructor(watch: WriteWatch, topic: Topic, limits: Limits<V>) {
    this.watch = watch;
    this.topic = topic;
    this.lru =
      'max' in limits
        ? new LRUCache({ max: limits.max, ttl: limits.ttl })
        : new LRUCache({ maxSize: limits.maxBytes, ttl: limits.ttl, sizeCalculation: (k) => limits.bytes(k.value) });
  }

  /** The kept value, if nothing of its topic changed since it was read. */
  get(key: K): V | undefined {
    const kept = this.lru.get(key);
    if (!kept) return undefined;
    if (this.watch.still(kept.seq, this.topic)) return kept.value;
    this.lru.delete(key);
    return undefined;
  }

  /** Take before reading what set() will keep. */
  stamp(): number | null {
    return this.watch.stamp(this.topic);
  }

  /** Keeps a value read since `stamp`, unless a write of the topic was seen meanwhile. */
  set(key: K, stamp: number | null, value: V): void {
    if (stamp !== null && this.watch.still(stamp, this.topic)) this.lru.set(key, { seq: stamp, value });
  }

  get size(): number {
    return this.lru.size;
  }
}
export type { Kept };
