import { useState } from 'react';
import { App, Button, Form, Input, InputNumber, Space, Table, Tag } from 'antd';
import { EditModal } from '../../../../components/admin/EditModal.tsx';
import { PlusOutlined } from '@ant-design/icons';
import { articleTypeGroups } from '@xcb/shared/actions/platform';
import { articleTypeDelete, articleTypeSave } from '@xcb/shared/actions/admin';
import { ADMIN_MSG } from '@xcb/shared/messages';
import { useAdminMutation, useAdminQuery } from '../../../../api/admin.ts';
import { errorText } from '../../../../api/client.ts';
import { A } from '../../../../locale/admin.ts';
import { PageCard } from '../components/PageCard.tsx';

const T = A.types;

interface Row {
  id: number;
  name: string;
  value: string;
  parentId: number | null;
  children?: Row[];
}

type Editing = { row: Row | null; parentId: number | null };
type TypeForm = { name: string; value: string; sort?: number | null };

/** Course (article) type groups and their children, as dictionary_lxjhList serves them. */
export function ArticleTypesPage() {
  const { message, modal } = App.useApp();
  const groups = useAdminQuery(articleTypeGroups, {});
  const save = useAdminMutation(articleTypeSave);
  const remove = useAdminMutation(articleTypeDelete);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [form] = Form.useForm<TypeForm>();

  const rows: Row[] = (groups.data?.data ?? []).map((g) => ({
    id: g.id,
    name: g.name,
    value: g.value,
    parentId: null,
    children: g.dictionaryDetailList.map((c) => ({ id: c.id, name: c.name, value: c.value, parentId: g.id })),
  }));

  const open = (e: Editing) => {
    setEditing(e);
    form.setFieldsValue({ name: e.row?.name ?? '', value: e.row?.value ?? '', sort: null });
  };

  const submit = async (v: TypeForm) => {
    if (!editing) return;
    try {
      await save.mutateAsync({
        id: editing.row?.id,
        parentId: editing.parentId ?? undefined,
        name: v.name,
        value: v.value,
        sort: v.sort ?? undefined,
      });
      void message.success(ADMIN_MSG.saved);
      setEditing(null);
    } catch (err) {
      void message.error(errorText(err));
    }
  };

  const del = async (r: Row) => {
    const ok = await modal.confirm({
      title: A.confirmDelete,
      content: r.name,
      okText: A.delete,
      okButtonProps: { danger: true },
      cancelText: A.cancel,
    });
    if (!ok) return;
    try {
      await remove.mutateAsync({ id: r.id });
      void message.success(ADMIN_MSG.deleted);
    } catch (err) {
      void message.error(errorText(err));
    }
  };

  return (
    <PageCard
      title={A.menu.articleTypes}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => open({ row: null, parentId: null })}>
          {T.addGroup}
        </Button>
      }
    >
      <Table<Row>
        rowKey="id"
        size="middle"
        loading={groups.isFetching}
        dataSource={rows}
        pagination={false}
        expandable={{ defaultExpandAllRows: false }}
        columns={[
          {
            title: T.name,
            dataIndex: 'name',
            render: (v: string, r) =>
              r.parentId === null ? (
                <Space>
                  {v}
                  <Tag color="blue">{T.group}</Tag>
                </Space>
              ) : (
                v
              ),
          },
          { title: T.value, dataIndex: 'value' },
          {
            title: A.actions,
            key: 'op',
            width: 240,
            render: (_: unknown, r) => (
              <Space size={0}>
                {r.parentId === null && (
                  <Button type="link" size="small" onClick={() => open({ row: null, parentId: r.id })}>
                    {T.addChild}
                  </Button>
                )}
                <Button type="link" size="small" onClick={() => open({ row: r, parentId: r.parentId })}>
                  {A.edit}
                </Button>
                <Button type="link" size="small" danger onClick={() => void del(r)}>
                  {A.delete}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <EditModal
        title={editing?.row ? A.edit : editing?.parentId ? T.addChild : T.addGroup}
        open={editing !== null}
        onClose={() => setEditing(null)}
        form={form}
        saving={save.isPending}
        onFinish={submit}
      >
        <Form.Item name="name" label={T.name} rules={[{ required: true, message: ADMIN_MSG.typeNameRequired }]}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item
          name="value"
          label={T.value}
          rules={[
            { required: true, message: ADMIN_MSG.typeValueRequired },
            { pattern: /^[A-Za-z0-9-]{1,32}$/, message: ADMIN_MSG.typeValueFormat },
          ]}
        >
          <Input placeholder={T.valuePlaceholder} />
        </Form.Item>
        <Form.Item name="sort" label={T.sort}>
          <InputNumber min={0} precision={0} />
        </Form.Item>
      </EditModal>
    </PageCard>
  );
}
