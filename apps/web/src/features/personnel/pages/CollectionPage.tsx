import { NeedLog } from '../components/NeedLog.tsx';

export function CollectionPage() {
  return <NeedLog title="我的收藏" empty="暂无收藏记录！" which="collections" />;
}
