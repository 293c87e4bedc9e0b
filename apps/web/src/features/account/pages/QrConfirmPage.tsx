import { useEffect, useState } from 'react';
import { MSG } from '@xcb/shared/messages';
import { Link, useSearchParams } from 'react-router';
import { Button, Result, Spin } from 'antd';
import { DesktopOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { qrConfirmRequest, qrScanRequest } from '../../../api/account.ts';
import { errorText } from '../../../api/client.ts';
import { paths } from '../../../lib/paths.ts';
import { useAuth } from '../../../lib/auth.ts';
import { L } from '../../../locale/labels.ts';
import styles from './QrConfirmPage.module.css';

type Phase = 'checking' | 'ready' | 'done' | 'failed' | 'cancelled';
type Device = Awaited<ReturnType<typeof qrScanRequest>>['device'];

/** /qr_confirm?uuid=: the logged-in phone confirms the desktop's QR login. */
export function QrConfirmPage() {
  const [params] = useSearchParams();
  const uuid = params.get('uuid') ?? '';
  const { user } = useAuth();
  const [phase, setPhase] = useState<Phase>('checking');
  const [error, setError] = useState('');
  const [device, setDevice] = useState<Device | null>(null);
  const [expiresAt, setExpiresAt] = useState(0);
  const [left, setLeft] = useState(0);
  const confirm = useMutation({ mutationFn: qrConfirmRequest });

  useEffect(() => {
    // Tells the desktop the code was scanned; an expired code shows at once. The reply names the device
    // that asked for the code, so a login link sent by someone else is seen for what it is.
    qrScanRequest(uuid).then(
      (reply) => {
        setDevice(reply.device);
        setExpiresAt(Date.now() + reply.expiresIn * 1000);
        setLeft(reply.expiresIn);
        setPhase('ready');
      },
      (err: unknown) => {
        setError(errorText(err));
        setPhase('failed');
      },
    );
  }, [uuid]);

  // The code runs out here too: confirming after that could only fail.
  useEffect(() => {
    if (phase !== 'ready') return;
    const timer = window.setInterval(() => {
      const s = Math.max(0, Math.ceil((expiresAt - Date.now()) / 1000));
      setLeft(s);
      if (s === 0) {
        setError(MSG.qrExpired);
        setPhase('failed');
      }
    }, 500);
    return () => window.clearInterval(timer);
  }, [phase, expiresAt]);

  const onConfirm = async () => {
    try {
      await confirm.mutateAsync(uuid);
      setPhase('done');
    } catch (err) {
      setError(errorText(err));
      setPhase('failed');
    }
  };

  return (
    <div className={styles.page}>
      {phase === 'checking' && <Spin size="large" />}
      {phase === 'ready' && (
        <Result
          icon={<DesktopOutlined className={styles.icon} />}
          title={L.qr.confirmTitle}
          subTitle={L.qr.confirmText(user?.nickName || user?.name || '')}
          extra={
            <div className={styles.buttons}>
              {device && (
                <section className={styles.device} aria-label={L.qr.deviceTitle} data-testid="qr-device">
                  <h3>{L.qr.deviceTitle}</h3>
                  <dl>
                    <dt>{L.qr.deviceBrowser}</dt>
                    <dd>{device.browser}</dd>
                    <dt>{L.qr.deviceOs}</dt>
                    <dd>{device.os}</dd>
                    <dt>{L.qr.devicePlace}</dt>
                    <dd>{device.place}</dd>
                    <dt>{L.qr.deviceTime}</dt>
                    <dd>{device.time}</dd>
                  </dl>
                  <p className={styles.warning}>{L.qr.deviceWarning}</p>
                  <p className={styles.left}>{L.qr.confirmLeft(left)}</p>
                </section>
              )}
              <Button type="primary" size="large" block loading={confirm.isPending} onClick={() => void onConfirm()}>
                {L.qr.confirm}
              </Button>
              <Button size="large" block onClick={() => setPhase('cancelled')}>
                {L.qr.cancel}
              </Button>
            </div>
          }
        />
      )}
      {phase === 'done' && <Result status="success" title={L.qr.confirmed} extra={<Link to={paths.home()}>{L.common.backHome}</Link>} />}
      {phase === 'cancelled' && <Result status="info" title={L.qr.cancelled} extra={<Link to={paths.home()}>{L.common.backHome}</Link>} />}
      {phase === 'failed' && <Result status="warning" title={error} extra={<Link to={paths.home()}>{L.common.backHome}</Link>} />}
    </div>
  );
}
