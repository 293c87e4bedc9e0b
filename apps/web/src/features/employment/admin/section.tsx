// plain SVG icons: the section list loads with the back office's shell
import { SafetyCertificateIcon } from '../../../components/light/icons/SafetyCertificate.ts';
import { STAFF_ROLES } from '@xcb/shared/enums';
import type { AdminPage, AdminSection } from '../../../lib/admin-section.ts';
import { staffPage } from '../../../locale/admin.ts';
import { QUEUE_MENU as M } from '../../../locale/review-queues.ts';

// Staff queues of short-term hire (reviewers too): demands to publish and bank-transfer payments to confirm.
const pages: AdminPage[] = [
  {
    path: 'employment/demands',
    ...staffPage(M.demandsTitle, M.demands),
    load: async () => (await import('./DemandQueuePage.tsx')).DemandQueuePage,
  },
  { path: 'employment/pays', ...staffPage(M.pays), load: async () => (await import('./DemandPayQueuePage.tsx')).DemandPayQueuePage },
];

export const adminSections: AdminSection[] = [
  { key: 'employment', title: M.employment, icon: <SafetyCertificateIcon />, roles: STAFF_ROLES, pages },
];
