import { Card, Descriptions, Space, Steps, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { SHARING_MSG } from '@xcb/shared';
import { SHARE_ORDER_STATE, type ShareOrder } from '@xcb/shared/actions/sharing';
import { formatDateTime } from '../../../lib/date.ts';
import { SHARE_L } from '../../../locale/sharing.ts';
import { useOrder } from '../api.ts';
import { OrderStateTag, Price, kindLabel } from '../components/ItemBits.tsx';
import { OrderActions } from '../components/OrderActions.tsx';
import { gate } from '../components/PageGate.tsx';
import { idParam, sharingPaths } from '../paths.ts';
import { DeliveryHistory } from '../../../components/deliveries/Deliveries.tsx';
import { DisputePanel } from '../../../components/disputes/DisputePanel.tsx';

const stepOf = (o: ShareOrder) =>
  o.state === SHARE_ORDER_STATE.completed
    ? 4
    : o.state === SHARE_ORDER_STATE.delivered || o.state === SHARE_ORDER_STATE.rejected
      ? 2
      : o.state === SHARE_ORDER_STATE.paid
        ? 1
        : 0;

const O = SHARE_L.order;

/** order_detail_project / order_detail_server?id: the order's progress, escrow, delivery and the next step. */
export function OrderDetailPage() {
  const [params] = useSearchParams();
  const query = useOrder(idParam(params));
  const { data } = query;
  if (!data) return gate(query, SHARING_MSG.orderNotFound);
  const { order: o, escrow, deliveries } = data;
  const closed = o.state === SHARE_ORDER_STATE.cancelled || o.state === SHARE_ORDER_STATE.refunded;
  return (
    <div className="xcb-container" style={{ paddingBottom: 24 }}>
      <Card
        title={
          <Space>
            {O.title(kindLabel(o.kind))} <OrderStateTag state={o.state} />
          </Space>
        }
        extra={<Link to={o.side === 'sell' ? sharingPaths.serverOrders() : sharingPaths.needOrders()}>{O.back}</Link>}
      >
        {closed ? (
          <Typography.Paragraph type="secondary">
            {O.cancelled(o.cancelledTime ? formatDateTime(o.cancelledTime) : '', o.cancelReason)}
            {o.state === SHARE_ORDER_STATE.refunded ? O.refundedTail : O.closedTail}
          </Typography.Paragraph>
        ) : (
          <Steps
            current={stepOf(o)}
            style={{ marginBottom: 24 }}
            items={[o.createTime, o.paidTime, o.deliveredTime, o.completedTime].map((time, i) => ({
              title: O.steps[i],
              description: time ? formatDateTime(time) : '',
            }))}
          />
        )}
        <Descriptions bordered column={{ xs: 1, sm: 2 }} size="small">
          <Descriptions.Item label={O.code}>{o.orderCode}</Descriptions.Item>
          <Descriptions.Item label={kindLabel(o.kind)}>
            <Link to={sharingPaths.details(o.kind, o.itemId)}>{o.title}</Link>
          </Descriptions.Item>
          <Descriptions.Item label={O.unitPrice}>{O.unitPriceText(o.unitPrice, o.unit)}</Descriptions.Item>
          <Descriptions.Item label={O.quantity}>{o.quantity}</Descriptions.Item>
          <Descriptions.Item label={O.amount}>
            <Price coins={o.amount} />
          </Descriptions.Item>
          <Descriptions.Item label={O.escrow}>
            {escrow ? O.escrowText(escrow.held, escrow.released, escrow.returned) : O.unpaid}
          </Descriptions.Item>
          <Descriptions.Item label={O.buyer}>{o.buyer.nickName}</Descriptions.Item>
          <Descriptions.Item label={O.seller}>{o.seller.nickName}</Descriptions.Item>
          <Descriptions.Item label={O.contactName}>{o.contactName}</Descriptions.Item>
          <Descriptions.Item label={O.contactPhone}>{o.contactPhone}</Descriptions.Item>
          <Descriptions.Item label={O.remark} span={2}>
            {o.remark || O.none}
          </Descriptions.Item>
        </Descriptions>
        <Typography.Title level={5} style={{ marginTop: 20 }}>
          {O.deliveries}
        </Typography.Title>
        {o.state === SHARE_ORDER_STATE.rejected && (
          <Typography.Paragraph type="warning">{o.side === 'sell' ? O.rejectedSeller : O.rejectedBuyer}</Typography.Paragraph>
        )}
        <DeliveryHistory records={deliveries} />
        <div style={{ marginTop: 16 }}>
          <OrderActions order={o} />
        </div>
        {o.side !== 'staff' && <DisputePanel kind="sharing" refId={o.id} />}
      </Card>
    </div>
  );
}
