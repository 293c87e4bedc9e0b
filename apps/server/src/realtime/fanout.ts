import { eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.ts';
import { realtimeSpill } from '../db/schema/index.ts';

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; larger ones travel through a row. */
const NOTIFY_MAX_BYTES = 7_500;

export interface FanoutSocket {
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export interface Envelope<K> {
  key: K;
  /** More keys that get the same payload (one NOTIFY for both sides of a chat message). */
  also?: K[];
  payload: Record<string, unknown>;
  /** Only the sockets of this session; every socket under the key otherwise. */
  sessionId?: string;
  /** Close the addressed sockets after sending. */
  close?: boolean;
}

/** Several envelopes in one notification, delivered in their order (a batch of chat messages). */
interface Batch<K> {
  batch: Envelope<K>[];
}

interface FanoutOptions<S> {
  /** The PostgreSQL channel every instance LISTENs on. */
  channel: string;
  closeCode: number;
  closeReason: string;
  sessionOf?: (socket: S) => string;
}

/**
 * Sockets grouped by a key (a user, a QR code's uuid), reached from any app instance: a message is
 * NOTIFYed on one PostgreSQL channel and each instance delivers it to the sockets it holds, so several
 * instances on one database need no extra server. When NOTIFY fails the local sockets still get it.
 */
export class Fanout<K extends string | number, S extends FanoutSocket> {
  private readonly sockets = new Map<K, Set<S>>();
  private readonly database: Database;
  private readonly keyOf: (socket: S) => K;
  private readonly options: FanoutOptions<S>;
  /** The batches' notifications, sent one after another so that they arrive in order. */
  private ordered: Promise<void> = Promise.resolve();

  constructor(database: Database, keyOf: (socket: S) => K, options: FanoutOptions<S>) {
    this.database = database;
    this.keyOf = keyOf;
    this.options = options;
  }

  async start(): Promise<void> {
    await this.database.listen(this.options.channel, (raw) => {
      let parsed: Envelope<K> | Batch<K> | { spill: number };
      try {
        parsed = JSON.parse(raw) as Envelope<K> | Batch<K> | { spill: number };
      } catch {
        // A malformed notification from elsewhere is not ours to act on.
        return;
      }
      if ('spill' in parsed) void this.unspill(parsed.spill);
      else if ('batch' in parsed) for (const e of parsed.batch) this.deliver(e);
      else this.deliver(parsed);
    });
  }

  add(socket: S): void {
    const key = this.keyOf(socket);
    let set = this.sockets.get(key);
    if (!set) this.sockets.set(key, (set = new Set()));
    set.add(socket);
  }

  remove(socket: S): void {
    const key = this.keyOf(socket);
    const set = this.sockets.get(key);
    set?.delete(socket);
    if (set?.size === 0) this.sockets.delete(key);
  }

  /** Sockets this instance holds under the key. */
  count(key: K): number {
    return this.sockets.get(key)?.size ?? 0;
  }

  /** Every socket this instance holds (the operations metrics). */
  size(): number {
    let n = 0;
    for (const set of this.sockets.values()) n += set.size;
    return n;
  }

  protected broadcast(envelope: Envelope<K>): void {
    const raw = JSON.stringify(envelope);
    const send = Buffer.byteLength(raw) < NOTIFY_MAX_BYTES ? this.database.notify(this.options.channel, raw) : this.spill(raw);
    send.catch(() => this.deliver(envelope));
  }

  /**
   * Several envelopes in as few notifications as fit under PostgreSQL's limit (one NOTIFY per batch of
   * chat messages instead of one each), in order: each waits for the one before it, so batches sent one
   * after another reach every instance in that order. An envelope too large for a notification of its own
   * travels alone through a row, as broadcast does.
   */
  protected broadcastBatch(envelopes: Envelope<K>[]): void {
    // The embedded database lives inside this one process, so no other instance can be listening: a
    // notification would only come back here, at the price of a statement per batch.
    if (this.database.kind === 'pglite') {
      for (const e of envelopes) this.deliver(e);
      return;
    }
    const chunks: { raw: string; envelopes: Envelope<K>[] }[] = [];
    let current: Envelope<K>[] = [];
    let bytes = 0;
    const close = () => {
      if (current.length > 0) chunks.push({ raw: JSON.stringify({ batch: current }), envelopes: current });
      current = [];
      bytes = 0;
    };
    for (const e of envelopes) {
      const size = Buffer.byteLength(JSON.stringify(e)) + 1;
      if (size + 12 >= NOTIFY_MAX_BYTES) {
        close();
        chunks.push({ raw: JSON.stringify(e), envelopes: [e] });
        continue;
      }
      if (bytes + size + 12 >= NOTIFY_MAX_BYTES) close();
      current.push(e);
      bytes += size;
    }
    close();
    for (const chunk of chunks) {
      const send = () =>
        Buffer.byteLength(chunk.raw) < NOTIFY_MAX_BYTES ? this.database.notify(this.options.channel, chunk.raw) : this.spill(chunk.raw);
      this.ordered = this.ordered.then(send).catch(() => {
        for (const e of chunk.envelopes) this.deliver(e);
      });
    }
  }

  /**
   * The same, as part of a transaction: PostgreSQL delivers a NOTIFY only when its transaction commits and
   * drops it on rollback, so a change that is rolled back rings nobody. (A push sent on another
   * connection before the commit would announce a change that may never happen.)
   */
  protected async broadcastIn(via: Executor, envelope: Envelope<K>): Promise<void> {
    const raw = JSON.stringify(envelope);
    if (Buffer.byteLength(raw) < NOTIFY_MAX_BYTES) {
      await via.execute(sql`select pg_notify(${this.options.channel}, ${raw})`);
      return;
    }
    const [row] = await via.insert(realtimeSpill).values({ payload: raw }).returning({ id: realtimeSpill.id });
    if (!row) throw new Error('spill not stored');
    await via.execute(sql`select pg_notify(${this.options.channel}, ${JSON.stringify({ spill: row.id })})`);
  }

  /** Stores a large envelope and notifies its row id; rows older than a minute are swept on the way. */
  private async spill(raw: string): Promise<void> {
    const db = this.database.db;
    const [row] = await db.insert(realtimeSpill).values({ payload: raw }).returning({ id: realtimeSpill.id });
    if (!row) throw new Error('spill not stored');
    await this.database.notify(this.options.channel, JSON.stringify({ spill: row.id }));
    await db
      .delete(realtimeSpill)
      .where(sql`${realtimeSpill.createdAt} < now() - interval '1 minute'`)
      .catch(() => undefined);
  }

  private async unspill(id: number): Promise<void> {
    try {
      const [row] = await this.database.db.select({ payload: realtimeSpill.payload }).from(realtimeSpill).where(eq(realtimeSpill.id, id));
      if (row) this.deliver(JSON.parse(row.payload) as Envelope<K>);
    } catch {
      // The row was swept or the database is closing: nothing left to deliver.
    }
  }

  private deliver(envelope: Envelope<K>): void {
    const data = JSON.stringify(envelope.payload);
    const { sessionOf, closeCode, closeReason } = this.options;
    for (const key of new Set([envelope.key, ...(envelope.also ?? [])])) {
      for (const s of this.sockets.get(key) ?? []) {
        if (envelope.sessionId && sessionOf && sessionOf(s) !== envelope.sessionId) continue;
        s.send(data);
        if (envelope.close) s.close(closeCode, closeReason);
      }
    }
  }
}
