// Named to run first: these journeys need the empty market, before the other journeys publish demands and positions.
import { expect, loginAt, shot, test } from './support.ts';

/**
 * Issue 22's empty states on the empty market: a list with nothing says what it lacks and offers the
 * viewer's next step (publish, widen the search, get the résumé ready, back to the dashboard), and the
 * step leads where it says.
 */

test('the home page offers to publish the first demand', async ({ page }) => {
  await page.goto('/');
  const empty = page.getByTestId('empty-state').filter({ hasText: '暂无短期项目' });
  await expect(empty).toBeVisible();
  await expect(page.getByText('暂无数据...')).toHaveCount(0);
  await shot(page, 'empty-home');
  await empty.getByRole('link', { name: '发布需求' }).click();
  // publishing needs an account: the login page, sending on to the publish form
  await page.waitForURL((u) => u.pathname === '/login' || u.pathname === '/employment/free_need');
  expect(page.url()).toContain('free_need');
});

test('a filtered short-term hire search offers other cities, then the unfiltered list offers to publish', async ({ page }) => {
  await page.goto('/employment?city=%E6%9D%AD%E5%B7%9E%E5%B8%82');
  const filtered = page.getByTestId('empty-state').filter({ hasText: '没有符合条件的需求' });
  await expect(filtered).toBeVisible();
  // light (issue 21): no antd on the list's first load (antd's CSS-in-JS styles, its components' classes)
  expect(await page.locator('style[data-css-hash], [class*="ant-"]').count()).toBe(0);
  await shot(page, 'empty-employment-filtered');
  await filtered.getByRole('button', { name: '去看看其他城市' }).click();
  await page.waitForURL((u) => u.pathname === '/employment' && u.search === '');
  const empty = page.getByTestId('empty-state').filter({ hasText: '暂无需求' });
  await expect(empty.getByRole('link', { name: '发布需求' })).toHaveAttribute('href', '/employment/free_need');
});

test('a seeker with no position to see is asked to get the résumé ready; a filter offers other cities', async ({ page }) => {
  await loginAt(page, 'person01', '/recruitment/job_wanted_list?city=%E6%9D%AD%E5%B7%9E%E5%B8%82');
  const filtered = page.getByTestId('empty-state').filter({ hasText: '暂无符合条件的职位' });
  await expect(filtered).toBeVisible();
  await filtered.getByRole('button', { name: '去看看其他城市' }).click();
  await expect(page).toHaveURL(/\/recruitment\/job_wanted_list$/);
  const empty = page.getByTestId('empty-state').filter({ hasText: '暂无职位' }).first();
  await expect(empty).toBeVisible();
  await shot(page, 'empty-recruitment-seeker');
  await empty.getByRole('link', { name: '完善简历' }).click();
  await page.waitForURL('**/recruitment/editor_resume');
});

test('an empty review queue says so and leads back to the dashboard', async ({ page }) => {
  await loginAt(page, 'admin001', '/admin', 'Admin@2026');
  await page.waitForURL('**/admin/dashboard');
  const row = page.getByTestId('queue-zonePresident');
  await expect(row).toHaveAttribute('data-pending', '0');
  await row.getByRole('link', { name: '负责人认证审核' }).click();
  await page.waitForURL('**/admin/domain/presidents');
  const empty = page.getByTestId('empty-state').filter({ hasText: '暂无待审核的负责人认证' });
  await expect(empty).toBeVisible();
  await shot(page, 'empty-admin-queue');
  await empty.getByRole('link', { name: '返回工作台' }).click();
  await page.waitForURL('**/admin/dashboard');
  await expect(page.getByTestId('dashboard')).toBeVisible();
});
