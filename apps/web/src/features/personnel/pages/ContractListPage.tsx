import { Card, Tabs } from 'antd';
import { ContractTable } from '../components/ContractTable.tsx';

/** spec personnel_contract_list: all my contracts, both sides. */
export function ContractListPage() {
  return (
    <Card title="合同列表">
      <Tabs
        items={[
          { key: 'need', label: '我是需求方', children: <ContractTable role="need" /> },
          { key: 'serve', label: '我是服务方', children: <ContractTable role="serve" /> },
        ]}
      />
    </Card>
  );
}
