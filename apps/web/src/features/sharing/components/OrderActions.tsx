import { useState } from 'react';
import { Alert, App, Button, Input, Modal, Popconfirm, Rate, Space, Typography } from 'antd';
import { pausedByDispute, useDisputePaused } from '../../../api/disputes.ts';
import { SHARING_MSG } from '@xcb/shared';
import { SHARE_ORDER_STATE, SHARE_RATING_MSG, type ShareOrder } from '@xcb/shared/actions/sharing';
import { SHARE_ORDER_STEPS, canStep, type ShareOrderAction } from '@xcb/shared/states';
import { WalletPayDialog } from '../../../components/wallet/WalletPayDialog.tsx';
import { errorText } from '../../../api/client.ts';
import { DeliveryForm, RejectDeliveryDialog } from '../../../components/deliveries/Deliveries.tsx';
import { useCancelOrder, useConfirm, useDeliver, usePayOrder, useRateOrder, useRejectOrder } from '../api.ts';

/** The buyer pays an order with coins and the 6-digit payment password; the coins go into the order's escrow. */
export function PayDialog({
  order,
  open,
  onClose,
  onPaid,
}: {
  order: Pick<ShareOrder, 'id' | 'amount' | 'title'>;
  open: boolean;
  onClose: () => void;
  onPaid: (msg: string) => void;
}) {
  const pay = usePayOrder();
  return (
    <WalletPayDialog
      open={open}
      title="支付订单"
      summary={<p>订单：{order.title}</p>}
      amount={order.amount}
      missingPassword={SHARING_MSG.payPwdFirst}
      onClose={onClose}
      onPay={async (accountpwd) => onPaid((await pay.mutateAsync({ id: order.id, accountpwd })).msg)}
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 12 }}
        message="款项由平台托管，您确认验收后才付给服务方；服务方交付前可取消订单，款项原路退回钱包。"
      />
    </WalletPayDialog>
  );
}

const STAR_WORDS = ['', '很差', '较差', '一般', '满意', '非常满意'];

/** The buyer rates a completed order once: 1-5 stars and a comment (1-500 characters). */
export function RateDialog({ order, open, onClose }: { order: Pick<ShareOrder, 'id' | 'title'>; open: boolean; onClose: () => void }) {
  const [stars, setStars] = useState(0);
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const rate = useRateOrder();
  const { message } = App.useApp();
  const submit = () => {
    if (!stars) return setError(SHARE_RATING_MSG.starsRequired);
    if (!content.trim()) return setError(SHARE_RATING_MSG.ratingRequired);
    setError(null);
    rate.mutate(
      { id: order.id, stars, content: content.trim() },
      {
        onSuccess: (r) => {
          void message.success(r.msg);
          onClose();
        },
        onError: (e) => setError(errorText(e)),
      },
    );
  };
  return (
    <Modal
      open={open}
      title="评价订单"
      okText="提交评价"
      cancelText="取消"
      onOk={submit}
      confirmLoading={rate.isPending}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">订单：{order.title}</Typography.Paragraph>
      <Space align="center" style={{ marginBottom: 12 }} wrap>
        <Typography.Text>服务评分：</Typography.Text>
        <Rate
          value={stars}
          onChange={(v) => {
            setStars(v);
            setError(null);
          }}
          aria-label="星级"
        />
        {stars > 0 && <Typography.Text type="secondary">{STAR_WORDS[stars]}</Typography.Text>}
      </Space>
      <Input.TextArea
        aria-label="评价内容"
        rows={4}
        maxLength={500}
        showCount
        // the counter hangs below the box: room for it above the dialog's buttons
        style={{ marginBottom: 24 }}
        placeholder="说说服务质量、交付速度和沟通体验"
        value={content}
        onChange={(e) => {
          setContent(e.target.value);
          setError(null);
        }}
      />
      {error && <Alert type="error" showIcon message={error} style={{ marginTop: 12 }} />}
    </Modal>
  );
}

/** What the caller may do with an order now: pay, cancel, deliver (again), confirm or reject the delivery. */
export function OrderActions({ order, onPaid }: { order: ShareOrder; onPaid?: (msg: string) => void }) {
  const { message, modal } = App.useApp();
  const [paying, setPaying] = useState(false);
  const [delivering, setDelivering] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [rating, setRating] = useState(false);
  const [reason, setReason] = useState('');
  const cancel = useCancelOrder();
  const deliver = useDeliver();
  const reject = useRejectOrder();
  const confirm = useConfirm();
  // The buttons are the steps the server's table allows this side from this state.
  const paused = useDisputePaused(
    'sharing',
    order.id,
    order.state === SHARE_ORDER_STATE.delivered || order.state === SHARE_ORDER_STATE.rejected,
  );
  const can = (action: ShareOrderAction) => !pausedByDispute(paused, action) && canStep(SHARE_ORDER_STEPS, action, order.state, order.side);
  const seller = order.side === 'sell';
  return (
    <Space wrap>
      {can('pay') && (
        <Button type="primary" danger onClick={() => setPaying(true)}>
          去支付
        </Button>
      )}
      {can('deliver') && (
        <Button type="primary" onClick={() => setDelivering(true)}>
          {order.state === SHARE_ORDER_STATE.rejected ? '重新交付' : '提交交付'}
        </Button>
      )}
      {can('confirm') && (
        <Button
          type="primary"
          loading={confirm.isPending}
          onClick={() =>
            modal.confirm({
              title: '确认验收？',
              content: `确认后托管的 ${order.amount} 晶币将付给服务方，不能撤回。`,
              okText: '确认验收',
              cancelText: '再想想',
              onOk: () => confirm.run({ id: order.id }),
            })
          }
        >
          确认验收
        </Button>
      )}
      {can('rate') && order.rating === null && (
        <Button type="primary" onClick={() => setRating(true)}>
          评价
        </Button>
      )}
      {order.rating !== null && (
        <Typography.Text type="secondary" aria-label="我的评价">
          {order.side === 'sell' ? '需求方评价' : '已评价'} <Rate disabled value={order.rating} style={{ fontSize: 12 }} />
        </Typography.Text>
      )}
      {can('reject') && (
        <Button danger onClick={() => setRejecting(true)}>
          退回交付
        </Button>
      )}
      {can('cancel') && (
        <Popconfirm
          title="确定取消该订单？"
          description={
            <div style={{ maxWidth: 260 }}>
              {order.state === SHARE_ORDER_STATE.paid ? '已支付的款项将退回需求方钱包。' : '订单尚未支付。'}
              <Input.TextArea
                aria-label="取消原因"
                rows={2}
                maxLength={200}
                placeholder="取消原因（选填）"
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                style={{ marginTop: 8 }}
              />
            </div>
          }
          okText="取消订单"
          cancelText="不取消"
          onConfirm={() => void cancel.run({ id: order.id, reason })}
        >
          <Button danger loading={cancel.isPending}>
            {seller && order.state === SHARE_ORDER_STATE.paid ? '拒绝接单' : '取消订单'}
          </Button>
        </Popconfirm>
      )}
      {paying && (
        <PayDialog
          order={order}
          open
          onClose={() => setPaying(false)}
          onPaid={(msg) => {
            setPaying(false);
            if (onPaid) onPaid(msg);
            else void message.success(msg);
          }}
        />
      )}
      <DeliveryForm
        open={delivering}
        title={order.state === SHARE_ORDER_STATE.rejected ? '重新交付' : '提交交付'}
        placeholder="交付了什么、如何验收（如地址、账号、文档位置）"
        noteMax={1000}
        noteMessage={SHARING_MSG.deliveryRequired}
        onSubmit={(deliveryNote, deliveryFiles) => deliver.mutateAsync({ id: order.id, deliveryNote, deliveryFiles })}
        onClose={() => setDelivering(false)}
      />
      {rating && <RateDialog order={order} open onClose={() => setRating(false)} />}
      <RejectDeliveryDialog
        open={rejecting}
        onSubmit={(reason) => reject.mutateAsync({ id: order.id, reason })}
        onClose={() => setRejecting(false)}
      />
    </Space>
  );
}
