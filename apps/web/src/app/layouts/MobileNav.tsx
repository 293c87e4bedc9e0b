import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Drawer } from 'antd';
import { L } from '../../locale/labels.ts';
import styles from './Header.module.css';

/**
 * The phone-sized menu: the header's tabs, the zone picker and the account (identity in full, logout, which the
 * phone header has no room for) in a drawer. Loaded the first time it opens.
 */
export function MobileNav({
  open,
  onClose,
  nav,
  zone,
  account,
}: {
  open: boolean;
  onClose: () => void;
  nav: ReactNode;
  zone: ReactNode;
  account: ReactNode;
}) {
  // any navigation (the identity link, the browser's back button) closes the menu
  const { pathname } = useLocation();
  const shownAt = useRef(pathname);
  useEffect(() => {
    if (shownAt.current !== pathname) onClose();
    shownAt.current = pathname;
  }, [pathname, onClose]);
  return (
    <Drawer open={open} onClose={onClose} placement="left" size={280} title={<img src="/logo.svg" alt={L.brand} height={30} />}>
      {account && <div className={styles.drawerAccount}>{account}</div>}
      <nav className={styles.drawerNav}>{nav}</nav>
      <div className={styles.drawerZone}>{zone}</div>
    </Drawer>
  );
}
