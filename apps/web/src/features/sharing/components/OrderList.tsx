import { useState } from 'react';
import { Card, List, Pagination, Skeleton, Space, Tabs } from 'antd';
import { Link } from 'react-router';
import { SHARING_MSG } from '@xcb/shared';
import { usePaging } from '../../../components/usePaging.ts';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { formatDateTime } from '../../../lib/date.ts';
import { useOrders } from '../api.ts';
import { OrderStateTag, Price, kindLabel } from './ItemBits.tsx';
import { OrderActions } from './OrderActions.tsx';
import { sharingPaths } from '../paths.ts';

const STATE_TABS = [
  { key: 'all', label: '全部' },
  { key: '0', label: '待支付' },
  { key: '1', label: '待交付' },
  { key: '2', label: '待验收' },
  { key: '3', label: '已完成' },
  { key: '4', label: '已取消' },
  { key: '5', label: '已退款' },
  { key: '6', label: '待重新交付' },
];

/** my_need_order (side buy) and my_server_order (side sell). */
export function OrderList({ side }: { side: 'buy' | 'sell' }) {
  const [tab, setTab] = useState('all');
  const { page, pagination, toFirst } = usePaging(10, {});
  const { data, isLoading } = useOrders({ side, ...page, ...(tab === 'all' ? {} : { state: Number(tab) }) });
  return (
    <Card title={side === 'buy' ? '我的需求订单' : '我的服务订单'}>
      <Tabs
        activeKey={tab}
        onChange={(k) => {
          setTab(k);
          toFirst();
        }}
        items={STATE_TABS}
      />
      {isLoading ? (
        <Skeleton active />
      ) : !data?.recordList.length ? (
        <EmptyState text={SHARING_MSG.noOrders} />
      ) : (
        <>
          <List
            dataSource={data.recordList}
            renderItem={(o) => (
              <List.Item
                actions={[
                  <OrderActions key="a" order={o} />,
                  <Link key="d" to={sharingPaths.orderDetail(o.kind, o.id)}>
                    查看详情
                  </Link>,
                ]}
              >
                <List.Item.Meta
                  title={
                    <Space wrap>
                      <Link to={sharingPaths.orderDetail(o.kind, o.id)}>{o.title}</Link>
                      <OrderStateTag state={o.state} />
                    </Space>
                  }
                  description={
                    <Space direction="vertical" size={0}>
                      <span>
                        {kindLabel(o.kind)} · 订单号 {o.orderCode} ·{' '}
                        {side === 'buy' ? `服务方 ${o.seller.nickName}` : `需求方 ${o.buyer.nickName}`}
                      </span>
                      <span>
                        {o.quantity} {o.unit} × {o.unitPrice} = <Price coins={o.amount} /> · 下单于 {formatDateTime(o.createTime)}
                      </span>
                    </Space>
                  }
                />
              </List.Item>
            )}
          />
          <Pagination style={{ marginTop: 16 }} align="center" {...pagination(data.recordCount)} showSizeChanger={false} />
        </>
      )}
    </Card>
  );
}
