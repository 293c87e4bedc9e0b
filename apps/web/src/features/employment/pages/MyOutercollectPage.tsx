import { useMyCollects } from '../api.ts';
import { useDemandPaging } from '../components/DemandBits.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { employmentPaths } from '../paths.ts';
import { Paged } from '../components/PagedDemands.tsx';

export function MyOutercollectPage() {
  const { page, pagination } = useDemandPaging();
  return (
    <Paged
      title="我的收藏"
      query={useMyCollects(page)}
      pagination={pagination}
      empty={<EmptyState text="暂无收藏的需求" action={{ label: '去看看需求', to: employmentPaths.list() }} />}
    />
  );
}
