import { useState } from 'react';
import { App, Button, Image, Input, Modal, Segmented, Space, Table, Tag } from 'antd';
import type { AdminTrade } from '@xcb/shared/actions/wallet';
import { PAY_MODE_LABEL, PAY_STATUS_LABEL } from '@xcb/shared/actions/wallet';
import { errorText } from '../../../../api/client.ts';
import { privateUploadUrl } from '../../../../api/files.ts';
import { formatDateTime } from '../../../../lib/date.ts';
import { EmptyState } from '../../../../components/EmptyState.tsx';
import { useDecideTopup, useDecideWithdrawal, useTopupQueue, useWithdrawQueue } from '../api.ts';

type Status = 'pending' | 'done' | 'all';
const STATUS_TABS: { value: Status; label: string }[] = [
  { value: 'pending', label: '待审核' },
  { value: 'done', label: '已处理' },
  { value: 'all', label: '全部' },
];

/** A staff review queue: bank-transfer top-ups or withdrawals. Each decision notifies the user. */
function Queue({ kind }: { kind: 'topup' | 'withdraw' }) {
  const { message } = App.useApp();
  const [status, setStatus] = useState<Status>('pending');
  const [page, setPage] = useState(0);
  const topups = useTopupQueue(status, page);
  const withdrawals = useWithdrawQueue(status, page);
  const q = kind === 'topup' ? topups : withdrawals;
  const decideTopup = useDecideTopup();
  const decideWithdrawal = useDecideWithdrawal();
  const [rejecting, setRejecting] = useState<AdminTrade | null>(null);
  const [note, setNote] = useState('');

  const decide = async (t: AdminTrade, decision: 'approve' | 'reject', reason?: string) => {
    try {
      const input = { id: t.id, decision, ...(reason ? { note: reason } : {}) };
      const reply = kind === 'topup' ? await decideTopup.mutateAsync(input) : await decideWithdrawal.mutateAsync(input);
      void message.success(reply.msg);
    } catch (err) {
      void message.error(errorText(err));
    }
  };

  return (
    <>
      <Segmented<Status>
        options={STATUS_TABS}
        value={status}
        onChange={(v) => {
          setStatus(v);
          setPage(0);
        }}
        style={{ marginBottom: 12 }}
      />
      <Table<AdminTrade>
        rowKey="id"
        size="middle"
        loading={q.isFetching}
        dataSource={q.data?.recordList ?? []}
        locale={{
          emptyText:
            status === 'pending' ? (
              <EmptyState
                text={kind === 'topup' ? '暂无待审核的充值' : '暂无待审核的提现'}
                description="这个队列已全部处理完毕"
                action={{ label: '返回工作台', to: '/admin/dashboard' }}
                compact
              />
            ) : (
              <EmptyState text="暂无记录" compact />
            ),
        }}
        pagination={{
          current: page + 1,
          pageSize: 10,
          total: q.data?.recordCount ?? 0,
          onChange: (p) => setPage(p - 1),
          hideOnSinglePage: true,
        }}
        columns={[
          { title: '提交时间', dataIndex: 'tradetime', render: (v: string) => formatDateTime(v), width: 140 },
          {
            title: '用户',
            render: (_, t) => (
              <div style={{ whiteSpace: 'nowrap' }}>
                {t.nickName ?? ''}
                <div style={{ color: 'rgba(0, 0, 0, 0.58)', fontSize: 12 }}>{t.userName}</div>
              </div>
            ),
            width: 120,
          },
          { title: '交易编号', dataIndex: 'tradecode', ellipsis: { showTitle: true }, width: 150 },
          { title: '金额（元）', dataIndex: 'rmbAmount', align: 'right', width: 100 },
          { title: '晶币', dataIndex: 'amount', align: 'right', width: 100, render: (v: string) => v.replace(/^-/, '') },
          ...(kind === 'topup'
            ? [
                {
                  title: '付款凭证',
                  dataIndex: 'payProof',
                  render: (p: string | null) => (p ? <Image width={64} src={privateUploadUrl(p)} alt="付款凭证" /> : '—'),
                },
              ]
            : [
                {
                  title: '方式',
                  dataIndex: 'paymode',
                  width: 80,
                  ellipsis: false,
                  onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
                  render: (m: number) => PAY_MODE_LABEL[m],
                },
                {
                  title: '收款人',
                  render: (_: unknown, t: AdminTrade) =>
                    t.payeeAccount ? (
                      <div>
                        {t.payeeRealName ?? ''}
                        <div style={{ color: '#555', wordBreak: 'break-all' }}>{t.payeeAccount}</div>
                      </div>
                    ) : (
                      <Tag color="red">未提交转账信息</Tag>
                    ),
                  width: 200,
                },
              ]),
          {
            title: '状态',
            dataIndex: 'ispaysuccess',
            render: (s: number, t) => (
              <Tag color={s === 5 ? 'orange' : s === 1 ? 'green' : 'red'}>
                {t.auditStatus === 'approved' ? '待打款' : PAY_STATUS_LABEL[s]}
              </Tag>
            ),
            width: 90,
          },
          {
            title: '操作',
            width: 170,
            render: (_, t) =>
              t.ispaysuccess === 5 ? (
                <Space>
                  <Button type="primary" size="small" onClick={() => void decide(t, 'approve')}>
                    {kind === 'topup' ? '通过并入账' : t.auditStatus === 'approved' ? '重新打款' : '通过并打款'}
                  </Button>
                  {t.auditStatus !== 'approved' && (
                    <Button
                      size="small"
                      danger
                      onClick={() => {
                        setRejecting(t);
                        setNote('');
                      }}
                    >
                      驳回
                    </Button>
                  )}
                </Space>
              ) : (
                (t.note ?? '')
              ),
          },
        ]}
      />
      <Modal
        title="驳回原因"
        open={rejecting !== null}
        onCancel={() => setRejecting(null)}
        onOk={() => {
          if (rejecting) void decide(rejecting, 'reject', note.trim() || undefined);
          setRejecting(null);
        }}
        okText="驳回"
        okButtonProps={{ danger: true }}
      >
        <Input.TextArea rows={3} maxLength={200} value={note} onChange={(e) => setNote(e.target.value)} placeholder="将通知用户（选填）" />
      </Modal>
    </>
  );
}

export const TopupQueuePage = () => <Queue kind="topup" />;
export const WithdrawQueuePage = () => <Queue kind="withdraw" />;
