import type { DemandCard } from '@xcb/shared/actions/employment';
import { useFootprints, useMyCollects } from '../api.ts';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { EL } from '../../../locale/employment.ts';
import { employmentPaths } from '../paths.ts';
import { useDemandPaging } from './DemandBits.tsx';
import { Paged } from './PagedDemands.tsx';

/** my_footprint and my_outercollect: the demands I looked at or kept, and the way back to the market when none. */
export function VisitedDemands({ kind }: { kind: 'footprints' | 'collects' }) {
  const { page, pagination } = useDemandPaging();
  // both hooks every render (the rules of hooks); only the page's own list is fetched
  const footprints = useFootprints(page, kind === 'footprints');
  const collects = useMyCollects(page, kind === 'collects');
  const t = EL.timed[kind];
  return (
    <Paged<DemandCard>
      title={t.title}
      query={kind === 'footprints' ? footprints : collects}
      pagination={pagination}
      empty={<EmptyState text={t.empty} action={{ label: EL.browse, to: employmentPaths.list() }} />}
    />
  );
}
