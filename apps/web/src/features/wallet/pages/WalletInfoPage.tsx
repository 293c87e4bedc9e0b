import { Link, useNavigate } from 'react-router';
import { Button, Card, Col, Row, Skeleton, Space, Statistic, Tabs, Tag, Typography } from 'antd';
import { WalletOutlined } from '@ant-design/icons';
import { WL } from '../../../locale/wallet-labels.ts';
import { BankCards } from '../components/BankCards.tsx';
import { BankTransfer } from '../components/BankTransfer.tsx';
import { TradeTable } from '../components/TradeTable.tsx';
import { useAccountBase } from '../../../api/wallet.ts';
import { formatTime } from '../../../lib/date.ts';

/** /wallet_info: balance, bank cards, recharge, withdrawal, payment settings, transaction list. */
export function WalletInfoPage() {
  const base = useAccountBase();
  const navigate = useNavigate();
  const a = base.data;
  return (
    <div className="xcb-container" style={{ padding: '24px 0' }}>
      <Card>
        {!a ? (
          <Skeleton active />
        ) : (
          <Row gutter={[24, 16]} align="middle">
            <Col xs={24} md={10}>
              <Statistic title={WL.balance} value={a.amount} prefix={<WalletOutlined />} valueStyle={{ color: '#d4380d', fontSize: 32 }} />
              <Space size="large" style={{ marginTop: 8, color: '#666' }}>
                <span>
                  {WL.available} <b data-testid="wallet-available">{a.available}</b>
                </span>
                {a.held !== '0.00' && (
                  <span>
                    {WL.held} <b>{a.held}</b>
                  </span>
                )}
                <Tag>{WL.coinRate}</Tag>
              </Space>
            </Col>
            <Col xs={24} md={4}>
              <Statistic title={WL.points} value={a.totalsocre} />
              <Link to="/score_list">{WL.pointsList}</Link>
            </Col>
            <Col xs={24} md={10}>
              <Space wrap>
                <Button type="primary" size="large" onClick={() => void navigate('/change_wallet_info')}>
                  {WL.recharge}
                </Button>
                <Button size="large" onClick={() => void navigate('/cash_wallet_info')}>
                  {WL.withdraw}
                </Button>
                <Button size="large" onClick={() => void navigate('/zf_set')}>
                  {WL.paySettings}
                </Button>
              </Space>
              {a.lockedUntil && (
                <Typography.Paragraph type="danger" style={{ marginTop: 8 }}>
                  {WL.zf.locked(formatTime(a.lockedUntil))}
                </Typography.Paragraph>
              )}
            </Col>
          </Row>
        )}
      </Card>
      <Card style={{ marginTop: 16 }}>
        <Tabs
          items={[
            { key: 'trades', label: WL.tabs.trades, children: <TradeTable /> },
            { key: 'cards', label: WL.tabs.cards, children: <BankCards /> },
            { key: 'bank', label: WL.tabs.bank, children: <BankTransfer /> },
          ]}
        />
      </Card>
    </div>
  );
}
