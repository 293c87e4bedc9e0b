import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import type { Page, Request } from '@playwright/test';
import { expect, shot, test } from './support.ts';

// With the SM4 flag on (configStatus '01'), the browser seals the password fields the contracts mark,
// and login (password and SMS), reset and change still work. This file runs its own server, with the
// flag on from its first start, on E2E_PORT + 100 (not + 1: checkouts side by side use neighbouring E2E_PORTs).

const port = Number(process.env.E2E_PORT ?? 8181) + 100;
const base = `http://127.0.0.1:${port}`;
const dataDir = `test-results/e2e-data-sm4-${port}`;
let server: ChildProcess | null = null;

test.beforeAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  server = spawn(process.execPath, ['apps/server/src/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // the demo accounts only: the demo marketplace (seed/demo) takes a minute to seed
      SEED_CONTENT: 'false',
      SM4_ENABLED: 'true',
      SESSION_SECRET: 'e2e-sm4-session-secret-0123456789',
    },
    stdio: 'ignore',
  });
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/openapi.json`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('SM4 server did not start');
});

test.afterAll(() => {
  server?.kill();
});

/** Records the bodies of the given actions, to check what left the browser. */
function recordBodies(page: Page, action: string): Record<string, string>[] {
  const seen: Record<string, string>[] = [];
  page.on('request', (r: Request) => {
    if (r.url().includes(`/${action}.action`)) seen.push((r.postDataJSON() ?? {}) as Record<string, string>);
  });
  return seen;
}

const sms = async (page: Page, phone: string) =>
  ((await (await page.request.get(`${base}/__dev/outbox?kind=sms&key=${phone}`)).json()) as { value: string }).value;

test('SM4 on: password and SMS login, reset and change work from the browser, passwords leave it sealed', async ({ page }) => {
  const config = (await (await page.request.post(`${base}/config_getConfig.action`, { data: {} })).json()) as {
    data: { configStatus: string };
  };
  expect(config.data.configStatus).toBe('01');

  // password login
  const logins = recordBodies(page, 'user_login');
  await page.goto(`${base}/login`);
  await page.getByPlaceholder('账号/手机号').fill('person01');
  await page.getByPlaceholder('请输入密码').fill('Demo@2026');
  await page.locator('form').getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL(`${base}/`);
  expect(logins[0]?.password).toBeTruthy();
  expect(logins[0]?.password).not.toBe('Demo@2026');

  // change password (old, new and confirm all sealed)
  const changes = recordBodies(page, 'user_updatePassword');
  await page.goto(`${base}/people_info`);
  await page.getByRole('button', { name: '修改密码' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('旧密码').fill('Demo@2026');
  await dialog.getByLabel('新密码').fill('Sealed@2026');
  await dialog.getByLabel('确认密码').fill('Sealed@2026');
  await dialog.getByRole('button', { name: /保\s?存/ }).click();
  await expect(page.getByText('密码编辑成功')).toBeVisible();
  expect(Object.values(changes[0] ?? {})).not.toContain('Sealed@2026');
  expect(Object.values(changes[0] ?? {})).not.toContain('Demo@2026');
  await page.getByRole('banner').getByText('退出').click();
  await page.waitForURL(/\/login/);

  // SMS login (no password field; the code is not a password)
  await page.getByRole('tab', { name: '手机验证码登录' }).click();
  await page.getByPlaceholder('请输入11位手机号').fill('13800000002');
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /\d+s后重新获取/ })).toBeVisible();
  await page.getByPlaceholder('请输入6位短信验证码').fill(await sms(page, '13800000002'));
  await page.getByRole('tabpanel').getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByText('登录成功，1s后跳转')).toBeVisible();
  await page.getByRole('banner').getByText('退出').click();
  await page.waitForURL(/\/login/);

  // reset (new and confirm sealed), then the new password logs in
  const resets = recordBodies(page, 'user_forgetPassword');
  await page.goto(`${base}/retrieve_password`);
  await page.getByPlaceholder('请输入11位手机号').fill('13800000002');
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /\d+s后重新获取/ })).toBeVisible();
  await page.getByPlaceholder('请输入6位短信验证码').fill(await sms(page, '13800000002'));
  await page.getByPlaceholder('请输入新密码（8-16位）').fill('Again@2026');
  await page.getByPlaceholder('请再次输入密码').fill('Again@2026');
  await page.getByRole('button', { name: '修改密码' }).click();
  await expect(page.locator('.ant-modal-confirm-title')).toHaveText('密码修改成功，是否立即登录？');
  expect(resets[0]?.password).not.toBe('Again@2026');
  await shot(page, 'acct-20-sm4-reset');
  await page.getByRole('button', { name: '立即登录' }).click();
  await page.waitForURL(/\/login/);
  await page.getByPlaceholder('账号/手机号').fill('person01');
  await page.getByPlaceholder('请输入密码').fill('Again@2026');
  await page.locator('form').getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL(`${base}/`);
  await expect(page.getByRole('banner').getByText('张伟')).toBeVisible();
});
