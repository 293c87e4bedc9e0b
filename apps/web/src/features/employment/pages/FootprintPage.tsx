import { VisitedDemands } from '../components/VisitedDemands.tsx';

export const FootprintPage = () => <VisitedDemands kind="footprints" />;
