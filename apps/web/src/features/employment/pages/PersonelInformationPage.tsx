import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, Card, Empty, Input, Modal, Popconfirm, Space, Table, Tag } from 'antd';
import { REQUEST_STATE_LABEL } from '@xcb/shared/actions/employment';
import { useAuth } from '../../../lib/auth.ts';
import { useDecideRequest, usePayRequests } from '../api.ts';
import { useDemandPaging } from '../components/DemandBits.tsx';
import { employmentPaths } from '../paths.ts';
import { DisputeButton } from '../../../components/disputes/DisputePanel.tsx';

/** spec: personel_information?typeId=6 — the payment audit: workers' requests on my demands. */
export function PersonelInformationPage() {
  const [sp] = useSearchParams();
  const { user } = useAuth();
  const { page, pagination } = useDemandPaging();
  const q = usePayRequests(page, !!user && (sp.get('typeId') ?? '6') === '6');
  const decide = useDecideRequest();
  const [rejecting, setRejecting] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const run = async (i: { id: number; decision: 'approve' | 'reject'; reason?: string }) => {
    if (!(await decide.run(i))) return;
    setRejecting(null);
    setReason('');
  };
  return (
    <Card title="付款审核">
      <Table
        rowKey="id"
        size="small"
        loading={q.isLoading}
        dataSource={q.data?.recordList ?? []}
        locale={{ emptyText: <Empty description="暂无数据..." /> }}
        pagination={pagination(q.data?.recordCount)}
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
                    onConfirm={() => void run({ id: r.id, decision: 'approve' })}
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
        onOk={() => rejecting && void run({ id: rejecting, decision: 'reject', reason })}
        okButtonProps={{ disabled: !reason.trim() }}
      >
        <Input.TextArea rows={3} value={reason} onChange={(e) => setReason(e.target.value)} placeholder="驳回原因" maxLength={200} />
      </Modal>
    </Card>
  );
}
