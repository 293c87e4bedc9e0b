import { Card } from 'antd';
import { useCollections, useHistory } from '../api.ts';
import { NeedStatusTag } from './NeedBits.tsx';
import { PagedTable } from './Lists.tsx';
import { PL } from '../../../locale/personnel.ts';

/** personnel_collection and personnel_history: demands I favoured or opened. */
export function NeedLog({ title, empty, which }: { title: string; empty: string; which: 'collections' | 'history' }) {
  return (
    <Card title={title}>
      <PagedTable
        rowKey="id"
        // one page shows one of the two lists for its whole life
        useList={which === 'collections' ? useCollections : useHistory}
        empty={empty}
        columns={(col) => [
          col.need((n) => n),
          { title: PL.col.kind, dataIndex: 'kindName' },
          { title: PL.col.city, dataIndex: 'cityName' },
          { title: PL.col.budget, dataIndex: 'budget' },
          { title: PL.col.status, render: (_, n) => <NeedStatusTag n={n} /> },
          col.time(PL.col.time, (n) => n.at),
        ]}
      />
    </Card>
  );
}
