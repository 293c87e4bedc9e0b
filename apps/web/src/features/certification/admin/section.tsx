// plain SVG icons: the section list loads with the back office's shell
import { SafetyCertificateIcon } from '../../../components/light/icons/SafetyCertificate.ts';
import type { AdminSection } from '../../../lib/admin-section.ts';
import { QUEUE_MENU as M } from '../../../locale/review-queues.ts';

// Staff queues of the company and personal certifications (reviewers too).
export const adminSections: AdminSection[] = [
  {
    key: 'certification',
    title: M.certification,
    icon: <SafetyCertificateIcon />,
    roles: ['admin', 'reviewer'],
    pages: [
      {
        path: 'cert/company',
        title: M.company,
        menu: M.company,
        load: async () => (await import('./CompanyQueuePage.tsx')).CompanyQueuePage,
      },
      {
        path: 'cert/personal',
        title: M.personal,
        menu: M.personal,
        load: async () => (await import('./PersonalQueuePage.tsx')).PersonalQueuePage,
      },
    ],
  },
];
