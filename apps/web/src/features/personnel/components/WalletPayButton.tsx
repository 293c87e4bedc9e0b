import { useState, type ReactNode } from 'react';
import { App, Button } from 'antd';
import { WalletPayDialog } from '../../../components/wallet/WalletPayDialog.tsx';

/**
 * Paying the area's dues from the wallet (the contract, the recruitment deposit, the membership): the
 * button, or `otherwise` when nothing is due now, and the wallet's dialog; the server's reply is told, then `onPaid`.
 */
export function WalletPayButton({
  label,
  title,
  amount,
  payable,
  otherwise,
  size,
  pay,
  onPaid,
}: {
  label: string;
  title: string;
  amount: string;
  payable: boolean;
  otherwise?: ReactNode;
  size?: 'large';
  pay: (accountpwd: string) => Promise<{ msg: string }>;
  onPaid?: () => void;
}) {
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  return (
    <>
      {payable ? (
        <Button type="primary" size={size} onClick={() => setOpen(true)}>
          {label}
        </Button>
      ) : (
        otherwise
      )}
      <WalletPayDialog
        open={open}
        title={title}
        amount={amount}
        onClose={() => setOpen(false)}
        onPay={(pwd) =>
          pay(pwd).then((r) => {
            void message.success(r.msg);
            setOpen(false);
            onPaid?.();
          })
        }
      />
    </>
  );
}
