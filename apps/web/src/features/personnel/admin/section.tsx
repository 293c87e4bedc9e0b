// plain SVG icons: the section list loads with the back office's shell
import { TeamIcon } from '../../../components/light/icons/Team.ts';
import type { AdminSection } from '../../../lib/admin-section.ts';

// Staff pages of the personnel agency: the two review queues (HR firm certification, demands; reviewers
// too) and the calculator's city reference data (administrators).

export const adminSections: AdminSection[] = [
  {
    key: 'personnel',
    title: '人事代理',
    icon: <TeamIcon />,
    roles: ['admin', 'reviewer'],
    pages: [
      {
        path: 'personnel/firms',
        title: '机构认证审核',
        menu: '机构认证审核',
        load: async () => (await import('./FirmReviewPage.tsx')).FirmReviewPage,
      },
      {
        path: 'personnel/needs',
        title: '人事代理需求审核',
        menu: '人事代理需求审核',
        load: async () => (await import('./NeedReviewPage.tsx')).NeedReviewPage,
      },
    ],
  },
  {
    key: 'personnel-rates',
    title: '社保公积金参考',
    icon: <TeamIcon />,
    roles: ['admin'],
    pages: [
      {
        path: 'personnel/rates',
        title: '社保公积金参考数据',
        menu: '社保公积金参考数据',
        load: async () => (await import('./RatesPage.tsx')).RatesPage,
      },
    ],
  },
];
