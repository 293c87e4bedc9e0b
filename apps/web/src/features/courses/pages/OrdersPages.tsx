import { useState } from 'react';
import { App, Button, Card, List, Pagination, Popconfirm, Space, Tabs, Tag, Typography } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { COURSE_MSG } from '@xcb/shared';
import { ORDER_STATE, ORDER_STATE_LABEL, type Order } from '@xcb/shared/actions/courses';
import { errorText } from '../../../api/client.ts';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { useOrders, useRefund } from '../api.ts';
import { CourseCover, Price } from '../components/CourseBits.tsx';
import { coursePaths } from '../paths.ts';
import { formatDateTime } from '../../../lib/date.ts';

const TABS = [
  { key: 'all', label: '全部订单', q: {} },
  { key: 'unpaid', label: '待支付', q: { orderType: 0 } },
  { key: 'paid', label: '已支付', q: { orderType: 1, orderType1: 5 } },
] as const;
export type OrderTab = (typeof TABS)[number]['key'];

function OrderRow({ o, side }: { o: Order; side: 'buy' | 'sale' }) {
  const a = o.orderDetailsList[0]?.article;
  const navigate = useNavigate();
  const refund = useRefund();
  const { message } = App.useApp();
  const actions =
    side === 'sale'
      ? []
      : [
          o.orderState === ORDER_STATE.unpaid && (
            <Button key="pay" type="primary" danger onClick={() => void navigate(coursePaths.orderPay(o.id, o.listId))}>
              去支付
            </Button>
          ),
          (o.orderState === ORDER_STATE.paid || o.orderState === ORDER_STATE.reviewed) && a && (
            <Button key="learn" type="primary" onClick={() => void navigate(coursePaths.study(a.id))}>
              去学习
            </Button>
          ),
          o.orderState === ORDER_STATE.paid && a && (
            <Button key="review" onClick={() => void navigate(coursePaths.comments(o.id, a.id))}>
              评价
            </Button>
          ),
          o.refundable && (
            <Popconfirm
              key="refund"
              title="确定退款？"
              description="未开始学习的课程可退款一次，晶币退回钱包"
              onConfirm={() =>
                refund.mutate(o.id, { onSuccess: (r) => void message.success(r.msg), onError: (e) => void message.error(errorText(e)) })
              }
            >
              <Button loading={refund.isPending}>申请退款</Button>
            </Popconfirm>
          ),
        ].filter(Boolean);
  return (
    <List.Item actions={actions}>
      <List.Item.Meta
        avatar={a ? <div style={{ width: 120 }}>{<CourseCover icon={a.icon} title={a.title} id={a.id} height={72} />}</div> : null}
        title={
          <Space wrap>
            {a ? <Link to={coursePaths.show(a.id, a.authorid)}>{a.title}</Link> : o.orderName}
            <Tag color={o.orderState === 0 ? 'orange' : o.orderState === 1 ? 'green' : o.orderState === 5 ? 'blue' : 'default'}>
              {ORDER_STATE_LABEL[o.orderState]}
            </Tag>
          </Space>
        }
        description={
          <Space direction="vertical" size={0}>
            <span>
              订单号 {o.orderId} · {formatDateTime(o.orderCreatetime)}
            </span>
            <span>
              {side === 'buy' ? `讲师：${o.saleUser.name}` : `买家：${o.buyUser.name}`} · <Price coins={o.orderPrice} />
              {o.payMode === 'key' ? '（企业密钥支付）' : ''}
            </span>
            {/* A paid order the buyer may not refund has learning recorded: say so where the button was. */}
            {side === 'buy' && !o.refundable && (o.orderState === ORDER_STATE.paid || o.orderState === ORDER_STATE.reviewed) && (
              <Typography.Text type="secondary" data-testid={`refund-closed-${o.id}`}>
                {COURSE_MSG.refundLearned}
              </Typography.Text>
            )}
          </Space>
        }
      />
    </List.Item>
  );
}

/**
 * spec /people_center (my learning): order_buyList with tabs all / awaiting payment / paid, page 5. The
 * tab is kept in ?tab= so a link (the legacy /shopping_cart/step pages) can open one.
 */
export function PeopleCenterPage() {
  const [params, setParams] = useSearchParams();
  const tab: OrderTab = TABS.find((t) => t.key === params.get('tab'))?.key ?? 'all';
  const [page, setPage] = useState(1);
  const q = TABS.find((t) => t.key === tab)?.q ?? {};
  const { data, isLoading } = useOrders('buy', { pageNum: page - 1, ...q });
  return (
    <div className="xcb-container" style={{ padding: '24px 0' }}>
      <Card title="我的学习" extra={<Link to={coursePaths.cart()}>购物车</Link>}>
        <Tabs
          activeKey={tab}
          onChange={(k) => {
            setParams(k === 'all' ? {} : { tab: k }, { replace: true });
            setPage(1);
          }}
          items={TABS.map((t) => ({ key: t.key, label: t.label }))}
        />
        <List
          loading={isLoading}
          dataSource={data?.recordList ?? []}
          locale={{ emptyText: <EmptyState text={COURSE_MSG.noOrders} /> }}
          renderItem={(o) => <OrderRow o={o} side="buy" />}
        />
        {(data?.recordCount ?? 0) > 5 && (
          <Pagination align="center" current={page} pageSize={5} total={data?.recordCount} onChange={setPage} showSizeChanger={false} />
        )}
      </Card>
    </div>
  );
}

/** spec /sell_order: order_saleList, page 5, 暂无卖出订单记录. */
export function SellOrderPage() {
  const [page, setPage] = useState(1);
  const { data, isLoading } = useOrders('sale', { pageNum: page - 1 });
  return (
    <div className="xcb-container" style={{ padding: '24px 0' }}>
      <Card title="卖出订单">
        <List
          loading={isLoading}
          dataSource={data?.recordList ?? []}
          locale={{ emptyText: <EmptyState text={COURSE_MSG.noSales} /> }}
          renderItem={(o) => <OrderRow o={o} side="sale" />}
        />
        {(data?.recordCount ?? 0) > 5 && (
          <Pagination align="center" current={page} pageSize={5} total={data?.recordCount} onChange={setPage} showSizeChanger={false} />
        )}
        <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
          课程收入直接进入您的钱包，可在钱包账单中查看。
        </Typography.Paragraph>
      </Card>
    </div>
  );
}
