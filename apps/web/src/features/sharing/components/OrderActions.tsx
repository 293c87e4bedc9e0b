import { useState } from 'react';
import { Alert, App, Button, Input, Modal, Popconfirm, Rate, Space, Typography } from 'antd';
import { pausedByDispute, useDisputePaused } from '../../../api/disputes.ts';
import { SHARING_MSG } from '@xcb/shared';
import { SHARE_ORDER_STATE, SHARE_RATING_MSG, type ShareOrder } from '@xcb/shared/actions/sharing';
import { SHARE_ORDER_STEPS, canStep, type ShareOrderAction } from '@xcb/shared/states';
import { WalletPayDialog } from '../../../components/wallet/WalletPayDialog.tsx';
import { errorText } from '../../../api/client.ts';
import { DeliveryForm, RejectDeliveryDialog } from '../../../components/deliveries/Deliveries.tsx';
import { SHARE_L } from '../../../locale/sharing.ts';
import { useCancelOrder, useConfirm, useDeliver, usePayOrder, useRateOrder, useRejectOrder } from '../api.ts';

const A = SHARE_L.actions;

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
      title={A.payTitle}
      summary={<p>{A.orderOf(order.title)}</p>}
      amount={order.amount}
      missingPassword={SHARING_MSG.payPwdFirst}
      onClose={onClose}
      onPay={async (accountpwd) => onPaid((await pay.mutateAsync({ id: order.id, accountpwd })).msg)}
    >
      <Alert type="info" showIcon style={{ marginBottom: 12 }} message={A.escrowNote} />
    </WalletPayDialog>
  );
}

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
      title={A.rateTitle}
      okText={A.rateOk}
      cancelText={A.cancel}
      onOk={submit}
      confirmLoading={rate.isPending}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{A.orderOf(order.title)}</Typography.Paragraph>
      <Space align="center" style={{ marginBottom: 12 }} wrap>
        <Typography.Text>{A.stars}</Typography.Text>
        <Rate
          value={stars}
          onChange={(v) => {
            setStars(v);
            setError(null);
          }}
          aria-label={A.starsLabel}
        />
        {stars > 0 && <Typography.Text type="secondary">{A.starWords[stars]}</Typography.Text>}
      </Space>
      <Input.TextArea
        aria-label={A.rating}
        rows={4}
        maxLength={500}
        showCount
        // the counter hangs below the box: room for it above the dialog's buttons
        style={{ marginBottom: 24 }}
        placeholder={A.ratingPlaceholder}
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
  const deliverTitle = order.state === SHARE_ORDER_STATE.rejected ? A.redeliver : A.deliver;
  return (
    <Space wrap>
      {can('pay') && (
        <Button type="primary" danger onClick={() => setPaying(true)}>
          {A.pay}
        </Button>
      )}
      {can('deliver') && (
        <Button type="primary" onClick={() => setDelivering(true)}>
          {deliverTitle}
        </Button>
      )}
      {can('confirm') && (
        <Button
          type="primary"
          loading={confirm.isPending}
          onClick={() =>
            modal.confirm({
              title: A.confirmTitle,
              content: A.confirmText(order.amount),
              okText: A.confirm,
              cancelText: A.confirmCancel,
              onOk: () => confirm.run({ id: order.id }),
            })
          }
        >
          {A.confirm}
        </Button>
      )}
      {can('rate') && order.rating === null && (
        <Button type="primary" onClick={() => setRating(true)}>
          {A.rate}
        </Button>
      )}
      {order.rating !== null && (
        <Typography.Text type="secondary" aria-label={A.myRating}>
          {order.side === 'sell' ? A.buyerRated : A.rated} <Rate disabled value={order.rating} style={{ fontSize: 12 }} />
        </Typography.Text>
      )}
      {can('reject') && (
        <Button danger onClick={() => setRejecting(true)}>
          {A.reject}
        </Button>
      )}
      {can('cancel') && (
        <Popconfirm
          title={A.cancelTitle}
          description={
            <div style={{ maxWidth: 260 }}>
              {order.state === SHARE_ORDER_STATE.paid ? A.refundNote : A.unpaidNote}
              <Input.TextArea
                aria-label={A.cancelReason}
                rows={2}
                maxLength={200}
                placeholder={A.cancelReasonPlaceholder}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                style={{ marginTop: 8 }}
              />
            </div>
          }
          okText={A.cancelOrder}
          cancelText={A.keepOrder}
          onConfirm={() => void cancel.run({ id: order.id, reason })}
        >
          <Button danger loading={cancel.isPending}>
            {seller && order.state === SHARE_ORDER_STATE.paid ? A.refuse : A.cancelOrder}
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
        title={deliverTitle}
        placeholder={A.deliveryPlaceholder}
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
