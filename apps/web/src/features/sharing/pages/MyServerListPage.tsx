import { MyItems } from '../components/MyItems.tsx';

export const MyServerListPage = () => <MyItems kind="server" />;
