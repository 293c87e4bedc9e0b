import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NOT_FOUND_MODULES, PAGE_MODULES, START_MODULES } from '@xcb/shared/page-modules';
import { FIRST_SCREEN_DATA_ID, type FirstScreenData } from '@xcb/shared/first-screen';
import type { Kept } from '../../db/kept/write-watch.ts';

// The app shell for a page opened at its address, naming the page's own modules in its head.
//
// Without this a browser learns of a page's route module only once the entry has downloaded and run and
// the router has matched the address: on a phone's network (Lighthouse's mobile preset: 150 ms round
// trips, 1.6 Mbit/s, a 4x slower CPU) that is a round trip plus the entry's run time before the page's
// code even starts to load, then the page's data, then its pictures. With `modulepreload` links for the
// route's modules (and their static imports) and links for their stylesheets, they load beside the entry.
// What the shell already names (the entry and its imports) is not repeated. Unknown addresses, and every
// address when the build has no manifest, get the plain shell.

/** A made HTML document, with its compressed forms once asked for. */
export interface ShellDocument {
  html: string;
  /** The HTTP status it is sent with; 200 when absent. */
  status?: 404 | 500;
  /** #root holds the app's own render of the address (the browser hydrates it), not a stand-in or nothing */
  app?: boolean;
  br?: Buffer;
  gzip?: Buffer;
}
type ManifestChunk = { file: string; css?: string[]; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

/** The files a set of modules loads at once: each one's chunk, its static imports', and their stylesheets. */
export function moduleFiles(manifest: Manifest, keys: readonly string[]): { js: string[]; css: string[] } {
  const js: string[] = [];
  const css: string[] = [];
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    // a page served without a preload still works: scripts/check-bundle.mjs is where a moved module fails
    if (!chunk) return;
    for (const imported of chunk.imports ?? []) walk(imported);
    if (!js.includes(chunk.file)) js.push(chunk.file);
    for (const file of chunk.css ?? []) if (!css.includes(file)) css.push(file);
  };
  for (const key of keys) walk(key);
  return { js, css };
}

/** A value as an HTML attribute's text. */
export const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * A picture asked for first: its preload right after the charset, before every stylesheet and script the
 * head names (`href` is attribute text already).
 */
export function preloadImage(html: string, href: string): string {
  const preload = `<link rel="preload" as="image" href="${href}" fetchpriority="high">`;
  const charset = /<meta charset="[^"]*"\s*\/?>/i;
  return charset.test(html) ? html.replace(charset, (meta) => `${meta}${preload}`) : html.replace('<head>', `<head>${preload}`);
}

/**
 * A stylesheet inlined, with a disabled link naming its file: the browser fetches nothing for it, and Vite's
 * preload helper, which looks for a stylesheet link before it loads a lazy chunk's stylesheets, finds it
 * (without it the page's code asked again for every stylesheet inlined here, and waited for them).
 */
function style(css: string, file: string): string {
  return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style><link rel="stylesheet" href="/${attr(file)}" disabled>`;
}

/** The app shell's stylesheet links (vite writes them as `<link rel="stylesheet" crossorigin href="/assets/….css">`). */
export const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*?href="\/([^"]+\.css)"[^>]*>/g;

/**
 * The app shell with every stylesheet the first screen needs inlined, made once per build. Over HTTP/1.1 a
 * browser opens six connections to a host, and the shell's eighteen scripts would queue the stylesheets and
 * the banner behind them (a round trip each, ~560 ms on fast 3G); inlined, the page paints from the HTML and
 * one image. The home page's own stylesheets come after the shell's, as they do when its chunk loads (ties
 * go to the later rule).
 */
export function inlineStylesheets(template: string, pageStylesheets: string[], read: (file: string) => string): string {
  const shell = template.replace(STYLESHEET_LINK, (_link, file: string) => style(read(file), file));
  return shell.replace('</head>', `${pageStylesheets.map((file) => style(read(file), file)).join('')}</head>`);
}

/** JSON inside a <script> element: no `<` may close it or open a comment. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The app shell's module script (vite writes `<script type="module" crossorigin src="/assets/index-….js"></script>`). */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/[^"]+\.js)"><\/script>/;

/** A script the document names for later (vite writes `<link rel="modulepreload" crossorigin href="/assets/….js">`). */
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="(\/[^"]+\.js)">/g;

/**
 * A document with a first screen drawn in it starts the app only once that screen is painted, and asks for
 * the app's scripts only then (web public/after-paint.js, which preloads them all at once and adds the entry).
 * Asked for from the head, the thirty to fifty scripts shared a phone's bandwidth and six connections with
 * the page's pictures while the first screen was still being laid out, and Lighthouse, which counts what
 * loads before the first paint as holding it, put the first paint after them.
 */
export function startAfterPaint(html: string): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) return html;
  const later: string[] = [];
  const rest = html.replace(MODULE_PRELOAD, (_link, src: string) => {
    later.push(src);
    return '';
  });
  return rest.replace(
    ENTRY_SCRIPT,
    () => `<script defer fetchpriority="high" src="/after-paint.js" data-entry="${entry}" data-preload="${later.join(' ')}"></script>`,
  );
}

/**
 * The shell with links to a page's scripts that it does not name already, before its scripts run, and
 * the page's stylesheets: inlined with the shell's when `read` gives their text (a dozen small files are
 * a dozen requests queued on a phone's six connections), linked otherwise.
 */
export function composePageDocument(
  shell: string,
  files: { js: string[]; css: string[] },
  read?: (file: string) => string,
  screen?: { markup: string; data?: FirstScreenData } | null,
): string {
  const named = (file: string) => shell.includes(`"/${file}"`);
  const css = files.css.filter((f) => !named(f));
  const inlined = read ? inlineStylesheets(shell, css, read) : shell;
  // a first screen drawn by the server stays in #root until the page's code replaces it (web main.tsx); one
  // drawn from data is a visitor's (data-visitor), which a signed-in browser drops at once
  const root = !screen
    ? null
    : screen.data
      ? `<div id="root" data-visitor>${screen.markup}</div><script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${scriptJson(screen.data)}</script>`
      : `<div id="root">${screen.markup}</div>`;
  const drawn = root ? inlined.replace('<div id="root"></div>', root) : inlined;
  // the first picture the page asks for at once (a list's first cover, fetchpriority high) is its largest
  // element: asked for before the scripts the links below name, not after them on six connections
  // (React writes the attribute as `fetchPriority`; HTML attribute names are case-insensitive)
  const picture = screen && /<img\b[^>]*\bfetchpriority="high"[^>]*>/i.exec(screen.markup)?.[0];
  const src = picture && /\bsrc="([^"]+)"/i.exec(picture)?.[1];
  const html = src ? preloadImage(drawn, src) : drawn;
  const links = [
    ...(read ? [] : css.map((f) => `<link rel="stylesheet" crossorigin href="/${attr(f)}">`)),
    ...files.js.filter((f) => !named(f)).map((f) => `<link rel="modulepreload" crossorigin href="/${attr(f)}">`),
  ].join('');
  const linked = links ? html.replace('</head>', `${links}</head>`) : html;
  return root ? startAfterPaint(linked) : linked;
}

/** What answers a page's calls while the server draws it: the API, in process, without a session. */
export type VisitorCall = (url: string, init: RequestInit) => Promise<Response>;

/**
 * The API answering a drawn page's calls through its own routes (validation, zone scoping, the kept
 * replies), as a request without a session or a zone: what a visitor's browser would be answered.
 */
export function visitorCall(app: FastifyInstance): VisitorCall {
  return async (url, init) => {
    const method = init.method === 'GET' ? 'GET' : 'POST';
    const res = await app.inject({
      method,
      url,
      headers: { accept: 'application/json', ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) },
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    return new Response(res.body, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
    });
  };
}

/** The documents of list pages drawn with their data, kept while the data under them has not changed. */
export type KeptDocuments = Kept<string, ShellDocument>;

/**
 * The address a page drawn with its data is drawn for, or null when it is not drawn: a list page opened
 * bare, a detail page with its id (and the optional numbers it names with a leading `?`, the course page's
 * `authorid`). A filter or a page number gets the plain page document: drawing every combination would
 * let any visitor fill the kept documents.
 */
export function dataPageAddress(path: string, search: string, params: Readonly<Record<string, readonly string[]>>): string | null {
  const accepted = Object.hasOwn(params, path) ? params[path] : undefined;
  if (!accepted) return null;
  const names = accepted.map((k) => k.replace(/^\?/, ''));
  const query = new URLSearchParams(search);
  const keys = [...query.keys()];
  if (new Set(keys).size !== keys.length || keys.some((k) => !names.includes(k))) return null;
  if (accepted.some((k) => !k.startsWith('?') && !query.has(k))) return null;
  if (keys.some((k) => !/^[1-9][0-9]{0,8}$/.test(query.get(k) ?? ''))) return null;
  const named = names.filter((k) => query.has(k));
  return named.length ? `${path}?${named.map((k) => `${k}=${query.get(k) ?? ''}`).join('&')}` : path;
}

/** Pages drawn with their data at once, per app. */
const MAX_DRAWING = 4;

/** pageDocuments made in this process (one per app). */
let instances = 0;

/**
 * The page documents of a build, made once per address and reloaded when the build changes. Returns null
 * for an address without a known page (or without a build manifest): the caller sends the plain shell.
 * With `data`, the list pages are drawn with a visitor's first page (the web app's renderDataFirstScreen),
 * kept until the data changes; a detail page counts its views, so it is drawn on every visit.
 */
export interface PageDocuments {
  /** A page's document by its address; null without a known page (or a build manifest): the plain shell is sent. */
  page: (url: string) => Promise<ShellDocument | null>;
  /**
   * The document answered with 404: the shell with the site's 404 page drawn in it (the catch-all route's
   * page), titled so; null without a server build, whose caller sends the plain shell with the status.
   */
  notFound: () => Promise<ShellDocument | null>;
  /** Whether the web app has a page at this path (the browser's route table); null without a server build. */
  exists: (path: string) => Promise<boolean | null>;
}

/** The 404 document's title and its word to crawlers (the shell's own title is the brand alone). */
export function notFoundHead(html: string, title: string): string {
  return html.replace(
    /<title>([^<]*)<\/title>/,
    (_t, brand: string) => `<title>${title} - ${brand}</title><meta name="robots" content="noindex">`,
  );
}

export function pageDocuments(
  webDist: string,
  onError: (err: unknown, url: string) => void,
  ssrEntry?: string,
  data?: { call: VisitorCall; kept: KeptDocuments },
): PageDocuments {
  const files = [join(webDist, 'index.html'), join(webDist, '.vite', 'manifest.json')];
  let stamp = '';
  let docs = new Map<string, ShellDocument | null>();
  // the build's shell, manifest and stylesheets, as read for the first document made from it
  let builtFiles: { shell: string; manifest: Manifest; css: Map<string, string> } | null = null;
  // the web app's server build (entry-server.tsx): the first screens it can draw, once per build
  let render: Promise<Renderers | null> | null = null;
  // the renderer's calls go where its module was last told (web api/client.ts setActionFetch): each app in a
  // process (the tests run several) imports its own copy
  const instance = ++instances;
  let drawing = 0;
  let notFoundDoc: ShellDocument | null | undefined;
  /** The build as it is now on disk: false while it is incomplete (being written, or none). */
  const current = (): boolean => {
    if (!files.every((f) => existsSync(f))) return false;
    const now = [...files, ...(ssrEntry && existsSync(ssrEntry) ? [ssrEntry] : [])].map((f) => statSync(f).mtimeMs).join(':');
    if (now !== stamp) {
      stamp = now;
      docs = new Map();
      builtFiles = null;
      notFoundDoc = undefined;
      render =
        ssrEntry && existsSync(ssrEntry)
          ? renderers(ssrEntry, `${now}:${instance}`).catch((err: unknown) => (onError(err, ssrEntry), null))
          : null;
    }
    return true;
  };
  const made = (modules: readonly string[], screen: { markup: string; data?: FirstScreenData } | null): ShellDocument => {
    // read once per build: a detail page is made on every visit
    const built = (builtFiles ??= {
      shell: readFileSync(files[0] as string, 'utf8'),
      manifest: JSON.parse(readFileSync(files[1] as string, 'utf8')) as Manifest,
      css: new Map<string, string>(),
    });
    const read = (file: string) => {
      let text = built.css.get(file);
      if (text === undefined) built.css.set(file, (text = readFileSync(join(webDist, file), 'utf8')));
      return text;
    };
    // the start modules' stylesheets (the header's, the shell's) with the page's: a drawn page shows them
    const loaded = moduleFiles(built.manifest, [...START_MODULES, ...modules]);
    return { html: composePageDocument(built.shell, loaded, read, screen), app: screen?.data?.app === true };
  };

  const page = async (url: string): Promise<ShellDocument | null> => {
    const [pathname = '/', search = ''] = url.split('?', 2);
    const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    const modules = Object.hasOwn(PAGE_MODULES, path) ? PAGE_MODULES[path] : undefined;
    if (!modules || !current()) return null;
    const build = stamp;
    const renderer = await render;
    const address = data && renderer?.data ? dataPageAddress(path, search, renderer.dataParams) : null;
    let failed = false;
    if (data && renderer?.data && address) {
      const key = `${build}|${address}`;
      const kept = data.kept.get(key);
      if (kept) return kept;
      // drawing costs a render or two of the page on this thread: beyond a few at once (a burst of detail
      // pages, say) the page draws itself in the browser, as it does without a server build
      if (drawing < MAX_DRAWING) {
        drawing++;
        const since = data.kept.stamp();
        try {
          const screen = await renderer.data(address, data.call);
          if (screen) {
            const doc = made(modules, {
              markup: screen.markup,
              data: { queries: screen.queries, ...(screen.app ? { app: true as const } : {}) },
            });
            if (!address.includes('?')) data.kept.set(key, since, doc);
            return doc;
          }
        } catch (err) {
          // a page that cannot be drawn is answered 500 with its plain document, which the browser's app
          // draws as it would without a server build
          onError(err, url);
          failed = true;
        } finally {
          drawing--;
        }
      }
    }
    let doc = docs.get(path);
    if (doc === undefined) {
      try {
        const markup = renderer?.page(path) ?? null;
        doc = made(modules, markup ? { markup } : null);
      } catch (err) {
        // a build being written, or one whose manifest names a missing file: the plain shell until it changes
        onError(err, url);
        doc = null;
      }
      docs.set(path, doc);
    }
    return doc && failed ? { html: doc.html, status: 500 } : doc;
  };

  return {
    page,
    notFound: async () => {
      if (!current()) return null;
      const renderer = await render;
      if (notFoundDoc !== undefined) return notFoundDoc;
      try {
        const screen = renderer?.notFound?.() ?? null;
        const doc = made(NOT_FOUND_MODULES, screen && { markup: screen.markup });
        notFoundDoc = { html: screen ? notFoundHead(doc.html, screen.title) : doc.html, status: 404 };
      } catch (err) {
        onError(err, '404');
        notFoundDoc = null;
      }
      return notFoundDoc;
    },
    exists: async (path) => {
      if (!current()) return null;
      const renderer = await render;
      return renderer?.exists ? renderer.exists(path) : null;
    },
  };
}

/** What the web app's server build draws: a page's static first screen, and a list page's with its data. */
type Renderers = {
  page: (path: string) => string | null;
  notFound: (() => { markup: string; title: string }) | null;
  exists: ((path: string) => boolean) | null;
  data:
    | ((url: string, call: VisitorCall) => Promise<{ markup: string; queries: NonNullable<FirstScreenData['queries']>; app?: true } | null>)
    | null;
  dataParams: Readonly<Record<string, readonly string[]>>;
};

async function renderers(ssrEntry: string, stamp: string): Promise<Renderers | null> {
  // ?v: a rebuilt renderer is a new module (Node caches imports by URL)
  const mod = (await import(`${pathToFileURL(ssrEntry).href}?v=${encodeURIComponent(stamp)}`)) as {
    renderPageFirstScreen?: unknown;
    renderDataFirstScreen?: unknown;
    renderNotFoundFirstScreen?: unknown;
    pageExists?: unknown;
    DATA_PAGE_PARAMS?: Renderers['dataParams'];
  };
  if (typeof mod.renderPageFirstScreen !== 'function') return null;
  return {
    page: mod.renderPageFirstScreen as Renderers['page'],
    notFound:
      typeof mod.renderNotFoundFirstScreen === 'function' ? (mod.renderNotFoundFirstScreen as NonNullable<Renderers['notFound']>) : null,
    exists: typeof mod.pageExists === 'function' ? (mod.pageExists as NonNullable<Renderers['exists']>) : null,
    data: typeof mod.renderDataFirstScreen === 'function' ? (mod.renderDataFirstScreen as NonNullable<Renderers['data']>) : null,
    dataParams: mod.DATA_PAGE_PARAMS ?? {},
  };
}

/** The document as the browser accepts it (the static plugin does this for built files; this one is made here), compressed once. */
export function encoded(doc: ShellDocument, acceptEncoding: string | undefined): { body: string | Buffer; encoding?: 'br' | 'gzip' } {
  if (/\bbr\b/.test(acceptEncoding ?? '')) {
    doc.br ??= brotliCompressSync(doc.html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    return { body: doc.br, encoding: 'br' };
  }
  if (/\bgzip\b/.test(acceptEncoding ?? '')) {
    doc.gzip ??= gzipSync(doc.html);
    return { body: doc.gzip, encoding: 'gzip' };
  }
  return { body: doc.html };
}

/** Sends a made document as the browser accepts it, revalidated on every visit like the shell itself. */
export function sendDocument(request: FastifyRequest, reply: FastifyReply, doc: ShellDocument): FastifyReply {
  const { body, encoding } = encoded(doc, request.headers['accept-encoding']);
  if (encoding) reply.header('Content-Encoding', encoding);
  return reply
    .status(doc.status ?? 200)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-cache')
    .header('Vary', 'Accept-Encoding')
    .send(body);
}
