import { ItemBrowser } from '../components/ItemBrowser.tsx';

export const ProjectListPage = () => <ItemBrowser kind="project" />;
