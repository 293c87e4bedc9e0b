/**
 * The route modules the web app's router loads at once when a page is opened at its address
 * (apps/web/src/app/router.tsx and the areas' routes.tsx), as keys of the Vite build manifest: paths of
 * apps/web's own modules.
 *
 * Two users: the server names their files in that page's HTML (`modulepreload`, apps/server/src/http/pages/),
 * so a phone fetches them beside the entry instead of only after the entry has run and the router has
 * matched; and scripts/check-bundle.mjs weighs each page's first load. The server sends a page without the
 * preload of a module the build does not have, so apps/web/src/app/page-modules.test.ts fails on a module that is not a file
 * of the web app loaded by an import() of its own (what gives it a key in the manifest), and on a page with
 * the top search bar (web app/layouts/search-bar-pages.ts) that does not name the bar's module: the server
 * draws the bar, whose stylesheet the drawn page needs before any script runs.
 */
/** A module of the web app, by its path from apps/web (a key of the Vite build manifest). */
export type WebModule = `src/${string}.tsx`;

/**
 * The modules every page's start imports once React has been evaluated (web main.tsx): the router, its
 * table and the shell. Part of every page's first load (scripts/check-bundle.mjs) and named in the shell's
 * head (web build/start-preload.ts).
 */
export const START_MODULES: readonly WebModule[] = ['src/app/router.tsx'];

export const PAGE_MODULES: Readonly<Record<string, readonly WebModule[]>> = {
  '/': ['src/features/home/pages/HomePage.tsx', 'src/features/recruitment/components/HotPositions.tsx', 'src/app/layouts/TopSearchBar.tsx'],
  '/login': ['src/features/account/pages/LoginPage.tsx'],
  '/training': [
    'src/features/lines/pages/LinePage.tsx',
    'src/features/courses/pages/CourseListPage.tsx',
    'src/app/layouts/TopSearchBar.tsx',
  ],
  '/personnel': ['src/features/lines/pages/LinePage.tsx', 'src/app/layouts/TopSearchBar.tsx'],
  '/recruitment': [
    'src/features/recruitment/components/RecruitmentLayout.tsx',
    'src/features/recruitment/pages/RecruitmentPage.tsx',
    'src/app/layouts/TopSearchBar.tsx',
  ],
  '/sharing': ['src/features/sharing/components/SharingLayout.tsx', 'src/features/sharing/pages/SharingPage.tsx'],
  '/list': ['src/features/courses/pages/CourseListPage.tsx', 'src/app/layouts/TopSearchBar.tsx'],
  '/show': ['src/features/courses/pages/ShowPage.tsx'],
  '/employment': ['src/features/employment/pages/EmploymentListPage.tsx', 'src/app/layouts/TopSearchBar.tsx'],
  '/employment/demand': ['src/features/employment/pages/DemandPage.tsx'],
  '/employment/outer_demand': ['src/features/employment/pages/DemandPage.tsx'],
};

/**
 * The site's 404 page (the catch-all route's module): the server draws it into the documents it answers with
 * 404 and inlines its stylesheets (apps/server/src/http/pages/documents.ts).
 */
export const NOT_FOUND_MODULES: readonly WebModule[] = ['src/features/platform/pages/NotFoundPage.tsx'];
