import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { AppError } from '../../core/errors.ts';
import type { Actor } from '../../http/router.ts';
import type { AppDeps } from '../../http/deps.ts';
import { endCallsOfGone, handleVideo, type SpMessage } from './video.service.ts';
import type { HubSocket } from '../../realtime/hub.ts';
import { originAllowed } from '../../http/socket-origin.ts';

/** spec: heartbeat every 30 s; a socket silent for two beats is closed (the client comes back with backoff, web lib/reconnect.ts). */
const IDLE_MS = 65_000;

function handleMessage(deps: AppDeps, actor: Actor, socket: WebSocket, raw: string): void {
  let msg: { cmdtype?: unknown } & SpMessage;
  try {
    msg = JSON.parse(raw) as { cmdtype?: unknown } & SpMessage;
  } catch {
    return;
  }
  if (typeof msg !== 'object' || msg === null) return;
  if (msg.cmdtype === 'heartbeat') socket.send(JSON.stringify({ cmdtype: 'heartbeat', time: Date.now() }));
  // spec: cmdtype sp carries the video interview's signalling.
  if (msg.cmdtype === 'sp') handleVideo(deps, actor, msg).catch((err: unknown) => deps.log.warn({ err }, 'video signalling failed'));
}

/**
 * spec: ChatWebsocket?userid={id}. The userid alone proves nothing: the socket must carry the session
 * token (query `token`, since browsers cannot set headers on a websocket) of that same user.
 */
export function registerChatSocket(app: FastifyInstance, deps: AppDeps): void {
  app.get('/ChatWebsocket', { websocket: true }, (socket, request) => {
    const query = request.query as Record<string, string | undefined>;
    if (!originAllowed(request, deps.config)) {
      socket.close(4003, 'origin');
      return;
    }
    // Listen at once and hold what arrives while the token is checked, so no early message is lost.
    const early: string[] = [];
    let member: HubSocket | null = null;
    let actorOf: Actor | null = null;
    let lastSeen = Date.now();
    socket.on('message', (raw: Buffer) => {
      lastSeen = Date.now();
      if (actorOf) handleMessage(deps, actorOf, socket, raw.toString());
      else early.push(raw.toString());
    });
    const timer = setInterval(() => {
      if (Date.now() - lastSeen > IDLE_MS) socket.terminate();
    }, 10_000);
    socket.on('close', () => {
      clearInterval(timer);
      if (!member) return;
      deps.hub.remove(member);
      const userId = member.userId;
      if (deps.hub.count(userId) === 0)
        endCallsOfGone(deps, userId).catch((err: unknown) => deps.log.warn({ err }, 'ending the calls of a closed socket failed'));
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
        actorOf = actor;
        deps.hub.add(member);
        socket.send(JSON.stringify({ cmdtype: 'connected', userid: actor.userId }));
        for (const raw of early.splice(0)) handleMessage(deps, actor, socket, raw);
      },
      (e: unknown) => socket.close(4001, e instanceof AppError ? e.code : 'unauthorized'),
    );
  });
}
