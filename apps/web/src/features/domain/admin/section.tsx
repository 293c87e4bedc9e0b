// plain SVG icons: the sections are part of the route table, on every first load (issue 12)
import { CrownIcon } from '../../components/light/icons/Crown.ts';
import type { AdminSection } from '../../lib/admin-section.ts';

// The private zones' staff queue (reviewers too): the zone head certifications of /privatedomain/president_prove.
export const domainAdminSections: AdminSection[] = [
  {
    key: 'domain',
    title: '专属域负责人',
    icon: <CrownIcon />,
    roles: ['admin', 'reviewer'],
    routes: [{ path: 'domain/presidents', handle: { title: '负责人认证审核' }, lazy: async () => ({ Component: (await import('./AdminQueues.tsx')).PresidentQueue }) }],
    menu: [{ path: 'domain/presidents', label: '负责人认证审核' }],
  },
];
