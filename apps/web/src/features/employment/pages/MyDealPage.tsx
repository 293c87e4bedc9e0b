import { Link, useSearchParams } from 'react-router';
import { Alert, Card, Space, Spin } from 'antd';
import { DEMAND_STATUS, type DemandCard } from '@xcb/shared/actions/employment';
import { DEMAND_STEPS, canStep } from '@xcb/shared/states';
import { useDemand, useMyDemands } from '../api.ts';
import { DemandRow, StatusTag, useDemandPaging } from '../components/DemandBits.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { employmentPaths } from '../paths.ts';
import { Paged } from '../components/PagedDemands.tsx';
import { EL } from '../../../locale/employment.ts';

/** The state of one of my demands and its next step. */
function DealExtra({ d }: { d: DemandCard & { payPrice: string; auditReason: string | null } }) {
  return (
    <Space direction="vertical" size={2} align="end">
      <StatusTag status={d.lHyhneedStatus} />
      <span style={{ fontSize: 12 }}>{EL.deal.balance(d.payPrice)}</span>
      {canStep(DEMAND_STEPS, 'edit', d.lHyhneedStatus, 'owner') && (
        <Link to={employmentPaths.editDemand(d.id)} title={d.auditReason ?? undefined}>
          {EL.editResubmit}
        </Link>
      )}
      <Link to={employmentPaths.orderDetails(d.id)}>
        {canStep(DEMAND_STEPS, 'payDeposit', d.lHyhneedStatus, 'owner') ? EL.payDeposit : EL.orderDetails}
      </Link>
      {d.lHyhneedStatus === DEMAND_STATUS.recruiting && <Link to={`${employmentPaths.demand(d.id)}#talents`}>{EL.recommendTalents}</Link>}
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
        <Card
          size="small"
          title={EL.deal.focus}
          extra={<Link to={employmentPaths.myDeal()}>{EL.deal.listOnly}</Link>}
          data-testid="my-deal-focus"
        >
          {focus.isLoading ? (
            <Spin />
          ) : focus.data?.isOwner ? (
            <DemandRow d={focus.data} extra={<DealExtra d={focus.data} />} />
          ) : (
            <Alert type="warning" showIcon title={EL.deal.notMine} />
          )}
        </Card>
      )}
      <Paged
        title={EL.deal.title}
        query={q}
        pagination={pagination}
        extra={(d) => <DealExtra d={d} />}
        empty={<EmptyState text={EL.noDemands} description={EL.deal.empty} action={{ label: EL.publish, to: employmentPaths.publish() }} />}
      />
    </Space>
  );
}
