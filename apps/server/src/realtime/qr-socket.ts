import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { openQr } from '../modules/account/qr.service.ts';
import type { QrSocket } from './hub.ts';

/**
 * spec: QrCodeWebsocket?UUIDStr=. The desktop showing a QR code waits here; the uuid is the secret it
 * shows. It hears `scanned` when a phone opens the link, `qrLogin` with the session once the phone
 * confirms, and `expired` when the 60 s pass.
 */
export function registerQrSocket(app: FastifyInstance, deps: AppDeps): void {
  app.get('/QrCodeWebsocket', { websocket: true }, (socket, request) => {
    const raw = (request.query as Record<string, unknown>).UUIDStr;
    const uuid = typeof raw === 'string' ? raw.slice(0, 64) : '';
    let member: QrSocket | null = null;
    let expiry: NodeJS.Timeout | undefined;
    socket.on('message', (raw: Buffer) => {
      try {
        const msg = JSON.parse(raw.toString()) as { cmdtype?: unknown };
        if (msg.cmdtype === 'heartbeat') socket.send(JSON.stringify({ cmdtype: 'heartbeat', time: Date.now() }));
      } catch {
        // not a command
      }
    });
    socket.on('close', () => {
      clearTimeout(expiry);
      if (member) deps.qr.remove(member);
    });
    openQr(deps, uuid).then(
      (expiresAt) => {
        if (!expiresAt) {
          socket.send(JSON.stringify({ cmdtype: 'expired' }));
          return socket.close(4004, 'expired');
        }
        member = { uuid, send: (d) => socket.send(d), close: (c, r) => socket.close(c, r) };
        deps.qr.add(member);
        socket.send(JSON.stringify({ cmdtype: 'connected' }));
        expiry = setTimeout(() => {
          socket.send(JSON.stringify({ cmdtype: 'expired' }));
          socket.close(4004, 'expired');
        }, Math.max(0, expiresAt.getTime() - Date.now()));
      },
      () => socket.close(1011, 'error'),
    );
  });
}
