import type { ReactNode } from 'react';
import { Button, Form, Modal, Space, type FormInstance } from 'antd';
import { A } from '../../locale/admin.ts';

/**
 * The back office's add/edit dialog: a vertical form that 保存 submits (its rules run first). Rendered while
 * closed (forceRender) so the page can fill the form before opening it, unless `fresh` asks for a new form
 * each time (a create-only dialog).
 */
export function EditModal<T extends object>({
  title,
  open,
  onClose,
  form,
  saving,
  onFinish,
  width,
  fresh = false,
  initialValues,
  children,
}: {
  title: ReactNode;
  open: boolean;
  onClose: () => void;
  form: FormInstance<T>;
  saving: boolean;
  onFinish: (values: T) => Promise<unknown> | void;
  width?: number;
  fresh?: boolean;
  initialValues?: Partial<T>;
  children: ReactNode;
}) {
  return (
    <Modal
      title={title}
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={A.save}
      cancelText={A.cancel}
      confirmLoading={saving}
      forceRender={!fresh}
      destroyOnHidden={fresh}
      width={width}
    >
      <Form<T> form={form} layout="vertical" onFinish={(v) => void onFinish(v)} initialValues={initialValues}>
        {children}
      </Form>
    </Modal>
  );
}

/** A row's 编辑 and 删除 links (the page's delete asks for confirmation). */
export function EditDeleteLinks({ onEdit, onDelete }: { onEdit: () => void; onDelete: () => void }) {
  return (
    <Space size={0}>
      <Button type="link" size="small" onClick={onEdit}>
        {A.edit}
      </Button>
      <Button type="link" size="small" danger onClick={onDelete}>
        {A.delete}
      </Button>
    </Space>
  );
}
