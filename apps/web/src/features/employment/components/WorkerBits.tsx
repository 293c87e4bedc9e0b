import { Empty, Form, Input, Modal, Table } from 'antd';
import { REQUEST_STATE_LABEL, type DeliveryRecord as DemandDelivery } from '@xcb/shared/actions/employment';
import type { DeliveryRecord } from '@xcb/shared/actions/deliveries';
import { DeliveryForm } from '../../../components/deliveries/Deliveries.tsx';
import { useDeliver, useRequestPay } from '../api.ts';
import { DisputeButton } from '../../../components/disputes/DisputePanel.tsx';
import { EL } from '../../../locale/employment.ts';
import { EMPLOYMENT_MSG as M } from '@xcb/shared/messages';

export type WorkTarget = { id: number; mode: 'deliver' | 'request' };

/** A short-term delivery in the shape the shared delivery history shows (the spec's list is newest first). */
export const asDeliveryRecords = (rows: readonly DemandDelivery[]): DeliveryRecord[] =>
  [...rows].reverse().map((r) => ({
    id: r.id,
    providerName: r.name,
    note: r.content,
    files: r.fileList,
    state: r.state,
    reason: r.reason,
    createTime: r.createTime,
    decidedTime: null,
  }));

// The accepted worker's pieces, shared by my_work and my_order_details.

/** An accepted worker submits a delivery or asks to be paid (my_work and my_order_details). */
export function WorkDialog({ target, onClose }: { target: WorkTarget | null; onClose: () => void }) {
  const deliver = useDeliver();
  const request = useRequestPay();
  const [form] = Form.useForm<{ amount?: string; remark?: string }>();
  if (target?.mode === 'deliver')
    return (
      <DeliveryForm
        open
        noteLabel={EL.work.content}
        noteMax={2000}
        noteMessage={M.deliveryRequired}
        onSubmit={(content, files) => deliver.mutateAsync({ needId: target.id, content, files })}
        onClose={onClose}
      />
    );
  return (
    <Modal
      open={target !== null}
      title={EL.requestPay}
      onCancel={onClose}
      destroyOnHidden
      confirmLoading={request.isPending}
      onOk={async () => {
        if (!target) return;
        const v = await form.validateFields();
        if (!(await request.run({ needId: target.id, amount: v.amount ?? '', remark: v.remark ?? '' }))) return;
        form.resetFields();
        onClose();
      }}
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="amount"
          label={EL.work.amount}
          rules={[{ required: true, pattern: /^\d{1,8}(\.\d{1,2})?$/, message: M.amountRequired }]}
        >
          <Input inputMode="decimal" />
        </Form.Item>
        <Form.Item name="remark" label={EL.work.remark}>
          <Input maxLength={200} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** A worker's own payment requests. */
export function RequestsTable({
  rows,
}: {
  rows: { id: number; needtitle: string; amount: string; state: number; reason: string | null; remark: string | null }[];
}) {
  return (
    <Table
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={rows}
      locale={{ emptyText: <Empty description={EL.noData} /> }}
      columns={[
        { title: EL.work.demand, dataIndex: 'needtitle' },
        { title: EL.work.amountCoins, dataIndex: 'amount' },
        { title: EL.work.state, dataIndex: 'state', render: (s: number) => REQUEST_STATE_LABEL[s] },
        { title: EL.work.remark, render: (_, r) => r.reason ?? r.remark },
        { title: EL.work.dispute, render: (_, r) => <DisputeButton kind="employment" refId={r.id} /> },
      ]}
    />
  );
}
