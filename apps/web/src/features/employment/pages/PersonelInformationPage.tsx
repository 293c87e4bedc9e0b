import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, Card, Empty, Input, Modal, Popconfirm, Space, Table, Tag } from 'antd';
import { REQUEST_STATE_LABEL } from '@xcb/shared/actions/employment';
import { useAuth } from '../../../lib/auth.ts';
import { useDecideRequest, usePayRequests } from '../api.ts';
import { useDemandPaging } from '../components/DemandBits.tsx';
import { employmentPaths } from '../paths.ts';
import { DisputeButton } from '../../../components/disputes/DisputePanel.tsx';
import { EL } from '../../../locale/employment.ts';

const P = EL.payAudit;

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
    <Card title={P.title}>
      <Table
        rowKey="id"
        size="small"
        loading={q.isLoading}
        dataSource={q.data?.recordList ?? []}
        locale={{ emptyText: <Empty description={EL.noData} /> }}
        pagination={pagination(q.data?.recordCount)}
        columns={[
          { title: P.demand, render: (_, r) => <Link to={employmentPaths.orderDetails(r.needId)}>{r.needtitle}</Link> },
          { title: P.applicant, dataIndex: 'name' },
          { title: P.amount, dataIndex: 'amount' },
          { title: P.remark, dataIndex: 'remark' },
          {
            title: P.state,
            render: (_, r) => <Tag color={r.state === 0 ? 'gold' : r.state === 1 ? 'green' : 'red'}>{REQUEST_STATE_LABEL[r.state]}</Tag>,
          },
          {
            title: P.actions,
            render: (_, r) =>
              r.state === 0 ? (
                <Space>
                  <Popconfirm title={P.confirm(r.name, r.amount)} onConfirm={() => void run({ id: r.id, decision: 'approve' })}>
                    <Button size="small" type="primary">
                      {P.approve}
                    </Button>
                  </Popconfirm>
                  <Button size="small" danger onClick={() => setRejecting(r.id)}>
                    {P.reject}
                  </Button>
                </Space>
              ) : (
                (r.reason ?? '—')
              ),
          },
          { title: P.dispute, render: (_, r) => <DisputeButton kind="employment" refId={r.id} /> },
        ]}
      />
      <Modal
        open={rejecting !== null}
        title={P.rejectTitle}
        onCancel={() => setRejecting(null)}
        onOk={() => rejecting && void run({ id: rejecting, decision: 'reject', reason })}
        okButtonProps={{ disabled: !reason.trim() }}
      >
        <Input.TextArea rows={3} value={reason} onChange={(e) => setReason(e.target.value)} placeholder={P.reason} maxLength={200} />
      </Modal>
    </Card>
  );
}
