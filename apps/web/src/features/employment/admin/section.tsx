// plain SVG icons: the sections are part of the route table, on every first load (issue 12)
import { SafetyCertificateIcon } from '../../components/light/icons/SafetyCertificate.ts';
import type { AdminSection } from '../../lib/admin-section.ts';

// Staff queues of certification and short-term hire (reviewers too).
const q = async () => import('./AdminQueues.tsx');
export const employmentAdminSections: AdminSection[] = [
  {
    key: 'employment',
    title: '认证与短期用工',
    icon: <SafetyCertificateIcon />,
    roles: ['admin', 'reviewer'],
    routes: [
      { path: 'cert/company', handle: { title: '企业认证审核' }, lazy: async () => ({ Component: (await q()).CompanyQueue }) },
      { path: 'cert/personal', handle: { title: '个人认证审核' }, lazy: async () => ({ Component: (await q()).PersonalQueue }) },
      { path: 'employment/demands', handle: { title: '需求审核' }, lazy: async () => ({ Component: (await q()).DemandQueue }) },
      { path: 'employment/pays', handle: { title: '保证金到账确认' }, lazy: async () => ({ Component: (await q()).DemandPayQueue }) },
    ],
    menu: [
      { path: 'cert/company', label: '企业认证审核' },
      { path: 'cert/personal', label: '个人认证审核' },
      { path: 'employment/demands', label: '短期需求审核' },
      { path: 'employment/pays', label: '保证金到账确认' },
    ],
  },
];
