import { Button, List, Popconfirm, Space, Tag, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import { COURSE_MSG } from '@xcb/shared';
import { ORDER_STATE, ORDER_STATE_LABEL, type Order } from '@xcb/shared/actions/courses';
import { useRefund } from '../api.ts';
import { CourseCover, Price } from './CourseBits.tsx';
import { coursePaths } from '../paths.ts';
import { formatDateTime } from '../../../lib/date.ts';
import { COURSE_L } from '../../../locale/courses.ts';

const T = COURSE_L.order;

export function OrderRow({ o, side }: { o: Order; side: 'buy' | 'sale' }) {
  const a = o.orderDetailsList[0]?.article;
  const navigate = useNavigate();
  const refund = useRefund();
  const actions =
    side === 'sale'
      ? []
      : [
          o.orderState === ORDER_STATE.unpaid && (
            <Button key="pay" type="primary" danger onClick={() => void navigate(coursePaths.orderPay(o.id, o.listId))}>
              {T.pay}
            </Button>
          ),
          (o.orderState === ORDER_STATE.paid || o.orderState === ORDER_STATE.reviewed) && a && (
            <Button key="learn" type="primary" onClick={() => void navigate(coursePaths.study(a.id))}>
              {T.learn}
            </Button>
          ),
          o.orderState === ORDER_STATE.paid && a && (
            <Button key="review" onClick={() => void navigate(coursePaths.comments(o.id, a.id))}>
              {T.review}
            </Button>
          ),
          o.refundable && (
            <Popconfirm
              key="refund"
              title={T.refundConfirm}
              description={T.refundHint}
              onConfirm={() => void refund.run({ orderId: o.id })}
            >
              <Button loading={refund.isPending}>{T.refund}</Button>
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
            <span>{T.number(o.orderId, formatDateTime(o.orderCreatetime))}</span>
            <span>
              {side === 'buy' ? COURSE_L.teacher(o.saleUser.name) : T.buyer(o.buyUser.name)} · <Price coins={o.orderPrice} />
              {o.payMode === 'key' ? T.byKey : ''}
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
