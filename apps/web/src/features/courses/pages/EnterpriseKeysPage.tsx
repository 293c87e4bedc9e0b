import { useState } from 'react';
import { Alert, Button, Card, Form, Input, InputNumber, Modal, Popconfirm, Table, Tag, Typography } from 'antd';
import type { EnterpriseKey } from '@xcb/shared/actions/courses';
import { errorText } from '../../../api/client.ts';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { useAddKey, useKeyUses, useKeys, useRevokeKey } from '../api.ts';
import { useAccountBase } from '../../../api/wallet.ts';
import { formatDate, formatDateTime } from '../../../lib/date.ts';

const STATUS: Record<EnterpriseKey['status'], [string, string]> = {
  active: ['有效', 'green'],
  expired: ['已过期', 'default'],
  revoked: ['已撤销', 'red'],
  spent: ['已用完', 'blue'],
};

function Uses({ id }: { id: number }) {
  const { data = [], isLoading } = useKeyUses(id);
  return (
    <Table
      size="small"
      rowKey="id"
      loading={isLoading}
      dataSource={data}
      pagination={false}
      locale={{ emptyText: '暂无使用记录' }}
      columns={[
        { title: '使用人', dataIndex: 'user' },
        { title: '课程', dataIndex: 'course' },
        { title: '金额（晶币）', dataIndex: 'amount' },
        { title: '时间', render: (_, u) => formatDateTime(u.createdAt) },
      ]}
    />
  );
}

/** Enterprise cooperation keys: a company's course budget for its people, held in its wallet. */
export function EnterpriseKeysPage() {
  const { data = [], isLoading, error } = useKeys();
  const base = useAccountBase();
  const add = useAddKey();
  const revoke = useRevokeKey();
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState<string | null>(null);
  const [form] = Form.useForm<{ name: string; budget: number; days: number }>();

  if (error) return <Alert type="warning" showIcon message={errorText(error)} style={{ margin: 24 }} />;
  return (
    <div className="xcb-container" style={{ padding: '24px 0' }}>
      <Card
        title="企业合作密钥"
        extra={
          <Button type="primary" onClick={() => setOpen(true)}>
            创建密钥
          </Button>
        }
      >
        <Typography.Paragraph type="secondary">
          员工购买课程时输入密钥，费用从企业钱包支付。创建时额度即从钱包冻结，撤销或过期后未用额度自动解冻。当前可用余额：
          {base.data ? `${base.data.available} 晶币` : '…'}，冻结：{base.data ? `${base.data.held} 晶币` : '…'}
        </Typography.Paragraph>
        <Table<EnterpriseKey>
          rowKey="id"
          loading={isLoading}
          dataSource={data}
          pagination={{ hideOnSinglePage: true }}
          locale={{ emptyText: <EmptyState text="暂无合作密钥" /> }}
          expandable={{ expandedRowRender: (k) => <Uses id={k.id} />, rowExpandable: (k) => k.useCount > 0 }}
          columns={[
            { title: '名称', dataIndex: 'name' },
            { title: '密钥', render: (_, k) => `${k.keyHint}…` },
            { title: '额度', dataIndex: 'budget' },
            { title: '已用', dataIndex: 'spent' },
            { title: '使用次数', dataIndex: 'useCount' },
            { title: '有效期至', render: (_, k) => formatDate(k.expiresAt) },
            { title: '状态', render: (_, k) => <Tag color={STATUS[k.status][1]}>{STATUS[k.status][0]}</Tag> },
            {
              title: '操作',
              render: (_, k) =>
                k.status === 'active' ? (
                  <Popconfirm title="撤销后该密钥不能再使用，未用额度解冻。确定撤销？" onConfirm={() => void revoke.run({ id: k.id })}>
                    <Button type="link" danger>
                      撤销
                    </Button>
                  </Popconfirm>
                ) : null,
            },
          ]}
        />
      </Card>
      <Modal
        open={open}
        title="创建合作密钥"
        onCancel={() => setOpen(false)}
        okText="创建"
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
          <Form.Item name="name" label="名称" rules={[{ required: true, message: '请填写密钥名称' }]}>
            <Input maxLength={30} placeholder="如：2026 新员工培训" />
          </Form.Item>
          <Form.Item name="budget" label="额度（晶币）" rules={[{ required: true, message: '请填写额度' }]}>
            <InputNumber min={0.01} precision={2} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="days" label="有效天数" rules={[{ required: true, message: '请填写有效天数' }]}>
            <InputNumber min={1} max={365} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Form>
      </Modal>
      <Modal
        open={shown !== null}
        title="密钥已创建"
        onOk={() => setShown(null)}
        onCancel={() => setShown(null)}
        cancelButtonProps={{ style: { display: 'none' } }}
        okText="我已保存"
      >
        <Alert type="warning" showIcon message="请立即复制保存：密钥只显示这一次，平台不保存明文。" style={{ marginBottom: 12 }} />
        <Typography.Paragraph copyable={{ text: shown ?? '' }} code style={{ fontSize: 16 }} data-testid="new-key">
          {shown}
        </Typography.Paragraph>
      </Modal>
    </div>
  );
}
