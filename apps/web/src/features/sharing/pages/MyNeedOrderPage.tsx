import { OrderList } from '../components/OrderList.tsx';

export const MyNeedOrderPage = () => <OrderList side="buy" />;
