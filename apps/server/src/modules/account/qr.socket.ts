import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';
import { MSG } from '@xcb/shared';
import { claimQr, releaseQr } from './qr.service.ts';
import { originAllowed } from '../../http/socket-origin.ts';
import type { QrSocket } from '../../realtime/hub.ts';

/**
 * spec: QrCodeWebsocket?UUIDStr=. The desktop showing a QR code waits here; the uuid is the secret it
 * shows. It hears `scanned` when a phone opens the link, `qrLogin` with the session once the phone
 * confirms, and `expired` (with a message) when the 60 s pass. Only one page may wait on a code, and only a
 * page of this site (Origin); others hear `refused` with the reason.
 */
export function registerQrSocket(app: FastifyInstance, deps: AppDeps): void {
  app.get('/QrCodeWebsocket', { websocket: true }, (socket, request) => {
    const refuse = (code: number, msg: string) => {
      socket.send(JSON.stringify({ cmdtype: code === 4004 ? 'expired' : 'refused', msg }));
      socket.close(code, code === 4004 ? 'expired' : code === 4003 ? 'origin' : 'taken');
    };
    // Like the chat socket: a page of another site must not wait on (and receive the session of) a code.
    if (!originAllowed(request, deps.config)) return refuse(4003, MSG.qrOrigin);
    const raw = (request.query as Record<string, unknown>).UUIDStr;
    const uuid = typeof raw === 'string' ? raw.slice(0, 64) : '';
    let member: QrSocket | null = null;
    let expiry: NodeJS.Timeout | undefined;
    let closed = false;
    socket.on('message', (raw: Buffer) => {
      try {
        const msg = JSON.parse(raw.toString()) as { cmdtype?: unknown };
        if (msg.cmdtype === 'heartbeat') socket.send(JSON.stringify({ cmdtype: 'heartbeat', time: Date.now() }));
      } catch {
        // not a command
      }
    });
    socket.on('close', () => {
      closed = true;
      clearTimeout(expiry);
      if (!member) return;
      deps.qr.remove(member);
      releaseQr(deps, uuid).catch((err: unknown) => deps.log.warn({ err }, 'QR listener release failed'));
    });
    claimQr(deps, uuid).then(
      (claim) => {
        if (claim === 'expired') return refuse(4004, MSG.qrExpired);
        if (claim === 'taken') return refuse(4009, MSG.qrListenerTaken);
        member = { uuid, send: (d) => socket.send(d), close: (c, r) => socket.close(c, r) };
        // Closed while the claim was being made: give the code back at once.
        if (closed) return void releaseQr(deps, uuid).catch(() => undefined);
        deps.qr.add(member);
        socket.send(JSON.stringify({ cmdtype: 'connected' }));
        expiry = setTimeout(() => refuse(4004, MSG.qrExpired), Math.max(0, claim.expiresAt.getTime() - Date.now()));
      },
      () => socket.close(1011, 'error'),
    );
  });
}
