import { AsyncLocalStorage } from 'node:async_hooks';

// Knowing, without asking the database, whether anything a kept reply (http/kept-replies.ts) was made from
// may have changed since. Every statement the app runs passes drizzle's logger, so this sees each one
// before it runs: a write bumps `seq`, and a reply is kept only if `seq` did not move and no write was in
// flight while it was computed. A write's own statement is seen before it commits, so the bump alone is
// not enough: a read that runs between the statement and the commit would read the old rows after the
// bump. Hence "in flight":
// - inside a request (run()), from its first write until the request has answered (its transactions are
//   awaited by then), and the data counts as changed again when it ends;
// - outside one (timers: the view counts' flush, the personnel and dispute schedulers; file routes), for
//   QUIET_MS after the statement started, since nothing here sees it finish.
// Another instance's writes arrive through changed() (the NOTIFY of app.ts). Writes made outside the app
// (psql) are seen by nobody: the kept replies' age limit bounds them.

/** How long a write seen outside a request may take to commit. */
const QUIET_MS = 1_000;
/** After a writing request answers: a write it started and did not await (rare) still has this long. */
const SETTLE_MS = 100;

/**
 * Tables whose writes no kept reply reads: sessions and sign-in guards, chat, notices, browsing history.
 * Chat and sign-ins are the busiest writers, and a list need not be recomputed for them.
 */
const UNLISTED = new Set([
  'sessions',
  'login_guards',
  'captchas',
  'rate_counters',
  'sms_codes',
  'qr_logins',
  'oauth_states',
  'chat_friends',
  'chat_messages',
  'video_calls',
  'realtime_spill',
  'notices',
  'zp_looked',
  'footprints',
  'share_history',
  'personnel_history',
  'learning_progress',
  'audit_logs',
]);

const READS =
  /^\s*(?:select|begin|start\s+transaction|commit|end|rollback|savepoint|release|set|show|listen|unlisten|explain|fetch|declare|close)\b/i;
const TOUCHED = /\b(?:insert\s+into|(?<!\b(?:for|do|no\s+key)\s+)update|delete\s+from|truncate(?:\s+table)?)\s+(?:only\s+)?"?(\w+)"?/gi;
const WRITES_IN_WITH = /\b(?:insert\s+into|delete\s+from|update\s+"?\w+"?(?:\s+(?:as\s+)?\w+)?\s+set)\b/i;

/** Whether a statement may change what a kept reply reads: false for reads and for writes of UNLISTED tables only. */
export function changesListedData(statement: string): boolean {
  if (READS.test(statement)) return false;
  if (/^\s*with\b/i.test(statement) && !WRITES_IN_WITH.test(statement)) return false;
  const tables = [...statement.matchAll(TOUCHED)].map((m) => (m[1] ?? '').toLowerCase()).filter((t) => t !== 'set');
  // DDL, COPY, a function call …: anything not understood counts as a change
  return tables.length === 0 || tables.some((t) => !UNLISTED.has(t));
}

interface Scope {
  wrote: boolean;
  ended: boolean;
}

export class WriteWatch {
  /** Moves on every change of listed data. */
  private seq = 0;
  /** Requests that wrote and have not answered yet. */
  private writing = 0;
  private quietUntil = 0;
  private readonly scopes = new AsyncLocalStorage<Scope>();
  private readonly onChange = new Set<() => void>();
  /** A watch that sees no statement: nothing may be kept on its word. */
  private readonly blind: boolean;

  constructor(blind = false) {
    this.blind = blind;
  }

  /** drizzle's logger hook: called with every statement before it runs. */
  statement(text: string): void {
    if (!changesListedData(text)) return;
    this.seq++;
    const scope = this.scopes.getStore();
    if (scope && !scope.ended) {
      if (!scope.wrote) {
        scope.wrote = true;
        this.writing++;
      }
      return;
    }
    this.quietUntil = Math.max(this.quietUntil, Date.now() + QUIET_MS);
    // told at once (most such writes are one short statement), and again when it must have committed: the
    // other instances cannot see this write in flight and may have kept a reply read before its commit
    this.emit();
    this.emitLater();
  }

  /** Runs a request (or any unit of work) so that its writes count as in flight until it ends. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    const scope: Scope = { wrote: false, ended: false };
    try {
      return await this.scopes.run(scope, work);
    } finally {
      scope.ended = true;
      if (scope.wrote) {
        this.writing--;
        this.seq++;
        this.quietUntil = Math.max(this.quietUntil, Date.now() + SETTLE_MS);
        this.emit();
      }
    }
  }

  /** Another instance changed listed data (or anything the app cannot see): drops what is kept. */
  changed(): void {
    this.seq++;
  }

  /** A stamp for a read about to start, or null while a write may be in flight (keep nothing from it). */
  stamp(): number | null {
    return this.blind || this.writing > 0 || Date.now() < this.quietUntil ? null : this.seq;
  }

  /** Whether nothing changed and nothing was in flight since `stamp` was taken. */
  still(stamp: number | null): boolean {
    return stamp !== null && this.stamp() === stamp;
  }

  /** drizzle's `logger` option: sees every statement of the handle, transactions' included. */
  logger(): { logQuery(query: string, params: unknown[]): void } {
    return { logQuery: (query) => this.statement(query) };
  }

  /** Listeners of this instance's own changes (app.ts tells the other instances). */
  onLocalChange(listener: () => void): () => void {
    this.onChange.add(listener);
    return () => this.onChange.delete(listener);
  }

  private later: NodeJS.Timeout | null = null;
  private laterAgain = false;

  private emitLater(): void {
    if (this.later) {
      this.laterAgain = true;
      return;
    }
    this.later = setTimeout(() => {
      this.later = null;
      this.emit();
      if (this.laterAgain) {
        this.laterAgain = false;
        this.emitLater();
      }
    }, QUIET_MS);
    this.later.unref();
  }

  private emit(): void {
    for (const l of this.onChange) l();
  }
}

const watches = new WeakMap<object, WriteWatch>();

/** db/client.ts: the watch whose logger the handle was made with. */
export function attachWriteWatch(db: object, watch: WriteWatch): void {
  watches.set(db, watch);
}

/**
 * The watch of a database handle. A handle made elsewhere (none is, outside db/client.ts) gets one that
 * sees no statement and so must not be trusted: it reports a write always in flight.
 */
export function writeWatchOf(db: object): WriteWatch {
  let w = watches.get(db);
  if (!w) watches.set(db, (w = new WriteWatch(true)));
  return w;
}
