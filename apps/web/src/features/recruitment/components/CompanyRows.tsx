import { Link } from 'react-router';
import { Space, Table } from 'antd';
import { CompanyLogo, when } from './bits.tsx';
import { rp } from '../paths.ts';
import { empty } from './lists.tsx';
import { R } from '../../../locale/recruitment.ts';
import { RP } from '../../../locale/recruitment-pages.ts';

export function CompanyRows({
  rows,
  action,
}: {
  rows: { id: number; companyName: string; companyTx: string | null; positionCount: number; at: string }[];
  action: (id: number) => React.ReactNode;
}) {
  return (
    <Table
      rowKey="id"
      locale={empty}
      dataSource={rows}
      pagination={false}
      columns={[
        {
          title: RP.col.company,
          render: (_, c) => (
            <Space>
              <CompanyLogo src={c.companyTx} size={32} />
              <Link to={rp.company(c.id)}>{c.companyName}</Link>
            </Space>
          ),
        },
        { title: R.companyJobs, dataIndex: 'positionCount' },
        { title: RP.col.time, render: (_, c) => when(c.at) },
        { title: RP.col.action, render: (_, c) => action(c.id) },
      ]}
    />
  );
}
