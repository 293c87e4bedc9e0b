import { PublishForm } from '../components/PublishForm.tsx';

export const ProjectAddPage = () => <PublishForm kind="project" />;
