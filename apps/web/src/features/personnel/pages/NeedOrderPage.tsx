import { Card } from 'antd';
import { ContractTable } from '../components/ContractTable.tsx';
import { PL } from '../../../locale/personnel.ts';

/** spec personnel_need_order: the orders I need (the demander's side). */
export function NeedOrderPage() {
  return (
    <Card title={PL.orders.need}>
      <ContractTable role="need" />
    </Card>
  );
}
