import type { App } from 'antd';
import { errorText, isActionError } from '../api/client.ts';

// The single place failures become messages. Components use `App.useApp().message` directly; code that
// runs outside a component (the query cache, the 401 handler) reaches the same instance through here.
// Messages last 4 s (spec section 8), set once on antd's <App>.

type MessageInstance = ReturnType<typeof App.useApp>['message'];

let messageApi: MessageInstance | null = null;

export function setMessageApi(api: MessageInstance | null): void {
  messageApi = api;
}

export function getMessageApi(): MessageInstance | null {
  return messageApi;
}

/** Shows a failure unless it was already shown (an ended session). */
export function showError(err: unknown): void {
  if (isActionError(err) && err.handled) return;
  if (err instanceof DOMException && err.name === 'AbortError') return;
  void messageApi?.error(errorText(err));
}
