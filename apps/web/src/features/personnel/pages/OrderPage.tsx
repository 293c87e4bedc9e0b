import { Card } from 'antd';
import { ContractTable } from '../components/ContractTable.tsx';

/** spec personnel_order: the orders I serve (the firm's side). */
export function OrderPage() {
  return (
    <Card title="我的服务订单">
      <ContractTable role="serve" />
    </Card>
  );
}
