// plain SVG icons: the section list loads with the back office's shell
import { TeamIcon } from '../../../components/light/icons/Team.ts';
import { STAFF_ROLES } from '@xcb/shared/enums';
import type { AdminPage, AdminSection } from '../../../lib/admin-section.ts';
import { STAFF_MENU } from '../../../locale/admin.ts';

const M = STAFF_MENU.personnel;

// Staff pages of the personnel agency: the two review queues (HR firm certification, demands; reviewers
// too) and the calculator's city reference data (administrators).
const queues: AdminPage[] = [
  { path: 'personnel/firms', ...M.firms, load: async () => (await import('./FirmReviewPage.tsx')).FirmReviewPage },
  { path: 'personnel/needs', ...M.needs, load: async () => (await import('./NeedReviewPage.tsx')).NeedReviewPage },
];
const rates: AdminPage = { path: 'personnel/rates', ...M.rates, load: async () => (await import('./RatesPage.tsx')).RatesPage };

export const adminSections: AdminSection[] = [
  { key: 'personnel', title: M.title, icon: <TeamIcon />, roles: STAFF_ROLES, pages: queues },
  { key: 'personnel-rates', title: M.ratesTitle, icon: <TeamIcon />, roles: ['admin'], pages: [rates] },
];
