import type { Page } from '@playwright/test';
import { expect, shot, test } from '../support.ts';

/**
 * Issue 22's staff dashboard on the demo marketplace: staff land on it after login, and what it counts is
 * what the back-office lists count (each queue's total, the user search's total, the top-up queue's rows);
 * the ledger check runs from it and its result stays; it fits a 390 px phone.
 */

const number = (s: string | null) => Number((s ?? '').replace(/[^\d.]/g, ''));
const statValue = async (page: Page, key: string) =>
  number(await page.getByTestId(`stat-${key}`).locator('.ant-statistic-content-value').textContent());

async function login(page: Page) {
  await page.goto('/login');
  await page.getByPlaceholder('账号/手机号').fill('admin001');
  await page.getByPlaceholder('请输入密码').fill('Admin@2026');
  await page.locator('form').getByRole('button', { name: '登录', exact: true }).click();
}

test('staff land on the dashboard; its figures are the back-office lists’ counts; the ledger check runs from it', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page);
  await page.waitForURL('**/admin/dashboard');
  await expect(page.getByTestId('dashboard')).toBeVisible();

  // every review queue, each with its pending count and the page that lists it
  const rows = page.locator('[data-testid^="queue-"]');
  await expect(rows.first()).toBeVisible();
  const queues = await rows.evaluateAll((els) =>
    els.map((el) => ({
      kind: el.getAttribute('data-testid')!.slice('queue-'.length),
      pending: Number(el.getAttribute('data-pending')),
      href: el.querySelector('a')!.getAttribute('href')!,
      label: el.querySelector('a')!.textContent.trim(),
    })),
  );
  expect(queues.length).toBeGreaterThanOrEqual(14);
  const total = queues.reduce((n, q) => n + q.pending, 0);
  expect(total).toBeGreaterThan(0);
  await expect(page.getByTestId('queues-total')).toContainText(String(total));

  // the queues of the shared review component print their total: the dashboard's figure is that total
  const reviewQueues = queues.filter((q) => q.pending > 0 && !['topup', 'withdraw', 'dispute'].includes(q.kind)).slice(0, 3);
  expect(reviewQueues.length).toBeGreaterThan(0);
  for (const q of reviewQueues) {
    await page.getByTestId(`queue-${q.kind}`).getByRole('link', { name: q.label }).click();
    await page.waitForURL(`**${q.href}`);
    await expect(page.locator('.ant-pagination-total-text')).toHaveText(`共 ${q.pending} 条`);
    await page.goBack();
    await expect(page.getByTestId('dashboard')).toBeVisible();
  }

  // users: the card's total is the user search's total
  const users = await statValue(page, 'users');
  expect(users).toBeGreaterThan(20);
  // top-ups waiting: the card and the queue row agree, and so do the rows of the top-up queue
  const topups = await statValue(page, 'topups');
  expect(topups).toBe(queues.find((q) => q.kind === 'topup')?.pending);

  // 立即核对: the check runs and its time and result stay on the card
  const ledger = page.getByTestId('ledger-card');
  await ledger.getByRole('button', { name: '立即核对' }).click();
  await expect(page.getByText('核对完成：全部不变量成立')).toBeVisible();
  await expect(ledger.getByText('全部成立')).toBeVisible();
  await expect(ledger.getByTestId('ledger-last')).toContainText('上次核对');
  await expect(ledger.getByText('由 admin001 发起')).toBeVisible();
  await expect(page.getByTestId('chart-users').locator('canvas')).toBeVisible();
  await expect(page.getByTestId('chart-payments').locator('canvas')).toBeVisible();
  await shot(page, 'admin-dashboard');

  await page.getByTestId('stat-users').getByRole('link', { name: '用户总数' }).click();
  await page.waitForURL('**/admin/users');
  await expect(page.locator('.ant-pagination-total-text')).toHaveText(`共 ${users} 条`);
  if (topups <= 10) {
    await page.goto('/admin/wallet/topups');
    await expect(page.locator('.ant-table-row')).toHaveCount(topups);
  }

  // on a phone the cards stack in one column and the charts shrink with the screen
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin');
  await page.waitForURL('**/admin/dashboard');
  await expect(page.getByTestId('chart-payments').locator('canvas')).toBeVisible();
  const widths = await page.evaluate(() => ({
    doc: document.documentElement.scrollWidth,
    users: document.querySelector('[data-testid="stat-users"]')!.getBoundingClientRect().width,
    topups: document.querySelector('[data-testid="stat-topups"]')!.getBoundingClientRect(),
    usersBox: document.querySelector('[data-testid="stat-users"]')!.getBoundingClientRect(),
    chart: document.querySelector('[data-testid="chart-payments"]')!.getBoundingClientRect().right,
  }));
  expect(widths.doc).toBeLessThanOrEqual(390);
  expect(widths.chart).toBeLessThanOrEqual(390);
  expect(widths.users).toBeGreaterThan(300);
  // one column: the top-up card sits below the users card, not beside it
  expect(widths.topups.top).toBeGreaterThan(widths.usersBox.bottom - 1);
  await shot(page, 'admin-dashboard-phone');
});
