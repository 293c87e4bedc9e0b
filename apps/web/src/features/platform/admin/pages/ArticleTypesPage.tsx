import { useState } from 'react';
import { Button, Form, Input, InputNumber, Space, Table, Tag } from 'antd';
import { EditModal } from '../../../../components/admin/EditModal.tsx';
import { articleTypeGroups } from '@xcb/shared/actions/platform';
import { articleTypeDelete, articleTypeSave } from '@xcb/shared/actions/admin';
import { ADMIN_MSG } from '@xcb/shared/messages';
import { useAdminMutation, useAdminQuery } from '../../../../api/admin.ts';
import { A } from '../../../../locale/admin.ts';
import { AddButton } from '../components/AddButton.tsx';
import { PageCard } from '../components/PageCard.tsx';
import { useStaffActions, wholeList } from '../components/useStaffEdit.ts';

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
  const { run, confirmDelete } = useStaffActions();
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
    const body = { id: editing.row?.id, parentId: editing.parentId ?? undefined, name: v.name, value: v.value, sort: v.sort ?? undefined };
    await run(
      () => save.mutateAsync(body),
      ADMIN_MSG.saved,
      () => setEditing(null),
    );
  };

  const del = (r: Row) => confirmDelete(r.name, () => remove.mutateAsync({ id: r.id }));

  return (
    <PageCard title={A.menu.articleTypes} extra={<AddButton label={T.addGroup} onClick={() => open({ row: null, parentId: null })} />}>
      <Table<Row>
        {...wholeList(groups.isFetching, rows)}
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
