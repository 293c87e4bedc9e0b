import { useState } from 'react';
import { App, Alert, Button, Card, Form, Skeleton } from 'antd';
import { WALLET_MSG } from '@xcb/shared/messages';
import { PasswordCells } from '../../../components/PasswordCells.tsx';
import { WL } from '../../../locale/wallet-labels.ts';
import { useAddPassword, useChangePassword } from '../api.ts';
import { useAccountBase } from '../../../api/wallet.ts';

/** /zf_set: 12 cells to set the payment password (new, confirm), 18 to change it (old, new, confirm). */
export function ZfSetPage() {
  const { message } = App.useApp();
  const base = useAccountBase();
  const add = useAddPassword();
  const change = useChangePassword();
  const [old, setOld] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const hasPassword = Boolean(base.data?.custAccountPWD);

  const submit = async () => {
    if (hasPassword) {
      if (old.length !== 6 || next.length !== 6 || next !== confirm) return void message.error(WALLET_MSG.payPwdChangeMismatch);
    } else if (next.length !== 6 || next !== confirm) return void message.error(WALLET_MSG.payPwdSetMismatch);
    const reply = hasPassword
      ? await change.run({ pwdtype: 1, accountpwd: old, newpwdtype: 1, newaccountpwd: next })
      : await add.run({ custAccountPWD: { accountpwd: next, pwdtype: 1 } });
    if (reply) {
      setOld('');
      setNext('');
      setConfirm('');
    }
  };

  return (
    <div className="xcb-container" style={{ padding: '24px 0' }}>
      <Card title={hasPassword ? WL.zf.change : WL.zf.set} style={{ maxWidth: 560 }}>
        {base.isPending ? (
          <Skeleton active />
        ) : (
          <Form layout="vertical" onFinish={() => void submit()}>
            <Alert type="info" showIcon title={WL.zf.hint} style={{ marginBottom: 20 }} />
            {hasPassword && (
              <Form.Item label={WL.zf.old}>
                <PasswordCells value={old} onChange={setOld} label={WL.zf.old} />
              </Form.Item>
            )}
            <Form.Item label={WL.zf.new}>
              <PasswordCells value={next} onChange={setNext} label={WL.zf.new} />
            </Form.Item>
            <Form.Item label={WL.zf.confirm}>
              <PasswordCells value={confirm} onChange={setConfirm} label={WL.zf.confirm} />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={add.isPending || change.isPending}>
              {WL.zf.submit}
            </Button>
          </Form>
        )}
      </Card>
    </div>
  );
}
