import { Link } from 'react-router';
import { Card, Pagination, Space, Spin, Tag } from 'antd';
import { DEMAND_STATUS_LABEL, type DemandCard } from '@xcb/shared/actions/employment';
import { employmentPaths } from '../paths.ts';
import { cappedTotalProps, type ListTotal } from '../../../components/listTotal.ts';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { DemandRow } from './DemandRows.tsx';

export { DemandRow, wan } from './DemandRows.tsx';

// Small shared pieces of the short-term hire pages.

const STATUS_COLOR: Record<number, string> = { 0: 'gold', 1: 'red', 2: 'orange', 3: 'green', 4: 'blue', 5: 'default' };

export function StatusTag({ status }: { status: number }) {
  return <Tag color={STATUS_COLOR[status] ?? 'default'}>{DEMAND_STATUS_LABEL[status] ?? '项目已终止'}</Tag>;
}

/** A page of demands with its pager, a spinner while loading, and the spec's empty text. `page` counts from 0. */
export function DemandList<T extends DemandCard>({
  query,
  page,
  pageSize = 6,
  onPage,
  extra,
  empty,
}: {
  query: { isLoading: boolean; data?: ({ recordList: T[] } & ListTotal) | undefined };
  page: number;
  pageSize?: number;
  onPage: (page: number) => void;
  extra?: (d: T) => React.ReactNode;
  /** what the list says when it has nothing, with the viewer's next step */
  empty?: React.ReactNode;
}) {
  if (query.isLoading) return <Spin />;
  if (!query.data || query.data.recordList.length === 0) return empty ?? <EmptyState text="暂无需求" />;
  return (
    <>
      {query.data.recordList.map((d) => (
        <DemandRow key={d.id} d={d} extra={extra?.(d)} />
      ))}
      <Pagination
        style={{ marginTop: 12, textAlign: 'right' }}
        current={page + 1}
        pageSize={pageSize}
        total={query.data.recordCount}
        onChange={(p) => onPage(p - 1)}
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
          订单详情：{d.needtitle} <StatusTag status={d.lHyhneedStatus} />
        </Space>
      }
      extra={<Link to={employmentPaths.demand(d.id)}>查看需求页</Link>}
    >
      {children}
    </Card>
  );
}
