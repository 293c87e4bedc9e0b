import type { APIRequestContext, Page } from '@playwright/test';
import { apiToken, b, cells, confirmThrough, expect, fundLearner, loginAt, PAY_PWD, shot, test } from './support.ts';

// The sharing section's journey: hragency01 (a certified HR agency) publishes a project, staff approve
// it in the back office, company01 finds it, orders two units and pays into escrow with his payment
// password; the provider delivers, the buyer confirms, and the escrow pays the provider. Both sides
// follow the order on their lists and detail pages, and the ledger check holds after every money step.
// Balances are asserted relative to what the journey found (other journeys move coins too).

test.describe.configure({ mode: 'serial', timeout: 150_000 });

const TITLE = `小程序开发${String(Date.now()).slice(-4)}`;

async function balance(request: APIRequestContext, name: string): Promise<number> {
  const jwt = await apiToken(request, name);
  const res = await request.post('/custAccount_getAccountBase.action', { headers: { authorization: `Bearer ${jwt}` }, data: {} });
  const base = ((await res.json()) as { custAccountBase: { amount: string } }).custAccountBase;
  return Math.round(Number(base.amount) * 100);
}

async function expectLedgerOk(request: APIRequestContext): Promise<void> {
  const staff = await apiToken(request, 'admin001', 'Admin@2026');
  const res = await request.post('/walletAdmin_ledgerCheck.action', { headers: { authorization: `Bearer ${staff}` }, data: {} });
  const report = (await res.json()) as { ok: boolean; checks: { name: string; ok: boolean }[] };
  expect(report.checks.filter((c) => !c.ok)).toEqual([]);
  expect(report.ok).toBe(true);
}

const formError = (page: Page, text: string) => page.locator('.ant-form-item-explain-error').getByText(text);
const toast = (page: Page, text: string) => expect(page.locator('.ant-message').getByText(text)).toBeVisible();

let providerStart = 0;
let buyerStart = 0;

test('a certified user publishes a project; it waits for review', async ({ page }) => {
  await loginAt(page, 'hragency01', '/sharing/project_add');
  await expect(page.getByRole('navigation', { name: '共享快捷入口' }).getByRole('link', { name: /发布项目/ })).toBeVisible();
  await page.getByRole('button', { name: '提交审核' }).click();
  await expect(formError(page, '请填写标题')).toBeVisible();
  await expect(formError(page, '请选择类型')).toBeVisible();
  await page.getByPlaceholder('项目标题，不超过30个字').fill(TITLE);
  await page.getByLabel('类型').click();
  await page.getByTitle('小程序开发').click();
  await page.getByRole('textbox', { name: '价格' }).fill('12.345');
  await page.getByRole('button', { name: '提交审核' }).click();
  await expect(formError(page, '请输入正确价格（大于0，最多两位小数）')).toBeVisible();
  await page.getByRole('textbox', { name: '价格' }).fill('800');
  await page.getByLabel('交付周期（天）').fill('15');
  await page.getByPlaceholder('不填为不限城市').fill('杭州');
  await page.getByPlaceholder('一句话说明提供什么').fill('微信小程序定制开发，含后台与上线');
  await page.locator('[contenteditable="true"]').click();
  await page.keyboard.type('需求梳理、原型、开发、测试、上线，交付源码与文档。');
  await shot(page, 'sharing-01-publish-form');
  await page.getByRole('button', { name: '提交审核' }).click();
  await toast(page, '发布成功，请等待工作人员审核');
  await page.waitForURL('**/sharing/my_project_list');
  await expect(page.getByRole('link', { name: TITLE })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: TITLE }).getByText('审核中')).toBeVisible();
  await shot(page, 'sharing-02-my-projects-pending');
});

test('staff approve it in the back office; the provider sees it listed', async ({ page, browser }) => {
  await loginAt(page, 'admin001', '/admin', 'Admin@2026');
  await page.getByRole('menuitem').getByRole('link', { name: '共享审核', exact: true }).click();
  const row = page.getByRole('row', { name: new RegExp(TITLE) });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: '详情' }).click();
  const drawer = page.getByRole('dialog', { name: new RegExp(TITLE) });
  await expect(drawer.getByText('800.00 / 项目')).toBeVisible();
  await shot(page, 'sharing-03-staff-review', { fullPage: false });
  const approve = page.getByRole('dialog').filter({ hasText: '确认审核通过' });
  await confirmThrough(drawer.getByRole('button', { name: b('通过') }), approve, approve.getByRole('button', { name: b('通过') }));
  await expect(page.getByRole('row', { name: new RegExp(TITLE) })).toHaveCount(0);

  const provider = await browser.newPage();
  await loginAt(provider, 'hragency01', '/sharing/my_project_list');
  await expect(provider.getByRole('listitem').filter({ hasText: TITLE }).getByText('已上架')).toBeVisible();
  await provider.close();
});

test('another user finds it, orders two and pays into escrow with his payment password', async ({ page, request }) => {
  await fundLearner(request, 'company01', '300'); // 3000.00 coins
  providerStart = await balance(request, 'hragency01');
  buyerStart = await balance(request, 'company01');
  await expectLedgerOk(request);

  // the public landing lists it
  await page.goto('/sharing');
  await expect(page.getByRole('link', { name: TITLE })).toBeVisible();
  // light: the landing's first load has no antd (no antd styles, no antd markup)
  expect(await page.locator('style[data-css-hash], [class*="ant-"]').count()).toBe(0);
  await shot(page, 'sharing-04-landing');

  await loginAt(page, 'company01', '/sharing/project_list');
  await page.getByRole('button', { name: '小程序开发', exact: true }).click();
  await expect(page.getByRole('button', { name: '小程序开发', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await page.getByLabel('搜索项目').fill(TITLE);
  await page.getByLabel('搜索项目').press('Enter');
  await expect(page.getByRole('link', { name: TITLE })).toBeVisible();
  await shot(page, 'sharing-05-project-list');
  await page.getByRole('link', { name: TITLE }).click();
  await page.waitForURL(/\/sharing\/project_details\?id=\d+/);
  await expect(page.getByRole('heading', { name: TITLE })).toBeVisible();
  await expect(page.getByText('需求梳理、原型、开发、测试、上线')).toBeVisible();
  await page.getByRole('button', { name: /收\s*藏/ }).click();
  await toast(page, '收藏成功');
  await expect(page.getByRole('button', { name: /已收藏/ })).toBeVisible();
  await shot(page, 'sharing-06-details');

  await page.getByRole('button', { name: '立即下单' }).click();
  await page.waitForURL(/\/sharing\/project_order_q\?id=\d+/);
  await page.getByRole('spinbutton', { name: '数量（项目）' }).fill('2');
  await page.getByPlaceholder('您的具体要求、时间安排等').fill('需要会员与支付功能');
  await page.getByLabel('联系人').fill('李经理');
  await page.getByLabel('联系电话').fill('1390000');
  await page.getByRole('button', { name: '提交订单并支付' }).click();
  await expect(formError(page, '联系电话格式错误')).toBeVisible();
  await expect(formError(page, '请先阅读并同意共享交易协议')).toBeVisible();
  await page.getByLabel('联系电话').fill('13900000001');
  await page.getByRole('checkbox').check();
  await expect(page.getByText('1600.00')).toBeVisible();
  await shot(page, 'sharing-07-order-confirm');
  await page.getByRole('button', { name: '提交订单并支付' }).click();
  const dialog = page.getByRole('dialog', { name: '支付订单' });
  await expect(dialog.getByText('1600.00')).toBeVisible();
  await shot(page, 'sharing-08-pay-dialog', { fullPage: false });
  await cells(page, PAY_PWD);
  await page.waitForURL(/\/sharing\/project_order_h\?id=\d+/);
  await expect(page.getByText('支付成功', { exact: true })).toBeVisible();
  await shot(page, 'sharing-09-paid');

  expect(await balance(request, 'company01')).toBe(buyerStart - 160000);
  expect(await balance(request, 'hragency01')).toBe(providerStart);
  await expectLedgerOk(request);

  await page.getByRole('button', { name: '查看订单' }).click();
  await expect(page.getByText('托管中 1600.00 晶币')).toBeVisible();
  await expect(page.getByText('待交付')).toBeVisible();
  await shot(page, 'sharing-10-buyer-order-detail');
});

test('the provider delivers; the buyer confirms; the escrow pays the provider', async ({ page, browser, request }) => {
  await loginAt(page, 'hragency01', '/sharing/my_server_order');
  const row = page.getByRole('listitem').filter({ hasText: TITLE });
  await expect(row.getByText('待交付')).toBeVisible();
  await shot(page, 'sharing-11-provider-orders');
  await row.getByRole('button', { name: '提交交付' }).click();
  const deliver = page.getByRole('dialog', { name: '提交交付' });
  await deliver.getByRole('button', { name: '提交交付' }).click();
  await expect(deliver.getByText('请填写交付说明')).toBeVisible();
  await deliver.getByLabel('交付说明').fill('小程序已上线，源码在 Git 仓库 main 分支，后台账号已发到您的邮箱。');
  await deliver.getByRole('button', { name: '提交交付' }).click();
  await toast(page, '已提交交付，等待需求方验收');
  await expect(row.getByText('待验收')).toBeVisible();

  const buyer = await browser.newPage();
  await loginAt(buyer, 'company01', '/sharing/my_need_order');
  const mine = buyer.getByRole('listitem').filter({ hasText: TITLE });
  await expect(mine.getByText('待验收')).toBeVisible();
  await mine.getByRole('link', { name: '查看详情' }).click();
  await expect(buyer.getByText('小程序已上线')).toBeVisible();
  await shot(buyer, 'sharing-12-buyer-delivered');
  await buyer.getByRole('button', { name: '确认验收' }).click();
  const confirm = buyer.getByRole('dialog').filter({ hasText: '确认验收？' });
  await expect(confirm.getByText('托管的 1600.00 晶币将付给服务方')).toBeVisible();
  await confirm.getByRole('button', { name: '确认验收' }).click();
  await expect(buyer.locator('.ant-message').getByText('已确认验收，款项已付给服务方')).toBeVisible();
  await expect(buyer.getByText('已完成')).toBeVisible();
  await expect(buyer.getByText('托管中 0.00 晶币（已付服务方 1600.00，已退回 0.00）')).toBeVisible();
  await shot(buyer, 'sharing-13-buyer-completed');
  await buyer.close();

  expect(await balance(request, 'hragency01')).toBe(providerStart + 160000);
  expect(await balance(request, 'company01')).toBe(buyerStart - 160000);
  await expectLedgerOk(request);

  await page.reload();
  await expect(page.getByRole('listitem').filter({ hasText: TITLE }).getByText('已完成')).toBeVisible();
  await shot(page, 'sharing-14-provider-completed');
});

test('the buyer rates the completed order once; the item page shows the stars and the rating', async ({ page }) => {
  await loginAt(page, 'company01', '/sharing/my_need_order');
  const mine = page.getByRole('listitem').filter({ hasText: TITLE });
  await expect(mine.getByText('已完成')).toBeVisible();
  await mine.getByRole('button', { name: b('评价') }).click();
  const dialog = page.getByRole('dialog', { name: '评价订单' });
  await dialog.getByRole('button', { name: '提交评价' }).click();
  await expect(dialog.getByText('请选择1到5星的评分')).toBeVisible();
  await dialog.locator('.ant-rate-star').nth(3).click();
  await expect(dialog.getByText('满意', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: '提交评价' }).click();
  await expect(dialog.getByText('请填写评价内容')).toBeVisible();
  await dialog.getByLabel('评价内容').fill('小程序按时上线，会员和支付都很稳定，沟通也及时。');
  await shot(page, 'sharing-18-rate-dialog', { fullPage: false });
  await dialog.getByRole('button', { name: '提交评价' }).click();
  await toast(page, '评价成功，感谢您的反馈');
  // rated once: the button is gone, the order shows the stars given
  await expect(mine.getByRole('button', { name: b('评价') })).toHaveCount(0);
  await expect(mine.getByLabel('我的评价')).toBeVisible();
  await shot(page, 'sharing-19-rated-order');

  await mine.getByRole('link', { name: '查看详情' }).click();
  await expect(page.getByLabel('我的评价')).toBeVisible();
  await page.goto('/sharing/project_list');
  await page.getByLabel('搜索项目').fill(TITLE);
  await page.getByLabel('搜索项目').press('Enter');
  await expect(page.getByRole('link', { name: TITLE }).getByText('4.0（1条评价）')).toBeVisible();
  await page.getByRole('link', { name: TITLE }).click();
  await expect(page.getByText('4.0 分 · 1 条评价')).toBeVisible();
  await expect(page.getByText('用户评价（1）')).toBeVisible();
  await expect(page.getByText('小程序按时上线，会员和支付都很稳定，沟通也及时。')).toBeVisible();
  await shot(page, 'sharing-20-item-ratings');
});

test('a paid order cancelled before delivery goes back to the buyer; favourites and my data', async ({ page, request }) => {
  await loginAt(page, 'company01', '/sharing/project_collect');
  await expect(page.getByRole('link', { name: TITLE })).toBeVisible();
  await shot(page, 'sharing-15-collect');
  await page.getByRole('link', { name: TITLE }).click();
  await page.getByRole('button', { name: '立即下单' }).click();
  await page.getByLabel('联系人').fill('李经理');
  await page.getByLabel('联系电话').fill('13900000001');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: '提交订单并支付' }).click();
  await cells(page, PAY_PWD);
  await page.waitForURL(/\/sharing\/project_order_h\?id=\d+/);
  expect(await balance(request, 'company01')).toBe(buyerStart - 240000);
  await page.getByRole('button', { name: '查看订单' }).click();
  await page.getByRole('button', { name: '取消订单' }).click();
  await page.getByLabel('取消原因').fill('预算调整');
  await page.getByRole('tooltip').getByRole('button', { name: '取消订单' }).click();
  await toast(page, '订单已取消，款项已退回需求方钱包');
  await expect(page.getByText('原因：预算调整')).toBeVisible();
  await shot(page, 'sharing-16-refunded');
  expect(await balance(request, 'company01')).toBe(buyerStart - 160000);
  await expectLedgerOk(request);

  await page.goto('/sharing/my_certification');
  await expect(page.getByText('企业认证')).toBeVisible();
  await page.getByPlaceholder('显示在您发布的项目和服务详情页').fill('星河科技，专注企业数字化');
  await page.getByRole('button', { name: b('保存') }).click();
  await toast(page, '资料保存成功');
  await shot(page, 'sharing-17-my-data');
  await page.goto('/sharing/xcbjy_xy');
  await expect(page.getByText('贤才宝共享交易协议')).toBeVisible();
});
