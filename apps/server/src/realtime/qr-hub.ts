import type { Database } from '../db/client.ts';

export interface QrSocket {
  uuid: string;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

interface QrMessage {
  uuid: string;
  payload: Record<string, unknown>;
  close?: boolean;
}

const CHANNEL = 'xcb_qr';

/**
 * The desktops waiting on a QR code, by its uuid. Like the chat hub, every instance LISTENs on one
 * PostgreSQL channel, so a phone confirming on one instance reaches a desktop connected to another.
 */
export class QrHub {
  private readonly sockets = new Map<string, Set<QrSocket>>();
  private readonly database: Database;

  constructor(database: Database) {
    this.database = database;
  }

  async start(): Promise<void> {
    await this.database.listen(CHANNEL, (raw) => {
      try {
        this.deliver(JSON.parse(raw) as QrMessage);
      } catch {
        // not ours
      }
    });
  }

  add(socket: QrSocket): void {
    let set = this.sockets.get(socket.uuid);
    if (!set) this.sockets.set(socket.uuid, (set = new Set()));
    set.add(socket);
  }

  remove(socket: QrSocket): void {
    const set = this.sockets.get(socket.uuid);
    set?.delete(socket);
    if (set?.size === 0) this.sockets.delete(socket.uuid);
  }

  waitingCount(uuid: string): number {
    return this.sockets.get(uuid)?.size ?? 0;
  }

  publish(uuid: string, payload: Record<string, unknown>, close = false): void {
    const message: QrMessage = { uuid, payload, close };
    this.database.notify(CHANNEL, JSON.stringify(message)).catch(() => this.deliver(message));
  }

  private deliver(message: QrMessage): void {
    const data = JSON.stringify(message.payload);
    for (const s of this.sockets.get(message.uuid) ?? []) {
      s.send(data);
      if (message.close) s.close(1000, 'done');
    }
  }
}
