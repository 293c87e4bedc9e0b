import type { ReactNode } from 'react';
import styles from './Spin.module.css';

// antd's Spin (the four-dot indicator) in plain markup: the loading state of light pages and of the shell's
// route fallback. With children it overlays them while `spinning`.

export function Spin({
  size = 'default',
  description,
  spinning = true,
  children,
}: {
  size?: 'small' | 'default' | 'large';
  description?: ReactNode;
  spinning?: boolean;
  children?: ReactNode;
}) {
  const indicator = (
    <span className={`${styles.spin} ${styles[size]}`} role="status" aria-live="polite" aria-busy="true">
      <span className={styles.dots} aria-hidden="true">
        <i />
        <i />
        <i />
        <i />
      </span>
      {description && <span className={styles.description}>{description}</span>}
    </span>
  );
  if (children === undefined) return spinning ? indicator : null;
  return (
    <div className={styles.container}>
      {spinning && <div className={styles.overlay}>{indicator}</div>}
      <div className={spinning ? styles.blurred : undefined}>{children}</div>
    </div>
  );
}
