import type { FastifyInstance } from 'fastify';

export type Msg = Record<string, unknown>;

interface WsLike {
  on(event: 'message', cb: (data: Buffer) => void): void;
  on(event: 'close', cb: (code: number) => void): void;
  send(data: string): void;
  close(): void;
  /** Drops the connection without a closing handshake, as a closed tab or a lost network does. */
  terminate(): void;
}

export interface TestSocket {
  ws: WsLike;
  /** Every message received so far, in order. */
  seen: Msg[];
  /** The first message (already seen or still to come) that matches; rejects after `ms`. */
  next(match: (m: Msg) => boolean, ms?: number): Promise<Msg>;
  /** Resolves when the server closes the socket, with the close code. */
  closed: Promise<number>;
  send(m: Msg): void;
}

/**
 * A ChatWebsocket for tests that records every message from the start, so none is lost between the
 * upgrade and the first await. `next` consumes: each message satisfies one waiter at most.
 */
export async function openSocket(app: FastifyInstance, token: string | null, headers: Record<string, string> = {}): Promise<TestSocket> {
  const seen: Msg[] = [];
  const used = new Set<Msg>();
  const waiters: { match: (m: Msg) => boolean; resolve: (m: Msg) => void }[] = [];
  let closedWith: (code: number) => void = () => undefined;
  const closed = new Promise<number>((resolve) => (closedWith = resolve));
  // Listen from the socket's creation: the server may speak before the client's 'open' event.
  const listen = (socket: WsLike) => {
    socket.on('message', (data) => {
      const m = JSON.parse(data.toString()) as Msg;
      seen.push(m);
      const w = waiters.find((x) => x.match(m));
      if (w) {
        waiters.splice(waiters.indexOf(w), 1);
        used.add(m);
        w.resolve(m);
      }
    });
    socket.on('close', (code) => closedWith(code));
  };
  const ws = (await app.injectWS(
    `/ChatWebsocket${token ? `?token=${encodeURIComponent(token)}` : ''}`,
    { headers },
    { onInit: (s) => listen(s) },
  )) as unknown as WsLike;
  return {
    ws,
    seen,
    closed,
    send: (m) => ws.send(JSON.stringify(m)),
    next(match, ms = 3000) {
      const found = seen.find((m) => !used.has(m) && match(m));
      if (found) {
        used.add(found);
        return Promise.resolve(found);
      }
      return new Promise<Msg>((resolve, reject) => {
        const waiter = { match, resolve };
        waiters.push(waiter);
        setTimeout(() => {
          const i = waiters.indexOf(waiter);
          if (i >= 0) {
            waiters.splice(i, 1);
            reject(new Error(`no matching socket message within ${ms} ms; seen: ${JSON.stringify(seen).slice(0, 800)}`));
          }
        }, ms);
      });
    },
  };
}

export const cmd =
  (cmdtype: string, extra: (m: Msg) => boolean = () => true) =>
  (m: Msg) =>
    m.cmdtype === cmdtype && extra(m);
