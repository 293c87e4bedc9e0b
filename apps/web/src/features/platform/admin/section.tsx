// plain SVG icons: the section list loads with the back office's shell
import { AuditIcon } from '../../../components/light/icons/Audit.ts';
import { DesktopIcon } from '../../../components/light/icons/Desktop.ts';
import { FileTextIcon } from '../../../components/light/icons/FileText.ts';
import { GlobalIcon } from '../../../components/light/icons/Global.ts';
import { SafetyCertificateIcon } from '../../../components/light/icons/SafetyCertificate.ts';
import { SettingIcon } from '../../../components/light/icons/Setting.ts';
import { TeamIcon } from '../../../components/light/icons/Team.ts';
import { STAFF_ROLES } from '@xcb/shared/enums';
import type { AdminPage, AdminSection } from '../../../lib/admin-section.ts';
import { A, STAFF_MENU, staffPage } from '../../../locale/admin.ts';

// The site's own staff pages (feedback, users, zones, content, settings, audit). Every page is a lazy
// chunk; only the menu entries load with the shell.

const M = A.menu;
const content: AdminPage[] = [
  { path: 'articles', ...staffPage(M.articles), load: async () => (await import('./pages/ArticlesPage.tsx')).ArticlesPage },
  // the article editor and its done step are reached from the article list
  { path: 'articles/edit', title: A.articles.publish, load: async () => (await import('./pages/ArticleFormPage.tsx')).ArticleFormPage },
  { path: 'step4', title: A.articles.step3, load: async () => (await import('./pages/ArticleDonePage.tsx')).ArticleDonePage },
  { path: 'banners', ...staffPage(M.banners), load: async () => (await import('./pages/BannersPage.tsx')).BannersPage },
];
const settings: AdminPage[] = [
  { path: 'settings/security', ...staffPage(M.security), load: async () => (await import('./pages/SecurityPage.tsx')).SecurityPage },
  {
    path: 'settings/dictionaries',
    ...staffPage(M.dictionaries),
    load: async () => (await import('./pages/DictionariesPage.tsx')).DictionariesPage,
  },
  {
    path: 'settings/article-types',
    ...staffPage(M.articleTypes),
    load: async () => (await import('./pages/ArticleTypesPage.tsx')).ArticleTypesPage,
  },
];
const dashboard: AdminPage = {
  path: 'dashboard',
  ...STAFF_MENU.dashboard.home,
  load: async () => (await import('./pages/DashboardPage.tsx')).DashboardPage,
};
const feedback: AdminPage = {
  path: 'feedback',
  ...staffPage(M.feedback),
  load: async () => (await import('./pages/FeedbackPage.tsx')).FeedbackPage,
};
const users: AdminPage[] = [
  { path: 'users', ...staffPage(M.users), load: async () => (await import('./pages/UsersPage.tsx')).UsersPage },
  { path: 'staff', ...staffPage(M.staff), load: async () => (await import('./pages/StaffPage.tsx')).StaffPage },
];
const zones: AdminPage = { path: 'zones', ...staffPage(M.zones), load: async () => (await import('./pages/ZonesPage.tsx')).ZonesPage };
const audit: AdminPage = { path: 'audit', ...staffPage(M.audit), load: async () => (await import('./pages/AuditPage.tsx')).AuditPage };

const S = A.sections;
export const adminSections: AdminSection[] = [
  // first in the menu: /admin redirects every role to its first entry, so staff land on the dashboard
  { key: 'dashboard', title: STAFF_MENU.dashboard.title, icon: <DesktopIcon />, roles: STAFF_ROLES, pages: [dashboard] },
  { key: 'review', title: S.review, icon: <SafetyCertificateIcon />, roles: STAFF_ROLES, pages: [feedback] },
  { key: 'users', title: S.users, icon: <TeamIcon />, roles: ['admin'], pages: users },
  { key: 'zones', title: S.zones, icon: <GlobalIcon />, roles: ['admin'], pages: [zones] },
  { key: 'content', title: S.content, icon: <FileTextIcon />, roles: ['admin'], pages: content },
  { key: 'settings', title: S.settings, icon: <SettingIcon />, roles: ['admin'], pages: settings },
  { key: 'audit', title: S.audit, icon: <AuditIcon />, roles: ['admin'], pages: [audit] },
];
