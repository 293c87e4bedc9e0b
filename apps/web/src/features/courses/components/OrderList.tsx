import type { ReactNode } from 'react';
import { Card, List, Pagination } from 'antd';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { usePaging } from '../../../components/usePaging.ts';
import { useOrders } from '../api.ts';
import { OrderRow } from './OrderRow.tsx';

/** Both order pages show five a page, without a size changer. */
export const useOrderPaging = () => usePaging(5, { showSizeChanger: false });

/**
 * The bought (order_buyList) or sold (order_saleList) orders in a card: the rows, the empty text, the pager
 * past one page. The page's paging comes from useOrderPaging (the buyer's tabs return to the first page).
 */
export function OrderList({
  side,
  paging,
  filter = {},
  empty,
  title,
  extra,
  header,
  footer,
}: {
  side: 'buy' | 'sale';
  paging: ReturnType<typeof useOrderPaging>;
  filter?: { orderType?: number; orderType1?: number };
  empty: string;
  title: string;
  extra?: ReactNode;
  header?: ReactNode;
  footer?: ReactNode;
}) {
  const { data, isLoading } = useOrders(side, { pageNum: paging.page.pageNum, ...filter });
  return (
    <div className="xcb-container" style={{ padding: '24px 0' }}>
      <Card title={title} extra={extra}>
        {header}
        <List
          loading={isLoading}
          dataSource={data?.recordList ?? []}
          locale={{ emptyText: <EmptyState text={empty} /> }}
          renderItem={(o) => <OrderRow o={o} side={side} />}
        />
        {(data?.recordCount ?? 0) > paging.page.pageSize && <Pagination align="center" {...paging.pagination(data?.recordCount)} />}
        {footer}
      </Card>
    </div>
  );
}
