import { NeedLog } from '../components/NeedLog.tsx';
import { PL } from '../../../locale/personnel.ts';

export function CollectionPage() {
  return <NeedLog title={PL.log.collections} empty={PL.log.noCollections} which="collections" />;
}
