// Display helpers of the spec (section 9 constants).

/** spec: phone shown as first 3 digits, ****, last 4 */
export function maskPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}

/** Coins are held as integer hundredths; shown with 2 decimals. */
export function formatCoins(hundredths: number): string {
  const sign = hundredths < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(hundredths));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** spec: money in home lists divided by 10000, 2 decimals */
export function formatWan(amount: number): string {
  return (amount / 10000).toFixed(2);
}

/** spec: counts over 999 show 999+ */
export function formatCount(n: number): string {
  return n > 999 ? '999+' : String(n);
}

/** spec: header and side badges cap at 10+ */
export function formatBadge(n: number): string {
  return n > 10 ? '10+' : String(n);
}

/** spec: under 300 s just now, then minutes, hours, days (under 30), months (under 360), years */
export function relativeTime(then: Date, now: Date = new Date()): string {
  const s = Math.max(0, Math.floor((now.getTime() - then.getTime()) / 1000));
  if (s < 300) return '刚刚';
  const min = Math.floor(s / 60);
  if (min < 60) return `${min}分钟前`;
  const h = Math.floor(min / 60);
  if (h < 24) return `${h}小时前`;
  const d = Math.floor(h / 24);
  if (d < 30) return `${d}天前`;
  if (d < 360) return `${Math.floor(d / 30)}个月前`;
  return `${Math.floor(d / 365) || 1}年前`;
}

/** spec §9: unread chat counts over 100 show '..'. */
export function formatChatUnread(n: number): string {
  return n > 100 ? '..' : String(n);
}

/** The market is China: every date and time is shown in Asia/Shanghai, whatever zone the reader is in. */
export const CHINA_TIME_ZONE = 'Asia/Shanghai';

let chinaFormatter: Intl.DateTimeFormat | undefined;

/** The instant's Shanghai calendar parts; null for a missing or unreadable date. */
function chinaParts(value: string | Date | null | undefined) {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
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
