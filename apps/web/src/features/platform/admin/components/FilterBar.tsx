import type { ReactNode } from 'react';
import { Button, Form, Space, type FormInstance } from 'antd';
import { A } from '../../../../locale/admin.ts';

/**
 * The search row above a back-office list: inline fields, 搜索 and 重置. Searching and resetting both go
 * back to the first page (the caller's onSearch / onReset do that with usePaging's toFirst).
 */
export function FilterBar<V extends object>({
  form,
  onSearch,
  onReset,
  children,
}: {
  form: FormInstance<V>;
  onSearch: (values: V) => void;
  onReset: () => void;
  children: ReactNode;
}) {
  return (
    <Form form={form} layout="inline" style={{ marginBottom: 16, rowGap: 12 }} onFinish={onSearch}>
      {children}
      <Space>
        <Button type="primary" htmlType="submit">
          {A.search}
        </Button>
        <Button
          onClick={() => {
            form.resetFields();
            onReset();
          }}
        >
          {A.reset}
        </Button>
      </Space>
    </Form>
  );
}
