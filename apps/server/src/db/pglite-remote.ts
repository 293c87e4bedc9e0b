import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results, Transaction } from '@electric-sql/pglite';

// The embedded database on a thread of its own (docs/architecture.md, Database). In process, PGlite's
// WebAssembly ran every statement on the thread that also serves HTTP and the sockets: under load the
// server had one core, half of it spent inside the database (a profile of the chat benchmark). This is
// the part of PGlite's interface drizzle and the app use (query, exec, transaction, listen, dumps), each
// call a message to db/pglite-thread.ts. Semantics are PGlite's own: one connection, statements in
// arrival order, plain queries held back while a transaction is open.

export interface ThreadOptions {
  dataDir?: string | undefined;
  loadDataDir?: ArrayBuffer | undefined;
}

/** A message to the database thread. `tx`: run inside that open transaction. */
export interface Call {
  id: number;
  op: 'query' | 'exec' | 'begin' | 'end' | 'listen' | 'dump' | 'close';
  sql: string;
  params?: unknown[];
  rowMode?: 'array' | 'object';
  /** Type ids whose values stay text (the parsers drizzle passes are all identities). */
  raw?: number[];
  tx?: number;
  commit?: boolean;
  compression?: 'none' | 'gzip';
  exclusive?: boolean;
}

/** An answer (by id), or a notification (by channel). */
export interface Reply {
  id?: number;
  result?: unknown;
  error?: { message: string; name?: string; [field: string]: unknown };
  channel?: string;
  payload?: string;
}

const PROBE = '\u0001probe';

/** drizzle passes parsers only to keep dates and intervals as text; anything else cannot cross a thread. */
function rawTypes(options: QueryOptions | undefined): number[] | undefined {
  const parsers = options?.parsers;
  if (!parsers) return undefined;
  return Object.entries(parsers).map(([oid, parse]: [string, (value: string) => unknown]) => {
    if (parse(PROBE) !== PROBE) throw new Error(`a parser for type ${oid} other than identity cannot run on the database thread`);
    return Number(oid);
  });
}

function restoreError(plain: NonNullable<Reply['error']>): Error {
  return Object.assign(new Error(plain.message), plain);
}

export class RemotePGlite {
  private readonly worker: Worker;
  private readonly pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: unknown) => void }>();
  private readonly listeners = new Map<string, Set<(payload: string) => void>>();
  private nextId = 1;
  private isClosed = false;
  private closing = false;
  /** Settles when the thread has ended, however it ended. */
  private readonly exited: Promise<void>;
  readonly waitReady: Promise<void>;

  private constructor(options: ThreadOptions) {
    this.worker = new Worker(new URL('./pglite-thread.ts', import.meta.url), {
      workerData: options,
      transferList: options.loadDataDir ? [options.loadDataDir] : [],
    });
    this.waitReady = new Promise<void>((resolve, reject) => this.pending.set(0, { resolve: () => resolve(), reject }));
    this.worker.on('message', (reply: Reply) => this.receive(reply));
    // The thread is gone (crashed or terminated): nothing in flight will be answered.
    const fail = (err: unknown) => {
      this.isClosed = true;
      for (const p of this.pending.values()) p.reject(err instanceof Error ? err : new Error('database thread exited'));
      this.pending.clear();
    };
    this.worker.on('error', fail);
    this.exited = new Promise((resolve) =>
      this.worker.once('exit', () => {
        fail(new Error('database thread exited'));
        resolve();
      }),
    );
  }

  static async open(options: { dataDir?: string | undefined; loadDataDir?: Blob | undefined }): Promise<RemotePGlite> {
    const db = new RemotePGlite({
      dataDir: options.dataDir,
      loadDataDir: options.loadDataDir ? await options.loadDataDir.arrayBuffer() : undefined,
    });
    await db.waitReady;
    return db;
  }

  get closed(): boolean {
    return this.isClosed;
  }

  private receive(reply: Reply): void {
    if (reply.channel !== undefined) {
      for (const listener of this.listeners.get(reply.channel) ?? []) listener(reply.payload ?? '');
      return;
    }
    const p = this.pending.get(reply.id ?? -1);
    if (!p) return;
    this.pending.delete(reply.id ?? -1);
    // An idle thread does not keep the process alive (like PGlite in process); one with work in flight does,
    // and so does one being closed, until it has ended.
    if (this.pending.size === 0 && !this.closing) this.worker.unref();
    if (reply.error) p.reject(restoreError(reply.error));
    else p.resolve(reply.result);
  }

  private call<T>(call: Omit<Call, 'id'>): Promise<T> {
    if (this.isClosed) return Promise.reject(new Error('PGlite is closed'));
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      if (this.pending.size === 0) this.worker.ref();
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.worker.postMessage({ ...call, id } satisfies Call);
    });
  }

  async query<T>(sql: string, params?: unknown[], options?: QueryOptions, tx?: number): Promise<Results<T>> {
    return this.call({ op: 'query', sql, params: params ?? [], rowMode: options?.rowMode, raw: rawTypes(options), tx });
  }

  exec(sql: string, _options?: QueryOptions, tx?: number): Promise<Results[]> {
    return this.call({ op: 'exec', sql, tx });
  }

  /** Commits when `run` resolves, rolls back when it throws: PGlite's own transaction, held open on the thread. */
  async transaction<T>(run: (tx: Transaction) => Promise<T>): Promise<T> {
    const id = await this.call<number>({ op: 'begin', sql: '' });
    let ended = false;
    const end = async (commit: boolean) => {
      if (ended) return;
      ended = true;
      await this.call({ op: 'end', sql: '', tx: id, commit });
    };
    const tx = {
      query: <R>(sql: string, params?: unknown[], options?: QueryOptions) => this.query<R>(sql, params, options, id),
      exec: (sql: string, options?: QueryOptions) => this.exec(sql, options, id),
      rollback: () => end(false),
      get closed() {
        return ended;
      },
    } as unknown as Transaction;
    try {
      const result = await run(tx);
      await end(true);
      return result;
    } catch (err) {
      await end(false).catch(() => undefined);
      throw err;
    }
  }

  async listen(channel: string, onPayload: (payload: string) => void): Promise<void> {
    let set = this.listeners.get(channel);
    if (!set) {
      this.listeners.set(channel, (set = new Set()));
      await this.call({ op: 'listen', sql: channel });
    }
    set.add(onPayload);
  }

  /** The data directory as a tar; `exclusive`: taken between transactions (a consistent backup). */
  async dumpDataDir(compression: 'none' | 'gzip' = 'none', exclusive = false): Promise<Blob> {
    return new Blob([await this.call<ArrayBuffer>({ op: 'dump', sql: '', compression, exclusive })]);
  }

  async close(): Promise<void> {
    if (this.isClosed || this.closing) return this.exited;
    this.closing = true;
    await this.call({ op: 'close', sql: '' });
    this.isClosed = true;
    // Its 'exit' event, and the thread kept referenced until then: awaiting terminate() after the thread
    // had been unreferenced, the process sometimes ended mid-close (exit code 13, seen in bench:chat).
    void this.worker.terminate();
    await this.exited;
  }
}
