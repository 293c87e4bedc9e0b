import { MyItems } from '../components/MyItems.tsx';

export const MyProjectListPage = () => <MyItems kind="project" />;
