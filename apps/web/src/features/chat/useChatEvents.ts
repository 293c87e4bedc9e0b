import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '@xcb/shared/actions/chat';
import { onSocketMessage } from '../../lib/realtime.ts';
import { chatKeys, type HistoryData } from './api.ts';

/**
 * Keeps the chat caches in step with the socket: a new message joins its conversation's history (once,
 * by id) and refreshes the lists and the unread badge; reads, deletes and other tabs' actions arrive as
 * chatRead / chatDelete / chatFriendDelete; once the socket is up (first connection or reconnect) everything
 * is read again, so nothing sent before it was listening is missed.
 */
export function useChatEvents(me: number) {
  const qc = useQueryClient();
  useEffect(
    () =>
      onSocketMessage((msg) => {
        const refreshLists = () => {
          void qc.invalidateQueries({ queryKey: [...chatKeys.all, 'friends'] });
          if (typeof msg.unreadTotal === 'number') qc.setQueryData(chatKeys.unread(), msg.unreadTotal);
          else void qc.invalidateQueries({ queryKey: chatKeys.unread() });
        };
        switch (msg.cmdtype) {
          case 'chat': {
            const m = msg.message as ChatMessage;
            const peer = m.userid === me ? m.useredid : m.userid;
            qc.setQueryData<HistoryData>(chatKeys.history(peer), (data) => {
              if (!data?.pages[0]) return data;
              if (data.pages.some((p) => p.recordList.some((x) => x.id === m.id))) return data;
              const [first, ...rest] = data.pages;
              return { ...data, pages: [{ ...first, recordList: [...first.recordList, m] }, ...rest] };
            });
            refreshLists();
            return;
          }
          case 'chatDelete': {
            const peer = Number(msg.useredid);
            if (msg.all) void qc.invalidateQueries({ queryKey: chatKeys.history(peer) });
            else {
              const ids = new Set((msg.ids as number[] | undefined) ?? []);
              qc.setQueryData<HistoryData>(chatKeys.history(peer), (data) =>
                data ? { ...data, pages: data.pages.map((p) => ({ ...p, recordList: p.recordList.filter((x) => !ids.has(x.id)) })) } : data,
              );
            }
            refreshLists();
            return;
          }
          case 'chatRead':
          case 'chatPeerRead':
          case 'chatFriendDelete':
            refreshLists();
            return;
          case 'connected':
            // On the first connection too: a message committed between the page's first reads and the
            // socket's opening was pushed to nobody, and only a read after the socket is up finds it.
            void qc.invalidateQueries({ queryKey: chatKeys.all });
            return;
          case undefined:
          default:
            return;
        }
      }),
    [qc, me],
  );
}
