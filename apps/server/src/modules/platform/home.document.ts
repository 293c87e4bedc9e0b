import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { FIRST_SCREEN_DATA_ID, type FirstScreenData } from '@xcb/shared/first-screen';
import type { AppDeps } from '../../http/deps.ts';
import { publicBanners } from './banners.service.ts';
import { PAGE_MODULES } from '@xcb/shared/page-modules';
import {
  attr,
  composePageDocument,
  inlineStylesheets,
  moduleFiles,
  preloadImage,
  scriptJson,
  startAfterPaint,
  STYLESHEET_LINK,
  type Manifest,
  type ShellDocument,
} from '../../http/pages/shell.ts';
import { sendDocument } from '../../http/pages/send.ts';

/**
 * `/` with its first screen in the HTML (the target: LCP of / under 2 s on fast 3G with a 4x slower CPU).
 *
 * On such a network every round trip costs ~560 ms and the first page's JavaScript ~1 s more, so a page that
 * waits for its code, then its data, then its banner paints its largest element after several seconds. Here
 * the server renders the header and the home carousel with React (the web app's server build, from
 * apps/web/src/entry-server.tsx), with the banners read from the database, and inlines the shell's and the
 * home page's stylesheets: the browser paints the banner as soon as the HTML and the image are in. The banners
 * travel in the page too (a JSON script, which the CSP does not treat as script), so the client's first
 * render shows the same banners without asking for them; main.tsx keeps this markup until the page's code
 * can replace it with the page itself.
 *
 * Without a server build (the Vite dev server, an old build) or if rendering fails, `/` is the plain app
 * shell, as every other path is: the first screen is an addition, never a condition.
 */

type Renderer = (banners: NonNullable<FirstScreenData['banners']>) => string;

/** The client build's module that draws `/` (src/features/home/pages/HomePage.tsx, a route chunk). */
const HOME_MODULE = 'src/features/home/pages/HomePage.tsx';
export { FIRST_SCREEN_DATA_ID };

/** The stylesheets a chunk needs, its own and those of every chunk it imports, in the build's order. */
export function chunkStylesheets(manifest: Manifest, key: string): string[] {
  const seen = new Set<string>();
  const css: string[] = [];
  const walk = (k: string) => {
    if (seen.has(k)) return;
    seen.add(k);
    const chunk = manifest[k];
    if (!chunk) return;
    for (const file of chunk.css ?? []) if (!css.includes(file)) css.push(file);
    for (const imported of chunk.imports ?? []) walk(imported);
  };
  walk(key);
  return css;
}

/** The shell with the first screen in it: the first banner asked for before the scripts, markup and data in #root's place. */
export function composeHomeDocument(shell: string, parts: { image: string | undefined; markup: string; data: FirstScreenData }): string {
  const html = parts.image ? preloadImage(shell, attr(parts.image)) : shell;
  const root = `<div id="root">${parts.markup}</div><script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${scriptJson(parts.data)}</script>`;
  return startAfterPaint(html.replace('<div id="root"></div>', root));
}

type HomeDocument = ShellDocument & { key: string };

/**
 * What a build gives: the shell with its stylesheets inlined and the renderer, reloaded when rebuilt, and
 * the last document made from them. The banners change rarely, so most visits reuse that document and its
 * compressed forms; a visit after a staff edit (or a rebuild) makes a new one.
 */
function homeBuild(webDist: string, ssrEntry: string, log: FastifyBaseLogger) {
  const files = [join(webDist, 'index.html'), join(webDist, '.vite', 'manifest.json'), ssrEntry];
  let loaded: { stamp: string; shell: string; render: Renderer } | null = null;
  let last: HomeDocument | null = null;

  const load = async () => {
    if (!files.every((f) => existsSync(f))) return null;
    const stamp = files.map((f) => statSync(f).mtimeMs).join(':');
    if (loaded?.stamp === stamp) return loaded;
    const manifest = JSON.parse(readFileSync(join(webDist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
    // ?v: a rebuilt renderer is a new module (Node caches imports by URL)
    const mod = (await import(`${pathToFileURL(ssrEntry).href}?v=${encodeURIComponent(stamp)}`)) as { renderFirstScreen?: unknown };
    if (typeof mod.renderFirstScreen !== 'function') {
      log.warn({ ssrEntry }, 'the web server build has no renderFirstScreen: / is served without its first screen');
      return null;
    }
    const template = readFileSync(join(webDist, 'index.html'), 'utf8');
    const shellStylesheets = [...template.matchAll(STYLESHEET_LINK)].map((m) => m[1] ?? '');
    const homeStylesheets = chunkStylesheets(manifest, HOME_MODULE).filter((file) => !shellStylesheets.includes(file));
    const inlined = inlineStylesheets(template, homeStylesheets, (file) => readFileSync(join(webDist, file), 'utf8'));
    // the page's modules load beside the entry (http/pages/shell.ts); its stylesheets are inlined above
    const shell = composePageDocument(inlined, { js: moduleFiles(manifest, PAGE_MODULES['/'] ?? [HOME_MODULE]).js, css: [] });
    loaded = { stamp, shell, render: mod.renderFirstScreen as Renderer };
    return loaded;
  };

  return async function homeDocument(banners: NonNullable<FirstScreenData['banners']>): Promise<HomeDocument | null> {
    const build = await load();
    if (!build) return null;
    const key = `${build.stamp}:${JSON.stringify(banners)}`;
    if (last?.key !== key) {
      const html = composeHomeDocument(build.shell, { image: banners[0]?.bannerPath, markup: build.render(banners), data: { banners } });
      last = { key, html };
    }
    return last;
  };
}

/**
 * `pageDocument`: the page documents (http/pages/documents.ts); where the server build draws `/` as the app itself
 * (its whole home page, hydrated in the browser), that document is sent, and the banners' first screen otherwise.
 */
export function registerHomeDocument(
  app: FastifyInstance,
  deps: AppDeps,
  options: { webDist: string; webSsr: string; pageDocument?: (url: string) => Promise<ShellDocument | null> },
): void {
  const homeDocument = homeBuild(resolve(options.webDist), resolve(options.webSsr, 'entry-server.js'), app.log);
  // The web app's first page, not an API operation.
  app.get('/', { config: { openapi: false } }, async (request, reply) => {
    try {
      const drawn = await options.pageDocument?.(request.url);
      if (drawn?.app) return await sendDocument(request, reply, drawn);
      const doc = await homeDocument(await publicBanners(deps, '1'));
      if (doc) return await sendDocument(request, reply, doc);
    } catch (err) {
      request.log.warn({ err }, 'the first screen of / could not be rendered: the plain app shell is sent');
    }
    return reply.sendFile('index.html');
  });
}
