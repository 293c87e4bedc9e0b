import type { RouteObject } from 'react-router';
import { pageRoute } from '../../lib/page-route.ts';
import { NAV } from '../../locale/nav.ts';

// The course author's pages (spec section 2: /add_chapter and the publish wizard /step1-/step4), lazily
// loaded; /release_curriculum sits in the personal centre.
const T = NAV.courseAuthor;

export const pageRoutes: RouteObject[] = [
  pageRoute('add_chapter', T.add_chapter, () => import('./pages/AddChapterPage.tsx'), 'AddChapterPage'),
  pageRoute('step1', T.step1, () => import('./pages/Step1Page.tsx'), 'Step1Page'),
  pageRoute('step2', T.step2, () => import('./pages/Step2Page.tsx'), 'Step2Page'),
  pageRoute('step3', T.step3, () => import('./pages/Step3Page.tsx'), 'Step3Page'),
  pageRoute('step4', T.step4, () => import('./pages/Step4Page.tsx'), 'Step4Page'),
];

/** Pages shown inside the personal centre (its left menu names them). */
export const personalCentreRoutes: RouteObject[] = [
  pageRoute('release_curriculum', T.release_curriculum, () => import('./pages/ReleaseCurriculumPage.tsx'), 'ReleaseCurriculumPage'),
];
