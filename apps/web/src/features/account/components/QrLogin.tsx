import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Spin } from 'antd';
import { CheckCircleFilled, ReloadOutlined } from '@ant-design/icons';
import { QRCodeSVG } from 'qrcode.react';
import type { UserSelf } from '@xcb/shared/actions/account';
import { fetchQrCode } from '../../../api/account.ts';
import { useAuth } from '../../../lib/auth.ts';
import { showError } from '../../../api/feedback.ts';
import { nextReconnect, RESTART_CODES } from '../../../lib/reconnect.ts';
import { L } from '../../../locale/labels.ts';
import styles from './QrLogin.module.css';

/** spec: QR click debounce 0.5 s */
const DEBOUNCE_MS = 500;
const HEARTBEAT_MS = 30_000;

type Phase = 'loading' | 'waiting' | 'scanned' | 'expired';

interface QrState {
  content: string;
  uuid: string;
  expiresAt: number;
}

/**
 * spec: QR login. The code is valid 60 s with a countdown and a refresh; after the phone confirms, the
 * server pushes the session over QrCodeWebsocket?UUIDStr= and the login runs by itself.
 */
export function QrLogin({ onSuccess }: { onSuccess: (user: UserSelf) => void }) {
  const auth = useAuth();
  const [qr, setQr] = useState<QrState | null>(null);
  const [phase, setPhase] = useState<Phase>('loading');
  const [left, setLeft] = useState(0);
  /** Why the code cannot be used, when the server said (e.g. another page waits on it). */
  const [notice, setNotice] = useState('');
  const socket = useRef<WebSocket | null>(null);
  const debounce = useRef<number | undefined>(undefined);
  const done = useRef(false);
  /** `load`, for the socket's close handler, which is made before it */
  const loadRef = useRef<() => Promise<void>>(() => Promise.resolve());

  const closeSocket = () => {
    socket.current?.close();
    socket.current = null;
  };

  const start = useCallback(
    (reply: Awaited<ReturnType<typeof fetchQrCode>>) => {
      const next = {
        content: `${window.location.origin}${reply.data}`,
        uuid: reply.UUIDStr,
        expiresAt: Date.now() + reply.expiresIn * 1000,
      };
      setQr(next);
      setLeft(reply.expiresIn);
      setNotice('');
      setPhase('waiting');
      const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
      const ws = new WebSocket(`${scheme}://${window.location.host}/QrCodeWebsocket?UUIDStr=${encodeURIComponent(reply.UUIDStr)}`);
      socket.current = ws;
      const beat = window.setInterval(() => {
        if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify({ cmdtype: 'heartbeat' }));
      }, HEARTBEAT_MS);
      ws.onclose = (event) => {
        window.clearInterval(beat);
        // the server restarted under a waiting code (it frees its codes as it stops): a new code, after a
        // pause spread over a few seconds so the restarted server is not met by every such page at once
        if (socket.current === ws && !done.current && RESTART_CODES.has(event.code)) {
          socket.current = null;
          setPhase('loading');
          window.clearTimeout(debounce.current);
          debounce.current = window.setTimeout(() => void loadRef.current(), nextReconnect(0, { code: event.code, openForMs: 0 }).delay);
        }
      };
      ws.onmessage = (event) => {
        let msg: { cmdtype?: string; msg?: string; jwt?: string; user?: UserSelf };
        try {
          msg = JSON.parse(String(event.data)) as typeof msg;
        } catch {
          return;
        }
        if (msg.cmdtype === 'scanned') setPhase('scanned');
        else if (msg.cmdtype === 'expired') setPhase('expired');
        // Another page already waits on this code (or this page is not of the site): a new code is needed.
        else if (msg.cmdtype === 'refused') {
          setNotice(msg.msg ?? '');
          setPhase('expired');
        } else if (msg.cmdtype === 'qrLogin' && msg.jwt && msg.user && !done.current) {
          done.current = true;
          auth.login({ jwt: msg.jwt, user: msg.user });
          onSuccess(msg.user);
        }
      };
    },
    [auth, onSuccess],
  );

  const fail = useCallback((err: unknown) => {
    showError(err);
    setPhase('expired');
  }, []);

  const load = useCallback(() => fetchQrCode().then(start, fail), [start, fail]);
  useEffect(() => {
    loadRef.current = load;
  }, [load]);

  useEffect(() => {
    void load();
    return () => {
      closeSocket();
      window.clearTimeout(debounce.current);
    };
    // Loaded once when the tab opens; later codes come from the refresh button.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // spec: the 60 s countdown
  useEffect(() => {
    if (!qr || phase === 'expired' || phase === 'loading') return;
    const timer = window.setInterval(() => {
      const s = Math.max(0, Math.ceil((qr.expiresAt - Date.now()) / 1000));
      setLeft(s);
      if (s === 0) {
        setPhase('expired');
        closeSocket();
      }
    }, 250);
    return () => window.clearInterval(timer);
  }, [qr, phase]);

  const refresh = () => {
    closeSocket();
    setPhase('loading');
    window.clearTimeout(debounce.current);
    debounce.current = window.setTimeout(() => void load(), DEBOUNCE_MS);
  };

  return (
    <div className={styles.box}>
      <div className={styles.code} data-testid="qr-code" data-qr-content={qr?.content ?? ''}>
        {qr && <QRCodeSVG value={qr.content} size={184} marginSize={2} title={L.qr.title} />}
        {phase === 'loading' && (
          <div className={styles.cover}>
            <Spin />
          </div>
        )}
        {phase === 'scanned' && (
          <div className={styles.cover}>
            <CheckCircleFilled className={styles.ok} />
            <span>{L.qr.scanned}</span>
          </div>
        )}
        {phase === 'expired' && (
          <div className={styles.cover}>
            <span>{notice || L.qr.expired}</span>
            <Button type="primary" size="small" icon={<ReloadOutlined />} onClick={refresh}>
              {L.qr.refresh}
            </Button>
          </div>
        )}
      </div>
      <p className={styles.hint}>{phase === 'waiting' ? L.qr.hint(left) : phase === 'scanned' ? L.qr.confirmOnPhone : L.qr.hintExpired}</p>
      {phase !== 'expired' && (
        <Button type="link" size="small" icon={<ReloadOutlined />} onClick={refresh}>
          {L.qr.refresh}
        </Button>
      )}
    </div>
  );
}
