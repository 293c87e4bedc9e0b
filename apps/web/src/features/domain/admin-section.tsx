import { CrownOutlined } from '@ant-design/icons';
import type { AdminSection } from '../../app/admin/types.ts';

// The private zones' staff queue (reviewers too): the zone head certifications of /privatedomain/president_prove.
export const domainAdminSections: AdminSection[] = [
  {
    key: 'domain',
    title: '专属域负责人',
    icon: <CrownOutlined />,
    roles: ['admin', 'reviewer'],
    routes: [{ path: 'domain/presidents', handle: { title: '负责人认证审核' }, lazy: async () => ({ Component: (await import('./AdminQueues.tsx')).PresidentQueue }) }],
    menu: [{ path: 'domain/presidents', label: '负责人认证审核' }],
  },
];
