import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ACCOUNT_PATTERN, INVITATION_PATTERN, PHONE_PATTERN, isStrongPassword, CAPTCHA_CHARS } from './rules.ts';
import { formatBadge, formatCoins, formatCoinsGrouped, formatCount, formatWan, maskPhone, relativeTime } from './format.ts';
import { login, register } from './actions/account.ts';
import { MSG } from './messages.ts';

describe('register rules (spec section 5, the newer readings)', () => {
  it('account: 6 to 12 letters or digits', () => {
    expect(ACCOUNT_PATTERN.test('abc123')).toBe(true);
    expect(ACCOUNT_PATTERN.test('abcdefghij12')).toBe(true);
    expect(ACCOUNT_PATTERN.test('abc12')).toBe(false);
    expect(ACCOUNT_PATTERN.test('abcdefghij123')).toBe(false);
    expect(ACCOUNT_PATTERN.test('abc_123')).toBe(false);
    expect(ACCOUNT_PATTERN.test('张三abc123')).toBe(false);
  });
  it('phone: 1[3-9] plus 9 digits', () => {
    expect(PHONE_PATTERN.test('13800000000')).toBe(true);
    expect(PHONE_PATTERN.test('19912345678')).toBe(true);
    expect(PHONE_PATTERN.test('12800000000')).toBe(false);
    expect(PHONE_PATTERN.test('1380000000')).toBe(false);
  });
  it('password: 8 to 16 with at least two kinds', () => {
    expect(isStrongPassword('abcd1234')).toBe(true);
    expect(isStrongPassword('abcd!@#$')).toBe(true);
    expect(isStrongPassword('1234!@#$')).toBe(true);
    expect(isStrongPassword('abcdefgh')).toBe(false);
    expect(isStrongPassword('12345678')).toBe(false);
    expect(isStrongPassword('Ab1')).toBe(false);
    expect(isStrongPassword('Abcdefgh12345678X')).toBe(false);
    expect(isStrongPassword('abcd 1234')).toBe(false);
  });
  it('no single-kind password passes, whatever its length', () => {
    fc.assert(fc.property(fc.stringMatching(/^[a-z]{1,20}$/), (p) => !isStrongPassword(p)));
    fc.assert(fc.property(fc.stringMatching(/^\d{1,20}$/), (p) => !isStrongPassword(p)));
  });
  it('invitation code: 6 letters or digits; captcha set has 31 characters', () => {
    expect(INVITATION_PATTERN.test('HZ2026')).toBe(true);
    expect(INVITATION_PATTERN.test('HZ202')).toBe(false);
    expect(CAPTCHA_CHARS).toHaveLength(31);
    expect(new Set(CAPTCHA_CHARS).size).toBe(31);
  });
  it('the register contract gives the spec messages and requires a code for a private user', () => {
    const base = { name: 'abc123', password: 'abcd1234', phone: '13800000000' };
    expect(register.input.safeParse(base).success).toBe(true);
    const r = register.input.safeParse({ ...base, isPrivate: '1' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(MSG.invitationRequired);
    expect(register.input.safeParse({ ...base, exclusiveCode: '' }).success).toBe(true);
    expect(login.input.safeParse({ name: ' ', password: 'x' }).error?.issues[0]?.message).toBe(MSG.accountRequired);
  });
});

describe('format', () => {
  it('masks phones as 3 + **** + 4', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
    expect(maskPhone(null)).toBe('');
  });
  it('shows coins from hundredths with 2 decimals, never via floats', () => {
    expect(formatCoins(0)).toBe('0.00');
    expect(formatCoins(5)).toBe('0.05');
    expect(formatCoins(123456)).toBe('1234.56');
    expect(formatCoins(-150)).toBe('-1.50');
    fc.assert(fc.property(fc.integer({ min: 0, max: 1e12 }), (n) => formatCoins(n).replace('.', '') === String(n).padStart(3, '0')));
  });
  it('groups the coins of a total by thousands, the decimals untouched', () => {
    expect(formatCoinsGrouped(0)).toBe('0.00');
    expect(formatCoinsGrouped(99999)).toBe('999.99');
    expect(formatCoinsGrouped(100000)).toBe('1,000.00');
    expect(formatCoinsGrouped(145958410)).toBe('1,459,584.10');
    expect(formatCoinsGrouped(-123456789)).toBe('-1,234,567.89');
    fc.assert(fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => formatCoinsGrouped(n).replaceAll(',', '') === formatCoins(n)));
  });
  it('10-thousand units, 999+ and 10+', () => {
    expect(formatWan(125000)).toBe('12.50');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('999+');
    expect(formatBadge(10)).toBe('10');
    expect(formatBadge(11)).toBe('10+');
  });
  it('relative time as the spec steps it', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    const ago = (s: number) => relativeTime(new Date(now.getTime() - s * 1000), now);
    expect(ago(299)).toBe('刚刚');
    expect(ago(300)).toBe('5分钟前');
    expect(ago(3600 * 3)).toBe('3小时前');
    expect(ago(86400 * 29)).toBe('29天前');
    expect(ago(86400 * 30)).toBe('1个月前');
    expect(ago(86400 * 400)).toBe('1年前');
  });
});

describe('amounts (spec: 8 integer digits, 2 decimals, > 0)', () => {
  it('parses to integer hundredths without floats, refusing the rest', async () => {
    const { parseHundredths } = await import('./rules.ts');
    expect(parseHundredths('12.5')).toBe(1250);
    expect(parseHundredths('0.01')).toBe(1);
    expect(parseHundredths('99999999.99')).toBe(9999999999);
    expect(parseHundredths('0.1')).toBe(10);
    expect(parseHundredths(' 3 ')).toBe(300);
    for (const bad of ['0', '0.00', '-1', '1.234', '123456789', '1e3', '', 'abc', '.5']) expect(parseHundredths(bad), bad).toBeNull();
  });
});

describe('insurance status labels (spec section 4: the legacy duplicate case made "rejected" unreachable)', () => {
  it('gives every status its own label, and anything else reads as timed out', async () => {
    const { insuranceStatusLabel } = await import('./enums.ts');
    expect([0, 1, 2, 3, 4, 9].map(insuranceStatusLabel)).toEqual(['未上传', '待审核', '审核通过', '审核驳回', '审核超时', '审核超时']);
    expect(new Set([0, 1, 2, 3, 4].map(insuranceStatusLabel)).size).toBe(5);
  });
});
