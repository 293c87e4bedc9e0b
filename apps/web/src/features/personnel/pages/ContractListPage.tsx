import { Card, Tabs } from 'antd';
import { ContractTable } from '../components/ContractTable.tsx';
import { PL } from '../../../locale/personnel.ts';

/** spec personnel_contract_list: all my contracts, both sides. */
export function ContractListPage() {
  return (
    <Card title={PL.contracts.title}>
      <Tabs
        items={[
          { key: 'need', label: PL.contracts.asDemander, children: <ContractTable role="need" /> },
          { key: 'serve', label: PL.contracts.asProvider, children: <ContractTable role="serve" /> },
        ]}
      />
    </Card>
  );
}
