import { Button, Result } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { SHARING_MSG } from '@xcb/shared';
import { SHARE_ORDER_STATE } from '@xcb/shared/actions/sharing';
import { SHARE_L } from '../../../locale/sharing.ts';
import { useOrder } from '../api.ts';
import { gate } from '../components/PageGate.tsx';
import { idParam, sharingPaths } from '../paths.ts';

/** project_order_h / project_server_h?id=<order>: the paid order's result. */
export function OrderResultPage() {
  const [params] = useSearchParams();
  const { data, isLoading } = useOrder(idParam(params));
  // the spec's refusal, whatever the server said
  if (!data) return gate({ isLoading }, SHARING_MSG.orderNotFound);
  const o = data.order;
  const paid = o.state !== SHARE_ORDER_STATE.unpaid;
  const R = SHARE_L.result;
  return (
    <div className="xcb-container">
      <Result
        status={paid ? 'success' : 'info'}
        title={paid ? R.paid : R.unpaid}
        subTitle={paid ? R.paidText(o.orderCode, o.amount) : R.unpaidText(o.orderCode)}
        extra={[
          <Link key="d" to={sharingPaths.orderDetail(o.kind, o.id)}>
            <Button type="primary">{R.view}</Button>
          </Link>,
          <Link key="l" to={sharingPaths.list(o.kind === 'server' ? 'server' : 'project')}>
            <Button>{R.browse}</Button>
          </Link>,
        ]}
      />
    </div>
  );
}
