// plain SVG icons: the section list loads with the back office's shell
import { ReadIcon } from '../../../components/light/icons/Read.ts';
import type { AdminSection } from '../../../lib/admin-section.ts';

// Staff pages of the course marketplace: the review queue of submitted courses (reviewers too).
export const adminSections: AdminSection[] = [
  {
    key: 'courses',
    title: '课程审核',
    icon: <ReadIcon />,
    roles: ['admin', 'reviewer'],
    pages: [
      {
        path: 'courses/review',
        title: '课程审核',
        menu: '课程审核',
        load: async () => (await import('./CourseReviewPage.tsx')).CourseReviewPage,
      },
    ],
  },
];
