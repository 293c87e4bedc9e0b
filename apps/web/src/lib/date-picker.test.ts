import { afterEach, describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { pickedDayEnd, pickedDayStart, pickedInstant, pickerValue } from './date-picker.ts';
import { chinaYear, formatDate, formatDateTime, formatTime } from './date.ts';

const original = process.env.TZ;
afterEach(() => {
  process.env.TZ = original;
});

// The browser's own zone must not move a time: 14:00 picked is 14:00 in Shanghai (06:00 UTC) from anywhere.
describe.each(['UTC', 'America/New_York', 'Asia/Tokyo', 'Asia/Shanghai'])('in a browser set to %s', (zone) => {
  it('takes a picked time as China time and shows an instant in China time', () => {
    process.env.TZ = zone;
    expect(pickedInstant(dayjs('2026-12-01T14:00'))).toBe('2026-12-01T06:00:00.000Z');
    expect(pickerValue('2026-12-01T06:00:00.000Z').format('YYYY-MM-DD HH:mm')).toBe('2026-12-01 14:00');
    expect(pickedDayStart(dayjs('2026-12-01T09:30'))).toBe('2026-11-30T16:00:00.000Z');
    expect(pickedDayEnd(dayjs('2026-12-01T09:30'))).toBe('2026-12-01T15:59:59.999Z');
    expect(formatDateTime('2026-12-01T06:00:00.000Z')).toBe('2026-12-01 14:00');
    expect(formatTime(new Date('2026-12-01T06:05:00.000Z'))).toBe('14:05');
    // 17:00 UTC is already the next day in Shanghai
    expect(formatDate('2026-12-01T17:00:00.000Z')).toBe('2026-12-02');
    expect(chinaYear(new Date('2026-12-31T17:00:00.000Z'))).toBe(2027);
  });
});

it('shows nothing for a missing or unreadable date', () => {
  expect(formatDateTime(null)).toBe('');
  expect(formatDate('not a date')).toBe('');
});
