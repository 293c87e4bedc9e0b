// Dates and times as the market reads them (ARCHITECTURE.md Data: stored in UTC, shown in Asia/Shanghai).
// A module of its own, not format.ts: the shell imports format.ts, and these would ride along in its first load.

/** The market is China: every date and time is shown in Asia/Shanghai, whatever zone the reader is in. */
export const CHINA_TIME_ZONE = 'Asia/Shanghai';

let chinaFormatter: Intl.DateTimeFormat | undefined;

// Shanghai has kept UTC+8 without summer time since September 1991, so from 1992 on its calendar parts are
// the UTC parts of the instant eight hours later. The first Intl.DateTimeFormat with a time zone loads the
// browser's zone data: 100 ms of a phone's main thread (4x CPU) on the first list page drawn, for dates
// that plain arithmetic gives. Instants outside those years go through Intl, which knows the history.
const FIXED_SINCE = Date.UTC(1992, 0, 1);
const FIXED_UNTIL = Date.UTC(10000, 0, 1);
const EIGHT_HOURS = 8 * 3_600_000;
const two = (n: number) => String(n).padStart(2, '0');

/** The instant's Shanghai calendar parts; null for a missing or unreadable date. */
function chinaParts(value: string | Date | null | undefined) {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(value);
  const ms = date.getTime();
  if (Number.isNaN(ms)) return null;
  if (ms >= FIXED_SINCE && ms < FIXED_UNTIL) {
    const local = new Date(ms + EIGHT_HOURS);
    const year = local.getUTCFullYear();
    return {
      date: `${year}-${two(local.getUTCMonth() + 1)}-${two(local.getUTCDate())}`,
      time: `${two(local.getUTCHours())}:${two(local.getUTCMinutes())}`,
      year,
    };
  }
  return intlParts(date);
}

/** The same parts from the browser's zone data (any year). */
export function intlParts(date: Date) {
  // built on first use: a module-level Intl object is a side effect the bundler would keep in every chunk
  chinaFormatter ??= new Intl.DateTimeFormat('zh-CN', {
    timeZone: CHINA_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const parts = chinaFormatter.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return { date: `${part('year')}-${part('month')}-${part('day')}`, time: `${part('hour')}:${part('minute')}`, year: Number(part('year')) };
}

/** "2026-01-05 14:03" in Shanghai time; '' for a missing or unreadable date. */
export function formatDateTime(value: string | Date | null | undefined): string {
  const p = chinaParts(value);
  return p ? `${p.date} ${p.time}` : '';
}

/** "2026-01-05", the Shanghai calendar day of the instant; '' for a missing or unreadable date. */
export function formatDate(value: string | Date | null | undefined): string {
  return chinaParts(value)?.date ?? '';
}

/** "14:03" in Shanghai time; '' for a missing or unreadable date. */
export function formatTime(value: string | Date | null | undefined): string {
  return chinaParts(value)?.time ?? '';
}

/** The current year in Shanghai (the reader's own year differs for some hours around New Year). */
export function chinaYear(now: Date = new Date()): number {
  return chinaParts(now)?.year ?? now.getUTCFullYear();
}
