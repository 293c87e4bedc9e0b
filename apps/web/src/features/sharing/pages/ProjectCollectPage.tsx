import { TimedList } from '../components/TimedList.tsx';

export const ProjectCollectPage = () => <TimedList which="collect" />;
