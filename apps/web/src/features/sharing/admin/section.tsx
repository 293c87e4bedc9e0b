// plain SVG icons: the sections are part of the route table, on every first load (issue 12)
import { ShareAltIcon } from '../../components/light/icons/ShareAlt.ts';
import type { AdminSection } from '../../lib/admin-section.ts';

// The review page loads with its route: the section list is part of the first page's code.

export const sharingAdminSections: AdminSection[] = [
  {
    key: 'sharing',
    title: '共享审核',
    icon: <ShareAltIcon />,
    roles: ['admin', 'reviewer'],
    routes: [{ path: 'sharing/review', handle: { title: '共享审核' }, lazy: async () => ({ Component: (await import('./SharingReviewPage.tsx')).SharingReviewPage }) }],
    menu: [{ path: 'sharing/review', label: '共享审核' }],
  },
];
