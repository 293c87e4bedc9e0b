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

/** Coins with thousands separators (1,459,584.10), for totals read at a glance (the back office's figures). */
export function formatCoinsGrouped(hundredths: number): string {
  return formatCoins(hundredths).replace(/\B(?=(\d{3})+(?!\d))(?=\d*\.)/g, ',');
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
