import { List, Space } from 'antd';
import { Link } from 'react-router';
import { SHARING_MSG } from '@xcb/shared';
import { SHARE_ORDER_STATE_LABEL } from '@xcb/shared/sharing-enums';
import { formatDateTime } from '../../../lib/date.ts';
import { SHARE_L, SHARE_LIGHT } from '../../../locale/sharing.ts';
import { useOrders } from '../api.ts';
import { OrderStateTag, Price, kindLabel } from './ItemBits.tsx';
import { OrderActions } from './OrderActions.tsx';
import { TabbedList, tabsOf, useTabPage } from './TabbedList.tsx';
import { sharingPaths } from '../paths.ts';

const STATE_TABS = tabsOf(SHARE_ORDER_STATE_LABEL);

/** my_need_order (side buy) and my_server_order (side sell). */
export function OrderList({ side }: { side: 'buy' | 'sell' }) {
  const paging = useTabPage();
  const query = useOrders({ side, ...paging.page, ...paging.only('state', Number) });
  const L = SHARE_L.lists;
  return (
    <TabbedList
      title={side === 'buy' ? SHARE_LIGHT.layout.left.needOrders : SHARE_LIGHT.layout.left.serverOrders}
      tabs={STATE_TABS}
      paging={paging}
      query={query}
      empty={SHARING_MSG.noOrders}
      renderItem={(o) => (
        <List.Item
          actions={[
            <OrderActions key="a" order={o} />,
            <Link key="d" to={sharingPaths.orderDetail(o.kind, o.id)}>
              {L.orderDetail}
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
                  {kindLabel(o.kind)} · {L.orderCode(o.orderCode)} ·{' '}
                  {side === 'buy' ? L.seller(o.seller.nickName) : L.buyer(o.buyer.nickName)}
                </span>
                <span>
                  {o.quantity} {o.unit} × {o.unitPrice} = <Price coins={o.amount} /> · {L.orderedAt(formatDateTime(o.createTime))}
                </span>
              </Space>
            }
          />
        </List.Item>
      )}
    />
  );
}
