import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
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
