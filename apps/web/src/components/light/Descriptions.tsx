import type { ReactNode } from 'react';
import styles from './Descriptions.module.css';

// antd's small Descriptions (label: value pairs in columns) as a definition list on a CSS grid: the columns
// stack to one on a phone, where antd keeps them side by side and squeezes the values.

export interface DescriptionsItem {
  key: string;
  label: ReactNode;
  children: ReactNode;
}

export function Descriptions({ items, column = 2, className }: { items: DescriptionsItem[]; column?: 1 | 2 | 3; className?: string }) {
  return (
    <dl className={[styles.descriptions, styles[`column${column}`], className].filter(Boolean).join(' ')}>
      {items.map((item) => (
        <div key={item.key} className={styles.item}>
          <dt className={styles.label}>{item.label}</dt>
          <dd className={styles.content}>{item.children}</dd>
        </div>
      ))}
    </dl>
  );
}
