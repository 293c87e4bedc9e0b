import { useState, type ReactNode } from 'react';
import { RightIcon } from './icons/Right.ts';
import styles from './Collapse.module.css';

// antd's Collapse (bordered panels with a header, an extra, an arrow) in plain markup: a disclosure button
// per panel (aria-expanded), the panel's content below it.

export interface CollapseItem {
  key: string;
  label: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
}

export function Collapse({ items, defaultActiveKey = [] }: { items: CollapseItem[]; defaultActiveKey?: string[] }) {
  const [open, setOpen] = useState(() => new Set(defaultActiveKey));
  const toggle = (key: string) =>
    setOpen((s) => {
      const next = new Set(s);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  return (
    <div className={styles.collapse}>
      {items.map((item) => {
        const expanded = open.has(item.key);
        return (
          <div key={item.key} className={styles.item}>
            <div className={styles.header}>
              <button type="button" className={styles.toggle} aria-expanded={expanded} onClick={() => toggle(item.key)}>
                <RightIcon className={expanded ? `${styles.arrow} ${styles.open}` : styles.arrow} />
                {item.label}
              </button>
              {item.extra}
            </div>
            {expanded && <div className={styles.content}>{item.children}</div>}
          </div>
        );
      })}
    </div>
  );
}
