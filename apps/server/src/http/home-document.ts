import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { publicBanners } from '../modules/admin/settings.service.ts';

/**
 * `/` with its first screen in the HTML (issue 12: LCP of / under 2 s on fast 3G with a 4x slower CPU).
 *
 * On such a network every round trip costs ~560 ms and the first page's JavaScript ~1 s more, so a page that
 * waits for its code, then its data, then its banner paints its largest element after several seconds. Here
 * the server renders the header and the home carousel with React (the web app's server build, from
 * apps/web/src/entry-server.tsx), with the banners read from the database, and links the home page's
 * stylesheets: the browser paints the banner as soon as the HTML, the CSS and the image are in. The banners
 * travel in the page too (a JSON script, which the CSP does not treat as script), so the client's first
 * render shows the same banners without asking for them; main.tsx keeps this markup until the page's code
 * can replace it with the page itself.
 *
 * Without a server build (the Vite dev server, an old build) or if rendering fails, `/` is the plain app
 * shell, as every other path is: the first screen is an addition, never a condition.
 */

type Banner = Awaited<ReturnType<typeof publicBanners>>[number];
type Renderer = (banners: Banner[]) => string;
type ManifestChunk = { file: string; css?: string[]; imports?: string[] };

/** The client build's module that draws `/` (src/features/home/pages/HomePage.tsx, a route chunk). */
const HOME_MODULE = 'src/features/home/pages/HomePage.tsx';
/** The id of the JSON script the client reads its first data from (apps/web/src/api/first-screen.ts). */
export const FIRST_SCREEN_DATA_ID = 'xcb-first-screen';

/** The stylesheets a chunk needs, its own and those of every chunk it imports, in the build's order. */
export function chunkStylesheets(manifest: Record<string, ManifestChunk>, key: string): string[] {
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

/** JSON inside a <script> element: no `<` may close it or open a comment. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

function attr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

function style(css: string): string {
  return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
}

/** The app shell's stylesheet links (vite writes them as `<link rel="stylesheet" crossorigin href="/assets/….css">`). */
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*?href="\/([^"]+\.css)"[^>]*>/g;

export type FirstScreenParts = {
  /** every stylesheet the first screen needs, by build path: the shell's and the home page's */
  css: Map<string, string>;
  /** the home page's own stylesheets (build paths) */
  homeStylesheets: string[];
  /** the image to fetch first (the first banner), if any */
  image: string | undefined;
  markup: string;
  data: unknown;
};

/**
 * The app shell with the first screen in it. The stylesheets are inlined: over HTTP/1.1 a browser opens six
 * connections to a host, and the shell's eighteen scripts would queue the stylesheets and the banner behind
 * them (a round trip each, ~560 ms on fast 3G); inlined, the page paints from the HTML and one image. The
 * image is asked for first of all, before the scripts. The markup and its data take #root's place.
 */
export function composeHomeDocument(template: string, parts: FirstScreenParts): string {
  const inline = (file: string) => style(parts.css.get(file) ?? '');
  let html = template.replace(STYLESHEET_LINK, (_link, file: string) => inline(file));
  // after the shell's, as the page's own stylesheets come after them when its chunk loads (ties go to the later)
  html = html.replace('</head>', `${parts.homeStylesheets.map(inline).join('')}</head>`);
  if (parts.image) {
    const preload = `<link rel="preload" as="image" href="${attr(parts.image)}" fetchpriority="high">`;
    html = /<meta charset="[^"]*"\s*\/?>/i.test(html) ? html.replace(/<meta charset="[^"]*"\s*\/?>/i, (meta) => `${meta}${preload}`) : html.replace('<head>', `<head>${preload}`);
  }
  const root = `<div id="root">${parts.markup}</div><script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${scriptJson(parts.data)}</script>`;
  return html.replace('<div id="root"></div>', root);
}

/** What a build gives: the shell's HTML, the stylesheets and the renderer, reloaded when rebuilt. */
function homeBuild(webDist: string, ssrEntry: string, log: FastifyBaseLogger) {
  const files = [join(webDist, 'index.html'), join(webDist, '.vite', 'manifest.json'), ssrEntry];
  let loaded: { stamp: string; template: string; css: Map<string, string>; homeStylesheets: string[]; render: Renderer } | null = null;
  return async function current() {
    if (!files.every((f) => existsSync(f))) return null;
    const stamp = files.map((f) => statSync(f).mtimeMs).join(':');
    if (loaded?.stamp === stamp) return loaded;
    const manifest = JSON.parse(readFileSync(join(webDist, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
    // ?v: a rebuilt renderer is a new module (Node caches imports by URL)
    const mod = (await import(`${pathToFileURL(ssrEntry).href}?v=${encodeURIComponent(stamp)}`)) as { renderFirstScreen?: unknown };
    if (typeof mod.renderFirstScreen !== 'function') {
      log.warn({ ssrEntry }, 'the web server build has no renderFirstScreen: / is served without its first screen');
      return null;
    }
    const template = readFileSync(join(webDist, 'index.html'), 'utf8');
    const shellStylesheets = [...template.matchAll(STYLESHEET_LINK)].map((m) => m[1] ?? '');
    const homeStylesheets = chunkStylesheets(manifest, HOME_MODULE).filter((file) => !shellStylesheets.includes(file));
    const css = new Map([...shellStylesheets, ...homeStylesheets].map((file) => [file, readFileSync(join(webDist, file), 'utf8')] as const));
    loaded = { stamp, template, css, homeStylesheets, render: mod.renderFirstScreen as Renderer };
    return loaded;
  };
}

/**
 * The document compressed as the browser accepts (the static plugin does this for built files; this one is
 * made per request). The last one is kept: the banners change rarely, so most requests reuse it.
 */
function compressedDocuments() {
  let last: { html: string; br?: Buffer; gzip?: Buffer } = { html: '' };
  return (html: string, acceptEncoding: string | undefined): { body: string | Buffer; encoding?: 'br' | 'gzip' } => {
    if (last.html !== html) last = { html };
    if (/\bbr\b/.test(acceptEncoding ?? '')) {
      last.br ??= brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
      return { body: last.br, encoding: 'br' };
    }
    if (/\bgzip\b/.test(acceptEncoding ?? '')) {
      last.gzip ??= gzipSync(html);
      return { body: last.gzip, encoding: 'gzip' };
    }
    return { body: html };
  };
}

export function registerHomeDocument(app: FastifyInstance, deps: AppDeps, options: { webDist: string; webSsr: string }): void {
  const compress = compressedDocuments();
  const currentBuild = homeBuild(resolve(options.webDist), resolve(options.webSsr, 'entry-server.js'), app.log);
  app.get('/', async (request, reply) => {
    try {
      const current = await currentBuild();
      if (current) {
        const banners = await publicBanners(deps, '1');
        const html = composeHomeDocument(current.template, { css: current.css, homeStylesheets: current.homeStylesheets, image: banners[0]?.bannerPath, markup: current.render(banners), data: { banners } });
        const { body, encoding } = compress(html, request.headers['accept-encoding']);
        if (encoding) reply.header('Content-Encoding', encoding);
        return await reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding').send(body);
      }
    } catch (err) {
      request.log.warn({ err }, 'the first screen of / could not be rendered: the plain app shell is sent');
    }
    return reply.sendFile('index.html');
  });
}
