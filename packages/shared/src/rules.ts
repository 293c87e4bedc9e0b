// Patterns and limits of the spec (accounts-wallet-courses.md sections 5 and 9). Both the web forms and
// the server validate with these, so a user sees the same rule in both places.

/** spec: account 6 to 12 letters or digits (the newer reading stands) */
export const ACCOUNT_PATTERN = /^[A-Za-z0-9]{6,12}$/;
/** spec: mainland phone, 1[3-9] plus 9 digits */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
/** spec: 8 to 16 characters of letters, digits, symbols */
export const PASSWORD_CHARS = /^[\x21-\x7e]{8,16}$/;
/** spec: invitation code, 6 letters or digits */
export const INVITATION_PATTERN = /^[A-Za-z0-9]{6}$/;
/** /privatedomain/president_prove: the zone head's form, in characters, and 1 to 3 proof images */
export const PRESIDENT_LIMITS = {
  nameMin: 2,
  nameMax: 20,
  titleMin: 2,
  titleMax: 20,
  orgNameMin: 2,
  orgNameMax: 50,
  proofsMin: 1,
  proofsMax: 3,
} as const;

/** At least two of: digits, letters, symbols. */
export function passwordKinds(password: string): number {
  let kinds = 0;
  if (/\d/.test(password)) kinds++;
  if (/[A-Za-z]/.test(password)) kinds++;
  if (/[^A-Za-z0-9]/.test(password)) kinds++;
  return kinds;
}

export function isStrongPassword(password: string): boolean {
  return PASSWORD_CHARS.test(password) && passwordKinds(password) >= 2;
}

/** spec: captcha of 4 characters from a fixed 31-character set (no I, L, O, 0, 1: easily confused) */
export const CAPTCHA_CHARS = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CAPTCHA_LENGTH = 4;

export const LIMITS = {
  nickName: 20,
  sign: 50,
  feedback: 200,
  skills: 3,
  chapterName: 20,
  chapterDescription: 30,
  sectionName: 20,
  courseTitle: 30,
  courseSummary: 100,
  courseOverview: 500,
  reviewMin: 10,
  pageSizeWallet: 10,
  pageSizeNotices: 10,
} as const;

/** Device classes: the user agreement allows one PC and one mobile login at a time. */
export const DEVICE_CLASSES = ['pc', 'mobile'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** spec: amounts have up to 8 integer digits and 2 decimals, and must be greater than 0 */
export const AMOUNT_PATTERN = /^\d{1,8}(\.\d{1,2})?$/;

/**
 * A decimal amount as integer hundredths ("12.5" -> 1250), or null when it breaks the spec's rule or is
 * not above zero. Parsed from the text, never through a float, so no amount is ever rounded.
 */
export function parseHundredths(value: string | number): number | null {
  const s = typeof value === 'number' ? String(value) : value.trim();
  if (!AMOUNT_PATTERN.test(s)) return null;
  const [int = '0', frac = ''] = s.split('.');
  const n = Number(int) * 100 + Number(frac.padEnd(2, '0'));
  return n > 0 ? n : null;
}

/** spec: 1 yuan = 10 coins. Yuan hundredths (fen) to coin hundredths. */
export const COINS_PER_YUAN = 10;

/** spec: payment password, 6 digits */
export const PAY_PWD_PATTERN = /^\d{6}$/;
/** spec: five wrong payment passwords lock wallet payments (ours: 15 minutes) */
export const PAY_PWD_MAX_FAILURES = 5;
export const PAY_PWD_LOCK_MINUTES = 15;

/** spec: bank card number 16 to 19 digits */
export const BANK_CARD_MIN = 16;
export const BANK_CARD_MAX = 19;

/** spec: points are valid one year */
export const POINTS_VALID_MONTHS = 12;

/**
 * A short-term demand's deposit in hundredths (spec §9): 130% of the monthly pay total on site, 30% of the
 * project total when remote. Here rather than with the contracts, so the publish form reads it without them.
 */
export function depositFor(d: { iszc: number; daymoney: number; countmoney: number; people: number }): number {
  return d.iszc === 1 ? Math.round((d.daymoney * d.people * 130) / 100) : Math.round((d.countmoney * 30) / 100);
}
