import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PAGE_MODULES } from '@xcb/shared/page-modules';

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

function style(css: string): string {
  return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
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
  const shell = template.replace(STYLESHEET_LINK, (_link, file: string) => style(read(file)));
  return shell.replace('</head>', `${pageStylesheets.map((file) => style(read(file))).join('')}</head>`);
}

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The shell with links to a page's scripts that it does not name already, before its scripts run, and
 * the page's stylesheets: inlined with the shell's when `read` gives their text (a dozen small files are
 * a dozen requests queued on a phone's six connections), linked otherwise.
 */
export function composePageDocument(
  shell: string,
  files: { js: string[]; css: string[] },
  read?: (file: string) => string,
  markup?: string | null,
): string {
  const named = (file: string) => shell.includes(`"/${file}"`);
  const css = files.css.filter((f) => !named(f));
  const inlined = read ? inlineStylesheets(shell, css, read) : shell;
  // a first screen drawn by the server stays in #root until the page's code replaces it (web main.tsx)
  const html = markup ? inlined.replace('<div id="root"></div>', `<div id="root">${markup}</div>`) : inlined;
  const links = [
    ...(read ? [] : css.map((f) => `<link rel="stylesheet" crossorigin href="/${attr(f)}">`)),
    ...files.js.filter((f) => !named(f)).map((f) => `<link rel="modulepreload" crossorigin href="/${attr(f)}">`),
  ].join('');
  return links ? html.replace('</head>', `${links}</head>`) : html;
}

/**
 * The page documents of a build, made once per address and reloaded when the build changes. Returns null
 * for an address without a known page (or without a build manifest): the caller sends the plain shell.
 */
export function pageDocuments(
  webDist: string,
  onError: (err: unknown) => void,
  ssrEntry?: string,
): (pathname: string) => Promise<ShellDocument | null> {
  const files = [join(webDist, 'index.html'), join(webDist, '.vite', 'manifest.json')];
  let stamp = '';
  let docs = new Map<string, ShellDocument | null>();
  // the web app's server build (entry-server.tsx): the first screens it can draw, once per build
  let render: Promise<FirstScreens | null> | null = null;
  return async (pathname) => {
    const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    const modules = Object.hasOwn(PAGE_MODULES, path) ? PAGE_MODULES[path] : undefined;
    if (!modules || !files.every((f) => existsSync(f))) return null;
    const now = [...files, ...(ssrEntry && existsSync(ssrEntry) ? [ssrEntry] : [])].map((f) => statSync(f).mtimeMs).join(':');
    if (now !== stamp) {
      stamp = now;
      docs = new Map();
      render = ssrEntry && existsSync(ssrEntry) ? firstScreens(ssrEntry, now).catch((err: unknown) => (onError(err), null)) : null;
    }
    let doc = docs.get(path);
    if (doc === undefined) {
      try {
        const manifest = JSON.parse(readFileSync(files[1] as string, 'utf8')) as Manifest;
        const read = (file: string) => readFileSync(join(webDist, file), 'utf8');
        const markup = (await render)?.(path) ?? null;
        doc = { html: composePageDocument(readFileSync(files[0] as string, 'utf8'), moduleFiles(manifest, modules), read, markup) };
      } catch (err) {
        // a build being written, or one whose manifest names a missing file: the plain shell until it changes
        onError(err);
        doc = null;
      }
      docs.set(path, doc);
    }
    return doc;
  };
}

/** A page's first screen as the web app's server build draws it, or null for a page it does not draw. */
type FirstScreens = (path: string) => string | null;

async function firstScreens(ssrEntry: string, stamp: string): Promise<FirstScreens | null> {
  // ?v: a rebuilt renderer is a new module (Node caches imports by URL)
  const mod = (await import(`${pathToFileURL(ssrEntry).href}?v=${encodeURIComponent(stamp)}`)) as { renderPageFirstScreen?: unknown };
  return typeof mod.renderPageFirstScreen === 'function' ? (mod.renderPageFirstScreen as FirstScreens) : null;
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
  return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding').send(body);
}
