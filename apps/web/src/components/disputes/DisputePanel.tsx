import { useState } from 'react';
import { Alert, App, Button, Card, Descriptions, Form, Image, Input, Modal, Space, Tag, Typography } from 'antd';
import { DISPUTE_STATE_NAME, type Dispute, type DisputeKind } from '@xcb/shared/actions/disputes';
import { errorText } from '../../api/client.ts';
import { privateUploadUrl } from '../../api/files.ts';
import { useAddStatement, useDisputeState, useOpenDispute } from '../../api/disputes.ts';
import { formatDateTime } from '../../lib/date.ts';
import { ImageUploads } from '../ImageUploads.tsx';

// 申请平台介入 on a delivery awaiting the payer's decision (a sharing order, a personnel contract, a
// short-term payment request), for both sides: the button and its dialog (statement + evidence pictures),
// then the dispute's state, every statement with its evidence, and the platform's decision. Nothing shows
// while the subject cannot be disputed and has no dispute.

const SIDE = { payer: '付款方', provider: '服务方' } as const;

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
      okText="提交"
      cancelText="取消"
      confirmLoading={busy}
      destroyOnHidden
      onOk={() => void form.validateFields().then(onSubmit)}
    >
      <Form form={form} layout="vertical" initialValues={{ content: '', files: [] }} preserve={false}>
        <Form.Item
          name="content"
          label="陈述"
          rules={[
            { required: true, whitespace: true, message: '请填写陈述内容' },
            { max: 2000, message: '陈述最多2000字' },
          ]}
        >
          <Input.TextArea rows={5} maxLength={2000} showCount placeholder="说明事情经过与您的诉求" />
        </Form.Item>
        <Form.Item name="files" label="证据（图片，仅交易双方与平台可见）">
          <ImageUploads max={5} label="上传证据" alt="证据" purpose="proof" />
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
            label: '状态',
            children: <Tag color={d.state === 'open' ? 'orange' : 'green'}>{DISPUTE_STATE_NAME[d.state]}</Tag>,
          },
          { key: 'a', label: '争议金额', children: `${d.stake} 晶币` },
          { key: 'p', label: '付款方', children: d.payerName },
          { key: 'v', label: '服务方', children: d.providerName },
          { key: 't', label: '申请时间', children: formatDateTime(d.createTime) },
          { key: 'o', label: '申请方', children: SIDE[d.openedBy] },
        ]}
      />
      {d.decision && (
        <Alert
          type="success"
          showIcon
          style={{ margin: '12px 0' }}
          title={`平台裁决：付款方 ${d.decision.toPayer} 晶币，服务方 ${d.decision.toProvider} 晶币`}
          description={`理由：${d.decision.reason}（${formatDateTime(d.decision.decidedTime)}）`}
        />
      )}
      <Typography.Title level={5} style={{ marginTop: 12 }}>
        双方陈述
      </Typography.Title>
      {d.statements.map((s, i) => (
        <div key={i} style={{ borderTop: '1px solid #f0f0f0', padding: '8px 0' }} data-testid="dispute-statement">
          <Space wrap size={4}>
            <Tag color={s.side === 'payer' ? 'blue' : 'purple'}>{SIDE[s.side]}</Tag>
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
                  <Image key={f} src={privateUploadUrl(f)} width={72} height={72} style={{ objectFit: 'cover' }} alt="证据" />
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
  const { message } = App.useApp();
  const q = useDisputeState(kind, refId);
  const open = useOpenDispute();
  const add = useAddStatement();
  const [dialog, setDialog] = useState<'open' | 'add' | null>(null);
  const s = q.data;
  if (!s || (!s.dispute && !s.canOpen)) return emptyText && s ? <Typography.Text type="secondary">{emptyText}</Typography.Text> : null;
  const d = s.dispute;
  const submit = async (v: { content: string; files: string[] }) => {
    try {
      const r = d ? await add.mutateAsync({ id: d.id, ...v }) : await open.mutateAsync({ kind, ref: refId, ...v });
      void message.success(r.msg);
      setDialog(null);
    } catch (err) {
      void message.error(errorText(err));
    }
  };
  return (
    <Card size="small" title="平台介入" style={{ marginTop: 16 }} data-testid="dispute-panel">
      {d ? (
        <>
          {d.state === 'open' && (
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 12 }}
              title="平台处理中：验收、退回与重新交付暂停，等待平台裁决托管款项的分配"
            />
          )}
          <DisputeView d={d} />
          {d.state === 'open' && d.side !== 'staff' && (
            <Button style={{ marginTop: 8 }} onClick={() => setDialog('add')}>
              补充陈述与证据
            </Button>
          )}
        </>
      ) : (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Text type="secondary">
            对交付有异议可申请平台介入，由平台裁决托管款项的分配；交付后 {s.autoAcceptDays} 天内既未验收也未申请平台介入的，将自动验收。
          </Typography.Text>
          <Button danger onClick={() => setDialog('open')}>
            申请平台介入
          </Button>
        </Space>
      )}
      <StatementDialog
        title={d ? '补充陈述与证据' : '申请平台介入'}
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
        平台介入
      </Button>
      <Modal title="平台介入" open={open} onCancel={() => setOpen(false)} footer={null} destroyOnHidden width={640}>
        {open && <DisputePanel kind={kind} refId={refId} emptyText="付款申请待审核或被驳回时，双方均可申请平台介入。" />}
      </Modal>
    </>
  );
}
