import { expect, shot, test } from './support.ts';

// Journeys without dead ends (issue 24): what a landing page's banner picture draws as a button is one.

test('the buttons drawn in the landing banners are real links: 了解服务 to the service lists, 开始学习 to the catalogue', async ({
  page,
}) => {
  await page.goto('/personnel');
  const learn = page.getByRole('link', { name: '了解服务', exact: true });
  await expect(learn).toBeVisible();
  await shot(page, 'dead-ends-01-personnel-banner', { fullPage: false });
  await learn.click();
  await page.waitForURL('**/personnel/social_security_list');

  await page.goto('/training');
  const start = page.getByRole('link', { name: '开始学习', exact: true });
  await expect(start).toBeVisible();
  await shot(page, 'dead-ends-02-training-banner', { fullPage: false });
  await start.click();
  await page.waitForURL((u) => u.pathname === '/list');
  await expect(page.getByRole('link', { name: 'TypeScript 工程化实战' })).toBeVisible();
});
