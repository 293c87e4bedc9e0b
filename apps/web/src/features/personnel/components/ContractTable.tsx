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
        {!fixedKind && (
          <Select
            aria-label={PL.contracts.kind}
            style={{ width: 140 }}
            value={q.kind}
            options={kindOptions}
            onChange={(v) => {
              setQ({ ...q, kind: v });
              toFirst();
            }}
          />
        )}
        <Select
          aria-label={PL.contracts.status}
          style={{ width: 180 }}
          value={q.status}
          options={statusOptions}
          onChange={(v) => {
            setQ({ ...q, status: v });
            toFirst();
          }}
        />
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
