import { TimedList } from '../components/TimedList.tsx';

export const MyHistorayListPage = () => <TimedList which="history" />;
