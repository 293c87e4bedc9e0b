import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed links to a paid course's video and attachments. The files sit under the public upload root with
 * 96-bit random names, but a buyer must not take away a permanent address: a learner sees only
 * `/course_media?t=<token>`, a token naming the user, the course, the section and the file, valid for
 * two hours. The route checks the signature and the time, then asks again whether that user may still
 * open the course (a refund or a changed section ends the link at once).
 *
 * The key is derived from the session secret (no new setting to manage), under its own label so a media
 * token can never pass for a session token or the other way round.
 */

export const MEDIA_TTL_SECONDS = 2 * 60 * 60;

export interface MediaClaims {
  /** the user the link was issued to */
  u: number;
  /** course */
  a: number;
  /** section */
  s: number;
  /** path under the upload root */
  p: string;
  /** expiry, Unix seconds */
  e: number;
}

/**
 * 'media': a learner's link to a section's file (/course_media). 'file': an author's or staff member's link
 * to a course file by path (/course_file). Each purpose has its own key, so one never passes for the other.
 */
export type MediaPurpose = 'media' | 'file';
const key = (secret: string, purpose: MediaPurpose) =>
  createHmac('sha256', secret)
    .update(purpose === 'media' ? 'xcb course media v1' : 'xcb course file v1')
    .digest();
const sign = (secret: string, payload: string, purpose: MediaPurpose) =>
  createHmac('sha256', key(secret, purpose)).update(payload).digest('base64url');

export function signMedia(
  secret: string,
  claims: Omit<MediaClaims, 'e'>,
  now = Date.now(),
  ttlSeconds = MEDIA_TTL_SECONDS,
  purpose: MediaPurpose = 'media',
): { token: string; expiresAt: Date } {
  const e = Math.floor(now / 1000) + ttlSeconds;
  const payload = Buffer.from(JSON.stringify({ u: claims.u, a: claims.a, s: claims.s, p: claims.p, e })).toString('base64url');
  return { token: `${payload}.${sign(secret, payload, purpose)}`, expiresAt: new Date(e * 1000) };
}

export type MediaCheck = { ok: true; claims: MediaClaims } | { ok: false; reason: 'invalid' | 'expired' };

const isClaims = (v: unknown): v is MediaClaims => {
  const c = v as Partial<MediaClaims> | null;
  return (
    !!c &&
    Number.isInteger(c.u) &&
    Number.isInteger(c.a) &&
    Number.isInteger(c.s) &&
    Number.isInteger(c.e) &&
    typeof c.p === 'string' &&
    c.p.length > 0
  );
};

/** The claims of a token whose signature holds and whose time has not run out. */
export function verifyMedia(secret: string, token: string | undefined, now = Date.now(), purpose: MediaPurpose = 'media'): MediaCheck {
  if (!token || token.length > 2048) return { ok: false, reason: 'invalid' };
  const dot = token.indexOf('.');
  if (dot <= 0) return { ok: false, reason: 'invalid' };
  const payload = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(sign(secret, payload, purpose));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (!isClaims(claims)) return { ok: false, reason: 'invalid' };
  if (claims.e * 1000 <= now) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}
