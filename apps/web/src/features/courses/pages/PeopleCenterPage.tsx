import { Card, List, Pagination, Tabs } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { COURSE_MSG } from '@xcb/shared';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { useOrders } from '../api.ts';
import { coursePaths } from '../paths.ts';
import { OrderRow } from '../components/OrderRow.tsx';
import { usePaging } from '../../../components/usePaging.ts';

const TABS = [
  { key: 'all', label: '全部订单', q: {} },
  { key: 'unpaid', label: '待支付', q: { orderType: 0 } },
  { key: 'paid', label: '已支付', q: { orderType: 1, orderType1: 5 } },
] as const;

export type OrderTab = (typeof TABS)[number]['key'];

/**
 * spec /people_center (my learning): order_buyList with tabs all / awaiting payment / paid, page 5. The
 * tab is kept in ?tab= so a link (the legacy /shopping_cart/step pages) can open one.
 */
export function PeopleCenterPage() {
  const [params, setParams] = useSearchParams();
  const tab: OrderTab = TABS.find((t) => t.key === params.get('tab'))?.key ?? 'all';
  const { page, pagination, toFirst } = usePaging(5, { showSizeChanger: false });
  const q = TABS.find((t) => t.key === tab)?.q ?? {};
  const { data, isLoading } = useOrders('buy', { pageNum: page.pageNum, ...q });
  return (
    <div className="xcb-container" style={{ padding: '24px 0' }}>
      <Card title="我的学习" extra={<Link to={coursePaths.cart()}>购物车</Link>}>
        <Tabs
          activeKey={tab}
          onChange={(k) => {
            setParams(k === 'all' ? {} : { tab: k }, { replace: true });
            toFirst();
          }}
          items={TABS.map((t) => ({ key: t.key, label: t.label }))}
        />
        <List
          loading={isLoading}
          dataSource={data?.recordList ?? []}
          locale={{ emptyText: <EmptyState text={COURSE_MSG.noOrders} /> }}
          renderItem={(o) => <OrderRow o={o} side="buy" />}
        />
        {(data?.recordCount ?? 0) > 5 && <Pagination align="center" {...pagination(data?.recordCount)} />}
      </Card>
    </div>
  );
}
