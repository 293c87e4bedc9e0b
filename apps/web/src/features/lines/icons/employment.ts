import { ScheduleIcon } from '../../../components/light/icons/Schedule.ts';
import { FileAddIcon } from '../../../components/light/icons/FileAdd.ts';
import { SolutionIcon } from '../../../components/light/icons/Solution.ts';
import { SafetyCertificateIcon } from '../../../components/light/icons/SafetyCertificate.ts';
import { DesktopIcon } from '../../../components/light/icons/Desktop.ts';

/** The employment line's feature icons, in the order of its features in business-lines.ts. */
export const icons = [FileAddIcon, SolutionIcon, SafetyCertificateIcon, DesktopIcon];

/** The line's own icon (the landing page's hero; components/LineIcon.tsx draws the same). */
export const lineIcon = ScheduleIcon;

/** The banner picture's drawn button (立即发布需求), made a real one over the picture: the demand form. */
export { HeroPicture } from '../components/HeroPicture.tsx';
export const heroAction = { label: '立即发布需求', to: '/employment/free_need' };
