import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { FirstScreenQuery } from '@xcb/shared/first-screen';
import { setActionFetch } from './api/client.ts';
import { AuthContext, type Auth } from './lib/auth.ts';
import { EmploymentListPage } from './features/employment/pages/EmploymentListPage.tsx';
import { DemandPage } from './features/employment/pages/DemandPage.tsx';
import { CourseListPage } from './features/course-buy/pages/CourseListPage.tsx';
import { ShowPage } from './features/course-buy/pages/ShowPage.tsx';
import { RecruitmentOutlet } from './features/recruitment/components/RecruitmentLayout.tsx';
import { RecruitmentLanding } from './features/recruitment/pages/PositionListPage.tsx';
import { SharingLayout } from './features/sharing/components/SharingLayout.tsx';
import { SharingHomePage } from './features/sharing/pages/ListPages.tsx';
import { ShellHeader } from './app/layouts/ShellFallback.tsx';
import rootStyles from './app/layouts/RootLayout.module.css';
import { BannerSlides, type HomeBanner } from './features/home/components/BannerSlides.tsx';
import homeStyles from './features/home/pages/HomePage.module.css';
import { SEARCH_BAR_PAGES } from './app/layouts/search-bar-pages.ts';
import { LineFrame, LineHero } from './features/lines/components/LineHero.tsx';
import type { LineKey } from './locale/business-lines.ts';

// The server build's entry (`vite build --ssr`, dist-ssr/entry-server.js): the API server renders the home
// page's first screen into the HTML of `/` with it (apps/server/src/http/home-document.ts), so a visitor on a
// slow network sees the header and the banner before any JavaScript has arrived (target: LCP of / under 2 s
// on fast 3G). Only static markup and data-free components are imported here: this runs in Node.

/**
 * The first screen of `/`: the static header, the search bar's space and the carousel, laid out as the home
 * page lays them out (RootLayout, HomePage), so that the page replaces it without anything moving.
 */
function FirstScreen({ banners }: { banners: HomeBanner[] }) {
  return (
    <div className={rootStyles.shell}>
      <ShellHeader current="/" />
      <main className={rootStyles.main}>
        <div className={rootStyles.searchBarSpace} />
        <div className={`xcb-container ${homeStyles.page}`}>
          <BannerSlides banners={banners} loading={false} />
        </div>
      </main>
    </div>
  );
}

export function renderFirstScreen(banners: HomeBanner[]): string {
  return renderToString(
    <StaticRouter location="/">
      <FirstScreen banners={banners} />
    </StaticRouter>,
  );
}

/** The line pages whose first screen is static (their hero), by address. */
const LINE_PAGES: Record<string, LineKey> = { '/training': 'training', '/personnel': 'personnel' };

/**
 * The first screen of another page, or null for a page without one: for a line page, the static header,
 * the search bar's space and the line's hero as LinePage draws them (a visitor's view: the page, once its
 * code has run, takes the signed-in user's buttons away).
 */
export function renderPageFirstScreen(path: string): string | null {
  const lineKey = Object.hasOwn(LINE_PAGES, path) ? LINE_PAGES[path] : undefined;
  if (!lineKey) return null;
  return renderToString(
    <StaticRouter location={path}>
      <div className={rootStyles.shell}>
        <ShellHeader current={path} />
        <main className={rootStyles.main}>
          {SEARCH_BAR_PAGES[path] && <div className={rootStyles.searchBarSpace} />}
          <LineFrame lineKey={lineKey}>
            <LineHero lineKey={lineKey} visitorAt={path} />
          </LineFrame>
        </main>
      </div>
    </StaticRouter>,
  );
}

// ---- the list pages, drawn with their data ----

/**
 * The pages whose first screen is their list (or a detail): the route as the router nests it, and the query
 * parameters it may carry, numbers all, `?` before an optional one (any other parameter, a filter say, gets
 * the plain page document). Only light pages: antd's styles are made in the browser.
 */
const DATA_PAGES: Record<string, { params: readonly string[]; routes: ReactNode }> = {
  '/employment': { params: [], routes: <Route path="/employment" element={<EmploymentListPage />} /> },
  '/employment/demand': { params: ['id'], routes: <Route path="/employment/demand" element={<DemandPage />} /> },
  '/employment/outer_demand': { params: ['id'], routes: <Route path="/employment/outer_demand" element={<DemandPage />} /> },
  '/list': { params: [], routes: <Route path="/list" element={<CourseListPage />} /> },
  '/show': { params: ['id', '?authorid'], routes: <Route path="/show" element={<ShowPage />} /> },
  '/recruitment': {
    params: [],
    routes: (
      <Route path="/recruitment" element={<RecruitmentOutlet />}>
        <Route index element={<RecruitmentLanding />} />
      </Route>
    ),
  },
  '/sharing': {
    params: [],
    routes: (
      <Route path="/sharing" element={<SharingLayout />}>
        <Route index element={<SharingHomePage />} />
      </Route>
    ),
  },
};

/** The parameters each page drawn with its data accepts (the server draws no other address). */
export const DATA_PAGE_PARAMS: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  Object.entries(DATA_PAGES).map(([path, page]) => [path, page.params]),
);

const noop = () => undefined;
/** Who the first screen is drawn for: a visitor (a signed-in browser drops it, web main.tsx). */
const VISITOR: Auth = { user: null, isLoggedIn: false, login: noop, logout: () => Promise.resolve(), updateUser: noop };

/** Renders that may still find queries to run: a list waits for its filters' dictionaries, at most this deep. */
const MAX_PASSES = 3;

/**
 * A page's first screen with its data, as a visitor sees it, or null for a page not drawn here. The page's
 * own components run: a render builds the queries they ask for in a fresh cache, `call` answers them (the
 * API server, in process, without a session), and the next render draws the answers; the queries that
 * succeeded travel with the markup, so the page's first render in the browser shows the same.
 */
export async function renderDataFirstScreen(
  url: string,
  call: (url: string, init: RequestInit) => Promise<Response>,
): Promise<{ markup: string; queries: FirstScreenQuery[] } | null> {
  const path = url.split('?')[0] ?? url;
  const page = Object.hasOwn(DATA_PAGES, path) ? DATA_PAGES[path] : undefined;
  if (!page) return null;
  setActionFetch(call);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const draw = () =>
    renderToString(
      <StaticRouter location={url}>
        <QueryClientProvider client={client}>
          <AuthContext value={VISITOR}>
            <div className={rootStyles.shell}>
              <ShellHeader current={path} />
              <main className={rootStyles.main}>
                {SEARCH_BAR_PAGES[path] && <div className={rootStyles.searchBarSpace} />}
                <Routes>{page.routes}</Routes>
              </main>
            </div>
          </AuthContext>
        </QueryClientProvider>
      </StaticRouter>,
    );
  const asked = new Set<string>();
  let markup = draw();
  for (let pass = 1; pass < MAX_PASSES; pass++) {
    const fresh = client
      .getQueryCache()
      .getAll()
      .filter((q) => !asked.has(q.queryHash) && q.state.status === 'pending' && !q.meta?.browserOnly);
    if (fresh.length === 0) break;
    for (const q of fresh) asked.add(q.queryHash);
    // a refusal (a missing course, say) is drawn as the page draws it; it does not travel
    await Promise.all(fresh.map((q) => q.fetch().catch(noop)));
    markup = draw();
  }
  const queries = client
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.status === 'success')
    .map((q) => ({ key: q.queryKey as unknown[], data: q.state.data }));
  return { markup, queries };
}
