import { useState } from 'react';
import { Form, Input, Modal, Select, Table, Tag } from 'antd';
import { staffCreate, staffList, staffSetRole, type StaffRow } from '@xcb/shared/actions/admin';
import { STAFF_ROLES, type StaffRole } from '@xcb/shared/enums';
import { MSG } from '@xcb/shared/messages';
import { ACCOUNT_PATTERN, PHONE_PATTERN } from '@xcb/shared/rules';
import { useAdminMutation, useAdminQuery } from '../../../../api/admin.ts';
import { useAuth } from '../../../../lib/auth.ts';
import { formatDateTime } from '../../../../lib/date.ts';
import { A } from '../../../../locale/admin.ts';
import { L } from '../../../../locale/labels.ts';
import { AddButton } from '../components/AddButton.tsx';
import { PageCard } from '../components/PageCard.tsx';
import { StatusTag } from '../components/StatusTag.tsx';
import { useStaffActions, wholeList } from '../components/useStaffEdit.ts';
import { strongPassword } from '../../../../lib/form-rules.ts';

const roleOptions = STAFF_ROLES.map((r) => ({ value: r, label: A.roles[r] }));

interface NewStaff {
  name: string;
  password: string;
  phone: string;
  nickName?: string;
  staffRole: StaffRole;
}

export function StaffPage() {
  const { run } = useStaffActions();
  const { user } = useAuth();
  const staff = useAdminQuery(staffList, {});
  const setRole = useAdminMutation(staffSetRole);
  const create = useAdminMutation(staffCreate);
  const [creating, setCreating] = useState(false);
  const [form] = Form.useForm<NewStaff>();

  const submit = (v: NewStaff) =>
    run(
      () => create.mutateAsync(v),
      A.staff.created,
      () => {
        setCreating(false);
        form.resetFields();
      },
    );

  return (
    <PageCard title={A.menu.staff} extra={<AddButton label={A.staff.create} onClick={() => setCreating(true)} />}>
      <Table<StaffRow>
        {...wholeList(staff.isFetching, staff.data?.data)}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 80 },
          { title: A.users.account, dataIndex: 'name', render: (v: string, r) => (r.id === user?.id ? `${v}${A.staff.self}` : v) },
          { title: A.users.nickName, dataIndex: 'nickName' },
          { title: A.users.phone, dataIndex: 'phone' },
          {
            title: A.staff.role,
            dataIndex: 'staffRole',
            render: (v: string, r) =>
              r.id === user?.id ? (
                <Tag color="blue">{A.roles[v] ?? v}</Tag>
              ) : (
                <Select
                  aria-label={`${A.staff.role} ${r.name}`}
                  size="small"
                  style={{ width: 110 }}
                  value={v as StaffRole}
                  options={roleOptions}
                  onChange={(role: StaffRole) => void run(() => setRole.mutateAsync({ id: r.id, staffRole: role }), A.staff.roleChanged)}
                />
              ),
          },
          {
            title: A.users.status,
            dataIndex: 'status',
            render: (v: number) => <StatusTag status={v} />,
          },
          { title: A.createdAt, dataIndex: 'createDate', render: (v: string) => formatDateTime(v) },
        ]}
      />
      <Modal
        title={A.staff.create}
        open={creating}
        onCancel={() => setCreating(false)}
        onOk={() => form.submit()}
        okText={A.save}
        cancelText={A.cancel}
        confirmLoading={create.isPending}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} initialValues={{ staffRole: 'reviewer' }}>
          <Form.Item
            name="name"
            label={A.users.account}
            rules={[
              { required: true, message: MSG.accountRequired },
              { pattern: ACCOUNT_PATTERN, message: MSG.accountFormat },
            ]}
          >
            <Input placeholder={L.auth.regAccountPlaceholder} autoComplete="off" />
          </Form.Item>
          <Form.Item name="password" label={L.auth.password} rules={[{ required: true, message: MSG.passwordRequired }, strongPassword]}>
            <Input.Password placeholder={L.auth.regPasswordPlaceholder} autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            name="phone"
            label={A.users.phone}
            rules={[
              { required: true, message: MSG.phoneRequired },
              { pattern: PHONE_PATTERN, message: MSG.phoneFormat },
            ]}
          >
            <Input placeholder={L.auth.phonePlaceholder} />
          </Form.Item>
          <Form.Item name="nickName" label={A.users.nickName}>
            <Input maxLength={20} />
          </Form.Item>
          <Form.Item name="staffRole" label={A.staff.role} rules={[{ required: true }]}>
            <Select options={roleOptions} />
          </Form.Item>
        </Form>
      </Modal>
    </PageCard>
  );
}
