import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { ChatMediaKind, ChatMessage, ChatSendtype } from '@xcb/shared/actions/chat';
import { MSG } from '@xcb/shared/messages';
import { ActionError, callAction } from '../../api/client.ts';
import { getToken } from '../../lib/storage.ts';

// Chat actions (spec business-areas §7 "Chat and notices"). Contracts load with the first call.
const contracts = () => import('@xcb/shared/actions/chat');

export const chatKeys = {
  all: ['chat'] as const,
  friends: (pageNum: number) => [...chatKeys.all, 'friends', pageNum] as const,
  unread: () => [...chatKeys.all, 'unread'] as const,
  history: (peer: number) => [...chatKeys.all, 'history', peer] as const,
  video: () => [...chatKeys.all, 'video-config'] as const,
};

export const useChatFriends = (pageNum: number, enabled: boolean) =>
  useQuery({
    queryKey: chatKeys.friends(pageNum),
    queryFn: async ({ signal }) => (await callAction((await contracts()).friendList, { pageNum, pageSize: 10 }, { signal })).data,
    enabled,
    placeholderData: keepPreviousData,
  });

export const useChatUnread = (enabled: boolean) =>
  useQuery({
    queryKey: chatKeys.unread(),
    queryFn: async ({ signal }) => (await callAction((await contracts()).unreadTotal, {}, { signal })).data.unread,
    enabled,
    staleTime: 60_000,
    meta: { silentError: true },
  });

export interface HistoryPage {
  recordList: ChatMessage[];
  hasMore: boolean;
}

/** History paged back: page 0 is the newest; each next page is the one before the oldest shown. */
export const useChatHistory = (peer: number | null) =>
  useInfiniteQuery({
    queryKey: chatKeys.history(peer ?? 0),
    queryFn: async ({ signal, pageParam }) =>
      (
        await callAction(
          (await contracts()).historyList,
          { useredid: peer ?? 0, ...(pageParam ? { beforeId: pageParam } : {}), pageSize: 20 },
          { signal },
        )
      ).data,
    initialPageParam: 0,
    getNextPageParam: (last: HistoryPage): number | undefined => (last.hasMore ? last.recordList[0]?.id : undefined),
    enabled: peer !== null,
  });

export type HistoryData = InfiniteData<HistoryPage, unknown>;

/** Messages of the loaded pages, oldest first. */
export function flattenHistory(data: HistoryData | undefined): ChatMessage[] {
  if (!data) return [];
  const seen = new Set<number>();
  const out: ChatMessage[] = [];
  for (const page of [...data.pages].reverse()) {
    for (const m of page.recordList) {
      if (seen.has(m.id)) continue;
      seen.add(m.id);
      out.push(m);
    }
  }
  return out.sort((a, b) => a.id - b.id);
}

export function useSendMessage() {
  return useMutation({
    mutationFn: async (m: { useredid: number; text: string; sendtype: ChatSendtype; fileName?: string }) =>
      (await callAction((await contracts()).historyAdd, { chatHistory: m })).data,
  });
}

export function useAddFriend() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (useredid: number) => (await callAction((await contracts()).friendAdd, { chatFriend: { useredid } })).data,
    onSuccess: () => qc.invalidateQueries({ queryKey: [...chatKeys.all, 'friends'] }),
  });
}

export function useMarkRead() {
  return useMutation({
    mutationFn: async (useredid: number) => (await callAction((await contracts()).friendRead, { useredid })).data.unreadTotal,
    meta: { silentError: true },
  });
}

export function useDeleteMessage() {
  return useMutation({ mutationFn: async (id: number) => callAction((await contracts()).historyDelete, { id }) });
}

export function useDeleteAll() {
  return useMutation({ mutationFn: async (useredid: number) => callAction((await contracts()).historyDeleteAll, { useredid }) });
}

export function useDeleteFriend() {
  return useMutation({ mutationFn: async (id: number) => callAction((await contracts()).friendDelete, { id }) });
}

export const useVideoConfig = (enabled: boolean) =>
  useQuery({
    queryKey: chatKeys.video(),
    queryFn: async ({ signal }) => (await callAction((await contracts()).videoConfig, {}, { signal })).data,
    enabled,
    staleTime: Infinity,
  });

/** spec upload for chat media: multipart with the file in `upload`; answers the stored path, name and size. */
export async function uploadChatMedia(file: File, kind: ChatMediaKind): Promise<{ data: string; fileName: string; fileSize: number }> {
  const body = new FormData();
  body.append('kind', kind);
  body.append('upload', file);
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch('/upload_uploadChat.action', { method: 'POST', body, headers });
  } catch {
    throw new ActionError('网络连接失败，请检查网络后重试', 0);
  }
  const reply = (await response.json().catch(() => ({}))) as {
    success?: boolean;
    data?: string;
    fileName?: string;
    fileSize?: number;
    error?: string;
  };
  if (!response.ok || reply.success !== true || !reply.data) throw new ActionError(reply.error ?? MSG.serverError, response.status, reply);
  return { data: reply.data, fileName: reply.fileName ?? file.name, fileSize: reply.fileSize ?? file.size };
}
