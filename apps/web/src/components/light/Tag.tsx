import type { HTMLAttributes, ReactNode } from 'react';
import styles from './Tag.module.css';

// antd's Tag (the preset colours the light pages use) and CheckableTag, in plain markup (170 KB budget).

export type TagColor = 'default' | 'blue' | 'cyan' | 'green' | 'gold' | 'orange' | 'red' | 'purple' | 'geekblue' | 'magenta' | 'volcano';

export function Tag({
  color = 'default',
  className,
  children,
  ...rest
}: { color?: TagColor; children: ReactNode } & HTMLAttributes<HTMLSpanElement>) {
  return (
    <span className={[styles.tag, styles[color], className].filter(Boolean).join(' ')} {...rest}>
      {children}
    </span>
  );
}

/** A filter chip: pressed when checked (a toggle button for assistive technology). */
export function CheckableTag({
  checked,
  onChange,
  children,
  ...rest
}: { checked: boolean; onChange: (checked: boolean) => void; children: ReactNode } & Omit<HTMLAttributes<HTMLButtonElement>, 'onChange'>) {
  return (
    <button
      type="button"
      aria-pressed={checked}
      className={checked ? `${styles.checkable} ${styles.checked}` : styles.checkable}
      onClick={() => onChange(!checked)}
      {...rest}
    >
      {children}
    </button>
  );
}
