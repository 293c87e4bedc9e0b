import { useState } from 'react';
import type { PaginationProps } from 'antd';
import { PAGING } from '../locale/paging.ts';

/** How a list's pager looks: the back office's tables show the total (the default); the site's lists pass their own. */
export type PagerLook = Pick<PaginationProps, 'showTotal' | 'hideOnSinglePage' | 'size' | 'simple' | 'showSizeChanger'>;

/** The site's lists: no total, and no pager while everything fits on one page. */
export const SITE_PAGER: PagerLook = { hideOnSinglePage: true };

/**
 * A list's page (pageNum from 0, as the actions take it) and what drives it, counting pages from 1:
 * `pagination(total)` for an antd Table, List or <Pagination> (with the look), `pager(total)` for the
 * light <Pagination>, which takes only these four props.
 */
export function usePaging(pageSize = 10, look: PagerLook = { showTotal: PAGING.total }) {
  const [page, setPage] = useState({ pageNum: 0, pageSize });
  const pager = (total: number | undefined) => ({
    current: page.pageNum + 1,
    pageSize: page.pageSize,
    total: total ?? 0,
    // the light <Pagination> has no size changer and passes the page alone
    onChange: (p: number, s = page.pageSize) => setPage({ pageNum: p - 1, pageSize: s }),
  });
  const pagination = (total: number | undefined): PaginationProps => ({ ...pager(total), ...look });
  const toFirst = () => setPage((p) => ({ ...p, pageNum: 0 }));
  return { page, pager, pagination, toFirst };
}
