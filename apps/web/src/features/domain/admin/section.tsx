// plain SVG icons: the section list loads with the back office's shell
import { CrownIcon } from '../../../components/light/icons/Crown.ts';
import type { AdminSection } from '../../../lib/admin-section.ts';

// The private zones' staff queue (reviewers too): the zone head certifications of /privatedomain/president_prove.
export const adminSections: AdminSection[] = [
  {
    key: 'domain',
    title: '专属域负责人',
    icon: <CrownIcon />,
    roles: ['admin', 'reviewer'],
    pages: [
      {
        path: 'domain/presidents',
        title: '负责人认证审核',
        menu: '负责人认证审核',
        load: async () => (await import('./AdminQueues.tsx')).PresidentQueue,
      },
    ],
  },
];
