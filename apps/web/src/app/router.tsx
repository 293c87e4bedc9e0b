import { createBrowserRouter, type RouteObject } from 'react-router';
import type { LineKey } from '../locale/business-lines.ts';
import { BUSINESS_LINES } from '../locale/business-lines.ts';
import { TITLES } from '../locale/labels.ts';
import { RootLayout } from './layouts/RootLayout.tsx';
import { RequireAuth } from './layouts/RequireAuth.tsx';
import { RouteError } from './layouts/RouteError.tsx';
import { ShellFallback } from './layouts/ShellFallback.tsx';
import { PageLoading } from '../components/PageLoading.tsx';
import { personalCentreRoutes as walletRoutes } from '../features/wallet/routes.tsx';
import { registerRoutes } from './route-registry.ts';
import { pageRoute } from '../lib/page-route.ts';
import type { RouteHandle } from '../lib/route-handle.ts';
import { pageRoutes as courseAuthorPages, personalCentreRoutes as courseAuthorCentre } from '../features/course-author/routes.tsx';
import { employmentCentreRoutes, employmentRoutes, publicEmploymentRoutes } from '../features/employment/routes.tsx';
import { certificationCentreRoutes } from '../features/certification/routes.tsx';
import { courseRoutes, personalCentreRoutes as courseCentreRoutes, publicCourseRoutes } from '../features/courses/routes.tsx';
import { publicSharingRoutes, sharingLayout, sharingRoutes } from '../features/sharing/routes.tsx';
import { personalCentreRoutes as communityCentreRoutes, trainingRoutes } from '../features/community/routes.tsx';
import { personalCentreRoutes as personnelCentreRoutes, personnelRoutes, personnelTopLevelRoutes } from '../features/personnel/routes.tsx';
import {
  personalCentreRoutes as recruitmentCentreRoutes,
  recruitmentIndexRoute,
  recruitmentLayout,
  recruitmentLayoutHandle,
  recruitmentRoutes,
} from '../features/recruitment/routes.tsx';

// One import() per page module: each one is compiled into the entry with its own preload list.
const loadRegisterPage = () => import('../features/account/pages/RegisterPage.tsx');

// Every page is loaded on demand (one chunk per route), so the first page carries only what it shows.

const ADMIN_ROUTE_ID = 'admin';
const SHELL_ROUTE_ID = 'shell';
const SIGNED_IN_ROUTE_ID = 'signed-in';
let adminPatched = false;
let signedInPatched = false;
/** The shell's public pages the router did not start with (createAppRouter): added on the first discovery. */
let laterShellRoutes: RouteObject[] = [];

/**
 * Route discovery (react-router's "fog of war"): a path the router does not know yet (it falls to the
 * catch-all) first adds the shell's public pages the router did not start with (createAppRouter) and the pages
 * behind a login (signedInRoutes below), all already loaded (no request), then, below /admin, loads the back
 * office's routes and adds them under /admin. A visitor's first page therefore starts a router of the pages its
 * address may reach alone: at start the router ranks and matches every route it has, and the 177 routes
 * outside the back office cost a phone's CPU a long task (Lighthouse's TBT).
 */
async function patchRoutesOnNavigation({
  path,
  patch,
}: {
  path: string;
  patch: (routeId: string | null, children: RouteObject[]) => void;
}) {
  if (laterShellRoutes.length > 0) {
    const later = laterShellRoutes;
    laterShellRoutes = [];
    patch(SHELL_ROUTE_ID, later);
  }
  if (!signedInPatched) {
    signedInPatched = true;
    patch(SIGNED_IN_ROUTE_ID, signedInRoutes);
  }
  if (adminPatched || !/^\/admin(\/|$)/.test(path)) return;
  const { adminRoutes } = await import('./admin/sections.ts');
  if (adminPatched) return;
  adminPatched = true;
  patch(ADMIN_ROUTE_ID, adminRoutes());
}

function lineRoute(key: LineKey, title: string): RouteObject {
  return {
    path: key,
    // light: the line pages and the course list use no antd (/training's first load stays within its budget)
    handle: { title, light: true } satisfies RouteHandle,
    lazy: async () => {
      const { LinePage } = await import('../features/lines/pages/LinePage.tsx');
      if (key === 'training') {
        // the shared-training line shows its approved courses under the line's landing
        const { CourseBrowser } = await import('../features/courses/pages/CourseListPage.tsx');
        return {
          Component: () => (
            <>
              <LinePage lineKey={key} />
              <CourseBrowser withSearch={false} />
            </>
          ),
        };
      }
      return { Component: () => <LinePage lineKey={key} /> };
    },
  };
}

/** The pages behind a login below the shell: added to the router on the first navigation that needs them. */
const signedInRoutes: RouteObject[] = [
  pageRoute('notices', TITLES.notices, () => import('../features/messaging/pages/NoticesPage.tsx'), 'NoticesPage'),
  {
    // spec: /privatedomain/president_prove (a page of the site, not of the /privatedomain frame route,
    // which matches its own path only): a zone member proves he heads the zone's organisation
    path: 'privatedomain/president_prove',
    handle: { title: TITLES.presidentProve } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('../features/domain/pages/PresidentProvePage.tsx')).PresidentProvePage }),
  },
  pageRoute('qr_confirm', TITLES.qrConfirm, () => import('../features/account/pages/QrConfirmPage.tsx'), 'QrConfirmPage'),
  {
    // The personal centre: the left menu tree around its pages (spec "Personal centre menu").
    lazy: async () => ({ Component: (await import('./personal-centre/PersonalCentreLayout.tsx')).PersonalCentreLayout }),
    children: [
      pageRoute('people_info', TITLES.profile, () => import('../features/account/pages/PeopleInfoPage.tsx'), 'PeopleInfoPage'),
      ...walletRoutes,
      ...courseAuthorCentre,
      // The course buyer's personal-centre pages (my learning, sold orders, enterprise keys).
      ...courseCentreRoutes,
      // The training community's follows, fans, masters, apprentices and Q&A.
      ...communityCentreRoutes,
      // The personnel agency's entries (spec menu group 14).
      ...personnelCentreRoutes,
      ...employmentCentreRoutes,
      // The company and personal certification (menu group 21).
      ...certificationCentreRoutes,
      ...recruitmentCentreRoutes,
    ],
  },
  // The course author's wizard and chapter editor.
  ...courseAuthorPages,
  ...courseRoutes,
  // The training group's community pages (/training/teacher_list, people_home, answer …).
  ...trainingRoutes,
  ...personnelRoutes,
  ...personnelTopLevelRoutes,
  ...employmentRoutes,
];

const routes: RouteObject[] = [
  {
    // The back office: its own layout; each section brings its routes (app/admin/sections.ts). They are
    // discovered on the first navigation below /admin (patchRoutesOnNavigation below), so the sections,
    // their labels and icons stay out of the entry every visitor loads (the first-load budget).
    id: ADMIN_ROUTE_ID,
    path: '/admin',
    HydrateFallback: PageLoading,
    ErrorBoundary: RouteError,
    lazy: async () => ({ Component: (await import('./admin/AdminRoot.tsx')).AdminRoot }),
  },
  {
    // spec: the product inside a frame with the private-zone flag; no header of its own around the frame.
    path: '/privatedomain',
    handle: { title: TITLES.privateDomain } satisfies RouteHandle,
    HydrateFallback: PageLoading,
    ErrorBoundary: RouteError,
    lazy: async () => ({ Component: (await import('../features/domain/pages/PrivateDomainPage.tsx')).PrivateDomainPage }),
  },
  {
    id: SHELL_ROUTE_ID,
    path: '/',
    Component: RootLayout,
    // the header bar at once while the first page's code loads (LCP on slow networks: the logo)
    HydrateFallback: ShellFallback,
    ErrorBoundary: RouteError,
    children: [
      {
        index: true,
        // light: no antd on its first load (its budget: scripts/check-bundle.mjs)
        handle: { light: true } satisfies RouteHandle,
        lazy: async () => {
          const [{ HomePage }, { HotPositions }] = await Promise.all([
            import('../features/home/pages/HomePage.tsx'),
            import('../features/recruitment/components/HotPositions.tsx'),
          ]);
          return { Component: () => <HomePage hotPositions={<HotPositions />} /> };
        },
      },
      // short-term hire brings its own list page (features/employment); recruitment its own landing (hot
      // positions, companies, the position list); the other lines the line page
      ...BUSINESS_LINES.filter((line) => line.key !== 'employment' && line.key !== 'recruitment').map((line) =>
        lineRoute(line.key, line.name),
      ),
      ...publicEmploymentRoutes,
      {
        // spec: /recruitment is public, its other pages need login
        path: 'recruitment',
        handle: recruitmentLayoutHandle,
        lazy: recruitmentLayout,
        children: [recruitmentIndexRoute, { Component: RequireAuth, children: recruitmentRoutes }],
      },
      {
        path: 'login',
        // light: no antd on its first load (its budget: scripts/check-bundle.mjs)
        handle: { title: TITLES.login, light: true } satisfies RouteHandle,
        lazy: async () => ({ Component: (await import('../features/account/pages/LoginPage.tsx')).LoginPage }),
      },
      {
        path: 'registered',
        handle: { title: TITLES.register } satisfies RouteHandle,
        lazy: async () => ({ Component: (await loadRegisterPage()).RegisterPage }),
      },
      pageRoute('pyLogin', TITLES.pyLogin, () => import('../features/account/pages/PyLoginPage.tsx'), 'PyLoginPage'),
      pageRoute('pyRegistered', TITLES.pyRegister, () => import('../features/account/pages/PyRegisteredPage.tsx'), 'PyRegisteredPage'),
      pageRoute(
        'retrieve_password',
        TITLES.retrievePassword,
        () => import('../features/account/pages/RetrievePasswordPage.tsx'),
        'RetrievePasswordPage',
      ),
      pageRoute('xy_text', TITLES.agreement, () => import('../features/platform/pages/XyTextPage.tsx'), 'XyTextPage'),
      pageRoute('xy_word', TITLES.agreementWord, () => import('../features/platform/pages/AgreementWordPage.tsx'), 'AgreementWordPage'),
      pageRoute('ys_text', TITLES.privacy, () => import('../features/platform/pages/YsTextPage.tsx'), 'YsTextPage'),
      ...publicCourseRoutes,
      {
        // The sharing section: its landing is public, the rest needs a login (spec "Sharing group").
        path: 'sharing',
        // light: the layout of the light landing; the section's antd pages load antd's scope themselves
        handle: { light: true } satisfies RouteHandle,
        lazy: sharingLayout,
        children: [...publicSharingRoutes, { Component: RequireAuth, children: sharingRoutes }],
      },
      // spec: a login-required route without a stored login goes to /login?redirect=<full path>; its pages are
      // discovered (patchRoutesOnNavigation above)
      { id: SIGNED_IN_ROUTE_ID, Component: RequireAuth, children: signedInRoutes },
      {
        path: '*',
        // light: the server draws the same page into the documents it answers with 404 (entry-server.tsx)
        handle: { title: TITLES.notFound, light: true } satisfies RouteHandle,
        lazy: async () => ({ Component: (await import('../features/platform/pages/NotFoundPage.tsx')).NotFoundPage }),
      },
    ],
  },
];

registerRoutes(routes);

/** The whole table but the back office's pages (discovered on the first visit below /admin). */
export const routeTable: RouteObject[] = routes;

/** The table without the signed-in pages' subtree (copies along the way to it; the routes stay the same objects). */
function withoutSignedIn(table: RouteObject[]): RouteObject[] {
  return table.map((r): RouteObject => {
    if (r.index) return r;
    if (r.id === SIGNED_IN_ROUTE_ID) return { ...r, children: [] };
    return r.children ? { ...r, children: withoutSignedIn(r.children) } : r;
  });
}

/**
 * The table the server draws a visitor's page from (web entry-server.tsx), the one the browser's router starts
 * with: the browser hydrates that markup, so both must render the same tree.
 */
export const publicRoutes = () => withoutSignedIn(routes);

/**
 * Whether a page of the shell (or a pathless group of them) may match an address whose first segment is this.
 * The home (the index) is always kept: without it `/` matches the shell itself, which the router takes for a
 * page it knows, so it would not discover the home and draw an empty shell.
 */
function mayMatch(route: RouteObject, segment: string): boolean {
  if (route.index) return true;
  if (route.path === undefined) return route.children?.some((child) => mayMatch(child, segment)) ?? false;
  const first = route.path.replace(/^\//, '').split('/')[0] ?? '';
  return first === segment || first.startsWith(':') || first === '*';
}

/**
 * The app's router. A function, not a module-level value: creating it ranks and matches the table and starts
 * the first page's lazy loads, a long task on a phone, which main.tsx runs in a task of its own after the
 * modules' evaluation (Lighthouse's TBT counts each task's time past 50 ms, not their sum).
 *
 * It starts with the shell's pages that may match the address (its first segment: `/recruitment/...` keeps
 * recruitment's pages, the catch-all and the signed-in group); the others are discovered with the signed-in
 * pages on the first navigation elsewhere (patchRoutesOnNavigation). Ranking the whole public table was 50 of
 * the router's 180 ms at a phone's CPU, and converting it 55 more. What a page renders is the same: the server
 * draws from the whole public table, and only the matched branch is rendered.
 */
export function createAppRouter() {
  const segment = window.location.pathname.split('/')[1] ?? '';
  const table = publicRoutes().map((route): RouteObject => {
    if (route.id !== SHELL_ROUTE_ID || !route.children) return route;
    const now: RouteObject[] = [];
    const later: RouteObject[] = [];
    for (const child of route.children) (child.id === SIGNED_IN_ROUTE_ID || mayMatch(child, segment) ? now : later).push(child);
    laterShellRoutes = later;
    return { ...route, children: now };
  });
  return createBrowserRouter(table, { patchRoutesOnNavigation });
}
