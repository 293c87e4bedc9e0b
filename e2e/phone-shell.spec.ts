import type { Browser, Page } from '@playwright/test';
import { drawn, expect, loginAt, shot, test } from './support.ts';

// The site's frame on a 390 x 844 touch phone: the header stays one row within the screen (identity
// shortened, logout in the menu drawer, 40 x 40 icons), the search bar keeps its margins, the home
// banners' words are text readable at phone size, the personal centre's menu and the back office's menu
// open in drawers from visible buttons, the chat shows the conversation list and one conversation as two
// screens, and the floating toolbar folds into one button that opens on a tap.

test.describe.configure({ mode: 'serial' });
// each test opens its own phone context and logs in: room for a busy two-core machine
test.setTimeout(300_000);

async function phone(browser: Browser): Promise<Page> {
  const use = test.info().project.use;
  const context = await browser.newContext({
    baseURL: use.baseURL,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  return context.newPage();
}

/** No sideways scroll: the page is no wider than the screen. */
async function fits(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${page.url()} is ${width} px wide`).toBeLessThanOrEqual(390);
}

/** A control a thumb can hit: at least 40 x 40 (1 px of rounding allowed). */
async function tappable(page: Page, selector: string) {
  const box = await page.locator(selector).first().boundingBox();
  expect(box, selector).not.toBeNull();
  expect(box?.width ?? 0).toBeGreaterThanOrEqual(39.5);
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(39.5);
}

test('a company on a phone: one-row header, logout in the menu, readable banners, the search bar within the screen', async ({
  browser,
}) => {
  const page = await phone(browser);
  await page.goto('/');
  const header = page.getByRole('banner');
  // the banner's words are text: the title, subtitle and button of the slide in view, the subtitle and the
  // button at 14 px or more (drawn into the picture they were 7 and 6 px)
  const current = page.locator('[aria-roledescription="slide"][aria-hidden="false"]');
  await expect(current.getByText(/ · /).first()).toBeVisible();
  // polled: the server's first screen is replaced in place by the app's, and a slide read while it is
  // swapped out has no computed style (NaN, seen in CI)
  const sizes = () =>
    page
      .locator('[aria-roledescription="slide"]')
      .first()
      .evaluate((slide) =>
        ['按天 · 按月 · 按项目结算，快速对接靠谱人才', '立即发布需求'].map((t) => {
          const el = [...slide.querySelectorAll('span')].find((s) => s.textContent === t);
          return el ? parseFloat(getComputedStyle(el).fontSize) || 0 : 0;
        }),
      );
  await expect.poll(async () => Math.min(...(await sizes()))).toBeGreaterThanOrEqual(14);
  await drawn(page);
  await fits(page);
  await shot(page, 'phone-home-visitor', { fullPage: false });
  // a list card's search and sort go under its title instead of widening the page
  await page.goto('/employment');
  await drawn(page);
  const search = page.getByLabel('搜索需求标题');
  await expect(search).toBeVisible();
  await fits(page);
  const box = await search.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  await search.scrollIntoViewIfNeeded();
  await shot(page, 'phone-employment-list', { fullPage: false });

  await loginAt(page, 'company01', '/recruitment');
  await expect(header.getByText('星河科技')).toBeVisible();
  await fits(page);
  // the header's row: every control inside the screen, the icons 40 x 40
  for (const el of await header.locator('a, button').filter({ visible: true }).all()) {
    const box = await el.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0), (await el.getAttribute('aria-label')) ?? (await el.textContent()) ?? '').toBeLessThanOrEqual(
      390,
    );
  }
  await tappable(page, '[data-testid="notice-bell"]');
  await tappable(page, '[data-testid="cart-entry"]');
  await tappable(page, `header button[aria-label="导航菜单"]`);
  await expect(header.getByRole('button', { name: '退出' })).toBeHidden();
  // the search bar under the header: its category select and the publish button within the screen
  const bar = page.getByTestId('top-search-bar');
  const category = await bar.getByLabel('搜索分类').boundingBox();
  expect(category?.x ?? -1).toBeGreaterThanOrEqual(8);
  const publish = await bar.getByRole('button', { name: '发布职位' }).boundingBox();
  expect((publish?.x ?? 0) + (publish?.width ?? 0)).toBeLessThanOrEqual(382);
  await shot(page, 'phone-header-company', { fullPage: false });

  // the menu drawer: the tabs, the full identity and the logout
  await header.getByRole('button', { name: '导航菜单' }).tap();
  const drawer = page.getByRole('dialog', { name: '贤才宝' });
  await expect(drawer.getByText('星河科技')).toBeVisible();
  await expect(drawer.getByRole('button', { name: '退出' })).toBeVisible();
  await shot(page, 'phone-menu-drawer', { fullPage: false });
  await drawer.getByRole('link', { name: '共享培训' }).tap();
  await expect(page).toHaveURL(/\/training$/);
  await expect(drawer).toBeHidden();
  await fits(page);
  await page.context().close();
});

test('a person on a phone: the personal centre menu in a drawer, the toolbar folded, the chat as two screens', async ({ browser }) => {
  const page = await phone(browser);
  await loginAt(page, 'person01', '/people_info');
  // the page first, under a bar naming the current entry
  const menuBar = page.getByTestId('centre-menu-button');
  await expect(menuBar).toContainText('个人中心菜单 · 个人资料');
  const barBox = await menuBar.boundingBox();
  expect(barBox?.y ?? 999).toBeLessThan(140);
  await expect(page.getByRole('complementary', { name: '个人中心' })).toBeHidden();
  await fits(page);
  await shot(page, 'phone-centre', { fullPage: false });
  await menuBar.tap();
  const drawer = page.getByRole('dialog', { name: '个人中心' });
  await expect(drawer).toBeVisible();
  await shot(page, 'phone-centre-drawer', { fullPage: false });
  await drawer.getByRole('menuitem', { name: '我的钱包' }).tap();
  await expect(page).toHaveURL(/\/wallet_info$/);
  await expect(drawer).toBeHidden();
  await expect(menuBar).toContainText('我的钱包');

  // the floating toolbar: one button in the corner, opening the four on a tap (on the centre's first page:
  // the wallet's own table is the page sweep's business)
  await menuBar.tap();
  await drawer.getByRole('menuitem', { name: '个人资料' }).tap();
  await expect(page).toHaveURL(/\/people_info$/);
  const toggle = page.getByTestId('side-box-toggle');
  await expect(toggle).toBeVisible();
  await expect(page.getByTestId('chat-float')).toBeHidden();
  const corner = await toggle.boundingBox();
  expect((corner?.x ?? 0) + (corner?.width ?? 0)).toBeLessThanOrEqual(390);
  expect((corner?.y ?? 0) + (corner?.height ?? 0)).toBeLessThanOrEqual(844);
  // the page ends above it: scrolled to the bottom, the footer's last line is clear of the button
  // polled: the page may still grow as its cards load (CI read the footer 2,000 px down after one scroll)
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      return page.locator('footer').evaluate((el) => el.getBoundingClientRect().bottom);
    })
    .toBeLessThanOrEqual((corner?.y ?? 0) + 1);
  await toggle.tap();
  await expect(page.getByTestId('chat-float')).toBeVisible();
  await shot(page, 'phone-toolbar-open', { fullPage: false });

  // 在线咨询 opens the conversation with the support account full width, with a way back to the list
  await page.getByRole('button', { name: '在线咨询' }).tap();
  const chat = page.getByTestId('chat-dialog');
  await expect(chat.getByTestId('chat-peer-name')).toHaveText('在线客服');
  // the conversation takes the dialog's whole width (it was ~90 px beside the list); polled, as the dialog
  // opens with a zoom and is narrower until it ends
  await expect.poll(async () => (await chat.locator('section').boundingBox())?.width ?? 0).toBeGreaterThan(330);
  await chat.getByPlaceholder('输入消息，Enter 发送，Shift+Enter 换行').fill('手机上问个问题');
  await chat.getByPlaceholder('输入消息，Enter 发送，Shift+Enter 换行').press('Enter');
  await expect(chat.getByTestId('chat-message').filter({ hasText: '手机上问个问题' })).toBeVisible();
  await fits(page);
  await shot(page, 'phone-chat-conversation', { fullPage: false });
  await chat.getByTestId('chat-back').tap();
  const friend = chat.getByTestId('chat-friend').filter({ hasText: '在线客服' });
  await expect(friend).toBeVisible();
  await expect(chat.getByTestId('chat-peer-name')).toBeHidden();
  await shot(page, 'phone-chat-list', { fullPage: false });
  await friend.tap();
  await expect(chat.getByTestId('chat-peer-name')).toHaveText('在线客服');
  await page.context().close();
});

test('staff on a phone: the back office menu in a drawer from the header, closing on navigation', async ({ browser }) => {
  const page = await phone(browser);
  await loginAt(page, 'admin001', '/admin/users', 'Admin@2026');
  const menuButton = page.getByTestId('admin-menu-button');
  await expect(menuButton).toBeVisible();
  await tappable(page, '[data-testid="admin-menu-button"]');
  // the header keeps one row
  const header = page.locator('.ant-layout-header');
  expect((await header.boundingBox())?.height).toBeLessThanOrEqual(57);
  await fits(page);
  await shot(page, 'phone-admin', { fullPage: false });
  await menuButton.tap();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('menuitem', { name: '首页轮播图' })).toBeVisible();
  await shot(page, 'phone-admin-drawer', { fullPage: false });
  await drawer.getByRole('menuitem', { name: '首页轮播图' }).tap();
  await expect(page).toHaveURL(/\/admin\/banners$/);
  await expect(drawer).toBeHidden();
  await expect(header).toContainText('首页轮播图');
  await page.context().close();
});
