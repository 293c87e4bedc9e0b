import { AsyncLocalStorage } from 'node:async_hooks';
import { SESSION_TABLES, UNLISTED } from './tables.ts';

// Knowing, without asking the database, whether anything a kept copy was made from may have changed since:
// the public lists' replies (http/kept-replies.ts) and the rows of busy sessions (http/sessions.ts), each a
// topic of its own. Every statement the app runs passes drizzle's logger, so this sees each one before it
// runs: a write bumps its topics' `seq`, and a copy is kept only if `seq` did not move and no write was in
// flight while it was read. A write's own statement is seen before it commits, so the bump alone is
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

const READS =
  /^\s*(?:select|begin|start\s+transaction|commit|end|rollback|savepoint|release|set|show|listen|unlisten|explain|fetch|declare|close)\b/i;
const TOUCHED = /\b(?:insert\s+into|(?<!\b(?:for|do|no\s+key)\s+)update|delete\s+from|truncate(?:\s+table)?)\s+(?:only\s+)?"?(\w+)"?/gi;
const WRITES_IN_WITH = /\b(?:insert\s+into|delete\s+from|update\s+"?\w+"?(?:\s+(?:as\s+)?\w+)?\s+set)\b/i;

/**
 * What a watch keeps apart: `lists`, what the kept replies read (every table but UNLISTED); `sessions`, what
 * a signed-in request's actor is read from (the session and its user: http/sessions.ts keeps those rows).
 */
export type Topic = 'lists' | 'sessions';
const TOPICS: readonly Topic[] = ['lists', 'sessions'];
const UNLISTED_NAMES: ReadonlySet<string> = new Set(UNLISTED);
const SESSION_NAMES: ReadonlySet<string> = new Set(SESSION_TABLES);

/** The topics a statement may change: none for reads; every one for a statement not understood (DDL, COPY, a call). */
export function topicsOf(statement: string): Topic[] {
  if (READS.test(statement)) return [];
  if (/^\s*with\b/i.test(statement) && !WRITES_IN_WITH.test(statement)) return [];
  const tables = [...statement.matchAll(TOUCHED)].map((m) => (m[1] ?? '').toLowerCase()).filter((t) => t !== 'set');
  if (tables.length === 0) return [...TOPICS];
  const topics: Topic[] = [];
  if (tables.some((t) => !UNLISTED_NAMES.has(t))) topics.push('lists');
  if (tables.some((t) => SESSION_NAMES.has(t))) topics.push('sessions');
  return topics;
}

/** Whether a statement may change what a kept reply reads: false for reads and for writes of UNLISTED tables only. */
export const changesListedData = (statement: string): boolean => topicsOf(statement).includes('lists');

interface Scope {
  wrote: Set<Topic>;
  ended: boolean;
}

class TopicState {
  /** Moves on every change. */
  seq = 0;
  /** Requests that wrote and have not answered yet. */
  writing = 0;
  quietUntil = 0;
}

export class WriteWatch {
  private readonly topics: Record<Topic, TopicState> = { lists: new TopicState(), sessions: new TopicState() };
  private readonly scopes = new AsyncLocalStorage<Scope>();
  private readonly onChange = new Set<() => void>();
  /** A watch that sees no statement: nothing may be kept on its word. */
  private readonly blind: boolean;

  constructor(blind = false) {
    this.blind = blind;
  }

  /** drizzle's logger hook: called with every statement before it runs. */
  statement(text: string): void {
    const topics = topicsOf(text);
    if (topics.length === 0) return;
    const scope = this.scopes.getStore();
    const inRequest = scope !== undefined && !scope.ended;
    for (const topic of topics) {
      const t = this.topics[topic];
      t.seq++;
      if (!inRequest) t.quietUntil = Math.max(t.quietUntil, Date.now() + QUIET_MS);
      else if (!scope.wrote.has(topic)) {
        scope.wrote.add(topic);
        t.writing++;
      }
    }
    if (inRequest) return;
    // told at once (most such writes are one short statement), and again when it must have committed: the
    // other instances cannot see this write in flight and may have kept a reply read before its commit
    this.emit();
    this.emitLater();
  }

  /** Runs a request (or any unit of work) so that its writes count as in flight until it ends. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    const scope: Scope = { wrote: new Set(), ended: false };
    try {
      return await this.scopes.run(scope, work);
    } finally {
      scope.ended = true;
      for (const topic of scope.wrote) {
        const t = this.topics[topic];
        t.writing--;
        t.seq++;
        t.quietUntil = Math.max(t.quietUntil, Date.now() + SETTLE_MS);
      }
      if (scope.wrote.size > 0) this.emit();
    }
  }

  /** Another instance changed data (or anything the app cannot see): drops what is kept, of every topic. */
  changed(): void {
    for (const topic of TOPICS) this.topics[topic].seq++;
  }

  /** A stamp for a read about to start, or null while a write may be in flight (keep nothing from it). */
  stamp(topic: Topic = 'lists'): number | null {
    const t = this.topics[topic];
    return this.blind || t.writing > 0 || Date.now() < t.quietUntil ? null : t.seq;
  }

  /** Whether nothing changed and nothing was in flight since `stamp` was taken. */
  still(stamp: number | null, topic: Topic = 'lists'): boolean {
    return stamp !== null && this.stamp(topic) === stamp;
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
