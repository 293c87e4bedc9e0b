import type { APIRequestContext, Page } from '@playwright/test';
import { pdf } from '../apps/server/src/test/fixtures.ts';
import { apiToken, b, confirmThrough, expect as baseExpect, loginAt, shot, test, uniqueSuffix } from './support.ts';

// Recruitment end to end: a company publishes a position (after the (3,5,2) check sends it to
// fill the recruiter's personal data), staff approve it; a seeker builds a resume, finds the position by
// search and filters and applies; the recruiter moves the application through the pipeline, invites to a
// video interview the seeker accepts, and sends an offer; the seeker saves a search as a job alert, sees it
// listed and deletes it; a company the seeker shields cannot find him. Then the video interview itself:
// the recruiter calls from job_video with the chat area's video call, the seeker's page rings, he accepts.

test.describe.configure({ mode: 'serial' });
// Three browser contexts at once (company, staff or seeker, and two with fake cameras): on a busy machine
// a full page load and its first render took over 10 s, so waits here allow 20 s.
const expect = baseExpect.configure({ timeout: 20_000 });
// Chromium's fake camera and microphone stand in for the video interview's devices, granted without asking.
test.use({
  permissions: ['camera', 'microphone'],
  launchOptions: {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    env: { ...process.env, LANG: process.env.LANG?.toUpperCase().includes('UTF-8') ? process.env.LANG : 'C.UTF-8' },
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
    ],
  },
});

const JOB = '高级Java开发工程师';

/** An antd Select inside a form item: open it by its label, pick the option. */
async function pick(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: new RegExp(`^${option}$`) })
    .click();
}

test('recruitment: publish, review, resume, search, apply, pipeline, interview, offer, shielding', async ({ page, browser }) => {
  test.setTimeout(300_000);
  // ---- the company: the (3,5,2) check, then the recruiter's personal data, then the position ----
  await loginAt(page, 'company01', '/recruitment/add_job');
  await expect(page.getByText('请完善招聘者个人资料')).toBeVisible();
  await shot(page, 'recruitment-01-publish-check');
  await page.getByRole('button', { name: '去完善' }).click();
  await page.waitForURL('**/recruitment/people_data');
  await page.getByLabel('姓名').fill('李经理');
  await page.getByLabel('职务').fill('招聘主管');
  await page.getByLabel('手机号').fill('13700000000');
  await page.getByRole('button', { name: b('保存') }).click();
  await expect(page.getByText('保存成功')).toBeVisible();
  await shot(page, 'recruitment-02-people-data');

  await page.getByRole('menuitem', { name: '职位管理' }).click();
  await page.getByRole('button', { name: '发布职位' }).click();
  await page.waitForURL('**/recruitment/add_job');
  await page.getByLabel('职位名称').fill(JOB);
  await pick(page, '薪资范围', '15-20K');
  await pick(page, '工作经验', '3-5年');
  await pick(page, '学历要求', '本科');
  await pick(page, '所属行业', '互联网/IT');
  await page.getByLabel('工作城市').fill('杭州市');
  await page.getByLabel('五险一金').check();
  await page.getByLabel('双休').check();
  await page.getByLabel('职位描述').fill('负责交易平台后端服务的设计与开发，要求熟悉Java、Spring Boot与PostgreSQL，有高并发经验者优先。');
  await shot(page, 'recruitment-03-add-job');
  await page.getByRole('button', { name: '提交审核' }).click();
  await page.waitForURL('**/recruitment/management_job');
  await expect(page.getByRole('cell', { name: JOB })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: JOB }).getByText('待审核', { exact: true })).toBeVisible();
  await shot(page, 'recruitment-04-management-job');

  // ---- staff approve it ----
  const staffCtx = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1366, height: 860 } });
  const staff = await staffCtx.newPage();
  await loginAt(staff, 'admin001', '/admin/recruitment/positions', 'Admin@2026');
  const row = staff.getByRole('row').filter({ hasText: JOB });
  await row.getByRole('button', { name: '详情' }).click();
  const drawer = staff.getByRole('dialog', { name: new RegExp(JOB) });
  await expect(drawer.getByText('15-20K')).toBeVisible();
  await shot(staff, 'recruitment-05-staff-review');
  await drawer.getByRole('button', { name: b('通过') }).click();
  await staff
    .getByRole('dialog')
    .last()
    .getByRole('button', { name: b('通过') })
    .click();
  // the durable result: the drawer closes and the position leaves the pending queue
  await expect(drawer).toBeHidden();
  await expect(row).toHaveCount(0);
  await staffCtx.close();

  // ---- the seeker builds a resume and attaches a file ----
  const seekerCtx = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1366, height: 860 } });
  const seeker = await seekerCtx.newPage();
  await loginAt(seeker, 'person01', '/recruitment/editor_resume');
  await seeker.getByLabel('姓名').fill('张伟');
  await seeker.getByLabel('手机号').fill('13900001111');
  await seeker.getByLabel('邮箱').fill('zhangwei@example.com');
  await seeker.getByLabel('所在城市').fill('杭州市');
  await pick(seeker, '最高学历', '本科');
  await pick(seeker, '工作经验', '3-5年');
  await seeker.getByLabel('期望职位').fill('Java开发');
  await pick(seeker, '期望薪资', '15-20K');
  await seeker.getByLabel('期望城市').fill('杭州市');
  await seeker.getByLabel('学校').fill('浙江大学');
  await seeker.getByLabel('专业', { exact: true }).fill('计算机科学');
  await seeker.getByLabel('学历', { exact: true }).fill('本科');
  await seeker.getByLabel('专业技能').fill('Java, Spring Boot, PostgreSQL, Redis');
  await seeker.getByLabel('自我评价').fill('五年后端开发经验，负责过订单与支付系统。');
  await shot(seeker, 'recruitment-06-editor-resume');
  await seeker.getByRole('button', { name: b('保存') }).click();
  await seeker.waitForURL('**/recruitment/personal_resume');
  await seeker
    .locator('input[type=file]')
    .setInputFiles({ name: '张伟简历.pdf', mimeType: 'application/pdf', buffer: pdf('Zhang Wei resume') });
  await expect(seeker.getByTestId('attachment-name')).toHaveText('张伟简历.pdf');
  await shot(seeker, 'recruitment-07-personal-resume');

  // ---- finds the position by search and filters, applies ----
  await seeker.goto('/recruitment/job_wanted_list');
  await seeker.getByLabel('关键字').fill('Java');
  await seeker.getByLabel('城市').fill('杭州');
  await seeker.getByLabel('城市').press('Enter');
  await seeker.getByRole('button', { name: '15-20K', exact: true }).click();
  await seeker.getByRole('button', { name: '五险一金', exact: true }).click();
  await expect(seeker.getByTestId('position-item')).toHaveCount(1);
  // a filter that excludes it empties the list
  await seeker.getByRole('button', { name: '硕士', exact: true }).click();
  await expect(seeker.getByText('暂无符合条件的职位')).toBeVisible();
  await seeker.getByRole('button', { name: '本科', exact: true }).click();
  await expect(seeker.getByTestId('position-item')).toHaveCount(1);
  await shot(seeker, 'recruitment-08-search-filters');
  // a job alert: the search is saved (listed and deleted in the personal centre below)
  await seeker.getByRole('button', { name: '订阅该搜索' }).click();
  await expect(seeker.getByText('订阅成功，有新的匹配职位时将通知您')).toBeVisible();
  await seeker.getByRole('link', { name: JOB }).click();
  await seeker.waitForURL('**/recruitment/job_introduce?id=*');
  await seeker.getByRole('button', { name: '投递简历' }).click();
  await expect(seeker.getByText('投递成功')).toBeVisible();
  await expect(seeker.getByRole('button', { name: '已投递' })).toBeDisabled();
  await shot(seeker, 'recruitment-09-job-introduce');

  // ---- the recruiter: new → viewed (contact details now shown) → invited to a video interview ----
  await page.goto('/recruitment/manage_job');
  const app = page.getByRole('row').filter({ hasText: '张伟' });
  await expect(app.getByTestId('apply-status')).toHaveText('新投递');
  await shot(page, 'recruitment-10-manage-job');
  await app.getByRole('link', { name: '查看简历' }).click();
  await expect(page.getByTestId('contact')).toContainText('13900001111');
  await shot(page, 'recruitment-11-resume-details');
  await page.goto('/recruitment/manage_job');
  await expect(app.getByTestId('apply-status')).toHaveText('已查看');
  await app.getByRole('button', { name: '邀请面试' }).click();
  const invite = page.getByRole('dialog', { name: /邀请面试/ });
  const day = new Date(Date.now() + 3 * 86400_000).toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });
  await invite.getByLabel('备注').fill('请提前5分钟进入视频面试');
  await invite.getByLabel('面试时间').fill(`${day} 10:00`);
  await shot(page, 'recruitment-12-invite');
  // Enter takes the typed time but sends nothing: the method and note may still be changed
  await invite.getByLabel('面试时间').press('Enter');
  await expect(invite.getByLabel('面试时间')).toHaveValue(`${day} 10:00`);
  await expect(invite).toBeVisible();
  await expect(page.getByText('面试邀请已发送')).toHaveCount(0);
  await invite.getByRole('button', { name: '发送邀请' }).click();
  await expect(page.getByText('面试邀请已发送')).toBeVisible();
  await expect(app.getByTestId('apply-status')).toHaveText('已邀面试');
  await expect(app.getByTestId('interview-state')).toHaveText('待回复');

  // ---- the seeker accepts in interview_list and opens the video interview ----
  await seeker.goto('/recruitment/interview_list');
  const invitation = seeker.getByRole('row').filter({ hasText: JOB });
  await expect(invitation.getByTestId('interview-state')).toHaveText('待回复');
  await shot(seeker, 'recruitment-13-interview-list');
  await invitation.getByRole('button', { name: b('接受') }).click();
  await expect(invitation.getByTestId('interview-state')).toHaveText('已接受');
  await invitation.getByRole('link', { name: '进入视频面试' }).click();
  await seeker.waitForURL('**/recruitment/job_video?id=*');
  await expect(seeker.getByTestId('video-peer')).toHaveText('李经理（招聘主管）');
  await expect(seeker.getByRole('button', { name: '发起视频通话' })).toBeVisible();
  await shot(seeker, 'recruitment-14-job-video');

  // ---- interviewed, then the offer ----
  await page.reload();
  await expect(app.getByTestId('interview-state')).toHaveText('已接受');
  await app.getByRole('button', { name: '标记已面试' }).click();
  // the durable result: the row's status tag (the button's own text holds 已面试 too)
  await expect(app.getByTestId('apply-status')).toHaveText('已面试');
  await expect(app.getByRole('button', { name: '标记已面试' })).toHaveCount(0);
  await app.getByRole('button', { name: '发offer' }).click();
  const offer = page.getByRole('dialog', { name: '发offer' });
  await offer.getByLabel('录用说明（薪资、入职时间等）').fill('月薪18K，12月1日入职');
  await offer.getByRole('button', { name: '发送录用通知' }).click();
  await expect(offer).toBeHidden();
  await expect(app.getByTestId('apply-status')).toHaveText('已发offer');
  await shot(page, 'recruitment-15-offered');
  await seeker.goto('/recruitment/send_resume');
  const sent = seeker.getByRole('row').filter({ hasText: JOB });
  await expect(sent.getByTestId('apply-status')).toHaveText('已发offer');
  await expect(sent.getByRole('cell', { name: '月薪18K，12月1日入职', exact: true })).toBeVisible();
  await shot(seeker, 'recruitment-16-send-resume');

  // ---- the seeker's job alerts: the saved search is listed with its criteria, then deleted ----
  await seeker.getByRole('menuitem', { name: '职位订阅', exact: true }).click();
  await seeker.waitForURL('**/recruitment/my_alerts');
  const alert = seeker.getByRole('row').filter({ hasText: '关键字：Java' });
  await expect(alert).toHaveCount(1);
  for (const c of ['城市：杭州', '薪资：15-20K', '学历：本科']) await expect(alert.getByText(c, { exact: true })).toBeVisible();
  await shot(seeker, 'recruitment-17-job-alerts');
  await confirmThrough(
    alert.getByRole('button', { name: b('删除') }),
    seeker.getByRole('tooltip'),
    seeker.getByRole('tooltip').getByRole('button', { name: /确\s*定|OK/ }),
  );
  await expect(seeker.getByText('职位订阅已删除')).toBeVisible();
  await expect(alert).toHaveCount(0);
  await expect(seeker.getByText('暂无职位订阅')).toBeVisible();

  // ---- shielding: the company no longer finds the seeker ----
  await page.goto('/recruitment/Recruitment_Homepage');
  await page.getByLabel('简历关键字').fill('Redis');
  await page.getByRole('button', { name: b('搜索') }).click();
  await expect(page.getByRole('link', { name: '张伟', exact: true })).toBeVisible();
  await seeker.goto('/recruitment/shielding_enterprises');
  await seeker.getByRole('tab', { name: '添加屏蔽' }).click();
  await seeker.getByPlaceholder('输入企业名称搜索').fill('星河');
  await seeker.getByPlaceholder('输入企业名称搜索').press('Enter');
  await confirmThrough(
    seeker
      .getByRole('row')
      .filter({ hasText: '星河科技有限公司' })
      .getByRole('button', { name: b('屏蔽') }),
    seeker.getByRole('tooltip'),
    seeker.getByRole('tooltip').getByRole('button', { name: /确\s*定|OK/ }),
  );
  await expect(seeker.getByText('屏蔽成功')).toBeVisible();
  await seeker.getByRole('tab', { name: /已屏蔽/ }).click();
  await expect(seeker.getByRole('row').filter({ hasText: '星河科技有限公司' }).getByRole('button', { name: '解除屏蔽' })).toBeVisible();
  await shot(seeker, 'recruitment-18-shielding');
  await page.reload();
  await page.getByLabel('简历关键字').fill('Redis');
  await page.getByRole('button', { name: b('搜索') }).click();
  await expect(page.getByRole('link', { name: '张伟', exact: true })).toHaveCount(0);
  await expect(page.getByText('暂无数据....').first()).toBeVisible();
  await shot(page, 'recruitment-19-shielded-search');
  // the seeker lifts the shield again, so later journeys find demo data as it was
  await seeker.getByRole('row').filter({ hasText: '星河科技有限公司' }).getByRole('button', { name: '解除屏蔽' }).click();
  await expect(seeker.getByText('已解除屏蔽')).toBeVisible();
  await seekerCtx.close();
});

/** The remote picture plays: frames arrive and the element is not paused (as in the chat journey). */
async function playing(p: Page): Promise<boolean> {
  return p.getByTestId('remote-video').evaluate((v) => {
    const video = v as HTMLVideoElement;
    return video.readyState >= 2 && !video.paused && video.videoWidth > 0;
  });
}

/** Resolves once the page's ChatWebsocket has said `connected` (a call rings only on an open socket). */
function chatSocketOpen(p: Page): Promise<unknown> {
  return p
    .waitForEvent('websocket', { predicate: (ws) => ws.url().includes('/ChatWebsocket') })
    .then((ws) => ws.waitForEvent('framereceived', { predicate: (f) => String(f.payload).includes('"cmdtype":"connected"') }));
}

test('video interview: the recruiter calls from job_video with the chat video call, the seeker accepts, both see each other', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const open = async () =>
    (
      await browser.newContext({ locale: 'zh-CN', viewport: { width: 1366, height: 860 }, permissions: ['camera', 'microphone'] })
    ).newPage();
  const recruiter = await open();
  const seeker = await open();
  // the seeker waits on the interview's page (any page of the app rings)
  const seekerSocket = chatSocketOpen(seeker);
  await loginAt(seeker, 'person01', '/recruitment/interview_list');
  await seekerSocket;
  await seeker.getByRole('row').filter({ hasText: JOB }).getByRole('link', { name: '进入视频面试' }).click();
  await seeker.waitForURL('**/recruitment/job_video?id=*');
  await expect(seeker.getByTestId('video-peer')).toHaveText('李经理（招聘主管）');
  // the recruiter opens it from the accepted invitation and calls
  const recruiterSocket = chatSocketOpen(recruiter);
  await loginAt(recruiter, 'company01', '/recruitment/manage_job');
  await recruiterSocket;
  await recruiter.getByRole('tab', { name: '面试邀请' }).click();
  const invitation = recruiter.getByRole('row').filter({ hasText: JOB });
  await expect(invitation.getByTestId('interview-state')).toHaveText('已接受');
  await invitation.getByRole('link', { name: '进入视频面试' }).click();
  await recruiter.waitForURL('**/recruitment/job_video?id=*');
  await expect(recruiter.getByTestId('video-peer')).toHaveText('张伟');
  await expect(recruiter.getByRole('link', { name: JOB })).toBeVisible();
  await shot(recruiter, 'recruitment-20-job-video-recruiter');
  await recruiter.getByRole('button', { name: '发起视频通话' }).click();
  await expect(recruiter.getByTestId('video-outgoing')).toContainText('正在呼叫');
  // the chat video layer rings on the seeker's page; he accepts
  await expect(seeker.getByTestId('video-incoming')).toContainText('邀请你进行视频面试');
  await shot(seeker, 'recruitment-21-video-ringing', { fullPage: false });
  await seeker
    .getByTestId('video-incoming')
    .getByRole('button', { name: /接\s*听/ })
    .click();
  await expect(seeker.getByTestId('video-active')).toBeVisible();
  await expect(recruiter.getByTestId('video-active')).toBeVisible();
  // each side plays the other's picture
  await expect.poll(() => playing(seeker), { timeout: 30_000 }).toBe(true);
  await expect.poll(() => playing(recruiter), { timeout: 30_000 }).toBe(true);
  await expect(recruiter.getByTestId('video-active').getByText('正在连接…')).toHaveCount(0);
  await shot(recruiter, 'recruitment-22-video-call-recruiter', { fullPage: false });
  await shot(seeker, 'recruitment-23-video-call-seeker', { fullPage: false });
  await recruiter.getByRole('button', { name: /挂\s*断/ }).click();
  await expect(seeker.getByText('通话已结束')).toBeVisible();
  await expect(seeker.getByTestId('video-active')).toBeHidden();
  await recruiter.context().close();
  await seeker.context().close();
});

/** A published position of company01 (recruiter profile, position, staff approval) and newuser02's application to it, by the API. */
async function appliedPosition(request: APIRequestContext, title: string) {
  const call = async (action: string, token: string, data: Record<string, unknown>) => {
    const body = (await (await request.post(`/${action}.action`, { headers: { authorization: `Bearer ${token}` }, data })).json()) as {
      success: boolean;
      id?: number;
      error?: string;
    };
    baseExpect(body, `${action}: ${body.error ?? ''}`).toMatchObject({ success: true });
    return body;
  };
  const company = await apiToken(request, 'company01');
  await call('zpGrzl_save', company, { name: '李经理', title: '招聘主管', phone: '13700000000', email: 'hr@xinghe.example' });
  const { id } = await call('zpPosition_add', company, {
    positionname: title,
    salaryrange: '5',
    workexperience: '4',
    education: '5',
    industry: '1',
    city: '杭州市',
    fl: ['1'],
    peoplenum: 1,
    description: '负责后端服务的设计与开发，熟悉Spring与PostgreSQL。',
  });
  await call('admin_reviewDecide', await apiToken(request, 'admin001', 'Admin@2026'), {
    kind: 'zp-position',
    id: String(id),
    decision: 'approve',
  });
  const seeker = await apiToken(request, 'newuser02');
  await call('zpResume_save', seeker, {
    name: '周敏',
    gender: 2,
    phone: '13900002222',
    city: '杭州市',
    education: '5',
    workexperience: '4',
    expectedPosition: 'Java开发',
    expectedSalary: '5',
    expectedCity: '杭州市',
    educations: [],
    works: [],
    projects: [],
  });
  await call('zpApply_add', seeker, { positionId: id });
  return { positionId: id as number, company };
}

test('联系TA on a position opens the chat with its recruiter; 发消息 on a resume once the seeker applied; an interview set at 14:00 in a UTC browser is 14:00 for both sides', async ({
  browser,
  request,
}) => {
  const title = `时区验证工程师${uniqueSuffix()}`;
  const { positionId, company } = await appliedPosition(request, title);
  // both browsers run in UTC: the times must still be China time (the market's), entered and shown
  const utc = { locale: 'zh-CN', timezoneId: 'UTC', viewport: { width: 1366, height: 860 } };
  const seekerCtx = await browser.newContext(utc);
  const seeker = await seekerCtx.newPage();
  await loginAt(seeker, 'newuser02', `/recruitment/job_introduce?id=${positionId}`);
  await seeker.getByRole('button', { name: '联系TA' }).click();
  const chat = seeker.getByTestId('chat-dialog');
  await expect(chat.getByTestId('chat-peer-name')).toHaveText('星河科技');
  await shot(seeker, 'recruitment-20-contact-recruiter', { fullPage: false });
  await seeker.keyboard.press('Escape');

  const companyCtx = await browser.newContext(utc);
  const page = await companyCtx.newPage();
  await loginAt(page, 'company01', '/recruitment/manage_job');
  // the owner has no 联系TA on his own position
  await page.goto(`/recruitment/job_introduce?id=${positionId}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByRole('button', { name: '联系TA' })).toHaveCount(0);
  await page.goto('/recruitment/manage_job');
  const app = page.getByRole('row').filter({ hasText: '周敏' }).filter({ hasText: title });
  await app.getByRole('link', { name: '查看简历' }).click();
  await page.getByRole('button', { name: '发消息' }).click();
  await expect(page.getByTestId('chat-dialog').getByTestId('chat-peer-name')).toHaveText('新用户小周');
  await page.keyboard.press('Escape');

  await page.goto('/recruitment/manage_job');
  await app.getByRole('button', { name: '邀请面试' }).click();
  const invite = page.getByRole('dialog', { name: /邀请面试/ });
  const day = new Date(Date.now() + 3 * 86400_000).toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });
  await invite.getByLabel('面试时间').fill(`${day} 14:00`);
  await invite.getByLabel('面试时间').press('Enter');
  await invite.getByRole('button', { name: '发送邀请' }).click();
  await expect(page.getByText('面试邀请已发送')).toBeVisible();
  // stored as the instant 14:00 in Shanghai is (06:00 UTC), not 14:00 in the browser's zone
  const sent = (await (
    await request.post('/zpInterview_companyList.action', { headers: { authorization: `Bearer ${company}` }, data: {} })
  ).json()) as { data: { recordList: { positionname: string; interviewTime: string }[] } };
  expect(sent.data.recordList.find((i) => i.positionname === title)?.interviewTime).toBe(`${day}T06:00:00.000Z`);
  await page.getByRole('tab', { name: '面试邀请' }).click();
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText(`${day} 14:00`);
  await shot(page, 'recruitment-21-interview-utc-company', { fullPage: false });

  await seeker.goto('/recruitment/interview_list');
  await expect(seeker.getByRole('row').filter({ hasText: title })).toContainText(`${day} 14:00`);
  await shot(seeker, 'recruitment-22-interview-utc-seeker', { fullPage: false });
  await seekerCtx.close();
  await companyCtx.close();
});
