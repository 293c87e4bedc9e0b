import { NeedLog } from '../components/NeedLog.tsx';
import { PL } from '../../../locale/personnel.ts';

export function HistoryPage() {
  return <NeedLog title={PL.log.history} empty={PL.log.noHistory} which="history" />;
}
