import { Card } from 'antd';
import { ContractTable } from '../components/ContractTable.tsx';

/** spec personnel_need_order: the orders I need (the demander's side). */
export function NeedOrderPage() {
  return (
    <Card title="我的需求订单">
      <ContractTable role="need" />
    </Card>
  );
}
