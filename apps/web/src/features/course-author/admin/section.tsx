// plain SVG icons: the sections are part of the route table, on every first load (issue 12)
import { ReadIcon } from '../../components/light/icons/Read.ts';
import type { AdminSection } from '../../lib/admin-section.ts';

// Staff pages of the course marketplace: the course review queue (reviewers too).
export const courseAdminSections: AdminSection[] = [
  {
    key: 'courses',
    title: '课程审核',
    icon: <ReadIcon />,
    roles: ['admin', 'reviewer'],
    routes: [{ path: 'courses/review', handle: { title: '课程审核' }, lazy: async () => ({ Component: (await import('./CourseReviewPage.tsx')).CourseReviewPage }) }],
    menu: [{ path: 'courses/review', label: '课程审核' }],
  },
];
