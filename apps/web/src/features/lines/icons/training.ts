import { BookIcon } from '../../../components/light/icons/Book.ts';
import { PlayCircleIcon } from '../../../components/light/icons/PlayCircle.ts';
import { UploadIcon } from '../../../components/light/icons/Upload.ts';
import { QuestionCircleIcon } from '../../../components/light/icons/QuestionCircle.ts';
import { HeartIcon } from '../../../components/light/icons/Heart.ts';

/** The training line's feature icons, in the order of its features in business-lines.ts. */
export const icons = [PlayCircleIcon, UploadIcon, QuestionCircleIcon, HeartIcon];

/** The line's own icon (the landing page's hero; components/LineIcon.tsx draws the same). */
export const lineIcon = BookIcon;
