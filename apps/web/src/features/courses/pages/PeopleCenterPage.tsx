import { Tabs } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { COURSE_MSG } from '@xcb/shared';
import { COURSE_L } from '../../../locale/courses.ts';
import { coursePaths } from '../paths.ts';
import { OrderList, useOrderPaging } from '../components/OrderList.tsx';

const TABS = [
  { key: 'all', label: COURSE_L.orders.tabs.all, q: {} },
  { key: 'unpaid', label: COURSE_L.orders.tabs.unpaid, q: { orderType: 0 } },
  { key: 'paid', label: COURSE_L.orders.tabs.paid, q: { orderType: 1, orderType1: 5 } },
] as const;

export type OrderTab = (typeof TABS)[number]['key'];

/**
 * spec /people_center (my learning): order_buyList with tabs all / awaiting payment / paid, page 5. The
 * tab is kept in ?tab= so a link (the legacy /shopping_cart/step pages) can open one.
 */
export function PeopleCenterPage() {
  const [params, setParams] = useSearchParams();
  const tab: OrderTab = TABS.find((t) => t.key === params.get('tab'))?.key ?? 'all';
  const paging = useOrderPaging();
  return (
    <OrderList
      side="buy"
      paging={paging}
      filter={TABS.find((t) => t.key === tab)?.q ?? {}}
      empty={COURSE_MSG.noOrders}
      title={COURSE_L.myLearning}
      extra={<Link to={coursePaths.cart()}>{COURSE_L.orders.cart}</Link>}
      header={
        <Tabs
          activeKey={tab}
          onChange={(k) => {
            setParams(k === 'all' ? {} : { tab: k }, { replace: true });
            paging.toFirst();
          }}
          items={TABS.map((t) => ({ key: t.key, label: t.label }))}
        />
      }
    />
  );
}
