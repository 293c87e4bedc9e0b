import type { ReactNode } from 'react';
import styles from './Badge.module.css';

// antd's Badge (small size) in plain markup: the header's notice and cart counts. Keeps the class
// `ant-badge-count` on the count, which journeys read. A count of 0 shows nothing.

export function Badge({ count, children }: { count: number | string; children: ReactNode }) {
  const show = count !== 0 && count !== '0' && count !== '';
  return (
    <span className={styles.badge}>
      {children}
      {show && <sup className={`${styles.count} ant-badge-count`}>{count}</sup>}
    </span>
  );
}
