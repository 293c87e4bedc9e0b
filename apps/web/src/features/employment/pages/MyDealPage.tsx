import { Link, useSearchParams } from 'react-router';
import { Alert, Card, Space, Spin } from 'antd';
import { DEMAND_STATUS, type DemandCard } from '@xcb/shared/actions/employment';
import { DEMAND_STEPS, canStep } from '@xcb/shared/states';
import { useDemand, useMyDemands } from '../api.ts';
import { DemandRow, StatusTag, useDemandPaging } from '../components/DemandBits.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { employmentPaths } from '../paths.ts';
import { Paged } from '../components/PagedDemands.tsx';

/** The state of one of my demands and its next step. */
function DealExtra({ d }: { d: DemandCard & { payPrice: string; auditReason: string | null } }) {
  return (
    <Space direction="vertical" size={2} align="end">
      <StatusTag status={d.lHyhneedStatus} />
      <span style={{ fontSize: 12 }}>托管余额 {d.payPrice} 晶币</span>
      {canStep(DEMAND_STEPS, 'edit', d.lHyhneedStatus, 'owner') && (
        <Link to={employmentPaths.editDemand(d.id)} title={d.auditReason ?? undefined}>
          修改并重新提交
        </Link>
      )}
      <Link to={employmentPaths.orderDetails(d.id)}>
        {canStep(DEMAND_STEPS, 'payDeposit', d.lHyhneedStatus, 'owner') ? '缴纳保证金' : '订单详情'}
      </Link>
      {d.lHyhneedStatus === DEMAND_STATUS.recruiting && <Link to={`${employmentPaths.demand(d.id)}#talents`}>推荐人才</Link>}
    </Space>
  );
}

/** spec: my_deal?id — the demands I published, with their state and the next step; ?id (from a notice) puts that demand first. */
export function MyDealPage() {
  const [sp] = useSearchParams();
  const focusId = Number(sp.get('id') ?? 0) || 0;
  const { page, pagination } = useDemandPaging();
  const q = useMyDemands(page);
  const focus = useDemand(focusId);
  return (
    <Space direction="vertical" style={{ width: '100%' }} size={16}>
      {focusId > 0 && (
        <Card size="small" title="通知中的需求" extra={<Link to={employmentPaths.myDeal()}>只看列表</Link>} data-testid="my-deal-focus">
          {focus.isLoading ? (
            <Spin />
          ) : focus.data?.isOwner ? (
            <DemandRow d={focus.data} extra={<DealExtra d={focus.data} />} />
          ) : (
            <Alert type="warning" showIcon title="该需求不存在或不是您发布的" />
          )}
        </Card>
      )}
      <Paged
        title="我的需求"
        query={q}
        pagination={pagination}
        extra={(d) => <DealExtra d={d} />}
        empty={
          <EmptyState
            text="暂无需求"
            description="发布需求，服务方报名后在这里审核"
            action={{ label: '发布需求', to: employmentPaths.publish() }}
          />
        }
      />
    </Space>
  );
}
