// plain SVG icons: the section list loads with the back office's shell
import { AuditIcon } from '../../../components/light/icons/Audit.ts';
import { DesktopIcon } from '../../../components/light/icons/Desktop.ts';
import { FileTextIcon } from '../../../components/light/icons/FileText.ts';
import { GlobalIcon } from '../../../components/light/icons/Global.ts';
import { SafetyCertificateIcon } from '../../../components/light/icons/SafetyCertificate.ts';
import { SettingIcon } from '../../../components/light/icons/Setting.ts';
import { TeamIcon } from '../../../components/light/icons/Team.ts';
import type { AdminSection } from '../../../lib/admin-section.ts';
import { A } from '../../../locale/admin.ts';

// The site's own staff pages (feedback, users, zones, content, settings, audit). Every page is a lazy
// chunk; only the menu entries load with the shell.

export const adminSections: AdminSection[] = [
  {
    // first in the menu: /admin redirects every role to its first entry, so staff land on the dashboard
    key: 'dashboard',
    title: '工作台',
    icon: <DesktopIcon />,
    roles: ['admin', 'reviewer'],
    pages: [
      {
        path: 'dashboard',
        title: '工作台',
        menu: '概览',
        load: async () => (await import('./pages/DashboardPage.tsx')).DashboardPage,
      },
    ],
  },
  {
    key: 'review',
    title: A.sections.review,
    icon: <SafetyCertificateIcon />,
    roles: ['admin', 'reviewer'],
    pages: [
      {
        path: 'feedback',
        title: A.menu.feedback,
        menu: A.menu.feedback,
        load: async () => (await import('./pages/FeedbackPage.tsx')).FeedbackPage,
      },
    ],
  },
  {
    key: 'users',
    title: A.sections.users,
    icon: <TeamIcon />,
    roles: ['admin'],
    pages: [
      { path: 'users', title: A.menu.users, menu: A.menu.users, load: async () => (await import('./pages/UsersPage.tsx')).UsersPage },
      { path: 'staff', title: A.menu.staff, menu: A.menu.staff, load: async () => (await import('./pages/StaffPage.tsx')).StaffPage },
    ],
  },
  {
    key: 'zones',
    title: A.sections.zones,
    icon: <GlobalIcon />,
    roles: ['admin'],
    pages: [
      { path: 'zones', title: A.menu.zones, menu: A.menu.zones, load: async () => (await import('./pages/ZonesPage.tsx')).ZonesPage },
    ],
  },
  {
    key: 'content',
    title: A.sections.content,
    icon: <FileTextIcon />,
    roles: ['admin'],
    pages: [
      {
        path: 'articles',
        title: A.menu.articles,
        menu: A.menu.articles,
        load: async () => (await import('./pages/ArticlesPage.tsx')).ArticlesPage,
      },
      // the article editor and its done step are reached from the article list
      { path: 'articles/edit', title: A.articles.publish, load: async () => (await import('./pages/ArticleFormPage.tsx')).ArticleFormPage },
      { path: 'step4', title: A.articles.step3, load: async () => (await import('./pages/ArticleDonePage.tsx')).ArticleDonePage },
      {
        path: 'banners',
        title: A.menu.banners,
        menu: A.menu.banners,
        load: async () => (await import('./pages/BannersPage.tsx')).BannersPage,
      },
    ],
  },
  {
    key: 'settings',
    title: A.sections.settings,
    icon: <SettingIcon />,
    roles: ['admin'],
    pages: [
      {
        path: 'settings/security',
        title: A.menu.security,
        menu: A.menu.security,
        load: async () => (await import('./pages/SecurityPage.tsx')).SecurityPage,
      },
      {
        path: 'settings/dictionaries',
        title: A.menu.dictionaries,
        menu: A.menu.dictionaries,
        load: async () => (await import('./pages/DictionariesPage.tsx')).DictionariesPage,
      },
      {
        path: 'settings/article-types',
        title: A.menu.articleTypes,
        menu: A.menu.articleTypes,
        load: async () => (await import('./pages/ArticleTypesPage.tsx')).ArticleTypesPage,
      },
    ],
  },
  {
    key: 'audit',
    title: A.sections.audit,
    icon: <AuditIcon />,
    roles: ['admin'],
    pages: [
      { path: 'audit', title: A.menu.audit, menu: A.menu.audit, load: async () => (await import('./pages/AuditPage.tsx')).AuditPage },
    ],
  },
];
