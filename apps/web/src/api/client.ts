import type { ActionContract, ActionInput, ActionReply } from '@xcb/shared/action';
import type * as PlatformContracts from '@xcb/shared/actions/platform';
import { AUTH_FAILURES, CONFIG_ON, type AuthFailureCode } from '@xcb/shared/enums';
import { MSG } from '@xcb/shared/messages';
import { clearZone, getToken, getZone, rememberFileKey } from '../lib/storage.ts';

// The one client every screen calls the `*.action` API through (ARCHITECTURE.md "The action API").
// Reply envelope: always `success`; a refusal is `{ success: false, error, msg }` (HTTP 200 for business
// refusals, 400 validation, 403, 404, 429), an ended session is 401 with `code` ERR0001..ERR0005.

export class ActionError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  /** The whole reply, for refusals that carry more than the text (e.g. `needCaptcha`). */
  readonly body: Readonly<Record<string, unknown>>;
  /** Already shown to the user (the ended-session path): callers must not show it again. */
  readonly handled: boolean;

  constructor(message: string, status: number, body: Record<string, unknown> = {}, handled = false) {
    super(message);
    this.name = 'ActionError';
    this.status = status;
    this.code = typeof body.code === 'string' ? body.code : undefined;
    this.body = body;
    this.handled = handled;
  }
}

export function isActionError(err: unknown): err is ActionError {
  return err instanceof ActionError;
}

/**
 * The text for a failed reply that carries none of its own: one that is not JSON (a proxy's 502/503 HTML
 * page while the server restarts or is away) or JSON without the envelope's text. 502, 503 and 504 say
 * the service is away for now, as the server's own 503 does (a database it cannot reach); `otherwise`
 * for the rest.
 */
function statusText(status: number, otherwise: string): string {
  if (status === 429) return MSG.tooManyRequests;
  if (status === 502 || status === 503 || status === 504) return MSG.serviceUnavailable;
  return otherwise;
}

/** The text to show for any failure of a call. */
export function errorText(err: unknown): string {
  if (err instanceof ActionError) return err.message;
  return MSG.serverError;
}

// ---- ended sessions (401) ----

type AuthFailureHandler = (code: AuthFailureCode) => void;
let authFailureHandler: AuthFailureHandler | null = null;

/** The auth provider registers what a 401 does: clear the stored login, tell the user, go to /login. */
export function setAuthFailureHandler(handler: AuthFailureHandler | null): void {
  authFailureHandler = handler;
}

/**
 * Reports an ended session learnt outside a call (the chat socket's sessionEnded): the same path as a
 * 401 reply, so the stored login is cleared and the user goes to /login with the reason.
 */
export function reportAuthFailure(code: AuthFailureCode): void {
  authFailureHandler?.(code);
}

function isAuthFailureCode(code: unknown): code is AuthFailureCode {
  return typeof code === 'string' && Object.hasOwn(AUTH_FAILURES, code);
}

// ---- SM4 encryption of the fields a contract marks (spec: passwords) ----

interface CryptoConfig {
  on: boolean;
  key: string | undefined;
}

type PublicConfig = ActionReply<typeof PlatformContracts.getConfig>;

let publicConfig: Promise<PublicConfig> | null = null;

/**
 * The public config (the encryption flag and key, the demo flag), read once per page load for all who need
 * it (the footer's demo notice, the first encrypted call); a failed read is retried on the next call.
 */
export function loadPublicConfig(): Promise<PublicConfig> {
  publicConfig ??= (async () => {
    // The contract (a zod schema) is fetched with the call, keeping zod out of the first page's JavaScript.
    const { getConfig } = await import('@xcb/shared/actions/platform');
    return send(getConfig, {}, {});
  })().catch((err: unknown) => {
    publicConfig = null;
    throw err;
  });
  return publicConfig;
}

/** The encryption flag, from the public config. */
export async function loadCryptoConfig(): Promise<CryptoConfig> {
  const reply = await loadPublicConfig();
  return { on: reply.data.configStatus === CONFIG_ON, key: reply.data.sm4Key };
}

/**
 * Each marked field is sealed by the shared sm4Seal (SM4-CBC with a fresh random IV, PKCS#7, plus an
 * HMAC-SM3 tag), the format the server's router opens before validation.
 */
async function encryptFields(contract: ActionContract, input: Record<string, unknown>): Promise<Record<string, unknown>> {
  const fields = contract.encrypted ?? [];
  if (fields.length === 0) return input;
  const config = await loadCryptoConfig();
  if (!config.on) return input;
  const key = config.key;
  if (!key || !/^[0-9a-fA-F]{32}$/.test(key)) throw new ActionError(MSG.serverError, 0);
  // Loaded only when the flag is on, so the cipher stays out of the first page's JavaScript.
  const { sm4Seal } = await import('@xcb/shared/sm4');
  const out = { ...input };
  for (const field of fields) {
    // A dotted name (custAccountPWD.accountpwd) names a field of a nested object: copied, not mutated.
    const path = field.split('.');
    const last = path.pop() as string;
    let holder: Record<string, unknown> = out;
    for (const part of path) {
      const next = holder[part];
      if (typeof next !== 'object' || next === null) break;
      holder[part] = { ...(next as Record<string, unknown>) };
      holder = holder[part] as Record<string, unknown>;
    }
    const value = holder[last];
    if (typeof value === 'string' && value !== '') holder[last] = sm4Seal(value, key);
  }
  return out;
}

// ---- the call ----

/** How a call reaches the server: the browser's fetch, or (the server build drawing a first screen) the server itself. */
type ActionFetch = (url: string, init: RequestInit) => Promise<Response>;
let actionFetch: ActionFetch = (url, init) => fetch(url, init);

/** The server build's entry (entry-server.tsx) answers the page's calls in process, as a visitor's. */
export function setActionFetch(f: ActionFetch): void {
  actionFetch = f;
}

export interface CallOptions {
  signal?: AbortSignal;
  /**
   * false: a 401 is only thrown, without clearing the login or leaving the page (used by logout, which
   * clears everything itself whatever the server says).
   */
  authRedirect?: boolean;
}

function queryString(input: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') params.append(key, String(value));
    else if (value !== undefined && value !== null) params.append(key, JSON.stringify(value));
  }
  const qs = params.toString();
  return qs ? `?${qs}` : '';
}

async function send<C extends ActionContract>(contract: C, input: Record<string, unknown>, options: CallOptions): Promise<ActionReply<C>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  // The zone this tab is browsing: the server decides what it may see (modules/domain/scope.ts).
  const zone = getZone();
  if (zone) headers['X-Exclusive-Code'] = zone.code;

  let url = `/${contract.name}.action`;
  const init: RequestInit = { method: contract.method, headers, signal: options.signal ?? null };
  if (contract.method === 'GET') {
    url += queryString(input);
  } else {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(input);
  }

  let response: Response;
  try {
    response = await actionFetch(url, init);
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ActionError('网络连接失败，请检查网络后重试', 0);
  }
  rememberFileKey(response);

  let body: Record<string, unknown>;
  try {
    body = (await response.json()) as Record<string, unknown>;
  } catch {
    throw new ActionError(statusText(response.status, MSG.serverError), response.status);
  }

  if (response.status === 401) {
    const code: AuthFailureCode = isAuthFailureCode(body.code) ? body.code : 'ERR0001';
    if (options.authRedirect !== false && authFailureHandler) {
      authFailureHandler(code);
      throw new ActionError(AUTH_FAILURES[code].message, 401, body, true);
    }
    throw new ActionError(AUTH_FAILURES[code].message, 401, body);
  }

  if (body.success !== true || !response.ok) {
    const text =
      (typeof body.error === 'string' && body.error) ||
      (typeof body.msg === 'string' && body.msg) ||
      statusText(response.status, response.status >= 500 ? MSG.serverError : MSG.badRequest);
    // The zone this tab browses is refused to this user (a flag left by another account): drop it wherever
    // that shows, and return to the public home, as 返回公域 does, instead of a 403 on every page.
    if (zone && body.code === 'ZONE_REFUSED') {
      clearZone();
      window.location.assign('/');
    }
    throw new ActionError(text, response.status, body);
  }
  return body as ActionReply<C>;
}

/**
 * Calls one action: POST (or GET) `/{name}.action`, typed from its shared contract. Rejects with an
 * ActionError carrying the server's Chinese text; the caller shows it (a form at its field, otherwise a
 * message), except 401s, which the auth provider has already handled.
 */
export async function callAction<C extends ActionContract>(
  contract: C,
  input: ActionInput<C>,
  options: CallOptions = {},
): Promise<ActionReply<C>> {
  const body = await encryptFields(contract, input as Record<string, unknown>);
  return send(contract, body, options);
}
