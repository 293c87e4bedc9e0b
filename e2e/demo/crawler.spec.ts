import type { APIRequestContext } from '@playwright/test';
import { PAGE_SUBJECTS } from '../../packages/shared/src/page-subjects.ts';
import { expect, shot, test } from '../support.ts';
import { routeTable } from './route-table.ts';

// A crawler over the whole route table (issue 45): every route with the ids that break lookups, asked as a
// browser (text/html), as curl and monitors ask (the wildcard) and with HEAD. The server stays up after
// every batch, a detail page whose thing is not there answers 404, a route that names nothing answers 200,
// an unknown address answers 404, and HEAD answers as GET does, without a body.

const BREAKING_IDS: (string | null)[] = [null, '0', '-1', 'abc', '99999999', String(2 ** 31), '1e308', '%00'];
const MODES = [
  { name: 'html', method: 'GET', accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' },
  { name: 'any', method: 'GET', accept: '*/*' },
  { name: 'head', method: 'HEAD', accept: '*/*' },
] as const;

interface Ask {
  url: string;
  expected: number;
}

async function alive(request: APIRequestContext): Promise<void> {
  const ready = await request.get('/readyz');
  expect(ready.status(), 'the server answers /readyz after the batch').toBe(200);
}

test('every route with ids that break lookups: the server stays up, missing things answer 404', async ({ request }) => {
  test.setTimeout(600_000);
  const routes = (await routeTable()).map((r) => r.path).filter((p) => !p.includes(':') && !p.includes('*'));
  expect(routes.length).toBeGreaterThan(150);
  const asks: Ask[] = [];
  for (const path of routes) {
    const named = Object.hasOwn(PAGE_SUBJECTS, path) ? PAGE_SUBJECTS[path] : undefined;
    for (const id of BREAKING_IDS) {
      const param = named?.param ?? 'id';
      const url = id === null ? path : `${path}?${param}=${id}`;
      // the back office answers its own addresses (its pages are discovered when it is opened)
      const expected = named && !path.startsWith('/admin') && !(id === null && named.optional) ? 404 : 200;
      asks.push({ url, expected });
    }
  }
  for (const path of ['/no_such_page', '/recruitment/no_such_page', '/employment/demand/extra', '/show/1', '/sharing/x/y/z']) {
    asks.push({ url: path, expected: 404 });
  }

  const wrong: string[] = [];
  const batch = 12;
  for (let i = 0; i < asks.length; i += batch) {
    await Promise.all(
      asks.slice(i, i + batch).flatMap(({ url, expected }) =>
        MODES.map(async (mode) => {
          const res = await request.fetch(url, { method: mode.method, headers: { accept: mode.accept }, maxRedirects: 0 });
          const body = await res.body();
          if (res.status() !== expected) wrong.push(`${mode.name} ${url}: ${res.status()}, expected ${expected}`);
          else if (mode.method === 'HEAD' && body.length > 0) wrong.push(`head ${url}: a body of ${body.length} bytes`);
          else if (mode.method === 'GET' && !String(res.headers()['content-type']).startsWith('text/html'))
            wrong.push(`${mode.name} ${url}: ${res.headers()['content-type']}, not a page`);
        }),
      ),
    );
    await alive(request);
  }
  expect(wrong, 'pages answered with the wrong status').toEqual([]);

  // what the crawler did not send: a detail page whose thing is there answers 200 (one per kind of subject)
  const seen = new Set<string>();
  for (const [path, named] of Object.entries(PAGE_SUBJECTS)) {
    if (seen.has(named.subject)) continue;
    seen.add(named.subject);
    expect((await request.get(`${path}?${named.param}=99999999`, { headers: { accept: 'text/html' } })).status()).toBe(404);
  }
  // a JSON client still gets the API's JSON 404, and a missing file is no page
  const json = await request.get('/no_such_page', { headers: { accept: 'application/json' } });
  expect(json.status()).toBe(404);
  expect((await json.json()) as { success: boolean }).toMatchObject({ success: false });
  expect((await request.get('/assets/no-such-file.js')).status()).toBe(404);
});

test('a missing course, position and address show the site’s 404 page and the app takes over', async ({ page }) => {
  for (const [url, name] of [
    ['/show?id=99999', 'crawler-01-missing-course'],
    ['/no_such_page', 'crawler-02-unknown-address'],
  ] as const) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(404);
    await shot(page, name);
  }
  // the drawn 404 page before any script: its heading and the way home
  await page.route('**/*.js', (route) => route.abort());
  // no script runs, so the app never marks the page drawn: wait for the document alone
  await page.goto('/recruitment/no_such_page', { waitUntil: 'load' });
  await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
  await expect(page.getByRole('link', { name: '返回首页' })).toBeVisible();
  await expect(page).toHaveTitle(/页面不存在/);
  await shot(page, 'crawler-03-404-without-scripts');
  await page.unroute('**/*.js');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/no_such_page');
  await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
  await shot(page, 'crawler-04-404-phone');
  await page.getByRole('link', { name: '返回首页' }).click();
  await page.waitForURL((u) => u.pathname === '/');
});
