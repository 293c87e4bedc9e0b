import { VisitedDemands } from '../components/VisitedDemands.tsx';

export const MyOutercollectPage = () => <VisitedDemands kind="collects" />;
