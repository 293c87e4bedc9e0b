// plain SVG icons: the section list loads with the back office's shell
import { SafetyCertificateIcon } from '../../../components/light/icons/SafetyCertificate.ts';
import { STAFF_ROLES } from '@xcb/shared/enums';
import type { AdminPage, AdminSection } from '../../../lib/admin-section.ts';
import { staffPage } from '../../../locale/admin.ts';
import { QUEUE_MENU as M } from '../../../locale/review-queues.ts';

// Staff queues of the company and personal certifications (reviewers too).
const pages: AdminPage[] = [
  { path: 'cert/company', ...staffPage(M.company), load: async () => (await import('./CompanyQueuePage.tsx')).CompanyQueuePage },
  { path: 'cert/personal', ...staffPage(M.personal), load: async () => (await import('./PersonalQueuePage.tsx')).PersonalQueuePage },
];

export const adminSections: AdminSection[] = [
  { key: 'certification', title: M.certification, icon: <SafetyCertificateIcon />, roles: STAFF_ROLES, pages },
];
