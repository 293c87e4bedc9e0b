import { DatePicker, Form, Select, Space, Table, Tag, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { auditList, staffList, type AuditRow } from '@xcb/shared/actions/admin';
import { useAdminQuery } from '../../../../api/admin.ts';
import { formatDateTime } from '../../../../lib/date.ts';
import { pickedDayEnd, pickedDayStart } from '../../../../lib/date-picker.ts';
import { A } from '../../../../locale/admin.ts';
import { FilterBar } from '../components/FilterBar.tsx';
import { PageCard } from '../components/PageCard.tsx';
import { useFilteredPaging } from '../components/useStaffEdit.ts';

const L = A.audit;

interface Filters {
  actorId?: number;
  kind?: string;
  from?: string;
  to?: string;
}

function Json({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <Typography.Text type="secondary">—</Typography.Text>;
  return <pre style={{ margin: 0, fontSize: 12, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>{JSON.stringify(value, null, 2)}</pre>;
}

/** Every staff decision and setting change: who, when, what, before and after. */
export function AuditPage() {
  const [form] = Form.useForm<{ actorId?: number; kind?: string; range?: [Dayjs, Dayjs] | null }>();
  const { filters, page, pagination, search, reset } = useFilteredPaging<Filters>(20);
  const logs = useAdminQuery(auditList, { ...filters, ...page });
  const staff = useAdminQuery(staffList, {});

  return (
    <PageCard title={A.menu.audit}>
      <FilterBar
        form={form}
        onSearch={(v) =>
          search({
            actorId: v.actorId,
            kind: v.kind,
            from: v.range?.[0] ? pickedDayStart(v.range[0]) : undefined,
            to: v.range?.[1] ? pickedDayEnd(v.range[1]) : undefined,
          })
        }
        onReset={reset}
      >
        <Form.Item name="actorId" label={L.actor}>
          <Select allowClear style={{ width: 150 }} options={(staff.data?.data ?? []).map((s) => ({ value: s.id, label: s.name }))} />
        </Form.Item>
        <Form.Item name="kind" label={L.kind}>
          <Select allowClear style={{ width: 170 }} options={Object.entries(L.kinds).map(([value, label]) => ({ value, label }))} />
        </Form.Item>
        <Form.Item name="range" label={L.range}>
          <DatePicker.RangePicker />
        </Form.Item>
      </FilterBar>
      <Table<AuditRow>
        rowKey="id"
        size="middle"
        loading={logs.isFetching}
        dataSource={logs.data?.data.recordList ?? []}
        expandable={{
          expandedRowRender: (r) => (
            <Space align="start" size="large" style={{ width: '100%' }}>
              <div style={{ minWidth: 280 }}>
                <Typography.Text strong>{L.before}</Typography.Text>
                <Json value={r.before} />
              </div>
              <div style={{ minWidth: 280 }}>
                <Typography.Text strong>{L.after}</Typography.Text>
                <Json value={r.after} />
              </div>
            </Space>
          ),
        }}
        pagination={pagination(logs.data?.data.recordCount)}
        columns={[
          { title: L.when, dataIndex: 'createdAt', width: 160, render: (v: string) => formatDateTime(v) },
          { title: L.actor, dataIndex: 'actorName', width: 120 },
          { title: L.kind, dataIndex: 'kind', width: 160, render: (v: string) => <Tag>{L.kinds[v] ?? v}</Tag> },
          { title: L.action, dataIndex: 'action' },
          { title: L.target, dataIndex: 'target' },
          { title: L.after, dataIndex: 'after', ellipsis: true, render: (v: unknown) => (v === null ? '—' : JSON.stringify(v)) },
        ]}
      />
    </PageCard>
  );
}
