import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { PPT_97, pptx, workbook } from './office-files.ts';
import { expect, loginAt, shot, test } from './support.ts';

/** Whether the server's upload folder (playwright.config.ts: DATA_DIR, one per server port) holds the file. */
const storedUpload = (rel: string) =>
  existsSync(join('test-results', `e2e-data-${new URL(test.info().project.use.baseURL ?? '').port}`, 'uploads', rel));

// Attachment previews beyond pdf and docx: an author uploads a pptx, an xlsx and an old binary xls on
// /add_chapter and previews each (slides in a sandboxed frame, every sheet as a tab); an old ppt is
// offered as a download with the reason, a damaged pptx says it cannot load; a removed attachment is
// gone from the server once the section is saved. Then the header's cart badge and the legacy
// /shopping_cart/step1-4 addresses, and the personal centre's cart and enterprise-key entries.

test.describe.configure({ mode: 'serial' });

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const TITLE = '附件预览演示课程';

/** An action called the way the web app calls it; answers `data`. */
async function call(request: APIRequestContext, token: string, action: string, data: Record<string, unknown>): Promise<unknown> {
  const res = await request.post(`/${action}.action`, { data, headers: { Authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { success: boolean; data?: unknown; error?: string };
  expect(body.error, action).toBeUndefined();
  return body.data;
}

let courseId = 0;

test.beforeAll(async ({ request }) => {
  // person01 is a certified author (company01 has no approved certification in the seed, so he may not
  // publish); the course is made through the API, the journey is about the chapter page.
  const loginRes = await request.post('/user_login.action', { data: { name: 'person01', password: 'Demo@2026' } });
  const token = ((await loginRes.json()) as { jwt: string }).jwt;
  const cover = await request.post('/upload_uploadFile.action', {
    multipart: { purpose: 'cover', upload: { name: '封面.png', mimeType: 'image/png', buffer: PNG } },
    headers: { Authorization: `Bearer ${token}` },
  });
  const icon = ((await cover.json()) as { data: string }).data;
  const groups = (await call(request, token, 'dictionary_lxjhList', {})) as { dictionaryDetailList: { id: number }[] }[];
  const child = groups.flatMap((g) => g.dictionaryDetailList)[0]?.id;
  courseId = (await call(request, token, 'article_add', {
    title: TITLE,
    summary: '课件与表格附件的在线预览',
    content: '<p>演示 pptx、xlsx、xls 附件预览</p>',
    icon,
    typeIds: String(child),
    readMoney: '0',
    postDivision: 'Java开发',
  })) as number;
  const chapter = (await call(request, token, 'courseChapters_add', {
    articleId: courseId,
    chaptersname: '第一章 课件',
    chapterscontent: '附件预览',
  })) as number;
  await call(request, token, 'course_add', {
    courseChaptesId: chapter,
    coursename: '课件与表格',
    coursecontent: '<p>本节附有课件与课程安排表</p>',
  });
});

/** Uploads one attachment through the page's file input; answers its stored path. */
async function attach(page: Page, name: string, buffer: Buffer): Promise<string> {
  const reply = page.waitForResponse((r) => r.url().includes('/upload_upload'));
  await page.locator('input[type=file][accept*=".pdf"]').setInputFiles({ name, mimeType: 'application/octet-stream', buffer });
  const body = (await (await reply).json()) as { data: string };
  await expect(page.getByText(name, { exact: true })).toBeVisible();
  return body.data;
}

const previewOf = (page: Page, name: string) => page.getByText(name, { exact: true }).locator('xpath=following::button[1]').click();
const closePreview = async (page: Page, name: string) => {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name })).toBeHidden();
};

test('pptx, xlsx and xls attachments preview on /add_chapter; ppt is offered as a download', async ({ page }) => {
  await loginAt(page, 'person01', `/add_chapter?id=${courseId}`);
  await page.getByText('第1章 第一章 课件').click();
  await page.getByRole('combobox', { name: '选择小节' }).click();
  await page.getByTitle('第1节 课件与表格').click();
  await expect(page.getByPlaceholder('1-20个字')).toHaveValue('课件与表格');

  await attach(page, '劳动合同课件.pptx', pptx());
  await previewOf(page, '劳动合同课件.pptx');
  const frame = page.getByTestId('attachment-preview').locator('iframe');
  await expect(frame).toHaveAttribute('sandbox', '');
  await expect(frame).toHaveAttribute('data-slides', '2');
  const slides = page.frameLocator('[data-testid="attachment-preview"] iframe');
  await expect(slides.getByText('劳动合同实务 · 第一讲')).toBeVisible({ timeout: 20_000 });
  await expect(slides.getByText('第二讲：解除与经济补偿')).toBeVisible();
  // text that looks like markup is shown as text
  await expect(slides.getByText('三、<script>不会执行</script>')).toBeVisible();
  await shot(page, 'course-preview-pptx', { fullPage: false });
  await closePreview(page, '劳动合同课件.pptx');

  await attach(page, '课程安排.xlsx', workbook('xlsx'));
  await previewOf(page, '课程安排.xlsx');
  const sheet = page.getByTestId('attachment-preview');
  await expect(sheet.getByRole('tab', { name: '课程安排' })).toHaveAttribute('aria-selected', 'true', { timeout: 20_000 });
  await expect(sheet.getByRole('cell', { name: '试用期与工时制度' })).toBeVisible();
  await expect(sheet.getByRole('columnheader', { name: 'D' })).toBeVisible();
  await shot(page, 'course-preview-xlsx', { fullPage: false });
  await sheet.getByRole('tab', { name: '测验成绩' }).click();
  await expect(sheet.getByRole('cell', { name: '王芳' })).toBeVisible();
  await expect(sheet.getByRole('cell', { name: '试用期与工时制度' })).toHaveCount(0);
  await closePreview(page, '课程安排.xlsx');

  const xlsPath = await attach(page, '课程安排（旧版）.xls', workbook('xls'));
  await previewOf(page, '课程安排（旧版）.xls');
  await expect(sheet.getByRole('cell', { name: '解除与经济补偿' })).toBeVisible({ timeout: 20_000 });
  await sheet.getByRole('tab', { name: '测验成绩' }).click();
  await expect(sheet.getByRole('cell', { name: '87' })).toBeVisible();
  await shot(page, 'course-preview-xls', { fullPage: false });
  await closePreview(page, '课程安排（旧版）.xls');

  await attach(page, '旧课件.ppt', PPT_97);
  await previewOf(page, '旧课件.ppt');
  await expect(page.getByText('ppt（PowerPoint 97-2003 格式）无法在线预览，请下载后查看，或另存为pptx后重新上传')).toBeVisible();
  await expect(page.getByRole('link', { name: /下载 旧课件\.ppt/ })).toBeVisible();
  await shot(page, 'course-preview-ppt', { fullPage: false });
  await closePreview(page, '旧课件.ppt');

  await attach(page, '损坏课件.pptx', pptx(true));
  await previewOf(page, '损坏课件.pptx');
  await expect(page.getByText('加载失败，文件错误重新上传或联系管理员')).toBeVisible({ timeout: 20_000 });
  await closePreview(page, '损坏课件.pptx');

  // Saved with every attachment, then the xls is removed: after the next save its file is gone.
  await page.getByRole('button', { name: '保存小节' }).click();
  await expect(page.getByText('保存成功').last()).toBeVisible();
  // stored, yet not served to anyone through /uploads (course files go through checked links only)
  expect(storedUpload(xlsPath)).toBe(true);
  expect((await page.request.get(`/uploads/${xlsPath}`)).status()).toBe(404);
  await page.getByText('课程安排（旧版）.xls', { exact: true }).locator('xpath=following::button[2]').click();
  await expect(page.getByText('课程安排（旧版）.xls', { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: '保存小节' }).click();
  await expect(page.getByText('保存成功').last()).toBeVisible();
  await expect.poll(() => storedUpload(xlsPath)).toBe(false);
});

test('the header cart badge counts the cart; /shopping_cart/step1-4 land on the cart, the pay page and my orders', async ({ page }) => {
  await loginAt(page, 'hragency01', '/show?id=3');
  const cart = page.getByTestId('cart-entry');
  await expect(cart).toBeVisible();
  const count = async () => Number(/(\d+)$/.exec((await cart.getAttribute('aria-label')) ?? '')?.[1] ?? NaN);
  await expect.poll(count).toBeGreaterThanOrEqual(0);
  const before = await count();
  await page.getByRole('button', { name: /加入购物车/ }).click();
  await expect(page.getByRole('button', { name: /已在购物车/ })).toBeVisible();
  await expect(cart).toHaveAttribute('aria-label', `购物车 ${before + 1}`);
  await expect(cart.locator('.ant-badge-count')).toHaveText(String(before + 1));
  await shot(page, 'course-preview-cart-badge', { fullPage: false });

  await page.goto('/shopping_cart/step1');
  await expect(page).toHaveURL(/\/shopping_cart$/);
  await expect(page.getByText('请在提交订单后30天内完成支付')).toBeVisible();

  // Nothing to pay yet: step 2 opens the unpaid tab of my learning.
  await page.goto('/shopping_cart/step2');
  await expect(page).toHaveURL(/\/people_center\?tab=unpaid$/);
  await expect(page.getByRole('tab', { name: '待支付', selected: true })).toBeVisible();

  await cart.click();
  await expect(page).toHaveURL(/\/shopping_cart$/);
  await page.getByRole('button', { name: /^全\s*选$/ }).click();
  await page.getByRole('button', { name: '提交订单' }).click();
  await page.waitForURL(/\/shopping_cart\/orderpay\?id=\d+&listId=/);
  const payPage = new URL(page.url());
  await expect(cart).toHaveAttribute('aria-label', '购物车 0');

  for (const step of ['step2', 'step3']) {
    await page.goto(`/shopping_cart/${step}`);
    await page.waitForURL(/\/shopping_cart\/orderpay\?/);
    expect(new URL(page.url()).search).toBe(payPage.search);
  }
  await page.goto('/shopping_cart/step4');
  await expect(page).toHaveURL(/\/people_center\?tab=paid$/);
  await expect(page.getByRole('tab', { name: '已支付', selected: true })).toBeVisible();
});

test('the personal centre lists the cart for everyone and the enterprise keys for companies only', async ({ page }) => {
  await loginAt(page, 'hragency01', '/people_center');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: '购物车' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: '企业合作密钥' })).toHaveCount(0);
  await page.getByRole('button', { name: /退\s*出/ }).click();

  await loginAt(page, 'company01', '/people_center');
  await expect(menu.getByRole('menuitem', { name: '企业合作密钥' })).toBeVisible();
  await shot(page, 'course-preview-centre-menu', { fullPage: false });
  await menu.getByRole('menuitem', { name: '企业合作密钥' }).click();
  await expect(page).toHaveURL(/\/enterprise_keys$/);
  await menu.getByRole('menuitem', { name: '购物车' }).click();
  await expect(page).toHaveURL(/\/shopping_cart$/);
});
