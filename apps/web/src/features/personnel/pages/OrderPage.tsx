import { Card } from 'antd';
import { ContractTable } from '../components/ContractTable.tsx';
import { PL } from '../../../locale/personnel.ts';

/** spec personnel_order: the orders I serve (the firm's side). */
export function OrderPage() {
  return (
    <Card title={PL.orders.serve}>
      <ContractTable role="serve" />
    </Card>
  );
}
