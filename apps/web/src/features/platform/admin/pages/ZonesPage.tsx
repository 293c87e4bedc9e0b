import { useState } from 'react';
import { Button, DatePicker, Drawer, Form, Input, InputNumber, Space, Table, Tag, Typography } from 'antd';
import { EditModal } from '../../../../components/admin/EditModal.tsx';
import type { Dayjs } from 'dayjs';
import { inviteCreate, inviteList, inviteRevoke, zoneList, zoneSave, type AdminZoneRow, type InviteRow } from '@xcb/shared/actions/admin';
import { ADMIN_MSG } from '@xcb/shared/messages';
import { useAdminMutation, useAdminQuery } from '../../../../api/admin.ts';
import { formatDateTime } from '../../../../lib/date.ts';
import { pickedInstant, pickerNow } from '../../../../lib/date-picker.ts';
import { A } from '../../../../locale/admin.ts';
import { AddButton } from '../components/AddButton.tsx';
import { PageCard } from '../components/PageCard.tsx';
import { useEditing, useStaffActions, wholeList } from '../components/useStaffEdit.ts';

const Z = A.zones;
type ZoneForm = { exclusiveCode: string; exclusiveName: string };

export function ZonesPage() {
  const { run } = useStaffActions();
  const zones = useAdminQuery(zoneList, {});
  const save = useAdminMutation(zoneSave);
  const [invitesFor, setInvitesFor] = useState<AdminZoneRow | null>(null);
  const [form] = Form.useForm<ZoneForm>();
  const { editing, id, open, close } = useEditing<AdminZoneRow, ZoneForm>(form, (z) =>
    z === 'new' ? { exclusiveCode: '', exclusiveName: '' } : { exclusiveCode: z.exclusiveCode, exclusiveName: z.exclusiveName },
  );

  const submit = (v: ZoneForm) => run(() => save.mutateAsync({ ...v, id }), ADMIN_MSG.saved, close);

  return (
    <PageCard title={A.menu.zones} extra={<AddButton label={Z.create} onClick={() => open('new')} />}>
      <Table<AdminZoneRow>
        {...wholeList(zones.isFetching, zones.data?.data)}
        columns={[
          { title: Z.code, dataIndex: 'exclusiveCode' },
          { title: Z.name, dataIndex: 'exclusiveName' },
          { title: Z.users, dataIndex: 'userCount' },
          { title: Z.invites, dataIndex: 'inviteCount' },
          { title: A.createdAt, dataIndex: 'createDate', render: (v: string) => formatDateTime(v) },
          {
            title: A.actions,
            key: 'op',
            render: (_: unknown, z) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => open(z)}>
                  {A.edit}
                </Button>
                <Button type="link" size="small" onClick={() => setInvitesFor(z)}>
                  {Z.manageInvites}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <EditModal
        title={editing === 'new' ? Z.create : Z.editTitle}
        open={editing !== null}
        onClose={close}
        form={form}
        saving={save.isPending}
        onFinish={submit}
      >
        <Form.Item
          name="exclusiveCode"
          label={Z.code}
          rules={[
            { required: true, message: ADMIN_MSG.zoneCodeRequired },
            { pattern: /^[A-Za-z0-9]{2,16}$/, message: ADMIN_MSG.zoneCodeFormat },
          ]}
        >
          <Input placeholder={Z.codePlaceholder} />
        </Form.Item>
        <Form.Item
          name="exclusiveName"
          label={Z.name}
          rules={[
            { required: true, message: ADMIN_MSG.zoneNameRequired },
            { max: 50, message: ADMIN_MSG.zoneNameTooLong },
          ]}
        >
          <Input />
        </Form.Item>
      </EditModal>
      <InvitesDrawer zone={invitesFor} onClose={() => setInvitesFor(null)} />
    </PageCard>
  );
}

function inviteState(r: InviteRow): { label: string; color: string } {
  if (r.revokedAt) return { label: Z.revoked, color: 'default' };
  if (r.expiresAt && new Date(r.expiresAt).getTime() <= Date.now()) return { label: Z.expired, color: 'orange' };
  if (r.maxUses !== null && r.usedCount >= r.maxUses) return { label: Z.usedUp, color: 'orange' };
  return { label: Z.valid, color: 'green' };
}

function InvitesDrawer({ zone, onClose }: { zone: AdminZoneRow | null; onClose: () => void }) {
  const { message, run, confirmRun } = useStaffActions();
  const invites = useAdminQuery(inviteList, { domainId: zone?.id ?? 0 }, zone !== null);
  const create = useAdminMutation(inviteCreate);
  const revoke = useAdminMutation(inviteRevoke);
  const [form] = Form.useForm<{ maxUses?: number | null; expiresAt?: Dayjs | null }>();

  const issue = async (v: { maxUses?: number | null; expiresAt?: Dayjs | null }) => {
    if (!zone) return;
    const body = { domainId: zone.id, maxUses: v.maxUses ?? undefined, expiresAt: v.expiresAt ? pickedInstant(v.expiresAt) : undefined };
    await run(async () => {
      const reply = await create.mutateAsync(body);
      void message.success(Z.issued(reply.code));
      form.resetFields();
    });
  };

  const doRevoke = (r: InviteRow) =>
    confirmRun({ title: `${Z.revoke} ${r.code}`, content: Z.confirmRevoke, okText: Z.revoke }, () => revoke.mutateAsync({ id: r.id }));

  return (
    <Drawer title={zone ? Z.invitesTitle(zone.exclusiveName) : ''} open={zone !== null} onClose={onClose} size="large" destroyOnHidden>
      <Form form={form} layout="inline" onFinish={(v) => void issue(v)} style={{ marginBottom: 16, rowGap: 12 }}>
        <Form.Item name="maxUses" label={Z.maxUses}>
          <InputNumber min={1} precision={0} placeholder={Z.unlimited} style={{ width: 110 }} />
        </Form.Item>
        <Form.Item name="expiresAt" label={Z.expiresAt}>
          <DatePicker
            showTime={{ format: 'HH:mm' }}
            format="YYYY-MM-DD HH:mm"
            placeholder={Z.never}
            disabledDate={(d) => d.isBefore(pickerNow(), 'day')}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={create.isPending}>
          {Z.issue}
        </Button>
      </Form>
      <Table<InviteRow>
        {...wholeList(invites.isFetching, invites.data?.data, 'small')}
        columns={[
          {
            title: Z.invites,
            dataIndex: 'code',
            render: (v: string) => (
              <Typography.Text copyable code>
                {v}
              </Typography.Text>
            ),
          },
          { title: Z.used, key: 'used', render: (_: unknown, r) => `${r.usedCount} / ${r.maxUses ?? Z.unlimited}` },
          { title: Z.expiresAt, dataIndex: 'expiresAt', render: (v: string | null) => (v ? formatDateTime(v) : Z.never) },
          { title: Z.state, key: 'state', render: (_: unknown, r) => <Tag color={inviteState(r).color}>{inviteState(r).label}</Tag> },
          {
            title: A.actions,
            key: 'op',
            render: (_: unknown, r) =>
              r.revokedAt ? null : (
                <Button type="link" danger size="small" onClick={() => void doRevoke(r)}>
                  {Z.revoke}
                </Button>
              ),
          },
        ]}
      />
    </Drawer>
  );
}
