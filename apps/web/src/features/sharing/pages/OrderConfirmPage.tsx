import { useState } from 'react';
import { App, Button, Card, Checkbox, Form, Input, InputNumber, Result, Space, Typography } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { SHARING_MSG } from '@xcb/shared';
import { PHONE_PATTERN } from '@xcb/shared/rules';
import { type ShareItem, type ShareOrder } from '@xcb/shared/actions/sharing';
import { SHARE_L, SHARE_LIGHT } from '../../../locale/sharing.ts';
import { useAddOrder, useItem } from '../api.ts';
import { FormFields, maxLength, required, type Field } from '../components/FormFields.tsx';
import { Cover, Price, kindLabel } from '../components/ItemBits.tsx';
import { PayDialog } from '../components/OrderActions.tsx';
import { gate } from '../components/PageGate.tsx';
import { idParam, sharingPaths } from '../paths.ts';

const C = SHARE_L.confirm;

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
  const query = useItem(idParam(params));
  const { data } = query;
  if (!data) return gate(query, SHARING_MSG.notFound);
  const { item, mine } = data;
  if (mine)
    return (
      <Result
        status="warning"
        title={SHARING_MSG.ownItem}
        extra={<Link to={sharingPaths.details(item.kind, item.id)}>{C.backToItem}</Link>}
      />
    );
  return <OrderForm item={item} />;
}

function OrderForm({ item }: { item: ShareItem }) {
  const add = useAddOrder();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [form] = Form.useForm<OrderValues>();
  const quantity = Form.useWatch('quantity', form) ?? 1;
  const [order, setOrder] = useState<ShareOrder | null>(null);
  const unit = Math.round(Number(item.price) * 100);
  const total = ((unit * (quantity || 1)) / 100).toFixed(2);
  const submit = async (v: OrderValues) => {
    const r = await add.run(
      { itemId: item.id, quantity: v.quantity, remark: v.remark ?? '', contactName: v.contactName, contactPhone: v.contactPhone },
      { done: false },
    );
    if (r) setOrder(r.order);
  };
  const fields: Field[] = [
    {
      name: 'quantity',
      label: C.quantity(item.unit),
      rules: [required(SHARING_MSG.quantityInvalid)],
      control: <InputNumber min={1} max={99} precision={0} />,
    },
    {
      name: 'remark',
      label: C.remark,
      rules: [maxLength(500, SHARING_MSG.remarkMax)],
      control: <Input.TextArea rows={3} maxLength={500} showCount placeholder={C.remarkPlaceholder} />,
    },
    {
      name: 'contactName',
      label: C.contactName,
      rules: [{ required: true, whitespace: true, message: SHARING_MSG.contactNameRequired }],
      control: <Input maxLength={20} />,
    },
    {
      name: 'contactPhone',
      label: C.contactPhone,
      rules: [required(SHARING_MSG.contactPhoneInvalid), { pattern: PHONE_PATTERN, message: SHARING_MSG.contactPhoneInvalid }],
      control: <Input maxLength={11} />,
    },
    {
      name: 'agree',
      valuePropName: 'checked',
      rules: [{ validator: (_r, v) => (v ? Promise.resolve() : Promise.reject(new Error(C.agreeRequired))) }],
      control: (
        <Checkbox>
          {C.agree}
          <Link to={sharingPaths.agreement()} target="_blank">
            {SHARE_LIGHT.agreementLink}
          </Link>
        </Checkbox>
      ),
    },
  ];
  return (
    <div className="xcb-container" style={{ paddingBottom: 24 }}>
      <Card title={C.title(kindLabel(item.kind))}>
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
              <Typography.Text type="secondary">{C.provider(item.user.nickName, item.period)}</Typography.Text>
            </div>
          </div>
        </Space>
        <Form form={form} layout="vertical" onFinish={submit} initialValues={{ quantity: 1 }} style={{ maxWidth: 560 }}>
          <FormFields fields={fields} />
          <Space align="center" size="large">
            <span>
              {C.total}
              <Price coins={total} />
            </span>
            <Button type="primary" size="large" htmlType="submit" loading={add.isPending} disabled={!!order}>
              {C.submit}
            </Button>
          </Space>
        </Form>
      </Card>
      {order && (
        <PayDialog
          order={order}
          open
          onClose={() => {
            void message.info(C.saved);
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
