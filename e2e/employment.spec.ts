import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { pdf, png } from '../apps/server/src/test/fixtures.ts';
import {
  answerConfirm,
  clickToClose,
  confirmThrough,
  PAY_PWD,
  apiToken,
  b,
  cells,
  expect,
  fundLearner,
  loginAt,
  shot,
  test,
  uniqueSuffix,
} from './support.ts';

// Short-term hire end to end, the area's whole path: newuser01 certifies a company and staff approve; it
// publishes a demand from the search bar, staff approve it; the deposit is paid by bank proof (staff
// confirm) and a top-up from the wallet; person01 finds it from the home page and the search bar,
// applies, is accepted, delivers and asks to be paid; the company approves the payment request, the
// coins reach person01's wallet; the project ends and the rest returns. The ledger check holds after
// every money step (the back office's walletAdmin_ledgerCheck). newuser01, not company01, certifies: the
// wallet journey after this one needs company01 still uncertified (its process rules stay locked).

test.describe.configure({ mode: 'serial' });
// several pages, staff steps and uploads per journey on a shared, busy machine
test.setTimeout(240_000);

const TITLE = `电商后台开发${uniqueSuffix()}`;
const COMPANY = '新锐软件有限公司';
const image = (name: string) => ({ name, mimeType: 'image/png', buffer: png() });

async function ledgerOk(request: APIRequestContext) {
  const staff = await apiToken(request, 'admin001', 'Admin@2026');
  const res = (await (
    await request.post('/walletAdmin_ledgerCheck.action', { headers: { authorization: `Bearer ${staff}` }, data: {} })
  ).json()) as { ok: boolean; checks: { ok: boolean; name: string }[] };
  expect(res.checks.filter((c) => !c.ok)).toEqual([]);
  expect(res.ok).toBe(true);
}

async function coins(request: APIRequestContext, name: string): Promise<number> {
  const jwt = await apiToken(request, name);
  const r = (await (
    await request.post('/custAccount_getAccountBase.action', { headers: { authorization: `Bearer ${jwt}` }, data: {} })
  ).json()) as { custAccountBase: { amount: string } };
  return Number(r.custAccountBase.amount);
}

async function pick(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByTitle(option, { exact: true }).click();
}

/** Staff open a back-office queue, open the row and reject it with a reason. */
async function staffReject(browser: Browser, menu: string, row: RegExp, reason: string, shotName: string) {
  const staff = await browser.newPage();
  await loginAt(staff, 'admin001', '/admin', 'Admin@2026');
  await staff.getByRole('menuitem', { name: menu, exact: true }).click();
  await staff
    .getByRole('row', { name: row })
    .getByRole('button', { name: b('详情') })
    .click();
  const drawer = staff.getByRole('dialog', { name: row });
  await expect(drawer).toBeVisible();
  await drawer.getByLabel('驳回原因').fill(reason);
  await shot(staff, shotName, { fullPage: false });
  await drawer.getByRole('button', { name: b('驳回') }).click();
  await answerConfirm(staff, b('驳回'));
  await expect(staff.locator('.ant-message').getByText('已处理', { exact: true })).toBeVisible();
  await staff.close();
}

/** Staff open a back-office queue, open the row and approve it. */
async function staffApprove(browser: Browser, menu: string, row: RegExp, shotName: string) {
  const staff = await browser.newPage();
  await loginAt(staff, 'admin001', '/admin', 'Admin@2026');
  await staff.getByRole('menuitem', { name: menu, exact: true }).click();
  await staff
    .getByRole('row', { name: row })
    .getByRole('button', { name: b('详情') })
    .click();
  const drawer = staff.getByRole('dialog', { name: row });
  await expect(drawer).toBeVisible();
  await shot(staff, shotName, { fullPage: false });
  await drawer.getByRole('button', { name: b('通过') }).click();
  await answerConfirm(staff, b('通过'));
  // the drawer closes only once the decision is saved: a durable sign, unlike the 3-second toast;
  // a refusal's toast is named in the failure
  try {
    await expect(drawer).toBeHidden({ timeout: 20_000 });
  } catch (err) {
    throw new Error(`staff approval not saved; toasts: ${(await staff.locator('.ant-message').allTextContents()).join(' | ')}`, {
      cause: err,
    });
  }
  await staff.close();
}

test('an uncertified company is sent to certification; it certifies and staff approve (05-01)', async ({ page, browser }) => {
  await loginAt(page, 'newuser01', '/employment/free_need');
  await expect(page.getByText('请先完成企业认证或个人资料认证！')).toBeVisible();
  await expect(page.getByText('请先完成企业认证或个人资料认证，是否前往？')).toBeVisible();
  await shot(page, 'employment-01-publish-check');
  // the search bar's publish button opens the authentication guide (spec §2, §8), which leads there
  await page.goto('/');
  await page.getByTestId('top-search-bar').getByRole('button', { name: '发布需求' }).click();
  const guide = page.getByRole('dialog', { name: '认证指引' });
  await expect(guide.getByText('请先完成企业认证或个人资料认证，是否前往？')).toBeVisible();
  await expect(guide.getByText('发布需求或参与竞标需要先完成认证')).toBeVisible();
  await expect(guide.getByRole('button', { name: '前往个人认证' })).toBeVisible();
  await shot(page, 'employment-01b-auth-guide', { fullPage: false });
  await guide.getByRole('button', { name: '前往企业认证' }).click();
  await page.waitForURL('**/employment/company_store');
  await page.getByLabel('企业名称').fill(COMPANY);
  await pick(page, '所属行业', '互联网');
  await pick(page, '企业规模', '50-99人');
  await page.locator('input[type=file]').nth(0).setInputFiles(image('licence.png'));
  await expect(page.getByAltText('营业执照')).toHaveCount(1);
  await page.locator('input[type=file]').nth(1).setInputFiles(image('logo.png'));
  await expect(page.getByAltText('凭证')).toHaveCount(1);
  // the licence is private from its upload on, and its preview still shows (through the file key)
  await expect.poll(() => page.getByAltText('营业执照').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await shot(page, 'employment-02-company-store');
  await page.getByRole('button', { name: '提交认证' }).click();
  await expect(page.getByText('提交成功，请等待工作人员审核')).toBeVisible();
  await expect(page.getByText('企业资料正在审核中，请耐心等待')).toBeVisible();
  // while pending, the search bar's publish button warns
  await page.goto('/');
  await page.getByTestId('top-search-bar').getByRole('button', { name: '发布需求' }).click();
  const waiting = page.getByRole('dialog', { name: '认证审核中' });
  await expect(waiting.getByText('您的企业或个人资料正在审核')).toBeVisible();
  await expect(waiting.getByText('您的资料正在审核，请耐心等待')).toBeVisible();
  await clickToClose(waiting, waiting.getByRole('button', { name: '我知道了' }));

  await staffApprove(browser, '企业认证审核', new RegExp(COMPANY), 'employment-03-staff-company');
  await page.goto('/employment/company_store');
  // a busy machine may take a while to load the page after the staff step
  await expect(page.getByText('已认证')).toBeVisible({ timeout: 30_000 });
});

test('the company publishes a demand from the search bar; staff approve it', async ({ page, browser }) => {
  await loginAt(page, 'newuser01', '/');
  await page.getByTestId('top-search-bar').getByRole('button', { name: '发布需求' }).click();
  await page.waitForURL('**/employment/free_need');
  await page.getByLabel('需求标题').fill(TITLE);
  await pick(page, '项目类型', '软件开发');
  await page.getByLabel('工期（天）').fill('60');
  await page.getByLabel('月薪（晶币/人）').fill('200');
  await page.getByLabel('项目总金额（晶币）').fill('1000');
  await page.getByLabel('城市').fill('杭州市');
  await page.getByLabel('交付要求').fill('按周交付可运行的功能并附说明文档');
  await page.getByLabel('岗位名称').fill('Java 开发');
  await page.getByLabel('工作年限').click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByTitle('3-5年').click();
  await page.getByLabel('人数').fill('2');
  await page.getByLabel('联系人').fill('王经理');
  await page.getByLabel('手机号码').fill('13912345678');
  // fee rule: remote → 30% of the project total
  await expect(page.getByText(/应缴保证金约 300\.00 晶币/)).toBeVisible();
  await shot(page, 'employment-04-free-need');
  await page.getByRole('button', { name: '提交审核' }).click();
  await page.waitForURL('**/employment/my_deal');
  await expect(page.getByText(TITLE)).toBeVisible();
  await expect(page.getByText('待审核', { exact: true })).toBeVisible();
  await shot(page, 'employment-05-my-deal');
  await staffApprove(browser, '短期需求审核', new RegExp(TITLE), 'employment-06-staff-demand');
});

test('the deposit by bank proof, confirmed by staff; a top-up from the wallet', async ({ page, browser }) => {
  await fundLearner(page.request, 'newuser01', '30');
  await loginAt(page, 'newuser01', '/employment/my_deal');
  await page.getByRole('link', { name: '缴纳保证金' }).first().click();
  await page.getByRole('button', { name: '银行转账缴纳保证金' }).click();
  const dialog = page.getByRole('dialog', { name: '银行转账缴纳保证金' });
  // the deposit's amount is fixed: 300 coins = 30 yuan
  await expect(dialog.getByLabel('转账金额（元）')).toHaveValue('30.00');
  await expect(dialog.getByLabel('转账金额（元）')).toBeDisabled();
  await dialog.getByLabel('付款单位').fill(COMPANY);
  await dialog.locator('input[type=file]').setInputFiles(image('proof.png'));
  await expect(dialog.getByText('上传凭证（1/5）')).toBeVisible();
  await shot(page, 'employment-07-bank-dialog', { fullPage: false });
  await dialog.getByRole('button', { name: b('提交') }).click();
  await expect(page.getByText('支付成功，请等待工作人员审核')).toBeVisible();
  await expect(page.getByText('付款凭证已提交，请等待工作人员审核')).toBeVisible();
  await ledgerOk(page.request);

  await staffApprove(browser, '保证金到账确认', new RegExp(TITLE), 'employment-08-staff-pay');
  await ledgerOk(page.request);
  await page.reload();
  await expect(page.getByTestId('escrow-balance')).toHaveText('300.00 晶币');

  const before = await coins(page.request, 'newuser01');
  await page.getByRole('button', { name: '钱包项目充值' }).click();
  const wallet = page.getByRole('dialog', { name: '钱包项目充值' });
  await wallet.getByLabel('充值金额').fill('100');
  await cells(page, PAY_PWD);
  await expect(page.getByText('支付成功：100.00 晶币')).toBeVisible();
  await expect(page.getByTestId('escrow-balance')).toHaveText('400.00 晶币');
  expect(await coins(page.request, 'newuser01')).toBeCloseTo(before - 100, 2);
  await shot(page, 'employment-09-order-details');
  await ledgerOk(page.request);
});

test('a certified person finds it from the home page and the search bar and applies; the company accepts', async ({ page, browser }) => {
  // someone without a personal certification who tries to apply is guided to it, and nothing is stored
  const outsider = await browser.newPage();
  await loginAt(outsider, 'company01', `/employment?keyword=${encodeURIComponent(TITLE)}`);
  await outsider.getByRole('link', { name: TITLE }).click();
  await outsider.getByRole('button', { name: '立即报名' }).click();
  const guide = outsider.getByRole('dialog', { name: '认证指引' });
  await expect(guide.getByText('请先完成个人资料认证，是否前往？')).toBeVisible();
  await expect(guide.getByRole('button', { name: '前往企业认证' })).toHaveCount(0);
  await shot(outsider, 'employment-10b-apply-guide', { fullPage: false });
  await guide.getByRole('button', { name: '暂不认证' }).click();
  await expect(outsider.getByRole('button', { name: '立即报名' })).toBeVisible();
  await outsider.close();

  await loginAt(page, 'person01', '/');
  const projects = page.getByTestId('home-project').filter({ hasText: TITLE });
  await expect(projects).toBeVisible();
  await shot(page, 'employment-10-home');
  const bar = page.getByTestId('top-search-bar');
  await bar.getByLabel('搜索关键词').fill(TITLE);
  await bar.getByLabel('搜索关键词').press('Enter');
  await page.waitForURL('**/employment?keyword=*');
  await expect(page.getByTestId('demand-row')).toHaveCount(1);
  // the type and city filters come from the data dictionaries (项目类型, 热门城市)
  const option = (filter: string, name: string) => page.getByRole('group', { name: filter }).getByRole('button', { name, exact: true });
  await option('项目类型', '软件开发').click();
  await option('城市', '杭州市').click();
  await expect(option('城市', '杭州市')).toHaveAttribute('aria-pressed', 'true');
  await page.waitForURL(/type=.*city=|city=.*type=/);
  await expect(page.getByTestId('demand-row')).toHaveCount(1);
  await shot(page, 'employment-11-search');
  await page.getByRole('link', { name: TITLE }).click();
  await expect(page.getByTestId('demand-title')).toHaveText(TITLE);
  await page.getByRole('button', { name: '立即报名' }).click();
  await expect(page.getByText('报名成功，请等待企业审核')).toBeVisible();
  await expect(page.getByRole('button', { name: '已报名' })).toBeVisible();
  await shot(page, 'employment-12-applied');
  // a position of the demand, and the publisher's page with its demands in progress
  await page.getByRole('link', { name: 'Java 开发' }).click();
  await page.waitForURL('**/employment/company_position_details?id=*&index=0');
  await expect(page.getByTestId('position-title')).toHaveText('Java 开发');
  await expect(page.getByRole('button', { name: '已报名' })).toBeVisible();
  await shot(page, 'employment-12a-position');
  await page.getByRole('link', { name: COMPANY }).click();
  await page.waitForURL('**/employment/company_info?id=*');
  await expect(page.getByTestId('publisher-name')).toHaveText(COMPANY);
  await expect(page.getByTestId('demand-row').filter({ hasText: TITLE })).toBeVisible();
  await shot(page, 'employment-12b-company-info');

  // the company reviews the applicants by kind and opens the one who applied before accepting him
  const company = await browser.newPage();
  await loginAt(company, 'newuser01', '/employment/my_deal');
  await company.getByRole('link', { name: '订单详情' }).first().click();
  await company.getByRole('link', { name: '报名审核' }).click();
  await company.getByRole('tab', { name: '企业报名' }).click();
  await company.waitForURL('**/employment/resume_company?id=*');
  await expect(company.getByText('暂无企业报名')).toBeVisible();
  await company.getByRole('tab', { name: '个人报名' }).click();
  await company.waitForURL('**/employment/resume_review?id=*');
  await company.getByRole('link', { name: '张伟' }).click();
  await company.waitForURL('**/employment/resume_review2?id=*');
  await expect(company.getByTestId('applicant-name')).toHaveText('张伟');
  await expect(company.getByText('已通过个人认证')).toBeVisible();
  await expect(company.getByTestId('applicant-record')).toHaveText('被录用 0 次，交付通过 0 次');
  await shot(company, 'employment-12c-applicant');
  const hire = company.locator('.ant-popconfirm');
  await confirmThrough(company.getByRole('button', { name: b('录用') }), hire, hire.getByRole('button', { name: /确\s*定|OK/ }));
  await expect(company.getByText('操作成功')).toBeVisible();
  await expect(company.getByTestId('applicant-record')).toHaveText('被录用 1 次，交付通过 0 次');
  await company.close();
});

test('the worker delivers and asks to be paid; the company approves in the payment audit; the project ends', async ({ page, browser }) => {
  await loginAt(page, 'person01', '/employment/my_work');
  await expect(page.getByText(TITLE)).toBeVisible();
  // the acceptance notice leads to the worker's view of the demand, where he delivers
  await page.getByTestId('notice-bell').click();
  await page.getByRole('dialog').getByText('报名已被录用').first().click();
  await page.waitForURL(/\/employment\/my_order_details\?id=\d+/);
  await expect(page.getByText(`订单详情：${TITLE}`)).toBeVisible();
  await page.getByRole('button', { name: '提交交付' }).click();
  await page.getByLabel('交付内容').fill('第一周交付：订单模块');
  const deliverDialog = page.getByRole('dialog', { name: '提交交付' });
  // the delivery takes a file (the upload the other side previews)
  await deliverDialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'delivery-report.pdf', mimeType: 'application/pdf', buffer: pdf('First week: the order module') });
  await expect(deliverDialog.getByText('delivery-report.pdf')).toBeVisible();
  await deliverDialog.getByRole('button', { name: '提交交付' }).click();
  await expect(page.getByText('交付已提交，请等待发布者审核')).toBeVisible();
  const myDelivery = page.getByTestId('delivery-entry').filter({ hasText: '第一周交付' });
  await expect(myDelivery).toContainText('待审核');
  await expect(myDelivery).toContainText('delivery-report.pdf');
  await shot(page, 'employment-13a-my-order-details');
  await page.goto('/employment/my_work');
  await page.getByRole('button', { name: '申请付款' }).click();
  await page.getByLabel('申请金额（晶币）').fill('150');
  await page
    .getByRole('dialog', { name: '申请付款' })
    .getByRole('button', { name: /确\s*定|OK/ })
    .click();
  await expect(page.getByText('付款申请已提交，请等待发布者审核')).toBeVisible();
  await shot(page, 'employment-13-my-work');
  const workerBefore = await coins(page.request, 'person01');

  // the company opens the delivery's notice: the demand's page (msgIs=1) shows it, marks it read, and
  // leads to the step it asks for
  const company = await browser.newPage();
  await loginAt(company, 'newuser01', '/employment/my_deal');
  await company.getByTestId('notice-bell').click();
  await company.getByRole('dialog').getByText('收到新的交付').click();
  await company.waitForURL(/\/employment\/outer_demand\?id=\d+&msgIs=1&msgId=\d+/);
  const context = company.getByTestId('notice-context');
  await expect(context).toContainText('来自系统通知：收到新的交付');
  await expect(context).toContainText(`需求「${TITLE}」有新的交付，请审核`);
  await shot(company, 'employment-13b-notice-context');
  await context.getByRole('button', { name: '去审核交付' }).click();
  await company.waitForURL('**/employment/order_details?id=*');
  const delivery = company.getByTestId('delivery-entry').filter({ hasText: '第一周交付' });
  await expect(delivery.getByText('delivery-report.pdf')).toBeVisible();
  await delivery.getByRole('button', { name: b('通过') }).click();
  await expect(delivery.getByText('已通过')).toBeVisible();
  await company.goto('/employment/personel_information?typeId=6');
  await expect(company.getByRole('cell', { name: TITLE })).toBeVisible({ timeout: 30_000 });
  await shot(company, 'employment-14-pay-audit');
  const agree = company.locator('.ant-popconfirm');
  await confirmThrough(company.getByRole('button', { name: '同意付款' }), agree, agree.getByRole('button', { name: /确\s*定|OK/ }));
  await expect(company.getByText('已付款', { exact: true }).first()).toBeVisible();
  await ledgerOk(page.request);
  expect(await coins(page.request, 'person01')).toBeCloseTo(workerBefore + 150, 2);

  const companyBefore = await coins(page.request, 'newuser01');
  await company.goto('/employment/my_deal');
  await company.getByRole('link', { name: '订单详情' }).first().click();
  await expect(company.getByTestId('escrow-balance')).toHaveText('250.00 晶币');
  const endConfirm = company.locator('.ant-popconfirm').filter({ hasText: '确认结束项目？' });
  await confirmThrough(
    company.getByRole('button', { name: '结束项目' }),
    endConfirm,
    endConfirm.getByRole('button', { name: /确\s*定|OK/ }),
  );
  await expect(company.getByTestId('escrow-balance')).toHaveText('0.00 晶币');
  await expect(company.getByText('项目已结束，剩余保证金已退回钱包（250.00 晶币）')).toBeVisible();
  await shot(company, 'employment-15-ended');
  expect(await coins(page.request, 'newuser01')).toBeCloseTo(companyBefore + 250, 2);
  await ledgerOk(page.request);
  await company.close();
});

// Last, so the demand above stays the first of newuser01's list for the steps before.
test('staff reject a demand; the company edits and re-submits it; a rejected bank proof is corrected and re-submitted', async ({
  page,
  browser,
}) => {
  const title = `数据看板开发${uniqueSuffix()}`;
  await loginAt(page, 'newuser01', '/employment/free_need');
  await page.getByLabel('需求标题').fill(title);
  await pick(page, '项目类型', '数据分析');
  await page.getByLabel('工期（天）').fill('30');
  await page.getByLabel('月薪（晶币/人）').fill('100');
  await page.getByLabel('项目总金额（晶币）').fill('500');
  await page.getByLabel('交付要求').fill('看板');
  await page.getByLabel('岗位名称').fill('前端开发');
  await page.getByLabel('工作年限').click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByTitle('1-3年').click();
  await page.getByLabel('联系人').fill('王经理');
  await page.getByLabel('手机号码').fill('13912345678');
  await page.getByRole('button', { name: '提交审核' }).click();
  await page.waitForURL('**/employment/my_deal');

  await staffReject(
    browser,
    '短期需求审核',
    new RegExp(title),
    '交付要求过于简单，请写明交付物和验收方式',
    'employment-16-staff-reject-demand',
  );
  await page.reload();
  const row = page.getByTestId('demand-row').filter({ hasText: title });
  await expect(row.getByText('审核未通过')).toBeVisible();
  await row.getByRole('link', { name: '修改并重新提交' }).click();
  await page.waitForURL('**/employment/free_need?id=*');
  // prefilled with the demand, the reason shown
  await expect(page.getByText('审核未通过：交付要求过于简单，请写明交付物和验收方式')).toBeVisible();
  await expect(page.getByLabel('需求标题')).toHaveValue(title);
  await expect(page.getByLabel('岗位名称')).toHaveValue('前端开发');
  await expect(page.getByText(/应缴保证金约 150\.00 晶币/)).toBeVisible();
  await page.getByLabel('交付要求').fill('每周交付可运行的看板页面与接口文档，按验收清单逐项验收');
  await shot(page, 'employment-17-edit-demand');
  await page.getByRole('button', { name: '重新提交审核' }).click();
  await expect(page.getByText('修改成功，已重新提交审核')).toBeVisible();
  await page.waitForURL('**/employment/my_deal');
  await expect(page.getByTestId('demand-row').filter({ hasText: title }).getByText('待审核', { exact: true })).toBeVisible();

  await staffApprove(browser, '短期需求审核', new RegExp(title), 'employment-18-staff-demand-again');
  await page.reload();
  await page.getByTestId('demand-row').filter({ hasText: title }).getByRole('link', { name: '缴纳保证金' }).click();
  await page.getByRole('button', { name: '银行转账缴纳保证金' }).click();
  const dialog = page.getByRole('dialog', { name: '银行转账缴纳保证金' });
  await dialog.locator('input[type=file]').setInputFiles(image('blurred.png'));
  await expect(dialog.getByText('上传凭证（1/5）')).toBeVisible();
  await dialog.getByRole('button', { name: b('提交') }).click();
  await expect(page.getByText('支付成功，请等待工作人员审核')).toBeVisible();

  await staffReject(browser, '保证金到账确认', new RegExp(title), '凭证模糊，请上传清晰的转账回单', 'employment-19-staff-reject-proof');
  await page.reload();
  const pays = page.getByRole('row', { name: /银行转账/ });
  await expect(pays.getByText('已驳回')).toBeVisible();
  await pays.getByText('重新提交').click();
  const again = page.getByRole('dialog', { name: '重新提交付款凭证（缴纳保证金）' });
  await expect(again.getByText('付款凭证未通过审核：凭证模糊，请上传清晰的转账回单')).toBeVisible();
  await expect(again.getByLabel('转账金额（元）')).toHaveValue('15.00');
  await again.locator('input[type=file]').setInputFiles(image('clear.png'));
  await expect(again.getByText('上传凭证（2/5）')).toBeVisible();
  await shot(page, 'employment-20-resubmit-proof', { fullPage: false });
  await again.getByRole('button', { name: b('重新提交') }).click();
  await expect(page.getByText('支付成功，请等待工作人员审核')).toBeVisible();
  await expect(pays.getByText('待审核')).toBeVisible();

  await staffApprove(browser, '保证金到账确认', new RegExp(title), 'employment-21-staff-pay-again');
  await page.reload();
  await expect(page.getByTestId('escrow-balance')).toHaveText('150.00 晶币');
  await expect(pays.getByText('已确认')).toBeVisible();
  await ledgerOk(page.request);
});
