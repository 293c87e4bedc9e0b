import { useEffect, useState } from 'react';
import { usePaging } from '../../../components/usePaging.ts';
import { App, Avatar, Badge, Button, Modal, Pagination, Popconfirm, Spin } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { CHAT_MSG } from '@xcb/shared/messages';
import { SUPPORT_USER_ID } from '@xcb/shared/enums';
import { chatEmoji } from '@xcb/shared/emoji';
import { formatChatUnread, relativeTime } from '@xcb/shared/format';
import type { ChatFriend } from '@xcb/shared/actions/chat';
import { errorText } from '../../../api/client.ts';
import { uploadUrl } from '../../../api/files.ts';
import { closeChat, selectChatPeer, useChatUi } from '../../../lib/realtime.ts';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { useAddFriend, useChatFriends, useDeleteFriend } from '../api.ts';
import { CL, PREVIEW } from '../labels.ts';
import { Conversation, type Peer } from './Conversation.tsx';
import styles from './chat.module.css';

function preview(f: ChatFriend): string {
  if (f.lastType === 'exp') return `[${chatEmoji(f.lastText)?.label ?? CL.emoji}]`;
  return PREVIEW[f.lastType] ?? f.lastText;
}

/** The full chat dialog: conversations (page 10, newest first, unread badges) beside the open one. */
export function ChatDialog({ me, myName }: { me: number; myName: string }) {
  const { message } = App.useApp();
  const ui = useChatUi();
  const { page, pagination } = usePaging(10, { simple: true, size: 'small', hideOnSinglePage: true });
  const friends = useChatFriends(page.pageNum, ui.open);
  const add = useAddFriend();
  const removeFriend = useDeleteFriend();
  const [peer, setPeer] = useState<Peer | null>(null);
  const { mutateAsync: addFriend } = add;

  // openChat(userId) from anywhere: start (or show again) the conversation, then open it.
  useEffect(() => {
    if (!ui.open || ui.peer === null) return;
    if (ui.peer === me) {
      void message.warning(CHAT_MSG.self);
      selectChatPeer(null);
      return;
    }
    if (peer?.id === ui.peer) return;
    addFriend(ui.peer).then(
      (f) => setPeer({ id: f.useredid, name: f.useredname, icon: f.useredicon }),
      (err: unknown) => {
        void message.error(errorText(err));
        selectChatPeer(null);
      },
    );
  }, [ui.open, ui.peer, ui.seq, me, peer?.id, addFriend, message]);

  const list = friends.data?.recordList ?? [];
  const title = me === SUPPORT_USER_ID ? CL.supportList : CL.dialogTitle;

  return (
    <Modal
      open={ui.open}
      onCancel={() => closeChat()}
      footer={null}
      width={960}
      title={title}
      destroyOnHidden={false}
      className={styles.modal}
      styles={{ body: { padding: 0 } }}
    >
      {/* a phone shows one of the two at a time: the conversations, or the open one with a way back */}
      <div className={`${styles.layout} ${peer ? styles.withPeer : ''}`} data-testid="chat-dialog">
        <aside className={styles.friends} aria-label={CL.friends}>
          <div className={styles.friendList}>
            {friends.isPending ? (
              <Spin style={{ display: 'block', marginTop: 40 }} />
            ) : list.length === 0 ? (
              <EmptyState text={CL.noFriends} compact />
            ) : (
              list.map((f) => (
                <div
                  key={f.id}
                  role="button"
                  tabIndex={0}
                  data-testid="chat-friend"
                  className={`${styles.friend} ${peer?.id === f.useredid ? styles.friendActive : ''}`}
                  onClick={() => {
                    setPeer({ id: f.useredid, name: f.useredname, icon: f.useredicon });
                    selectChatPeer(f.useredid);
                  }}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter') setPeer({ id: f.useredid, name: f.useredname, icon: f.useredicon });
                  }}
                >
                  <Badge count={f.unread > 0 ? formatChatUnread(f.unread) : 0} size="small" data-testid="chat-friend-unread">
                    <Avatar alt="" src={uploadUrl(f.useredicon)}>
                      {f.useredname.slice(0, 1)}
                    </Avatar>
                  </Badge>
                  <div className={styles.friendMain}>
                    <div className={styles.friendName}>
                      <span>{f.useredname}</span>
                      <small style={{ color: 'rgba(0, 0, 0, 0.58)', fontWeight: 400 }}>{relativeTime(new Date(f.updatetime))}</small>
                    </div>
                    <div className={styles.preview}>{preview(f)}</div>
                  </div>
                  <Popconfirm
                    title={CHAT_MSG.friendDeleteConfirm}
                    okText={CL.ok}
                    cancelText={CL.cancel}
                    onConfirm={async (e) => {
                      e?.stopPropagation();
                      try {
                        await removeFriend.mutateAsync(f.id);
                        if (peer?.id === f.useredid) setPeer(null);
                      } catch (err) {
                        void message.error(errorText(err));
                      }
                    }}
                    onCancel={(e) => e?.stopPropagation()}
                  >
                    <Button
                      type="text"
                      size="small"
                      icon={<DeleteOutlined />}
                      aria-label={CL.deleteFriend}
                      onClick={(e) => e.stopPropagation()}
                    />
                  </Popconfirm>
                </div>
              ))
            )}
          </div>
          {(friends.data?.recordCount ?? 0) > 10 && (
            <div className={styles.pager}>
              <Pagination {...pagination(friends.data?.recordCount)} />
            </div>
          )}
        </aside>
        {peer ? (
          <Conversation
            key={peer.id}
            peer={peer}
            me={me}
            myName={myName}
            onBack={() => {
              setPeer(null);
              selectChatPeer(null);
            }}
          />
        ) : (
          <div className={styles.empty}>
            <EmptyState text={CL.pick} compact />
          </div>
        )}
      </div>
    </Modal>
  );
}
