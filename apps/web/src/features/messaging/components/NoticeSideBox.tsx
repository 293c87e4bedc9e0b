import type { ReactNode } from 'react';
import { FloatButton } from 'antd';
import { AppstoreOutlined, NotificationOutlined } from '@ant-design/icons';
import { formatBadge } from '@xcb/shared/format';
import { useUnreadNotices } from '../../../api/messaging.ts';
import { PHONE_QUERY, useMedia } from '../../../lib/media.ts';
import { NL } from '../labels.ts';
import { useNoticeDialog } from './NoticeBadges.tsx';

/**
 * spec: the floating side box with the system notice badge (10+); `children` adds buttons (chat,
 * consultation). antd's FloatButton: the shell loads it with antd's scope, for logged-in users, after the page.
 * On a phone the four buttons would cover the page's buttons and inputs: they fold into one small button in
 * the bottom corner that opens them on a tap (the shell leaves room for it under the page, RootLayout).
 */
export function NoticeSideBox({ children }: { children?: ReactNode }) {
  const unread = useUnreadNotices(true).data ?? 0;
  const { dialog, show } = useNoticeDialog();
  const phone = useMedia(PHONE_QUERY);
  const buttons = (
    <>
      {children}
      <FloatButton
        icon={<NotificationOutlined />}
        tooltip={phone ? undefined : NL.title}
        badge={{ count: unread > 0 ? formatBadge(unread) : 0, size: 'small' }}
        onClick={show}
        aria-label={NL.open}
      />
      <FloatButton.BackTop visibilityHeight={0} tooltip={phone ? undefined : NL.backToTop} aria-label={NL.backToTop} />
    </>
  );
  return (
    <>
      {phone ? (
        <FloatButton.Group
          trigger="click"
          shape="circle"
          icon={<AppstoreOutlined />}
          badge={{ dot: unread > 0 }}
          aria-label={NL.toolbar}
          data-testid="side-box-toggle"
          style={{ insetInlineEnd: 12, insetBlockEnd: 12 }}
        >
          {buttons}
        </FloatButton.Group>
      ) : (
        <FloatButton.Group shape="square" style={{ insetInlineEnd: 20, insetBlockEnd: 96 }}>
          {buttons}
        </FloatButton.Group>
      )}
      {dialog}
    </>
  );
}
