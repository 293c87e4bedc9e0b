// plain SVG icons: the section list loads with the back office's shell
import { SafetyCertificateIcon } from '../../../components/light/icons/SafetyCertificate.ts';
import type { AdminSection } from '../../../lib/admin-section.ts';
import { QUEUE_MENU as M } from '../../../locale/review-queues.ts';

// Staff queues of short-term hire (reviewers too): demands to publish and bank-transfer payments to confirm.
export const adminSections: AdminSection[] = [
  {
    key: 'employment',
    title: M.employment,
    icon: <SafetyCertificateIcon />,
    roles: ['admin', 'reviewer'],
    pages: [
      {
        path: 'employment/demands',
        title: M.demandsTitle,
        menu: M.demands,
        load: async () => (await import('./DemandQueuePage.tsx')).DemandQueuePage,
      },
      {
        path: 'employment/pays',
        title: M.pays,
        menu: M.pays,
        load: async () => (await import('./DemandPayQueuePage.tsx')).DemandPayQueuePage,
      },
    ],
  },
];
