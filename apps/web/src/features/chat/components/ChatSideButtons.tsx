import { FloatButton } from 'antd';
import { CommentOutlined, CustomerServiceOutlined } from '@ant-design/icons';
import { SUPPORT_USER_ID } from '@xcb/shared/enums';
import { formatBadge } from '@xcb/shared/format';
import { openChat } from '../../../lib/realtime.ts';
import { useChatUnread } from '../api.ts';
import { CL } from '../labels.ts';

/**
 * spec "Floating side box": online consultation opens a chat with the support account (id 271); the
 * support account itself gets its message list instead. Beside it the chat button with the unread badge.
 */
export function ChatSideButtons({ me }: { me: number }) {
  const unread = useChatUnread(true).data ?? 0;
  return (
    <>
      <FloatButton
        icon={<CommentOutlined />}
        tooltip={CL.chat}
        badge={{ count: unread > 0 ? formatBadge(unread) : 0, size: 'small' }}
        onClick={() => openChat()}
        aria-label={CL.openChat}
        data-testid="chat-float"
      />
      <FloatButton
        icon={<CustomerServiceOutlined />}
        tooltip={me === SUPPORT_USER_ID ? CL.supportList : CL.consult}
        onClick={() => openChat(me === SUPPORT_USER_ID ? null : SUPPORT_USER_ID)}
        aria-label={CL.consult}
      />
    </>
  );
}
