import { HydrateApart } from '../../../components/HydrateApart.tsx';
import { HotPositions } from '../components/HotPositions.tsx';
import { R } from '../../../locale/recruitment.ts';
import { HotCompanies, PositionTabs, ListTitle } from '../components/PositionBrowser.tsx';

/** /recruitment (public): hot positions and companies, then the full list with filters. */
export function RecruitmentPage() {
  return (
    <div>
      <HydrateApart>
        <HotPositions />
      </HydrateApart>
      <HydrateApart>
        <HotCompanies />
      </HydrateApart>
      <ListTitle>{R.positions}</ListTitle>
      <HydrateApart>
        <PositionTabs />
      </HydrateApart>
    </div>
  );
}
