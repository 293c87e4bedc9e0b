import type { APIRequestContext, Page } from '@playwright/test';
import { pdf, png } from '../apps/server/src/test/fixtures.ts';
import { apiToken, b, cells, expect as baseExpect, fundLearner, loginAt, PAY_PWD, shot, test } from './support.ts';

// Personnel agency (人事代理): an HR firm (hragency01) certifies and buys membership; a company (company01)
// releases a social-security demand, staff approve it; the firm applies, is chosen, signs; the company pays
// into escrow, confirms the service and the money goes to the firm; the company leaves a comment. Wallet
// set-up (payment password, a staff-approved top-up) goes through the API; amounts are asserted relative
// to what the journey found, since other journeys move these users' coins too.
//
// The demander passes the (4,6,2) check with the approved company company01 is seeded with.
const DEMANDER = 'company01';
const DEMANDER_NAME = '星河科技有限公司';

test.describe.configure({ mode: 'serial', timeout: 240_000 });
// The machine running the journeys is shared and slow at times: these pages load several queries each.
const expect = baseExpect.configure({ timeout: 25_000 });

const TITLE = '杭州研发中心社保代缴（旅程）';
const FIRM = '众才人力资源有限公司';
let needId = 0;
let contractId = 0;

async function balance(request: APIRequestContext, name: string): Promise<number> {
  const jwt = await apiToken(request, name);
  const res = await request.post('/custAccount_getAccountBase.action', { headers: { authorization: `Bearer ${jwt}` }, data: {} });
  return Number(((await res.json()) as { custAccountBase: { amount: string } }).custAccountBase.amount);
}

async function ledgerOk(request: APIRequestContext): Promise<void> {
  const staff = await apiToken(request, 'admin001', 'Admin@2026');
  const res = await request.post('/walletAdmin_ledgerCheck.action', { headers: { authorization: `Bearer ${staff}` }, data: {} });
  expect(((await res.json()) as { ok: boolean }).ok).toBe(true);
}

/** Staff approve the first pending item of a queue in the back office. */
async function approveIn(page: Page, menu: string, title: string, confirmText: string): Promise<void> {
  await loginAt(page, 'admin001', '/admin', 'Admin@2026');
  await page.getByRole('menuitem', { name: menu, exact: true }).click();
  await page
    .getByRole('row', { name: new RegExp(title) })
    .getByRole('button', { name: '详情' })
    .click();
  const drawer = page.getByRole('dialog', { name: title });
  await expect(drawer).toBeVisible();
  await shot(page, `personnel-${menu === '机构认证审核' ? '02' : '05'}-staff-review`, { fullPage: false });
  await drawer.getByRole('button', { name: b('通过') }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: confirmText })
    .getByRole('button', { name: b('通过') })
    .click();
  await expect(page.getByRole('cell', { name: title })).toHaveCount(0);
}

test('an HR firm submits its agent certification, staff approve it, and it buys a year of membership with coins', async ({
  page,
  browser,
  request,
}) => {
  await fundLearner(request, 'hragency01', '500');
  await loginAt(page, 'hragency01', '/personnel/main_info');
  await expect(page.getByText('人力资源机构认证')).toBeVisible();
  // the fixed right navigation is there
  await expect(page.getByRole('navigation', { name: '人事代理导航' }).getByRole('button', { name: /我的服务/ })).toBeVisible();
  await page.getByLabel('机构名称').fill(FIRM);
  await page.getByLabel('统一社会信用代码').fill('91330106MA2K8X9Y1A');
  await page.getByLabel('联系人').fill('王经理');
  await page.getByLabel('联系电话').fill('13900000004');
  await page.getByLabel('所在城市').fill('杭州');
  await page.getByLabel('地址').fill('杭州市西湖区文三路 100 号');
  await page.getByLabel('机构简介').fill('专业提供社保代理、公积金代缴、工资代发与招聘外包服务，服务企业三百余家。');
  const files = page.locator('input[type=file]');
  await files.nth(0).setInputFiles({ name: 'license.png', mimeType: 'image/png', buffer: png() });
  await expect(page.getByRole('img', { name: '营业执照' })).toBeVisible();
  await files.nth(1).setInputFiles({ name: 'permit.png', mimeType: 'image/png', buffer: png() });
  await expect(page.getByRole('img', { name: '人力资源服务许可证' })).toBeVisible();
  await page.getByRole('button', { name: '提交认证' }).click();
  await expect(page.getByText('认证资料已提交，请等待工作人员审核').first()).toBeVisible();
  await expect(page.getByText('机构认证审核通过后即可开通会员')).toBeVisible();
  await shot(page, 'personnel-01-main-info-submitted');

  const staff = await browser.newPage();
  await approveIn(staff, '机构认证审核', FIRM, '确认该机构认证通过');
  await staff.close();

  const before = await balance(request, 'hragency01');
  await page.reload();
  await expect(page.getByText('已认证')).toBeVisible();
  await page.getByRole('button', { name: '开通会员（一年）' }).click();
  const dialog = page.getByRole('dialog', { name: '开通人事代理会员' });
  await expect(dialog.getByText('2000.00')).toBeVisible();
  await shot(page, 'personnel-03-membership-pay', { fullPage: false });
  await cells(page, PAY_PWD);
  await expect(page.getByText('会员有效')).toBeVisible();
  await expect(page.getByText('第1年')).toBeVisible();
  await shot(page, 'personnel-04-member');
  expect(await balance(request, 'hragency01')).toBeCloseTo(before - 2000, 2);
  await ledgerOk(request);
});

test('a company releases a social-security demand with the calculator; staff approve it', async ({ page, browser, request }) => {
  await fundLearner(request, DEMANDER, '1000');
  // from the home page's search bar: 人事代理 → 代理需求 (the spec's /release_demand) → the kind
  await loginAt(page, DEMANDER, '/');
  const bar = page.getByTestId('top-search-bar');
  // the category is a native select (the header carries no antd)
  await bar.getByLabel('搜索分类').selectOption({ label: '人事代理' });
  await bar.getByRole('button', { name: '代理需求' }).click();
  await page.waitForURL('**/personnel/personnel_reqrired');
  await page.getByRole('link', { name: '发布' }).first().click();
  await page.waitForURL('**/personnel/social_security_release');
  await expect(page.getByText('发布社保代理需求')).toBeVisible();
  await page.getByLabel('需求标题').fill(TITLE);
  await page.getByLabel('城市').click();
  await page.getByTitle('杭州').click();
  await page.getByLabel('人数').fill('10');
  await page.getByLabel('服务月数').fill('12');
  await page.getByLabel('缴纳基数（元/人/月）').fill('100');
  await expect(page.getByText('缴纳基数须在4812.00至24930.00元之间')).toBeVisible();
  await page.getByLabel('缴纳基数（元/人/月）').fill('6000');
  // Hangzhou: company 24.2 %, personal 10.5 % of 6000
  const calc = page.getByTestId('calc-table');
  await expect(calc.getByRole('cell', { name: '1452.00' })).toBeVisible();
  await expect(calc.getByRole('cell', { name: '630.00' })).toBeVisible();
  await expect(calc.getByText('20820.00 元')).toBeVisible();
  await page.getByLabel('服务预算（晶币，全部服务期）').fill('3000');
  await page.getByLabel('联系人').fill('李主管');
  await page.getByLabel('联系电话').fill('13800000013');
  await page.getByLabel('需求说明').fill('为杭州研发中心10名员工代缴社会保险，服务期一年，每月提供缴费明细。');
  await shot(page, 'personnel-05-release-calculator');
  await page.getByRole('button', { name: '提交审核' }).click();
  await page.waitForURL(/\/personnel\/main_demand\?needId=\d+/);
  needId = Number(new URL(page.url()).searchParams.get('needId'));
  await expect(page.getByRole('row', { name: new RegExp(TITLE) }).getByText('审核中')).toBeVisible();
  await shot(page, 'personnel-06-main-demand-pending');

  const staff = await browser.newPage();
  await approveIn(staff, '人事代理需求审核', TITLE, '确认审核通过该需求');
  await staff.close();
  await page.reload();
  await expect(page.getByRole('row', { name: new RegExp(TITLE) }).getByText('已发布')).toBeVisible();
  await ledgerOk(request);
});

test('the firm applies, is chosen and signs; the demander pays into escrow, confirms, and the firm is paid; a comment is left', async ({
  page,
  browser,
  request,
}) => {
  // the firm finds the demand in the list and applies
  const firm = await browser.newPage();
  // through the landing: each service card leads to its demand list, no placeholder left
  await loginAt(firm, 'hragency01', '/personnel');
  await expect(firm.getByText('敬请期待')).toHaveCount(0);
  await shot(firm, 'personnel-06b-landing');
  await firm.getByRole('link', { name: /社保代缴/ }).click();
  await firm.waitForURL('**/personnel/social_security_list');
  await firm.getByRole('link', { name: TITLE }).click();
  await expect(firm.getByText('社保公积金测算')).toBeVisible();
  await expect(firm.getByText('选定服务方后可见')).toBeVisible();
  await shot(firm, 'personnel-07-need-detail');
  await firm.getByRole('button', { name: '申请承接' }).click();
  const apply = firm.getByRole('dialog', { name: '申请承接需求' });
  await apply.getByLabel('服务报价（晶币，全部服务期）').fill('2800');
  await apply.getByLabel('服务说明').fill('十年社保代理经验，每月15日前申报并提供缴费明细。');
  await apply.getByRole('button', { name: '提交申请' }).click();
  await expect(firm.getByText('您已申请该需求，报价 2800.00 晶币（待选择）')).toBeVisible();

  // the company chooses the firm and drafts the contract
  await loginAt(page, DEMANDER, '/personnel/main_demand');
  await page
    .getByRole('row', { name: new RegExp(TITLE) })
    .getByRole('button', { name: '申请机构' })
    .click();
  await expect(page).toHaveURL(new RegExp(`needId=${needId}`));
  const applicant = page.getByRole('row', { name: new RegExp(FIRM) });
  await expect(applicant.getByText('2800.00')).toBeVisible();
  await shot(page, 'personnel-08-applicants');
  await applicant.getByRole('button', { name: '选择该机构' }).click();
  const choose = page.getByRole('dialog', { name: '选定服务方并拟定合同' });
  await choose.getByPlaceholder('开始日期').fill('2026-12-01');
  await choose.getByPlaceholder('结束日期').fill('2027-11-30');
  await choose.getByPlaceholder('结束日期').press('Enter');
  await choose.getByLabel('合同条款').fill('服务方每月15日前完成社保申报，并向需求方提供缴费明细；需求方按时提供员工信息。');
  await choose.getByRole('button', { name: '确认选择' }).click();
  await page.waitForURL(/\/personnel\/personnel_contract\?id=\d+/);
  contractId = Number(new URL(page.url()).searchParams.get('id'));
  await expect(page.getByText('待服务方签署').first()).toBeVisible();

  // the firm signs from its service orders (the right navigation's 我的服务)
  await firm
    .getByRole('navigation', { name: '人事代理导航' })
    .getByRole('button', { name: /我的服务/ })
    .click();
  await firm.waitForURL(/\/personnel\/personnel_order$/);
  await expect(firm.getByRole('menuitem', { name: '我的订单', exact: true })).toBeVisible();
  await shot(firm, 'personnel-09-serve-orders');
  await firm
    .getByRole('row', { name: new RegExp(TITLE) })
    .getByRole('link')
    .first()
    .click();
  await firm.getByRole('button', { name: '签署合同' }).click();
  await firm.getByRole('dialog').filter({ hasText: '确认按合同条款承接该服务' }).getByRole('button', { name: '签署' }).click();
  await expect(firm.getByText('待支付').first()).toBeVisible();

  // the company pays from its wallet; the platform holds the money
  const demanderBefore = await balance(request, DEMANDER);
  const firmBefore = await balance(request, 'hragency01');
  await page.reload();
  await page.getByRole('button', { name: '支付合同款' }).click();
  await page.waitForURL(/\/personnel\/personnel_pay\?id=\d+/);
  await page.getByRole('button', { name: '支付 2800.00 晶币' }).click();
  await expect(page.getByRole('dialog', { name: '支付合同款' })).toBeVisible();
  await shot(page, 'personnel-10-pay', { fullPage: false });
  await cells(page, PAY_PWD);
  await page.waitForURL(/\/personnel\/personnel_contract\?id=\d+/);
  await expect(page.getByText('服务中（款项托管）').first()).toBeVisible();
  const held = page.getByTestId('escrow-held');
  await expect(held).toContainText('2800.00 晶币');
  expect(await balance(request, DEMANDER)).toBeCloseTo(demanderBefore - 2800, 2);
  await shot(page, 'personnel-11-contract-in-escrow');
  await ledgerOk(request);

  // the firm reports the service done
  await firm.reload();
  await firm.getByRole('button', { name: '提交服务完成' }).click();
  await firm.getByLabel('服务完成说明').fill('全年社保已按时申报，缴费明细已全部提供。');
  // the report takes a file: the payment details
  await firm
    .getByRole('dialog', { name: '提交服务完成' })
    .locator('input[type=file]')
    .setInputFiles({ name: '缴费明细.pdf', mimeType: 'application/pdf', buffer: pdf('Contributions, Dec 2026 - Nov 2027') });
  await expect(firm.getByRole('dialog', { name: '提交服务完成' }).getByText('缴费明细.pdf')).toBeVisible();
  await firm.getByRole('dialog', { name: '提交服务完成' }).getByRole('button', { name: '提交服务完成' }).click();
  await expect(firm.getByText('待确认完成').first()).toBeVisible();

  // the company finds a month missing and returns the report with its reason; the money stays held
  await page.reload();
  const report = page.getByTestId('delivery-entry');
  await expect(report).toContainText('缴费明细.pdf');
  await page.getByRole('button', { name: '退回服务完成' }).click();
  const reject = page.getByRole('dialog', { name: '退回交付' });
  await reject.getByLabel('退回原因').fill('缴费明细缺少11月，请补充后重新提交。');
  await reject.getByRole('button', { name: '确认退回' }).click();
  await expect(page.getByText('被退回待重新交付').first()).toBeVisible();
  await expect(held).toContainText('2800.00 晶币');
  await expect(report).toContainText('退回原因：缴费明细缺少11月');
  // the firm reads the reason and reports again with the completed details
  await firm.reload();
  await expect(firm.getByTestId('delivery-entry')).toContainText('退回原因：缴费明细缺少11月');
  await firm.getByRole('button', { name: '重新提交服务完成' }).click();
  const again = firm.getByRole('dialog', { name: '重新提交服务完成' });
  await again.getByLabel('服务完成说明').fill('已补充11月缴费明细，全年明细见附件。');
  await again
    .locator('input[type=file]')
    .setInputFiles({ name: '缴费明细（全年）.pdf', mimeType: 'application/pdf', buffer: pdf('Contributions, full year') });
  await expect(again.getByText('缴费明细（全年）.pdf')).toBeVisible();
  await again.getByRole('button', { name: '重新提交服务完成' }).click();
  await expect(firm.getByText('待确认完成').first()).toBeVisible();
  await expect(firm.getByTestId('delivery-entry')).toHaveCount(2);
  await shot(firm, 'personnel-11b-redelivered-history');

  // the company confirms on the social-security order page: the escrow pays the firm
  await page.goto(`/personnel/contract_sb_order?id=${contractId}`);
  await expect(page.getByText('社保代理订单')).toBeVisible();
  await expect(page.getByTestId('calc-table')).toBeVisible();
  await page.getByRole('button', { name: '确认服务完成' }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: '确认后托管的 2800.00 晶币将支付给服务方' })
    .getByRole('button', { name: '确认完成' })
    .click();
  await expect(page.getByText('已完成').first()).toBeVisible();
  // the step bar shows every step done, the last (款项支付服务方) included
  // (the delivery history's timeline is drawn with steps too: only the contract's step bar counts)
  const stepBar = page.locator('.ant-steps:not(.ant-timeline)');
  await expect(stepBar.locator('.ant-steps-item-finish')).toHaveCount(5);
  await expect(stepBar.locator('.ant-steps-item-process')).toHaveCount(0);
  await expect(held).toContainText('0.00 晶币');
  expect(await balance(request, 'hragency01')).toBeCloseTo(firmBefore + 2800, 2);
  expect(await balance(request, DEMANDER)).toBeCloseTo(demanderBefore - 2800, 2);
  await shot(page, 'personnel-12-completed');
  await ledgerOk(request);

  // the company comments the service; the firm's page shows it
  await page.getByRole('button', { name: '评价服务' }).click();
  await page.waitForURL(/personnel_service_comments\?firm=\d+&contract=\d+/);
  await page.getByRole('radio').nth(4).click();
  await page.getByLabel('评价内容').fill('服务专业及时，缴费明细清楚。');
  await page.getByRole('button', { name: '提交评价' }).click();
  // the list shows it (the form's own text may still be there for a moment)
  await expect(page.locator('.ant-list-item').getByText('服务专业及时，缴费明细清楚。')).toBeVisible();
  await expect(page.getByText('服务评价（1）')).toBeVisible();
  await expect(page.locator('.ant-list-item').filter({ hasText: '服务专业及时' })).toContainText(DEMANDER_NAME);
  await shot(page, 'personnel-13-comment');

  // the personal centre: the company's need orders
  await page.goto('/personnel/personnel_need_order');
  await expect(page.getByRole('menuitem', { name: '需求订单', exact: true })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(TITLE) }).getByText('已完成')).toBeVisible();
  await shot(page, 'personnel-14-need-orders');
  await firm.close();
});
