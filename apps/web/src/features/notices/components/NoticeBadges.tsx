import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Badge, Button, FloatButton } from 'antd';
import { BellOutlined, NotificationOutlined } from '@ant-design/icons';
import { formatBadge } from '@xcb/shared/format';
import { useUnreadNotices } from '../../../api/messaging.ts';
import { NL } from '../labels.ts';

const NoticeDialog = lazy(() => import('./NoticeDialog.tsx').then((m) => ({ default: m.NoticeDialog })));

/** The dialog loads the first time it opens. */
function useDialog() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const dialog = loaded ? (
    <Suspense fallback={null}>
      <NoticeDialog open={open} onClose={() => setOpen(false)} />
    </Suspense>
  ) : null;
  return {
    dialog,
    show: () => {
      setLoaded(true);
      setOpen(true);
    },
  };
}

/** spec: the header's system notice badge (10+ above 10). */
export function NoticeBell() {
  const unread = useUnreadNotices(true).data ?? 0;
  const { dialog, show } = useDialog();
  return (
    <>
      <Button type="text" size="small" onClick={show} aria-label={`${NL.title} ${unread}`} data-testid="notice-bell">
        <Badge count={unread > 0 ? formatBadge(unread) : 0} size="small" offset={[4, -2]}>
          <BellOutlined style={{ fontSize: 17 }} />
        </Badge>
      </Button>
      {dialog}
    </>
  );
}

/** spec: the floating side box with the system notice badge (10+); `children` adds buttons (chat, consultation). */
export function NoticeSideBox({ children }: { children?: ReactNode }) {
  const unread = useUnreadNotices(true).data ?? 0;
  const { dialog, show } = useDialog();
  return (
    <>
      <FloatButton.Group shape="square" style={{ insetInlineEnd: 20, insetBlockEnd: 96 }}>
        {children}
        <FloatButton icon={<NotificationOutlined />} tooltip={NL.title} badge={{ count: unread > 0 ? formatBadge(unread) : 0, size: 'small' }} onClick={show} aria-label={NL.open} />
        <FloatButton.BackTop visibilityHeight={0} tooltip={NL.backToTop} />
      </FloatButton.Group>
      {dialog}
    </>
  );
}
