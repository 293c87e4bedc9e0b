import type { ReactNode } from 'react';
import { FloatButton } from 'antd';
import { NotificationOutlined } from '@ant-design/icons';
import { formatBadge } from '@xcb/shared/format';
import { useUnreadNotices } from '../../../api/messaging.ts';
import { NL } from '../labels.ts';
import { useNoticeDialog } from './NoticeBadges.tsx';

/**
 * spec: the floating side box with the system notice badge (10+); `children` adds buttons (chat,
 * consultation). antd's FloatButton: the shell loads it with antd's scope, for logged-in users, after the page.
 */
export function NoticeSideBox({ children }: { children?: ReactNode }) {
  const unread = useUnreadNotices(true).data ?? 0;
  const { dialog, show } = useNoticeDialog();
  return (
    <>
      <FloatButton.Group shape="square" style={{ insetInlineEnd: 20, insetBlockEnd: 96 }}>
        {children}
        <FloatButton
          icon={<NotificationOutlined />}
          tooltip={NL.title}
          badge={{ count: unread > 0 ? formatBadge(unread) : 0, size: 'small' }}
          onClick={show}
          aria-label={NL.open}
        />
        <FloatButton.BackTop visibilityHeight={0} tooltip={NL.backToTop} />
      </FloatButton.Group>
      {dialog}
    </>
  );
}
