import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { createTestApp, type TestApp } from '../test/helper.ts';
import { standInWeb } from '../test/stand-in-web.ts';
import { addressId, isPageRequest } from './page-status.ts';
import type { FastifyRequest } from 'fastify';

// The status of a page's document (issue 45): 404 for an address without a page and for a detail page whose
// thing is not there, 500 for a page whose drawing failed (the process lives on), HEAD as GET, and curl's
// wildcard Accept answered with the page. A small built app stands in for apps/web's build; the real one is
// crawled by the journey e2e/demo/crawler.spec.ts.

const TEMPLATE = [
  '<!doctype html><html lang="zh-CN"><head><meta charset="UTF-8" /><title>贤才宝</title>',
  '<script type="module" crossorigin src="/assets/index-a.js"></script>',
  '</head><body><div id="root"></div></body></html>',
].join('\n');

const MANIFEST = {
  'index.html': { file: 'assets/index-a.js' },
  'src/features/platform/pages/NotFoundPage.tsx': { file: 'assets/NotFound-b.js', css: ['assets/NotFound-b.css'] },
};

/** A stand-in for dist-ssr/entry-server.js: a few known pages, a 404 page, and a list whose drawing fails. */
const RENDERER = `
const KNOWN = ['/', '/list', '/login', '/training/article_show', '/sharing/project_add', '/recruitment'];
export function renderPageFirstScreen() { return null; }
export function renderNotFoundFirstScreen() { return { markup: '<main class="nf"><h1>页面不存在</h1></main>', title: '页面不存在' }; }
export function pageExists(path) { return KNOWN.includes(path) || path.startsWith('/admin'); }
export const DATA_PAGE_PARAMS = { '/list': [] };
export async function renderDataFirstScreen(url) {
  if (url === '/list') throw new Error('the list could not be drawn');
  return null;
}`;

const builtWeb = () =>
  standInWeb({
    template: TEMPLATE,
    manifest: MANIFEST,
    assets: { 'index-a.js': 'export {}', 'NotFound-b.css': '._page_1{padding:48px 16px}' },
    renderer: RENDERER,
  });

describe('page statuses', () => {
  let t: TestApp;
  let errors: MockInstance;
  beforeAll(async () => {
    t = await createTestApp(builtWeb());
    errors = vi.spyOn(t.app.log, 'error');
  });
  afterAll(async () => {
    await t.close();
  });

  const ask = (url: string, accept: string | undefined = 'text/html', method: 'GET' | 'HEAD' = 'GET') =>
    t.app.inject({ method, url, headers: accept === undefined ? {} : { accept } });

  it('answers an address without a page 404 with the site’s 404 page, titled and kept out of search results', async () => {
    for (const url of ['/no_such_page', '/recruitment/no_such_page', '/list/extra?id=1']) {
      const res = await ask(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('<div id="root"><main class="nf"><h1>页面不存在</h1></main></div>');
      expect(res.body).toContain('<title>页面不存在 - 贤才宝</title><meta name="robots" content="noindex">');
      // its stylesheet inlined, so the page is drawn before any script
      expect(res.body).toContain('._page_1{padding:48px 16px}');
    }
  });

  it('answers HEAD as GET without a body, and curl’s or a monitor’s wildcard with the page', async () => {
    for (const [url, status] of [
      ['/recruitment', 200],
      ['/login', 200],
      ['/no_such_page', 404],
    ] as const) {
      for (const accept of ['*/*', undefined, 'text/html']) {
        const get = await ask(url, accept);
        expect(get.statusCode, `${url} ${accept}`).toBe(status);
        expect(get.headers['content-type']).toMatch(/^text\/html/);
        const head = await ask(url, accept, 'HEAD');
        expect(head.statusCode, `HEAD ${url} ${accept}`).toBe(status);
        expect(head.body).toBe('');
      }
    }
    // an API client, a missing file and an unknown action still get the API's JSON 404
    for (const [url, accept] of [
      ['/no_such_page', 'application/json'],
      ['/no_such_page', 'application/json, text/plain, */*'],
      ['/assets/gone-1.js', '*/*'],
      ['/no_such.action', 'text/html'],
    ] as const) {
      const res = await ask(url, accept);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });

  it('answers a detail page whose thing is not there 404, and one that names nothing it needs 200', async () => {
    for (const url of [
      '/training/article_show',
      '/training/article_show?id=abc',
      '/training/article_show?id=0',
      '/training/article_show?id=-1',
      '/training/article_show?id=99999999',
      `/training/article_show?id=${2 ** 31}`,
      '/training/article_show?id=1e308',
      '/training/article_show?id=%00',
      '/sharing/project_add?id=abc',
      '/sharing/project_add?id=99999999',
    ]) {
      expect((await ask(url)).statusCode, url).toBe(404);
      expect((await ask(url, '*/*', 'HEAD')).statusCode, `HEAD ${url}`).toBe(404);
    }
    // the publish form without an id creates; a page that names no thing ignores an id
    expect((await ask('/sharing/project_add')).statusCode).toBe(200);
    expect((await ask('/login?id=abc')).statusCode).toBe(200);
  });

  it('answers a page whose drawing failed 500 with its plain document, logs it once with the route, and lives on', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await ask('/list');
      expect(res.statusCode).toBe(500);
      expect(res.body).toContain('<div id="root"></div>');
    }
    const lines = errors.mock.calls.filter(([fields]) => (fields as { route?: string }).route === '/list');
    expect(lines).toHaveLength(1);
    expect((await ask('/login')).statusCode).toBe(200);
  });
});

describe('what counts as a page request and an id', () => {
  const req = (method: string, url: string, accept?: string) => ({ method, url, headers: accept ? { accept } : {} }) as FastifyRequest;
  it('takes GET and HEAD of an extensionless path from a client that accepts HTML, anything or says nothing', () => {
    expect(isPageRequest(req('GET', '/show?id=1', 'text/html,*/*;q=0.8'))).toBe(true);
    expect(isPageRequest(req('HEAD', '/show'))).toBe(true);
    expect(isPageRequest(req('GET', '/show', '*/*'))).toBe(true);
    expect(isPageRequest(req('POST', '/show', 'text/html'))).toBe(false);
    expect(isPageRequest(req('GET', '/logo.svg', '*/*'))).toBe(false);
    expect(isPageRequest(req('GET', '/show', 'application/json'))).toBe(false);
    expect(isPageRequest(req('GET', '/show', 'image/webp'))).toBe(false);
  });
  it('reads ids of at most 2^31-1 written as plain positive integers', () => {
    expect(addressId('1')).toBe(1);
    expect(addressId(String(2 ** 31 - 1))).toBe(2 ** 31 - 1);
    for (const bad of [null, '', '0', '-1', '01', 'abc', '1e3', '1.5', String(2 ** 31), '99999999999', '\u0000'])
      expect(addressId(bad)).toBeNull();
  });
});
