// plain SVG icons: the section list loads with the back office's shell
import { ShareAltIcon } from '../../../components/light/icons/ShareAlt.ts';
import { STAFF_ROLES } from '@xcb/shared/enums';
import type { AdminPage, AdminSection } from '../../../lib/admin-section.ts';
import { STAFF_MENU } from '../../../locale/admin.ts';

const M = STAFF_MENU.sharing;

// Staff pages of the sharing group: the review queue of shared items (reviewers too).
const pages: AdminPage[] = [
  { path: 'sharing/review', ...M.review, load: async () => (await import('./SharingReviewPage.tsx')).SharingReviewPage },
];

export const adminSections: AdminSection[] = [{ key: 'sharing', title: M.title, icon: <ShareAltIcon />, roles: STAFF_ROLES, pages }];
