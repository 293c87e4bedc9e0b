import { SolutionIcon } from '../../../components/light/icons/Solution.ts';
import { SearchIcon } from '../../../components/light/icons/Search.ts';
import { UsergroupAddIcon } from '../../../components/light/icons/UsergroupAdd.ts';
import { VideoCameraIcon } from '../../../components/light/icons/VideoCamera.ts';
import { BankIcon } from '../../../components/light/icons/Bank.ts';

/** The recruitment line's feature icons, in the order of its features in business-lines.ts. */
export const icons = [SearchIcon, UsergroupAddIcon, VideoCameraIcon, BankIcon];

/** The line's own icon (the landing page's hero; components/LineIcon.tsx draws the same). */
export const lineIcon = SolutionIcon;

/** The banner picture's drawn button (查看热门岗位), made a real one over the picture: the position list. */
export { HeroPicture } from '../components/HeroPicture.tsx';
export const heroAction = { label: '查看热门岗位', to: '/recruitment/job_wanted_list' };
