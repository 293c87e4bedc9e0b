// plain SVG icons: the sections are part of the route table, on every first load (issue 12)
import { TeamIcon } from '../../../components/light/icons/Team.ts';
import type { AdminSection } from '../../../lib/admin-section.ts';

// Staff pages of the personnel agency: the two review queues (HR firm certification, demands; reviewers
// too) and the calculator's city reference data (administrators).
export const personnelAdminSections: AdminSection[] = [
  {
    key: 'personnel',
    title: '人事代理',
    icon: <TeamIcon />,
    roles: ['admin', 'reviewer'],
    routes: [
      { path: 'personnel/firms', handle: { title: '机构认证审核' }, lazy: async () => ({ Component: (await import('./AdminPages.tsx')).FirmReviewPage }) },
      { path: 'personnel/needs', handle: { title: '人事代理需求审核' }, lazy: async () => ({ Component: (await import('./AdminPages.tsx')).NeedReviewPage }) },
    ],
    menu: [
      { path: 'personnel/firms', label: '机构认证审核' },
      { path: 'personnel/needs', label: '人事代理需求审核' },
    ],
  },
  {
    key: 'personnel-rates',
    title: '社保公积金参考',
    icon: <TeamIcon />,
    roles: ['admin'],
    routes: [{ path: 'personnel/rates', handle: { title: '社保公积金参考数据' }, lazy: async () => ({ Component: (await import('./AdminPages.tsx')).RatesPage }) }],
    menu: [{ path: 'personnel/rates', label: '社保公积金参考数据' }],
  },
];
