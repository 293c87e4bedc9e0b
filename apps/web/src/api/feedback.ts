import type { App } from 'antd';
import { errorText, isActionError } from './client.ts';

// The single place failures become messages. Components inside antd's scope use `App.useApp().message`
// directly; code that runs outside a component (the query cache, the 401 handler, the chat socket) or on a
// light page without antd reaches messages through here: the mounted <App>'s instance when there is one
// (components/antd/AntdScope.tsx registers it), else antd's static methods, loaded on first use (lib/antd-static.tsx).
// Messages last 4 s (spec section 8) either way.

type AppApi = ReturnType<typeof App.useApp>;
export interface FeedbackApi {
  message: AppApi['message'];
  notification: AppApi['notification'];
}

/** The long-lived scopes' instances (the shell's, the back office's), latest last. */
const mounted: FeedbackApi[] = [];

/** Called by a long-lived antd scope when it mounts; returns its unregistration. */
export function registerMessageApi(api: FeedbackApi): () => void {
  mounted.push(api);
  return () => {
    const i = mounted.lastIndexOf(api);
    if (i >= 0) mounted.splice(i, 1);
  };
}

/**
 * The instance to show messages with: the long-lived scope's, else antd's static one (a light page, or
 * the moment before the first antd page): both outlive the navigation that often follows a message.
 */
export async function feedback(): Promise<FeedbackApi> {
  // while the server draws a page (entry-server.tsx) nobody sees a message, and antd's needs the DOM: a
  // message.error there threw outside the render and took the whole server down
  if (typeof document === 'undefined') return new Promise<never>(() => undefined);
  const api = mounted.at(-1);
  if (api) return api;
  const { message, notification } = await import('../lib/antd-static.tsx');
  return { message, notification };
}

/** Shows a failure unless it was already shown (an ended session). */
export function showError(err: unknown): void {
  if (isActionError(err) && err.handled) return;
  if (err instanceof DOMException && err.name === 'AbortError') return;
  const text = errorText(err);
  void feedback().then(({ message }) => message.error(text));
}
