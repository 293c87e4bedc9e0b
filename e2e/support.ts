import type { Page } from '@playwright/test';

/** A screenshot once antd's open/close animations have settled; dialogs are taken at viewport size. */
export async function shot(page: Page, name: string, opts: { fullPage?: boolean } = {}): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('.ant-zoom-appear, .ant-zoom-enter, .ant-zoom-leave, .ant-fade-appear, .ant-fade-enter'));
  await page.screenshot({ path: `e2e/screenshots/${name}.png`, fullPage: opts.fullPage ?? true });
}

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
