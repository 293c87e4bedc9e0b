import { lazy, Suspense, useState } from 'react';
import { Button, Popover, Spin } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { L } from '../../locale/labels.ts';
import styles from './Header.module.css';

// The panel (search input, list) loads when the picker first opens.
const ZonePanel = lazy(() => import('./ZonePanel.tsx').then((m) => ({ default: m.ZonePanel })));

/** spec: the header's private-zone dropdown. */
export function ZonePicker() {
  const [open, setOpen] = useState(false);
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="bottomRight"
      arrow={false}
      destroyOnHidden
      content={
        <Suspense
          fallback={
            <div className={styles.zonePanel} style={{ textAlign: 'center', padding: 24 }}>
              <Spin size="small" />
            </div>
          }
        >
          <ZonePanel />
        </Suspense>
      }
    >
      <Button type="text" size="small" className={styles.zoneButton}>
        {L.header.zone}
        <DownOutlined />
      </Button>
    </Popover>
  );
}
