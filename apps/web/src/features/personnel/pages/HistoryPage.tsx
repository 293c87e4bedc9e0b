import { NeedLog } from '../components/NeedLog.tsx';

export function HistoryPage() {
  return <NeedLog title="浏览记录" empty="暂无浏览记录" which="history" />;
}
