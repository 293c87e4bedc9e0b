import { Link } from 'react-router';
import { Tag } from 'antd';
import { WALLET_MSG } from '@xcb/shared/messages';
import type { Trade } from '@xcb/shared/actions/wallet';
import { CardTable } from '../../../components/CardTable.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { cappedTotalProps } from '../../../components/listTotal.ts';
import { formatDateTime } from '../../../lib/date.ts';
import { WL } from '../../../locale/wallet-labels.ts';
import { useTrades } from '../api.ts';
import { kindLabel, modeLabel, statusColor, statusLabel } from './format.ts';
import { usePaging } from '../../../components/usePaging.ts';

/** spec: the transaction list, 10 a page, pageNum 0-based; empty: 暂无交易记录！ On a phone: one card per trade. */
export function TradeTable() {
  const { page, pagination } = usePaging(10, { hideOnSinglePage: true, showSizeChanger: false });
  const q = useTrades(page.pageNum);
  return (
    <CardTable<Trade>
      rowKey="id"
      size="middle"
      loading={q.isFetching}
      dataSource={q.data?.recordList ?? []}
      locale={{ emptyText: <EmptyState text={WALLET_MSG.noTrades} compact /> }}
      pagination={{ ...pagination(q.data?.recordCount), ...cappedTotalProps(q.data) }}
      columns={[
        { title: WL.trade.time, dataIndex: 'tradetime', render: (v: string) => formatDateTime(v), width: 150 },
        { title: WL.trade.kind, render: (_, t) => kindLabel(t), width: 70 },
        { title: WL.trade.remark, dataIndex: 'remark', ellipsis: true },
        {
          title: WL.trade.amount,
          dataIndex: 'amount',
          align: 'right',
          render: (v: string) => (
            <span style={{ color: v.startsWith('-') ? '#cf1322' : '#237804', fontWeight: 600 }}>{v.startsWith('-') ? v : `+${v}`}</span>
          ),
          width: 110,
        },
        { title: WL.trade.mode, dataIndex: 'paymode', render: (m: number) => modeLabel(m), width: 80 },
        {
          title: WL.trade.status,
          dataIndex: 'ispaysuccess',
          render: (s: number) => <Tag color={statusColor(s)}>{statusLabel(s)}</Tag>,
          width: 80,
        },
        { title: '', render: (_, t) => <Link to={`/wallet_details?id=${t.id}`}>{WL.trade.detail}</Link>, width: 60 },
      ]}
    />
  );
}
