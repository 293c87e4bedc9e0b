import type { Browser, Page } from '@playwright/test';
import { png } from '../apps/server/src/test/fixtures.ts';
import { answerConfirm, b, clickToNavigate, expect, loginAt, shot, test } from './support.ts';

// /privatedomain/president_prove: zoneuser01, a member of the private zone 杭州高新人才港,
// proves he heads the zone's organisation: he fills the form and uploads the appointment letter, staff
// reject it with a reason, he corrects it and re-submits, staff approve it, and the page then shows
// 已认证 and the zone's certified head. A public-domain user gets the explanation and no form; a visitor
// is sent to the login.

test.describe.configure({ mode: 'serial' });
test.setTimeout(240_000);

const PAGE = '/privatedomain/president_prove';
const ZONE = '杭州高新人才港';
const ROW = new RegExp(`专属域负责人认证：${ZONE} 张建国`);
/** Screens are taken once the toasts are gone (the login's 登录成功 would sit over the header) and from the top. */
async function settledShot(page: Page, name: string, opts: { fullPage?: boolean } = {}) {
  await expect(page.locator('.ant-message-notice')).toHaveCount(0, { timeout: 15_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, name, opts);
}
const image = (name: string) => ({ name, mimeType: 'image/png', buffer: png(160, 100, name.includes('2')) });

/** Staff open the queue, open the pending row and approve it, or reject it with a reason. */
async function staffDecide(browser: Browser, decision: '通过' | '驳回', shotName: string, reason = '') {
  const staff = await browser.newPage();
  await loginAt(staff, 'admin001', '/admin', 'Admin@2026');
  await staff.getByRole('menuitem', { name: '负责人认证审核', exact: true }).click();
  // the queue opens on its pending items: the re-submission, not the rejected first one
  await staff
    .getByRole('row', { name: ROW })
    .getByRole('button', { name: b('详情') })
    .click();
  const drawer = staff.getByRole('dialog', { name: ROW });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText('13912340001')).toBeVisible();
  if (reason) await drawer.getByLabel('驳回原因').fill(reason);
  await settledShot(staff, shotName, { fullPage: false });
  await drawer.getByRole('button', { name: b(decision) }).click();
  await answerConfirm(staff, b(decision));
  // the drawer closes once the decision is saved; a refusal's toast is named in the failure
  try {
    await expect(drawer).toBeHidden({ timeout: 20_000 });
  } catch (err) {
    throw new Error(`staff decision not saved; toasts: ${(await staff.locator('.ant-message').allTextContents()).join(' | ')}`, {
      cause: err,
    });
  }
  await staff.close();
}

test('a visitor is sent to the login; a public-domain user sees why he cannot apply, and no form', async ({ page }) => {
  await page.goto(PAGE);
  await page.waitForURL((u) => u.pathname === '/login' && u.searchParams.get('redirect') === PAGE);
  await loginAt(page, 'person01', PAGE);
  await expect(page.getByText('仅专属域用户可以提交负责人认证')).toBeVisible();
  await page.goto('/people_info');
  await expect(page.getByRole('menuitem', { name: '个人资料' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: '负责人认证' })).toHaveCount(0);
  await page.goto(PAGE);
  await expect(page.getByText('如您是专属域用户，请通过专属域登录后再进入本页面')).toBeVisible();
  await expect(page.getByLabel('负责人姓名')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '提交认证' })).toHaveCount(0);
  await settledShot(page, 'zone-president-01-public-user', { fullPage: false });
});

test('a zone member submits; staff reject with a reason; he corrects and re-submits; staff approve; the page shows the certified head', async ({
  page,
  browser,
}) => {
  // a zone member finds the page in his personal centre (我的资料 → 负责人认证)
  await loginAt(page, 'zoneuser01', '/people_info');
  await clickToNavigate(page, page.getByRole('menuitem', { name: '负责人认证' }), PAGE);
  await expect(page.getByLabel('专属域名称')).toHaveValue(ZONE);
  await expect(page.getByLabel('专属域代码')).toHaveValue('HZGX01');
  // the shared rules at the fields, before anything is sent
  await page.getByRole('button', { name: '提交认证' }).click();
  await expect(page.getByText('请填写负责人姓名（2到20个字）')).toBeVisible();
  await expect(page.getByText('请上传1到3张证明材料（任命文件或营业执照）')).toBeVisible();
  await page.getByLabel('手机号码').fill('1391234');
  await expect(page.getByText('请输入正确的手机号码')).toBeVisible();
  await settledShot(page, 'zone-president-02-form-checks');

  await page.getByLabel('负责人姓名').fill('张建国');
  await page.getByLabel('职务', { exact: true }).fill('会长');
  await page.getByLabel('手机号码').fill('13912340001');
  await page.getByLabel('组织名称').fill('杭州高新区企业家协会');
  await page.locator('input[type=file]').setInputFiles(image('appointment-1.png'));
  await expect(page.getByAltText('证明材料')).toHaveCount(1);
  await expect(page.getByText('上传图片（1/3）')).toBeVisible();
  await settledShot(page, 'zone-president-03-filled');
  await page.getByRole('button', { name: '提交认证' }).click();
  await expect(page.getByText('提交成功，请等待工作人员审核')).toBeVisible();
  await expect(page.getByText('负责人认证正在审核中，请耐心等待')).toBeVisible();
  await expect(page.getByText('审核中', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: '提交认证' })).toHaveCount(0);
  await settledShot(page, 'zone-president-04-pending');

  await staffDecide(browser, '驳回', 'zone-president-05-staff-reject', '任命文件不清晰，请上传加盖公章的任命文件');
  await page.reload();
  await expect(page.getByText('认证未通过：任命文件不清晰，请上传加盖公章的任命文件，请修改后重新提交')).toBeVisible({ timeout: 30_000 });
  // the form comes back filled in, with the image sent before
  await expect(page.getByLabel('负责人姓名')).toHaveValue('张建国');
  await expect(page.getByAltText('证明材料')).toHaveCount(1);
  await page.getByLabel('职务', { exact: true }).fill('理事长');
  await page.locator('input[type=file]').setInputFiles(image('appointment-2.png'));
  await expect(page.getByText('上传图片（2/3）')).toBeVisible();
  await settledShot(page, 'zone-president-06-rejected-resubmit');
  await page.getByRole('button', { name: '重新提交' }).click();
  await expect(page.getByText('提交成功，请等待工作人员审核')).toBeVisible();
  await expect(page.getByText('负责人认证正在审核中，请耐心等待')).toBeVisible();

  await staffDecide(browser, '通过', 'zone-president-07-staff-approve');
  await page.reload();
  await expect(page.getByText('本专属域负责人：张建国（理事长）')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('已认证', { exact: true })).toBeVisible();
  await expect(page.getByText('杭州高新区企业家协会')).toBeVisible();
  await expect(page.getByRole('img', { name: '证明材料' })).toHaveCount(2);
  await settledShot(page, 'zone-president-08-approved');
});
