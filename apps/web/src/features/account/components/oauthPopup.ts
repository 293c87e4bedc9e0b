import type { OAuthKind } from '../../../api/account.ts';

/** spec: the third-party login popup is polled every 1 s until it closes */
const POLL_MS = 1000;

/** The popup's entry (spec: app_wechatLogin, qq_qq, GET). */
export const popupUrl = (kind: OAuthKind, key: string) =>
  `${kind === 'wechat' ? '/app_wechatLogin.action' : '/qq_qq.action'}?key=${encodeURIComponent(key)}`;

/** A fresh random key naming one popup; the server keeps only its hash. */
export function newPopupKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Opens the popup at once (inside the click, so blockers allow it) and resolves when it has closed.
 * `url` may be given later (after a call) through the returned `go`.
 */
export function openPopup(url: string | null): { go: (url: string) => void; closed: Promise<void> } {
  const width = 520;
  const height = 640;
  const left = Math.max(0, window.screenX + (window.outerWidth - width) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - height) / 2);
  const win = window.open(url ?? 'about:blank', 'xcb-oauth', `width=${width},height=${height},left=${left},top=${top}`);
  const closed = new Promise<void>((resolve) => {
    if (!win) {
      resolve();
      return;
    }
    const timer = window.setInterval(() => {
      if (win.closed) {
        window.clearInterval(timer);
        resolve();
      }
    }, POLL_MS);
  });
  return {
    go: (next) => {
      if (win) win.location.href = next;
    },
    closed,
  };
}
