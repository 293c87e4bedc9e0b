import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AuthFailureCode } from '@xcb/shared/enums';
import { reportAuthFailure } from '../../api/client.ts';
import { noticeKeys } from '../../api/messaging.ts';
import { getToken } from '../../lib/storage.ts';

/** spec: heartbeat every 30 s, reconnect 5 s after a close. */
const HEARTBEAT_MS = 30_000;
const RECONNECT_MS = 5_000;

/** Why the server ended the session → the failure code the client shows (same text as a 401). */
const ENDED: Record<string, AuthFailureCode> = { replaced: 'ERR0003', disabled: 'ERR0004', logout: 'ERR0005', password: 'ERR0005', expired: 'ERR0005' };

/**
 * The user's ChatWebsocket (spec: ChatWebsocket?userid=; the token proves who it is). A system notice
 * (cmdtype xtMessage) refreshes the badges; a session the server ended (sessionEnded, e.g. a login on
 * another device) logs this tab out at once with the reason.
 */
export function useChatSocket(userId: number | null) {
  const qc = useQueryClient();
  useEffect(() => {
    if (userId === null) return;
    let socket: WebSocket | null = null;
    let heartbeat: number | undefined;
    let reconnect: number | undefined;
    let stopped = false;

    const connect = () => {
      const token = getToken();
      if (!token || stopped) return;
      const proto = window.location.protocol === 'https:' ? 'wss' : 'ws';
      const ws = new WebSocket(`${proto}://${window.location.host}/ChatWebsocket?userid=${userId}&token=${encodeURIComponent(token)}`);
      socket = ws;
      ws.onopen = () => {
        heartbeat = window.setInterval(() => ws.send(JSON.stringify({ cmdtype: 'heartbeat', userid: userId })), HEARTBEAT_MS);
      };
      ws.onmessage = (event) => {
        let msg: { cmdtype?: string; reason?: string };
        try {
          msg = JSON.parse(String(event.data)) as { cmdtype?: string; reason?: string };
        } catch {
          return;
        }
        if (msg.cmdtype === 'xtMessage') void qc.invalidateQueries({ queryKey: noticeKeys.all });
        if (msg.cmdtype === 'sessionEnded') {
          stopped = true;
          reportAuthFailure(ENDED[msg.reason ?? ''] ?? 'ERR0005');
        }
      };
      ws.onclose = (event) => {
        window.clearInterval(heartbeat);
        // 4001: the server refused the token; the next call's 401 logs the user out, no retry loop.
        if (!stopped && event.code !== 4001 && event.code !== 4003) reconnect = window.setTimeout(connect, RECONNECT_MS);
      };
    };
    connect();

    return () => {
      stopped = true;
      window.clearInterval(heartbeat);
      window.clearTimeout(reconnect);
      socket?.close();
    };
  }, [userId, qc]);
}
