import { ItemBrowser } from '../components/ItemBrowser.tsx';

export const ServerListPage = () => <ItemBrowser kind="server" />;
