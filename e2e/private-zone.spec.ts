import { expect, loginAt, shot, test } from './support.ts';

// Private zones: the product inside the /privatedomain frame is the zone's sub-site. A visitor enters
// 杭州高新人才港 there: the frame carries the zone (its title and the 6-character name in the header) and
// shows only the zone's content — the home page's hot companies list the zone's company (seeded for
// zoneuser01) and none of the public ones, the reverse of the public home. The zone's member logs in
// inside the frame; logging out there clears the zone and returns the whole tab to the public site.

const ZONE = '杭州高新人才港';
const ZONE_COMPANY = '杭州高新园区科技企业';

test('a visitor enters a zone through the frame and sees only its data; logging out inside the frame returns to the public site', async ({
  page,
}) => {
  await page.goto('/');
  const publicHot = page.getByTestId('hot-company');
  await expect(publicHot.first()).toBeAttached();
  await expect(publicHot.filter({ hasText: ZONE_COMPANY })).toHaveCount(0);

  await page.goto('/privatedomain');
  await page.getByRole('listitem').filter({ hasText: ZONE }).getByRole('button', { name: '进入' }).click();
  const frame = page.frameLocator(`iframe[title*="${ZONE}"]`);
  await expect(page).toHaveTitle(new RegExp(ZONE));
  // spec: the header shows the zone's name cut to 6 characters
  await expect(frame.getByRole('banner').getByText('杭州高新人才…')).toBeVisible();
  const zoneHot = frame.getByTestId('hot-company');
  await expect(zoneHot.filter({ hasText: ZONE_COMPANY }).first()).toBeAttached();
  // every company the zone's home lists is the zone's own
  await expect(zoneHot).toHaveCount(await zoneHot.filter({ hasText: ZONE_COMPANY }).count());
  await shot(page, 'zone-01-frame-home', { fullPage: false });

  // the zone's member logs in inside the frame (the header dialog keeps the page)
  await frame.getByRole('banner').getByText('登录', { exact: true }).click();
  const dialog = frame.getByRole('dialog');
  await dialog.getByPlaceholder('账号/手机号').fill('zoneuser01');
  await dialog.getByPlaceholder('请输入密码').fill('Demo@2026');
  await dialog.getByRole('button', { name: '登录', exact: true }).click();
  await expect(frame.getByRole('banner').getByText('退出')).toBeVisible();
  await expect(zoneHot.filter({ hasText: ZONE_COMPANY }).first()).toBeAttached();
  await shot(page, 'zone-02-frame-member', { fullPage: false });

  // logout inside the frame: the parent clears the zone and returns to the public home, outside any frame
  await frame.getByRole('banner').getByText('退出').click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(page.getByRole('banner').getByText('登录', { exact: true })).toBeVisible();
  await expect(page.getByTestId('hot-company').first()).toBeAttached();
  await expect(page.getByTestId('hot-company').filter({ hasText: ZONE_COMPANY })).toHaveCount(0);
  await shot(page, 'zone-03-back-public', { fullPage: false });
});

test('a public company is refused at the zone door and the public home stays public', async ({ page }) => {
  const refusals: string[] = [];
  page.on('response', (r) => {
    if (r.status() === 403) refusals.push(r.url());
  });
  await loginAt(page, 'company01', '/');

  await page.goto('/privatedomain');
  await page.getByRole('listitem').filter({ hasText: ZONE }).getByRole('button', { name: '进入' }).click();
  // spec: 公域企业不可访问私域信息, and no frame: the company stays outside the zone
  await expect(page.getByText('公域企业不可访问私域信息')).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('exclusiveIs'))).toBeNull();
  await shot(page, 'zone-04-company-refused', { fullPage: false });

  await page.goto('/');
  await expect(page.getByTestId('hot-company').first()).toBeAttached();
  await expect(page.getByTestId('hot-company').filter({ hasText: ZONE_COMPANY })).toHaveCount(0);
  await expect(page.getByRole('banner').getByText('返回公域')).toHaveCount(0);
  await expect(page.getByRole('banner').getByText('杭州高新人才…')).toHaveCount(0);

  await page.waitForLoadState('networkidle');
  expect(refusals).toEqual([]);
});

test('the header zone picker refuses a public company as the door does, and a stale zone flag is dropped wherever it shows', async ({
  page,
}) => {
  await loginAt(page, 'company01', '/');
  await page
    .getByRole('banner')
    .getByRole('button', { name: /专属域/ })
    .click();
  const panel = page.getByRole('dialog', { name: '专属域' });
  await panel.getByRole('button', { name: ZONE }).click();
  // the server's zone scope decides (exclusive_enter): the spec's refusal, and the flag is never set
  await expect(page.getByText('公域企业不可访问私域信息')).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('exclusiveIs'))).toBeNull();
  await expect(page.getByRole('banner').getByText('返回公域')).toHaveCount(0);
  await shot(page, 'zone-05-header-picker-refused', { fullPage: false });

  // a zone flag left in the tab (chosen before this account logged in): the first request the zone is
  // refused on drops it and the public home comes back, with no 返回公域 and the public companies
  await page.evaluate(() => {
    sessionStorage.setItem('exclusiveIs', '1');
    sessionStorage.setItem('exclusiveCode', 'HZGX01');
    sessionStorage.setItem('exclusiveName', '杭州高新人才港');
  });
  await page.goto('/employment');
  await page.waitForURL((u) => u.pathname === '/');
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('exclusiveIs'))).toBeNull();
  await expect(page.getByTestId('hot-company').first()).toBeAttached();
  await expect(page.getByTestId('hot-company').filter({ hasText: ZONE_COMPANY })).toHaveCount(0);
  await expect(page.getByRole('banner').getByText('返回公域')).toHaveCount(0);
  await shot(page, 'zone-06-stale-flag-dropped', { fullPage: false });
});
