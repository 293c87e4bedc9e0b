import type { ReactNode } from 'react';
import { Button, Form, type FormInstance } from 'antd';
import { RichTextEditor } from '../../../components/RichTextEditor.tsx';

/** The Q&A forms (a question, an answer): their own fields, then the rich-text body (`content`, required) and the submit. */
export function QaForm<V extends { content: string }>({
  form,
  onFinish,
  label,
  required,
  placeholder,
  submit,
  loading,
  style,
  children,
}: {
  form?: FormInstance<V>;
  onFinish: (v: V) => void | Promise<void>;
  label?: string;
  required: string;
  placeholder: string;
  submit: string;
  loading: boolean;
  style?: React.CSSProperties;
  children?: ReactNode;
}) {
  return (
    <Form<V> form={form} layout="vertical" onFinish={onFinish} style={style}>
      {children}
      <Form.Item name="content" label={label} rules={[{ required: true, message: required }]}>
        <RichTextEditor placeholder={placeholder} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={loading}>
        {submit}
      </Button>
    </Form>
  );
}
