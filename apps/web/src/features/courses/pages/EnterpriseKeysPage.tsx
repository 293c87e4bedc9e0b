import { useState } from 'react';
import { Alert, Button, Card, Form, Input, InputNumber, Modal, Popconfirm, Table, Tag, Typography, type TableProps } from 'antd';
import { COURSE_MSG } from '@xcb/shared';
import type { EnterpriseKey } from '@xcb/shared/actions/courses';
import { errorText } from '../../../api/client.ts';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { useAddKey, useKeyUses, useKeys, useRevokeKey } from '../api.ts';
import { useAccountBase } from '../../../api/wallet.ts';
import { formatDate, formatDateTime } from '../../../lib/date.ts';
import { COURSE_L } from '../../../locale/courses.ts';
import { COURSE_LIGHT } from '../../../locale/courses-light.ts';

const T = COURSE_L.keys;

const STATUS: Record<EnterpriseKey['status'], readonly [string, string]> = T.status;

/** Both tables of the page: rows of one query, keyed by id. */
function QueryTable<R extends { id: number }>({
  query,
  ...props
}: { query: { data?: R[] | undefined; isLoading: boolean } } & TableProps<R>) {
  return <Table<R> rowKey="id" loading={query.isLoading} dataSource={query.data ?? []} {...props} />;
}

function Uses({ id }: { id: number }) {
  return (
    <QueryTable
      query={useKeyUses(id)}
      size="small"
      pagination={false}
      locale={{ emptyText: T.noUses }}
      columns={[
        { title: T.user, dataIndex: 'user' },
        { title: COURSE_L.course, dataIndex: 'course' },
        { title: T.amount, dataIndex: 'amount' },
        { title: T.time, render: (_, u) => formatDateTime(u.createdAt) },
      ]}
    />
  );
}

/** Enterprise cooperation keys: a company's course budget for its people, held in its wallet. */
export function EnterpriseKeysPage() {
  const keys = useKeys();
  const base = useAccountBase();
  const add = useAddKey();
  const revoke = useRevokeKey();
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState<string | null>(null);
  const [form] = Form.useForm<{ name: string; budget: number; days: number }>();

  if (keys.error) return <Alert type="warning" showIcon message={errorText(keys.error)} style={{ margin: 24 }} />;
  return (
    <div className="xcb-container" style={{ padding: '24px 0' }}>
      <Card
        title={T.title}
        extra={
          <Button type="primary" onClick={() => setOpen(true)}>
            {T.create}
          </Button>
        }
      >
        <Typography.Paragraph type="secondary">
          {T.intro}
          {base.data ? COURSE_LIGHT.coins(base.data.available) : '…'}
          {T.held}
          {base.data ? COURSE_LIGHT.coins(base.data.held) : '…'}
        </Typography.Paragraph>
        <QueryTable<EnterpriseKey>
          query={keys}
          pagination={{ hideOnSinglePage: true }}
          locale={{ emptyText: <EmptyState text={T.none} /> }}
          expandable={{ expandedRowRender: (k) => <Uses id={k.id} />, rowExpandable: (k) => k.useCount > 0 }}
          columns={[
            { title: T.name, dataIndex: 'name' },
            { title: T.key, render: (_, k) => `${k.keyHint}…` },
            { title: T.budget, dataIndex: 'budget' },
            { title: T.spent, dataIndex: 'spent' },
            { title: T.uses, dataIndex: 'useCount' },
            { title: T.expires, render: (_, k) => formatDate(k.expiresAt) },
            { title: COURSE_L.state, render: (_, k) => <Tag color={STATUS[k.status][1]}>{STATUS[k.status][0]}</Tag> },
            {
              title: COURSE_L.actions,
              render: (_, k) =>
                k.status === 'active' ? (
                  <Popconfirm title={T.revokeConfirm} onConfirm={() => void revoke.run({ id: k.id })}>
                    <Button type="link" danger>
                      {T.revoke}
                    </Button>
                  </Popconfirm>
                ) : null,
            },
          ]}
        />
      </Card>
      <Modal
        open={open}
        title={T.dialog}
        onCancel={() => setOpen(false)}
        okText={T.ok}
        confirmLoading={add.isPending}
        onOk={() =>
          void form.validateFields().then(async (v) => {
            const r = await add.run({ name: v.name, budget: String(v.budget), days: v.days }, { done: false });
            if (r) {
              setOpen(false);
              form.resetFields();
              setShown(r.key);
            }
          })
        }
        destroyOnHidden
      >
        <Form form={form} layout="vertical" initialValues={{ days: 30 }}>
          <Form.Item name="name" label={T.name} rules={[{ required: true, message: COURSE_MSG.keyNameRequired }]}>
            <Input maxLength={30} placeholder={T.namePlaceholder} />
          </Form.Item>
          <Form.Item name="budget" label={T.budgetLabel} rules={[{ required: true, message: T.budgetRequired }]}>
            <InputNumber min={0.01} precision={2} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="days" label={T.days} rules={[{ required: true, message: T.daysRequired }]}>
            <InputNumber min={1} max={365} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Form>
      </Modal>
      <Modal
        open={shown !== null}
        title={T.created}
        onOk={() => setShown(null)}
        onCancel={() => setShown(null)}
        cancelButtonProps={{ style: { display: 'none' } }}
        okText={T.saved}
      >
        <Alert type="warning" showIcon message={T.copyNow} style={{ marginBottom: 12 }} />
        <Typography.Paragraph copyable={{ text: shown ?? '' }} code style={{ fontSize: 16 }} data-testid="new-key">
          {shown}
        </Typography.Paragraph>
      </Modal>
    </div>
  );
}
