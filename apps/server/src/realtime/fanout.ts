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

  constructor(database: Database, keyOf: (socket: S) => K, options: FanoutOptions<S>) {
    this.database = database;
    this.keyOf = keyOf;
    this.options = options;
  }

  async start(): Promise<void> {
    await this.database.listen(this.options.channel, (raw) => {
      let parsed: Envelope<K> | { spill: number };
      try {
        parsed = JSON.parse(raw) as Envelope<K> | { spill: number };
      } catch {
        // A malformed notification from elsewhere is not ours to act on.
        return;
      }
      if ('spill' in parsed) void this.unspill(parsed.spill);
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

  protected broadcast(envelope: Envelope<K>): void {
    const raw = JSON.stringify(envelope);
    const send = Buffer.byteLength(raw) < NOTIFY_MAX_BYTES ? this.database.notify(this.options.channel, raw) : this.spill(raw);
    send.catch(() => this.deliver(envelope));
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
