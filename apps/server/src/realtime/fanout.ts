import type { Database } from '../db/client.ts';

export interface FanoutSocket {
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export interface Envelope<K> {
  key: K;
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
      try {
        this.deliver(JSON.parse(raw) as Envelope<K>);
      } catch {
        // A malformed notification from elsewhere is not ours to act on.
      }
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
    this.database.notify(this.options.channel, JSON.stringify(envelope)).catch(() => this.deliver(envelope));
  }

  private deliver(envelope: Envelope<K>): void {
    const data = JSON.stringify(envelope.payload);
    const { sessionOf, closeCode, closeReason } = this.options;
    for (const s of this.sockets.get(envelope.key) ?? []) {
      if (envelope.sessionId && sessionOf && sessionOf(s) !== envelope.sessionId) continue;
      s.send(data);
      if (envelope.close) s.close(closeCode, closeReason);
    }
  }
}
