import type { ReactNode } from 'react';
import { Drawer } from 'antd';
import { L } from '../../locale/labels.ts';
import styles from './Header.module.css';

/** The phone-sized menu: the header's tabs and zone picker in a drawer. Loaded the first time it opens. */
export function MobileNav({ open, onClose, nav, zone }: { open: boolean; onClose: () => void; nav: ReactNode; zone: ReactNode }) {
  return (
    <Drawer open={open} onClose={onClose} placement="left" size={260} title={<img src="/logo.svg" alt={L.brand} height={30} />}>
      <nav className={styles.drawerNav}>{nav}</nav>
      <div className={styles.drawerZone}>{zone}</div>
    </Drawer>
  );
}
