import { useState } from 'react';
import { Button, Descriptions, Drawer, Form, Input, Select, Space, Table } from 'antd';
import { userDetail, userList, userSetStatus, zoneList, type AdminUserRow } from '@xcb/shared/actions/admin';
import { USER_AUTH_LABEL, type UserAuth } from '@xcb/shared/enums';
import { useAdminMutation, useAdminQuery } from '../../../../api/admin.ts';
import { formatDateTime } from '../../../../lib/date.ts';
import { A } from '../../../../locale/admin.ts';
import { FilterBar } from '../components/FilterBar.tsx';
import { PageCard } from '../components/PageCard.tsx';
import { StatusTag } from '../components/StatusTag.tsx';
import { useFilteredPaging, useStaffActions } from '../components/useStaffEdit.ts';

interface Filters {
  name?: string;
  phone?: string;
  auth?: string;
  exclusiveCode?: string;
  status?: string;
}

const U = A.users;

export function UsersPage() {
  const { confirmRun } = useStaffActions();
  const [form] = Form.useForm<Filters>();
  const { filters, page, pagination, search, reset } = useFilteredPaging<Filters>();
  const [viewing, setViewing] = useState<number | null>(null);
  const users = useAdminQuery(userList, { ...filters, ...page });
  const zones = useAdminQuery(zoneList, {});
  const setStatus = useAdminMutation(userSetStatus);

  const toggle = (u: AdminUserRow) => {
    const disabling = u.status !== 1;
    const verb = disabling ? U.disable : U.enable;
    const ask = { title: verb, content: disabling ? U.confirmDisable(u.name) : U.confirmEnable(u.name), okText: verb, danger: disabling };
    return confirmRun(ask, () => setStatus.mutateAsync({ id: u.id, status: disabling ? 1 : 0 }), disabling ? U.disabledOk : U.enabledOk);
  };

  const zoneName = (code: string | null) =>
    code ? (zones.data?.data.find((z) => z.exclusiveCode === code)?.exclusiveName ?? code) : U.publicZone;

  return (
    <PageCard title={A.menu.users}>
      <FilterBar
        form={form}
        onSearch={(v) => search(Object.fromEntries(Object.entries(v).filter(([, x]) => x !== undefined && x !== '')))}
        onReset={reset}
      >
        <Form.Item name="name" label={U.account}>
          <Input allowClear style={{ width: 150 }} />
        </Form.Item>
        <Form.Item name="phone" label={U.phone}>
          <Input allowClear style={{ width: 150 }} />
        </Form.Item>
        <Form.Item name="auth" label={U.kind}>
          <Select allowClear style={{ width: 140 }} options={Object.entries(USER_AUTH_LABEL).map(([value, label]) => ({ value, label }))} />
        </Form.Item>
        <Form.Item name="exclusiveCode" label={U.zone}>
          <Select
            allowClear
            style={{ width: 170 }}
            options={[
              { value: '-', label: U.publicZone },
              ...(zones.data?.data ?? []).map((z) => ({ value: z.exclusiveCode, label: z.exclusiveName })),
            ]}
          />
        </Form.Item>
        <Form.Item name="status" label={U.status}>
          <Select
            allowClear
            style={{ width: 100 }}
            options={[
              { value: '0', label: U.active },
              { value: '1', label: U.disabled },
            ]}
          />
        </Form.Item>
      </FilterBar>
      <Table<AdminUserRow>
        rowKey="id"
        size="middle"
        loading={users.isFetching}
        dataSource={users.data?.data.recordList ?? []}
        pagination={pagination(users.data?.data.recordCount)}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 80 },
          { title: U.account, dataIndex: 'name' },
          { title: U.nickName, dataIndex: 'nickName' },
          { title: U.phone, dataIndex: 'phone' },
          { title: U.kind, dataIndex: 'auth', render: (v: number) => USER_AUTH_LABEL[v as UserAuth] ?? v },
          { title: U.zone, dataIndex: 'exclusiveCode', render: zoneName },
          { title: U.status, dataIndex: 'status', render: (v: number) => <StatusTag status={v} /> },
          { title: U.registered, dataIndex: 'createDate', render: (v: string) => formatDateTime(v) },
          {
            title: A.actions,
            key: 'op',
            render: (_: unknown, u) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => setViewing(u.id)}>
                  {A.view}
                </Button>
                <Button type="link" size="small" danger={u.status !== 1} onClick={() => void toggle(u)}>
                  {u.status === 1 ? U.enable : U.disable}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <UserDrawer id={viewing} onClose={() => setViewing(null)} />
    </PageCard>
  );
}

function UserDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const detail = useAdminQuery(userDetail, { id: id ?? 0 }, id !== null);
  const u = id !== null ? detail.data?.data : undefined;
  return (
    <Drawer title={U.detail} open={id !== null} onClose={onClose} size="default" loading={detail.isFetching && !u}>
      {u && (
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label="ID">{u.id}</Descriptions.Item>
          <Descriptions.Item label={U.account}>{u.name}</Descriptions.Item>
          <Descriptions.Item label={U.nickName}>{u.nickName}</Descriptions.Item>
          <Descriptions.Item label={U.phone}>{u.phone}</Descriptions.Item>
          <Descriptions.Item label={U.kind}>{USER_AUTH_LABEL[u.auth as UserAuth]}</Descriptions.Item>
          <Descriptions.Item label={U.zone}>{u.exclusiveName ?? U.publicZone}</Descriptions.Item>
          <Descriptions.Item label={U.status}>
            <StatusTag status={u.status} />
          </Descriptions.Item>
          <Descriptions.Item label={U.sign}>{u.sign}</Descriptions.Item>
          <Descriptions.Item label={U.job}>{u.job}</Descriptions.Item>
          <Descriptions.Item label={U.insurance}>{U.insuranceStates[u.insuranceStatus] ?? u.insuranceStatus}</Descriptions.Item>
          <Descriptions.Item label={U.openSessions}>{u.openSessions}</Descriptions.Item>
          <Descriptions.Item label={U.feedbackCount}>{u.feedbackCount}</Descriptions.Item>
          <Descriptions.Item label={U.lastSeen}>{formatDateTime(u.lastSeenAt)}</Descriptions.Item>
          <Descriptions.Item label={U.registered}>{formatDateTime(u.createDate)}</Descriptions.Item>
        </Descriptions>
      )}
    </Drawer>
  );
}
