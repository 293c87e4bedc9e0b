import { expect, test as base, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';

/**
 * Every journey runs through this `test`: it fails a journey whose pages report a Content-Security-Policy
 * violation (the server's policy allows no inline script; a new inline script, eval or foreign source shows
 * up here). Chromium logs every violation to the console ("Refused to … Content Security Policy"); the
 * `securitypolicyviolation` listener adds the directive and the blocked address to that log.
 * Lint (eslint.config.js) keeps journeys from importing `test` from @playwright/test directly.
 */
/**
 * After `goto` to a page of the app, waits for the app to have drawn it (`#root[data-drawn]`, web
 * app/AppTree.tsx). A page the server drew (home, the lines, the lists) shows its header, search bar and
 * buttons before the app has taken it over; a click there before the app has hydrated it (or, for a signed-in
 * browser, replaced the visitor's page with the user's) does nothing, and the journey then waits for a dialog
 * that never opens. A `goto` with an explicit `waitUntil` (a journey looking at the drawn page itself, or
 * with JavaScript off) is left as it is. Patched once per worker on the Page class, so the pages of contexts
 * a journey opens itself wait too.
 */
type Goto = Page['goto'] & { waitsForApp?: true };
async function patchGoto(browser: Browser): Promise<void> {
  const context = await browser.newContext();
  const proto = Object.getPrototypeOf(await context.newPage()) as { goto: Goto };
  await context.close();
  if (proto.goto.waitsForApp) return;
  const original = proto.goto;
  const goto: Goto = async function (this: Page, url, options) {
    const response = await original.call(this, url, options);
    if (options?.waitUntil === undefined && response?.headers()['content-type']?.includes('text/html')) {
      await this.waitForFunction(
        () => !document.getElementById('root') || document.getElementById('root')?.hasAttribute('data-drawn'),
        undefined,
        {
          timeout: 30_000,
        },
      );
    }
    return response;
  };
  goto.waitsForApp = true;
  proto.goto = goto;
}

export const test = base.extend<{ cspGuard: void; failureReport: void }, { appDrawnGoto: void }>({
  appDrawnGoto: [
    async ({ browser }, use) => {
      await patchGoto(browser);
      await use();
    },
    { scope: 'worker', auto: true },
  ],
  /**
   * A failed journey prints, for every page still open in any of its browser contexts, the address and
   * the start of the accessibility snapshot. Playwright's own error context shows the `page` fixture only;
   * journeys with a seeker, a company and staff each in their own context failed in CI (whose output is
   * text only) with nothing to show what the other pages held.
   */
  failureReport: [
    async ({ browser, context }, use, testInfo) => {
      // contexts an earlier test of the worker left open are not this test's
      const earlier = new Set(browser.contexts().filter((c) => c !== context));
      await use();
      if (testInfo.status === testInfo.expectedStatus) return;
      for (const [c, ctx] of browser
        .contexts()
        .filter((x) => !earlier.has(x))
        .entries())
        for (const [i, p] of ctx.pages().entries()) {
          const snapshot = await p
            .locator('body')
            .ariaSnapshot({ timeout: 5_000 })
            .catch((e: unknown) => `(no snapshot: ${String(e).slice(0, 200)})`);
          console.log(`---- failure report: context ${c}, page ${i}: ${p.url()}\n${snapshot.slice(0, 3000)}`);
        }
    },
    { auto: true },
  ],
  cspGuard: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          console.error(
            `Content Security Policy violation: ${e.violatedDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`,
          );
        });
      });
      const watch = (p: Page) =>
        p.on('console', (m) => {
          if (/Content Security Policy/i.test(m.text())) violations.push(`${p.url()}: ${m.text()}`);
        });
      context.pages().forEach(watch);
      context.on('page', watch);
      await use();
      expect(violations, 'Content-Security-Policy violations reported by the pages').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/**
 * Holds the app's entry script until the returned function is called: a page drawn by the server (/, the line
 * and list pages) can be looked at before its code takes it over.
 */
export async function holdAppEntry(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * A screenshot once antd's open/close animations have settled; dialogs are taken at viewport size.
 * rc-motion clears its classes on `animationend`, which never fires for an element that was hidden
 * mid-animation (a popup closed while it zoomed in), so such an element kept its class for good and the
 * wait ran into the test's timeout. Only animating elements that are still shown count, and the wait
 * is bounded: a lingering class costs at most 3 s and the picture is taken anyway.
 */
/**
 * Waits for the app to have drawn the page: a server-drawn first screen (home, lists) is replaced in place,
 * and an element found before that is detached under a measurement or a scroll (seen in CI).
 */
export async function drawn(page: Page): Promise<void> {
  await expect(page.locator('#root[data-drawn]')).toBeAttached();
}

export async function shot(page: Page, name: string, opts: { fullPage?: boolean } = {}): Promise<void> {
  await page
    .waitForFunction(
      () =>
        ![...document.querySelectorAll('.ant-zoom-appear, .ant-zoom-enter, .ant-zoom-leave, .ant-fade-appear, .ant-fade-enter')].some(
          (el) => el.checkVisibility() && el.getAnimations().some((a) => a.playState === 'running'),
        ),
      undefined,
      { timeout: 3_000 },
    )
    .catch(() => undefined);
  await page.screenshot({ path: `e2e/screenshots/${name}.png`, fullPage: opts.fullPage ?? true, style: SHOW_DEFERRED });
}

/**
 * A whole-page picture stands for a person scrolling through the page: the rows and sections a browser lays
 * out only near the screen (global.css .xcb-deferred) are drawn for it, where the picture would show them blank.
 */
export const SHOW_DEFERRED = '.xcb-deferred { content-visibility: visible !important; }';

/**
 * The register captcha is drawn in the browser; the journey reads it the way a person does, from what
 * is painted: it records the characters the page draws into the captcha canvas.
 */
export async function watchCaptchaCanvas(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Painted = HTMLCanvasElement & { paintedText?: string };
    const proto = CanvasRenderingContext2D.prototype;
    // Wrapping the prototype's own methods: they are re-applied with the right `this` below.
    // eslint-disable-next-line @typescript-eslint/unbound-method
    const fillRect = proto.fillRect;
    // eslint-disable-next-line @typescript-eslint/unbound-method
    const fillText = proto.fillText;
    proto.fillRect = function (this: CanvasRenderingContext2D, ...args: Parameters<typeof fillRect>) {
      (this.canvas as Painted).paintedText = '';
      return fillRect.apply(this, args);
    };
    proto.fillText = function (this: CanvasRenderingContext2D, ...args: Parameters<typeof fillText>) {
      const c = this.canvas as Painted;
      c.paintedText = (c.paintedText ?? '') + args[0];
      return fillText.apply(this, args);
    };
  });
}

export function paintedCaptcha(page: Page): Promise<string> {
  return page.getByTestId('captcha-canvas').evaluate((c) => (c as HTMLCanvasElement & { paintedText?: string }).paintedText ?? '');
}

/** The login captcha is issued by the server; outside production its sandbox outbox tells the answer. */
export async function serverCaptchaAnswer(page: Page, captchaId: string): Promise<string> {
  const res = await page.request.get(`/__dev/outbox?kind=captcha&key=${encodeURIComponent(captchaId)}`);
  const body = (await res.json()) as { value: string };
  return body.value;
}

export const uniqueSuffix = () => String(Date.now()).slice(-7);

/** The payment password the journeys give their learners. */
export const PAY_PWD = '864213';

/** A login token through the API (device class mobile, so the browser's PC login is not ended). */
export async function apiToken(request: APIRequestContext, name: string, password = 'Demo@2026'): Promise<string> {
  const res = await request.post('/user_login.action', { data: { name, password, deviceType: 'mobile' } });
  return ((await res.json()) as { jwt: string }).jwt;
}

/** A 1x1 PNG: the transfer voucher the API top-ups upload. */
const VOUCHER_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Uploads a transfer voucher as the token's user (a top-up takes only the user's own upload) and answers its path. */
export async function uploadVoucher(request: APIRequestContext, jwt: string): Promise<string> {
  const res = await request.post('/upload_uploadFile.action', {
    headers: { authorization: `Bearer ${jwt}` },
    multipart: { purpose: 'proof', upload: { name: '凭证.png', mimeType: 'image/png', buffer: VOUCHER_PNG } },
  });
  const body = (await res.json()) as { success: boolean; data: string };
  expect(body.success).toBe(true);
  return body.data;
}

/** A learner with a payment password and `yuan` yuan (x10 coins) topped up by bank transfer, approved by staff. */
export async function fundLearner(request: APIRequestContext, name: string, yuan: string): Promise<void> {
  const jwt = await apiToken(request, name);
  const auth = { authorization: `Bearer ${jwt}` };
  await request.post('/custAccount_addPWD.action', { headers: auth, data: { custAccountPWD: { accountpwd: PAY_PWD } } });
  const payProof = await uploadVoucher(request, jwt);
  const topup = (await (
    await request.post('/custAccount_createAccount.action', { headers: auth, data: { payProof, rmbAmount: yuan } })
  ).json()) as { custAccountDetail: { id: number } };
  const staff = await apiToken(request, 'admin001', 'Admin@2026');
  const ok = (await (
    await request.post('/walletAdmin_topupDecide.action', {
      headers: { authorization: `Bearer ${staff}` },
      data: { id: topup.custAccountDetail.id, decision: 'approve' },
    })
  ).json()) as { success: boolean };
  expect(ok.success).toBe(true);
}

/** Logs in on /login?redirect=target and waits to land on the target's path. */
export async function loginAt(page: Page, name: string, target: string, password = 'Demo@2026'): Promise<void> {
  await page.goto(`/login?redirect=${encodeURIComponent(target)}`);
  await page.getByPlaceholder('账号/手机号').fill(name);
  await page.getByPlaceholder('请输入密码').fill(password);
  await page.locator('form').getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL((u) => u.pathname === target.split('?')[0]);
  // The address changes a moment before the router swaps the page: wait for the login form to go, or
  // the next click may land on it (its 微信 button, say).
  await page.getByPlaceholder('请输入密码').waitFor({ state: 'detached' });
}

/** An antd button's name: two-character labels get a space between the characters, or not. */
export const b = (text: string) => new RegExp(`^${text.split('').join('\\s*')}$`);

/**
 * Enters six digits into the n-th 6-cell password box, each digit into its own cell. Typing the six at
 * speed relied on the box moving focus on after each digit; on a slow machine a digit could arrive first
 * and land in the cell before, and the password was then one digit short (seen in CI).
 */
export async function cells(page: Page, digits: string, n = 0): Promise<void> {
  const inputs = page.locator('.ant-otp').nth(n).locator('input');
  for (let i = 0; i < 6; i++) await inputs.nth(i).fill(digits[i] ?? '');
}

/**
 * Answers an antd confirmation (`modal.confirm`) with the button named `name` and waits until it has closed.
 * A click that lands while the dialog is still opening is sometimes not taken (seen once in CI: no request
 * followed); the dialog then stays open, so the button is clicked again. A click that was taken closes the
 * dialog at once, before any request returns, so nothing is ever submitted twice.
 */
export async function answerConfirm(page: Page, name: RegExp | string): Promise<void> {
  const dialog = page.locator('.ant-modal-confirm');
  await clickToClose(dialog, dialog.getByRole('button', { name }));
}

/**
 * Clicks a dialog's button until the dialog has closed, for a button that only closes it or whose action
 * closes it at once (answerConfirm's reason: a click landing during the opening animation is sometimes
 * not taken; seen in CI on 认证审核中's 我知道了 as on confirmations).
 */
export async function clickToClose(dialog: Locator, button: Locator): Promise<void> {
  await expect(async () => {
    if (await button.isVisible()) await button.click({ timeout: 2_000 });
    await expect(dialog).toBeHidden({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}

/**
 * Opens a confirmation with `trigger` and answers it with `ok`, until the confirmation has come and gone:
 * clickToClose alone passes when the trigger's click was the one lost (CI: 结束项目's popconfirm never
 * opened). The confirm button closes it at once, so a taken answer is never sent twice; callers then check
 * the lasting outcome.
 */
export async function confirmThrough(trigger: Locator, popup: Locator, ok: Locator): Promise<void> {
  // Once an answer has been clicked, a closed confirmation means it was taken: opening it again would
  // wait for a trigger the action may have removed (CI: 解绑's popconfirm closed slower than 3 s, and the
  // retry looked for the 解绑 button that the unbinding had replaced with 绑定微信).
  let answered = false;
  await expect(async () => {
    if (!(await popup.isVisible())) {
      if (answered) return;
      await trigger.click({ timeout: 2_000 });
      await expect(popup).toBeVisible({ timeout: 3_000 });
    }
    await ok.click({ timeout: 2_000 });
    answered = true;
    await expect(popup).toBeHidden({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}

/**
 * Clicks `target` until the address is `pathname`, for a link or menu entry that navigates within the app.
 * CI once lost such a click: 负责人认证, the personal centre's last entry, was scrolled to and clicked while
 * the menu above it was still growing (流程规则 arrives with the certification summary), and the page
 * stayed where it was. A second click on a menu entry only navigates again.
 */
export async function clickToNavigate(page: Page, target: Locator, pathname: string): Promise<void> {
  await expect(async () => {
    if (new URL(page.url()).pathname !== pathname) await target.click({ timeout: 2_000 });
    await page.waitForURL((u) => u.pathname === pathname, { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}
