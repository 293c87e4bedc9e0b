import { useState, type ReactNode } from 'react';
import { Button, Form, Space, type FormInstance, type TablePaginationConfig } from 'antd';
import { A } from '../../../locale/admin.ts';

/**
 * The search row above a back-office list: inline fields, 搜索 and 重置. Searching and resetting both go
 * back to the first page (the caller's onSearch / onReset do that with usePaging's reset).
 */
export function FilterBar<V extends object>({ form, onSearch, onReset, children }: { form: FormInstance<V>; onSearch: (values: V) => void; onReset: () => void; children: ReactNode }) {
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

/** A list's page (pageNum from 0, as the actions take it) and the antd Table pagination that drives it. */
export function usePaging(pageSize = 10) {
  const [page, setPage] = useState({ pageNum: 0, pageSize });
  const pagination = (total: number | undefined): TablePaginationConfig => ({
    current: page.pageNum + 1,
    pageSize: page.pageSize,
    total: total ?? 0,
    showTotal: A.total,
    onChange: (p, s) => setPage({ pageNum: p - 1, pageSize: s }),
  });
  const toFirst = () => setPage((p) => ({ ...p, pageNum: 0 }));
  return { page, pagination, toFirst };
}
