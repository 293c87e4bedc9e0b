import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { pdf } from '../apps/server/src/test/fixtures.ts';
import { apiToken, expect, fundLearner, loginAt, PAY_PWD, shot, test } from './support.ts';

// Deliveries with files and the missing half after them, on a sharing order (short-term hire and
// personnel use the same form and history: their journeys deliver a file too). person01 sells a safety
// consultation to company01; the order is ordered and paid through the API (the sharing journey clicks
// through those). Then, as people would: the provider delivers a note saying 整改报告见附件 with the
// report attached; the buyer previews the report, finds a page missing and rejects the delivery with a
// reason; the provider sees the reason and delivers again with the revised report; the buyer sees both
// deliveries in the history and accepts. A third user cannot fetch the files. Each page at 390 px too.

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const TITLE = `安全整改咨询${String(Date.now()).slice(-4)}`;
const DETAIL = (id: number) => `/sharing/order_detail_project?id=${id}`;

async function call(request: APIRequestContext, token: string, action: string, data: Record<string, unknown>) {
  const res = await request.post(`/${action}.action`, { headers: { authorization: `Bearer ${token}` }, data });
  const body = (await res.json()) as { success: boolean } & Record<string, unknown>;
  expect(body, action).toMatchObject({ success: true });
  return body;
}

async function person(browser: Browser, name: string, target: string, viewport?: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext(viewport ? { viewport, isMobile: true, hasTouch: true } : {});
  const page = await context.newPage();
  await loginAt(page, name, target);
  return page;
}

const toast = (page: Page, text: string) => expect(page.locator('.ant-message').getByText(text)).toBeVisible();
const report = (name: string, text: string) => ({ name, mimeType: 'application/pdf', buffer: pdf(text) });

let orderId = 0;
let firstFile = '';

test('a paid sharing order awaiting delivery', async ({ request }) => {
  await fundLearner(request, 'company01', '1000');
  const seller = await apiToken(request, 'person01');
  const buyer = await apiToken(request, 'company01');
  const staff = await apiToken(request, 'admin001', 'Admin@2026');
  const item = await call(request, seller, 'shareProject_add', {
    title: TITLE,
    category: '其他',
    price: '300.00',
    unit: '项目',
    period: 10,
    cityName: '杭州',
    summary: '现场检查并出具整改报告',
    content: '<p>现场检查，出具整改报告</p>',
    images: '',
  });
  await call(request, staff, 'admin_reviewDecide', { kind: 'sharing', id: String(item.id), decision: 'approve' });
  const order = await call(request, buyer, 'shareOrder_add', {
    itemId: item.id,
    quantity: 1,
    contactName: '王经理',
    contactPhone: '13900000002',
  });
  orderId = (order.order as { id: number }).id;
  await call(request, buyer, 'shareOrder_pay', { id: orderId, accountpwd: PAY_PWD });
});

test('a delivery with a file: the buyer previews it, a third user cannot fetch it', async ({ browser, request }) => {
  const seller = await person(browser, 'person01', DETAIL(orderId));
  await expect(seller.getByText('待交付').first()).toBeVisible();
  await seller.getByRole('button', { name: '提交交付' }).click();
  const dialog = seller.getByRole('dialog', { name: '提交交付' });
  await dialog.getByLabel('交付说明').fill('现场检查已完成，整改报告见附件。');
  await dialog.locator('input[type=file]').setInputFiles(report('整改报告.pdf', 'Rectification report, pages 1-2'));
  await expect(dialog.getByText('整改报告.pdf')).toBeVisible();
  await expect(dialog.getByRole('button', { name: /上传附件（1\/5）/ })).toBeVisible();
  await shot(seller, 'deliveries-01-provider-delivers-with-file', { fullPage: false });
  await dialog.getByRole('button', { name: '提交交付' }).click();
  await toast(seller, '已提交交付，等待需求方验收');
  const sellerEntry = seller.getByTestId('delivery-entry');
  await expect(sellerEntry).toHaveCount(1);
  await expect(sellerEntry).toContainText('整改报告.pdf');
  await expect(sellerEntry).toContainText('待验收');

  const buyer = await person(browser, 'company01', DETAIL(orderId));
  const entry = buyer.getByTestId('delivery-entry');
  await expect(entry).toContainText('现场检查已完成，整改报告见附件。');
  await expect(entry).toContainText('第1次交付');
  await shot(buyer, 'deliveries-02-buyer-sees-delivery');
  await entry.getByRole('button', { name: '预览' }).click();
  const preview = buyer.getByRole('dialog', { name: '整改报告.pdf' });
  await expect(preview.getByTestId('attachment-preview').locator('canvas').first()).toBeVisible();
  await shot(buyer, 'deliveries-03-buyer-previews-file', { fullPage: false });
  await buyer.keyboard.press('Escape');
  await expect(preview).toBeHidden();

  // the file is private: the two sides fetch it, a third user and the anonymous do not
  const detail = await call(request, await apiToken(request, 'company01'), 'shareOrder_detail', { id: orderId });
  firstFile = (detail.deliveries as { files: { path: string }[] }[])[0]?.files[0]?.path ?? '';
  expect(firstFile).toMatch(/\.pdf$/);
  const fetchAs = async (name?: string) =>
    (
      await request.get(`/uploads/${firstFile}`, name ? { headers: { authorization: `Bearer ${await apiToken(request, name)}` } } : {})
    ).status();
  expect(await fetchAs('company01')).toBe(200);
  expect(await fetchAs('hragency01')).toBe(404);
  expect(await fetchAs()).toBe(404);
  await seller.context().close();
  await buyer.context().close();
});

test('a rejected delivery redelivered: the buyer returns it with a reason, the provider delivers again, the buyer accepts', async ({
  browser,
}) => {
  // the buyer rejects; the reason is required
  const buyer = await person(browser, 'company01', DETAIL(orderId));
  await buyer.getByRole('button', { name: '退回交付' }).click();
  const reject = buyer.getByRole('dialog', { name: '退回交付' });
  await reject.getByRole('button', { name: '确认退回' }).click();
  await expect(reject.getByText('请填写退回原因')).toBeVisible();
  await reject.getByLabel('退回原因').fill('报告缺少第三页的整改措施，请补充后重新交付。');
  await shot(buyer, 'deliveries-04-buyer-rejects', { fullPage: false });
  await reject.getByRole('button', { name: '确认退回' }).click();
  await toast(buyer, '已退回交付，等待对方重新交付');
  await expect(buyer.getByText('待重新交付').first()).toBeVisible();
  await expect(buyer.getByText('您已退回交付，等待服务方重新交付。')).toBeVisible();
  await expect(buyer.getByRole('button', { name: '确认验收' })).toHaveCount(0);
  await expect(buyer.getByTestId('delivery-entry')).toContainText('退回原因：报告缺少第三页的整改措施');

  // the provider, on a phone, reads the reason and delivers again with the revised report
  const seller = await person(browser, 'person01', DETAIL(orderId), { width: 390, height: 844 });
  await expect(seller.getByText('需求方退回了交付，请按退回原因修改后重新交付。')).toBeVisible();
  await expect(seller.getByTestId('delivery-entry')).toContainText('退回原因：报告缺少第三页的整改措施');
  await shot(seller, 'deliveries-05-provider-phone-rejected');
  await seller.getByRole('button', { name: '重新交付' }).click();
  const again = seller.getByRole('dialog', { name: '重新交付' });
  await again.getByLabel('交付说明').fill('已补充第三页的整改措施，修订版报告见附件。');
  await again.locator('input[type=file]').setInputFiles(report('整改报告（修订）.pdf', 'Rectification report, pages 1-3'));
  await expect(again.getByText('整改报告（修订）.pdf')).toBeVisible();
  await shot(seller, 'deliveries-06-provider-phone-redelivers', { fullPage: false });
  await again.getByRole('button', { name: '重新交付' }).click();
  await toast(seller, '已提交交付，等待需求方验收');
  await expect(seller.getByTestId('delivery-entry')).toHaveCount(2);

  // the buyer sees both deliveries, the first returned with its reason, and accepts the second
  await buyer.reload();
  const entries = buyer.getByTestId('delivery-entry');
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0)).toContainText('第1次交付');
  await expect(entries.nth(0)).toContainText('已退回');
  await expect(entries.nth(0)).toContainText('整改报告.pdf');
  await expect(entries.nth(1)).toContainText('第2次交付');
  await expect(entries.nth(1)).toContainText('待验收');
  await expect(entries.nth(1)).toContainText('整改报告（修订）.pdf');
  await shot(buyer, 'deliveries-07-buyer-history');
  await buyer.getByRole('button', { name: '确认验收' }).click();
  const confirm = buyer.getByRole('dialog').filter({ hasText: '确认验收？' });
  await confirm.getByRole('button', { name: '确认验收' }).click();
  await toast(buyer, '已确认验收，款项已付给服务方');
  await expect(buyer.getByText('已完成').first()).toBeVisible();
  await expect(entries.nth(1)).toContainText('已通过');
  await expect(buyer.getByRole('button', { name: '退回交付' })).toHaveCount(0);

  // the history at 390 px on the buyer's side too
  const phone = await person(browser, 'company01', DETAIL(orderId), { width: 390, height: 844 });
  await expect(phone.getByTestId('delivery-entry')).toHaveCount(2);
  // the history and its files fit the phone's width (nothing cut off or to scroll sideways)
  const widest = await phone
    .getByTestId('delivery-entry')
    .evaluateAll((els) =>
      Math.max(...els.flatMap((el) => [el, ...el.querySelectorAll('*')]).map((el) => el.getBoundingClientRect().right)),
    );
  expect(widest).toBeLessThanOrEqual(390);
  await shot(phone, 'deliveries-08-buyer-phone-history');
  await seller.reload();
  await expect(seller.getByText('已完成').first()).toBeVisible();
  await shot(seller, 'deliveries-09-provider-phone-completed');
});
