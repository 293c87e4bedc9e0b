import { Suspense, useState } from 'react';
import { formatBadge } from '@xcb/shared/format';
import { useUnreadNotices } from '../../../api/messaging.ts';
import { lazyWithAntd } from '../../../components/antd/antd-lazy.ts';
import { Badge } from '../../../components/light/Badge.tsx';
import { Button } from '../../../components/light/Button.tsx';
import { BellIcon } from '../../../components/light/icons/Bell.ts';
import { NL } from '../labels.ts';

// The bell is part of the header, on every first load: light (no antd, 170 KB budget). The notice dialog uses
// antd and loads, with antd's scope, the first time it opens.
const NoticeDialog = lazyWithAntd(() => import('./NoticeDialog.tsx').then((m) => m.NoticeDialog));

/** The notice dialog, loaded the first time it opens (the bell and the side box share it). */
export function useNoticeDialog() {
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
  const { dialog, show } = useNoticeDialog();
  return (
    <>
      <Button type="text" size="small" onClick={show} aria-label={`${NL.title} ${unread}`} data-testid="notice-bell">
        <Badge count={unread > 0 ? formatBadge(unread) : 0}>
          <BellIcon style={{ fontSize: 17 }} />
        </Badge>
      </Button>
      {dialog}
    </>
  );
}
