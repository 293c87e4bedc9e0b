import { Link } from 'react-router';
import { Card, Pagination, Space, Spin, type PaginationProps } from 'antd';
import type { DemandCard } from '@xcb/shared/actions/employment';
import { employmentPaths } from '../paths.ts';
import { cappedTotalProps, type ListTotal } from '../../../components/listTotal.ts';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { usePaging } from '../../../components/usePaging.ts';
import { DemandRow, StatusTag } from './DemandRows.tsx';
import { EL } from '../../../locale/employment.ts';

export { DemandRow, StatusTag, wan } from './DemandRows.tsx';

// Small shared pieces of the short-term hire pages.

/** The area's lists: 6 a page (spec §9), the pager without a total beside it. */
export const useDemandPaging = () => usePaging(6, {});

/** A page of demands with its pager (`pagination` from useDemandPaging), a spinner while loading, and the spec's empty text. */
export function DemandList<T extends DemandCard>({
  query,
  pagination,
  extra,
  empty,
}: {
  query: { isLoading: boolean; data?: ({ recordList: T[] } & ListTotal) | undefined };
  pagination: (total: number) => PaginationProps;
  extra?: (d: T) => React.ReactNode;
  /** what the list says when it has nothing, with the viewer's next step */
  empty?: React.ReactNode;
}) {
  if (query.isLoading) return <Spin />;
  if (!query.data || query.data.recordList.length === 0) return empty ?? <EmptyState text={EL.noDemands} />;
  return (
    <>
      {query.data.recordList.map((d) => (
        <DemandRow key={d.id} d={d} extra={extra?.(d)} />
      ))}
      <Pagination
        style={{ marginTop: 12, textAlign: 'right' }}
        {...pagination(query.data.recordCount)}
        showSizeChanger={false}
        {...cappedTotalProps(query.data)}
      />
    </>
  );
}

/** The head card of a demand's order page, for its publisher (order_details) and its worker (my_order_details). */
export function OrderCard({ d, children }: { d: Pick<DemandCard, 'id' | 'needtitle' | 'lHyhneedStatus'>; children: React.ReactNode }) {
  return (
    <Card
      title={
        <Space>
          {EL.order.title}
          {d.needtitle} <StatusTag status={d.lHyhneedStatus} />
        </Space>
      }
      extra={<Link to={employmentPaths.demand(d.id)}>{EL.order.viewDemand}</Link>}
    >
      {children}
    </Card>
  );
}
