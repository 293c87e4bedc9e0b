import { Link } from 'react-router';
import { Card } from 'antd';
import { useRecruit } from '../api.ts';
import { when } from '../components/bits.tsx';
import { rp } from '../paths.ts';
import { PagedTable, useListPaging } from '../components/lists.tsx';

/** company_historay: positions I viewed. */
export function CompanyHistorayPage() {
  const { page, pagination } = useListPaging();
  const { data, isFetching } = useRecruit('positionHistory', page, { fresh: true });
  return (
    <Card title="浏览记录">
      <PagedTable
        list={data?.data}
        loading={isFetching}
        pagination={pagination}
        columns={[
          { title: '职位', render: (_, p) => <Link to={rp.job(p.id)}>{p.positionname}</Link> },
          { title: '企业', render: (_, p) => <Link to={rp.company(p.companyId)}>{p.companyname}</Link> },
          { title: '城市', dataIndex: 'city' },
          { title: '浏览时间', render: (_, p) => when(p.lookedTime) },
        ]}
      />
    </Card>
  );
}
