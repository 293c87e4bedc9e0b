import { useState, type ReactNode } from 'react';
import { ExportOutlined } from '@ant-design/icons';
import { App, Button, Descriptions, Drawer, Form, Image, Input, Select, Space, Table, Tag, Typography } from 'antd';
import { reviewDecide, reviewList, type ReviewDecision, type ReviewItem } from '@xcb/shared/actions/admin';
import { ADMIN_MSG } from '@xcb/shared/messages';
import { formatCoins } from '@xcb/shared/format';
import { useAdminMutation, useAdminQuery } from '../../api/admin.ts';
import { errorText } from '../../api/client.ts';
import { downloadUrl, privateUploadUrl } from '../../api/files.ts';
import { formatDateTime } from '../../lib/date.ts';
import { A } from '../../locale/admin.ts';
import { REVIEW_QUEUE_L as Q } from '../../locale/review-queues.ts';
import { usePaging } from '../usePaging.ts';
import { EmptyState } from '../EmptyState.tsx';

/**
 * The review-queue pattern on the web side. A back-office page of any area renders
 *   <ReviewQueue kind="topup" filter={{ label: '方式', options: [...] }} showAmount />
 * and gets the list (state, its own filter, keyword, paging), the detail drawer with the submitted
 * material (fields, amount, images, files) and approve / reject-with-reason with confirmation. The
 * server side of a kind is registered with registerReviewKind (apps/server/src/modules/staff/review.ts).
 */
export interface ReviewQueueProps {
  kind: string;
  /** One queue-specific filter, sent as `filter`. */
  filter?: { label: string; options: { value: string; label: string }[] };
  showAmount?: boolean;
  /** Fields of the items (by label) shown as columns too, to tell rows apart at a glance (a withdrawal's payee). */
  fieldColumns?: string[];
  /** Approve needs text too (e.g. a feedback reply). */
  approveNeedsReason?: boolean;
  labels?: Partial<{
    approve: string;
    reject: string;
    confirmApprove: string;
    confirmReject: string;
    reasonLabel: string;
    reasonPlaceholder: string;
    subject: string;
    /** what the decision did, told after it (the money queues say where the coins went) */
    approved: string;
    rejected: string;
  }>;
}

const STATE_COLOR: Record<string, string> = { pending: 'gold', approved: 'green', rejected: 'red' };

export function StateTag({ state }: { state: string }) {
  return <Tag color={STATE_COLOR[state] ?? 'default'}>{A.review.states[state] ?? state}</Tag>;
}

export function ReviewQueue({
  kind,
  filter,
  showAmount = false,
  fieldColumns = [],
  approveNeedsReason = false,
  labels = {},
}: ReviewQueueProps) {
  const [state, setState] = useState<'pending' | 'approved' | 'rejected' | ''>('pending');
  const [filterValue, setFilterValue] = useState('');
  const [keyword, setKeyword] = useState('');
  const { page, pagination, toFirst } = usePaging();
  const [open, setOpen] = useState<ReviewItem | null>(null);
  const query = useAdminQuery(reviewList, { kind, state, filter: filterValue, keyword, ...page });
  const data = query.data?.data;

  const columns = [
    { title: A.review.user, dataIndex: 'userName', width: 140 },
    { title: labels.subject ?? A.review.subject, dataIndex: 'title', ellipsis: true },
    ...fieldColumns.map((label) => ({
      title: label,
      key: `field:${label}`,
      render: (_: unknown, row: ReviewItem) => row.fields.find((f) => f.label === label)?.value ?? '',
    })),
    ...(showAmount
      ? [{ title: A.review.amount, dataIndex: 'amount', width: 120, render: (v: number | null) => (v === null ? '' : formatCoins(v)) }]
      : []),
    { title: A.review.submittedAt, dataIndex: 'submittedAt', width: 160, render: (v: string) => formatDateTime(v) },
    { title: A.review.state, dataIndex: 'state', width: 100, render: (v: string) => <StateTag state={v} /> },
    {
      title: A.actions,
      key: 'op',
      width: 100,
      render: (_: unknown, row: ReviewItem) => (
        <Button type="link" size="small" onClick={() => setOpen(row)}>
          {row.state === 'pending' ? A.review.detail : A.view}
        </Button>
      ),
    },
  ];

  return (
    <>
      <Space wrap className="xcb-admin-filters" style={{ marginBottom: 16 }}>
        <Select
          aria-label={A.review.state}
          style={{ width: 120 }}
          value={state}
          onChange={(v) => {
            setState(v);
            toFirst();
          }}
          options={[{ value: '', label: A.all }, ...Object.entries(A.review.states).map(([value, label]) => ({ value, label }))]}
        />
        {filter && (
          <Select
            aria-label={filter.label}
            style={{ width: 120 }}
            value={filterValue}
            onChange={(v) => {
              setFilterValue(v);
              toFirst();
            }}
            options={[{ value: '', label: Q.filterAll(filter.label, A.all) }, ...filter.options]}
          />
        )}
        <Input.Search
          allowClear
          placeholder={A.review.keyword}
          style={{ width: 240 }}
          onSearch={(v) => {
            setKeyword(v.trim());
            toFirst();
          }}
        />
      </Space>
      <Table<ReviewItem>
        rowKey="id"
        size="middle"
        loading={query.isFetching}
        columns={columns}
        dataSource={data?.recordList ?? []}
        pagination={pagination(data?.recordCount)}
        locale={{
          emptyText:
            // nothing left to review is good news; the dashboard shows which other queue has work
            state === 'pending' && !keyword && !filterValue ? (
              <EmptyState
                text={Q.noPending(labels.subject)}
                description={Q.allDone}
                action={{ label: Q.toDashboard, to: '/admin/dashboard' }}
                compact
              />
            ) : (
              <EmptyState text={Q.noMatch} description={Q.otherFilter} compact />
            ),
        }}
      />
      <ReviewDrawer
        kind={kind}
        item={open}
        onClose={() => setOpen(null)}
        showAmount={showAmount}
        approveNeedsReason={approveNeedsReason}
        labels={labels}
      />
    </>
  );
}

function ReviewDrawer({
  kind,
  item,
  onClose,
  showAmount,
  approveNeedsReason,
  labels,
}: {
  kind: string;
  item: ReviewItem | null;
  onClose: () => void;
  showAmount: boolean;
  approveNeedsReason: boolean;
  labels: ReviewQueueProps['labels'] & object;
}) {
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const decide = useAdminMutation(reviewDecide);

  const run = async (decision: ReviewDecision) => {
    if (!item) return;
    const needsReason = decision === 'reject' || approveNeedsReason;
    let reason = (form.getFieldValue('reason') as string | undefined)?.trim() ?? '';
    if (needsReason && !reason) {
      form.setFields([{ name: 'reason', errors: [approveNeedsReason ? ADMIN_MSG.replyRequired : ADMIN_MSG.reasonRequired] }]);
      return;
    }
    if (!needsReason) reason = reason || '';
    const ok = await modal.confirm({
      title: decision === 'approve' ? (labels.confirmApprove ?? A.review.confirmApprove) : (labels.confirmReject ?? A.review.confirmReject),
      okText: decision === 'approve' ? (labels.approve ?? A.review.approve) : (labels.reject ?? A.review.reject),
      cancelText: A.cancel,
      okButtonProps: decision === 'reject' ? { danger: true } : {},
    });
    if (!ok) return;
    try {
      await decide.mutateAsync({ kind, id: item.id, decision, reason: reason || undefined });
      void message.success((decision === 'approve' ? labels.approved : labels.rejected) ?? A.review.done);
      form.resetFields();
      onClose();
    } catch (err) {
      void message.error(errorText(err));
    }
  };

  const material: ReactNode = item && (
    <>
      <Descriptions column={1} bordered size="small" title={A.review.material}>
        <Descriptions.Item label={A.review.user}>{item.userName}</Descriptions.Item>
        <Descriptions.Item label={A.review.submittedAt}>{formatDateTime(item.submittedAt)}</Descriptions.Item>
        {showAmount && item.amount !== null && <Descriptions.Item label={A.review.amount}>{formatCoins(item.amount)}</Descriptions.Item>}
        {item.fields.map((f) => (
          <Descriptions.Item key={f.label} label={f.label}>
            <span style={{ whiteSpace: 'pre-wrap' }}>{f.value}</span>
          </Descriptions.Item>
        ))}
      </Descriptions>
      {item.link && (
        <Typography.Paragraph style={{ marginTop: 16 }}>
          <a href={item.link.href} target="_blank" rel="noopener noreferrer">
            <ExportOutlined /> {item.link.label}
          </a>
        </Typography.Paragraph>
      )}
      {item.images.length > 0 && (
        <>
          <Typography.Title level={5} style={{ marginTop: 20 }}>
            {A.review.images}
          </Typography.Title>
          <Image.PreviewGroup>
            <Space wrap>
              {item.images.map((src) => (
                <Image key={src} src={privateUploadUrl(src)} width={120} height={120} style={{ objectFit: 'cover' }} />
              ))}
            </Space>
          </Image.PreviewGroup>
        </>
      )}
      {item.files.length > 0 && (
        <>
          <Typography.Title level={5} style={{ marginTop: 20 }}>
            {A.review.files}
          </Typography.Title>
          <ul>
            {item.files.map((f) => (
              <li key={f.path}>
                <a href={f.url ? `${f.url}&download=1` : downloadUrl(f.path, f.name)}>{f.name}</a>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );

  return (
    <Drawer
      title={item?.title}
      open={item !== null}
      onClose={onClose}
      size="large"
      destroyOnHidden
      extra={item && <StateTag state={item.state} />}
      footer={
        item?.state === 'pending' ? (
          <Space>
            <Button type="primary" loading={decide.isPending} onClick={() => void run('approve')}>
              {labels.approve ?? A.review.approve}
            </Button>
            <Button danger loading={decide.isPending} onClick={() => void run('reject')}>
              {labels.reject ?? A.review.reject}
            </Button>
          </Space>
        ) : null
      }
    >
      {material}
      {item?.decision && (
        <Descriptions column={1} bordered size="small" title={A.review.decision} style={{ marginTop: 20 }}>
          <Descriptions.Item label={A.review.state}>
            <StateTag state={item.state} /> {A.review.decidedBy(item.decision.staffName, formatDateTime(item.decision.decidedAt))}
          </Descriptions.Item>
          {item.decision.reason && (
            <Descriptions.Item label={labels.reasonLabel ?? A.review.reason}>{item.decision.reason}</Descriptions.Item>
          )}
        </Descriptions>
      )}
      {item?.state === 'pending' && (
        <Form
          form={form}
          layout="vertical"
          style={{ marginTop: 20 }}
          onValuesChange={() => form.setFields([{ name: 'reason', errors: [] }])}
        >
          <Form.Item name="reason" label={labels.reasonLabel ?? A.review.reason}>
            <Input.TextArea rows={4} maxLength={200} showCount placeholder={labels.reasonPlaceholder ?? A.review.reasonPlaceholder} />
          </Form.Item>
        </Form>
      )}
    </Drawer>
  );
}
