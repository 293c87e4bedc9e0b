import { TalentsPanel as Panel } from '../../../components/matching/TalentsPanel.tsx';
import { useRecruit } from '../api.ts';
import { R } from '../../../locale/recruitment.ts';
import { rp } from '../paths.ts';

/** 推荐人才 for one of the company's positions, in a drawer over management_job (?talents=id). */
export function TalentsPanel({ positionId: id }: { positionId: number }) {
  const position = useRecruit('positionDetail', { id }, { enabled: id > 0, silent: true });
  return <Panel target="position" id={id} title={position.data?.data.positionname} edit={{ label: R.editJob, to: rp.addJob(id) }} />;
}
