import { useState, type ReactNode } from 'react';
import { Alert, Button, Modal, Space, Tabs, Typography } from 'antd';
import { Link } from 'react-router';
import { WALLET_MSG } from '@xcb/shared/messages';
import { errorText } from '../../api/client.ts';
import { useAccountBase } from '../../api/wallet.ts';
import { paths } from '../../lib/paths.ts';
import { PAY_L } from '../../locale/pay.ts';
import { PasswordCells } from '../PasswordCells.tsx';

/** Another way to pay offered beside the wallet (a tab): an enterprise key, a QR code. */
export interface OtherPayMethod {
  key: string;
  label: string;
  content: ReactNode;
  /** The refusal to show before paying (a missing key), or null. */
  validate?: () => string | null;
  /** Pays by this method from the confirm button; without it the method pays by itself (a QR code) and the button hides. */
  confirm?: () => Promise<void>;
}

const WALLET = 'wallet';

/**
 * spec: paying from the wallet with the 6-digit payment password, the same dialog in every area: what is
 * paid (`summary`, `amount`), the available balance with a link to top up, the password cells (paying when the
 * sixth digit is entered, or from 确认支付), and a link to set the password when there is none. `onPay`
 * resolves when paid (the caller reports it and closes); a refusal shows the server's message here and
 * clears the cells. `children` go between the balance and the cells (a note on escrow).
 */
export function WalletPayDialog({
  open,
  title,
  width = 460,
  summary,
  amount,
  children,
  missingPassword = WALLET_MSG.payPwdFirst,
  validate,
  onPay,
  onClose,
  otherMethods,
  onMethodChange,
}: {
  open: boolean;
  title: string;
  width?: number;
  /** What is paid, above the amount (an order's name). */
  summary?: ReactNode;
  /** The amount due in coins, shown as 应付金额 (omit when `summary` says it). */
  amount?: string;
  children?: ReactNode;
  /** The refusal when fewer than six digits are entered. */
  missingPassword?: string;
  /** A refusal to show before paying (an amount still to enter), or null. */
  validate?: () => string | null;
  onPay: (password: string) => Promise<void>;
  onClose: () => void;
  otherMethods?: OtherPayMethod[];
  onMethodChange?: (key: string) => void;
}) {
  const base = useAccountBase();
  const hasPwd = Boolean(base.data?.custAccountPWD);
  const [method, setMethod] = useState(WALLET);
  const [pwd, setPwd] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const other = otherMethods?.find((m) => m.key === method);

  const run = async (pay: () => Promise<void>) => {
    setBusy(true);
    try {
      await pay();
      setPwd('');
    } catch (e) {
      setPwd('');
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  const submit = (password = pwd) => {
    if (busy) return;
    setError(null);
    const refusal = validate?.() ?? other?.validate?.() ?? null;
    if (refusal) return setError(refusal);
    if (other) {
      if (other.confirm) void run(other.confirm);
      return;
    }
    if (password.length !== 6) return setError(missingPassword);
    void run(() => onPay(password));
  };
  const close = () => {
    setPwd('');
    setError(null);
    onClose();
  };

  const wallet = (
    <div>
      <p>
        {PAY_L.available}
        {base.data ? PAY_L.coins(base.data.available) : '…'}{' '}
        <Link to={paths.wallet()} target="_blank">
          {PAY_L.topUp}
        </Link>
      </p>
      {children}
      {base.data && !hasPwd ? (
        <Alert
          type="warning"
          showIcon
          message={
            <span>
              {PAY_L.noPassword}
              <Link to={paths.zfSet()}>{PAY_L.setPassword}</Link>
            </span>
          }
        />
      ) : (
        <Space direction="vertical">
          <Typography.Text>{PAY_L.enterPassword}</Typography.Text>
          <PasswordCells value={pwd} onChange={setPwd} onComplete={(v) => submit(v)} autoFocus label={PAY_L.password} />
          <Link to={paths.zfSet()}>{PAY_L.changePassword}</Link>
        </Space>
      )}
    </div>
  );

  return (
    <Modal open={open} title={title} onCancel={close} footer={null} destroyOnHidden width={width}>
      {summary}
      {amount !== undefined && (
        <p>
          {PAY_L.due}
          <Typography.Text strong style={{ color: '#d4380d', fontSize: 18 }}>
            {amount}
          </Typography.Text>{' '}
          {PAY_L.coin}
        </p>
      )}
      {otherMethods?.length ? (
        <Tabs
          activeKey={method}
          onChange={(k) => {
            setMethod(k);
            setError(null);
            onMethodChange?.(k);
          }}
          items={[
            { key: WALLET, label: PAY_L.wallet, children: wallet },
            ...otherMethods.map((m) => ({ key: m.key, label: m.label, children: m.content })),
          ]}
        />
      ) : (
        wallet
      )}
      {error && <Alert type="error" showIcon message={error} style={{ marginTop: 12 }} />}
      <div style={{ textAlign: 'right', marginTop: 16 }}>
        <Space>
          <Button onClick={close}>{PAY_L.cancel}</Button>
          {(!other || other.confirm) && (
            <Button type="primary" onClick={() => submit()} loading={busy} disabled={!other && !hasPwd}>
              {PAY_L.confirm}
            </Button>
          )}
        </Space>
      </div>
    </Modal>
  );
}
