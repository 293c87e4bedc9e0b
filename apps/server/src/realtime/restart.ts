import type { FastifyInstance } from 'fastify';

/**
 * How every open socket is closed when the app closes (a deploy, a restart): 1012 "service restart"
 * (RFC 6455's registry) with a short reason, so a client knows to come back, and comes back after a
 * short random pause rather than all in the same second (apps/web/src/lib/reconnect.ts). The websocket
 * plugin's own close sends no code at all (the client sees 1005).
 */
export const RESTART_CLOSE = { code: 1012, reason: 'server restarting' } as const;

/**
 * The websocket plugin's preClose (app.ts registers it in place of the plugin's own): before the HTTP
 * server stops, every ChatWebsocket and QrCodeWebsocket is closed with RESTART_CLOSE. The close frames
 * leave at once; the HTTP server's close then waits for those connections to end (ws cuts one whose
 * client never answers after its own 30 s).
 */
export function closeSocketsForRestart(this: FastifyInstance, done: () => void): void {
  const server = this.websocketServer;
  for (const socket of server.clients) socket.close(RESTART_CLOSE.code, RESTART_CLOSE.reason);
  server.close();
  done();
}
