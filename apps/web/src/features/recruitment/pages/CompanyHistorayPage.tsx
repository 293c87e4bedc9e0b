import { Link } from 'react-router';
import { Card } from 'antd';
import { when } from '../components/bits.tsx';
import { rp } from '../paths.ts';
import { PagedTable, usePagedRecruit } from '../components/lists.tsx';
import { RP } from '../../../locale/recruitment-pages.ts';

/** company_historay: positions I viewed. */
export function CompanyHistorayPage() {
  const { table } = usePagedRecruit('positionHistory', {}, { fresh: true });
  return (
    <Card title={RP.history.title}>
      <PagedTable
        {...table}
        columns={[
          { title: RP.col.position, render: (_, p) => <Link to={rp.job(p.id)}>{p.positionname}</Link> },
          { title: RP.col.company, render: (_, p) => <Link to={rp.company(p.companyId)}>{p.companyname}</Link> },
          { title: RP.col.city, dataIndex: 'city' },
          { title: RP.history.time, render: (_, p) => when(p.lookedTime) },
        ]}
      />
    </Card>
  );
}
