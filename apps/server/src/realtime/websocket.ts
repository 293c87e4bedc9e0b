import type { FastifyInstance } from 'fastify';
import { AppError } from '../http/errors.ts';
import type { AppDeps } from '../deps.ts';
import type { HubSocket } from './hub.ts';

/** spec: heartbeat every 30 s; a socket silent for two beats is closed (the client reconnects after 5 s). */
const IDLE_MS = 65_000;

/**
 * spec: ChatWebsocket?userid={id}. The userid alone proves nothing: the socket must carry the session
 * token (query `token`, since browsers cannot set headers on a websocket) of that same user.
 */
export function registerChatSocket(app: FastifyInstance, deps: AppDeps): void {
  app.get('/ChatWebsocket', { websocket: true }, async (socket, request) => {
    const query = request.query as Record<string, string | undefined>;
    let actor;
    try {
      actor = await deps.sessions.resolve(query.token ?? '');
    } catch (e) {
      socket.close(4001, e instanceof AppError ? e.code : 'unauthorized');
      return;
    }
    if (query.userid && query.userid !== String(actor.userId)) {
      socket.close(4003, 'forbidden');
      return;
    }
    const member: HubSocket = {
      userId: actor.userId,
      sessionId: actor.sessionId,
      send: (data) => socket.send(data),
      close: (code, reason) => socket.close(code, reason),
    };
    deps.hub.add(member);
    let lastSeen = Date.now();
    const timer = setInterval(() => {
      if (Date.now() - lastSeen > IDLE_MS) socket.terminate();
    }, 10_000);
    socket.on('message', (raw: Buffer) => {
      lastSeen = Date.now();
      let msg: { cmdtype?: unknown };
      try {
        msg = JSON.parse(raw.toString()) as { cmdtype?: unknown };
      } catch {
        return;
      }
      if (msg.cmdtype === 'heartbeat') socket.send(JSON.stringify({ cmdtype: 'heartbeat', time: Date.now() }));
    });
    socket.on('close', () => {
      clearInterval(timer);
      deps.hub.remove(member);
    });
    socket.send(JSON.stringify({ cmdtype: 'connected', userid: actor.userId }));
  });
}
