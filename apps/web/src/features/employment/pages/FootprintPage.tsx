import { useFootprints } from '../api.ts';
import { useDemandPaging } from '../components/DemandBits.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { employmentPaths } from '../paths.ts';
import { Paged } from '../components/PagedDemands.tsx';

export function FootprintPage() {
  const { page, pagination } = useDemandPaging();
  return (
    <Paged
      title="我的足迹"
      query={useFootprints(page)}
      pagination={pagination}
      empty={<EmptyState text="还没有浏览过需求" action={{ label: '去看看需求', to: employmentPaths.list() }} />}
    />
  );
}
