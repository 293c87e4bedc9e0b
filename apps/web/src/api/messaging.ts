import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callAction } from './client.ts';
import { useActionMutation } from './mutation.ts';

// System notices (spec business-areas §7: message_sellist, message_sellistCount, message_update).
// The contracts load with the first call, keeping zod out of the first page's JavaScript.
const contracts = () => import('@xcb/shared/actions/messaging');

/** spec: '' all, 00 short-term hire … 05 system review */
export type NoticeTypeFilter = '' | '00' | '01' | '02' | '03' | '04' | '05';

export const noticeKeys = {
  all: ['notices'] as const,
  unread: () => [...noticeKeys.all, 'unread'] as const,
  list: (type: NoticeTypeFilter, pageNum: number) => [...noticeKeys.all, 'list', type, pageNum] as const,
  detail: (id: number) => [...noticeKeys.all, 'detail', id] as const,
};

export const unreadQuery = () =>
  queryOptions({
    queryKey: noticeKeys.unread(),
    queryFn: async ({ signal }) => (await callAction((await contracts()).noticeUnread, { messageType: '' }, { signal })).data.unread,
    staleTime: 60_000,
  });

export function useUnreadNotices(enabled: boolean) {
  return useQuery({ ...unreadQuery(), enabled });
}

/** spec: notice page size 10 */
export function useNoticeList(type: NoticeTypeFilter, pageNum: number, enabled = true) {
  return useQuery({
    queryKey: noticeKeys.list(type, pageNum),
    queryFn: async ({ signal }) =>
      (await callAction((await contracts()).noticeList, { messageType: type, pageNum, pageSize: 10 }, { signal })).data,
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useNotice(id: number) {
  return useQuery({
    queryKey: noticeKeys.detail(id),
    queryFn: async ({ signal }) => (await callAction((await contracts()).noticeDetail, { id }, { signal })).data,
    enabled: id > 0,
    meta: { silentError: true },
  });
}

/** Marks a notice read (input { id }); the caller shows a failure with the server's msg (spec). */
export const useMarkNoticeRead = () => useActionMutation(async () => (await contracts()).noticeRead, noticeKeys.all);
