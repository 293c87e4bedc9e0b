import { createHmac, timingSafeEqual } from 'node:crypto';
import { LRUCache } from 'lru-cache';

// A file key: a short-lived signed statement "this is user N", sent as `?k=` on links to private files,
// since <img> and <video> cannot send the session's Authorization header. It names the user, never a
// file: every request still checks that this user may have that file. The server hands a fresh one
// with every signed-in reply (header X-File-Key); it lasts 10 to 15 minutes and is the same for five
// minutes at a time, so links stay cacheable by the browser for that long.
const WINDOW = 5 * 60_000;

function mac(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(`file-key:${payload}`).digest('base64url').slice(0, 32);
}

/** A user's key is the same for a window, and goes with every signed-in reply: signed once per window. */
const signed = new LRUCache<string, string>({ max: 10_000 });

export function signFileKey(secret: string, userId: number, now = Date.now()): string {
  const exp = (Math.floor(now / WINDOW) + 3) * WINDOW;
  const payload = `${userId}.${exp.toString(36)}`;
  const cacheKey = `${payload}\n${secret}`;
  let key = signed.get(cacheKey);
  if (key === undefined) signed.set(cacheKey, (key = `${payload}.${mac(secret, payload)}`));
  return key;
}

/** The user a file key names, or null when it is malformed, forged or expired. */
export function verifyFileKey(secret: string, key: unknown, now = Date.now()): number | null {
  if (typeof key !== 'string') return null;
  const m = /^(\d{1,10})\.([0-9a-z]{1,12})\.([\w-]{32})$/.exec(key);
  if (!m) return null;
  const [, uid, exp, sig] = m as unknown as [string, string, string, string];
  const want = Buffer.from(mac(secret, `${uid}.${exp}`));
  if (!timingSafeEqual(want, Buffer.from(sig))) return null;
  if (parseInt(exp, 36) < now) return null;
  return Number(uid);
}
