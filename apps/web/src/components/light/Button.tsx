import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { LoadingIcon } from './icons.tsx';
import styles from './Button.module.css';

// A plain button styled like antd's (types, sizes, icon, loading), for the light shell and pages that must
// not load antd on first paint (issue 12). `htmlType` as in antd, so forms read the same.

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  type?: 'primary' | 'default' | 'text' | 'link';
  size?: 'small' | 'middle' | 'large';
  htmlType?: 'button' | 'submit' | 'reset';
  icon?: ReactNode;
  loading?: boolean;
  block?: boolean;
  danger?: boolean;
}

export function Button({ type = 'default', size = 'middle', htmlType = 'button', icon, loading = false, block = false, danger = false, className, children, disabled, ...rest }: ButtonProps) {
  const classes = [styles.button, styles[type], styles[size], block && styles.block, danger && styles.danger, !children && styles.iconOnly, className].filter(Boolean).join(' ');
  return (
    <button type={htmlType} className={classes} disabled={disabled || loading} aria-busy={loading || undefined} {...rest}>
      {loading ? <LoadingIcon className={styles.spinning} /> : icon}
      {children !== undefined && children !== null && <span>{children}</span>}
    </button>
  );
}
