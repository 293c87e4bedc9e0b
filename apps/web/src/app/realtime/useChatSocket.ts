import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AuthFailureCode } from '@xcb/shared/enums';
import { reportAuthFailure } from '../../api/client.ts';
import { getToken } from '../../lib/storage.ts';
import { feedback } from '../../api/feedback.ts';
import { emitSocketMessage, setSocketSender, type SocketMessage } from '../../lib/realtime.ts';
import { nextReconnect } from '../../lib/reconnect.ts';
// Loaded on the first notice rather than with the shell: the map is not needed to draw any page, and the
// first load of every page is held to its budget (check:bundle).
const noticeQueries = () => import('./noticeQueries.ts');

/**
 * spec: heartbeat every 30 s; a notice toast shows 3 s. The spec's fixed 5 s before a reconnect is now a
 * backoff with jitter (lib/reconnect.ts), so a restarted server does not get every client back at once.
 */
const HEARTBEAT_MS = 30_000;
const NOTICE_TOAST_S = 3;

/** Why the server ended the session → the failure code the client shows (same text as a 401). */
const ENDED: Record<string, AuthFailureCode> = {
  replaced: 'ERR0003',
  disabled: 'ERR0004',
  logout: 'ERR0005',
  password: 'ERR0005',
  expired: 'ERR0005',
};

/**
 * The user's ChatWebsocket (spec: ChatWebsocket?userid=; the token proves who it is). Every message is
 * handed to lib/realtime's subscribers (chat, video); a system notice (xtMessage) refreshes the badges
 * and the queries of its area (noticeQueries.ts) and shows a 3 s toast; a session the server ended
 * (sessionEnded) logs this tab out at once. After a reconnect the server's `connected` is passed on with
 * `reconnect: true`, so features catch up on what they missed while the socket was down.
 */
export function useChatSocket(userId: number | null) {
  const qc = useQueryClient();
  useEffect(() => {
    if (userId === null) return;
    let socket: WebSocket | null = null;
    let heartbeat: number | undefined;
    let reconnect: number | undefined;
    let stopped = false;
    let opened = 0;
    /** Failed connections in a row, for the backoff; when the current socket opened (null: not yet). */
    let attempt = 0;
    let openedAt: number | null = null;

    const connect = () => {
      const token = getToken();
      if (!token || stopped) return;
      const proto = window.location.protocol === 'https:' ? 'wss' : 'ws';
      const ws = new WebSocket(`${proto}://${window.location.host}/ChatWebsocket?userid=${userId}&token=${encodeURIComponent(token)}`);
      socket = ws;
      openedAt = null;
      ws.onopen = () => {
        openedAt = Date.now();
        setSocketSender((m) => {
          if (ws.readyState !== WebSocket.OPEN) return false;
          ws.send(JSON.stringify(m));
          return true;
        });
        heartbeat = window.setInterval(() => ws.send(JSON.stringify({ cmdtype: 'heartbeat', userid: userId })), HEARTBEAT_MS);
      };
      ws.onmessage = (event) => {
        let msg: SocketMessage;
        try {
          msg = JSON.parse(String(event.data)) as SocketMessage;
        } catch {
          return;
        }
        if (msg.cmdtype === 'connected') {
          opened += 1;
          msg = { ...msg, reconnect: opened > 1 };
          // Notices that arrived while the socket was down, and whatever they changed. On the first
          // connection too, the notices alone: one committed between the page's first read of its unread
          // count and the socket's opening was pushed to nobody (the area pages were just read anyway).
          void noticeQueries().then((m) => (opened > 1 ? m.invalidateForAllNotices(qc) : m.invalidateNoticesOnly(qc)));
        }
        if (msg.cmdtype === 'xtMessage') {
          const n = msg.message as { messageType?: unknown; messageTitle?: string; messageContent?: string } | undefined;
          void noticeQueries().then((m) => m.invalidateForNotice(qc, n));
          if (n?.messageTitle) {
            const { messageTitle, messageContent } = n;
            void feedback().then(({ notification }) =>
              notification.info({ message: messageTitle, description: messageContent, duration: NOTICE_TOAST_S, placement: 'topRight' }),
            );
          }
        }
        if (msg.cmdtype === 'sessionEnded') {
          stopped = true;
          reportAuthFailure(ENDED[typeof msg.reason === 'string' ? msg.reason : ''] ?? 'ERR0005');
        }
        emitSocketMessage(msg);
      };
      ws.onclose = (event) => {
        window.clearInterval(heartbeat);
        setSocketSender(null);
        // 4001: the server refused the token; the next call's 401 logs the user out, no retry loop.
        if (stopped || event.code === 4001 || event.code === 4003) return;
        // 1012 (the server restarts): back after a short random pause; otherwise a growing one
        const next = nextReconnect(attempt, { code: event.code, openForMs: openedAt === null ? null : Date.now() - openedAt });
        attempt = next.attempt;
        reconnect = window.setTimeout(connect, next.delay);
      };
    };
    connect();

    return () => {
      stopped = true;
      window.clearInterval(heartbeat);
      window.clearTimeout(reconnect);
      setSocketSender(null);
      socket?.close();
    };
  }, [userId, qc]);
}
