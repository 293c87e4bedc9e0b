import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { App, Avatar, Button, Popconfirm, Spin } from 'antd';
import { ClearOutlined, DeleteOutlined, LeftOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { CHAT_MSG } from '@xcb/shared/messages';
import { SUPPORT_USER_ID } from '@xcb/shared/enums';
import { useQueryClient } from '@tanstack/react-query';
import { errorText } from '../../../api/client.ts';
import { uploadUrl } from '../../../api/files.ts';
import { startVideoCall, useChatUi } from '../../../lib/realtime.ts';
import { formatDateTime } from '../../../lib/date.ts';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { chatKeys, flattenHistory, useChatHistory, useDeleteAll, useDeleteMessage, useMarkRead } from '../api.ts';
import { CL } from '../labels.ts';
import { Composer } from './Composer.tsx';
import { MessageBody } from './MessageBody.tsx';
import styles from './chat.module.css';

export interface Peer {
  id: number;
  name: string;
  icon: string | null;
}

const subscribeVisibility = (onChange: () => void) => {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
};
const pageVisible = () => document.visibilityState === 'visible';

/** One conversation: history paged back, the composer, delete with confirmation, read marks. */
export function Conversation({ peer, me, myName, onBack }: { peer: Peer; me: number; myName: string; onBack: () => void }) {
  const { message } = App.useApp();
  const qc = useQueryClient();
  const history = useChatHistory(peer.id);
  const messages = flattenHistory(history.data);
  const del = useDeleteMessage();
  const delAll = useDeleteAll();
  const markRead = useMarkRead();
  const box = useRef<HTMLDivElement>(null);
  const lastId = messages.at(-1)?.id ?? 0;
  const firstId = messages[0]?.id ?? 0;
  const prevFirst = useRef(0);
  const prevHeight = useRef(0);

  // New messages scroll to the bottom; an older page keeps the reader where they were.
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    if (prevFirst.current && firstId < prevFirst.current) el.scrollTop = el.scrollHeight - prevHeight.current;
    else el.scrollTop = el.scrollHeight;
    prevFirst.current = firstId;
    prevHeight.current = el.scrollHeight;
  }, [lastId, firstId]);

  // Read only what is actually in front of the user: the dialog open on this conversation and the page
  // visible. Opening the dialog or coming back to the tab marks what arrived meanwhile. The pane stays
  // mounted while the dialog is closed, and the closed modal stops passing new props down, so the open
  // state is read from the store here, not from a prop.
  const shown = useChatUi().open;
  const visible = useSyncExternalStore(subscribeVisibility, pageVisible, () => false);
  const newestFromPeer = [...messages].reverse().find((m) => m.userid === peer.id)?.id ?? 0;
  const { mutate } = markRead;
  useEffect(() => {
    if (shown && visible && history.isSuccess) mutate(peer.id, { onSuccess: (total) => qc.setQueryData(chatKeys.unread(), total) });
  }, [peer.id, newestFromPeer, history.isSuccess, shown, visible, mutate, qc]);

  const remove = async (id: number) => {
    try {
      await del.mutateAsync(id);
    } catch (err) {
      void message.error(errorText(err));
    }
  };
  const clear = async () => {
    try {
      await delAll.mutateAsync(peer.id);
    } catch (err) {
      void message.error(errorText(err));
    }
  };

  return (
    <section className={styles.pane} aria-label={peer.name}>
      <div className={styles.paneHead}>
        <Button type="text" icon={<LeftOutlined />} className={styles.back} aria-label={CL.back} onClick={onBack} data-testid="chat-back" />
        <span className={styles.peerName} data-testid="chat-peer-name">
          {peer.name}
        </span>
        <span className={styles.paneTools}>
          {/* the video interview belongs to recruitment: the 在线咨询 window (the support account) does not offer it */}
          {peer.id !== SUPPORT_USER_ID && me !== SUPPORT_USER_ID && (
            <Button type="text" icon={<VideoCameraOutlined />} aria-label={CL.videoCall} onClick={() => startVideoCall(peer.id)}>
              <span className={styles.toolText}>{CL.videoCall}</span>
            </Button>
          )}
          <Popconfirm title={CHAT_MSG.deleteAllConfirm} okText={CL.ok} cancelText={CL.cancel} onConfirm={() => clear()}>
            <Button type="text" icon={<ClearOutlined />} aria-label={CL.clear} disabled={messages.length === 0}>
              <span className={styles.toolText}>{CL.clear}</span>
            </Button>
          </Popconfirm>
        </span>
      </div>
      <div className={styles.messages} ref={box} data-testid="chat-messages">
        {history.isPending ? (
          <Spin style={{ display: 'block', marginTop: 80 }} />
        ) : (
          <>
            {history.hasNextPage && (
              <div style={{ textAlign: 'center' }}>
                <Button size="small" type="link" loading={history.isFetchingNextPage} onClick={() => void history.fetchNextPage()}>
                  {CL.more}
                </Button>
              </div>
            )}
            {messages.length === 0 && <EmptyState text={CL.noMessages} compact />}
            {messages.map((m) => {
              const mine = m.userid === me;
              return (
                <div key={m.id} className={`${styles.row} ${mine ? styles.mine : ''}`} data-testid="chat-message" data-type={m.sendtype}>
                  <Avatar alt="" size={32} src={mine ? undefined : uploadUrl(peer.icon)}>
                    {(mine ? myName : peer.name).slice(0, 1)}
                  </Avatar>
                  <div className={styles.bubbleWrap}>
                    <div className={styles.bubble}>
                      <MessageBody m={m} />
                    </div>
                    <div className={styles.meta}>
                      <span>{formatDateTime(m.createTime)}</span>
                      <Popconfirm title={CHAT_MSG.deleteConfirm} okText={CL.ok} cancelText={CL.cancel} onConfirm={() => remove(m.id)}>
                        <Button type="text" size="small" icon={<DeleteOutlined />} aria-label={CL.delete} />
                      </Popconfirm>
                    </div>
                  </div>
                </div>
              );
            })}
          </>
        )}
      </div>
      <Composer peer={peer.id} me={me} />
    </section>
  );
}
