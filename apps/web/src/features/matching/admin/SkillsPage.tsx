import { useState } from 'react';
import { SITE_PAGER, usePaging } from '../../../components/usePaging.ts';
import { App, AutoComplete, Button, Card, Form, Input, Select, Space, Tag, Typography } from 'antd';
import { EditDeleteLinks, EditModal } from '../../../components/admin/EditModal.tsx';
import { PlusOutlined } from '@ant-design/icons';
import { skillDelete, skillList, skillSave, type SkillItem } from '@xcb/shared/actions/matching';
import { useAdminMutation, useAdminQuery } from '../../../api/admin.ts';
import { errorText } from '../../../api/client.ts';
import { CardTable } from '../../../components/CardTable.tsx';
import { A } from '../../../locale/admin.ts';

const PAGE = 20;
const S = A.skills;

type SkillForm = { name: string; category: string; aliases: string[]; covers: string[] };

/** The skills dictionary: search and page it, add a skill, edit its synonyms and umbrella, delete it after a confirmation. */
export function SkillsPage() {
  const { message, modal } = App.useApp();
  const [keyword, setKeyword] = useState('');
  const [category, setCategory] = useState<string>();
  const { page, pagination, toFirst } = usePaging(PAGE, SITE_PAGER);
  const list = useAdminQuery(skillList, { ...page, keyword: keyword || undefined, category });
  const save = useAdminMutation(skillSave);
  const remove = useAdminMutation(skillDelete);
  const [editing, setEditing] = useState<SkillItem | 'new' | null>(null);
  const [form] = Form.useForm<SkillForm>();
  const categories = list.data?.data.categories ?? [];
  const total = list.data?.data.recordCount ?? 0;

  const open = (s: SkillItem | 'new') => {
    setEditing(s);
    form.resetFields();
    form.setFieldsValue(
      s === 'new'
        ? { name: '', category: category ?? '', aliases: [], covers: [] }
        : { name: s.name, category: s.category, aliases: s.aliases, covers: s.covers },
    );
  };

  const submit = async (v: SkillForm) => {
    try {
      await save.mutateAsync({ id: editing && editing !== 'new' ? editing.id : undefined, ...v });
      void message.success(S.saved);
      setEditing(null);
    } catch (err) {
      void message.error(errorText(err));
    }
  };

  const del = async (s: SkillItem) => {
    const ok = await modal.confirm({
      title: S.deleteTitle(s.name),
      content: S.deleteContent(s.usage),
      okText: A.delete,
      okButtonProps: { danger: true },
      cancelText: A.cancel,
    });
    if (!ok) return;
    try {
      await remove.mutateAsync({ id: s.id });
      void message.success(S.deleted);
    } catch (err) {
      void message.error(errorText(err));
    }
  };

  return (
    <Card
      title={S.title}
      variant="borderless"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => open('new')}>
          {S.add}
        </Button>
      }
    >
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          aria-label={S.search}
          placeholder={S.search}
          style={{ width: 240, maxWidth: '100%' }}
          onSearch={(v) => {
            setKeyword(v.trim());
            toFirst();
          }}
        />
        <Select
          allowClear
          aria-label={S.category}
          placeholder={S.allCategories}
          style={{ width: 160 }}
          value={category}
          onChange={(v?: string) => {
            setCategory(v);
            toFirst();
          }}
          options={categories.map((c) => ({ value: c, label: c }))}
        />
        <Typography.Text type="secondary">{S.total(total)}</Typography.Text>
      </Space>
      <CardTable<SkillItem>
        rowKey="id"
        size="small"
        loading={list.isFetching}
        dataSource={list.data?.data.recordList ?? []}
        pagination={pagination(total)}
        columns={[
          { title: S.name, dataIndex: 'name', render: (_: unknown, s) => <Typography.Text strong>{s.name}</Typography.Text> },
          { title: S.category, dataIndex: 'category' },
          {
            title: S.aliases,
            key: 'aliases',
            render: (_: unknown, s) => (
              <Space size={[4, 4]} wrap>
                {s.aliases.map((a) => (
                  <Tag key={a} style={{ marginInlineEnd: 0 }}>
                    {a}
                  </Tag>
                ))}
              </Space>
            ),
          },
          {
            title: S.covers,
            key: 'covers',
            render: (_: unknown, s) => (s.covers.length ? S.coversList(s.covers) : '—'),
          },
          { title: S.usage, dataIndex: 'usage', width: 90 },
          {
            title: '',
            key: 'op',
            width: 130,
            render: (_: unknown, s) => <EditDeleteLinks onEdit={() => open(s)} onDelete={() => void del(s)} />,
          },
        ]}
      />
      <EditModal
        title={editing === 'new' ? S.add : S.edit}
        open={editing !== null}
        onClose={() => setEditing(null)}
        form={form}
        saving={save.isPending}
        onFinish={submit}
      >
        <Form.Item name="name" label={S.name} rules={[{ required: true, whitespace: true, message: S.nameRequired }]}>
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item name="category" label={S.category} rules={[{ required: true, whitespace: true, message: S.categoryRequired }]}>
          <AutoComplete options={categories.map((c) => ({ value: c }))} maxLength={20} />
        </Form.Item>
        <TagsItem name="aliases" label={S.aliases} extra={S.aliasesHint} />
        <TagsItem name="covers" label={S.covers} extra={S.coversHint} />
      </EditModal>
    </Card>
  );
}

/** A list of skill names typed as tags (Enter or a comma ends one). */
function TagsItem({ name, label, extra }: { name: 'aliases' | 'covers'; label: string; extra: string }) {
  return (
    <Form.Item name={name} label={label} extra={extra}>
      <Select mode="tags" open={false} tokenSeparators={[...S.separators]} aria-label={label} suffixIcon={null} />
    </Form.Item>
  );
}
