import { FIRST_SCREEN_DATA_ID, type FirstScreenData } from '@xcb/shared/first-screen';

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
/** The Vite build manifest: a module's chunk, its stylesheets and its static imports, by source path. */
export type ManifestChunk = { file: string; css?: string[]; imports?: string[] };
export type Manifest = Record<string, ManifestChunk>;

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

/** The 404 document's title and its word to crawlers (the shell's own title is the brand alone). */
export function notFoundHead(html: string, title: string): string {
  return html.replace(
    /<title>([^<]*)<\/title>/,
    (_t, brand: string) => `<title>${title} - ${brand}</title><meta name="robots" content="noindex">`,
  );
}
