import { Card, Descriptions, Result, Skeleton, Space, Steps, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { SHARING_MSG } from '@xcb/shared';
import { SHARE_ORDER_STATE, type ShareOrder } from '@xcb/shared/actions/sharing';
import { errorText } from '../../../api/client.ts';
import { formatDateTime } from '../../../lib/date.ts';
import { useOrder } from '../api.ts';
import { OrderStateTag, Price, kindLabel } from '../components/ItemBits.tsx';
import { OrderActions } from '../components/OrderActions.tsx';
import { sharingPaths } from '../paths.ts';
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

/** order_detail_project / order_detail_server?id: the order's progress, escrow, delivery and the next step. */
export function OrderDetailPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const { data, isLoading, error } = useOrder(id);
  if (isLoading) return <Skeleton active className="xcb-container" />;
  if (!data) return <Result status="404" title={error ? errorText(error) : SHARING_MSG.orderNotFound} />;
  const { order: o, escrow, deliveries } = data;
  const closed = o.state === SHARE_ORDER_STATE.cancelled || o.state === SHARE_ORDER_STATE.refunded;
  return (
    <div className="xcb-container" style={{ paddingBottom: 24 }}>
      <Card
        title={
          <Space>
            {kindLabel(o.kind)}订单详情 <OrderStateTag state={o.state} />
          </Space>
        }
        extra={<Link to={o.side === 'sell' ? sharingPaths.serverOrders() : sharingPaths.needOrders()}>返回订单列表</Link>}
      >
        {closed ? (
          <Typography.Paragraph type="secondary">
            订单已于 {o.cancelledTime ? formatDateTime(o.cancelledTime) : ''} 取消{o.cancelReason ? `，原因：${o.cancelReason}` : ''}
            {o.state === SHARE_ORDER_STATE.refunded ? '；托管款项已退回需求方钱包。' : '。'}
          </Typography.Paragraph>
        ) : (
          <Steps
            current={stepOf(o)}
            style={{ marginBottom: 24 }}
            items={[
              { title: '下单', description: formatDateTime(o.createTime) },
              { title: '支付托管', description: o.paidTime ? formatDateTime(o.paidTime) : '' },
              { title: '服务方交付', description: o.deliveredTime ? formatDateTime(o.deliveredTime) : '' },
              { title: '验收结算', description: o.completedTime ? formatDateTime(o.completedTime) : '' },
            ]}
          />
        )}
        <Descriptions bordered column={{ xs: 1, sm: 2 }} size="small">
          <Descriptions.Item label="订单号">{o.orderCode}</Descriptions.Item>
          <Descriptions.Item label={kindLabel(o.kind)}>
            <Link to={sharingPaths.details(o.kind, o.itemId)}>{o.title}</Link>
          </Descriptions.Item>
          <Descriptions.Item label="单价">
            {o.unitPrice} 晶币 / {o.unit}
          </Descriptions.Item>
          <Descriptions.Item label="数量">{o.quantity}</Descriptions.Item>
          <Descriptions.Item label="订单金额">
            <Price coins={o.amount} />
          </Descriptions.Item>
          <Descriptions.Item label="平台托管">
            {escrow ? `托管中 ${escrow.held} 晶币（已付服务方 ${escrow.released}，已退回 ${escrow.returned}）` : '尚未支付'}
          </Descriptions.Item>
          <Descriptions.Item label="需求方">{o.buyer.nickName}</Descriptions.Item>
          <Descriptions.Item label="服务方">{o.seller.nickName}</Descriptions.Item>
          <Descriptions.Item label="联系人">{o.contactName}</Descriptions.Item>
          <Descriptions.Item label="联系电话">{o.contactPhone}</Descriptions.Item>
          <Descriptions.Item label="需求说明" span={2}>
            {o.remark || '无'}
          </Descriptions.Item>
        </Descriptions>
        <Typography.Title level={5} style={{ marginTop: 20 }}>
          交付记录
        </Typography.Title>
        {o.state === SHARE_ORDER_STATE.rejected && (
          <Typography.Paragraph type="warning">
            {o.side === 'sell' ? '需求方退回了交付，请按退回原因修改后重新交付。' : '您已退回交付，等待服务方重新交付。'}
          </Typography.Paragraph>
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
