import { useState } from 'react';
import {
  App,
  Button,
  Card,
  Checkbox,
  Descriptions,
  Form,
  Input,
  InputNumber,
  List,
  Pagination,
  Result,
  Skeleton,
  Space,
  Steps,
  Tabs,
  Typography,
} from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { SHARING_MSG } from '@xcb/shared';
import { PHONE_PATTERN } from '@xcb/shared/rules';
import { SHARE_ORDER_STATE, type ShareOrder } from '@xcb/shared/actions/sharing';
import { errorText } from '../../../api/client.ts';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { formatDateTime } from '../../../lib/date.ts';
import { useAddOrder, useItem, useOrder, useOrders } from '../api.ts';
import { Cover, OrderStateTag, Price, kindLabel } from '../components/ItemBits.tsx';
import { OrderActions, PayDialog } from '../components/OrderActions.tsx';
import { sharingPaths } from '../paths.ts';
import { DeliveryHistory } from '../../../components/deliveries/Deliveries.tsx';
import { DisputePanel } from '../../../components/disputes/DisputePanel.tsx';

interface OrderValues {
  quantity: number;
  remark?: string;
  contactName: string;
  contactPhone: string;
  agree: boolean;
}

/** project_order_q / project_server_q?id=<item>: the order form, then payment into escrow. */
export function OrderConfirmPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const { data, isLoading, error } = useItem(id);
  const add = useAddOrder();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [form] = Form.useForm<OrderValues>();
  const quantity = Form.useWatch('quantity', form) ?? 1;
  const [order, setOrder] = useState<ShareOrder | null>(null);
  if (isLoading) return <Skeleton active className="xcb-container" />;
  if (!data) return <Result status="404" title={error ? errorText(error) : SHARING_MSG.notFound} />;
  const { item, mine } = data;
  if (mine)
    return (
      <Result status="warning" title={SHARING_MSG.ownItem} extra={<Link to={sharingPaths.details(item.kind, item.id)}>返回详情</Link>} />
    );
  const unit = Math.round(Number(item.price) * 100);
  const total = ((unit * (quantity || 1)) / 100).toFixed(2);
  const submit = (v: OrderValues) =>
    add.mutate(
      { itemId: item.id, quantity: v.quantity, remark: v.remark ?? '', contactName: v.contactName, contactPhone: v.contactPhone },
      { onSuccess: (r) => setOrder(r.order), onError: (e) => void message.error(errorText(e)) },
    );
  return (
    <div className="xcb-container" style={{ paddingBottom: 24 }}>
      <Card title={`确认订单 · ${kindLabel(item.kind)}`}>
        <Space align="start" size="large" style={{ marginBottom: 24 }}>
          <div style={{ width: 180 }}>
            <Cover item={item} height={110} />
          </div>
          <div>
            <Typography.Title level={4} style={{ marginTop: 0 }}>
              {item.title}
            </Typography.Title>
            <Typography.Paragraph type="secondary">{item.summary}</Typography.Paragraph>
            <Price coins={item.price} unit={item.unit} />
            <div>
              <Typography.Text type="secondary">
                服务方：{item.user.nickName} · 交付周期 {item.period} 天
              </Typography.Text>
            </div>
          </div>
        </Space>
        <Form form={form} layout="vertical" onFinish={submit} initialValues={{ quantity: 1 }} style={{ maxWidth: 560 }}>
          <Form.Item name="quantity" label={`数量（${item.unit}）`} rules={[{ required: true, message: SHARING_MSG.quantityInvalid }]}>
            <InputNumber min={1} max={99} precision={0} />
          </Form.Item>
          <Form.Item name="remark" label="需求说明" rules={[{ max: 500, message: SHARING_MSG.remarkMax }]}>
            <Input.TextArea rows={3} maxLength={500} showCount placeholder="您的具体要求、时间安排等" />
          </Form.Item>
          <Form.Item
            name="contactName"
            label="联系人"
            rules={[{ required: true, whitespace: true, message: SHARING_MSG.contactNameRequired }]}
          >
            <Input maxLength={20} />
          </Form.Item>
          <Form.Item
            name="contactPhone"
            label="联系电话"
            rules={[
              { required: true, message: SHARING_MSG.contactPhoneInvalid },
              { pattern: PHONE_PATTERN, message: SHARING_MSG.contactPhoneInvalid },
            ]}
          >
            <Input maxLength={11} />
          </Form.Item>
          <Form.Item
            name="agree"
            valuePropName="checked"
            rules={[{ validator: (_r, v) => (v ? Promise.resolve() : Promise.reject(new Error('请先阅读并同意共享交易协议'))) }]}
          >
            <Checkbox>
              我已阅读并同意
              <Link to={sharingPaths.agreement()} target="_blank">
                《贤才宝共享交易协议》
              </Link>
            </Checkbox>
          </Form.Item>
          <Space align="center" size="large">
            <span>
              合计：
              <Price coins={total} />
            </span>
            <Button type="primary" size="large" htmlType="submit" loading={add.isPending} disabled={!!order}>
              提交订单并支付
            </Button>
          </Space>
        </Form>
      </Card>
      {order && (
        <PayDialog
          order={order}
          open
          onClose={() => {
            void message.info('订单已保存，可在“我的需求订单”中继续支付');
            void navigate(sharingPaths.orderDetail(order.kind, order.id));
          }}
          onPaid={(msg) => {
            void message.success(msg);
            void navigate(sharingPaths.orderH(order.kind, order.id));
          }}
        />
      )}
    </div>
  );
}

/** project_order_h / project_server_h?id=<order>: the paid order's result. */
export function OrderResultPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const { data, isLoading } = useOrder(id);
  if (isLoading) return <Skeleton active className="xcb-container" />;
  if (!data) return <Result status="404" title={SHARING_MSG.orderNotFound} />;
  const o = data.order;
  const paid = o.state !== SHARE_ORDER_STATE.unpaid;
  return (
    <div className="xcb-container">
      <Result
        status={paid ? 'success' : 'info'}
        title={paid ? '支付成功' : '订单待支付'}
        subTitle={
          paid
            ? `订单 ${o.orderCode}：${o.amount} 晶币已由平台托管，服务方交付、您验收后平台再付给服务方。`
            : `订单 ${o.orderCode} 尚未支付`
        }
        extra={[
          <Link key="d" to={sharingPaths.orderDetail(o.kind, o.id)}>
            <Button type="primary">查看订单</Button>
          </Link>,
          <Link key="l" to={sharingPaths.list(o.kind === 'server' ? 'server' : 'project')}>
            <Button>继续浏览</Button>
          </Link>,
        ]}
      />
    </div>
  );
}

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
function OrderList({ side }: { side: 'buy' | 'sell' }) {
  const [tab, setTab] = useState('all');
  const [pageNum, setPageNum] = useState(0);
  const { data, isLoading } = useOrders({ side, pageNum, ...(tab === 'all' ? {} : { state: Number(tab) }) });
  return (
    <Card title={side === 'buy' ? '我的需求订单' : '我的服务订单'}>
      <Tabs
        activeKey={tab}
        onChange={(k) => {
          setTab(k);
          setPageNum(0);
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
          <Pagination
            style={{ marginTop: 16 }}
            align="center"
            current={pageNum + 1}
            pageSize={10}
            total={data.recordCount}
            onChange={(p) => setPageNum(p - 1)}
            showSizeChanger={false}
          />
        </>
      )}
    </Card>
  );
}

export const NeedOrderPage = () => <OrderList side="buy" />;
export const ServerOrderPage = () => <OrderList side="sell" />;

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
