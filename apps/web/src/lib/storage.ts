import type { UserSelf } from '@xcb/shared/actions/account';
import type { DeviceClass } from '@xcb/shared/rules';

// Every piece of login data the browser keeps lives here, so that logging out (or a session the server
// ended, ERR0001..ERR0005) clears all of it in one call.
//
// localStorage: the session token and the user (survive a restart of the browser).
// sessionStorage: the private zone the visitor chose in the header (one tab, like the legacy app).

// public/after-paint.js reads the token's and the zone flag's keys too, before any module has loaded.
const KEYS = {
  token: 'xcb.token',
  user: 'xcb.user',
  company: 'xcb.company',
  identity: 'xcb.identity',
  fileKey: 'xcb.fileKey',
  zoneIs: 'exclusiveIs',
  zoneCode: 'exclusiveCode',
  zoneName: 'exclusiveName',
} as const;

/** Fired (in this tab) whenever the stored login changes; other tabs get the native `storage` event. */
export const SESSION_EVENT = 'xcb:session';

// A store is named, and looked up inside the try: a browser that blocks storage throws on the lookup itself,
// and the server build (drawing visitors' first screens in Node) has neither store: a read there is null.
type Store = 'localStorage' | 'sessionStorage';

function read(store: Store, key: string): string | null {
  try {
    return globalThis[store]?.getItem(key) ?? null;
  } catch {
    return null; // storage disabled (private mode, blocked cookies)
  }
}

function write(store: Store, key: string, value: string | null): void {
  try {
    if (value === null) globalThis[store]?.removeItem(key);
    else globalThis[store]?.setItem(key, value);
  } catch {
    // storage full or disabled: the app still works for this page view
  }
}

export function getToken(): string | null {
  return read('localStorage', KEYS.token);
}

export function getStoredUser(): UserSelf | null {
  const raw = read('localStorage', KEYS.user);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as UserSelf;
  } catch {
    return null;
  }
}

export function saveSession(token: string, user: UserSelf): void {
  write('localStorage', KEYS.token, token);
  write('localStorage', KEYS.user, JSON.stringify(user));
  window.dispatchEvent(new Event(SESSION_EVENT));
}

/**
 * The short-lived key the server sends with every signed-in reply (X-File-Key): links to private files
 * (ID cards, vouchers, chat files) carry it, since <img> cannot send the Authorization header.
 */
export function getFileKey(): string | null {
  return read('localStorage', KEYS.fileKey);
}

export function rememberFileKey(response: Response): void {
  const key = response.headers.get('X-File-Key');
  if (key && key !== getFileKey()) write('localStorage', KEYS.fileKey, key);
}

export function saveUser(user: UserSelf): void {
  write('localStorage', KEYS.user, JSON.stringify(user));
}

/** spec: logout clears stored login, user, company, identity and private-domain data. */
export function clearLogin(): void {
  write('localStorage', KEYS.token, null);
  write('localStorage', KEYS.user, null);
  write('localStorage', KEYS.company, null);
  write('localStorage', KEYS.identity, null);
  write('localStorage', KEYS.fileKey, null);
  clearZone();
  window.dispatchEvent(new Event(SESSION_EVENT));
}

export function isSessionKey(key: string | null): boolean {
  return key === null || key === KEYS.token || key === KEYS.user;
}

// ---- private zone (专属域) chosen in the header ----

export interface StoredZone {
  code: string;
  name: string;
}

export function getZone(): StoredZone | null {
  if (read('sessionStorage', KEYS.zoneIs) !== '1') return null;
  const code = read('sessionStorage', KEYS.zoneCode);
  const name = read('sessionStorage', KEYS.zoneName);
  return code && name ? { code, name } : null;
}

export function saveZone(zone: StoredZone): void {
  write('sessionStorage', KEYS.zoneIs, '1');
  write('sessionStorage', KEYS.zoneCode, zone.code);
  write('sessionStorage', KEYS.zoneName, zone.name);
}

export function clearZone(): void {
  write('sessionStorage', KEYS.zoneIs, null);
  write('sessionStorage', KEYS.zoneCode, null);
  write('sessionStorage', KEYS.zoneName, null);
}

// ---- device class ----

/**
 * spec (user agreement): one PC and one mobile login at a time. The server keeps one session per class,
 * so login and register say which class this browser is.
 */
export function detectDeviceType(): DeviceClass {
  const ua = navigator.userAgent;
  const mobileUa = /Android|iPhone|iPad|iPod|Mobile|HarmonyOS|MicroMessenger/i.test(ua);
  return mobileUa || window.innerWidth < 768 ? 'mobile' : 'pc';
}
