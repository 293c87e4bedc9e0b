import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { apiToken, expect, fundLearner, loginAt, PAY_PWD, shot, test } from './support.ts';

// A dispute decided by staff with a split. hragency01 sells a project and delivers; company01, the buyer,
// is not satisfied and clicks 申请平台介入 on the order with a statement and a screenshot as evidence;
// the provider answers with his own statement; staff open 纠纷处理 in the back office, try a split that
// does not add up (refused), then split the escrow 800 / 1601 with a reason. Both wallets move by exactly
// their parts, both sides see the decision, and the back office's ledger check holds. The order itself
// is set up through the API (the sharing journey clicks through ordering and paying).

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const TITLE = `官网改版${String(Date.now()).slice(-4)}`;
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function call(request: APIRequestContext, token: string, action: string, data: Record<string, unknown>) {
  const res = await request.post(`/${action}.action`, { headers: { authorization: `Bearer ${token}` }, data });
  const body = (await res.json()) as { success: boolean } & Record<string, unknown>;
  expect(body, action).toMatchObject({ success: true });
  return body;
}

async function balance(request: APIRequestContext, name: string): Promise<number> {
  const jwt = await apiToken(request, name);
  const base = (await call(request, jwt, 'custAccount_getAccountBase', {})).custAccountBase as { amount: string };
  return Math.round(Number(base.amount) * 100);
}

async function person(browser: Browser, name: string, target: string, password?: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginAt(page, name, target, password);
  return page;
}

const toast = (page: Page, text: string) => expect(page.locator('.ant-message').getByText(text)).toBeVisible();

let orderId = 0;
let buyerStart = 0;
let providerStart = 0;

test('a delivered sharing order whose money is in escrow', async ({ request }) => {
  await fundLearner(request, 'company01', '1000');
  const seller = await apiToken(request, 'hragency01');
  const buyer = await apiToken(request, 'company01');
  const staff = await apiToken(request, 'admin001', 'Admin@2026');
  const item = await call(request, seller, 'shareProject_add', {
    title: TITLE,
    category: '网站建设',
    price: '1200.50',
    unit: '项目',
    period: 10,
    cityName: '杭州',
    summary: '企业官网改版，含移动端',
    content: '<p>设计、开发与上线</p>',
    images: '',
  });
  await call(request, staff, 'admin_reviewDecide', { kind: 'sharing', id: String(item.id), decision: 'approve' });
  const order = await call(request, buyer, 'shareOrder_add', {
    itemId: item.id,
    quantity: 2,
    contactName: '王经理',
    contactPhone: '13900000002',
  });
  orderId = (order.order as { id: number }).id;
  await call(request, buyer, 'shareOrder_pay', { id: orderId, accountpwd: PAY_PWD });
  await call(request, seller, 'shareOrder_deliver', { id: orderId, deliveryNote: '官网已上线，移动端适配完成' });
  buyerStart = await balance(request, 'company01');
  providerStart = await balance(request, 'hragency01');
});

test('buyer and provider state their case; staff split the escrow; both wallets and the ledger check agree', async ({
  browser,
  request,
}) => {
  // the buyer asks the platform to step in, with a screenshot as evidence
  const buyer = await person(browser, 'company01', `/sharing/order_detail_project?id=${orderId}`);
  const panel = buyer.getByTestId('dispute-panel');
  await expect(panel.getByText(/交付后 7 天内既未验收也未申请平台介入的，将自动验收/)).toBeVisible();
  await panel.getByRole('button', { name: '申请平台介入' }).click();
  const dialog = buyer.getByRole('dialog', { name: '申请平台介入' });
  await dialog.getByRole('button', { name: '提交' }).click();
  await expect(dialog.getByText('请填写陈述内容')).toBeVisible();
  await dialog.getByLabel('陈述').fill('移动端页面错位，联系人表单无法提交，与需求不符。');
  await dialog.locator('input[type=file]').setInputFiles({ name: '截图.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByRole('img', { name: '证据' })).toBeVisible();
  await shot(buyer, 'disputes-01-buyer-opens');
  await dialog.getByRole('button', { name: '提交' }).click();
  await toast(buyer, '已申请平台介入，请等待平台处理');
  await expect(panel.getByText('平台处理中', { exact: true })).toBeVisible();
  await expect(panel.getByText(/验收、退回与重新交付暂停/)).toBeVisible();
  await expect(panel.getByTestId('dispute-statement')).toHaveCount(1);
  // while the platform decides, neither accepting nor returning the delivery is offered
  await expect(panel.getByRole('button', { name: '申请平台介入' })).toHaveCount(0);
  await expect(buyer.getByRole('button', { name: '确认验收' })).toHaveCount(0);
  await expect(buyer.getByRole('button', { name: '退回交付' })).toHaveCount(0);

  // the provider sees the dispute on his side of the order and answers
  const provider = await person(browser, 'hragency01', `/sharing/order_detail_project?id=${orderId}`);
  const hisPanel = provider.getByTestId('dispute-panel');
  await expect(hisPanel.getByText('移动端页面错位')).toBeVisible();
  await hisPanel.getByRole('button', { name: '补充陈述与证据' }).click();
  const answer = provider.getByRole('dialog', { name: '补充陈述与证据' });
  await answer.getByLabel('陈述').fill('桌面端已全部完成并上线；移动端错位已在交付后一天修复。');
  await answer.getByRole('button', { name: '提交' }).click();
  await toast(provider, '陈述已提交');
  await expect(hisPanel.getByTestId('dispute-statement')).toHaveCount(2);
  await shot(provider, 'disputes-02-provider-answers');

  // staff decide in the back office
  const staff = await person(browser, 'admin001', '/admin/wallet/disputes', 'Admin@2026');
  const card = staff.getByTestId('dispute-card').filter({ hasText: TITLE });
  await expect(card.getByText('2401.00 晶币', { exact: true })).toBeVisible();
  await expect(card.getByTestId('dispute-statement')).toHaveCount(2);
  await card.getByRole('textbox', { name: '退回付款方' }).fill('800');
  await card.getByRole('textbox', { name: '付给服务方' }).fill('1600');
  await card.getByLabel('裁决理由（双方可见）').fill('移动端问题属实但已修复，按完成度分配。');
  await card.getByRole('button', { name: /裁决并分配托管款项/ }).click();
  await expect(card.getByText('两方金额之和须等于 2401.00 晶币').first()).toBeVisible();
  await shot(staff, 'disputes-03-staff-split-refused');
  await card.getByRole('textbox', { name: '付给服务方' }).fill('1601');
  await expect(card.getByText('两方金额之和须等于 2401.00 晶币')).toHaveCount(0);
  await card.getByRole('button', { name: /裁决并分配托管款项/ }).click();
  await toast(staff, '已裁决，款项已按裁决分配');
  await expect(staff.getByTestId('dispute-card').filter({ hasText: TITLE })).toHaveCount(0);
  await staff.getByText('已裁决', { exact: true }).click();
  const decided = staff.getByTestId('dispute-card').filter({ hasText: TITLE });
  await expect(decided.getByText('平台裁决：付款方 800.00 晶币，服务方 1601.00 晶币')).toBeVisible();
  await shot(staff, 'disputes-04-staff-decided');

  // both wallets moved by exactly their parts
  expect((await balance(request, 'company01')) - buyerStart).toBe(80000);
  expect((await balance(request, 'hragency01')) - providerStart).toBe(160100);

  // the ledger check in the back office holds, the dispute split included
  await staff.goto('/admin/wallet/ledger');
  await expect(staff.getByText('全部不变量成立')).toBeVisible();
  await expect(staff.getByText(/纠纷裁决的分配/)).toBeVisible();
  await shot(staff, 'disputes-05-ledger-check');

  // both sides see the decision on the order; the buyer on a phone
  await buyer.setViewportSize({ width: 390, height: 844 });
  await buyer.reload();
  await expect(buyer.getByTestId('dispute-panel').getByText('平台裁决：付款方 800.00 晶币，服务方 1601.00 晶币')).toBeVisible();
  await shot(buyer, 'disputes-06-buyer-sees-decision-phone', { fullPage: true });
  await provider.reload();
  await expect(provider.getByTestId('dispute-panel').getByText('平台已裁决')).toBeVisible();
  await expect(provider.getByText('移动端问题属实但已修复，按完成度分配。', { exact: false })).toBeVisible();
});
