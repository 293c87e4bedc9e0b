import { Link } from 'react-router';
import { Card, Table } from 'antd';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { useCollections, useHistory } from '../api.ts';
import { NeedStatusTag, fmtTime } from './NeedBits.tsx';
import { personnelPaths } from '../paths.ts';
import { SITE_PAGER, usePaging } from '../../../components/usePaging.ts';

/** personnel_collection and personnel_history: demands I favoured or opened. */
export function NeedLog({ title, empty, which }: { title: string; empty: string; which: 'collections' | 'history' }) {
  const { page, pagination } = usePaging(10, SITE_PAGER);
  const collections = useCollections(page, which === 'collections');
  const history = useHistory(page, which === 'history');
  const { data, isLoading } = which === 'collections' ? collections : history;
  return (
    <Card title={title}>
      <Table
        rowKey="id"
        loading={isLoading}
        dataSource={data?.recordList ?? []}
        locale={{ emptyText: <EmptyState text={empty} /> }}
        pagination={pagination(data?.recordCount ?? 0)}
        columns={[
          { title: '需求', render: (_, n) => <Link to={personnelPaths.need(n.kind, n.id)}>{n.title}</Link> },
          { title: '类型', dataIndex: 'kindName' },
          { title: '城市', dataIndex: 'cityName' },
          { title: '预算（晶币）', dataIndex: 'budget' },
          { title: '状态', render: (_, n) => <NeedStatusTag n={n} /> },
          { title: '时间', render: (_, n) => fmtTime(n.at) },
        ]}
      />
    </Card>
  );
}
