import { useState } from 'react';
import { Link } from 'react-router';
import { Select, Space, Table } from 'antd';
import { CONTRACT_STATUS_LABEL, NEED_KIND_LABEL, type Contract, type NeedKind } from '@xcb/shared/actions/personnel';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { useContracts } from '../api.ts';
import { fmtTime } from './NeedBits.tsx';
import { personnelPaths } from '../paths.ts';
import { ContractTag } from './ContractParts.tsx';
import { SITE_PAGER, usePaging } from '../../../components/usePaging.ts';
import { PL } from '../../../locale/personnel.ts';

const statusOptions = [
  { value: '', label: PL.contracts.allStatus },
  ...Object.entries(CONTRACT_STATUS_LABEL).map(([v, l]) => ({ value: v, label: l })),
];

const kindOptions = [
  { value: '', label: PL.contracts.allKinds },
  ...Object.entries(NEED_KIND_LABEL).map(([v, l]) => ({ value: v, label: l })),
];

// the kind (unless the page is of one kind), then the state
const FILTERS = [
  { key: 'kind', label: PL.contracts.kind, width: 140, options: kindOptions },
  { key: 'status', label: PL.contracts.status, width: 180, options: statusOptions },
] as const;

/** A page of contract orders for one side, filterable by kind and state. */
export function ContractTable({ role, kind: fixedKind }: { role: 'need' | 'serve'; kind?: NeedKind }) {
  const [q, setQ] = useState({ kind: fixedKind ?? '', status: '' });
  const { page, pagination, toFirst } = usePaging(10, SITE_PAGER);
  const { data, isLoading } = useContracts({
    role,
    pageNum: page.pageNum,
    pageSize: 10,
    kind: q.kind || undefined,
    status: q.status === '' ? undefined : Number(q.status),
  });
  return (
    <>
      <Space style={{ marginBottom: 12 }}>
        {FILTERS.filter((f) => f.key !== 'kind' || !fixedKind).map((f) => (
          <Select
            key={f.key}
            aria-label={f.label}
            style={{ width: f.width }}
            value={q[f.key]}
            options={f.options}
            onChange={(v) => {
              setQ({ ...q, [f.key]: v });
              toFirst();
            }}
          />
        ))}
      </Space>
      <Table<Contract>
        rowKey="id"
        loading={isLoading}
        dataSource={data?.recordList ?? []}
        locale={{ emptyText: <EmptyState text={PL.contracts.empty} /> }}
        pagination={pagination(data?.recordCount)}
        columns={[
          { title: PL.contracts.col.no, render: (_, c) => <Link to={personnelPaths.contract(c.id)}>{c.contractNo}</Link> },
          { title: PL.contracts.col.need, render: (_, c) => <Link to={personnelPaths.kindOrder(c.kind, c.id)}>{c.needTitle}</Link> },
          { title: PL.contracts.kind, dataIndex: 'kindName' },
          {
            title: role === 'need' ? PL.contracts.col.provider : PL.contracts.col.demander,
            render: (_, c) => (role === 'need' ? c.firmname : c.demanderName),
          },
          { title: PL.contracts.col.amount, dataIndex: 'amount' },
          { title: PL.contracts.status, render: (_, c) => <ContractTag c={c} /> },
          { title: PL.contracts.col.created, render: (_, c) => fmtTime(c.createTime) },
        ]}
      />
    </>
  );
}
