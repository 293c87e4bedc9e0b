import { Card, Pagination, Skeleton } from 'antd';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { useRecruit } from '../api.ts';
import { PositionItem } from './bits.tsx';
import { R } from '../../../locale/recruitment.ts';
import { useListPaging } from './lists.tsx';

export const idParam = (params: URLSearchParams) => Number(params.get('id')) || 0;

export function CompanyJobs({ companyId }: { companyId: number }) {
  const { page, pagination } = useListPaging();
  const { data, isLoading } = useRecruit('positionList', { ...page, companyId });
  const list = data?.data.recordList ?? [];
  return (
    <Card title={R.companyJobs}>
      {isLoading ? (
        <Skeleton active />
      ) : list.length === 0 ? (
        <EmptyState text={R.noData} compact />
      ) : (
        list.map((p) => <PositionItem key={p.id} p={p} />)
      )}
      <Pagination {...pagination(data?.data.recordCount)} />
    </Card>
  );
}
