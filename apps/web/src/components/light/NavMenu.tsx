import { useEffect, useRef, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import styles from './NavMenu.module.css';

// antd's inline Menu of page links in plain markup, for light layouts: a column beside the page on a wide
// screen; on a phone one row that scrolls sideways, so seven entries do not push the page a screen down.

export interface NavMenuItem {
  to: string;
  label: ReactNode;
  icon?: ReactNode;
}

export function NavMenu({ items, className, ...rest }: { items: NavMenuItem[]; className?: string; 'aria-label': string }) {
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    // the row on a phone: bring the current entry into view (it may be past the screen's right edge)
    const el = list.current;
    const current = el?.querySelector<HTMLElement>('[aria-current="page"]');
    if (el && current && el.scrollWidth > el.clientWidth) el.scrollLeft = current.offsetLeft - 16;
  }, [pathname]);
  return (
    <nav className={className ? `${styles.menu} ${className}` : styles.menu} {...rest}>
      <ul className={styles.list} ref={list}>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end className={({ isActive }) => (isActive ? `${styles.item} ${styles.active}` : styles.item)}>
              {item.icon}
              <span>{item.label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
