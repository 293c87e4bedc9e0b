import { Button, List, Popconfirm, Space, Tag, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import { COURSE_MSG } from '@xcb/shared';
import { ORDER_STATE, ORDER_STATE_LABEL, type Order } from '@xcb/shared/actions/courses';
import { useRefund } from '../api.ts';
import { CourseCover, Price } from './CourseBits.tsx';
import { coursePaths } from '../paths.ts';
import { formatDateTime } from '../../../lib/date.ts';

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
              onConfirm={() => void refund.run({ orderId: o.id })}
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
