// plain SVG icons: the sections are part of the route table, on every first load (issue 12)
import { SolutionIcon } from '../../components/light/icons/Solution.ts';
import type { AdminSection } from '../../lib/admin-section.ts';

// Staff pages of recruitment: the position review queue and the fake-position reports (reviewers too).
export const recruitmentAdminSections: AdminSection[] = [
  {
    key: 'recruitment',
    title: '招聘审核',
    icon: <SolutionIcon />,
    roles: ['admin', 'reviewer'],
    routes: [
      { path: 'recruitment/positions', handle: { title: '职位审核' }, lazy: async () => ({ Component: (await import('./pages/AdminPages.tsx')).PositionReviewPage }) },
      { path: 'recruitment/reports', handle: { title: '虚假职位举报' }, lazy: async () => ({ Component: (await import('./pages/AdminPages.tsx')).ReportReviewPage }) },
    ],
    menu: [
      { path: 'recruitment/positions', label: '职位审核' },
      { path: 'recruitment/reports', label: '虚假职位举报' },
    ],
  },
];
