import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { NOT_FOUND_MODULES, PAGE_MODULES, START_MODULES } from '@xcb/shared/page-modules';
import type { FirstScreenData } from '@xcb/shared/first-screen';
import type { Kept } from '../../db/kept/keep.ts';
import { composePageDocument, moduleFiles, notFoundHead, type Manifest, type ShellDocument } from './shell.ts';

// The documents of the pages opened at their address, made once per build (shell.ts composes them) and,
// for the pages the web app's server build draws with their data, kept until that data changes.

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
