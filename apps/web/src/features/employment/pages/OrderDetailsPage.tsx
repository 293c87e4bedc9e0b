import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert, Button, Card, Descriptions, Empty, Popconfirm, Result, Space, Spin, Table, Tag } from 'antd';
import { DELIVERY_STATE_LABEL, PAY_KIND_LABEL, PAY_STATE_LABEL, type DemandPayRecord } from '@xcb/shared/actions/employment';
import { DEMAND_STEPS, canStep, type DemandAction } from '@xcb/shared/states';
import { errorText } from '../../../api/client.ts';
import { privateUploadUrl } from '../../../api/files.ts';
import { useDecideDelivery, useDeliveries, useDemand, useEndDemand, useWithdrawDemand } from '../api.ts';
import { OrderCard } from '../components/DemandBits.tsx';
import { BankPayDialog, WalletDepositDialog } from '../components/PayDialogs.tsx';
import { employmentPaths } from '../paths.ts';
import { formatDateTime } from '../../../lib/date.ts';
import { DeliveryHistory, RejectDeliveryDialog } from '../../../components/deliveries/Deliveries.tsx';
import { asDeliveryRecords } from '../components/WorkerBits.tsx';

/** spec: order_details — the publisher's view of a demand: order details, deposit and top-ups, applicants, deliveries, end. */
export function OrderDetailsPage() {
  const [sp] = useSearchParams();
  const id = Number(sp.get('id') ?? 0);
  const demand = useDemand(id);
  const end = useEndDemand();
  const withdraw = useWithdrawDemand();
  const [bank, setBank] = useState<{ kind: 'deposit' | 'topup'; record?: DemandPayRecord; updateIs: 0 | 1 | 2 } | null>(null);
  const [walletKind, setWalletKind] = useState<'deposit' | 'topup' | null>(null);
  if (demand.isLoading) return <Spin />;
  if (!demand.data) return <Result status="404" title={demand.error ? errorText(demand.error) : '需求不存在'} />;
  const d = demand.data;
  // The buttons are the steps the server's table allows the publisher from the demand's state.
  const can = (action: DemandAction) => canStep(DEMAND_STEPS, action, d.lHyhneedStatus, d.isOwner ? 'owner' : 'staff');
  const depositPending = d.pays.some((p) => p.kind === 'deposit' && p.state === 0);
  return (
    <Space direction="vertical" style={{ width: '100%' }} size={16}>
      <OrderCard d={d}>
        {d.lHyhneedStatus === 1 && (
          <Alert
            type="error"
            showIcon
            title={`审核未通过：${d.auditReason ?? ''}`}
            action={
              can('edit') ? (
                <Link to={employmentPaths.editDemand(d.id)}>
                  <Button size="small" type="primary">
                    修改并重新提交
                  </Button>
                </Link>
              ) : null
            }
            style={{ marginBottom: 12 }}
          />
        )}
        {d.lHyhneedStatus === 0 && (
          <Alert type="info" showIcon title="需求待工作人员审核，审核通过后缴纳保证金" style={{ marginBottom: 12 }} />
        )}
        <Descriptions
          bordered
          size="small"
          column={2}
          items={[
            { key: 'dep', label: '保证金（应缴）', children: `${d.lHyhneedPrice} 晶币` },
            { key: 'bal', label: '托管可用余额', children: <b data-testid="escrow-balance">{d.payPrice} 晶币</b> },
            { key: 't', label: '项目类型', children: d.needtype },
            { key: 'z', label: '工作方式', children: d.iszc === 1 ? '现场' : '远程' },
            { key: 'p', label: '工期', children: `${d.projecttime} 天` },
            { key: 'm', label: '月薪 / 总金额', children: `${d.daymoney} / ${d.countmoney} 晶币` },
            { key: 's', label: '结算', children: `${d.settletype ?? '—'}，${d.settlementmodes === 1 ? '企业结算' : '个人结算'}` },
            { key: 'c', label: '联系人', children: `${d.name} ${d.phone ?? ''}` },
          ]}
        />
        <Space style={{ marginTop: 12 }} wrap>
          {can('payDeposit') && (
            <>
              <Button type="primary" disabled={depositPending} onClick={() => setBank({ kind: 'deposit', updateIs: 0 })}>
                银行转账缴纳保证金
              </Button>
              <Button disabled={depositPending} onClick={() => setWalletKind('deposit')}>
                钱包支付保证金
              </Button>
              {depositPending && <Tag color="gold">付款凭证已提交，请等待工作人员审核</Tag>}
            </>
          )}
          {d.isOwner && can('withdraw') && (
            <Popconfirm
              title={depositPending ? '确认撤回需求？已提交的保证金付款凭证将被驳回，撤回后不能恢复。' : '确认撤回需求？撤回后不能恢复。'}
              onConfirm={() => void withdraw.run({ id: d.id })}
            >
              <Button danger loading={withdraw.isPending}>
                撤回需求
              </Button>
            </Popconfirm>
          )}
          {can('topup') && (
            <>
              <Button onClick={() => setBank({ kind: 'topup', updateIs: 0 })}>银行转账项目充值</Button>
              <Button onClick={() => setWalletKind('topup')}>钱包项目充值</Button>
              <Link to={employmentPaths.resumeReview(d.id)}>报名审核</Link>
              <Link to={employmentPaths.payAudit()}>付款审核</Link>
              {can('end') && (
                <Popconfirm
                  title="确认结束项目？剩余保证金将退回您的钱包，结束后不能再付款。"
                  onConfirm={() => void end.run({ id: d.id }, { done: (r) => `${r.msg}（${r.returned} 晶币）` })}
                >
                  <Button danger loading={end.isPending}>
                    结束项目
                  </Button>
                </Popconfirm>
              )}
            </>
          )}
        </Space>
      </OrderCard>
      <Card title="付款记录">
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={d.pays}
          locale={{ emptyText: <Empty description="暂无数据..." /> }}
          columns={[
            { title: '类型', render: (_, p) => PAY_KIND_LABEL[p.kind] },
            { title: '方式', render: (_, p) => (p.source === 'bank' ? '银行转账' : '钱包') },
            { title: '金额（晶币）', dataIndex: 'payPrice' },
            {
              title: '状态',
              render: (_, p) => <Tag color={p.state === 1 ? 'green' : p.state === 2 ? 'red' : 'gold'}>{PAY_STATE_LABEL[p.state]}</Tag>,
            },
            {
              title: '凭证',
              render: (_, p) =>
                (p.payProof ?? '')
                  .split(',')
                  .filter(Boolean)
                  .map((x) => (
                    <img
                      key={x}
                      src={privateUploadUrl(x)}
                      alt="凭证"
                      style={{ width: 40, height: 40, objectFit: 'cover', marginRight: 4 }}
                    />
                  )),
            },
            { title: '说明', render: (_, p) => p.auditReason ?? '' },
            {
              title: '操作',
              render: (_, p) =>
                p.source !== 'bank' ? null : p.state === 0 ? (
                  <Space>
                    <a onClick={() => setBank({ kind: p.kind as 'deposit' | 'topup', record: p, updateIs: 1 })}>查看</a>
                    <a onClick={() => setBank({ kind: p.kind as 'deposit' | 'topup', record: p, updateIs: 2 })}>修改</a>
                  </Space>
                ) : p.state === 2 && d.lHyhneedStatus !== 5 ? (
                  <a onClick={() => setBank({ kind: p.kind as 'deposit' | 'topup', record: p, updateIs: 2 })}>重新提交</a>
                ) : (
                  <a onClick={() => setBank({ kind: p.kind as 'deposit' | 'topup', record: p, updateIs: 1 })}>查看</a>
                ),
            },
          ]}
        />
      </Card>
      {/* what the escrow paid out, from the ledger: approved payment requests and dispute decisions alike */}
      <Card title="支付给工人">
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          data-testid="payouts"
          dataSource={d.payouts}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Empty description="暂无付款..." /> }}
          columns={[
            { title: '收款人', render: (_, p) => p.workerName },
            { title: '金额（晶币）', dataIndex: 'amount' },
            { title: '时间', render: (_, p) => formatDateTime(p.createTime) },
            { title: '交易号', dataIndex: 'tradeCode' },
          ]}
        />
      </Card>
      <DeliveriesCard needId={d.id} ended={d.lHyhneedStatus === 5} />
      {bank && (
        <BankPayDialog open onClose={() => setBank(null)} demand={d} kind={bank.kind} record={bank.record} updateIs={bank.updateIs} />
      )}
      {walletKind && <WalletDepositDialog open onClose={() => setWalletKind(null)} demand={d} kind={walletKind} />}
    </Space>
  );
}

/** The deliveries of the demand; once the project ended none is decided any more (the deposit went back). */
function DeliveriesCard({ needId, ended }: { needId: number; ended: boolean }) {
  const q = useDeliveries({ needId, pageNum: 0, pageSize: 50 });
  const decide = useDecideDelivery();
  const [returning, setReturning] = useState<number | null>(null);
  const approve = (id: number) => void decide.run({ id, state: 1 });
  // the workers' deliveries, oldest first, each pending one with the publisher's decision
  return (
    <Card title="交付审核" loading={q.isLoading}>
      <DeliveryHistory
        labels={DELIVERY_STATE_LABEL}
        records={asDeliveryRecords(q.data?.recordList ?? [])}
        empty="暂无交付"
        actions={(d) =>
          d.state !== 0 ? null : ended ? (
            '项目已结束'
          ) : (
            <Space>
              <Button size="small" type="primary" loading={decide.isPending} onClick={() => approve(d.id)}>
                通过
              </Button>
              <Button size="small" danger onClick={() => setReturning(d.id)}>
                退回
              </Button>
            </Space>
          )
        }
      />
      <RejectDeliveryDialog
        open={returning !== null}
        onSubmit={(reason) => decide.mutateAsync({ id: returning ?? 0, state: 2, reason })}
        onClose={() => setReturning(null)}
      />
    </Card>
  );
}
