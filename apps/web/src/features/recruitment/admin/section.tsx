// plain SVG icons: the section list loads with the back office's shell
import { SolutionIcon } from '../../../components/light/icons/Solution.ts';
import type { AdminSection } from '../../../lib/admin-section.ts';

// Staff pages of recruitment: the position review queue and the fake-position reports (reviewers too).

export const adminSections: AdminSection[] = [
  {
    key: 'recruitment',
    title: '招聘审核',
    icon: <SolutionIcon />,
    roles: ['admin', 'reviewer'],
    pages: [
      {
        path: 'recruitment/positions',
        title: '职位审核',
        menu: '职位审核',
        load: async () => (await import('./PositionReviewPage.tsx')).PositionReviewPage,
      },
      {
        path: 'recruitment/reports',
        title: '虚假职位举报',
        menu: '虚假职位举报',
        load: async () => (await import('./ReportReviewPage.tsx')).ReportReviewPage,
      },
    ],
  },
];
