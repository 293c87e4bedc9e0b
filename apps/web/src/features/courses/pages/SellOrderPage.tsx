import { Card, List, Pagination, Typography } from 'antd';
import { COURSE_MSG } from '@xcb/shared';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { useOrders } from '../api.ts';
import { OrderRow } from '../components/OrderRow.tsx';
import { usePaging } from '../../../components/usePaging.ts';

/** spec /sell_order: order_saleList, page 5, 暂无卖出订单记录. */
export function SellOrderPage() {
  const { page, pagination } = usePaging(5, { showSizeChanger: false });
  const { data, isLoading } = useOrders('sale', { pageNum: page.pageNum });
  return (
    <div className="xcb-container" style={{ padding: '24px 0' }}>
      <Card title="卖出订单">
        <List
          loading={isLoading}
          dataSource={data?.recordList ?? []}
          locale={{ emptyText: <EmptyState text={COURSE_MSG.noSales} /> }}
          renderItem={(o) => <OrderRow o={o} side="sale" />}
        />
        {(data?.recordCount ?? 0) > 5 && <Pagination align="center" {...pagination(data?.recordCount)} />}
        <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
          课程收入直接进入您的钱包，可在钱包账单中查看。
        </Typography.Paragraph>
      </Card>
    </div>
  );
}
