import { useState } from 'react';
import { App, Button, Card, Result, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { ORDER_STATE, ORDER_STATE_LABEL, type Order } from '@xcb/shared/actions/courses';
import { errorText } from '../../../api/client.ts';
import { useOrderDetail } from '../api.ts';
import { CourseCover, Price } from '../components/CourseBits.tsx';
import { SettlementDialog } from '../components/SettlementDialog.tsx';
import { coursePaths } from '../paths.ts';
import { formatDateTime } from '../../../lib/date.ts';

/** spec /shopping_cart/orderpay?id&listId: the orders of one submission and their payment. */
export function OrderPayPage() {
  const [params] = useSearchParams();
  const listId = params.get('listId') ?? undefined;
  const orderId = Number(params.get('id')) || undefined;
  const { data, isLoading, error } = useOrderDetail(listId ? { listId } : { orderId });
  const [open, setOpen] = useState(false);
  const { message } = App.useApp();

  if (isLoading) return <Skeleton active style={{ padding: 24 }} />;
  if (error || !data)
    return (
      <Result
        status="404"
        title="订单不存在"
        subTitle={error ? errorText(error) : undefined}
        extra={<Link to={coursePaths.peopleCenter()}>我的学习</Link>}
      />
    );
  const unpaid = data.data.filter((o) => o.orderState === ORDER_STATE.unpaid);
  const paid = unpaid.length === 0 && data.data.some((o) => o.orderState === ORDER_STATE.paid || o.orderState === ORDER_STATE.reviewed);

  return (
    <div className="xcb-container" style={{ padding: '24px 0' }}>
      <Card title="确认订单">
        <Table<Order>
          rowKey="id"
          dataSource={data.data}
          pagination={false}
          columns={[
            {
              title: '课程',
              render: (_, o) => {
                const a = o.orderDetailsList[0]?.article;
                return a ? (
                  <Space>
                    <div style={{ width: 96 }}>
                      <CourseCover icon={a.icon} title={a.title} id={a.id} height={60} />
                    </div>
                    <div>
                      <Link to={coursePaths.show(a.id, a.authorid)}>{a.title}</Link>
                      <br />
                      <Typography.Text type="secondary">讲师：{o.saleUser.name}</Typography.Text>
                    </div>
                  </Space>
                ) : (
                  o.orderName
                );
              },
            },
            { title: '订单号', dataIndex: 'orderId' },
            { title: '价格', width: 130, render: (_, o) => <Price coins={o.orderPrice} /> },
            {
              title: '状态',
              width: 90,
              render: (_, o) => (
                <Tag color={o.orderState === 0 ? 'orange' : o.orderState === 1 || o.orderState === 5 ? 'green' : 'default'}>
                  {ORDER_STATE_LABEL[o.orderState]}
                </Tag>
              ),
            },
          ]}
        />
        {unpaid[0]?.expiresAt && (
          <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
            请在 {formatDateTime(unpaid[0].expiresAt)} 前完成支付，逾期订单将自动取消。
          </Typography.Paragraph>
        )}
        <div style={{ textAlign: 'right', marginTop: 16 }}>
          <Space size="large">
            <span>
              应付合计：
              <Price coins={data.totalPrice} />
            </span>
            <Button type="primary" danger size="large" disabled={unpaid.length === 0} onClick={() => setOpen(true)}>
              {paid ? '已支付' : unpaid.length === 0 ? '订单已关闭' : '立即支付'}
            </Button>
          </Space>
          {paid && (
            <div style={{ marginTop: 12 }}>
              <Link to={coursePaths.peopleCenter()}>去我的学习</Link>
            </div>
          )}
        </div>
      </Card>
      <SettlementDialog
        open={open}
        orderIds={unpaid.map((o) => o.id)}
        listId={data.data[0]?.listId ?? ''}
        total={data.totalPrice}
        onClose={() => setOpen(false)}
        onPaid={(msg) => {
          setOpen(false);
          void message.success(msg);
        }}
      />
    </div>
  );
}
