import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouter, StaticRouterProvider, type StaticHandler } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import type { FirstScreenQuery } from '@xcb/shared/first-screen';
import { setActionFetch } from './api/client.ts';
import { AppTree } from './app/AppTree.tsx';
import { publicRoutes, routeTable } from './app/router.tsx';
import { ShellHeader } from './app/layouts/ShellFallback.tsx';
import rootStyles from './app/layouts/RootLayout.module.css';
import { BannerSlides, type HomeBanner } from './features/home/components/BannerSlides.tsx';
import homeStyles from './features/home/pages/HomePage.module.css';
import { SEARCH_BAR_PAGES } from './app/layouts/search-bar-pages.ts';
import { LineFrame, LineHero } from './features/lines/components/LineHero.tsx';
import { NotFoundPage } from './features/platform/pages/NotFoundPage.tsx';
import { TITLES } from './locale/labels.ts';
import type { LineKey } from './locale/business-lines.ts';

// The server build's entry (`vite build --ssr`, dist-ssr/entry-server.js): the API server renders the home
// page's first screen into the HTML of `/` with it (apps/server/src/modules/platform/home.document.ts), so a visitor on a
// slow network sees the header and the banner before any JavaScript has arrived (target: LCP of / under 2 s
// on fast 3G). The pages it draws with their data (home, the lines, the lists) are the app itself, drawn from
// the browser's route table and hydrated (renderDataFirstScreen); the static first screens of the home and the
// line pages are what is sent when that drawing cannot be made (busy, failed), and the browser replaces them.
// This runs in Node: what it draws must not touch the browser's globals while rendering.

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

// ---- the pages that do not exist ----

/**
 * Whether the browser's router has a page at this path (the query is not part of it): the server answers
 * any other address with 404. The back office's pages are discovered below /admin when it is opened
 * (router.tsx patchRoutesOnNavigation), so every address below it is the back office's to answer.
 */
export function pageExists(path: string): boolean {
  if (/^\/admin(\/|$)/.test(path)) return true;
  const last = matchRoutes(routeTable, path)?.at(-1);
  return !!last && last.route.path !== '*';
}

/**
 * The site's 404 page as static markup, as the shell lays it out (RootLayout, the catch-all route's page): the
 * document of an address without a page, or of a detail page whose thing does not exist, shows it before any
 * script runs, and the browser's app replaces it.
 */
export function renderNotFoundFirstScreen(): { markup: string; title: string } {
  const markup = renderToString(
    <StaticRouter location="/404">
      <div className={rootStyles.shell}>
        <ShellHeader />
        <main className={rootStyles.main}>
          <NotFoundPage />
        </main>
      </div>
    </StaticRouter>,
  );
  return { markup, title: TITLES.notFound };
}

// ---- the list pages, drawn with their data, as the app draws them ----

/**
 * The pages whose first screen is their list (or a detail), and the query parameters each may carry, numbers
 * all, `?` before an optional one (any other parameter, a filter say, gets the plain page document). Only
 * light pages: antd's styles are made in the browser.
 */
export const DATA_PAGE_PARAMS: Readonly<Record<string, readonly string[]>> = {
  '/': [],
  '/training': [],
  '/personnel': [],
  '/employment': [],
  '/employment/demand': ['id'],
  '/employment/outer_demand': ['id'],
  '/list': [],
  '/show': ['id', '?authorid'],
  '/recruitment': [],
  '/sharing': [],
};

/** Renders that may still find queries to run: a list waits for its filters' dictionaries, at most this deep. */
const MAX_PASSES = 3;

/** The browser's route table as a static handler: made once, its lazy routes loaded on the first page drawn. */
let handler: StaticHandler | null = null;

/**
 * The markup of a tree, with every lazy component in it drawn. renderToString draws a component whose code has
 * not loaded yet as its fallback, for the browser to draw (`<!--$!-->`); a prerender waits for that code, so
 * after one the lazy components are loaded and the next renderToString draws them. (The prerender's own
 * output is not used: it sends boundaries that suspended as templates completed by inline scripts, which the
 * page's CSP refuses.)
 */
async function drawAll(element: ReactNode): Promise<string> {
  const html = renderToString(element);
  if (!html.includes('<!--$!-->')) return html;
  const { prelude } = await prerenderToNodeStream(element);
  for await (const chunk of prelude) void chunk;
  return renderToString(element);
}

/**
 * A page as the app draws it for a visitor, with its data, or null for a page not drawn here. It is the whole
 * app's render of the address (the browser's route table and tree, app/AppTree.tsx), so the browser hydrates
 * it instead of drawing the page again. The page's own components run: a render builds the queries they ask
 * for in a fresh cache, `call` answers them (the API server, in process, without a session), and the next
 * render draws the answers; the queries that succeeded travel with the markup, so the browser's first render
 * is the same.
 */
export async function renderDataFirstScreen(
  url: string,
  call: (url: string, init: RequestInit) => Promise<Response>,
): Promise<{ markup: string; queries: FirstScreenQuery[]; app: true } | null> {
  const path = url.split('?')[0] ?? url;
  if (!Object.hasOwn(DATA_PAGE_PARAMS, path)) return null;
  setActionFetch(call);
  handler ??= createStaticHandler(publicRoutes());
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  // a redirect or an answer of its own: not a page to draw
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const draw = () =>
    drawAll(<AppTree client={client} router={<StaticRouterProvider router={router} context={context} hydrate={false} />} />);
  const asked = new Set<string>();
  let markup = await draw();
  for (let pass = 1; pass < MAX_PASSES; pass++) {
    const fresh = client
      .getQueryCache()
      .getAll()
      .filter((q) => !asked.has(q.queryHash) && q.state.status === 'pending' && !q.meta?.browserOnly);
    if (fresh.length === 0) break;
    for (const q of fresh) asked.add(q.queryHash);
    // a refusal (a missing course, say) is drawn as the page draws it; it does not travel
    await Promise.all(fresh.map((q) => q.fetch().catch(noop)));
    markup = await draw();
  }
  const queries = client
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.status === 'success')
    .map((q) => ({ key: q.queryKey as unknown[], data: q.state.data }));
  return { markup, queries, app: true };
}

const noop = () => undefined;
