import { R } from '../../../locale/recruitment.ts';
import { PositionTabs, ListTitle } from '../components/PositionBrowser.tsx';

/** job_wanted_list (login required): the same tabs under its own title. */
export function JobWantedListPage() {
  return (
    <div>
      <ListTitle page>{R.findJob}</ListTitle>
      <PositionTabs />
    </div>
  );
}
