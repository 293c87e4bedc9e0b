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

const statusOptions = [
  { value: '', label: '全部状态' },
  ...Object.entries(CONTRACT_STATUS_LABEL).map(([v, l]) => ({ value: v, label: l })),
];

const kindOptions = [{ value: '', label: '全部类型' }, ...Object.entries(NEED_KIND_LABEL).map(([v, l]) => ({ value: v, label: l }))];

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
            aria-label="类型"
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
          aria-label="状态"
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
        locale={{ emptyText: <EmptyState text="暂时没有订单信息！" /> }}
        pagination={pagination(data?.recordCount)}
        columns={[
          { title: '合同编号', render: (_, c) => <Link to={personnelPaths.contract(c.id)}>{c.contractNo}</Link> },
          { title: '需求', render: (_, c) => <Link to={personnelPaths.kindOrder(c.kind, c.id)}>{c.needTitle}</Link> },
          { title: '类型', dataIndex: 'kindName' },
          { title: role === 'need' ? '服务方' : '需求方', render: (_, c) => (role === 'need' ? c.firmname : c.demanderName) },
          { title: '金额（晶币）', dataIndex: 'amount' },
          { title: '状态', render: (_, c) => <ContractTag c={c} /> },
          { title: '创建时间', render: (_, c) => fmtTime(c.createTime) },
        ]}
      />
    </>
  );
}
