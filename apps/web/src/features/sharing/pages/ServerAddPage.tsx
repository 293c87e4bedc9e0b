import { PublishForm } from '../components/PublishForm.tsx';

export const ServerAddPage = () => <PublishForm kind="server" />;
