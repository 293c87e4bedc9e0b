import type { APIRequestContext } from '@playwright/test';
import { drawn, expect, holdAppEntry, shot, test } from './support.ts';

// The home page's first screen comes in its HTML (apps/server/src/modules/platform/home.document.ts): the header
// and the banner show before any script runs, and the page, once its code is in, takes their place with the
// banners the server sent, without asking for them again and without moving them.

type Banner = { title: string; bannerUrl: string };

/** The home banners as staff left them (the back-office journey edits them): the first is the one drawn first. */
async function homeBanners(request: APIRequestContext): Promise<Banner[]> {
  const res = await request.get('/banner_bannerList.action?bannerType=1');
  expect(res.ok()).toBe(true);
  const list = ((await res.json()) as { data: Banner[] }).data;
  expect(list.length).toBeGreaterThan(1);
  return list;
}

test('the first screen of / is drawn from the HTML alone, with JavaScript off', async ({ browser, request }) => {
  const [first] = await homeBanners(request);
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1366, height: 860 }, locale: 'zh-CN' });
  const page = await context.newPage();
  await page.goto('/', { waitUntil: 'load' });
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page');
  await expect(header.getByRole('link', { name: '共享培训' })).toHaveAttribute('href', '/training');
  const banner = page.getByRole('img', { name: first?.title, exact: true });
  await expect(banner).toBeVisible();
  expect(await banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  // laid out by the inlined stylesheets: the carousel spans the page's container
  const box = await banner.boundingBox();
  expect(box?.width).toBeGreaterThan(1000);
  await shot(page, 'home-first-screen-no-js', { fullPage: false });
  // a plain link works before the app does
  // its name: the picture's alt (the title), then the subtitle and button the screen reader reads from the text over it
  await expect(page.getByRole('link', { name: first?.title }).first()).toHaveAttribute('href', first?.bannerUrl ?? '');
  if (first?.bannerUrl.startsWith('/')) {
    await banner.click();
    await expect(page).toHaveURL((url) => url.pathname + url.search === first.bannerUrl);
  }
  await context.close();
});

test('a line page’s hero is drawn from the HTML alone, and the page takes its place without moving it', async ({ browser }) => {
  const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'zh-CN' };
  const off = await browser.newContext({ ...phone, javaScriptEnabled: false });
  const still = await off.newPage();
  await still.goto('/training', { waitUntil: 'load' });
  await expect(still.getByRole('heading', { level: 1, name: '共享培训' })).toBeVisible();
  await expect(still.getByRole('link', { name: '登录' }).last()).toHaveAttribute('href', /\/login\?redirect=%2Ftraining/);
  const hero = await still.getByRole('heading', { level: 1 }).boundingBox();
  await shot(still, 'line-first-screen-no-js', { fullPage: false });
  await off.close();
  const on = await browser.newContext(phone);
  const page = await on.newPage();
  await page.goto('/training');
  // the page's own content below the hero is there, and the app has taken the page over
  await expect(page.getByRole('heading', { name: '在这里您可以' })).toBeVisible();
  await drawn(page);
  const replaced = await page.getByRole('heading', { level: 1, name: '共享培训' }).boundingBox();
  expect(Math.abs((replaced?.y ?? 0) - (hero?.y ?? 0))).toBeLessThan(8);
  await on.close();
});

test('the app takes over the drawn home page in place, with the banners the server sent', async ({ page, request }) => {
  const banners = await homeBanners(request);
  const firstTitle = banners[0]?.title;
  const bannerCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('banner_bannerList')) bannerCalls.push(r.url());
  });
  // hold the app's entry, to look at the drawn page while the code is on its way
  const release = await holdAppEntry(page);
  await page.goto('/', { waitUntil: 'commit' });
  const banner = page.getByRole('img', { name: firstTitle, exact: true });
  await expect(banner).toBeVisible();
  // the server drew the whole page as the app draws it: its header (login and register) and search bar too
  await expect(page.getByRole('banner').getByText('注册')).toBeVisible();
  await expect(page.getByTestId('top-search-bar')).toBeVisible();
  const before = await banner.boundingBox();
  await banner.evaluate((img) => img.setAttribute('data-seen-before-the-app', ''));

  release();
  // the app hydrates the drawn page: the same elements, in the same place, now the app's
  await drawn(page);
  await expect(page.getByRole('button', { name: '短期项目' })).toBeVisible();
  const after = page.getByRole('img', { name: firstTitle, exact: true });
  await expect(after).toHaveAttribute('data-seen-before-the-app', '');
  expect(await after.boundingBox()).toEqual(before);
  expect(bannerCalls, 'the banners come with the page').toEqual([]);
  await shot(page, 'home-after-first-screen', { fullPage: false });

  // the carousel is the app's: its dots move it, its links are routes
  const second = page.getByRole('button', { name: `2 / ${banners.length}` });
  await second.click();
  await expect(second).toHaveAttribute('aria-current', 'true');
  await page.getByRole('banner').getByRole('link', { name: '求职招聘' }).click();
  await expect(page).toHaveURL(/\/recruitment$/);
  await page.goBack();
  // back on / within the app: the banners are still there (cached), nothing refetched them
  await expect(page.getByRole('region', { name: 'banner' }).getByRole('button', { name: new RegExp(`/ ${banners.length}$`) })).toHaveCount(
    banners.length,
  );
  expect(bannerCalls).toEqual([]);
});
