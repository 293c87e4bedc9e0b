import { Alert, Button, Descriptions, List, Skeleton, Table, Tag } from 'antd';
import { formatDateTime } from '../../../../lib/date.ts';
import { useLedgerCheck } from '../api.ts';

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
        title={r.ok ? '全部不变量成立' : '发现违反不变量的记录'}
        action={
          <Button onClick={() => void q.refetch()} loading={q.isFetching}>
            重新对账
          </Button>
        }
        style={{ marginBottom: 16 }}
      />
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, md: 4 }}
        items={[
          { key: 't', label: '对账时间', children: formatDateTime(r.checkedAt) },
          { key: 'a', label: '账户数', children: r.accounts },
          { key: 'x', label: '转账笔数', children: r.transfers },
          { key: 's', label: '余额合计', children: r.total },
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
                  <Tag color={c.ok ? 'green' : 'red'}>{c.ok ? '成立' : '违反'}</Tag>
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
          { title: '平台账户', dataIndex: 'name' },
          { title: '代码', dataIndex: 'code' },
          { title: '余额（晶币）', dataIndex: 'balance', align: 'right' },
        ]}
      />
    </>
  );
}
