import { expect, paintedCaptcha, serverCaptchaAnswer, shot, test, uniqueSuffix, watchCaptchaCanvas } from './support.ts';

test('a newcomer registers, logs out, fails a login, passes the captcha and gets back to the guarded page', async ({ page }) => {
  await watchCaptchaCanvas(page);
  const suffix = uniqueSuffix();
  const account = `e2e${suffix}`;
  const phone = `139${suffix}0`;

  await page.goto('/');
  await expect(page.getByRole('link', { name: '短期用工' }).first()).toBeVisible();
  await expect(page.getByText('短期项目', { exact: true })).toBeVisible();
  await shot(page, '01-home');

  await page.goto('/registered');
  const accountInput = page.getByPlaceholder('6~12位数字或字母');
  await accountInput.fill('person01');
  await page.getByPlaceholder('请输入11位手机号').click();
  await expect(page.getByText('账号已存在')).toBeVisible();
  await accountInput.fill(account);
  await page.getByPlaceholder('请输入11位手机号').fill(phone);
  await page.getByPlaceholder('8-16位，数字、字母、符号至少两种').fill('Journey@2026');
  await page.getByPlaceholder('请再次输入密码').fill('Journey@2026');
  await page.getByPlaceholder('请输入验证码').fill(await paintedCaptcha(page));
  const submit = page.getByRole('button', { name: '注册', exact: true });
  await expect(submit).toBeDisabled();
  await page.getByRole('checkbox').check();
  await expect(submit).toBeEnabled();
  await shot(page, '02-register-form');
  await submit.click();
  await expect(page.getByText(/注册成功/).first()).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/');
  const identity = page.getByRole('banner').getByText(account);
  await expect(identity).toBeVisible();
  // the home itself, not an empty shell: a router that started on /registered discovers the other pages
  await expect(page.getByText('短期项目')).toBeVisible();
  await shot(page, '03-registered-home');

  await page.getByRole('banner').getByText('退出').click();
  await page.waitForURL(/\/login/);
  await expect(page.getByRole('banner').getByText(account)).toHaveCount(0);

  await page.goto('/people_info?tab=1');
  await page.waitForURL(/\/login\?redirect=/);
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/people_info?tab=1');

  await page.getByPlaceholder('账号/手机号').fill(account);
  await page.getByPlaceholder('请输入密码').fill('Wrong@2026');
  const captchaIssued = page.waitForResponse((r) => r.url().includes('user_getCaptcha.action'));
  await page.locator('form').getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByText('帐号密码不正确')).toBeVisible();
  const { captchaId } = (await (await captchaIssued).json()) as { captchaId: string };
  await expect(page.getByPlaceholder('请输入验证码')).toBeVisible();
  await shot(page, '04-login-captcha');

  await page.getByPlaceholder('请输入密码').fill('Journey@2026');
  await page.getByPlaceholder('请输入验证码').fill(await serverCaptchaAnswer(page, captchaId));
  await page.locator('form').getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByText('登录成功，1s后跳转')).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/people_info' && url.search === '?tab=1');
  await expect(page.getByText(account).first()).toBeVisible();
  await expect(page.getByText(`${phone.slice(0, 3)}****${phone.slice(7)}`)).toBeVisible();
  await shot(page, '05-people-info');
});

test('logging in from the header dialog keeps the page; a second PC login ends the first session', async ({ page, browser }) => {
  await page.goto('/training');
  await page.getByRole('banner').getByText('登录', { exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByPlaceholder('账号/手机号').fill('hragency01');
  await dialog.getByPlaceholder('请输入密码').fill('Demo@2026');
  await shot(page, '06-login-dialog', { fullPage: false });
  await dialog.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByRole('banner').getByText('人力资源').first()).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/training');

  // The first tab learns it at once over its socket (sessionEnded, replaced), without another request. The
  // notice shows for three seconds: watched from before the second login, as a person looking at the tab
  // would see it (a slow machine took longer than that to finish the second login and close it).
  const told = expect(page.getByText('当前账户已在其他设备登录')).toBeVisible({ timeout: 60_000 });
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto('/login');
  await otherPage.getByPlaceholder('账号/手机号').fill('hragency01');
  await otherPage.getByPlaceholder('请输入密码').fill('Demo@2026');
  await otherPage.locator('form').getByRole('button', { name: '登录', exact: true }).click();
  await otherPage.waitForURL((url) => url.pathname === '/');
  await other.close();
  await told;
  await page.waitForURL(/\/login\?redirect=%2Ftraining/);
  await shot(page, '07-logged-in-elsewhere');
});
