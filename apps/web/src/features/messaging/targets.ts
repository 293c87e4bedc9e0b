import type { Notice } from '@xcb/shared/actions/messaging';
import { PRESIDENT_NOTICE } from '@xcb/shared/enums';

/** spec: a type 05 (system review) notice adds the hint to refresh the page after approval. */
export const REFRESH_HINT = '审核通过后请刷新页面';

/**
 * Where a notice leads when clicked (spec: click marks it read, then redirects), by type and class,
 * from its redirectId. Only pages that exist are targets; the others open the notice's own page until
 * their area is built:
 *   00 short-term hire → order_details?id (classes 01-03), my_order_details?id (08), else outer_demand?id&msgIs=1
 *                        (with msgId, so the demand's page shows the notice it was opened from)
 *   04 transaction     → /wallet_info (wallet issue)
 *   05/00 feedback reply → /advince (wallet issue; the notice page links there meanwhile)
 *   05/01 company certification → /employment/company_store, 05/02 → /employment/personal_certification
 *   05/07 zone head certification → /privatedomain/president_prove
 */
export function noticeTarget(n: Pick<Notice, 'id' | 'messageType' | 'messageTypeClass' | 'redirectId'>): string {
  if (n.messageType === '05' && n.messageTypeClass === '05') return '/people_info';
  if (n.messageType === '05' && n.messageTypeClass === '01') return '/employment/company_store';
  if (n.messageType === '05' && n.messageTypeClass === '02') return '/employment/personal_certification';
  if (n.messageType === PRESIDENT_NOTICE.messageType && n.messageTypeClass === PRESIDENT_NOTICE.messageTypeClass)
    return '/privatedomain/president_prove';
  if (n.messageType === '00' && n.redirectId) {
    const id = encodeURIComponent(n.redirectId);
    // to the publisher: review, payments, top-ups, applications, the end → the order details
    if (['01', '02', '03'].includes(n.messageTypeClass)) return `/employment/order_details?id=${id}`;
    // accepted or declined → the worker's view of that demand; deliveries and payment requests → the demand's page
    if (n.messageTypeClass === '08') return `/employment/my_order_details?id=${id}`;
    return `/employment/outer_demand?id=${id}&msgIs=1&msgId=${n.id}`;
  }
  return `/notices?id=${n.id}`;
}
