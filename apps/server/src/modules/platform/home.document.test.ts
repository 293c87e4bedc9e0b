import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { articles, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { standInWeb } from '../../test/stand-in-web.ts';
import { chunkStylesheets, FIRST_SCREEN_DATA_ID } from './home.document.ts';

// `/` with its first screen in the HTML (so a slow network shows it before any JavaScript arrives). A small built app stands in for apps/web's build: the
// shell as vite writes it, a manifest whose home chunk imports a chunk with its own stylesheet, and a server
// build whose renderer draws the banners it is given. The real renderer is exercised by the home journey
// (e2e/home.spec.ts, with JavaScript off).

const TEMPLATE = [
  '<!doctype html><html lang="zh-CN"><head><meta charset="UTF-8" /><title>贤才宝</title>',
  '<script type="module" crossorigin src="/assets/index-a.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/react-b.js">',
  '<link rel="stylesheet" crossorigin href="/assets/index-a.css">',
  '</head><body><div id="root"></div></body></html>',
].join('\n');

const MANIFEST = {
  'index.html': { file: 'assets/index-a.js', css: ['assets/index-a.css'], imports: ['_react-b.js'] },
  '_react-b.js': { file: 'assets/react-b.js' },
  '_card-c.js': { file: 'assets/card-c.js', css: ['assets/Card-c.css'], imports: ['_react-b.js'] },
  'src/features/home/pages/HomePage.tsx': {
    file: 'assets/HomePage-d.js',
    css: ['assets/HomePage-d.css'],
    imports: ['_react-b.js', '_card-c.js'],
  },
  // the module of /personnel (packages/shared/src/page-modules.ts)
  // /training's second module names a stylesheet the build lacks: that page falls back to the plain shell
  'src/features/courses/pages/CourseListPage.tsx': { file: 'assets/CourseListPage-f.js', css: ['assets/gone.css'] },
  'src/features/lines/pages/LinePage.tsx': {
    file: 'assets/LinePage-e.js',
    css: ['assets/LinePage-e.css'],
    imports: ['_react-b.js', '_card-c.js'],
  },
};

/** A stand-in for dist-ssr/entry-server.js: escapes as React does, throws on request. */
const RENDERER = `
const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
export function renderFirstScreen(banners) {
  if (banners.some((b) => b.title === 'boom')) throw new Error('render failed');
  return '<div class="first">' + banners.map((b) => '<img src="' + esc(b.bannerPath) + '" alt="' + esc(b.title) + '">').join('') + '</div>';
}
export function renderPageFirstScreen(path) {
  return path === '/personnel' ? '<section class="hero"><h1>人事代理</h1></section>' : null;
}
// the list pages: drawn from what the API answers a visitor (here the banner list), numbered per drawing
let drawn = 0;
export const DATA_PAGE_PARAMS = { '/': [], '/employment': [], '/show': ['id', '?authorid'] };
export async function renderDataFirstScreen(url, call) {
  const reply = await (await call('/banner_bannerList.action?bannerType=1', { method: 'GET', headers: {} })).json();
  if (reply.data.some((b) => b.title === 'boom-list')) throw new Error('render failed');
  // the home is drawn as the app while a banner so titled exists; otherwise this renderer does not draw it
  if (url === '/') {
    if (!reply.data.some((b) => b.title === 'app-home')) return null;
    return { markup: '<div class="app-home">' + reply.data.length + '</div>', queries: [{ key: ['banners'], data: reply.data }], app: true };
  }
  if (url.startsWith('/show?')) await new Promise((r) => setTimeout(r, 300)); // a slow page
  drawn += 1;
  const items = reply.data.map((b) => '<li><img src="' + esc(b.bannerPath) + '" fetchPriority="high">' + esc(b.title) + '</li>');
  return { markup: '<ul data-drawn="' + drawn + '" data-url="' + esc(url) + '">' + items.join('') + '</ul>', queries: [{ key: ['banners'], data: reply.data }] };
}`;

const builtWeb = (withRenderer: boolean) =>
  standInWeb({
    template: TEMPLATE,
    manifest: MANIFEST,
    assets: {
      'index-a.css': '.xcb-container{padding:0 16px}',
      'Card-c.css': '._card_1{border:1px solid #eee}',
      'HomePage-d.css': '._page_1{padding-top:24px}',
      'LinePage-e.css': '._line_1{margin:0 auto}',
      'index-a.js': 'export {}',
    },
    ...(withRenderer ? { renderer: RENDERER } : {}),
  });

/** The scripts a drawn document asks for once its first screen is painted (after-paint.js's data-preload). */
function laterScripts(html: string): string[] {
  return (
    /<script defer fetchpriority="high" src="\/after-paint\.js" data-entry="[^"]+" data-preload="([^"]*)"><\/script>/
      .exec(html)?.[1]
      ?.split(' ') ?? []
  );
}

function firstScreenData(html: string): { banners: { id: number; title: string; bannerPath: string }[] } {
  const match = new RegExp(`<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">(.*?)</script>`, 's').exec(html);
  if (!match?.[1]) throw new Error('no first-screen data in the page');
  return JSON.parse(match[1]) as { banners: { id: number; title: string; bannerPath: string }[] };
}

describe('the home document', () => {
  let t: TestApp;
  let plain: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(builtWeb(true));
    plain = await createTestApp(builtWeb(false));
    admin = await t.login('admin001', 'Admin@2026');
  });
  afterAll(async () => {
    await t.close();
    await plain.close();
  });

  const home = (encoding = 'identity') =>
    t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html', 'accept-encoding': encoding } });
  const saveBanner = async (banner: Record<string, unknown>) => {
    const res = await t.post('admin_bannerSave', { bannerType: '1', bannerUrl: '/recruitment', ...banner }, { token: admin });
    expect(res.statusCode).toBe(200);
    return res.json<{ id: number }>().id;
  };

  it('names a known page’s modules, their imports and stylesheets in its shell, once each, and nothing for other addresses', async () => {
    const page = async (url: string, encoding = 'identity') =>
      t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', 'accept-encoding': encoding } });
    const res = await page('/personnel');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.body;
    // drawn, so its scripts are asked for once its first screen is painted (after-paint.js), not from the head
    expect(html).not.toContain('rel="modulepreload"');
    expect(laterScripts(html).sort()).toEqual(['/assets/LinePage-e.js', '/assets/card-c.js', '/assets/react-b.js']);
    for (const part of [
      // the stylesheets, the shell's and the page's, are in the page: no request each
      '<style>.xcb-container{padding:0 16px}</style>',
      '<style>._line_1{margin:0 auto}</style>',
      '<style>._card_1{border:1px solid #eee}</style>',
    ])
      expect(html).toContain(part);
    // each named by a disabled link only, so that the page's code does not load it again
    expect(html).not.toMatch(/<link rel="stylesheet"(?![^>]*disabled>)/);
    expect(html).toContain('<link rel="stylesheet" href="/assets/index-a.css" disabled>');
    // what the shell names already is not named twice
    expect(html.split('/assets/react-b.js').length - 1).toBe(1);
    expect(html.indexOf('.xcb-container')).toBeLessThan(html.indexOf('._line_1'));
    // its first screen, drawn by the server build, in #root
    expect(html).toContain('<div id="root"><section class="hero"><h1>人事代理</h1></section></div>');
    const withoutRenderer = (
      await plain.app.inject({ method: 'GET', url: '/personnel', headers: { accept: 'text/html', 'accept-encoding': 'identity' } })
    ).body;
    expect(withoutRenderer).toContain('<div id="root"></div>');
    expect(withoutRenderer).toContain('LinePage-e.js');
    expect((await page('/personnel/?from=home')).body).toBe(html);
    expect(brotliDecompressSync((await page('/personnel', 'br')).rawPayload).toString()).toBe(html);
    // an address that is no known page gets the plain shell
    const other = (await page('/people_info')).body;
    expect(other).not.toContain('LinePage-e.js');
    expect(other).toContain('<div id="root"></div>');
    // the home document names its own module (its stylesheets are inlined)
    expect(laterScripts((await home()).body)).toContain('/assets/HomePage-d.js');
  });

  it('finds a chunk’s stylesheets through its imports, each once, in the build’s order', () => {
    expect(chunkStylesheets(MANIFEST, 'src/features/home/pages/HomePage.tsx')).toEqual(['assets/HomePage-d.css', 'assets/Card-c.css']);
    expect(chunkStylesheets(MANIFEST, 'missing.tsx')).toEqual([]);
  });

  it('sends the banners drawn into #root, their data beside them, the stylesheets inlined and the first banner asked for first', async () => {
    const res = await home();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    const html = res.body;
    const listed = (await t.app.inject({ method: 'GET', url: '/banner_bannerList.action?bannerType=1' })).json().data as {
      id: number;
      title: string;
      bannerPath: string;
    }[];
    expect(listed.length).toBeGreaterThan(0);
    expect(firstScreenData(html).banners).toEqual(listed);
    const root = /<div id="root">(.*?)<\/div><script/s.exec(html)?.[1] ?? '';
    for (const b of listed) expect(root).toContain(`alt="${b.title}"`);
    // no stylesheet left to fetch before the first paint; the shell's rules come before the page's
    // each named by a disabled link only, so that the page's code does not load it again
    expect(html).not.toMatch(/<link rel="stylesheet"(?![^>]*disabled>)/);
    expect(html).toContain('<link rel="stylesheet" href="/assets/index-a.css" disabled>');
    expect(html.indexOf('.xcb-container{padding:0 16px}')).toBeGreaterThan(0);
    expect(html.indexOf('._page_1{padding-top:24px}')).toBeGreaterThan(html.indexOf('.xcb-container{padding:0 16px}'));
    expect(html).toContain('._card_1{border:1px solid #eee}');
    // the first banner's preload comes before every script and module preload
    const preload = html.indexOf(`<link rel="preload" as="image" href="${listed[0]?.bannerPath}" fetchpriority="high">`);
    expect(preload).toBeGreaterThan(html.indexOf('<meta charset'));
    expect(preload).toBeLessThan(html.indexOf('<script defer fetchpriority="high" src="/after-paint.js"'));
    // the app and its scripts start once the banner is painted (web public/after-paint.js)
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('src="/after-paint.js" data-entry="/assets/index-a.js"');
    expect(laterScripts(html)).toContain('/assets/react-b.js');
  });

  it('shows a banner staff add or remove on the next visit', async () => {
    const id = await saveBanner({ title: '秋季招聘会', bannerPath: '/uploads/2026/11/autumn.png', sort: 0 });
    const after = firstScreenData((await home()).body);
    expect(after.banners[0]).toMatchObject({ id, title: '秋季招聘会' });
    expect((await home()).body).toContain('href="/uploads/2026/11/autumn.png" fetchpriority="high"');
    expect((await t.post('admin_bannerDelete', { id }, { token: admin })).statusCode).toBe(200);
    expect(firstScreenData((await home()).body).banners.some((b) => b.id === id)).toBe(false);
  });

  it('keeps a banner’s text from closing the data script or the markup', async () => {
    const title = '</script><script>alert(1)</script><!--';
    const id = await saveBanner({ title, bannerPath: '/uploads/2026/11/x.png', sort: 0 });
    const html = (await home()).body;
    const data = /<script type="application\/json" id="xcb-first-screen">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
    expect(data).not.toContain('<');
    expect(firstScreenData(html).banners[0]?.title).toBe(title);
    expect(html).not.toContain('<script>alert(1)');
    expect((await t.post('admin_bannerDelete', { id }, { token: admin })).statusCode).toBe(200);
  });

  it('is sent compressed as the browser accepts, the same page either way', async () => {
    const identity = (await home()).body;
    const br = await home('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(identity);
    const gzip = await home('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(identity);
  });

  it('falls back to the plain app shell when rendering fails, and without a server build', async () => {
    const id = await saveBanner({ title: 'boom', bannerPath: '/uploads/2026/11/boom.png', sort: 0 });
    const failed = await home();
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toBe(TEMPLATE);
    expect((await t.post('admin_bannerDelete', { id }, { token: admin })).statusCode).toBe(200);
    expect((await home()).body).toContain(FIRST_SCREEN_DATA_ID);

    const without = await plain.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(without.statusCode).toBe(200);
    expect(without.body).toBe(TEMPLATE);
  });

  it('draws a list page with a visitor’s data, kept until the data changes, and a detail page on every visit', async () => {
    const page = async (url: string) =>
      (await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', 'accept-encoding': 'identity' } })).body;
    const drawnOf = (html: string) => /<div id="root" data-visitor><ul data-drawn="(\d+)" data-url="([^"]*)">/.exec(html);
    // nothing is kept while a write may still be committing (db/kept/write-watch.ts): the tests above wrote
    const settle = () => new Promise((r) => setTimeout(r, 1_100));
    await settle();
    const html = await page('/employment');
    const first = drawnOf(html);
    expect(first?.[2]).toBe('/employment');
    const listed = (await t.app.inject({ method: 'GET', url: '/banner_bannerList.action?bannerType=1' })).json().data as {
      bannerPath: string;
    }[];
    // the answers travel with the markup, for the page's first render in the browser
    expect(firstScreenData(html)).toEqual({ queries: [{ key: ['banners'], data: listed }] });
    // the first picture asked for at once is asked for before the scripts; the app starts after the paint
    const preload = html.indexOf(`<link rel="preload" as="image" href="${listed[0]?.bannerPath}" fetchpriority="high">`);
    expect(preload).toBeGreaterThan(0);
    expect(preload).toBeLessThan(html.indexOf('<script'));
    expect(html).not.toContain('rel="modulepreload"');
    expect(laterScripts(html)).toContain('/assets/react-b.js');
    // kept: the next visit is the same document, not drawn again
    expect(await page('/employment')).toBe(html);
    // a change to listed data is in the next visit
    const id = await saveBanner({ title: '校园招聘日', bannerPath: '/uploads/2026/11/campus.png', sort: 0 });
    const after = await page('/employment/');
    expect(after).toContain('校园招聘日');
    expect(Number(drawnOf(after)?.[1])).toBeGreaterThan(Number(first?.[1]));
    expect((await t.post('admin_bannerDelete', { id }, { token: admin })).statusCode).toBe(200);
    expect(await page('/employment')).not.toContain('校园招聘日');
    await settle();
    // a detail page counts its views: drawn on every visit, for its id alone (of a course a visitor may see:
    // any other is answered 404 without drawing, http/page-status.ts)
    const [author] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.name, 'company01'));
    const [seven, nine] = await t.deps.db
      .insert(articles)
      .values(
        ['课程一', '课程二'].map((title) => ({
          kind: 'course',
          status: 1,
          title,
          content: '<p>正文</p>',
          summary: '入门',
          authorId: author?.id ?? 0,
          typeIds: [],
        })),
      )
      .returning({ id: articles.id });
    const one = drawnOf(await page(`/show?id=${seven?.id}`));
    const two = drawnOf(await page(`/show?id=${seven?.id}`));
    expect(one?.[2]).toBe(`/show?id=${seven?.id}`);
    expect(drawnOf(await page(`/show?authorid=3&id=${seven?.id}`))?.[2]).toBe(`/show?id=${seven?.id}&amp;authorid=3`);
    expect(Number(two?.[1])).toBeGreaterThan(Number(one?.[1]));
    // a burst of them: a few are drawn at once, the rest get the plain page document (the browser draws it)
    const burst = await Promise.all(Array.from({ length: 12 }, () => page(`/show?id=${nine?.id}`)));
    expect(burst.filter((b) => b.includes('data-visitor')).length).toBeGreaterThan(0);
    expect(burst.filter((b) => b.includes('<div id="root"></div>')).length).toBeGreaterThan(0);
    // any other address of these pages (a filter, a page number, a bad id) gets the plain page document
    for (const url of [
      '/employment?keyword=x',
      '/employment?page=2',
      '/show',
      '/show?id=abc',
      '/show?id=01',
      '/show?id=1&x=2',
      '/show?id=1&id=2',
      '/show?authorid=3',
      '/show?id=1&authorid=x',
      '/show?id=99999999999',
    ]) {
      const plainPage = await page(url);
      expect(plainPage, url).toContain('<div id="root"></div>');
      expect(plainPage, url).not.toContain('data-visitor');
    }
    // a renderer that fails leaves the plain page document; without a server build there is none
    const boom = await saveBanner({ title: 'boom-list', bannerPath: '/uploads/2026/11/boom.png', sort: 5 });
    const failed = await page('/employment');
    expect(failed).toContain('<div id="root"></div>');
    expect(failed).toContain('<script type="module" crossorigin src="/assets/index-a.js"></script>');
    expect((await t.post('admin_bannerDelete', { id: boom }, { token: admin })).statusCode).toBe(200);
    const without = await plain.app.inject({ method: 'GET', url: '/employment', headers: { accept: 'text/html' } });
    expect(without.body).toContain('<div id="root"></div>');
  });

  it('sends / as the app itself where the server build draws it so, and the banners’ first screen otherwise', async () => {
    const settle = () => new Promise((r) => setTimeout(r, 1_100));
    const id = await saveBanner({ title: 'app-home', bannerPath: '/uploads/2026/11/app.png', sort: 9 });
    await settle();
    const drawnApp = (await home()).body;
    expect(drawnApp).toContain('<div id="root" data-visitor><div class="app-home">');
    // the browser hydrates it (web main.tsx): the data says the markup is the app's own
    expect(firstScreenData(drawnApp)).toMatchObject({ app: true });
    expect((await t.post('admin_bannerDelete', { id }, { token: admin })).statusCode).toBe(200);
    const banners = (await home()).body;
    expect(banners).not.toContain('app-home');
    expect(banners).toContain(`<div id="root"><div class="first">`);
    expect(firstScreenData(banners)).not.toHaveProperty('app');
  });

  it('leaves the pages without a first screen or known modules their plain shell', async () => {
    for (const url of ['/people_info', '/training']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(TEMPLATE);
    }
  });
});
