import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button, Card } from 'antd';
import { WL } from '../../../locale/wallet-labels.ts';

/** A wallet page's one card with its 返回钱包 button; `after` goes below the card (a dialog). */
export function WalletPanel({ title, children, after }: { title: ReactNode; children: ReactNode; after?: ReactNode }) {
  const navigate = useNavigate();
  return (
    <div className="xcb-container" style={{ padding: '24px 0' }}>
      <Card title={title} extra={<Button onClick={() => void navigate('/wallet_info')}>{WL.back}</Button>}>
        {children}
      </Card>
      {after}
    </div>
  );
}
