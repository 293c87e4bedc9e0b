import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Form, Image, Input, Modal, Space, Tag, Typography } from 'antd';
import { DISPUTE_STATE_NAME, type Dispute, type DisputeKind } from '@xcb/shared/actions/disputes';
import { privateUploadUrl } from '../../api/files.ts';
import { useAddStatement, useDisputeState, useOpenDispute } from '../../api/disputes.ts';
import { formatDateTime } from '../../lib/date.ts';
import { DISPUTE_L as T } from '../../locale/disputes.ts';
import { ImageUploads } from '../ImageUploads.tsx';

// 申请平台介入 on a delivery awaiting the payer's decision (a sharing order, a personnel contract, a
// short-term payment request), for both sides: the button and its dialog (statement + evidence pictures),
// then the dispute's state, every statement with its evidence, and the platform's decision. Nothing shows
// while the subject cannot be disputed and has no dispute.

function StatementDialog({
  title,
  open,
  onClose,
  onSubmit,
  busy,
}: {
  title: string;
  open: boolean;
  onClose: () => void;
  onSubmit: (v: { content: string; files: string[] }) => Promise<void>;
  busy: boolean;
}) {
  const [form] = Form.useForm<{ content: string; files: string[] }>();
  return (
    <Modal
      title={title}
      open={open}
      onCancel={onClose}
      okText={T.submit}
      cancelText={T.cancel}
      confirmLoading={busy}
      destroyOnHidden
      onOk={() => void form.validateFields().then(onSubmit)}
    >
      <Form form={form} layout="vertical" initialValues={{ content: '', files: [] }} preserve={false}>
        <Form.Item
          name="content"
          label={T.statement}
          rules={[
            { required: true, whitespace: true, message: T.statementRequired },
            { max: 2000, message: T.statementMax },
          ]}
        >
          <Input.TextArea rows={5} maxLength={2000} showCount placeholder={T.statementPlaceholder} />
        </Form.Item>
        <Form.Item name="files" label={T.evidenceLabel}>
          <ImageUploads max={5} label={T.evidenceUpload} alt={T.evidence} purpose="proof" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function DisputeView({ d }: { d: Dispute }) {
  return (
    <>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2 }}
        items={[
          {
            key: 's',
            label: T.state,
            children: <Tag color={d.state === 'open' ? 'orange' : 'green'}>{DISPUTE_STATE_NAME[d.state]}</Tag>,
          },
          { key: 'a', label: T.stake, children: T.coins(d.stake) },
          { key: 'p', label: T.side.payer, children: d.payerName },
          { key: 'v', label: T.side.provider, children: d.providerName },
          { key: 't', label: T.createTime, children: formatDateTime(d.createTime) },
          { key: 'o', label: T.openedBy, children: T.side[d.openedBy] },
        ]}
      />
      {d.decision && (
        <Alert
          type="success"
          showIcon
          style={{ margin: '12px 0' }}
          title={T.decision(d.decision.toPayer, d.decision.toProvider)}
          description={T.decisionReason(d.decision.reason, formatDateTime(d.decision.decidedTime))}
        />
      )}
      <Typography.Title level={5} style={{ marginTop: 12 }}>
        {T.statements}
      </Typography.Title>
      {d.statements.map((s, i) => (
        <div key={i} style={{ borderTop: '1px solid #f0f0f0', padding: '8px 0' }} data-testid="dispute-statement">
          <Space wrap size={4}>
            <Tag color={s.side === 'payer' ? 'blue' : 'purple'}>{T.side[s.side]}</Tag>
            <Typography.Text strong>{s.name}</Typography.Text>
            <Typography.Text type="secondary">{formatDateTime(s.createTime)}</Typography.Text>
          </Space>
          <Typography.Paragraph style={{ margin: '4px 0', whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {s.content}
          </Typography.Paragraph>
          {s.files.length > 0 && (
            <Image.PreviewGroup>
              <Space wrap>
                {s.files.map((f) => (
                  <Image key={f} src={privateUploadUrl(f)} width={72} height={72} style={{ objectFit: 'cover' }} alt={T.evidence} />
                ))}
              </Space>
            </Image.PreviewGroup>
          )}
        </div>
      ))}
    </>
  );
}

export function DisputePanel({ kind, refId, emptyText }: { kind: DisputeKind; refId: number; emptyText?: string }) {
  const q = useDisputeState(kind, refId);
  const open = useOpenDispute();
  const add = useAddStatement();
  const [dialog, setDialog] = useState<'open' | 'add' | null>(null);
  const s = q.data;
  if (!s || (!s.dispute && !s.canOpen)) return emptyText && s ? <Typography.Text type="secondary">{emptyText}</Typography.Text> : null;
  const d = s.dispute;
  const submit = async (v: { content: string; files: string[] }) => {
    const r = d ? await add.run({ id: d.id, ...v }) : await open.run({ kind, ref: refId, ...v });
    if (r) setDialog(null);
  };
  return (
    <Card size="small" title={T.title} style={{ marginTop: 16 }} data-testid="dispute-panel">
      {d ? (
        <>
          {d.state === 'open' && <Alert type="info" showIcon style={{ marginBottom: 12 }} title={T.paused} />}
          <DisputeView d={d} />
          {d.state === 'open' && d.side !== 'staff' && (
            <Button style={{ marginTop: 8 }} onClick={() => setDialog('add')}>
              {T.addStatement}
            </Button>
          )}
        </>
      ) : (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Text type="secondary">{T.openHint(s.autoAcceptDays)}</Typography.Text>
          <Button danger onClick={() => setDialog('open')}>
            {T.open}
          </Button>
        </Space>
      )}
      <StatementDialog
        title={d ? T.addStatement : T.open}
        open={dialog !== null}
        onClose={() => setDialog(null)}
        onSubmit={submit}
        busy={open.isPending || add.isPending}
      />
    </Card>
  );
}

/** For a row of a list (a short-term payment request): 平台介入 opens the panel in a dialog. */
export function DisputeButton({ kind, refId }: { kind: DisputeKind; refId: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        {T.title}
      </Button>
      <Modal title={T.title} open={open} onCancel={() => setOpen(false)} footer={null} destroyOnHidden width={640}>
        {open && <DisputePanel kind={kind} refId={refId} emptyText={T.rowHint} />}
      </Modal>
    </>
  );
}
