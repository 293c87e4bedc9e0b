import { Typography } from 'antd';
import { COURSE_MSG } from '@xcb/shared';
import { COURSE_L } from '../../../locale/courses.ts';
import { OrderList, useOrderPaging } from '../components/OrderList.tsx';

/** spec /sell_order: order_saleList, page 5, 暂无卖出订单记录. */
export function SellOrderPage() {
  const paging = useOrderPaging();
  return (
    <OrderList
      side="sale"
      paging={paging}
      empty={COURSE_MSG.noSales}
      title={COURSE_L.orders.sold}
      footer={
        <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
          {COURSE_L.orders.income}
        </Typography.Paragraph>
      }
    />
  );
}
