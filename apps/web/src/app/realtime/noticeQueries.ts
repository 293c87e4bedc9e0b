import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { NoticeType } from '@xcb/shared/enums';
import { noticeKeys } from '../../api/messaging.ts';

// The areas a notice of each type can change, as query-key prefixes (each area's `…Keys.all`; a unit
// test holds them to those). A notice means the server moved something of that area (a review decided,
// a payment made, an application answered), so its lists and details refresh on arrival instead of
// showing the old state until a reload. Spelled out here rather than imported so the page shell does
// not pull every feature's module into its first chunk.
export const NOTICE_QUERY_AREAS: Record<NoticeType, readonly QueryKey[]> = {
  // short-term hire: demand reviews, escrow payments and top-ups, deliveries, invitations
  '00': [['employment'], ['wallet'], ['certification']],
  // shared training and the community's answers and follows
  '01': [['sharing'], ['courses'], ['course-author'], ['community']],
  '02': [['recruitment']],
  '03': [['personnel']],
  // transactions: the wallet and the training orders that paid through it
  '04': [['wallet'], ['sharing'], ['courses']],
  // system reviews: certifications (company, personal, agency, insurance, zone head) and what they unlock
  '05': [['certification'], ['account'], ['employment'], ['personnel'], ['domain']],
};

/** The query-key prefixes a notice of this type refreshes (none for an unknown type). */
export function noticeQueryKeys(messageType: unknown): readonly QueryKey[] {
  return typeof messageType === 'string' && Object.hasOwn(NOTICE_QUERY_AREAS, messageType)
    ? NOTICE_QUERY_AREAS[messageType as NoticeType]
    : [];
}

/** Refreshes what a pushed notice concerns: the notices themselves and the queries of its area. */
export function invalidateForNotice(qc: QueryClient, notice: { messageType?: unknown } | undefined): Promise<unknown> {
  return Promise.all(
    [noticeKeys.all as QueryKey, ...noticeQueryKeys(notice?.messageType)].map((queryKey) => qc.invalidateQueries({ queryKey })),
  );
}

/** On the socket's first opening: the notices (unread count, lists) read again, nothing else. */
export function invalidateNoticesOnly(qc: QueryClient): Promise<unknown> {
  return qc.invalidateQueries({ queryKey: noticeKeys.all });
}

/** After a reconnect: the notices missed while the socket was down may concern any area. */
export function invalidateForAllNotices(qc: QueryClient): Promise<unknown> {
  const keys = new Map<string, QueryKey>([[JSON.stringify(noticeKeys.all), noticeKeys.all]]);
  for (const k of Object.values(NOTICE_QUERY_AREAS).flat()) keys.set(JSON.stringify(k), k);
  return Promise.all([...keys.values()].map((queryKey) => qc.invalidateQueries({ queryKey })));
}
