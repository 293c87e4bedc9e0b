import type { RouteObject } from 'react-router';
// plain SVG icons: the sections are part of the route table, on every first load (issue 12)
import { AuditIcon } from '../../components/light/icons/Audit.ts';
import { FileTextIcon } from '../../components/light/icons/FileText.ts';
import { GlobalIcon } from '../../components/light/icons/Global.ts';
import { SafetyCertificateIcon } from '../../components/light/icons/SafetyCertificate.ts';
import { SettingIcon } from '../../components/light/icons/Setting.ts';
import { TeamIcon } from '../../components/light/icons/Team.ts';
import type { AdminSection } from '../../lib/admin-section.ts';
import type { RouteHandle } from '../../lib/route-handle.ts';
import { A } from '../../locale/admin.ts';

// The back office's own sections (review queues, users, zones, settings, content, audit). Every page is
// a lazy chunk; only the menu entries load with the shell.

const page = (path: string, title: string, load: () => Promise<{ Component: React.ComponentType }>): RouteObject => ({
  path,
  handle: { title } satisfies RouteHandle,
  lazy: load,
});

export const coreAdminSections: AdminSection[] = [
  {
    key: 'review',
    title: A.sections.review,
    icon: <SafetyCertificateIcon />,
    roles: ['admin', 'reviewer'],
    routes: [page('feedback', A.menu.feedback, async () => ({ Component: (await import('./pages/FeedbackPage.tsx')).FeedbackPage }))],
    menu: [{ path: 'feedback', label: A.menu.feedback }],
  },
  {
    key: 'users',
    title: A.sections.users,
    icon: <TeamIcon />,
    roles: ['admin'],
    routes: [
      page('users', A.menu.users, async () => ({ Component: (await import('./pages/UsersPage.tsx')).UsersPage })),
      page('staff', A.menu.staff, async () => ({ Component: (await import('./pages/StaffPage.tsx')).StaffPage })),
    ],
    menu: [
      { path: 'users', label: A.menu.users },
      { path: 'staff', label: A.menu.staff },
    ],
  },
  {
    key: 'zones',
    title: A.sections.zones,
    icon: <GlobalIcon />,
    roles: ['admin'],
    routes: [page('zones', A.menu.zones, async () => ({ Component: (await import('./pages/ZonesPage.tsx')).ZonesPage }))],
    menu: [{ path: 'zones', label: A.menu.zones }],
  },
  {
    key: 'content',
    title: A.sections.content,
    icon: <FileTextIcon />,
    roles: ['admin'],
    routes: [
      page('articles', A.menu.articles, async () => ({ Component: (await import('./pages/ArticlesPage.tsx')).ArticlesPage })),
      page('articles/edit', A.articles.publish, async () => ({ Component: (await import('./pages/ArticleFormPage.tsx')).ArticleFormPage })),
      page('step4', A.articles.step3, async () => ({ Component: (await import('./pages/ArticleDonePage.tsx')).ArticleDonePage })),
      page('banners', A.menu.banners, async () => ({ Component: (await import('./pages/BannersPage.tsx')).BannersPage })),
    ],
    menu: [
      { path: 'articles', label: A.menu.articles },
      { path: 'banners', label: A.menu.banners },
    ],
  },
  {
    key: 'settings',
    title: A.sections.settings,
    icon: <SettingIcon />,
    roles: ['admin'],
    routes: [
      page('settings/security', A.menu.security, async () => ({ Component: (await import('./pages/SecurityPage.tsx')).SecurityPage })),
      page('settings/dictionaries', A.menu.dictionaries, async () => ({ Component: (await import('./pages/DictionariesPage.tsx')).DictionariesPage })),
      page('settings/article-types', A.menu.articleTypes, async () => ({ Component: (await import('./pages/ArticleTypesPage.tsx')).ArticleTypesPage })),
    ],
    menu: [
      { path: 'settings/security', label: A.menu.security },
      { path: 'settings/dictionaries', label: A.menu.dictionaries },
      { path: 'settings/article-types', label: A.menu.articleTypes },
    ],
  },
  {
    key: 'audit',
    title: A.sections.audit,
    icon: <AuditIcon />,
    roles: ['admin'],
    routes: [page('audit', A.menu.audit, async () => ({ Component: (await import('./pages/AuditPage.tsx')).AuditPage }))],
    menu: [{ path: 'audit', label: A.menu.audit }],
  },
];
