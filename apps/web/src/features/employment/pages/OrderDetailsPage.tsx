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
import { EL } from '../../../locale/employment.ts';
import { EMPLOYMENT_MSG as M } from '@xcb/shared/messages';

const O = EL.orders;

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
  if (!demand.data) return <Result status="404" title={demand.error ? errorText(demand.error) : M.notFound} />;
  const d = demand.data;
  // The buttons are the steps the server's table allows the publisher from the demand's state.
  const can = (action: DemandAction) => canStep(DEMAND_STEPS, action, d.lHyhneedStatus, d.isOwner ? 'owner' : 'staff');
  const depositPending = d.pays.some((p) => p.kind === 'deposit' && p.state === 0);
  /** a bank payment's proof, read-only (1) or to edit or re-submit (2) */
  const openRecord = (p: DemandPayRecord, updateIs: 1 | 2) => setBank({ kind: p.kind as 'deposit' | 'topup', record: p, updateIs });
  return (
    <Space direction="vertical" style={{ width: '100%' }} size={16}>
      <OrderCard d={d}>
        {d.lHyhneedStatus === 1 && (
          <Alert
            type="error"
            showIcon
            title={EL.auditRejected(d.auditReason)}
            action={
              can('edit') ? (
                <Link to={employmentPaths.editDemand(d.id)}>
                  <Button size="small" type="primary">
                    {EL.editResubmit}
                  </Button>
                </Link>
              ) : null
            }
            style={{ marginBottom: 12 }}
          />
        )}
        {d.lHyhneedStatus === 0 && <Alert type="info" showIcon title={O.reviewing} style={{ marginBottom: 12 }} />}
        <Descriptions
          bordered
          size="small"
          column={2}
          items={[
            { key: 'dep', label: O.depositDue, children: EL.coins(d.lHyhneedPrice) },
            { key: 'bal', label: EL.facts.balance, children: <b data-testid="escrow-balance">{EL.coins(d.payPrice)}</b> },
            { key: 't', label: EL.facts.type, children: d.needtype },
            { key: 'z', label: EL.facts.mode, children: EL.mode(d.iszc) },
            { key: 'p', label: EL.facts.days, children: EL.days(d.projecttime) },
            { key: 'm', label: O.salaryTotal, children: O.salaryTotalOf(d.daymoney, d.countmoney) },
            { key: 's', label: O.settle, children: O.settleOf(d.settletype ?? '—', d.settlementmodes === 1) },
            { key: 'c', label: EL.facts.contact, children: `${d.name} ${d.phone ?? ''}` },
          ]}
        />
        <Space style={{ marginTop: 12 }} wrap>
          {can('payDeposit') && (
            <>
              <Button type="primary" disabled={depositPending} onClick={() => setBank({ kind: 'deposit', updateIs: 0 })}>
                {O.bankDeposit}
              </Button>
              <Button disabled={depositPending} onClick={() => setWalletKind('deposit')}>
                {O.walletDeposit}
              </Button>
              {depositPending && <Tag color="gold">{O.proofPending}</Tag>}
            </>
          )}
          {d.isOwner && can('withdraw') && (
            <Popconfirm title={depositPending ? O.withdrawPending : O.withdrawConfirm} onConfirm={() => void withdraw.run({ id: d.id })}>
              <Button danger loading={withdraw.isPending}>
                {O.withdraw}
              </Button>
            </Popconfirm>
          )}
          {can('topup') && (
            <>
              <Button onClick={() => setBank({ kind: 'topup', updateIs: 0 })}>{O.bankTopup}</Button>
              <Button onClick={() => setWalletKind('topup')}>{O.walletTopup}</Button>
              <Link to={employmentPaths.resumeReview(d.id)}>{O.applications}</Link>
              <Link to={employmentPaths.payAudit()}>{O.payAudit}</Link>
              {can('end') && (
                <Popconfirm title={O.endConfirm} onConfirm={() => void end.run({ id: d.id }, { done: (r) => O.ended(r.msg, r.returned) })}>
                  <Button danger loading={end.isPending}>
                    {O.end}
                  </Button>
                </Popconfirm>
              )}
            </>
          )}
        </Space>
      </OrderCard>
      <Card title={O.pays}>
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={d.pays}
          locale={{ emptyText: <Empty description={EL.noData} /> }}
          columns={[
            { title: O.kind, render: (_, p) => PAY_KIND_LABEL[p.kind] },
            { title: O.source, render: (_, p) => O.sourceOf(p.source === 'bank') },
            { title: O.amount, dataIndex: 'payPrice' },
            {
              title: O.state,
              render: (_, p) => <Tag color={p.state === 1 ? 'green' : p.state === 2 ? 'red' : 'gold'}>{PAY_STATE_LABEL[p.state]}</Tag>,
            },
            {
              title: O.proof,
              render: (_, p) =>
                (p.payProof ?? '')
                  .split(',')
                  .filter(Boolean)
                  .map((x) => (
                    <img
                      key={x}
                      src={privateUploadUrl(x)}
                      alt={O.proof}
                      style={{ width: 40, height: 40, objectFit: 'cover', marginRight: 4 }}
                    />
                  )),
            },
            { title: O.remark, render: (_, p) => p.auditReason ?? '' },
            {
              title: O.actions,
              render: (_, p) =>
                p.source !== 'bank' ? null : p.state === 0 ? (
                  <Space>
                    <a onClick={() => openRecord(p, 1)}>{EL.view}</a>
                    <a onClick={() => openRecord(p, 2)}>{O.edit}</a>
                  </Space>
                ) : p.state === 2 && d.lHyhneedStatus !== 5 ? (
                  <a onClick={() => openRecord(p, 2)}>{O.resubmit}</a>
                ) : (
                  <a onClick={() => openRecord(p, 1)}>{EL.view}</a>
                ),
            },
          ]}
        />
      </Card>
      {/* what the escrow paid out, from the ledger: approved payment requests and dispute decisions alike */}
      <Card title={O.payouts}>
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          data-testid="payouts"
          dataSource={d.payouts}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Empty description={O.noPayouts} /> }}
          columns={[
            { title: O.payee, render: (_, p) => p.workerName },
            { title: O.amount, dataIndex: 'amount' },
            { title: O.time, render: (_, p) => formatDateTime(p.createTime) },
            { title: O.trade, dataIndex: 'tradeCode' },
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
    <Card title={O.deliveries} loading={q.isLoading}>
      <DeliveryHistory
        labels={DELIVERY_STATE_LABEL}
        records={asDeliveryRecords(q.data?.recordList ?? [])}
        empty={O.noDeliveries}
        actions={(d) =>
          d.state !== 0 ? null : ended ? (
            M.alreadyEnded
          ) : (
            <Space>
              <Button size="small" type="primary" loading={decide.isPending} onClick={() => approve(d.id)}>
                {O.approve}
              </Button>
              <Button size="small" danger onClick={() => setReturning(d.id)}>
                {O.return}
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
