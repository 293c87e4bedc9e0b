import { useEffect, useRef, useState, type ReactNode } from 'react';
import { App, Button, Empty, Form, Image, Input, Modal, Space, Tag, Timeline, Typography, Upload, type FormInstance } from 'antd';
import { FileOutlined, UploadOutlined } from '@ant-design/icons';
import {
  DELIVERY_FILE_ACCEPT,
  DELIVERY_FILES_MAX,
  DELIVERY_REASON_MAX,
  DELIVERY_STATE,
  DELIVERY_STATE_LABEL,
  type DeliveryFile,
  type DeliveryRecord,
} from '@xcb/shared/actions/deliveries';
import { DELIVERY_MSG } from '@xcb/shared/delivery-messages';
import { UPLOAD_MSG } from '@xcb/shared/messages';
import { formatDateTime } from '../../lib/date.ts';
import { showError } from '../../api/feedback.ts';
import { downloadUrl, privateUploadUrl } from '../../api/files.ts';
import { AttachmentPreviewModal, type PreviewFile } from '../attachments/AttachmentPreviewModal.tsx';
import { CONTROLS } from '../../locale/controls.ts';
import { DELIVERY_L } from '../../locale/deliveries.ts';
import { uploadDeliveryFile } from './upload.ts';

// Deliveries with files, the same in short-term hire, sharing orders and personnel contracts: the
// provider's form (a note and up to five files), the buyer's rejection with a reason, and the history of
// deliveries and decisions both sides see. Files are private: they are fetched with the file key.

const MB20 = 20 * 1024 * 1024;
const ext = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';
const IMAGE = new Set(['png', 'jpg', 'jpeg', 'gif']);
const PREVIEWABLE = new Set(['pdf', 'docx', 'xlsx', 'pptx']);

/** The files of a delivery: pictures as thumbnails that open large, documents with 预览 and 下载. */
export function DeliveryFileList({ files }: { files: readonly DeliveryFile[] }) {
  const [open, setOpen] = useState<PreviewFile | null>(null);
  if (files.length === 0) return null;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 6 }}>
      {files.map((f) => {
        const url = privateUploadUrl(f.path);
        const e = ext(f.name) || ext(f.path);
        return (
          <div key={f.path} style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap', minWidth: 0 }}>
            {IMAGE.has(e) ? (
              <Image src={url} alt={f.name} width={64} height={64} style={{ objectFit: 'cover', border: '1px solid #eee' }} />
            ) : (
              <FileOutlined aria-hidden style={{ fontSize: 20, color: '#1677ff' }} />
            )}
            <Typography.Text style={{ maxWidth: '100%', wordBreak: 'break-all' }}>{f.name}</Typography.Text>
            <Space size={4}>
              {PREVIEWABLE.has(e) && (
                <Button size="small" onClick={() => setOpen({ url, downloadUrl: downloadUrl(f.path, f.name), name: f.name, ext: e })}>
                  {DELIVERY_L.preview}
                </Button>
              )}
              <Button size="small" href={downloadUrl(f.path, f.name)}>
                {CONTROLS.download}
              </Button>
            </Space>
          </div>
        );
      })}
      <AttachmentPreviewModal file={open} onClose={() => setOpen(null)} />
    </div>
  );
}

/** Picks and uploads delivery files (at most five, 20 MB each); the value is the uploaded files in order. */
export function DeliveryFileUploads({ value = [], onChange }: { value?: DeliveryFile[]; onChange?: (v: DeliveryFile[]) => void }) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(0);
  // files picked together finish one by one: each adds to the list as it is by then
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  return (
    <div>
      {value.map((f) => (
        <div key={f.path} style={{ display: 'flex', alignItems: 'center', gap: 8, marginBottom: 6 }}>
          <FileOutlined aria-hidden />
          <Typography.Text style={{ flex: 1, minWidth: 0, wordBreak: 'break-all' }}>{f.name}</Typography.Text>
          <Button size="small" danger onClick={() => onChange?.(value.filter((x) => x.path !== f.path))}>
            {DELIVERY_L.remove}
          </Button>
        </div>
      ))}
      <Upload
        accept={DELIVERY_FILE_ACCEPT}
        multiple
        showUploadList={false}
        beforeUpload={async (file) => {
          if (file.size === 0) void message.error(UPLOAD_MSG.empty);
          else if (file.size > MB20) void message.error(DELIVERY_MSG.fileTooLarge);
          else if (latest.current.length >= DELIVERY_FILES_MAX) void message.error(DELIVERY_MSG.filesMax);
          else {
            setBusy((n) => n + 1);
            try {
              const uploaded = await uploadDeliveryFile(file);
              latest.current = [...latest.current, uploaded].slice(0, DELIVERY_FILES_MAX);
              onChange?.(latest.current);
            } catch (err) {
              showError(err);
            } finally {
              setBusy((n) => n - 1);
            }
          }
          return Upload.LIST_IGNORE;
        }}
      >
        <Button icon={<UploadOutlined />} loading={busy > 0} disabled={value.length >= DELIVERY_FILES_MAX}>
          {DELIVERY_L.upload(value.length, DELIVERY_FILES_MAX)}
        </Button>
      </Upload>
      <Typography.Paragraph type="secondary" style={{ margin: '6px 0 0', fontSize: 12 }}>
        {DELIVERY_L.fileHint}
      </Typography.Paragraph>
    </div>
  );
}

/**
 * A dialog form's OK: validates, sends, shows the reply's msg, then clears the form and closes; a failure
 * is shown and the dialog stays open with what was typed.
 */
function useDialogSubmit<V>(form: FormInstance<V>, onClose: () => void) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const submit = async (send: (v: V) => Promise<{ msg: string }>) => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    setBusy(true);
    try {
      void message.success((await send(v)).msg);
      form.resetFields();
      onClose();
    } catch (err) {
      showError(err);
    } finally {
      setBusy(false);
    }
  };
  return { busy, submit };
}

/**
 * The provider's delivery: a note and files. `onSubmit` gets the trimmed note and the uploaded paths and
 * answers the reply's message; the dialog closes and clears itself on success.
 */
export function DeliveryForm({
  open,
  title = DELIVERY_L.submit,
  noteLabel = DELIVERY_L.note,
  placeholder,
  noteMin = 1,
  noteMax,
  noteMessage,
  onSubmit,
  onClose,
}: {
  open: boolean;
  title?: string;
  noteLabel?: string;
  placeholder?: string;
  noteMin?: number;
  noteMax: number;
  /** the message when the note is missing or too short */
  noteMessage: string;
  onSubmit: (note: string, files: string[]) => Promise<{ msg: string }>;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ note: string; files: DeliveryFile[] }>();
  const { busy, submit } = useDialogSubmit(form, onClose);
  return (
    <Modal
      open={open}
      title={title}
      okText={title}
      cancelText={DELIVERY_L.cancel}
      confirmLoading={busy}
      onCancel={onClose}
      destroyOnHidden
      onOk={() =>
        void submit((v) =>
          onSubmit(
            v.note.trim(),
            (v.files ?? []).map((f) => f.path),
          ),
        )
      }
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="note"
          label={noteLabel}
          rules={[
            { required: true, whitespace: true, message: noteMessage },
            { min: noteMin, message: noteMessage },
          ]}
        >
          <Input.TextArea rows={5} maxLength={noteMax} showCount placeholder={placeholder} aria-label={noteLabel} />
        </Form.Item>
        <Form.Item name="files" label={DELIVERY_L.files} initialValue={[]}>
          <DeliveryFileUploads />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The buyer returns the delivery: a reason is required (at most 200 characters). */
export function RejectDeliveryDialog({
  open,
  onSubmit,
  onClose,
}: {
  open: boolean;
  onSubmit: (reason: string) => Promise<{ msg: string }>;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ reason: string }>();
  const { busy, submit } = useDialogSubmit(form, onClose);
  return (
    <Modal
      open={open}
      title={DELIVERY_L.reject.title}
      okText={DELIVERY_L.reject.ok}
      okButtonProps={{ danger: true }}
      cancelText={DELIVERY_L.cancel}
      confirmLoading={busy}
      onCancel={onClose}
      destroyOnHidden
      onOk={() => void submit((v) => onSubmit(v.reason.trim()))}
    >
      <Typography.Paragraph type="secondary">{DELIVERY_L.reject.hint}</Typography.Paragraph>
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="reason"
          label={DELIVERY_L.reject.reason}
          rules={[{ required: true, whitespace: true, message: DELIVERY_MSG.reasonRequired }]}
        >
          <Input.TextArea
            rows={4}
            maxLength={DELIVERY_REASON_MAX}
            showCount
            placeholder={DELIVERY_L.reject.placeholder}
            aria-label={DELIVERY_L.reject.reason}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

const STATE_COLOR: Record<number, string> = { 0: 'blue', 1: 'green', 2: 'red' };

/**
 * Every delivery of an engagement with its files and the buyer's decision, oldest first (numbered); with
 * `actions`, the buyer's buttons beside each delivery (several workers' deliveries: not numbered).
 */
export function DeliveryHistory({
  records,
  empty = DELIVERY_L.history.none,
  actions,
  labels = DELIVERY_STATE_LABEL,
}: {
  records: readonly DeliveryRecord[];
  empty?: string;
  actions?: (d: DeliveryRecord) => ReactNode;
  /** the state names of the area (short-term hire says 待审核 where the others say 待验收) */
  labels?: Readonly<Record<number, string>>;
}) {
  if (records.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />;
  return (
    <Timeline
      items={records.map((d, i) => ({
        key: d.id,
        color: STATE_COLOR[d.state] ?? 'gray',
        children: (
          <div data-testid="delivery-entry" style={{ minWidth: 0 }}>
            <Space wrap size={8} style={{ marginBottom: 4 }}>
              <strong>{actions ? DELIVERY_L.history.delivery : DELIVERY_L.history.nth(i + 1)}</strong>
              <Tag color={STATE_COLOR[d.state]}>{labels[d.state] ?? ''}</Tag>
              <Typography.Text type="secondary">
                {d.providerName} · {formatDateTime(d.createTime)}
              </Typography.Text>
            </Space>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', marginBottom: 6 }}>
              {d.note}
            </Typography.Paragraph>
            <DeliveryFileList files={d.files} />
            {d.state === DELIVERY_STATE.rejected && (
              <Typography.Paragraph type="danger" style={{ margin: '6px 0 0', wordBreak: 'break-word' }}>
                {DELIVERY_L.history.reason}
                {d.reason}
                {d.decidedTime ? DELIVERY_L.history.at(formatDateTime(d.decidedTime)) : ''}
              </Typography.Paragraph>
            )}
            {d.state === DELIVERY_STATE.accepted && d.decidedTime && (
              <Typography.Text type="success">{DELIVERY_L.history.accepted(formatDateTime(d.decidedTime))}</Typography.Text>
            )}
            {actions && <div style={{ marginTop: 6 }}>{actions(d)}</div>}
          </div>
        ),
      }))}
    />
  );
}
