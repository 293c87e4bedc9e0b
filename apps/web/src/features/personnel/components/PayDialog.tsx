import { useState } from 'react';
import { Alert, Modal, Space, Typography } from 'antd';
import { Link } from 'react-router';
import { PasswordCells } from '../../../components/PasswordCells.tsx';
import { errorText } from '../../../api/client.ts';
import { useAccountBase } from '../api.ts';
import { personnelPaths } from '../paths.ts';

/**
 * Pays from the wallet with the 6-digit payment password (the wallet's own cells, as the course
 * settlement does): the available balance, a way to top up, and to set a password when there is none.
 */
export function PayDialog({ open, title, amount, onClose, onPay }: { open: boolean; title: string; amount: string; onClose: () => void; onPay: (pwd: string) => Promise<unknown> }) {
  const base = useAccountBase();
  const [pwd, setPwd] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const hasPwd = Boolean(base.data?.custAccountPWD);
  const submit = async (v: string) => {
    if (busy) return;
    if (v.length !== 6) return setError('请先输入支付密码');
    setBusy(true);
    setError(null);
    try {
      await onPay(v);
      setPwd('');
    } catch (e) {
      setPwd('');
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open={open} title={title} onCancel={onClose} footer={null} destroyOnHidden width={460}>
      <p>
        应付金额：<Typography.Text strong style={{ color: '#d4380d', fontSize: 18 }}>{amount}</Typography.Text> 晶币
      </p>
      <p>
        可用余额：{base.data ? `${base.data.available} 晶币` : '…'}{' '}
        <Link to={personnelPaths.wallet()} target="_blank">
          去充值
        </Link>
      </p>
      {base.data && !hasPwd ? (
        <Alert type="warning" showIcon message={<span>您还没有设置支付密码，<Link to={personnelPaths.zfSet()}>去设置支付密码</Link></span>} />
      ) : (
        <Space direction="vertical">
          <Typography.Text>请输入6位支付密码</Typography.Text>
          <PasswordCells value={pwd} onChange={setPwd} onComplete={(v) => void submit(v)} autoFocus label="支付密码" />
          {busy && <Typography.Text type="secondary">支付中…</Typography.Text>}
        </Space>
      )}
      {error && <Alert style={{ marginTop: 12 }} type="error" showIcon message={error} />}
    </Modal>
  );
}
