import { useState } from 'react';
import { App, Button, Card, Checkbox, Form, Input, InputNumber, Result, Skeleton, Space, Typography } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { SHARING_MSG } from '@xcb/shared';
import { PHONE_PATTERN } from '@xcb/shared/rules';
import { type ShareOrder } from '@xcb/shared/actions/sharing';
import { errorText } from '../../../api/client.ts';
import { useAddOrder, useItem } from '../api.ts';
import { Cover, Price, kindLabel } from '../components/ItemBits.tsx';
import { PayDialog } from '../components/OrderActions.tsx';
import { sharingPaths } from '../paths.ts';

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
  const submit = async (v: OrderValues) => {
    const r = await add.run(
      { itemId: item.id, quantity: v.quantity, remark: v.remark ?? '', contactName: v.contactName, contactPhone: v.contactPhone },
      { done: false },
    );
    if (r) setOrder(r.order);
  };
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
