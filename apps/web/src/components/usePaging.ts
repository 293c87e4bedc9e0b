import { useState } from 'react';
import type { TablePaginationConfig } from 'antd';
import { A } from '../locale/admin.ts';

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
