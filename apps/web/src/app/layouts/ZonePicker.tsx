import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Button } from '../../components/light/Button.tsx';
import { DownIcon } from '../../components/light/icons/Down.ts';
import { Spin } from '../../components/light/Spin.tsx';
import { L } from '../../locale/labels.ts';
import styles from './ZonePicker.module.css';

// Light (no antd): the picker is in the header on every first load (170 KB budget). Its panel (search input,
// list) loads when the picker first opens; it is light too, so opening it does not fetch antd either.
const ZonePanel = lazy(() => import('./ZonePanel.tsx').then((m) => ({ default: m.ZonePanel })));

/** spec: the header's private-zone dropdown: a popover under the button, closed by Escape or a click outside. */
export function ZonePicker() {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (!open) return;
    const outside = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const escape = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);
  return (
    <span className={styles.zonePicker} ref={root}>
      <Button
        type="text"
        size="small"
        className={styles.zoneButton}
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => setOpen((o) => !o)}
      >
        {L.header.zone}
        <DownIcon style={{ marginLeft: 4, fontSize: 12 }} />
      </Button>
      {open && (
        <div className={styles.zonePopover} role="dialog" aria-label={L.header.zone}>
          <Suspense
            fallback={
              <div className={styles.zonePanel} style={{ textAlign: 'center', padding: 24 }}>
                <Spin size="small" />
              </div>
            }
          >
            <ZonePanel />
          </Suspense>
        </div>
      )}
    </span>
  );
}
