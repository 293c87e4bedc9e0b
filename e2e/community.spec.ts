import type { Page } from '@playwright/test';
import { b, expect, loginAt, shot, test } from './support.ts';

// The training community's journey: a learner (newuser01) follows a teacher (person01) from the teacher
// list, asks to become his apprentice on his page, and the teacher agrees in his personal centre through
// the confirm dialog; then the learner asks a question, the teacher answers and collects it, and each
// side finds it under 我的求问 (with the spec's empty states where a tab has nothing).

test.describe.configure({ mode: 'serial', timeout: 150_000 });

const QUESTION = `劳动合同试用期最长多久？${String(Date.now()).slice(-4)}`;
const toast = (page: Page, text: string) => expect(page.locator('.ant-message').getByText(text)).toBeVisible();

test('a learner follows a teacher and asks to become his apprentice', async ({ page }) => {
  await loginAt(page, 'newuser01', '/training/teacher_list');
  const card = page.locator('.ant-card').filter({ has: page.getByRole('link', { name: '张伟', exact: true }) });
  await expect(card.getByText(/文章 \d+ · 粉丝 \d+/)).toBeVisible();
  await card.getByRole('button', { name: b('关注') }).click();
  await toast(page, '关注成功');
  await expect(card.getByRole('button', { name: '已关注' })).toBeVisible();
  await shot(page, 'community-01-teacher-list');

  await card.getByRole('link', { name: '张伟', exact: true }).click();
  await page.waitForURL(/\/training\/people_home\?id=\d+/);
  await expect(page.getByRole('heading', { name: '张伟' })).toBeVisible();
  await expect(page.getByRole('button', { name: '已关注' })).toBeVisible();
  await expect(page.getByRole('link', { name: /TypeScript|Python|面试技巧/ }).first()).toBeVisible();
  await page.getByRole('button', { name: b('拜师') }).click();
  await toast(page, '拜师申请已发送，请等待对方同意');
  await expect(page.getByRole('button', { name: '申请中' })).toBeVisible();
  await shot(page, 'community-02-people-home-applied');

  // The own page offers neither follow nor apprenticeship.
  await page.goto('/my_focus?tab=teachers');
  await expect(page.getByRole('listitem').filter({ hasText: '张伟' }).getByText('申请中')).toBeVisible();
});

test('the teacher agrees in his personal centre through the confirm dialog', async ({ page }) => {
  await loginAt(page, 'person01', '/my_focus');
  await page.getByRole('tab', { name: /我的粉丝/ }).click();
  const fan = page.getByRole('listitem').filter({ hasText: '新用户小林' });
  await expect(fan.getByText(/文章 \d+ · 粉丝 \d+/)).toBeVisible();
  await shot(page, 'community-03-my-fans');
  await page.getByRole('tab', { name: /我的徒弟/ }).click();
  await expect(page.getByText(/有 \d+ 条拜师申请待处理/)).toBeVisible();
  const request = page.getByRole('listitem').filter({ hasText: '新用户小林' });
  await expect(request.getByText('申请中')).toBeVisible();
  await request.getByRole('button', { name: b('同意') }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: '确定收 新用户小林 为徒？' });
  await expect(dialog).toBeVisible();
  await shot(page, 'community-04-agree-dialog', { fullPage: false });
  await dialog.getByRole('button', { name: b('同意') }).click();
  await toast(page, '已同意拜师');
  await expect(request.getByText('已同意')).toBeVisible();
  await shot(page, 'community-05-my-apprentices');

  // The learner sees the relation on the teacher's page and his notice.
  const learner = await page.context().browser()?.newPage();
  if (!learner) throw new Error('no browser');
  await loginAt(learner, 'newuser01', '/my_focus?tab=teachers');
  await expect(learner.getByRole('listitem').filter({ hasText: '张伟' }).getByText('已同意')).toBeVisible();
  await learner.getByRole('listitem').filter({ hasText: '张伟' }).getByRole('link', { name: '张伟' }).click();
  await expect(learner.getByRole('button', { name: '已拜师' })).toBeVisible();
  await shot(learner, 'community-06-apprenticed');
  await learner.close();
});

test('a question is asked, answered and collected', async ({ page, browser }) => {
  await loginAt(page, 'newuser01', '/my_question');
  await expect(page.getByText('暂无求问记录！')).toBeVisible();
  await page.getByRole('tab', { name: '我的回答' }).click();
  await expect(page.getByText('暂无回答记录！')).toBeVisible();
  await page.getByRole('tab', { name: '我的收藏' }).click();
  await expect(page.getByText('暂无收藏记录！')).toBeVisible();
  await shot(page, 'community-07-my-question-empty');

  await page.getByRole('link', { name: '我要提问' }).click();
  await page.waitForURL('**/training/put_questions');
  await page.getByRole('button', { name: '提交问题' }).click();
  await expect(page.locator('.ant-form-item-explain-error').getByText('请填写问题标题')).toBeVisible();
  await page.getByPlaceholder('一句话说清问题').fill(QUESTION);
  await page.locator('[contenteditable="true"]').click();
  await page.keyboard.type('公司要求试用期六个月，合同期两年，这样合法吗？');
  await shot(page, 'community-08-put-question');
  await page.getByRole('button', { name: '提交问题' }).click();
  await toast(page, '提问成功');
  await page.waitForURL(/\/training\/answer\?id=\d+&authorid=\d+/);
  await expect(page.getByRole('heading', { name: QUESTION })).toBeVisible();
  await expect(page.getByText('暂无回答记录！')).toBeVisible();
  await expect(page.getByText('我来回答')).toHaveCount(0);

  const teacher = await browser.newPage();
  await loginAt(teacher, 'person01', '/training/question_answer');
  await teacher.getByLabel('搜索问题').fill(QUESTION);
  await teacher.getByLabel('搜索问题').press('Enter');
  await teacher.getByRole('link', { name: QUESTION }).click();
  await teacher.locator('[contenteditable="true"]').click();
  await teacher.keyboard.type('不合法：劳动合同期限一年以上不满三年的，试用期不得超过二个月。');
  await teacher.getByRole('button', { name: '提交回答' }).click();
  await toast(teacher, '回答成功');
  await expect(teacher.getByText('试用期不得超过二个月')).toBeVisible();
  await teacher.getByRole('button', { name: /收\s*藏/ }).click();
  await toast(teacher, '收藏成功');
  await expect(teacher.getByRole('button', { name: /已收藏/ })).toBeVisible();
  await shot(teacher, 'community-09-answered');
  await teacher.goto('/my_question?tab=collections');
  await expect(teacher.getByRole('link', { name: QUESTION })).toBeVisible();
  await teacher.getByRole('tab', { name: '我的回答' }).click();
  await expect(teacher.getByText(/我的回答：不合法/)).toBeVisible();
  await shot(teacher, 'community-10-my-answers');
  await teacher.close();

  await page.goto('/my_question');
  await expect(page.getByRole('link', { name: QUESTION })).toBeVisible();
  await expect(page.getByText(/回答 1 · 浏览/)).toBeVisible();
  await shot(page, 'community-11-my-questions');
});
