// plain SVG icons: the section list loads with the back office's shell
import { CrownIcon } from '../../../components/light/icons/Crown.ts';
import { STAFF_ROLES } from '@xcb/shared/enums';
import type { AdminPage, AdminSection } from '../../../lib/admin-section.ts';
import { STAFF_MENU } from '../../../locale/admin.ts';

const M = STAFF_MENU.domain;

// The private zones' staff queue (reviewers too): the zone head certifications of /privatedomain/president_prove.
const pages: AdminPage[] = [
  { path: 'domain/presidents', ...M.presidents, load: async () => (await import('./AdminQueues.tsx')).PresidentQueue },
];

export const adminSections: AdminSection[] = [{ key: 'domain', title: M.title, icon: <CrownIcon />, roles: STAFF_ROLES, pages }];
