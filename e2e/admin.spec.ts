import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support.ts';
// Screenshots wait for animations to end and leave out the toasts of earlier steps, which would cover
// the page (the journey asserts each message where it appears).
const shot = (page: Page, name: string) =>
  page.screenshot({
    path: `e2e/screenshots/${name}.png`,
    fullPage: true,
    animations: 'disabled',
    style: '.ant-message { display: none !important; }',
  });

// The back office end to end: staff log in through the same login and land in /admin; an administrator
// answers a complaint (the user sees the notice badge live and lands on the notice), disables a user
// (whose open session in another browser is ended), switches SM4, edits a banner that the home page
// then shows, issues an invitation code, publishes an article and reads the audit log. A reviewer sees
// only the review queue; a normal user gets 403.

async function login(page: Page, name: string, password = 'Demo@2026') {
  await page.goto('/login');
  await page.getByPlaceholder('账号/手机号').fill(name);
  await page.getByPlaceholder('请输入密码').fill(password);
  await page.locator('form').getByRole('button', { name: '登录', exact: true }).click();
}

async function userPage(browser: Browser, name: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await login(page, name);
  await page.waitForURL((url) => url.pathname === '/');
  return { context, page };
}

/** A real PNG (the server checks uploads by their bytes): a screenshot of a coloured block. */
async function pngOf(page: Page, color: string, text: string): Promise<Buffer> {
  const scratch = await page.context().newPage();
  await scratch.setContent(
    `<body style="margin:0"><div id="b" style="width:1200px;height:360px;background:${color};color:#fff;font:bold 64px sans-serif;display:flex;align-items:center;justify-content:center">${text}</div></body>`,
  );
  const buffer = await scratch.locator('#b').screenshot({ type: 'png' });
  await scratch.close();
  return buffer;
}

test('staff run the back office; users see the effects', async ({ page, browser }) => {
  test.setTimeout(180_000);
  // company01 filed a complaint (seeded) and keeps a tab open; hragency01 is about to be disabled.
  const company = await userPage(browser, 'company01');
  const agency = await userPage(browser, 'hragency01');
  await expect(company.page.getByTestId('notice-bell')).toHaveAccessibleName('系统通知 0');

  // A normal user never sees the back office.
  await agency.page.goto('/admin');
  await expect(agency.page.getByText('仅限平台工作人员访问，您的账号没有后台权限。')).toBeVisible();
  await shot(agency.page, 'admin-forbidden');
  await agency.page.getByRole('link', { name: '返回前台' }).click();
  await expect(agency.page.getByTestId('notice-bell')).toBeVisible();
  const agencyToken = await agency.page.evaluate(() => localStorage.getItem('xcb.token'));

  // Staff log in through the same login and land on the dashboard; its queue list leads to the complaints.
  await login(page, 'admin001', 'Admin@2026');
  await page.waitForURL('**/admin/dashboard');
  await page.getByTestId('queue-feedback').getByRole('link', { name: '投诉与反馈' }).click();
  await page.waitForURL('**/admin/feedback');
  await expect(page.getByRole('cell', { name: 'company01' })).toBeVisible();
  await shot(page, 'admin-feedback');

  // Reply to the complaint: the drawer shows the material; the reply needs text and a confirmation.
  await page
    .getByRole('row', { name: /company01/ })
    .getByRole('button', { name: '详情' })
    .click();
  const drawer = page.getByRole('dialog', { name: /^投诉：/ });
  await expect(drawer.getByText('275839102')).toBeVisible();
  await drawer.getByRole('button', { name: '采纳并回复' }).click();
  await expect(drawer.getByText('请填写回复内容')).toBeVisible();
  await drawer.getByPlaceholder(/回复内容将发给用户/).fill('您好，已联系财务加急审核，今日内完成。给您带来不便，敬请谅解。');
  await shot(page, 'admin-feedback-detail');
  await drawer.getByRole('button', { name: '采纳并回复' }).click();
  await page.getByRole('dialog').filter({ hasText: '确认采纳并发送回复？' }).getByRole('button', { name: '采纳并回复' }).click();
  await expect(page.getByText('已处理', { exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'company01' })).toHaveCount(0);

  // The user's badge updates live (xtMessage over the socket); he opens the notice and lands on it.
  const bell = company.page.getByTestId('notice-bell');
  await expect(bell).toHaveAccessibleName('系统通知 1');
  await shot(company.page, 'notices-badge');
  await bell.click();
  const dialog = company.page.getByRole('dialog');
  await expect(dialog.getByText('反馈回复')).toBeVisible();
  await expect(dialog.getByText('审核通过后请刷新页面')).toBeVisible();
  await shot(company.page, 'notices-dialog');
  await dialog.getByText('反馈回复').click();
  await company.page.waitForURL(/\/notices\?id=\d+/);
  await expect(company.page.getByText('您好，已联系财务加急审核，今日内完成。给您带来不便，敬请谅解。').first()).toBeVisible();
  await expect(bell).toHaveAccessibleName('系统通知 0');
  await shot(company.page, 'notices-detail');

  // Users: search, view, disable (the user's open session ends at once).
  await page.getByRole('menuitem', { name: '用户管理' }).click();
  await page.getByLabel('账号').fill('hragency01');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByRole('cell', { name: 'hragency01' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'person01' })).toHaveCount(0);
  await page
    .getByRole('row', { name: /hragency01/ })
    .getByRole('button', { name: '查看' })
    .click();
  const userDrawer = page.getByRole('dialog', { name: '用户详情' });
  await expect(userDrawer.getByText('众才人力')).toBeVisible();
  await shot(page, 'admin-user-detail');
  await userDrawer.getByRole('button', { name: '关闭' }).click();
  await page
    .getByRole('row', { name: /hragency01/ })
    .getByRole('button', { name: '禁用' })
    .click();
  await expect(page.getByText(/禁用后该用户将立即下线且无法登录/)).toBeVisible();
  await page.getByRole('dialog').filter({ hasText: '禁用后该用户将立即下线' }).getByRole('button', { name: '禁用' }).click();
  await expect(page.getByText('已禁用，该用户的登录已全部结束')).toBeVisible();
  await expect(page.getByRole('row', { name: /hragency01/ }).getByText('已禁用')).toBeVisible();
  await shot(page, 'admin-users');
  // The disabled user's open tab is told at once over its socket and leaves for /login; his session
  // token is refused at its next request (401 ERR0004).
  await expect(agency.page.getByText('账号被禁用，请联系管理员')).toBeVisible();
  await agency.page.waitForURL(/\/login/);
  const refused = await agency.page.request.post('/user_current.action', { data: {}, headers: { Authorization: `Bearer ${agencyToken}` } });
  expect(refused.status()).toBe(401);
  expect(((await refused.json()) as { code: string }).code).toBe('ERR0004');
  await agency.context.close();
  // Enabled again, he can log in (later journeys buy courses as hragency01).
  await page
    .getByRole('row', { name: /hragency01/ })
    .getByRole('button', { name: '启用' })
    .click();
  await page.getByRole('dialog').filter({ hasText: '确定启用用户 hragency01 吗？' }).getByRole('button', { name: '启用' }).click();
  await expect(page.getByRole('row', { name: /hragency01/ }).getByText('正常')).toBeVisible();
  const back = await page.request.post('/user_login.action', { data: { name: 'hragency01', password: 'Demo@2026', deviceType: 'mobile' } });
  expect(((await back.json()) as { success: boolean }).success).toBe(true);

  // SM4: switched on, the public config reports it; switched off again.
  await page.getByRole('menuitem', { name: '加密开关' }).click();
  const sm4 = page.getByRole('switch', { name: 'SM4 加密开关' });
  await expect(sm4).not.toBeChecked();
  await sm4.click();
  await page.getByRole('dialog').filter({ hasText: '确定开启 SM4 加密吗？' }).getByRole('button', { name: '保存' }).click();
  await expect(sm4).toBeChecked();
  await expect(page.getByText('已开启')).toBeVisible();
  const config = (await (await page.request.post('/config_getConfig.action', { data: {} })).json()) as { data: { configStatus: string } };
  expect(config.data.configStatus).toBe('01');
  await shot(page, 'admin-security');
  await sm4.click();
  await page.getByRole('dialog').filter({ hasText: '确定关闭 SM4 加密吗？' }).getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('已关闭')).toBeVisible();

  // Banners: edit the first one (new image, title); the home page carousel shows it.
  await page.getByRole('menuitem', { name: '首页轮播图' }).click();
  await page
    .getByRole('row', { name: /短期用工/ })
    .getByRole('button', { name: '编辑' })
    .click();
  const modal = page.getByRole('dialog', { name: '编辑轮播图' });
  await modal.getByLabel('标题').fill('春季招聘月 · 好岗位抢先看');
  await modal
    .locator('input[type=file]')
    .setInputFiles({ name: 'spring.png', mimeType: 'image/png', buffer: await pngOf(page, '#1668dc', '春季招聘月') });
  await expect(modal.locator('img[src^="/uploads/"]')).toBeVisible();
  await shot(page, 'admin-banner-edit');
  await modal.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('cell', { name: '春季招聘月 · 好岗位抢先看', exact: true })).toBeVisible();
  await expect(modal).toBeHidden();
  await shot(page, 'admin-banners');
  await company.page.goto('/');
  await expect(company.page.locator('img[alt="春季招聘月 · 好岗位抢先看"]').first()).toHaveAttribute('src', /^\/uploads\//);

  // Private zones: issue an invitation code.
  await page.getByRole('menuitem', { name: '专属域与邀请码' }).click();
  await expect(page.getByRole('cell', { name: 'HZGX01' })).toBeVisible();
  await shot(page, 'admin-zones');
  await page
    .getByRole('row', { name: /HZGX01/ })
    .getByRole('button', { name: '邀请码' })
    .click();
  await page.getByRole('spinbutton', { name: '最多使用次数' }).fill('20');
  await page.getByRole('button', { name: '生成邀请码' }).click();
  await expect(page.getByText(/已生成邀请码 [A-Z0-9]{6}/)).toBeVisible();
  const invites = page.getByRole('dialog', { name: /邀请码$/ });
  await expect(invites.getByText('0 / 20')).toBeVisible();
  await shot(page, 'admin-zone-invites');
  await invites.getByRole('button', { name: '关闭' }).click();

  // Dictionaries (the points rule first) and article types.
  await page.getByRole('menuitem', { name: '数据字典' }).click();
  await expect(page.getByText('积分规则的值格式', { exact: false }).first()).toBeVisible();
  await shot(page, 'admin-dictionaries');
  await page.getByRole('menuitem', { name: '文章类型' }).click();
  await expect(page.getByRole('cell', { name: /后端开发/ })).toBeVisible();
  await page.getByRole('button', { name: '展开行' }).first().click();
  await expect(page.getByRole('cell', { name: 'Java', exact: true })).toBeVisible();
  await shot(page, 'admin-article-types');

  // The administrator article flow: 1 to 3 types, the form, then /step4?id.
  await page.getByRole('menuitem', { name: '文章管理' }).click();
  await page.getByRole('button', { name: '发布文章' }).click();
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByText('请选择文章类型后再进行下一步')).toBeVisible();
  for (const t of ['招聘面试', '薪酬绩效', '劳动法规']) await page.getByLabel(t).check();
  await page.getByLabel('培训发展').click();
  await expect(page.getByText('最多可选择三个分类')).toBeVisible();
  await expect(page.getByLabel('培训发展')).not.toBeChecked();
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByLabel('标题').fill('2026 年劳动合同签订要点');
  await page.getByLabel('摘要').fill('新入职员工劳动合同签订、试用期约定与社保缴纳的常见问题。');
  await page.getByRole('textbox', { name: '内容' }).fill('劳动合同应在用工之日起一个月内订立书面合同。试用期最长不得超过六个月。');
  await shot(page, 'admin-article-form');
  await page.getByRole('button', { name: '保存并发布' }).click();
  await page.waitForURL(/\/admin\/step4\?id=\d+/);
  await expect(page.getByText('《2026 年劳动合同签订要点》已保存并发布。')).toBeVisible();
  await shot(page, 'admin-article-step4');
  await page.getByRole('button', { name: '返回文章列表' }).click();
  await expect(page.getByRole('cell', { name: '2026 年劳动合同签订要点', exact: true })).toBeVisible();
  await shot(page, 'admin-articles');

  // Staff accounts: create a reviewer.
  await page.getByRole('menuitem', { name: '工作人员' }).click();
  await page.getByRole('button', { name: '新建工作人员' }).click();
  const staffModal = page.getByRole('dialog', { name: '新建工作人员' });
  await staffModal.getByLabel('账号').fill('review03');
  await staffModal.getByLabel('密码').fill('Check@2026');
  await staffModal.getByLabel('手机号').fill('13911110033');
  await staffModal.getByLabel('昵称').fill('审核员小李');
  await staffModal.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('cell', { name: 'review03' })).toBeVisible();
  await expect(staffModal).toBeHidden();
  await shot(page, 'admin-staff');

  // The audit log has every change above; filter by kind and open one entry's before/after.
  await page.getByRole('menuitem', { name: '审计日志' }).click();
  await expect(page.getByRole('cell', { name: 'user.disable' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'review.approve' })).toBeVisible();
  await page.getByLabel('类别').click();
  await page.getByTitle('系统配置').click();
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByRole('cell', { name: 'config.sm4' })).toHaveCount(2);
  await expect(page.getByRole('cell', { name: 'user.disable' })).toHaveCount(0);
  await page.getByRole('button', { name: '展开行' }).first().click();
  await expect(page.getByText('修改前')).toBeVisible();
  await shot(page, 'admin-audit');

  // A staff member visiting the marketplace has a way back to the back office.
  await page.getByRole('link', { name: '返回前台' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: /后台管理/ })).toBeVisible();
  await company.context.close();
});

test('a reviewer sees only the review queues and is refused administrator pages', async ({ page }) => {
  await login(page, 'reviewer01', 'Review@2026');
  // the reviewer's dashboard: the queues, none of the administrator's figures
  await page.waitForURL('**/admin/dashboard');
  await expect(page.getByTestId('queue-feedback')).toBeVisible();
  await expect(page.getByTestId('stat-users')).toHaveCount(0);
  await expect(page.getByTestId('ledger-card')).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: '投诉与反馈' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: '用户管理' })).toHaveCount(0);
  await shot(page, 'admin-reviewer');
  await page.goto('/admin/users');
  await expect(page.getByText('仅限管理员操作')).toBeVisible();
  await expect(page.getByRole('columnheader', { name: '账号' })).toHaveCount(0);
});
