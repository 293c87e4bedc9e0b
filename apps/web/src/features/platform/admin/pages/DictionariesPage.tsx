import { useState } from 'react';
import { Col, Form, Input, InputNumber, List, Row, Space, Table, Typography } from 'antd';
import { EditDeleteLinks, EditModal } from '../../../../components/admin/EditModal.tsx';
import { dictionaryDetailDelete, dictionaryDetailSave, dictionaryList, type AdminDictDetail } from '@xcb/shared/actions/admin';
import { ADMIN_MSG } from '@xcb/shared/messages';
import { useAdminMutation, useAdminQuery } from '../../../../api/admin.ts';
import { A } from '../../../../locale/admin.ts';
import { AddButton } from '../components/AddButton.tsx';
import { PageCard } from '../components/PageCard.tsx';
import { useEditing, useStaffActions, wholeList } from '../components/useStaffEdit.ts';

const D = A.dict;
type DetailForm = { name: string; value: string; varchar1?: string; sort?: number | null };

/** Every seeded dictionary (xl, gzjy, … and the points rule integralRule) with its detail entries. */
export function DictionariesPage() {
  const { run, confirmDelete } = useStaffActions();
  const dicts = useAdminQuery(dictionaryList, {});
  const save = useAdminMutation(dictionaryDetailSave);
  const remove = useAdminMutation(dictionaryDetailDelete);
  const [selected, setSelected] = useState<string>('integralRule');
  const [form] = Form.useForm<DetailForm>();
  const list = dicts.data?.data ?? [];
  const dict = list.find((d) => d.number === selected) ?? list[0];
  const isRule = dict?.number === 'integralRule';

  const { editing, id, open, close } = useEditing<AdminDictDetail, DetailForm>(form, (d) =>
    d === 'new'
      ? { name: '', value: '', varchar1: '', sort: null }
      : { name: d.name, value: d.value, varchar1: d.varchar1 ?? '', sort: d.sort },
  );

  const submit = async (v: DetailForm) => {
    if (!dict) return;
    const body = { dictionaryId: dict.id, id, name: v.name, value: v.value, varchar1: v.varchar1 ?? undefined, sort: v.sort ?? undefined };
    await run(() => save.mutateAsync(body), ADMIN_MSG.saved, close);
  };

  const del = (d: AdminDictDetail) => confirmDelete(D.named(d.name, d.value), () => remove.mutateAsync({ id: d.id }));

  return (
    <PageCard title={A.menu.dictionaries}>
      <Row gutter={20}>
        <Col flex="240px">
          <List
            size="small"
            bordered
            header={<Typography.Text strong>{D.list}</Typography.Text>}
            dataSource={list}
            renderItem={(d) => (
              <List.Item
                onClick={() => setSelected(d.number)}
                style={{ cursor: 'pointer', background: d.number === dict?.number ? '#e6f4ff' : undefined }}
              >
                <Space>
                  <span>{d.name}</span>
                  <Typography.Text type="secondary">{d.number}</Typography.Text>
                </Space>
              </List.Item>
            )}
          />
        </Col>
        <Col flex="auto">
          <Space style={{ marginBottom: 12, justifyContent: 'space-between', width: '100%' }}>
            <Typography.Title level={5} style={{ margin: 0 }}>
              {dict ? D.named(dict.name, dict.number) : ''}
            </Typography.Title>
            <AddButton label={D.addDetail} onClick={() => open('new')} disabled={!dict} />
          </Space>
          {isRule && <Typography.Paragraph type="secondary">{D.integralHint}</Typography.Paragraph>}
          <Table<AdminDictDetail>
            {...wholeList(dicts.isFetching, dict?.details, 'small')}
            columns={[
              { title: D.name, dataIndex: 'name' },
              { title: D.value, dataIndex: 'value' },
              { title: D.varchar1, dataIndex: 'varchar1' },
              { title: D.sort, dataIndex: 'sort', width: 80 },
              {
                title: A.actions,
                key: 'op',
                width: 130,
                render: (_: unknown, d) => <EditDeleteLinks onEdit={() => open(d)} onDelete={() => void del(d)} />,
              },
            ]}
          />
        </Col>
      </Row>
      <EditModal
        title={editing === 'new' ? D.addDetail : A.edit}
        open={editing !== null}
        onClose={close}
        form={form}
        saving={save.isPending}
        onFinish={submit}
      >
        <Form.Item name="name" label={D.name} rules={[{ required: true, message: ADMIN_MSG.detailNameRequired }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item
          name="value"
          label={D.value}
          extra={isRule ? D.integralHint : undefined}
          rules={[
            { required: true, message: ADMIN_MSG.detailValueRequired },
            ...(isRule ? [{ pattern: /^[^=,]{1,20}=[^=,]{1,20},\d{1,3}$/, message: ADMIN_MSG.integralRuleFormat }] : []),
          ]}
        >
          <Input maxLength={255} />
        </Form.Item>
        <Form.Item name="varchar1" label={D.varchar1}>
          <Input maxLength={255} />
        </Form.Item>
        <Form.Item name="sort" label={D.sort}>
          <InputNumber min={0} precision={0} />
        </Form.Item>
      </EditModal>
    </PageCard>
  );
}
