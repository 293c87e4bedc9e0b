import { Card, type PaginationProps } from 'antd';
import { type DemandCard } from '@xcb/shared/actions/employment';
import { DemandList } from './DemandBits.tsx';

// The short-term hire lists of the personal centre (menu group 30), 6 per page (spec §9).

export function Paged<T extends DemandCard>({
  title,
  query,
  extra,
  pagination,
  empty,
}: {
  title: string;
  empty?: React.ReactNode;
  query: { isLoading: boolean; data?: { recordList: T[]; recordCount: number } | undefined };
  extra?: (d: T) => React.ReactNode;
  pagination: (total: number) => PaginationProps;
}) {
  return (
    <Card title={title}>
      <DemandList query={query} pagination={pagination} extra={extra} empty={empty} />
    </Card>
  );
}
