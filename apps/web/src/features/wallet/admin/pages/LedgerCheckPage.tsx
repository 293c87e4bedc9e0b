import { Alert, Button, Descriptions, List, Skeleton, Table, Tag } from 'antd';
import { formatDateTime } from '../../../../lib/date.ts';
import { WALLET_ADMIN } from '../../../../locale/wallet-labels.ts';
import { useLedgerCheck } from '../api.ts';

const L = WALLET_ADMIN.ledger;

/** Reconciliation: the ledger invariants (escrows and dispute splits included) over every account, with every breach listed. */
export function LedgerCheckPage() {
  const q = useLedgerCheck();
  const r = q.data;
  if (!r) return <Skeleton active />;
  return (
    <>
      <Alert
        type={r.ok ? 'success' : 'error'}
        showIcon
        title={r.ok ? L.allHold : L.breached}
        action={
          <Button onClick={() => void q.refetch()} loading={q.isFetching}>
            {L.recheck}
          </Button>
        }
        style={{ marginBottom: 16 }}
      />
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, md: 4 }}
        items={[
          { key: 't', label: L.checkedAt, children: formatDateTime(r.checkedAt) },
          { key: 'a', label: L.accounts, children: r.accounts },
          { key: 'x', label: L.transfers, children: r.transfers },
          { key: 's', label: L.total, children: r.total },
        ]}
      />
      <List
        style={{ marginTop: 16 }}
        bordered
        dataSource={r.checks}
        renderItem={(c) => (
          <List.Item>
            <List.Item.Meta
              title={
                <>
                  <Tag color={c.ok ? 'green' : 'red'}>{c.ok ? L.holds : L.breaks}</Tag>
                  {c.id}. {c.name}
                </>
              }
              description={c.breaches.length ? c.breaches.map((b) => <div key={b}>{b}</div>) : null}
            />
          </List.Item>
        )}
      />
      <Table
        style={{ marginTop: 16 }}
        size="small"
        rowKey="code"
        pagination={false}
        dataSource={r.platformAccounts}
        columns={[
          { title: L.platformAccount, dataIndex: 'name' },
          { title: L.code, dataIndex: 'code' },
          { title: L.balance, dataIndex: 'balance', align: 'right' },
        ]}
      />
    </>
  );
}
