import type { Database } from '../db/client.ts';

export interface HubSocket {
  userId: number;
  sessionId: string;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export interface HubMessage {
  userId: number;
  /** Only the sockets of this session (e.g. a session that just ended); all of the user's otherwise. */
  sessionId?: string;
  payload: Record<string, unknown>;
  /** Close the addressed sockets after sending (the session ended). */
  close?: boolean;
}

const CHANNEL = 'xcb_hub';

/**
 * Messages to a user go through the hub. Every instance LISTENs on one PostgreSQL channel and delivers
 * to the sockets it holds, so several app instances on one database need no extra server.
 */
export class Hub {
  private readonly sockets = new Map<number, Set<HubSocket>>();
  private readonly database: Database;

  constructor(database: Database) {
    this.database = database;
  }

  async start(): Promise<void> {
    await this.database.listen(CHANNEL, (raw) => {
      try {
        this.deliver(JSON.parse(raw) as HubMessage);
      } catch {
        // A malformed notification from elsewhere is not ours to act on.
      }
    });
  }

  add(socket: HubSocket): void {
    let set = this.sockets.get(socket.userId);
    if (!set) this.sockets.set(socket.userId, (set = new Set()));
    set.add(socket);
  }

  remove(socket: HubSocket): void {
    const set = this.sockets.get(socket.userId);
    set?.delete(socket);
    if (set?.size === 0) this.sockets.delete(socket.userId);
  }

  connectedCount(userId: number): number {
    return this.sockets.get(userId)?.size ?? 0;
  }

  publish(message: HubMessage): void {
    this.database.notify(CHANNEL, JSON.stringify(message)).catch(() => this.deliver(message));
  }

  private deliver(message: HubMessage): void {
    const data = JSON.stringify(message.payload);
    for (const s of this.sockets.get(message.userId) ?? []) {
      if (message.sessionId && s.sessionId !== message.sessionId) continue;
      s.send(data);
      if (message.close) s.close(4001, 'session ended');
    }
  }
}
