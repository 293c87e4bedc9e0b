import type { RouteObject } from 'react-router';

// The course author's pages (spec section 2: /add_chapter and the publish wizard /step1-/step4), lazily
// loaded; /release_curriculum sits in the personal centre.
export const pageRoutes: RouteObject[] = [
  {
    path: 'add_chapter',
    handle: { title: '编辑章节' },
    lazy: async () => ({ Component: (await import('./pages/AddChapterPage.tsx')).AddChapterPage }),
  },
  { path: 'step1', handle: { title: '发布课程' }, lazy: async () => ({ Component: (await import('./pages/Step1Page.tsx')).Step1Page }) },
  { path: 'step2', handle: { title: '发布课程' }, lazy: async () => ({ Component: (await import('./pages/Step2Page.tsx')).Step2Page }) },
  { path: 'step3', handle: { title: '发布课程' }, lazy: async () => ({ Component: (await import('./pages/Step3Page.tsx')).Step3Page }) },
  { path: 'step4', handle: { title: '发布成功' }, lazy: async () => ({ Component: (await import('./pages/Step4Page.tsx')).Step4Page }) },
];

/** Pages shown inside the personal centre (its left menu names them). */
export const personalCentreRoutes: RouteObject[] = [
  {
    path: 'release_curriculum',
    handle: { title: '我的发布' },
    lazy: async () => ({ Component: (await import('./pages/ReleaseCurriculumPage.tsx')).ReleaseCurriculumPage }),
  },
];
