// plain SVG icons: the section list loads with the back office's shell
import { SafetyCertificateIcon } from '../../../components/light/icons/SafetyCertificate.ts';
import type { AdminSection } from '../../../lib/admin-section.ts';

// Staff queues of certification and short-term hire (reviewers too).
const queues = () => import('./AdminQueues.tsx');

export const adminSections: AdminSection[] = [
  {
    key: 'employment',
    title: '认证与短期用工',
    icon: <SafetyCertificateIcon />,
    roles: ['admin', 'reviewer'],
    pages: [
      { path: 'cert/company', title: '企业认证审核', menu: '企业认证审核', load: async () => (await queues()).CompanyQueue },
      { path: 'cert/personal', title: '个人认证审核', menu: '个人认证审核', load: async () => (await queues()).PersonalQueue },
      { path: 'employment/demands', title: '需求审核', menu: '短期需求审核', load: async () => (await queues()).DemandQueue },
      { path: 'employment/pays', title: '保证金到账确认', menu: '保证金到账确认', load: async () => (await queues()).DemandPayQueue },
    ],
  },
];
