import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client.ts';
import { writeWatchOf } from './kept/write-watch.ts';

// Page-view counters (a course's, an article's, a question's read count …), batched. Writing
// `read_count + 1` on every view made the most read page a write, and a popular row a hot lock every
// viewer queued on. Views are counted here in memory per (counter, row) and folded into their tables every
// few seconds, all counters in one statement, and once more when the app closes.
//
// What this trades: an instance that crashes (killed, power lost; not a normal stop, which flushes) loses
// the views of its last few seconds. For view counts that is acceptable; nothing else depends on them.
// With several instances each folds its own views in; their sum is what the tables end up with.

/** The counted columns: the table and its count column, as SQL names (they go into the flush statement). */
export const VIEW_COUNTERS = {
  course: { table: 'articles', column: 'read_count' },
  article: { table: 'articles', column: 'read_count' },
  question: { table: 'needs', column: 'read_count' },
} as const satisfies Record<string, { table: string; column: string }>;
export type ViewCounter = keyof typeof VIEW_COUNTERS;

/** A target table's pending views: `table.column` → row id → views not yet written. */
type Pending = Map<string, Map<number, number>>;

const targetKey = (c: ViewCounter) => `${VIEW_COUNTERS[c].table}.${VIEW_COUNTERS[c].column}`;

export class ViewCounts {
  private pending: Pending = new Map();
  /** Views taken out for the flush under way: still shown until that flush has committed. */
  private writing: Pending = new Map();
  private flushing: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private closed = false;

  private readonly db: Db;
  private readonly onError: (err: unknown) => void;
  readonly everyMs: number;

  constructor(db: Db, onError: (err: unknown) => void, everyMs = 5_000) {
    this.db = db;
    this.onError = onError;
    this.everyMs = everyMs;
  }

  /**
   * Counts one view of a row and answers how many views of it this instance holds unwritten (including
   * this one): the row's stored count plus this is what the viewer is shown, so the number goes up at once.
   */
  view(counter: ViewCounter, id: number): number {
    const key = targetKey(counter);
    let rows = this.pending.get(key);
    if (!rows) this.pending.set(key, (rows = new Map<number, number>()));
    rows.set(id, (rows.get(id) ?? 0) + 1);
    if (!this.timer && !this.closed) {
      this.timer = setTimeout(() => {
        this.timer = null;
        void this.flush();
      }, this.everyMs);
      // a pending count never keeps the process alive; close() writes it
      this.timer.unref();
    }
    return this.unwritten(counter, id);
  }

  /** The views of a row this instance has counted and not yet written (shown on top of the stored count). */
  unwritten(counter: ViewCounter, id: number): number {
    const key = targetKey(counter);
    return (this.pending.get(key)?.get(id) ?? 0) + (this.writing.get(key)?.get(id) ?? 0);
  }

  /** Writes every pending view: one statement for all counters and rows. A failed write is kept for the next. */
  flush(): Promise<void> {
    // one flush at a time; a flush asked for during one waits for it and then writes what came since
    const next = (this.flushing ?? Promise.resolve()).then(() => this.write());
    const settled = next.finally(() => {
      if (this.flushing === settled) this.flushing = null;
    });
    this.flushing = settled;
    return settled;
  }

  /** Stops the timer and writes what is pending (the app's onClose, before the database closes). */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.flush();
  }

  private async write(): Promise<void> {
    if (this.pending.size === 0) return;
    this.writing = this.pending;
    this.pending = new Map();
    try {
      const fold = foldStatement(this.writing);
      // run as a unit of work: the kept copies (db/kept/write-watch.ts) are held back only while it runs, not for
      // the second a write outside a request counts as in flight
      await writeWatchOf(this.db).run(() => this.db.execute(fold));
    } catch (err) {
      // put them back: the next flush tries again (the counts were not written)
      for (const [key, rows] of this.writing) {
        let into = this.pending.get(key);
        if (!into) this.pending.set(key, (into = new Map<number, number>()));
        for (const [id, n] of rows) into.set(id, (into.get(id) ?? 0) + n);
      }
      this.onError(err);
      if (!this.closed && !this.timer) {
        this.timer = setTimeout(() => {
          this.timer = null;
          void this.flush();
        }, this.everyMs);
        this.timer.unref();
      }
    } finally {
      this.writing = new Map();
    }
  }
}

/**
 * One statement for every counted table: a data-modifying CTE per table, each adding its rows' views
 * from two arrays (ids and counts) passed as array literals, so the statement has two parameters per
 * table however many rows it folds in.
 */
function foldStatement(pending: Pending): SQL {
  const parts = [...pending].map(([key, rows], i) => {
    const [table, column] = key.split('.') as [string, string];
    const ids = `{${[...rows.keys()].join(',')}}`;
    const counts = `{${[...rows.values()].join(',')}}`;
    const t = sql.identifier(table);
    const c = sql.identifier(column);
    return sql`${sql.identifier(`v${i}`)} as (update ${t} set ${c} = ${t}.${c} + v.n
      from unnest(${ids}::int[], ${counts}::int[]) as v(id, n) where ${t}.id = v.id)`;
  });
  return sql`with ${sql.join(parts, sql`, `)} select 1`;
}
