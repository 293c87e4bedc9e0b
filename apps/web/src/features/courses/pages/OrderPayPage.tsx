import { useState } from 'react';
import { App, Button, Card, Space, Table, Tag, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { COURSE_MSG } from '@xcb/shared';
import { ORDER_STATE, ORDER_STATE_LABEL, type Order } from '@xcb/shared/actions/courses';
import { useOrderDetail } from '../api.ts';
import { Price } from '../components/CourseBits.tsx';
import { CourseSummary } from '../components/CourseSummary.tsx';
import { PageFailure, PageSkeleton } from '../components/PageStates.tsx';
import { SettlementDialog } from '../components/SettlementDialog.tsx';
import { coursePaths } from '../paths.ts';
import { formatDateTime } from '../../../lib/date.ts';
import { COURSE_L } from '../../../locale/courses.ts';

const T = COURSE_L.pay;

/** spec /shopping_cart/orderpay?id&listId: the orders of one submission and their payment. */
export function OrderPayPage() {
  const [params] = useSearchParams();
  const listId = params.get('listId') ?? undefined;
  const orderId = Number(params.get('id')) || undefined;
  const { data, isLoading, error } = useOrderDetail(listId ? { listId } : { orderId });
  const [open, setOpen] = useState(false);
  const { message } = App.useApp();

  if (isLoading) return <PageSkeleton />;
  if (error || !data)
    return (
      <PageFailure
        status="404"
        title={COURSE_MSG.orderNotFound}
        error={error}
        back={{ to: coursePaths.peopleCenter(), label: COURSE_L.myLearning }}
      />
    );
  const unpaid = data.data.filter((o) => o.orderState === ORDER_STATE.unpaid);
  const paid = unpaid.length === 0 && data.data.some((o) => o.orderState === ORDER_STATE.paid || o.orderState === ORDER_STATE.reviewed);

  return (
    <div className="xcb-container" style={{ padding: '24px 0' }}>
      <Card title={T.title}>
        <Table<Order>
          rowKey="id"
          dataSource={data.data}
          pagination={false}
          columns={[
            {
              title: COURSE_L.course,
              render: (_, o) => {
                const a = o.orderDetailsList[0]?.article;
                return a ? (
                  <CourseSummary
                    course={a}
                    title={
                      <>
                        <Link to={coursePaths.show(a.id, a.authorid)}>{a.title}</Link>
                        <br />
                      </>
                    }
                    note={COURSE_L.teacher(o.saleUser.name)}
                  />
                ) : (
                  o.orderName
                );
              },
            },
            { title: T.orderNo, dataIndex: 'orderId' },
            { title: COURSE_L.price, width: 130, render: (_, o) => <Price coins={o.orderPrice} /> },
            {
              title: COURSE_L.state,
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
            {T.deadline(formatDateTime(unpaid[0].expiresAt))}
          </Typography.Paragraph>
        )}
        <div style={{ textAlign: 'right', marginTop: 16 }}>
          <Space size="large">
            <span>
              {T.total}
              <Price coins={data.totalPrice} />
            </span>
            <Button type="primary" danger size="large" disabled={unpaid.length === 0} onClick={() => setOpen(true)}>
              {paid ? T.paid : unpaid.length === 0 ? T.closed : T.payNow}
            </Button>
          </Space>
          {paid && (
            <div style={{ marginTop: 12 }}>
              <Link to={coursePaths.peopleCenter()}>{T.toLearning}</Link>
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
