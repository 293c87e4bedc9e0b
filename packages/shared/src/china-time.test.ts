import { describe, expect, it } from 'vitest';
import { chinaYear, formatDate, formatDateTime, formatTime, intlParts } from './china-time.ts';

// The arithmetic for 1992-9999 must read exactly as the zone data does.
describe('Shanghai time without Intl', () => {
  it('matches the zone data at the edges of days, months, years and leap days', () => {
    const instants = [
      '1992-01-01T00:00:00Z',
      '1999-12-31T15:59:59Z',
      '1999-12-31T16:00:00Z',
      '2024-02-28T16:00:00Z',
      '2024-02-29T15:59:00Z',
      '2026-11-28T23:59:59.999Z',
      '9999-12-31T15:59:00Z',
    ].map((s) => new Date(s));
    // and a spread of instants in between
    for (let ms = Date.UTC(1992, 0, 1); ms < Date.UTC(2100, 0, 1); ms += 7_777_777_777) instants.push(new Date(ms));
    for (const d of instants) {
      const parts = intlParts(d);
      expect(formatDateTime(d), d.toISOString()).toBe(`${parts.date} ${parts.time}`);
      expect(formatDate(d.toISOString())).toBe(parts.date);
      expect(formatTime(d)).toBe(parts.time);
      expect(chinaYear(d)).toBe(parts.year);
    }
  });

  it('reads 16:00 UTC as the next Shanghai day, and leaves bad input empty', () => {
    expect(formatDateTime('2026-12-31T16:00:00Z')).toBe('2027-01-01 00:00');
    expect(formatDate('not a date')).toBe('');
    expect(formatTime(null)).toBe('');
  });

  it('uses the zone data outside 1992-9999 (summer time in 1986-1991)', () => {
    // 1988-07-01 12:00 UTC was 21:00 in Shanghai (UTC+9 in summer then)
    expect(formatDateTime('1988-07-01T12:00:00Z')).toBe(
      intlParts(new Date('1988-07-01T12:00:00Z')).date + ' ' + intlParts(new Date('1988-07-01T12:00:00Z')).time,
    );
    expect(formatDate(new Date(Date.UTC(10000, 0, 1)))).toBe(intlParts(new Date(Date.UTC(10000, 0, 1))).date);
  });
});
