// plain SVG icons: the section list loads with the back office's shell
import { ShareAltIcon } from '../../../components/light/icons/ShareAlt.ts';
import type { AdminSection } from '../../../lib/admin-section.ts';

// Staff pages of the sharing group: the review queue of shared items (reviewers too).
export const adminSections: AdminSection[] = [
  {
    key: 'sharing',
    title: '共享审核',
    icon: <ShareAltIcon />,
    roles: ['admin', 'reviewer'],
    pages: [
      {
        path: 'sharing/review',
        title: '共享审核',
        menu: '共享审核',
        load: async () => (await import('./SharingReviewPage.tsx')).SharingReviewPage,
      },
    ],
  },
];
