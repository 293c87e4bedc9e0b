import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert, App, Button, Card, Empty, Input, Modal, Popconfirm, Space, Spin, Table, Tag } from 'antd';
import { APPLY_STATE_LABEL, DEMAND_STATUS, REQUEST_STATE_LABEL, type DemandCard } from '@xcb/shared/actions/employment';
import { DEMAND_STEPS, canStep } from '@xcb/shared/states';
import { errorText } from '../../../api/client.ts';
import { useAuth } from '../../../lib/auth.ts';
import { useDecideRequest, useDemand, useFootprints, useMyCollects, useMyDemands, useMySends, useMyWork, usePayRequests } from '../api.ts';
import { RequestsTable, WorkDialog, type WorkTarget } from '../components/WorkerBits.tsx';
import { DemandList, DemandRow, StatusTag } from '../components/DemandBits.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { employmentPaths } from '../paths.ts';
import { DisputeButton } from '../../../components/disputes/DisputePanel.tsx';

// The short-term hire pages of the personal centre (menu group 30), 6 per page (spec §9).

function Paged<T extends DemandCard>({
  title,
  query,
  extra,
  page,
  setPage,
  empty,
}: {
  title: string;
  empty?: React.ReactNode;
  query: { isLoading: boolean; data?: { recordList: T[]; recordCount: number } | undefined };
  extra?: (d: T) => React.ReactNode;
  page: number;
  setPage: (p: number) => void;
}) {
  return (
    <Card title={title}>
      <DemandList query={query} page={page} onPage={setPage} extra={extra} empty={empty} />
    </Card>
  );
}

/** The state of one of my demands and its next step. */
function DealExtra({ d }: { d: DemandCard & { payPrice: string; auditReason: string | null } }) {
  return (
    <Space direction="vertical" size={2} align="end">
      <StatusTag status={d.lHyhneedStatus} />
      <span style={{ fontSize: 12 }}>托管余额 {d.payPrice} 晶币</span>
      {canStep(DEMAND_STEPS, 'edit', d.lHyhneedStatus, 'owner') && (
        <Link to={employmentPaths.editDemand(d.id)} title={d.auditReason ?? undefined}>
          修改并重新提交
        </Link>
      )}
      <Link to={employmentPaths.orderDetails(d.id)}>
        {canStep(DEMAND_STEPS, 'payDeposit', d.lHyhneedStatus, 'owner') ? '缴纳保证金' : '订单详情'}
      </Link>
      {d.lHyhneedStatus === DEMAND_STATUS.recruiting && <Link to={`${employmentPaths.demand(d.id)}#talents`}>推荐人才</Link>}
    </Space>
  );
}

/** spec: my_deal?id — the demands I published, with their state and the next step; ?id (from a notice) puts that demand first. */
export function MyDealPage() {
  const [sp] = useSearchParams();
  const focusId = Number(sp.get('id') ?? 0) || 0;
  const [page, setPage] = useState(0);
  const q = useMyDemands({ pageNum: page });
  const focus = useDemand(focusId);
  return (
    <Space direction="vertical" style={{ width: '100%' }} size={16}>
      {focusId > 0 && (
        <Card size="small" title="通知中的需求" extra={<Link to={employmentPaths.myDeal()}>只看列表</Link>} data-testid="my-deal-focus">
          {focus.isLoading ? (
            <Spin />
          ) : focus.data?.isOwner ? (
            <DemandRow d={focus.data} extra={<DealExtra d={focus.data} />} />
          ) : (
            <Alert type="warning" showIcon title="该需求不存在或不是您发布的" />
          )}
        </Card>
      )}
      <Paged
        title="我的需求"
        query={q}
        page={page}
        setPage={setPage}
        extra={(d) => <DealExtra d={d} />}
        empty={
          <EmptyState
            text="暂无需求"
            description="发布需求，服务方报名后在这里审核"
            action={{ label: '发布需求', to: employmentPaths.publish() }}
          />
        }
      />
    </Space>
  );
}

/** spec: my_send — my applications. */
export function MySendPage() {
  const [page, setPage] = useState(0);
  const q = useMySends({ pageNum: page });
  return (
    <Paged
      empty={
        <EmptyState
          text="暂无报名"
          description="找到合适的需求，报名后在这里查看进度"
          action={{ label: '去找需求', to: employmentPaths.list() }}
        />
      }
      title="我的报名"
      query={q}
      page={page}
      setPage={setPage}
      extra={(d) => (
        <Space>
          <Tag color={d.applyState === 1 ? 'green' : d.applyState === 2 ? 'red' : 'gold'}>{APPLY_STATE_LABEL[d.applyState]}</Tag>
          <Link to={employmentPaths.myOrderDetails(d.id)}>详情</Link>
        </Space>
      )}
    />
  );
}

/** spec: my_work — the projects I was accepted for: deliveries and payment requests. */
export function MyWorkPage() {
  const [page, setPage] = useState(0);
  const q = useMyWork({ pageNum: page });
  const [target, setTarget] = useState<WorkTarget | null>(null);
  const mine = usePayRequests({ pageNum: 0, pageSize: 20, mine: 1 });
  return (
    <>
      <Paged
        title="我的办公"
        query={q}
        page={page}
        setPage={setPage}
        extra={(d) =>
          canStep(DEMAND_STEPS, 'deliver', d.lHyhneedStatus, 'worker') ? (
            <Space>
              <Button size="small" onClick={() => setTarget({ id: d.id, mode: 'deliver' })}>
                提交交付
              </Button>
              <Button size="small" type="primary" onClick={() => setTarget({ id: d.id, mode: 'request' })}>
                申请付款
              </Button>
              <Link to={employmentPaths.myOrderDetails(d.id)}>详情</Link>
            </Space>
          ) : (
            <Space>
              <StatusTag status={d.lHyhneedStatus} />
              <Link to={employmentPaths.myOrderDetails(d.id)}>详情</Link>
            </Space>
          )
        }
      />
      <Card title="我的付款申请" style={{ marginTop: 16 }}>
        <RequestsTable rows={mine.data?.recordList ?? []} />
      </Card>
      <WorkDialog target={target} onClose={() => setTarget(null)} />
    </>
  );
}

export function MyCollectPage() {
  const [page, setPage] = useState(0);
  return (
    <Paged
      title="我的收藏"
      query={useMyCollects({ pageNum: page })}
      page={page}
      setPage={setPage}
      empty={<EmptyState text="暂无收藏的需求" action={{ label: '去看看需求', to: employmentPaths.list() }} />}
    />
  );
}

export function FootprintPage() {
  const [page, setPage] = useState(0);
  return (
    <Paged
      title="我的足迹"
      query={useFootprints({ pageNum: page })}
      page={page}
      setPage={setPage}
      empty={<EmptyState text="还没有浏览过需求" action={{ label: '去看看需求', to: employmentPaths.list() }} />}
    />
  );
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
          {
            title: '状态',
            render: (_, r) => <Tag color={r.state === 0 ? 'gold' : r.state === 1 ? 'green' : 'red'}>{REQUEST_STATE_LABEL[r.state]}</Tag>,
          },
          {
            title: '操作',
            render: (_, r) =>
              r.state === 0 ? (
                <Space>
                  <Popconfirm
                    title={`确认从托管的保证金向${r.name}支付 ${r.amount} 晶币？`}
                    onConfirm={() => run({ id: r.id, decision: 'approve' })}
                  >
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
          { title: '平台介入', render: (_, r) => <DisputeButton kind="employment" refId={r.id} /> },
        ]}
      />
      <Modal
        open={rejecting !== null}
        title="驳回付款申请"
        onCancel={() => setRejecting(null)}
        onOk={() => rejecting && run({ id: rejecting, decision: 'reject', reason })}
        okButtonProps={{ disabled: !reason.trim() }}
      >
        <Input.TextArea rows={3} value={reason} onChange={(e) => setReason(e.target.value)} placeholder="驳回原因" maxLength={200} />
      </Modal>
    </Card>
  );
}
