import type { Browser, Page } from '@playwright/test';
import { expect, loginAt, shot, test } from '../support.ts';

/**
 * Matching in short-term hire and personnel on the demo marketplace (issue 27): the publisher of a
 * recruiting demand opens 推荐人才 from 我的需求 and sees scored people with reasons and no phone number;
 * a worker sees his 匹配度 and 提升匹配度 on the demand's page; a company sees 推荐服务商 for its open HR
 * demand, and an HR firm sees how well it matches that demand; the owner of an open 招聘代理 demand sees
 * 推荐人才 for it, another company does not. Nothing here changes the demo data.
 */

const DEMAND = '连锁茶饮点单小程序开发';
const NEED = '外包项目团队工资代发（12人）';
const ZP_NEED = '招聘直播运营5名';

async function as(browser: Browser, name: string, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await loginAt(page, name, path);
  return page;
}

test('推荐人才 for a recruiting demand; a worker’s 匹配度 and 提升匹配度 on its page', async ({ page, browser }) => {
  await loginAt(page, 'boss01', '/employment/my_deal');
  const row = page.getByTestId('demand-row').filter({ hasText: DEMAND });
  await row.getByRole('link', { name: '推荐人才' }).click();
  const talents = page.getByTestId('talents');
  await expect(talents.getByTestId('talent-item').first()).toBeVisible({ timeout: 20_000 });
  await expect(talents.getByTestId('match-score').first()).toHaveText(/匹配度 \d+%/);
  await expect(talents.getByTestId('match-reasons').first()).toContainText('技能匹配');
  // no contact details before the person applies and is accepted
  await expect(talents).not.toContainText(/1[3-9]\d{9}/);
  await expect(page.getByTestId('skill-gap')).toHaveCount(0);
  await shot(page, 'matching-demand-talents');
  const demandUrl = page.url().replace(/#.*$/, '');

  const worker = await as(browser, 'worker03', '/employment/my_send');
  await worker.goto(demandUrl);
  const gap = worker.getByTestId('skill-gap');
  await expect(gap.getByTestId('match-score')).toBeVisible({ timeout: 20_000 });
  await expect(gap).toContainText(/已具备|还缺少|没有写明/);
  await expect(worker.getByTestId('talents')).toHaveCount(0);
  await shot(worker, 'matching-demand-gap');
  await worker.context().close();
});

test('推荐服务商 for an open HR demand; the firm’s own 匹配度 for it', async ({ page, browser }) => {
  await loginAt(page, 'company01', '/personnel/payroll_credit_list');
  await page.getByRole('link', { name: NEED }).first().click();
  const firms = page.getByTestId('firms');
  await expect(firms.getByTestId('firm-item').first()).toBeVisible({ timeout: 20_000 });
  await expect(firms.getByTestId('match-score').first()).toHaveText(/匹配度 \d+%/);
  await expect(firms.getByTestId('match-reasons').first()).not.toBeEmpty();
  await shot(page, 'matching-need-firms');
  // the firm's link opens its page
  const first = firms.getByTestId('firm-item').first().getByRole('link').first();
  const firmName = await first.innerText();
  const needUrl = page.url();
  await first.click();
  await expect(page).toHaveURL(/personnel_service_comments\?firm=\d+/);
  await expect(page.getByText(firmName).first()).toBeVisible();

  const firm = await as(browser, 'hragency01', '/personnel/personnel_deliver');
  await firm.goto(needUrl);
  await expect(firm.getByTestId('skill-gap').getByTestId('match-score')).toBeVisible({ timeout: 20_000 });
  await expect(firm.getByTestId('firms')).toHaveCount(0);
  await shot(firm, 'matching-need-gap');
  await firm.context().close();
});

test('推荐人才 for an open 招聘代理 HR demand, shown to its owner only', async ({ page, browser }) => {
  await loginAt(page, 'hrneed01', '/personnel/recruitment_list');
  await page.getByRole('link', { name: ZP_NEED }).first().click();
  const talents = page.getByTestId('talents');
  await expect(talents.getByTestId('talent-item').first()).toBeVisible({ timeout: 20_000 });
  await expect(talents.getByTestId('match-score').first()).toHaveText(/匹配度 \d+%/);
  await expect(talents.getByTestId('match-reasons').first()).toContainText('技能匹配');
  // no contact details: those follow an application, as for any resume
  await expect(talents).not.toContainText(/1[3-9]\d{9}/);
  await shot(page, 'matching-need-talents');
  const needUrl = page.url();

  const other = await as(browser, 'company01', '/personnel/recruitment_list');
  await other.goto(needUrl);
  await expect(other.getByText(ZP_NEED).first()).toBeVisible();
  await expect(other.getByTestId('talents')).toHaveCount(0);
  await other.context().close();
});
