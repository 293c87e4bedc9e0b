import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { App, Button, Card, Empty, Form, Input, Modal, Pagination, Popconfirm, Space, Spin, Table, Tag } from 'antd';
import { APPLY_STATE_LABEL, REQUEST_STATE_LABEL, type DemandCard } from '@xcb/shared/actions/employment';
import { errorText } from '../../../api/client.ts';
import { useAuth } from '../../../lib/auth.ts';
import { useDecideRequest, useDeliver, useFootprints, useMyCollects, useMyDemands, useMySends, useMyWork, usePayRequests, useRequestPay } from '../api.ts';
import { DemandRow, StatusTag } from '../components/DemandBits.tsx';
import { employmentPaths } from '../paths.ts';

// The short-term hire pages of the personal centre (menu group 30), 6 per page (spec §9).

function Paged<T extends DemandCard>({ title, query, extra, page, setPage }: { title: string; query: { isLoading: boolean; data?: { recordList: T[]; recordCount: number } | undefined }; extra?: (d: T) => React.ReactNode; page: number; setPage: (p: number) => void }) {
  return (
    <Card title={title}>
      {query.isLoading ? (
        <Spin />
      ) : !query.data || query.data.recordList.length === 0 ? (
        <Empty description="暂无数据..." />
      ) : (
        <>
          {query.data.recordList.map((d) => (
            <DemandRow key={d.id} d={d} extra={extra?.(d)} />
          ))}
          <Pagination style={{ marginTop: 12, textAlign: 'right' }} current={page + 1} pageSize={6} total={query.data.recordCount} onChange={(p) => setPage(p - 1)} showSizeChanger={false} />
        </>
      )}
    </Card>
  );
}

/** spec: my_deal — the demands I published, with their state and the next step. */
export function MyDealPage() {
  const [page, setPage] = useState(0);
  const q = useMyDemands({ pageNum: page });
  return (
    <Paged
      title="我的需求"
      query={q}
      page={page}
      setPage={setPage}
      extra={(d) => (
        <Space direction="vertical" size={2} align="end">
          <StatusTag status={d.lHyhneedStatus} />
          <span style={{ fontSize: 12 }}>托管余额 {d.payPrice} 晶币</span>
          {d.lHyhneedStatus === 1 && (
            <Link to={employmentPaths.editDemand(d.id)} title={d.auditReason ?? undefined}>
              修改并重新提交
            </Link>
          )}
          <Link to={employmentPaths.orderDetails(d.id)}>{d.lHyhneedStatus === 2 ? '缴纳保证金' : '订单详情'}</Link>
        </Space>
      )}
    />
  );
}

/** spec: my_send — my applications. */
export function MySendPage() {
  const [page, setPage] = useState(0);
  const q = useMySends({ pageNum: page });
  return <Paged title="我的报名" query={q} page={page} setPage={setPage} extra={(d) => <Tag color={d.applyState === 1 ? 'green' : d.applyState === 2 ? 'red' : 'gold'}>{APPLY_STATE_LABEL[d.applyState]}</Tag>} />;
}

/** spec: my_work — the projects I was accepted for: deliveries and payment requests. */
export function MyWorkPage() {
  const [page, setPage] = useState(0);
  const q = useMyWork({ pageNum: page });
  const [target, setTarget] = useState<{ id: number; mode: 'deliver' | 'request' } | null>(null);
  const deliver = useDeliver();
  const request = useRequestPay();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ content?: string; amount?: string; remark?: string }>();
  const mine = usePayRequests({ pageNum: 0, pageSize: 20, mine: 1 });
  return (
    <>
      <Paged
        title="我的办公"
        query={q}
        page={page}
        setPage={setPage}
        extra={(d) =>
          d.lHyhneedStatus === 3 || d.lHyhneedStatus === 4 ? (
            <Space>
              <Button size="small" onClick={() => setTarget({ id: d.id, mode: 'deliver' })}>
                提交交付
              </Button>
              <Button size="small" type="primary" onClick={() => setTarget({ id: d.id, mode: 'request' })}>
                申请付款
              </Button>
            </Space>
          ) : (
            <StatusTag status={d.lHyhneedStatus} />
          )
        }
      />
      <Card title="我的付款申请" style={{ marginTop: 16 }}>
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={mine.data?.recordList ?? []}
          locale={{ emptyText: <Empty description="暂无数据..." /> }}
          columns={[
            { title: '需求', dataIndex: 'needtitle' },
            { title: '金额（晶币）', dataIndex: 'amount' },
            { title: '状态', dataIndex: 'state', render: (s: number) => REQUEST_STATE_LABEL[s] },
            { title: '说明', render: (_, r) => r.reason ?? r.remark },
          ]}
        />
      </Card>
      <Modal
        open={target !== null}
        title={target?.mode === 'deliver' ? '提交交付' : '申请付款'}
        onCancel={() => setTarget(null)}
        destroyOnHidden
        confirmLoading={deliver.isPending || request.isPending}
        onOk={async () => {
          if (!target) return;
          const v = await form.validateFields();
          try {
            const r = target.mode === 'deliver' ? await deliver.mutateAsync({ needId: target.id, content: v.content ?? '' }) : await request.mutateAsync({ needId: target.id, amount: v.amount ?? '', remark: v.remark ?? '' });
            void message.success(r.msg);
            form.resetFields();
            setTarget(null);
          } catch (e) {
            void message.error(errorText(e));
          }
        }}
      >
        <Form form={form} layout="vertical" preserve={false}>
          {target?.mode === 'deliver' ? (
            <Form.Item name="content" label="交付内容" rules={[{ required: true, message: '请填写交付内容' }]}>
              <Input.TextArea rows={4} maxLength={2000} />
            </Form.Item>
          ) : (
            <>
              <Form.Item name="amount" label="申请金额（晶币）" rules={[{ required: true, pattern: /^\d{1,8}(\.\d{1,2})?$/, message: '请输入支付金额' }]}>
                <Input inputMode="decimal" />
              </Form.Item>
              <Form.Item name="remark" label="说明">
                <Input maxLength={200} />
              </Form.Item>
            </>
          )}
        </Form>
      </Modal>
    </>
  );
}

export function MyCollectPage() {
  const [page, setPage] = useState(0);
  return <Paged title="我的收藏" query={useMyCollects({ pageNum: page })} page={page} setPage={setPage} />;
}

export function FootprintPage() {
  const [page, setPage] = useState(0);
  return <Paged title="我的足迹" query={useFootprints({ pageNum: page })} page={page} setPage={setPage} />;
}

/** spec: personel_information?typeId=6 — the payment audit: workers' requests on my demands. */
export function PayAuditPage() {
  const [sp] = useSearchParams();
  const { user } = useAuth();
  const { message } = App.useApp();
  const [page, setPage] = useState(0);
  const q = usePayRequests({ pageNum: page, pageSize: 6 }, !!user && (sp.get('typeId') ?? '6') === '6');
  const decide = useDecideRequest();
  const [rejecting, setRejecting] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const run = (i: { id: number; decision: 'approve' | 'reject'; reason?: string }) =>
    decide.mutate(i, {
      onSuccess: (r) => {
        void message.success(r.msg);
        setRejecting(null);
        setReason('');
      },
      onError: (e) => void message.error(errorText(e)),
    });
  return (
    <Card title="付款审核">
      <Table
        rowKey="id"
        size="small"
        loading={q.isLoading}
        dataSource={q.data?.recordList ?? []}
        locale={{ emptyText: <Empty description="暂无数据..." /> }}
        pagination={{ current: page + 1, pageSize: 6, total: q.data?.recordCount ?? 0, onChange: (p) => setPage(p - 1) }}
        columns={[
          { title: '需求', render: (_, r) => <Link to={employmentPaths.orderDetails(r.needId)}>{r.needtitle}</Link> },
          { title: '申请人', dataIndex: 'name' },
          { title: '金额（晶币）', dataIndex: 'amount' },
          { title: '说明', dataIndex: 'remark' },
          { title: '状态', render: (_, r) => <Tag color={r.state === 0 ? 'gold' : r.state === 1 ? 'green' : 'red'}>{REQUEST_STATE_LABEL[r.state]}</Tag> },
          {
            title: '操作',
            render: (_, r) =>
              r.state === 0 ? (
                <Space>
                  <Popconfirm title={`确认从托管的保证金向${r.name}支付 ${r.amount} 晶币？`} onConfirm={() => run({ id: r.id, decision: 'approve' })}>
                    <Button size="small" type="primary">
                      同意付款
                    </Button>
                  </Popconfirm>
                  <Button size="small" danger onClick={() => setRejecting(r.id)}>
                    驳回
                  </Button>
                </Space>
              ) : (
                (r.reason ?? '—')
              ),
          },
        ]}
      />
      <Modal open={rejecting !== null} title="驳回付款申请" onCancel={() => setRejecting(null)} onOk={() => rejecting && run({ id: rejecting, decision: 'reject', reason })} okButtonProps={{ disabled: !reason.trim() }}>
        <Input.TextArea rows={3} value={reason} onChange={(e) => setReason(e.target.value)} placeholder="驳回原因" maxLength={200} />
      </Modal>
    </Card>
  );
}
