import type { Browser } from '@playwright/test';
import { drawn, expect, holdAppEntry, shot, test } from '../support.ts';

/**
 * The list pages come with their first page drawn in their HTML (apps/server/src/http/page-document.ts, the
 * web app's renderDataFirstScreen): a visitor on a phone reads the demands, courses, positions and projects
 * before any script has run. The page, once its code is in, starts from the answers the server sent
 * (no second call for them) and takes over the drawn elements (hydration). A signed-in browser is not shown the
 * visitor's list: it asks for its own.
 */

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'zh-CN' };

/** With JavaScript off no app draws the page: `goto` waits for the load only (support.ts). */
const NO_APP = { waitUntil: 'load' } as const;

async function noScript(browser: Browser) {
  return browser.newContext({ ...PHONE, javaScriptEnabled: false });
}

test('each list page shows its first page from the HTML alone, with JavaScript off', async ({ browser }) => {
  const context = await noScript(browser);
  const page = await context.newPage();

  await page.goto('/employment', NO_APP);
  await expect(page.getByTestId('demand-row').nth(4)).toBeVisible();
  // laid out by the inlined stylesheets, within the phone's width
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, 'employment-first-screen-no-js', { fullPage: false });
  // a row is a plain link to the demand, whose page is drawn too
  const title = (await page.getByTestId('demand-row').first().getByRole('link').first().textContent()) ?? '';
  await page.getByTestId('demand-row').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/employment\/(outer_)?demand\?id=\d+$/);
  await expect(page.getByTestId('demand-title')).toHaveText(title);

  await page.goto('/list', NO_APP);
  const covers = page.locator('a[href*="/show?id="] img');
  await expect(covers.first()).toBeVisible();
  expect(await covers.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await shot(page, 'list-first-screen-no-js', { fullPage: false });
  const course = (await page.locator('a[href*="/show?id="]').first().getAttribute('href')) ?? '';
  await page.goto(course, NO_APP);
  await expect(page.getByRole('button', { name: '立即购买' })).toBeVisible();

  await page.goto('/recruitment', NO_APP);
  await expect(page.locator('a[href*="job_introduce"]').nth(2)).toBeVisible();
  await page.goto('/sharing', NO_APP);
  await expect(page.locator('a[href*="/sharing/"][href*="id="]').nth(2)).toBeVisible();
  await shot(page, 'sharing-first-screen-no-js', { fullPage: false });
  await context.close();
});

test('the page takes over the drawn list in place, from the answers in the HTML', async ({ browser }) => {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const listCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('lhyhneed_list')) listCalls.push(r.url());
  });
  // web main.tsx reports a page the browser had to draw again (its render differed from the server's)
  const redrawn: string[] = [];
  page.on('console', (m) => {
    if (m.text().includes('hydration')) redrawn.push(m.text());
  });
  // hold the app's entry, to look at the drawn page while the code is on its way
  const release = await holdAppEntry(page);
  await page.goto('/employment', { waitUntil: 'commit' });
  const firstRow = page.getByTestId('demand-row').first();
  await expect(firstRow).toBeVisible();
  const drawnTitle = await firstRow.getByRole('link').first().textContent();
  // the server drew the whole page as the app draws it, its search bar included
  await expect(page.getByTestId('top-search-bar')).toBeVisible();
  await firstRow.evaluate((row) => row.setAttribute('data-seen-before-the-app', ''));

  release();
  // the app takes the drawn page over (hydrates it): the same elements, now the app's, with the same first row
  await drawn(page);
  await expect(page.getByTestId('demand-row').first()).toHaveAttribute('data-seen-before-the-app', '');
  await expect(page.getByTestId('demand-row').first().getByRole('link').first()).toHaveText(drawnTitle ?? '');
  expect(listCalls, 'the first page comes with the HTML').toEqual([]);
  expect(redrawn).toEqual([]);
  // and it is the app's: a filter asks for its page
  await page.getByRole('group', { name: '工作方式' }).getByText('远程', { exact: true }).click();
  await expect.poll(() => listCalls.length).toBeGreaterThan(0);
  await shot(page, 'employment-after-first-screen', { fullPage: false });
  await context.close();
});

test('/recruitment takes over its drawn lists without asking for them again, and reads the public config once', async ({ browser }) => {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const calls: string[] = [];
  page.on('request', (r) => {
    const action = /\/(\w+)\.action/.exec(r.url())?.[1];
    if (action) calls.push(action);
  });
  const release = await holdAppEntry(page);
  await page.goto('/recruitment', { waitUntil: 'commit' });
  await expect(page.getByTestId('position-item').first()).toBeVisible();
  await page
    .getByTestId('position-item')
    .first()
    .evaluate((row) => row.setAttribute('data-seen-before-the-app', ''));
  release();
  await drawn(page);
  // the footer's demo notice comes from the one read of the public config
  await expect(page.getByText('演示环境：验证码').first()).toBeAttached();
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('position-item').first()).toHaveAttribute('data-seen-before-the-app', '');
  // the position list is read again on every visit (spec), but not over the answer the page arrived with
  expect(
    calls.filter((c) => c === 'zpPosition_list'),
    'the drawn lists come with the HTML',
  ).toEqual([]);
  expect(calls.filter((c) => c === 'config_getConfig')).toHaveLength(1);
  // the list is the app's (its section hydrated apart): the next page is asked for
  await page.getByRole('navigation', { name: '分页' }).getByText('2', { exact: true }).click();
  await expect.poll(() => calls.filter((c) => c === 'zpPosition_list').length).toBeGreaterThan(0);
  await expect(page).toHaveURL(/page=2/);
  await context.close();
});

test('a signed-in browser drops the visitor’s list and asks for its own', async ({ page }) => {
  await page.goto('/login');
  await page.getByPlaceholder('账号/手机号').fill('person01');
  await page.getByPlaceholder('请输入密码').fill('Demo@2026');
  await page.locator('form').getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  const listCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('lhyhneed_list')) listCalls.push(r.url());
  });
  await page.goto('/employment');
  await expect(page.getByTestId('demand-row').nth(4)).toBeVisible();
  // the drawn rows show from the HTML; the app, which starts after that paint, asks for the user's own
  await expect.poll(() => listCalls.length, { message: 'the signed-in list is asked for' }).toBeGreaterThan(0);
  await expect(page.getByTestId('demand-row').nth(4)).toBeVisible();
  // the page is the signed-in user's (his name in the header), not the drawn visitor's
  await expect(page.getByRole('banner').getByRole('link', { name: '登录' })).toHaveCount(0);
});
