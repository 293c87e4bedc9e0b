import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './Tabs.module.css';

// antd's Tabs (line type) in plain markup with the ARIA tabs pattern: tablist, tab, tabpanel, arrow keys.
// Like antd, a pane stays mounted once shown (its form keeps what was typed) unless `destroyOnHidden`.

export interface TabItem {
  key: string;
  label: ReactNode;
  children: ReactNode;
  destroyOnHidden?: boolean;
}

export function Tabs({ items, defaultActiveKey }: { items: TabItem[]; defaultActiveKey?: string }) {
  const id = useId();
  const [active, setActive] = useState(defaultActiveKey ?? items[0]?.key);
  const [shown, setShown] = useState<Set<string>>(() => new Set(active ? [active] : []));
  const select = (key: string) => {
    setActive(key);
    setShown((s) => (s.has(key) ? s : new Set(s).add(key)));
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const i = items.findIndex((t) => t.key === active);
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    const next = items[(i + step + items.length) % items.length];
    if (!step || !next) return;
    e.preventDefault();
    select(next.key);
    document.getElementById(`${id}-tab-${next.key}`)?.focus();
  };
  return (
    <div className={styles.tabs}>
      <div role="tablist" className={styles.list} onKeyDown={onKeyDown}>
        {items.map((t) => (
          <button
            key={t.key}
            type="button"
            role="tab"
            id={`${id}-tab-${t.key}`}
            aria-selected={t.key === active}
            aria-controls={`${id}-panel-${t.key}`}
            tabIndex={t.key === active ? 0 : -1}
            className={t.key === active ? `${styles.tab} ${styles.active}` : styles.tab}
            onClick={() => select(t.key)}
          >
            {t.label}
          </button>
        ))}
      </div>
      {items.map((t) => {
        const isActive = t.key === active;
        if (!isActive && (t.destroyOnHidden || !shown.has(t.key))) return null;
        return (
          <div
            key={t.key}
            role="tabpanel"
            id={`${id}-panel-${t.key}`}
            aria-labelledby={`${id}-tab-${t.key}`}
            hidden={!isActive}
            className={styles.panel}
          >
            {t.children}
          </div>
        );
      })}
    </div>
  );
}
