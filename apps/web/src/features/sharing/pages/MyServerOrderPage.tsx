import { OrderList } from '../components/OrderList.tsx';

export const MyServerOrderPage = () => <OrderList side="sell" />;
