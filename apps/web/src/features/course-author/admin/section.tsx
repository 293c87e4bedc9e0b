// plain SVG icons: the section list loads with the back office's shell
import { ReadIcon } from '../../../components/light/icons/Read.ts';
import { STAFF_ROLES } from '@xcb/shared/enums';
import type { AdminPage, AdminSection } from '../../../lib/admin-section.ts';
import { STAFF_MENU } from '../../../locale/admin.ts';

const M = STAFF_MENU.courses;

// Staff pages of the course marketplace: the review queue of submitted courses (reviewers too).
const pages: AdminPage[] = [
  { path: 'courses/review', ...M.review, load: async () => (await import('./CourseReviewPage.tsx')).CourseReviewPage },
];

export const adminSections: AdminSection[] = [{ key: 'courses', title: M.title, icon: <ReadIcon />, roles: STAFF_ROLES, pages }];
