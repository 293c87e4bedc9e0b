import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { AppError } from '../http/errors.ts';
import type { AppDeps } from '../deps.ts';
import type { HubSocket } from './hub.ts';

/** spec: heartbeat every 30 s; a socket silent for two beats is closed (the client reconnects after 5 s). */
const IDLE_MS = 65_000;

function handleMessage(socket: WebSocket, raw: string): void {
  let msg: { cmdtype?: unknown };
  try {
    msg = JSON.parse(raw) as { cmdtype?: unknown };
  } catch {
    return;
  }
  if (msg.cmdtype === 'heartbeat') socket.send(JSON.stringify({ cmdtype: 'heartbeat', time: Date.now() }));
}

/**
 * spec: ChatWebsocket?userid={id}. The userid alone proves nothing: the socket must carry the session
 * token (query `token`, since browsers cannot set headers on a websocket) of that same user.
 */
export function registerChatSocket(app: FastifyInstance, deps: AppDeps): void {
  app.get('/ChatWebsocket', { websocket: true }, (socket, request) => {
    const query = request.query as Record<string, string | undefined>;
    // Listen at once and hold what arrives while the token is checked, so no early message is lost.
    const early: string[] = [];
    let member: HubSocket | null = null;
    let lastSeen = Date.now();
    socket.on('message', (raw: Buffer) => {
      lastSeen = Date.now();
      if (member) handleMessage(socket, raw.toString());
      else early.push(raw.toString());
    });
    const timer = setInterval(() => {
      if (Date.now() - lastSeen > IDLE_MS) socket.terminate();
    }, 10_000);
    socket.on('close', () => {
      clearInterval(timer);
      if (member) deps.hub.remove(member);
    });

    deps.sessions.resolve(query.token ?? '').then(
      (actor) => {
        if (query.userid && query.userid !== String(actor.userId)) return socket.close(4003, 'forbidden');
        member = {
          userId: actor.userId,
          sessionId: actor.sessionId,
          send: (data) => socket.send(data),
          close: (code, reason) => socket.close(code, reason),
        };
        deps.hub.add(member);
        socket.send(JSON.stringify({ cmdtype: 'connected', userid: actor.userId }));
        for (const raw of early.splice(0)) handleMessage(socket, raw);
      },
      (e: unknown) => socket.close(4001, e instanceof AppError ? e.code : 'unauthorized'),
    );
  });
}
