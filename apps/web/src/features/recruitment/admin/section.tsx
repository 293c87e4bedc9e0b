// plain SVG icons: the section list loads with the back office's shell
import { SolutionIcon } from '../../../components/light/icons/Solution.ts';
import { STAFF_ROLES } from '@xcb/shared/enums';
import type { AdminPage, AdminSection } from '../../../lib/admin-section.ts';
import { STAFF_MENU } from '../../../locale/admin.ts';

const M = STAFF_MENU.recruitment;

// Staff pages of recruitment: the position review queue and the fake-position reports (reviewers too).
const pages: AdminPage[] = [
  { path: 'recruitment/positions', ...M.positions, load: async () => (await import('./PositionReviewPage.tsx')).PositionReviewPage },
  { path: 'recruitment/reports', ...M.reports, load: async () => (await import('./ReportReviewPage.tsx')).ReportReviewPage },
];

export const adminSections: AdminSection[] = [{ key: 'recruitment', title: M.title, icon: <SolutionIcon />, roles: STAFF_ROLES, pages }];
