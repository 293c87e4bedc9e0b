import { Button, Popconfirm } from 'antd';
import { SHARE_STATUS, type ShareItem } from '@xcb/shared/actions/sharing';
import { SHARE_L } from '../../../locale/sharing.ts';
import { useOffline } from '../api.ts';
import { kindLabel } from './ItemBits.tsx';

/** The owner takes an item down (confirmed first) or lists a taken-down one again; `link` for a list row's actions. */
export function OfflineButton({
  item,
  link = false,
  note,
}: {
  item: Pick<ShareItem, 'id' | 'kind' | 'status'>;
  link?: boolean;
  note?: string;
}) {
  const offline = useOffline();
  const type = link ? 'link' : undefined;
  return item.status === SHARE_STATUS.offline ? (
    <Button type={type} onClick={() => void offline.run({ id: item.id, offline: 0 })}>
      {SHARE_L.relist}
    </Button>
  ) : (
    <Popconfirm
      title={SHARE_L.confirmTakeDown(kindLabel(item.kind))}
      description={note}
      onConfirm={() => void offline.run({ id: item.id, offline: 1 })}
    >
      <Button type={type} danger>
        {SHARE_L.takeDown}
      </Button>
    </Popconfirm>
  );
}
