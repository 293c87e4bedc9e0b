import { Button, Result, Skeleton } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { SHARING_MSG } from '@xcb/shared';
import { SHARE_ORDER_STATE } from '@xcb/shared/actions/sharing';
import { useOrder } from '../api.ts';
import { sharingPaths } from '../paths.ts';

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
