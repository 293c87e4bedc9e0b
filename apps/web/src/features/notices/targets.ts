import type { Notice } from '@xcb/shared/actions/messaging';

/** spec: a type 05 (system review) notice adds the hint to refresh the page after approval. */
export const REFRESH_HINT = '审核通过后请刷新页面';

/**
 * Where a notice leads when clicked (spec: click marks it read, then redirects), by type and class,
 * from its redirectId. Only pages that exist are targets; the others open the notice's own page until
 * their area is built:
 *   00 short-term hire → /employment/my_deal?id={redirectId} (employment issue)
 *   04 transaction     → /wallet_info (wallet issue)
 *   05/00 feedback reply → /advince (wallet issue; the notice page links there meanwhile)
 *   05/01..03 certifications → /employment/company_store (certification issue)
 */
export function noticeTarget(n: Pick<Notice, 'id' | 'messageType' | 'messageTypeClass' | 'redirectId'>): string {
  if (n.messageType === '05' && n.messageTypeClass === '05') return '/people_info';
  return `/notices?id=${n.id}`;
}
