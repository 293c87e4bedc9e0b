import { BookIcon } from '../../../components/light/icons/Book.ts';
import { PlayCircleIcon } from '../../../components/light/icons/PlayCircle.ts';
import { UploadIcon } from '../../../components/light/icons/Upload.ts';
import { QuestionCircleIcon } from '../../../components/light/icons/QuestionCircle.ts';
import { HeartIcon } from '../../../components/light/icons/Heart.ts';

/** The training line's feature icons, in the order of its features in business-lines.ts. */
export const icons = [PlayCircleIcon, UploadIcon, QuestionCircleIcon, HeartIcon];

/** The line's own icon (the landing page's hero; components/LineIcon.tsx draws the same). */
export const lineIcon = BookIcon;

/** Where each feature card leads: the course list, publishing one, the Q&A square, the teachers to follow. */
export const links = ['/list', '/step1', '/training/question_answer', '/training/teacher_list'];

/** The training community's pages, under the cards. */
export const ways = [
  { label: '讲师列表', to: '/training/teacher_list' },
  { label: '问答广场', to: '/training/question_answer' },
  { label: '我的关注', to: '/my_focus' },
  { label: '我的求问', to: '/my_question' },
];

/** The banner picture's drawn button (开始学习), made a real one over the picture: the course catalogue. */
export { HeroPicture } from '../components/HeroPicture.tsx';
export const heroAction = { label: '开始学习', to: '/list' };
