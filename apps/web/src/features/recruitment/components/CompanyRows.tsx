import { Link } from 'react-router';
import { Space, Table } from 'antd';
import { CompanyLogo, when } from './bits.tsx';
import { rp } from '../paths.ts';
import { empty } from './lists.tsx';

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
          title: '企业',
          render: (_, c) => (
            <Space>
              <CompanyLogo src={c.companyTx} size={32} />
              <Link to={rp.company(c.id)}>{c.companyName}</Link>
            </Space>
          ),
        },
        { title: '在招职位', dataIndex: 'positionCount' },
        { title: '时间', render: (_, c) => when(c.at) },
        { title: '操作', render: (_, c) => action(c.id) },
      ]}
    />
  );
}
