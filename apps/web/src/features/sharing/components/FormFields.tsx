import type { ReactNode } from 'react';
import { Button, Form, type FormItemProps, type FormRule } from 'antd';

/** One field of a form: its Form.Item's props (name, label, rules …) and its control. */
export type Field = FormItemProps & { control: ReactNode };

export const required = (message: string): FormRule => ({ required: true, message });
export const maxLength = (max: number, message: string): FormRule => ({ max, message });

/** The section's forms: their fields in order, then the submit button (when there is a `submit` text). */
export function FormFields({ fields, submit, loading }: { fields: Field[]; submit?: ReactNode; loading?: boolean }) {
  return (
    <>
      {fields.map(({ control, ...item }) => (
        <Form.Item key={String(item.name ?? item.label)} {...item}>
          {control}
        </Form.Item>
      ))}
      {submit && (
        <Button type="primary" htmlType="submit" loading={loading}>
          {submit}
        </Button>
      )}
    </>
  );
}
