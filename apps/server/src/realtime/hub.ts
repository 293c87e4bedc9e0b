import type { Database, Executor } from '../db/client.ts';
import { Fanout } from './fanout.ts';

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

/** Messages to a user's open ChatWebsocket connections (notices, chat, "session ended"). */
export class Hub extends Fanout<number, HubSocket> {
  constructor(database: Database) {
    super(database, (s) => s.userId, { channel: 'xcb_hub', closeCode: 4001, closeReason: 'session ended', sessionOf: (s) => s.sessionId });
  }

  publish(message: HubMessage): void {
    this.broadcast({ key: message.userId, payload: message.payload, sessionId: message.sessionId, close: message.close });
  }

  /**
   * A push that reports a change made in the transaction `via`: sent when it commits, never if it rolls
   * back. Every push made inside `db.transaction` goes through here.
   */
  publishIn(via: Executor, message: HubMessage): Promise<void> {
    return this.broadcastIn(via, { key: message.userId, payload: message.payload, sessionId: message.sessionId, close: message.close });
  }

  /** The same payload to every socket of several users, in one notification. */
  publishToAll(userIds: readonly number[], payload: Record<string, unknown>): void {
    const [first, ...rest] = userIds;
    if (first !== undefined) this.broadcast({ key: first, also: rest, payload });
  }

  /** Several such pushes in as few notifications as fit, delivered in their order (a batch of chat messages). */
  publishBatch(pushes: readonly { userIds: readonly number[]; payload: Record<string, unknown> }[]): void {
    this.broadcastBatch(
      pushes.flatMap(({ userIds: [first, ...rest], payload }) => (first === undefined ? [] : [{ key: first, also: rest, payload }])),
    );
  }
}

export interface QrSocket {
  uuid: string;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

/** The desktops waiting on a QR login code, by its uuid: a phone confirming on any instance reaches them. */
export class QrHub extends Fanout<string, QrSocket> {
  constructor(database: Database) {
    super(database, (s) => s.uuid, { channel: 'xcb_qr', closeCode: 1000, closeReason: 'done' });
  }

  publish(uuid: string, payload: Record<string, unknown>, close = false): void {
    this.broadcast({ key: uuid, payload, close });
  }
}
