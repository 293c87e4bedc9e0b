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
const S = {
  title: '技能词典',
  add: '新增技能',
  edit: '编辑技能',
  search: '搜索名称或同义词',
  category: '分类',
  allCategories: '全部分类',
  name: '名称',
  aliases: '同义词',
  aliasesHint:
    '同一技能的其他写法，输入后回车；大小写、全半角、空格和连字符不同的写法自动视为相同（Spring Boot = SpringBoot = spring-boot）',
  covers: '涵盖的技能',
  coversHint: '泛称（如 前端）涵盖的技能名称，须是词典里已有的技能；职位要求泛称时，会其中任一项即算具备',
  usage: '使用次数',
  usageHint: '职位、需求、简历、个人资料、服务商与课程中出现的次数',
  deleteTitle: (name: string) => `删除技能「${name}」？`,
  deleteContent: (n: number) =>
    n > 0 ? `有 ${n} 处引用了它，删除后这些引用一并去掉，匹配度随之变化。` : '目前没有职位、简历或课程引用它。',
  saved: '已保存',
  deleted: '已删除',
  total: (n: number) => `共 ${n} 个技能`,
} as const;

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
            render: (_: unknown, s) => (s.covers.length ? s.covers.join('、') : '—'),
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
        <Form.Item name="name" label={S.name} rules={[{ required: true, whitespace: true, message: '请填写技能名称' }]}>
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item name="category" label={S.category} rules={[{ required: true, whitespace: true, message: '请填写技能分类' }]}>
          <AutoComplete options={categories.map((c) => ({ value: c }))} maxLength={20} />
        </Form.Item>
        <Form.Item name="aliases" label={S.aliases} extra={S.aliasesHint}>
          <Select mode="tags" open={false} tokenSeparators={[',', '，', '、']} aria-label={S.aliases} suffixIcon={null} />
        </Form.Item>
        <Form.Item name="covers" label={S.covers} extra={S.coversHint}>
          <Select mode="tags" open={false} tokenSeparators={[',', '，', '、']} aria-label={S.covers} suffixIcon={null} />
        </Form.Item>
      </EditModal>
    </Card>
  );
}
