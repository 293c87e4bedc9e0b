import { useEffect, useState } from 'react';
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

/** /qr_confirm?uuid=: the logged-in phone confirms the desktop's QR login. */
export function QrConfirmPage() {
  const [params] = useSearchParams();
  const uuid = params.get('uuid') ?? '';
  const { user } = useAuth();
  const [phase, setPhase] = useState<Phase>('checking');
  const [error, setError] = useState('');
  const confirm = useMutation({ mutationFn: qrConfirmRequest });

  useEffect(() => {
    // Tells the desktop the code was scanned; an expired code shows at once.
    qrScanRequest(uuid).then(
      () => setPhase('ready'),
      (err: unknown) => {
        setError(errorText(err));
        setPhase('failed');
      },
    );
  }, [uuid]);

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
